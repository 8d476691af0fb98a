package lcjudge

import (
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// mismatch: the solution's value does not fit the declared result type (a runtime error).
func mismatch(v reflect.Value, spec *typeSpec) {
	panic(badResult{"the returned " + v.Type().String() + " is not a valid value for the expected return type " +
		leetcodeTypeName(spec)})
}

// encoder prints values as the C++ driver does.
type encoder struct {
	nodeKind string
	out      strings.Builder
}

func (e *encoder) str(s string) { e.out.WriteString(s) }

func (e *encoder) encode(v reflect.Value, spec *typeSpec) {
	for v.Kind() == reflect.Interface {
		if v.IsNil() {
			e.str("null")
			return
		}
		v = v.Elem()
	}
	switch spec.Kind {
	case "int", "long", "unsigned":
		switch v.Kind() {
		case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
			e.str(strconv.FormatInt(v.Int(), 10))
		case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8:
			e.str(strconv.FormatUint(v.Uint(), 10))
		default:
			mismatch(v, spec)
		}
	case "double":
		switch v.Kind() {
		case reflect.Float64, reflect.Float32:
			e.str(fixed5(v.Float()))
		case reflect.Int, reflect.Int64, reflect.Int32:
			e.str(fixed5(float64(v.Int())))
		default:
			mismatch(v, spec)
		}
	case "bool":
		if v.Kind() != reflect.Bool {
			mismatch(v, spec)
		}
		e.str(strconv.FormatBool(v.Bool()))
	case "string":
		switch {
		case v.Kind() == reflect.String:
			e.str(jsonString(v.String()))
		case v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8:
			e.str(jsonString(string(v.Bytes())))
		default:
			mismatch(v, spec)
		}
	case "char":
		switch v.Kind() {
		case reflect.Uint8:
			e.str(jsonString(string([]byte{byte(v.Uint())})))
		case reflect.Int32:
			e.str(jsonString(string(rune(v.Int()))))
		case reflect.String:
			e.str(jsonString(v.String()))
		default:
			mismatch(v, spec)
		}
	case "list":
		if v.Kind() != reflect.Slice && v.Kind() != reflect.Array {
			mismatch(v, spec)
		}
		e.str("[")
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				e.str(",")
			}
			e.encode(v.Index(i), spec.Element)
		}
		e.str("]")
	case "NestedInteger":
		e.encodeNestedInteger(v)
	case "ListNode":
		e.encodeList(v)
	case "TreeNode":
		e.encodeTree(v)
	case "Node":
		switch e.nodeKind {
		case "nary":
			e.encodeNary(v)
		case "graph":
			e.encodeGraph(v)
		case "random":
			e.encodeRandomList(v)
		case "next":
			e.encodeNextTree(v)
		default:
			panic(unsupportedType{"a Node without a node kind"})
		}
	case "void":
		e.str("null")
	default:
		panic(unsupportedType{"results of type " + spec.Shown()})
	}
}

func field(node reflect.Value, name string) reflect.Value {
	f := node.Elem().FieldByName(name)
	if !f.IsValid() {
		panic(badResult{"the returned " + node.Type().String() + " has no field " + name})
	}
	return f
}

func nodeVal(node reflect.Value) string {
	val := field(node, "Val")
	switch val.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
		return strconv.FormatInt(val.Int(), 10)
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8:
		return strconv.FormatUint(val.Uint(), 10)
	}
	panic(badResult{"a node's Val is a " + val.Type().String() + ", not an integer"})
}

func isNilNode(v reflect.Value) bool {
	return !v.IsValid() || (v.Kind() == reflect.Ptr && v.IsNil())
}

func checkNode(v reflect.Value) {
	if v.Kind() != reflect.Ptr || v.Elem().Kind() != reflect.Struct {
		panic(badResult{"the returned " + v.Type().String() + " is not a pointer to a node"})
	}
}

func tooManyNodes(structure string) {
	panic(badResult{"the returned " + structure + " has more than " + strconv.Itoa(maxOutputNodes) + " nodes: is it cyclic?"})
}

func (e *encoder) encodeList(head reflect.Value) {
	e.str("[")
	count := 0
	slow := head
	for node := head; !isNilNode(node); {
		checkNode(node)
		if count > 0 {
			e.str(",")
		}
		e.str(nodeVal(node))
		node = field(node, "Next")
		count++
		if count%2 == 0 {
			slow = field(slow, "Next")
			if !isNilNode(node) && node.Pointer() == slow.Pointer() {
				panic(badResult{"the returned list is cyclic: node " + nodeVal(node) + " is reached twice"})
			}
		}
	}
	e.str("]")
}

// tokenWriter writes level-order tokens with trailing nulls dropped, bounded like the C++ driver's.
type tokenWriter struct {
	tokens    []string
	kept      int
	structure string
}

func (w *tokenWriter) value(node reflect.Value) {
	w.tokens = append(w.tokens, nodeVal(node))
	w.kept = len(w.tokens)
	if w.kept > maxOutputNodes {
		tooManyNodes(w.structure)
	}
}

func (w *tokenWriter) null() {
	w.tokens = append(w.tokens, "null")
	if len(w.tokens) > maxOutputNodes {
		tooManyNodes(w.structure)
	}
}

func (w *tokenWriter) text() string { return "[" + strings.Join(w.tokens[:w.kept], ",") + "]" }

func (e *encoder) encodeTree(root reflect.Value) {
	writer := tokenWriter{structure: "tree"}
	var queue []reflect.Value
	if !isNilNode(root) {
		checkNode(root)
		queue = append(queue, root)
	}
	for k := 0; k < len(queue); k++ {
		node := queue[k]
		if isNilNode(node) {
			writer.null()
			continue
		}
		writer.value(node)
		queue = append(queue, field(node, "Left"), field(node, "Right"))
		if k > 4096 && k*2 > len(queue) {
			queue = append(queue[:0:0], queue[k+1:]...)
			k = -1
		}
	}
	e.str(writer.text())
}

func (e *encoder) encodeNary(root reflect.Value) {
	writer := tokenWriter{structure: "N-ary tree"}
	var queue []reflect.Value
	if !isNilNode(root) {
		checkNode(root)
		writer.value(root)
		writer.null()
		queue = append(queue, root)
	}
	for k := 0; k < len(queue); k++ {
		children := field(queue[k], "Children")
		for i := 0; i < children.Len(); i++ {
			child := children.Index(i)
			if isNilNode(child) {
				writer.null()
				continue
			}
			writer.value(child)
			queue = append(queue, child)
		}
		writer.null()
	}
	e.str(writer.text())
}

func graphReachable(start reflect.Value) []reflect.Value {
	if isNilNode(start) {
		return nil
	}
	checkNode(start)
	reached := []reflect.Value{start}
	seen := map[uintptr]bool{start.Pointer(): true}
	for k := 0; k < len(reached); k++ {
		neighbours := field(reached[k], "Neighbors")
		for i := 0; i < neighbours.Len(); i++ {
			n := neighbours.Index(i)
			if isNilNode(n) || seen[n.Pointer()] {
				continue
			}
			seen[n.Pointer()] = true
			if len(reached) == maxOutputNodes {
				tooManyNodes("graph")
			}
			reached = append(reached, n)
		}
	}
	return reached
}

func (e *encoder) encodeGraph(start reflect.Value) {
	reached := graphReachable(start)
	sort.SliceStable(reached, func(a, b int) bool { return field(reached[a], "Val").Int() < field(reached[b], "Val").Int() })
	e.str("[")
	for i, node := range reached {
		if i > 0 {
			e.str(",")
		}
		e.str("[")
		neighbours := field(node, "Neighbors")
		for j := 0; j < neighbours.Len(); j++ {
			if j > 0 {
				e.str(",")
			}
			if n := neighbours.Index(j); isNilNode(n) {
				e.str("null")
			} else {
				e.str(nodeVal(n))
			}
		}
		e.str("]")
	}
	e.str("]")
}

func alongNext(head reflect.Value) []reflect.Value {
	var nodes []reflect.Value
	for node := head; !isNilNode(node); node = field(node, "Next") {
		checkNode(node)
		if len(nodes) == maxOutputNodes {
			tooManyNodes("list")
		}
		nodes = append(nodes, node)
	}
	return nodes
}

func (e *encoder) encodeRandomList(head reflect.Value) {
	nodes := alongNext(head)
	index := make(map[uintptr]int, len(nodes))
	for i, node := range nodes {
		index[node.Pointer()] = i
	}
	e.str("[")
	for i, node := range nodes {
		if i > 0 {
			e.str(",")
		}
		random := field(node, "Random")
		if isNilNode(random) {
			e.str("[" + nodeVal(node) + ",null]")
			continue
		}
		target, ok := index[random.Pointer()]
		if !ok {
			panic(wrongResult{"the random pointer of the node at index " + strconv.Itoa(i) + " (val " + nodeVal(node) +
				") points to a node that is not in the returned list"})
		}
		e.str("[" + nodeVal(node) + "," + strconv.Itoa(target) + "]")
	}
	e.str("]")
}

func (e *encoder) encodeNextTree(root reflect.Value) {
	var tokens []string
	for level := root; !isNilNode(level); {
		below := reflect.Value{}
		for node := level; !isNilNode(node); node = field(node, "Next") {
			checkNode(node)
			tokens = append(tokens, nodeVal(node))
			if len(tokens) > maxOutputNodes {
				tooManyNodes("tree along its next pointers")
			}
			if isNilNode(below) {
				below = field(node, "Left")
				if isNilNode(below) {
					below = field(node, "Right")
				}
			}
		}
		tokens = append(tokens, "#")
		level = below
	}
	e.str("[" + strings.Join(tokens, ",") + "]")
}

// inputNodes are the nodes of a copying problem's input (133, 138): the answer must share none.
func inputNodes(arguments []reflect.Value, parameters []parameter, result *typeSpec, nodeKind string) map[uintptr]bool {
	if result.Kind != "Node" || (nodeKind != "graph" && nodeKind != "random") {
		return nil
	}
	nodes := map[uintptr]bool{}
	for i, p := range parameters {
		if p.Type.Kind != "Node" || isNilNode(arguments[i]) {
			continue
		}
		var reach []reflect.Value
		if nodeKind == "graph" {
			reach = graphReachable(arguments[i])
		} else {
			reach = alongNext(arguments[i])
		}
		for _, node := range reach {
			nodes[node.Pointer()] = true
		}
	}
	return nodes
}

func checkCopy(result reflect.Value, nodes map[uintptr]bool, nodeKind string) {
	if nodes == nil || isNilNode(result) {
		return
	}
	if nodeKind == "graph" {
		for _, node := range graphReachable(result) {
			if nodes[node.Pointer()] {
				panic(wrongResult{"the copy shares node " + nodeVal(node) +
					" with the input: the answer must be a deep copy, made of new nodes only"})
			}
		}
		return
	}
	for i, node := range alongNext(result) {
		which := "node at index " + strconv.Itoa(i) + " (val " + nodeVal(node) + ")"
		if nodes[node.Pointer()] {
			panic(wrongResult{"the copy shares the " + which + " with the input: the answer must be a deep copy, made of new nodes only"})
		}
		if random := field(node, "Random"); !isNilNode(random) && nodes[random.Pointer()] {
			panic(wrongResult{"the random pointer of the copy's " + which +
				" points to a node of the input: the answer must be a deep copy, made of new nodes only"})
		}
	}
}
