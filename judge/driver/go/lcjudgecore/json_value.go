package lcjudgecore

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A hand-written reader of one JSON value, for the case's lines and the descriptor: encoding/json
// decodes by reflection, and its type caches and machinery cost more CPU than a case of a small
// problem takes to run (every run starts a new process). Values are nil, bool, JSONNumber,
// string, []interface{} and map[string]interface{}, as encoding/json's UseNumber gives them.

// JSONNumber is a number kept as its text, checked against JSON's grammar.
type JSONNumber string

// maxJSONDepth bounds the reader's recursion, as encoding/json's own limit does.
const maxJSONDepth = 10000

// jsonSyntaxError is where (the column, counted in bytes from 1; 0 when none) and what went wrong.
type jsonSyntaxError struct {
	column  int
	message string
}

type jsonReader struct {
	text  string
	at    int
	depth int
}

// ReadJSON is the one JSON value that TEXT holds (spaces around it allowed), or the error.
func ReadJSON(text string) (value interface{}, failure *jsonSyntaxError) {
	defer func() {
		if caught := recover(); caught != nil {
			syntax, ok := caught.(jsonSyntaxError)
			if !ok {
				panic(caught)
			}
			value, failure = nil, &syntax
		}
	}()
	r := &jsonReader{text: text}
	r.skipSpace()
	if r.at == len(text) {
		return nil, &jsonSyntaxError{0, "expected a value, found the end of the line"}
	}
	value = r.value()
	r.skipSpace()
	if r.at < len(text) {
		return nil, &jsonSyntaxError{r.at + 1, "unexpected text after the value"}
	}
	return value, nil
}

func (r *jsonReader) fail(message string) {
	panic(jsonSyntaxError{r.at + 1, message})
}

// failAt is encoding/json's wording for an unexpected character (or the end of the text).
func (r *jsonReader) failAt(context string) {
	if r.at >= len(r.text) {
		r.at = len(r.text)
		r.fail("unexpected end of JSON input")
	}
	character, _ := utf8.DecodeRuneInString(r.text[r.at:])
	quoted := "'" + character2string(character) + "'"
	r.fail("invalid character " + quoted + " " + context)
}

func character2string(c rune) string {
	switch c {
	case '\'':
		return `\'`
	case '"':
		return `"`
	}
	quoted := strconv.Quote(string(c))
	return quoted[1 : len(quoted)-1]
}

func (r *jsonReader) skipSpace() {
	for r.at < len(r.text) {
		switch r.text[r.at] {
		case ' ', '\t', '\n', '\r':
			r.at++
		default:
			return
		}
	}
}

func (r *jsonReader) peek() byte {
	if r.at < len(r.text) {
		return r.text[r.at]
	}
	return 0
}

func (r *jsonReader) value() interface{} {
	switch c := r.peek(); {
	case c == '[':
		return r.array()
	case c == '{':
		return r.object()
	case c == '"':
		return r.string()
	case c == '-' || (c >= '0' && c <= '9'):
		return r.number()
	case c == 't':
		r.literal("true")
		return true
	case c == 'f':
		r.literal("false")
		return false
	case c == 'n':
		r.literal("null")
		return nil
	}
	r.failAt("looking for beginning of value")
	return nil
}

func (r *jsonReader) literal(word string) {
	for i := 0; i < len(word); i++ {
		if r.peek() != word[i] {
			r.failAt("in literal " + word + " (expecting '" + word[i:i+1] + "')")
		}
		r.at++
	}
}

func (r *jsonReader) enter() {
	r.depth++
	if r.depth > maxJSONDepth {
		r.fail("nested more than " + strconv.Itoa(maxJSONDepth) + " deep")
	}
}

func (r *jsonReader) array() []interface{} {
	r.enter()
	r.at++ // '['
	values := []interface{}{}
	r.skipSpace()
	if r.peek() == ']' {
		r.at++
		r.depth--
		return values
	}
	for {
		r.skipSpace()
		values = append(values, r.value())
		r.skipSpace()
		switch r.peek() {
		case ',':
			r.at++
			continue
		case ']':
			r.at++
			r.depth--
			return values
		}
		r.failAt("after array element")
	}
}

func (r *jsonReader) object() map[string]interface{} {
	r.enter()
	r.at++ // '{'
	values := map[string]interface{}{}
	r.skipSpace()
	if r.peek() == '}' {
		r.at++
		r.depth--
		return values
	}
	for {
		r.skipSpace()
		if r.peek() != '"' {
			r.failAt("looking for beginning of object key string")
		}
		key := r.string()
		r.skipSpace()
		if r.peek() != ':' {
			r.failAt("after object key")
		}
		r.at++
		r.skipSpace()
		values[key] = r.value()
		r.skipSpace()
		switch r.peek() {
		case ',':
			r.at++
			continue
		case '}':
			r.at++
			r.depth--
			return values
		}
		r.failAt("after object key:value pair")
	}
}

// string reads a string literal; the text is valid UTF-8 already (readCase checks it).
func (r *jsonReader) string() string {
	r.at++ // '"'
	start := r.at
	for r.at < len(r.text) { // the common case: nothing escaped
		c := r.text[r.at]
		if c == '"' {
			r.at++
			return r.text[start : r.at-1]
		}
		if c == '\\' || c < 0x20 {
			break
		}
		r.at++
	}
	out := []byte(r.text[start:r.at])
	for {
		if r.at >= len(r.text) {
			r.failAt("")
		}
		c := r.text[r.at]
		switch {
		case c == '"':
			r.at++
			return string(out)
		case c < 0x20:
			r.failAt("in string literal")
		case c != '\\':
			out = append(out, c)
			r.at++
			continue
		}
		r.at++
		escaped := r.peek()
		switch escaped {
		case '"', '\\', '/':
			out = append(out, escaped)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r.at++
			unit := r.hex4()
			if utf16.IsSurrogate(unit) {
				second := rune(-1)
				if r.at+1 < len(r.text) && r.text[r.at] == '\\' && r.text[r.at+1] == 'u' {
					saved := r.at
					r.at += 2
					second = r.hex4()
					if decoded := utf16.DecodeRune(unit, second); decoded != utf8.RuneError {
						out = utf8.AppendRune(out, decoded)
						continue
					}
					r.at = saved // not a pair: the second escape stands alone
				}
				out = utf8.AppendRune(out, utf8.RuneError) // encoding/json's choice for a lone surrogate
				continue
			}
			out = utf8.AppendRune(out, unit)
			continue
		default:
			r.failAt("in string escape code")
		}
		r.at++
	}
}

func (r *jsonReader) hex4() rune {
	var unit rune
	for i := 0; i < 4; i++ {
		c := r.peek()
		switch {
		case c >= '0' && c <= '9':
			unit = unit<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			unit = unit<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			unit = unit<<4 | rune(c-'A'+10)
		default:
			r.failAt("in \\u hexadecimal character escape")
		}
		r.at++
	}
	return unit
}

func (r *jsonReader) digits() int {
	start := r.at
	for r.at < len(r.text) && r.text[r.at] >= '0' && r.text[r.at] <= '9' {
		r.at++
	}
	return r.at - start
}

func (r *jsonReader) number() JSONNumber {
	start := r.at
	if r.peek() == '-' {
		r.at++
		if c := r.peek(); c < '0' || c > '9' {
			r.failAt("in numeric literal")
		}
	}
	if r.peek() == '0' {
		r.at++
	} else {
		r.digits()
	}
	if r.peek() == '.' {
		r.at++
		if r.digits() == 0 {
			r.failAt("after decimal point in numeric literal")
		}
	}
	if c := r.peek(); c == 'e' || c == 'E' {
		r.at++
		if c := r.peek(); c == '+' || c == '-' {
			r.at++
		}
		if r.digits() == 0 {
			r.failAt("in exponent of numeric literal")
		}
	}
	return JSONNumber(r.text[start:r.at])
}
