package lcjudgecore

import (
	"math"
	"strconv"
)

// Typed decoders of the case's JSON values, one per pair of the descriptor's TYPE and the Go type
// a solution declares, for the builder's generated code (builder/typed.go) to compose: no
// reflection, and the same checks and messages as the reflect driver's (lcjudge/decode.go).

// Decoder is a decoder of one Go type.
type Decoder[T any] func(value interface{}, spec *TypeSpec, at *Location) T

// integer is an int, long or unsigned value in the C++ type's range.
func integer(value interface{}, spec *TypeSpec, at *Location) int64 {
	number, ok := value.(JSONNumber)
	if !ok {
		at.Fail("expected " + spec.Shown() + ", found " + Describe(value))
	}
	n, err := strconv.ParseInt(string(number), 10, 64)
	bounds := IntRange(spec.Kind)
	if err != nil || n < bounds[0] || n > bounds[1] {
		if _, ferr := strconv.ParseFloat(string(number), 64); ferr == nil && containsAny(string(number), ".eE") {
			at.Fail("expected " + spec.Shown() + ", found " + Describe(value))
		}
		at.Fail(string(number) + " does not fit in " + spec.Shown())
	}
	return n
}

func containsAny(text, characters string) bool {
	for i := 0; i < len(text); i++ {
		for j := 0; j < len(characters); j++ {
			if text[i] == characters[j] {
				return true
			}
		}
	}
	return false
}

// Int decodes an int, long or unsigned into Go's int.
func Int(value interface{}, spec *TypeSpec, at *Location) int { return int(integer(value, spec, at)) }

// Int64 decodes an int, long or unsigned into int64.
func Int64(value interface{}, spec *TypeSpec, at *Location) int64 { return integer(value, spec, at) }

// Int32 decodes an int, long or unsigned into int32, when it fits.
func Int32(value interface{}, spec *TypeSpec, at *Location) int32 {
	n := integer(value, spec, at)
	if int64(int32(n)) != n {
		at.Fail(strconv.FormatInt(n, 10) + " does not fit in the solution's int32")
	}
	return int32(n)
}

// Uint decodes an int, long or unsigned into an unsigned Go type, when it fits; a negative value
// is a type the driver cannot decode into (as the reflect driver says).
func Uint[T ~uint | ~uint32 | ~uint64](value interface{}, spec *TypeSpec, at *Location) T {
	n := integer(value, spec, at)
	if n < 0 {
		panic(UnsupportedType{"cannot decode " + spec.Shown() + " into the solution's " + unsignedName[T]()})
	}
	if uint64(T(n)) != uint64(n) {
		at.Fail(strconv.FormatInt(n, 10) + " does not fit in the solution's " + unsignedName[T]())
	}
	return T(n)
}

func unsignedName[T ~uint | ~uint32 | ~uint64]() string {
	switch any(T(0)).(type) {
	case uint32:
		return "uint32"
	case uint64:
		return "uint64"
	}
	return "uint"
}

// IntAsFloat64 decodes an int, long or unsigned into float64.
func IntAsFloat64(value interface{}, spec *TypeSpec, at *Location) float64 {
	return float64(integer(value, spec, at))
}

// Double decodes a double into float64.
func Double(value interface{}, spec *TypeSpec, at *Location) float64 {
	number, ok := value.(JSONNumber)
	if !ok {
		at.Fail("expected double, found " + Describe(value))
	}
	f, err := strconv.ParseFloat(string(number), 64)
	if err != nil || math.IsInf(f, 0) {
		at.Fail("number overflow: does not fit in double")
	}
	return f
}

// Bool decodes a bool.
func Bool(value interface{}, spec *TypeSpec, at *Location) bool {
	b, ok := value.(bool)
	if !ok {
		at.Fail("expected bool, found " + Describe(value))
	}
	return b
}

// String decodes a string into Go's string.
func String(value interface{}, spec *TypeSpec, at *Location) string {
	s, ok := value.(string)
	if !ok {
		at.Fail("expected string, found " + Describe(value))
	}
	return s
}

// Bytes decodes a string into []byte.
func Bytes(value interface{}, spec *TypeSpec, at *Location) []byte {
	return []byte(String(value, spec, at))
}

// Runes decodes a string into []rune.
func Runes(value interface{}, spec *TypeSpec, at *Location) []rune {
	return []rune(String(value, spec, at))
}

func char(value interface{}, at *Location) byte {
	s, ok := value.(string)
	if !ok || len(s) != 1 || s[0] >= 0x80 {
		at.Fail("expected char (a one-character string), found " + Describe(value))
	}
	return s[0]
}

// CharByte decodes a char into byte.
func CharByte(value interface{}, spec *TypeSpec, at *Location) byte { return char(value, at) }

// CharRune decodes a char into rune.
func CharRune(value interface{}, spec *TypeSpec, at *Location) rune { return rune(char(value, at)) }

// CharString decodes a char into a one-character string.
func CharString(value interface{}, spec *TypeSpec, at *Location) string {
	return string(rune(char(value, at)))
}

// List decodes a list into a slice, each element by ELEMENT.
func List[T any](value interface{}, spec *TypeSpec, at *Location, element Decoder[T]) []T {
	array, ok := value.([]interface{})
	if !ok {
		at.Fail("expected " + spec.Shown() + ", found " + Describe(value))
	}
	result := make([]T, len(array))
	at.Path = append(at.Path, 0)
	for i, item := range array {
		at.Path[len(at.Path)-1] = i
		result[i] = element(item, spec.Element, at)
	}
	at.Path = at.Path[:len(at.Path)-1]
	return result
}

// ExpectArray is VALUE as an array, or a bad input saying it should be WHAT.
func ExpectArray(value interface{}, at *Location, what string) []interface{} {
	array, ok := value.([]interface{})
	if !ok {
		at.Fail("expected " + what + ", found " + Describe(value))
	}
	return array
}

// IntElement is element INDEX of an array of int or null; ok false for null.
func IntElement(array []interface{}, index int, at *Location) (int64, bool) {
	if array[index] == nil {
		return 0, false
	}
	at.Path = append(at.Path, index)
	number, ok := array[index].(JSONNumber)
	if !ok {
		at.Fail("expected int, found " + Describe(array[index]))
	}
	n, err := strconv.ParseInt(string(number), 10, 64)
	if err != nil || n < math.MinInt32 || n > math.MaxInt32 {
		at.Fail(string(number) + " does not fit in int")
	}
	at.Path = at.Path[:len(at.Path)-1]
	return n, true
}

// LinkedList decodes a ListNode* ([1,2,3]): NODE makes a node of a value, LINK sets its Next.
func LinkedList[N any](value interface{}, at *Location, node func(val int) N, link func(node, next N)) N {
	array := ExpectArray(value, at, "ListNode* (a list such as [1,2,3])")
	var head N
	for i := len(array) - 1; i >= 0; i-- {
		n, ok := IntElement(array, i, at)
		if !ok {
			at.Path = append(at.Path, i)
			at.Fail("expected int, found null")
		}
		made := node(int(n))
		link(made, head)
		head = made
	}
	return head
}

// Tree decodes a TreeNode* in level order: NODE makes a node, CHILD sets a parent's Left (side
// 0) or Right (side 1).
func Tree[N any](value interface{}, at *Location, node func(val int) N, child func(parent N, side int, child N)) N {
	array := ExpectArray(value, at, "TreeNode* (level order such as [3,9,20,null,null,15,7])")
	var none N
	if len(array) == 0 {
		return none
	}
	root, ok := IntElement(array, 0, at)
	if !ok {
		at.Path = append(at.Path, 0)
		at.Fail("the root is null: an empty tree is []")
	}
	levelOrder := []N{node(int(root))}
	parent := 0
	for i := 1; i < len(array); {
		if parent == len(levelOrder) {
			if n, ok := IntElement(array, i, at); ok {
				at.Path = append(at.Path, i)
				at.Fail("no parent left for " + strconv.FormatInt(n, 10) + ": the nodes before it have all their children")
			}
			i++
			continue
		}
		for side := 0; side < 2; side++ {
			if i < len(array) {
				if n, ok := IntElement(array, i, at); ok {
					made := node(int(n))
					child(levelOrder[parent], side, made)
					levelOrder = append(levelOrder, made)
				}
			}
			i++
		}
		parent++
	}
	return levelOrder[0]
}
