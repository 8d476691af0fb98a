package lcjudge

import (
	"bytes"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// typeSpec is the descriptor's TYPE: the problem's C++ signature.
type typeSpec struct {
	Kind    string    `json:"kind"`
	Element *typeSpec `json:"element"`
	Cpp     string    `json:"cpp"`
}

func (s *typeSpec) cpp() string {
	if s.Cpp != "" {
		return s.Cpp
	}
	return s.Kind
}

// location is where a value sits in a case line, for messages.
type location struct {
	line int
	path []int
}

func (at *location) fail(what string) {
	where := ""
	for _, i := range at.path {
		where += "[" + strconv.Itoa(i) + "]"
	}
	if where != "" {
		what += " at " + where
	}
	panic(badInput{"line " + strconv.Itoa(at.line) + ": " + what})
}

// readCase is all of stdin, checked as the C++ driver checks it, split into its lines.
func readCase(input io.Reader) []string {
	data, _ := io.ReadAll(input)
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		panic(badInput{"line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one"})
	}
	if !utf8.Valid(data) {
		for i := 0; i < len(data); {
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				line := bytes.Count(data[:i], []byte("\n")) + 1
				panic(badInput{"line " + strconv.Itoa(line) + ": invalid UTF-8 (byte " + strconv.Itoa(i+1) + ")"})
			}
			i += size
		}
	}
	if cr := bytes.IndexByte(data, '\r'); cr >= 0 {
		lineStart := bytes.LastIndexByte(data[:cr], '\n') + 1
		panic(badInput{"line " + strconv.Itoa(bytes.Count(data[:cr], []byte("\n"))+1) + ", column " +
			strconv.Itoa(cr-lineStart+1) + ": carriage return (Windows line ends): lines end in '\\n' alone"})
	}
	lines := strings.Split(string(data), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

func checkLineCount(lines []string, arity int) {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument line"
		}
		return strconv.Itoa(n) + " argument lines"
	}
	if len(lines) < arity {
		panic(badInput{"line " + strconv.Itoa(len(lines)+1) + ", column 1: expected " + plural(arity) + ", found " +
			strconv.Itoa(len(lines))})
	}
	if len(lines) > arity {
		panic(badInput{"line " + strconv.Itoa(arity+1) + ", column 1: expected " + plural(arity) +
			", found more (trailing data)"})
	}
}

// parseJSON is one JSON value, the whole of TEXT; numbers kept as their text.
func parseJSON(text string, where string) interface{} {
	value, failure := readJSON(text)
	if failure != nil {
		column := ""
		if failure.column > 0 {
			column = ", column " + strconv.Itoa(failure.column)
		}
		panic(badInput{where + column + ": " + failure.message})
	}
	return value
}

// describe is `array [1,2,3]`, shortened, for messages.
func describe(value interface{}) string {
	var kind, text string
	switch v := value.(type) {
	case nil:
		kind, text = "null", "null"
	case bool:
		kind, text = "boolean", strconv.FormatBool(v)
	case jsonNumber:
		kind, text = "number", string(v)
	case string:
		kind, text = "string", jsonString(v)
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

// intRange is the bounds of the C++ integer KIND.
func intRange(kind string) [2]int64 {
	switch kind {
	case "int":
		return [2]int64{math.MinInt32, math.MaxInt32}
	case "unsigned":
		return [2]int64{0, math.MaxUint32}
	}
	return [2]int64{math.MinInt64, math.MaxInt64}
}

// decoder turns JSON values into the Go types the solution's function declares, by reflection.
type decoder struct {
	nodeKind string
}

func (d *decoder) decode(value interface{}, spec *typeSpec, t reflect.Type, at *location) reflect.Value {
	switch spec.Kind {
	case "int", "long", "unsigned":
		number, ok := value.(jsonNumber)
		if !ok {
			at.fail("expected " + spec.cpp() + ", found " + describe(value))
		}
		n, err := strconv.ParseInt(string(number), 10, 64)
		bounds := intRange(spec.Kind)
		if err != nil || n < bounds[0] || n > bounds[1] {
			if _, ferr := strconv.ParseFloat(string(number), 64); ferr == nil && strings.ContainsAny(string(number), ".eE") {
				at.fail("expected " + spec.cpp() + ", found " + describe(value))
			}
			at.fail(string(number) + " does not fit in " + spec.cpp())
		}
		return d.number(float64(n), n, t, spec, at)
	case "double":
		number, ok := value.(jsonNumber)
		if !ok {
			at.fail("expected double, found " + describe(value))
		}
		f, err := strconv.ParseFloat(string(number), 64)
		if err != nil || math.IsInf(f, 0) {
			at.fail("number overflow: does not fit in double")
		}
		return d.number(f, int64(f), t, spec, at)
	case "bool":
		b, ok := value.(bool)
		if !ok {
			at.fail("expected bool, found " + describe(value))
		}
		if t.Kind() != reflect.Bool {
			d.unsupported(spec, t)
		}
		return reflect.ValueOf(b).Convert(t)
	case "string":
		s, ok := value.(string)
		if !ok {
			at.fail("expected string, found " + describe(value))
		}
		switch {
		case t.Kind() == reflect.String:
			return reflect.ValueOf(s).Convert(t)
		case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8:
			return reflect.ValueOf([]byte(s)).Convert(t)
		case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Int32:
			return reflect.ValueOf([]rune(s)).Convert(t)
		}
		d.unsupported(spec, t)
	case "char":
		s, ok := value.(string)
		if !ok || len(s) != 1 || s[0] >= 0x80 {
			at.fail("expected char (a one-character string), found " + describe(value))
		}
		switch t.Kind() {
		case reflect.Uint8, reflect.Int32, reflect.Int, reflect.Int64:
			return reflect.ValueOf(s[0]).Convert(t)
		case reflect.String:
			return reflect.ValueOf(s).Convert(t)
		}
		d.unsupported(spec, t)
	case "list":
		array, ok := value.([]interface{})
		if !ok {
			at.fail("expected " + spec.cpp() + ", found " + describe(value))
		}
		if t.Kind() != reflect.Slice {
			d.unsupported(spec, t)
		}
		result := reflect.MakeSlice(t, len(array), len(array))
		at.path = append(at.path, 0)
		for i, element := range array {
			at.path[len(at.path)-1] = i
			result.Index(i).Set(d.decode(element, spec.Element, t.Elem(), at))
		}
		at.path = at.path[:len(at.path)-1]
		return result
	case "NestedInteger":
		return d.decodeNestedInteger(value, t, at)
	case "ListNode":
		return d.decodeList(value, t, at)
	case "TreeNode":
		return d.decodeTree(value, t, at)
	case "Node":
		switch d.nodeKind {
		case "nary":
			return d.decodeNary(value, t, at)
		case "graph":
			return d.decodeGraph(value, t, at)
		case "random":
			return d.decodeRandomList(value, t, at)
		case "next":
			return d.decodeTree(value, t, at)
		}
	}
	d.unsupported(spec, t)
	return reflect.Value{}
}

func (d *decoder) number(f float64, n int64, t reflect.Type, spec *typeSpec, at *location) reflect.Value {
	v := reflect.New(t).Elem()
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
		if spec.Kind == "double" {
			d.unsupported(spec, t)
		}
		v.SetInt(n)
		if v.Int() != n {
			at.fail(strconv.FormatInt(n, 10) + " does not fit in the solution's " + t.String())
		}
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8:
		if spec.Kind == "double" || n < 0 {
			d.unsupported(spec, t)
		}
		v.SetUint(uint64(n))
		if v.Uint() != uint64(n) {
			at.fail(strconv.FormatInt(n, 10) + " does not fit in the solution's " + t.String())
		}
	case reflect.Float64, reflect.Float32:
		v.SetFloat(f)
	default:
		d.unsupported(spec, t)
	}
	return v
}

// unsupportedType is a parameter type the driver cannot decode into: check mode finds it first.
type unsupportedType struct{ message string }

func (d *decoder) unsupported(spec *typeSpec, t reflect.Type) {
	panic(unsupportedType{"cannot decode " + spec.cpp() + " into the solution's " + t.String()})
}

// nodeFields are the fields of a LeetCode node struct by name, checked once per type.
func nodeField(t reflect.Type, name string) int {
	if t.Kind() != reflect.Ptr || t.Elem().Kind() != reflect.Struct {
		return -1
	}
	field, ok := t.Elem().FieldByName(name)
	if !ok || len(field.Index) != 1 {
		return -1
	}
	return field.Index[0]
}

func (d *decoder) nodeType(t reflect.Type, what string, fields ...string) []int {
	indexes := make([]int, len(fields))
	for i, name := range fields {
		indexes[i] = nodeField(t, name)
		if indexes[i] < 0 {
			panic(unsupportedType{"cannot decode " + what + " into the solution's " + t.String() + " (it needs a field " + name + ")"})
		}
	}
	return indexes
}

func expectArray(value interface{}, at *location, what string) []interface{} {
	array, ok := value.([]interface{})
	if !ok {
		at.fail("expected " + what + ", found " + describe(value))
	}
	return array
}

// intElement is element INDEX of an array of int or null; ok false for null.
func intElement(array []interface{}, index int, at *location) (int64, bool) {
	if array[index] == nil {
		return 0, false
	}
	at.path = append(at.path, index)
	number, ok := array[index].(jsonNumber)
	if !ok {
		at.fail("expected int, found " + describe(array[index]))
	}
	n, err := strconv.ParseInt(string(number), 10, 64)
	if err != nil || n < math.MinInt32 || n > math.MaxInt32 {
		at.fail(string(number) + " does not fit in int")
	}
	at.path = at.path[:len(at.path)-1]
	return n, true
}

func newNode(t reflect.Type, val int, n int64) reflect.Value {
	node := reflect.New(t.Elem())
	node.Elem().Field(val).SetInt(n)
	return node
}

func (d *decoder) decodeList(value interface{}, t reflect.Type, at *location) reflect.Value {
	fields := d.nodeType(t, "ListNode*", "Val", "Next")
	array := expectArray(value, at, "ListNode* (a list such as [1,2,3])")
	head := reflect.Zero(t)
	for i := len(array) - 1; i >= 0; i-- {
		n, ok := intElement(array, i, at)
		if !ok {
			at.path = append(at.path, i)
			at.fail("expected int, found null")
		}
		node := newNode(t, fields[0], n)
		node.Elem().Field(fields[1]).Set(head)
		head = node
	}
	return head
}

func (d *decoder) decodeRoot(array []interface{}, at *location) int64 {
	n, ok := intElement(array, 0, at)
	if !ok {
		at.path = append(at.path, 0)
		at.fail("the root is null: an empty tree is []")
	}
	return n
}

func (d *decoder) decodeTree(value interface{}, t reflect.Type, at *location) reflect.Value {
	fields := d.nodeType(t, "TreeNode*", "Val", "Left", "Right")
	array := expectArray(value, at, "TreeNode* (level order such as [3,9,20,null,null,15,7])")
	if len(array) == 0 {
		return reflect.Zero(t)
	}
	levelOrder := []reflect.Value{newNode(t, fields[0], d.decodeRoot(array, at))}
	parent := 0
	for i := 1; i < len(array); {
		if parent == len(levelOrder) {
			if n, ok := intElement(array, i, at); ok {
				at.path = append(at.path, i)
				at.fail("no parent left for " + strconv.FormatInt(n, 10) + ": the nodes before it have all their children")
			}
			i++
			continue
		}
		node := levelOrder[parent]
		for _, side := range fields[1:] {
			if i < len(array) {
				if n, ok := intElement(array, i, at); ok {
					child := newNode(t, fields[0], n)
					node.Elem().Field(side).Set(child)
					levelOrder = append(levelOrder, child)
				}
			}
			i++
		}
		parent++
	}
	return levelOrder[0]
}

func (d *decoder) decodeNary(value interface{}, t reflect.Type, at *location) reflect.Value {
	fields := d.nodeType(t, "Node*", "Val", "Children")
	array := expectArray(value, at, "Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])")
	if len(array) == 0 {
		return reflect.Zero(t)
	}
	levelOrder := []reflect.Value{newNode(t, fields[0], d.decodeRoot(array, at))}
	if len(array) > 1 {
		if n, ok := intElement(array, 1, at); ok {
			at.path = append(at.path, 1)
			at.fail("expected null after the root, found " + strconv.FormatInt(n, 10))
		}
	}
	parent := 0
	for i := 2; i < len(array); i++ {
		for ; i < len(array); i++ {
			n, ok := intElement(array, i, at)
			if !ok {
				break
			}
			if parent == len(levelOrder) {
				at.path = append(at.path, i)
				at.fail("no parent left for " + strconv.FormatInt(n, 10) + ": every node before it has had its children")
			}
			child := newNode(t, fields[0], n)
			children := levelOrder[parent].Elem().Field(fields[1])
			children.Set(reflect.Append(children, child))
			levelOrder = append(levelOrder, child)
		}
		parent++
	}
	return levelOrder[0]
}

func (d *decoder) decodeGraph(value interface{}, t reflect.Type, at *location) reflect.Value {
	fields := d.nodeType(t, "Node*", "Val", "Neighbors")
	array := expectArray(value, at, "Node* (a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]])")
	nodes := make([]reflect.Value, len(array))
	for i := range nodes {
		nodes[i] = newNode(t, fields[0], int64(i+1))
	}
	at.path = append(at.path, 0)
	for i, item := range array {
		at.path[len(at.path)-1] = i
		neighbours := expectArray(item, at, "the neighbours of a node (an array of node numbers)")
		list := nodes[i].Elem().Field(fields[1])
		for j := range neighbours {
			n, ok := intElement(neighbours, j, at)
			if !ok || n < 1 || n > int64(len(array)) {
				at.path = append(at.path, j)
				shown := "null"
				if ok {
					shown = strconv.FormatInt(n, 10)
				}
				at.fail("no node " + shown + ": the nodes are 1.." + strconv.Itoa(len(array)))
			}
			list.Set(reflect.Append(list, nodes[n-1]))
		}
	}
	at.path = at.path[:len(at.path)-1]
	if len(nodes) == 0 {
		return reflect.Zero(t)
	}
	return nodes[0]
}

func (d *decoder) decodeRandomList(value interface{}, t reflect.Type, at *location) reflect.Value {
	fields := d.nodeType(t, "Node*", "Val", "Next", "Random")
	array := expectArray(value, at, "Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])")
	size := len(array)
	nodes := make([]reflect.Value, size)
	at.path = append(at.path, 0)
	for i, item := range array {
		at.path[len(at.path)-1] = i
		pair, ok := item.([]interface{})
		if !ok || len(pair) != 2 {
			at.fail("expected [val, random_index] (random_index null or 0.." + strconv.Itoa(size-1) + "), found " + describe(item))
		}
		n, ok := intElement(pair, 0, at)
		if !ok {
			at.path = append(at.path, 0)
			at.fail("expected the node's int, found null")
		}
		nodes[i] = newNode(t, fields[0], n)
		if i > 0 {
			nodes[i-1].Elem().Field(fields[1]).Set(nodes[i])
		}
	}
	for i, item := range array {
		at.path[len(at.path)-1] = i
		index, ok := intElement(item.([]interface{}), 1, at)
		if !ok {
			continue
		}
		if index < 0 || index >= int64(size) {
			at.path = append(at.path, 1)
			at.fail("no node at index " + strconv.FormatInt(index, 10) + ": the indexes are 0.." + strconv.Itoa(size-1))
		}
		nodes[i].Elem().Field(fields[2]).Set(nodes[index])
	}
	at.path = at.path[:len(at.path)-1]
	if size == 0 {
		return reflect.Zero(t)
	}
	return nodes[0]
}
