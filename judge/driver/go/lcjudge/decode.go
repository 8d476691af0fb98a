package lcjudge

import (
	core "lcjudgecore"
	"reflect"
	"strconv"
)

// decoder turns JSON values into the Go types the solution's function declares, by reflection.
type decoder struct {
	nodeKind string
}

func (d *decoder) decode(value interface{}, spec *typeSpec, t reflect.Type, at *location) reflect.Value {
	switch spec.Kind {
	case "int", "long", "unsigned":
		n := core.Int64(value, spec, at)
		return d.number(float64(n), n, t, spec, at)
	case "double":
		f := core.Double(value, spec, at)
		return d.number(f, int64(f), t, spec, at)
	case "bool":
		b := core.Bool(value, spec, at)
		if t.Kind() != reflect.Bool {
			d.unsupported(spec, t)
		}
		return reflect.ValueOf(b).Convert(t)
	case "string":
		s := core.String(value, spec, at)
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
		s := core.CharString(value, spec, at)
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
			at.Fail("expected " + spec.Shown() + ", found " + describe(value))
		}
		if t.Kind() != reflect.Slice {
			d.unsupported(spec, t)
		}
		result := reflect.MakeSlice(t, len(array), len(array))
		at.Path = append(at.Path, 0)
		for i, element := range array {
			at.Path[len(at.Path)-1] = i
			result.Index(i).Set(d.decode(element, spec.Element, t.Elem(), at))
		}
		at.Path = at.Path[:len(at.Path)-1]
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
			at.Fail(strconv.FormatInt(n, 10) + " does not fit in the solution's " + t.String())
		}
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8:
		if spec.Kind == "double" || n < 0 {
			d.unsupported(spec, t)
		}
		v.SetUint(uint64(n))
		if v.Uint() != uint64(n) {
			at.Fail(strconv.FormatInt(n, 10) + " does not fit in the solution's " + t.String())
		}
	case reflect.Float64, reflect.Float32:
		v.SetFloat(f)
	default:
		d.unsupported(spec, t)
	}
	return v
}

func (d *decoder) unsupported(spec *typeSpec, t reflect.Type) {
	panic(unsupportedType{"cannot decode " + spec.Shown() + " into the solution's " + t.String()})
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
			at.Path = append(at.Path, i)
			at.Fail("expected int, found null")
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
		at.Path = append(at.Path, 0)
		at.Fail("the root is null: an empty tree is []")
	}
	return n
}

// decodeTree is lcjudgecore's level-order decoding, into the solution's own TreeNode type.
func (d *decoder) decodeTree(value interface{}, t reflect.Type, at *location) reflect.Value {
	fields := d.nodeType(t, "TreeNode*", "Val", "Left", "Right")
	root := core.Tree(value, at, func(val int) reflect.Value { return newNode(t, fields[0], int64(val)) },
		func(parent reflect.Value, side int, child reflect.Value) {
			parent.Elem().Field(fields[1+side]).Set(child)
		})
	if !root.IsValid() {
		return reflect.Zero(t) // the empty tree: a nil of the solution's type
	}
	return root
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
			at.Path = append(at.Path, 1)
			at.Fail("expected null after the root, found " + strconv.FormatInt(n, 10))
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
				at.Path = append(at.Path, i)
				at.Fail("no parent left for " + strconv.FormatInt(n, 10) + ": every node before it has had its children")
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
	at.Path = append(at.Path, 0)
	for i, item := range array {
		at.Path[len(at.Path)-1] = i
		neighbours := expectArray(item, at, "the neighbours of a node (an array of node numbers)")
		list := nodes[i].Elem().Field(fields[1])
		for j := range neighbours {
			n, ok := intElement(neighbours, j, at)
			if !ok || n < 1 || n > int64(len(array)) {
				at.Path = append(at.Path, j)
				shown := "null"
				if ok {
					shown = strconv.FormatInt(n, 10)
				}
				at.Fail("no node " + shown + ": the nodes are 1.." + strconv.Itoa(len(array)))
			}
			list.Set(reflect.Append(list, nodes[n-1]))
		}
	}
	at.Path = at.Path[:len(at.Path)-1]
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
	at.Path = append(at.Path, 0)
	for i, item := range array {
		at.Path[len(at.Path)-1] = i
		pair, ok := item.([]interface{})
		if !ok || len(pair) != 2 {
			at.Fail("expected [val, random_index] (random_index null or 0.." + strconv.Itoa(size-1) + "), found " + describe(item))
		}
		n, ok := intElement(pair, 0, at)
		if !ok {
			at.Path = append(at.Path, 0)
			at.Fail("expected the node's int, found null")
		}
		nodes[i] = newNode(t, fields[0], n)
		if i > 0 {
			nodes[i-1].Elem().Field(fields[1]).Set(nodes[i])
		}
	}
	for i, item := range array {
		at.Path[len(at.Path)-1] = i
		index, ok := intElement(item.([]interface{}), 1, at)
		if !ok {
			continue
		}
		if index < 0 || index >= int64(size) {
			at.Path = append(at.Path, 1)
			at.Fail("no node at index " + strconv.FormatInt(index, 10) + ": the indexes are 0.." + strconv.Itoa(size-1))
		}
		nodes[i].Elem().Field(fields[2]).Set(nodes[index])
	}
	at.Path = at.Path[:len(at.Path)-1]
	if size == 0 {
		return reflect.Zero(t)
	}
	return nodes[0]
}
