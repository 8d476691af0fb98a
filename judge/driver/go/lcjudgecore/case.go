package lcjudgecore

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// Location is where a value sits in a case line, for messages.
type Location struct {
	Line int
	Path []int
}

// Fail stops the run on a malformed value here (bad input, exit 86).
func (at *Location) Fail(what string) {
	where := ""
	for _, i := range at.Path {
		where += "[" + strconv.Itoa(i) + "]"
	}
	if where != "" {
		what += " at " + where
	}
	panic(BadInput{"line " + strconv.Itoa(at.Line) + ": " + what})
}

// Into is the location of element I of the value here.
func (at *Location) Into(i int) *Location {
	path := make([]int, len(at.Path)+1)
	copy(path, at.Path)
	path[len(at.Path)] = i
	return &Location{at.Line, path}
}

// BadInput is a malformed case: the judge's data, never the solution's fault (exit 86).
type BadInput struct{ Message string }

// BadResult is an answer that breaks the problem's rules (a cyclic list, a prefix past the array): RTE.
type BadResult struct{ Message string }

// WrongResult is an answer well formed but wrong in a way its text cannot show: WA.
type WrongResult struct{ Message string }

// UnsupportedType is a parameter type the driver cannot decode into: the builder's check finds it first.
type UnsupportedType struct{ Message string }

func countByte(data []byte, b byte) int {
	count := 0
	for _, c := range data {
		if c == b {
			count++
		}
	}
	return count
}

// CaseLines is the case DATA, checked as the C++ driver checks it, split into its lines.
func CaseLines(data []byte) []string {
	if len(data) >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf {
		panic(BadInput{"line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one"})
	}
	if !utf8.Valid(data) {
		for i := 0; i < len(data); {
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				line := countByte(data[:i], '\n') + 1
				panic(BadInput{"line " + strconv.Itoa(line) + ": invalid UTF-8 (byte " + strconv.Itoa(i+1) + ")"})
			}
			i += size
		}
	}
	var lines []string
	start := 0
	for i, c := range data {
		switch c {
		case '\r':
			line := len(lines) + 1
			panic(BadInput{"line " + strconv.Itoa(line) + ", column " + strconv.Itoa(i-start+1) +
				": carriage return (Windows line ends): lines end in '\\n' alone"})
		case '\n':
			lines = append(lines, string(data[start:i]))
			start = i + 1
		}
	}
	if start < len(data) {
		lines = append(lines, string(data[start:]))
	}
	if len(data) == 0 {
		lines = []string{} // as strings.Split's one empty line, dropped
	}
	return lines
}

// CheckLineCount stops the run unless the case has ARITY lines.
func CheckLineCount(lines []string, arity int) {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument line"
		}
		return strconv.Itoa(n) + " argument lines"
	}
	if len(lines) < arity {
		panic(BadInput{"line " + strconv.Itoa(len(lines)+1) + ", column 1: expected " + plural(arity) + ", found " +
			strconv.Itoa(len(lines))})
	}
	if len(lines) > arity {
		panic(BadInput{"line " + strconv.Itoa(arity+1) + ", column 1: expected " + plural(arity) +
			", found more (trailing data)"})
	}
}

// ParseJSON is one JSON value, the whole of TEXT; numbers kept as their text.
func ParseJSON(text string, where string) interface{} {
	value, failure := ReadJSON(text)
	if failure != nil {
		column := ""
		if failure.column > 0 {
			column = ", column " + strconv.Itoa(failure.column)
		}
		panic(BadInput{where + column + ": " + failure.message})
	}
	return value
}

// Describe is `array [1,2,3]`, shortened, for messages.
func Describe(value interface{}) string {
	var kind, text string
	switch v := value.(type) {
	case nil:
		kind, text = "null", "null"
	case bool:
		kind, text = "boolean", strconv.FormatBool(v)
	case JSONNumber:
		kind, text = "number", string(v)
	case string:
		kind, text = "string", JSONString(v)
	case []interface{}:
		kind, text = "array", "[...]"
	default:
		kind, text = "object", "{...}"
	}
	if len(text) > 20 {
		text = text[:17] + "..."
	}
	return kind + " " + text
}

// IntRange is the bounds of the C++ integer KIND.
func IntRange(kind string) [2]int64 {
	switch kind {
	case "int":
		return [2]int64{math.MinInt32, math.MaxInt32}
	case "unsigned":
		return [2]int64{0, math.MaxUint32}
	}
	return [2]int64{math.MinInt64, math.MaxInt64}
}
