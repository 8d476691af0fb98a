package lcjudgecore

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// MaxOutputNodes is structure_codecs.h's kMaxOutputNodes: a cyclic answer stops there.
const MaxOutputNodes = 10000000

// JSONString is TEXT as a JSON string literal, as the C++ driver writes it (nlohmann's dump:
// UTF-8 kept, control characters escaped, an invalid byte replaced by U+FFFD).
func JSONString(text string) string {
	return string(appendJSONString(make([]byte, 0, len(text)+2), text))
}

func appendJSONString(out []byte, text string) []byte {
	out = append(out, '"')
	for i := 0; i < len(text); {
		c := text[i]
		if c >= 0x80 {
			r, size := utf8.DecodeRuneInString(text[i:])
			if r == utf8.RuneError && size <= 1 {
				out = append(out, "\ufffd"...)
			} else {
				out = append(out, text[i:i+size]...)
			}
			i += size
			continue
		}
		switch {
		case c == '"':
			out = append(out, `\"`...)
		case c == '\\':
			out = append(out, `\\`...)
		case c == '\b':
			out = append(out, `\b`...)
		case c == '\f':
			out = append(out, `\f`...)
		case c == '\n':
			out = append(out, `\n`...)
		case c == '\r':
			out = append(out, `\r`...)
		case c == '\t':
			out = append(out, `\t`...)
		case c < 0x20:
			out = append(out, `\u00`...)
			out = append(out, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		default:
			out = append(out, c)
		}
		i++
	}
	return append(out, '"')
}

// Fixed5 is %.5f as C's printf writes it: Go's and glibc's are both exactly rounded; they differ
// only in how they name NaN and infinities.
func Fixed5(f float64) string {
	switch {
	case math.IsNaN(f):
		if math.Signbit(f) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return strconv.FormatFloat(f, 'f', 5, 64)
}

func leetcodeTypeNames(kind string) (string, bool) {
	switch kind {
	case "int", "unsigned":
		return "integer", true
	case "long", "double", "string":
		return kind, true
	case "bool":
		return "boolean", true
	case "char":
		return "character", true
	}
	return "", false
}

// LeetcodeTypeName is the type as LeetCode's messages name it: integer[], boolean...
func LeetcodeTypeName(spec *TypeSpec) string {
	if spec.Kind == "list" && spec.Element != nil {
		return LeetcodeTypeName(spec.Element) + "[]"
	}
	if name, ok := leetcodeTypeNames(spec.Kind); ok {
		return name
	}
	return spec.Kind
}

// Encoder prints values as the C++ driver does, for the builder's generated code.
type Encoder struct{ Out []byte }

// Encoding is an encoder of one Go type.
type Encoding[T any] func(e *Encoder, value T, spec *TypeSpec)

// Raw writes TEXT as it is.
func (e *Encoder) Raw(text string) { e.Out = append(e.Out, text...) }

// Null writes null.
func (e *Encoder) Null() { e.Out = append(e.Out, "null"...) }

// IntOut writes an integer.
func IntOut[T ~int | ~int64 | ~int32](e *Encoder, value T, spec *TypeSpec) {
	e.Out = strconv.AppendInt(e.Out, int64(value), 10)
}

// UintOut writes an unsigned integer.
func UintOut[T ~uint | ~uint32 | ~uint64](e *Encoder, value T, spec *TypeSpec) {
	e.Out = strconv.AppendUint(e.Out, uint64(value), 10)
}

// DoubleOut writes a double as %.5f; INTEGER values too, as the reflect driver.
func DoubleOut[T ~float64 | ~int | ~int64 | ~int32](e *Encoder, value T, spec *TypeSpec) {
	e.Out = append(e.Out, Fixed5(float64(value))...)
}

// BoolOut writes true or false.
func BoolOut(e *Encoder, value bool, spec *TypeSpec) { e.Out = strconv.AppendBool(e.Out, value) }

// StringOut writes a JSON string.
func StringOut(e *Encoder, value string, spec *TypeSpec) { e.Out = appendJSONString(e.Out, value) }

// BytesOut writes a []byte as a JSON string.
func BytesOut(e *Encoder, value []byte, spec *TypeSpec) {
	e.Out = appendJSONString(e.Out, string(value))
}

// CharByteOut writes a byte as a one-character string.
func CharByteOut(e *Encoder, value byte, spec *TypeSpec) {
	e.Out = appendJSONString(e.Out, string([]byte{value}))
}

// CharRuneOut writes a rune as a one-character string.
func CharRuneOut(e *Encoder, value rune, spec *TypeSpec) {
	e.Out = appendJSONString(e.Out, string(value))
}

// ListOut writes a slice, each element by ELEMENT.
func ListOut[T any](e *Encoder, list []T, spec *TypeSpec, element Encoding[T]) {
	e.Out = append(e.Out, '[')
	for i := range list {
		if i > 0 {
			e.Out = append(e.Out, ',')
		}
		element(e, list[i], spec.Element)
	}
	e.Out = append(e.Out, ']')
}

// LinkedListOut writes a ListNode* as [1,2,3]; a cyclic list is a bad result.
func LinkedListOut[N comparable](e *Encoder, head N, val func(N) int, next func(N) N) {
	var none N
	e.Out = append(e.Out, '[')
	count := 0
	slow := head
	for node := head; node != none; {
		if count > 0 {
			e.Out = append(e.Out, ',')
		}
		e.Out = strconv.AppendInt(e.Out, int64(val(node)), 10)
		node = next(node)
		count++
		if count%2 == 0 {
			slow = next(slow)
			if node != none && node == slow {
				panic(BadResult{"the returned list is cyclic: node " + strconv.Itoa(val(node)) + " is reached twice"})
			}
		}
	}
	e.Out = append(e.Out, ']')
}

func tooManyNodes(structure string) {
	panic(BadResult{"the returned " + structure + " has more than " + strconv.Itoa(MaxOutputNodes) + " nodes: is it cyclic?"})
}

// TreeOut writes a TreeNode* in level order, trailing nulls dropped, bounded as the C++ driver's.
func TreeOut[N comparable](e *Encoder, root N, val func(N) int, left, right func(N) N) {
	var none N
	var tokens []byte
	count, kept, keptCount := 0, 0, 0
	var queue []N
	if root != none {
		queue = append(queue, root)
	}
	for k := 0; k < len(queue); k++ {
		node := queue[k]
		if count > 0 {
			tokens = append(tokens, ',')
		}
		count++
		if node == none {
			tokens = append(tokens, "null"...)
			if count > MaxOutputNodes {
				tooManyNodes("tree")
			}
			continue
		}
		tokens = strconv.AppendInt(tokens, int64(val(node)), 10)
		kept, keptCount = len(tokens), count
		if keptCount > MaxOutputNodes {
			tooManyNodes("tree")
		}
		queue = append(queue, left(node), right(node))
		if k > 4096 && k*2 > len(queue) {
			queue = append(queue[:0:0], queue[k+1:]...)
			k = -1
		}
	}
	e.Out = append(e.Out, '[')
	e.Out = append(e.Out, tokens[:kept]...)
	e.Out = append(e.Out, ']')
}
