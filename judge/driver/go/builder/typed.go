package main

// The typed main: for a problem whose every parameter and result the typed decoders and encoders
// of package lcjudgecore cover, the builder generates code that decodes each argument by the Go
// type the solution declares, calls the solution directly and prints its result, so that the
// program links neither reflect nor the packages it brings (a smaller program is a faster start
// at every case). Anything else (legacy problems, node kinds, NestedInteger, iterators,
// APIs, other Go types) is bound for the reflect driver, package lcjudge, as before.

import (
	"fmt"
	"go/ast"
	"strconv"
	"strings"
)

// typedCode collects the generated helpers (one decoder or encoder per pair of a descriptor
// TYPE and a Go type) while the main is written.
type typedCode struct {
	s       *solution
	helpers strings.Builder
	named   map[string]string // a helper's key -> its name
}

// goType is the Go type an expression names, as written ("[][]int", "*TreeNode"), or "" when it
// is not a plain name, slice or pointer.
func goType(expr ast.Expr) string {
	switch e := expr.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.ArrayType:
		if e.Len != nil {
			return ""
		}
		if element := goType(e.Elt); element != "" {
			return "[]" + element
		}
	case *ast.StarExpr:
		if x := goType(e.X); x != "" {
			return "*" + x
		}
	case *ast.ParenExpr:
		return goType(e.X)
	}
	return ""
}

// fieldTypes is the Go type of each parameter (or result) of LIST, expanded per name.
func fieldTypes(list *ast.FieldList) []string {
	var types []string
	if list == nil {
		return types
	}
	for _, field := range list.List {
		count := len(field.Names)
		if count == 0 {
			count = 1
		}
		for i := 0; i < count; i++ {
			types = append(types, goType(field.Type))
		}
	}
	return types
}

func (c *typedCode) helper(key, text string) string {
	if name, ok := c.named[key]; ok {
		return name
	}
	name := fmt.Sprintf("lcjudgeHelper%d", len(c.named))
	c.named[key] = name
	fmt.Fprintf(&c.helpers, text, name)
	return name
}

// nodeType: LeetCode's ListNode or TreeNode as the prelude declares it (a solution's own may differ).
func (c *typedCode) nodeType(name string) bool { return !c.s.declared[name] }

// decoder is the expression of a decoder of SPEC into the Go type T, or "" when there is none.
func (c *typedCode) decoder(spec *typeSpec, t string) string {
	if spec == nil {
		return ""
	}
	switch spec.Kind {
	case "int", "long", "unsigned":
		switch t {
		case "uint", "uint32", "uint64":
			return "Uint[" + t + "]"
		}
		return map[string]string{"int": "Int", "int64": "Int64", "int32": "Int32", "float64": "IntAsFloat64"}[t]
	case "double":
		return map[string]string{"float64": "Double"}[t]
	case "bool":
		return map[string]string{"bool": "Bool"}[t]
	case "string":
		return map[string]string{"string": "String", "[]byte": "Bytes", "[]uint8": "Bytes", "[]rune": "Runes", "[]int32": "Runes"}[t]
	case "char":
		return map[string]string{"byte": "CharByte", "uint8": "CharByte", "rune": "CharRune", "int32": "CharRune", "string": "CharString"}[t]
	case "list":
		if !strings.HasPrefix(t, "[]") {
			return ""
		}
		element := c.decoder(spec.Element, t[2:])
		if element == "" {
			return ""
		}
		return c.helper("decode "+t+" "+element, "\nfunc %s(v interface{}, s *lcjudgeCore.TypeSpec, at *lcjudgeCore.Location) "+t+
			" {\n\treturn lcjudgeCore.List["+t[2:]+"](v, s, at, "+c.qualified(element)+")\n}\n")
	case "ListNode":
		if t != "*ListNode" || !c.nodeType("ListNode") {
			return ""
		}
		return c.helper("decode *ListNode", `
func %s(v interface{}, s *lcjudgeCore.TypeSpec, at *lcjudgeCore.Location) *ListNode {
	return lcjudgeCore.LinkedList[*ListNode](v, at, func(val int) *ListNode { return &ListNode{Val: val} },
		func(node, next *ListNode) { node.Next = next })
}
`)
	case "TreeNode":
		if t != "*TreeNode" || !c.nodeType("TreeNode") {
			return ""
		}
		return c.helper("decode *TreeNode", `
func %s(v interface{}, s *lcjudgeCore.TypeSpec, at *lcjudgeCore.Location) *TreeNode {
	return lcjudgeCore.Tree[*TreeNode](v, at, func(val int) *TreeNode { return &TreeNode{Val: val} },
		func(parent *TreeNode, side int, child *TreeNode) {
			if side == 0 {
				parent.Left = child
			} else {
				parent.Right = child
			}
		})
}
`)
	}
	return ""
}

// encoder is the expression of an encoder of the Go type T as SPEC, or "" when there is none.
func (c *typedCode) encoder(spec *typeSpec, t string) string {
	if spec == nil {
		return ""
	}
	switch spec.Kind {
	case "int", "long", "unsigned":
		switch t {
		case "int", "int64", "int32":
			return "IntOut[" + t + "]"
		case "uint", "uint32", "uint64":
			return "UintOut[" + t + "]"
		}
	case "double":
		switch t {
		case "float64", "int", "int64", "int32":
			return "DoubleOut[" + t + "]"
		}
	case "bool":
		return map[string]string{"bool": "BoolOut"}[t]
	case "string":
		return map[string]string{"string": "StringOut", "[]byte": "BytesOut", "[]uint8": "BytesOut"}[t]
	case "char":
		return map[string]string{"byte": "CharByteOut", "uint8": "CharByteOut", "rune": "CharRuneOut", "int32": "CharRuneOut",
			"string": "StringOut"}[t]
	case "list":
		if !strings.HasPrefix(t, "[]") {
			return ""
		}
		element := c.encoder(spec.Element, t[2:])
		if element == "" {
			return ""
		}
		return c.helper("encode "+t+" "+element, "\nfunc %s(e *lcjudgeCore.Encoder, v "+t+", s *lcjudgeCore.TypeSpec) {\n"+
			"\tlcjudgeCore.ListOut["+t[2:]+"](e, v, s, "+c.qualified(element)+")\n}\n")
	case "ListNode":
		if t != "*ListNode" || !c.nodeType("ListNode") {
			return ""
		}
		return c.helper("encode *ListNode", `
func %s(e *lcjudgeCore.Encoder, v *ListNode, s *lcjudgeCore.TypeSpec) {
	lcjudgeCore.LinkedListOut[*ListNode](e, v, func(n *ListNode) int { return n.Val }, func(n *ListNode) *ListNode { return n.Next })
}
`)
	case "TreeNode":
		if t != "*TreeNode" || !c.nodeType("TreeNode") {
			return ""
		}
		return c.helper("encode *TreeNode", `
func %s(e *lcjudgeCore.Encoder, v *TreeNode, s *lcjudgeCore.TypeSpec) {
	lcjudgeCore.TreeOut[*TreeNode](e, v, func(n *TreeNode) int { return n.Val }, func(n *TreeNode) *TreeNode { return n.Left },
		func(n *TreeNode) *TreeNode { return n.Right })
}
`)
	}
	return ""
}

// qualified is a helper's name as the generated code calls it: lcjudgeCore's, or main's own.
func (c *typedCode) qualified(name string) string {
	if strings.HasPrefix(name, "lcjudgeHelper") {
		return name
	}
	return "lcjudgeCore." + name
}

// arguments decodes DECL's parameters as M declares them: the lines of code, each argument
// aI read from VALUE(I) at LOCATION(I); false when a type has no decoder.
func (c *typedCode) arguments(out *strings.Builder, decl *ast.FuncDecl, m *methodSpec, indent string,
	value, location func(i int) string) ([]string, bool) {
	types := fieldTypes(decl.Type.Params)
	if len(types) != len(m.Parameters) {
		return nil, false
	}
	for i := range m.Parameters {
		decoder := c.decoder(&m.Parameters[i].Type, types[i])
		if decoder == "" {
			return nil, false
		}
		fmt.Fprintf(out, "%sa%d := %s(%s, &m.Parameters[%d].Type, %s)\n", indent, i, c.qualified(decoder), value(i), i, location(i))
	}
	return types, true
}

func argumentList(count int) string {
	names := make([]string, count)
	for i := range names {
		names[i] = "a" + strconv.Itoa(i)
	}
	return strings.Join(names, ", ")
}

// plainFunction: no type parameters, no variadic parameter (the typed code calls it as written).
func plainFunction(decl *ast.FuncDecl) bool {
	if decl.Type.TypeParams != nil {
		return false
	}
	_, variadic := parameterCount(decl)
	return !variadic
}

// typedMain is the generated main for the solution, or false when the reflect driver must bind it.
func (b *builder) typedMain(s *solution) (string, bool) {
	d := b.d
	if d.API != "" || d.Node != "" || b.usesNestedInteger() {
		return "", false
	}
	c := &typedCode{s: s, named: map[string]string{}}
	var body strings.Builder
	var ok bool
	switch {
	case d.Kind == "function":
		ok = c.function(&body, d)
	case d.Kind == "design" && (d.Drive == "operations" || d.Drive == ""):
		ok = c.design(&body, d)
	case d.Kind == "design" && d.Drive == "round_trip":
		ok = c.roundTrip(&body, d)
	}
	if !ok {
		return "", false
	}
	return "package main\n\nimport lcjudgeCore \"lcjudgecore\"\n\nfunc main() { lcjudgeCore.Run(&lcjudgeDescriptor, lcjudgeSolve) }\n\n" +
		"// The descriptor this program was built for, as data: nothing parsed at each run's start.\n" +
		"var lcjudgeDescriptor = " + descriptorLiteral(d) + "\n\n" + body.String() + c.helpers.String(), true
}

// descriptorLiteral is D as a Go composite literal of lcjudgecore's Descriptor (what the typed
// code reads of it: names, types, the answer's parameter), statically initialized by the compiler.
func descriptorLiteral(d *descriptor) string {
	var out strings.Builder
	fmt.Fprintf(&out, "lcjudgeCore.Descriptor{Kind: %q, Class: %q, Drive: %q, Output: %q, Method: %q, Methods: []lcjudgeCore.MethodSpec{",
		d.Kind, d.Class, d.Drive, d.Output, d.Method)
	for i := range d.Methods {
		m := &d.Methods[i]
		fmt.Fprintf(&out, "\n\t{Name: %q, Constructor: %t, Answer: %d, Result: %s, Parameters: []lcjudgeCore.Parameter{", m.Name,
			m.Constructor, m.Answer, typeLiteral(&m.Result))
		for j := range m.Parameters {
			fmt.Fprintf(&out, "{Name: %q, Type: %s}, ", m.Parameters[j].Name, typeLiteral(&m.Parameters[j].Type))
		}
		out.WriteString("}},")
	}
	out.WriteString("\n}}")
	return out.String()
}

func typeLiteral(spec *typeSpec) string {
	element := ""
	if spec.Element != nil {
		element = ", Element: &" + typeLiteral(spec.Element)
	}
	return fmt.Sprintf("lcjudgeCore.TypeSpec{Kind: %q, Cpp: %q%s}", spec.Kind, spec.Cpp, element)
}

// generatedNames are the generated code's local names (and its a0, a1...): a solution's
// function of the same name would be hidden by them.
var generatedNames = map[string]bool{"d": true, "lines": true, "parseStart": true, "m": true, "solveStart": true, "r": true,
	"e": true, "object": true, "construct": true, "calls": true, "k": true, "v": true, "at": true, "made": true, "call": true,
	"lcjudgeCore": true}

// isArgumentName: a0, a1... as the generated code names the arguments.
func isArgumentName(name string) bool {
	if len(name) < 2 || name[0] != 'a' {
		return false
	}
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func isInteger(t string) bool { return t == "int" || t == "int64" || t == "int32" }

func (c *typedCode) function(out *strings.Builder, d *descriptor) bool {
	m := &d.Methods[0]
	decl := c.s.functions[m.Name]
	if decl == nil || !plainFunction(decl) || generatedNames[m.Name] || isArgumentName(m.Name) {
		return false // a function the generated code's own names would hide
	}
	out.WriteString("func lcjudgeSolve(d *lcjudgeCore.Descriptor, lines []string, parseStart int64) string {\n\tm := &d.Methods[0]\n\t_ = m // when no argument or answer reads it\n")
	fmt.Fprintf(out, "\tlcjudgeCore.CheckLineCount(lines, %d)\n", len(m.Parameters))
	types, ok := c.arguments(out, decl, m, "\t",
		func(i int) string { return fmt.Sprintf("lcjudgeCore.ParseJSON(lines[%d], \"line %d\")", i, i+1) },
		func(i int) string { return fmt.Sprintf("&lcjudgeCore.Location{Line: %d}", i+1) })
	if !ok {
		return false
	}
	results := fieldTypes(decl.Type.Results)
	call := m.Name + "(" + argumentList(len(m.Parameters)) + ")"
	var answer string
	answerIndex := m.Answer
	switch {
	case d.Output == "argument_prefix" && answerIndex >= 0 && answerIndex < len(types):
		encoder := c.encoder(&m.Parameters[answerIndex].Type, types[answerIndex])
		if len(results) != 1 || !isInteger(results[0]) || encoder == "" || !strings.HasPrefix(types[answerIndex], "[]") {
			return false
		}
		call = "r = " + call
		answer = fmt.Sprintf("%s(e, lcjudgeCore.Prefix(a%d, int64(r), &m.Parameters[%d].Type), &m.Parameters[%d].Type)",
			c.qualified(encoder), answerIndex, answerIndex, answerIndex)
	case m.Result.Kind == "void":
		answer = "e.Null()"
		if answerIndex >= 0 && answerIndex < len(types) {
			encoder := c.encoder(&m.Parameters[answerIndex].Type, types[answerIndex])
			if encoder == "" {
				return false
			}
			answer = fmt.Sprintf("%s(e, a%d, &m.Parameters[%d].Type)", c.qualified(encoder), answerIndex, answerIndex)
		}
	default:
		if len(results) != 1 {
			return false
		}
		encoder := c.encoder(&m.Result, results[0])
		if encoder == "" {
			return false
		}
		call = "r = " + call
		answer = c.qualified(encoder) + "(e, r, &m.Result)"
	}
	out.WriteString("\tlcjudgeCore.ReportNanos(\"parse_ns\", parseStart)\n\tsolveStart := lcjudgeCore.Nanotime()\n")
	if strings.HasPrefix(call, "r = ") {
		fmt.Fprintf(out, "\tvar r %s\n", results[0])
	}
	fmt.Fprintf(out, "\tlcjudgeCore.Call(func() { %s })\n", call)
	out.WriteString("\tlcjudgeCore.ReportNanos(\"solve_ns\", solveStart)\n\te := &lcjudgeCore.Encoder{}\n")
	fmt.Fprintf(out, "\t%s\n\te.Raw(\"\\n\")\n\treturn string(e.Out)\n}\n", answer)
	return true
}

func (c *typedCode) design(out *strings.Builder, d *descriptor) bool {
	constructor := c.s.functions["Constructor"]
	if constructor == nil || !plainFunction(constructor) {
		return false
	}
	made := fieldTypes(constructor.Type.Results)
	if len(made) != 1 || (made[0] != d.Class && made[0] != "*"+d.Class) {
		return false
	}
	var cases strings.Builder
	var constructorSpec *methodSpec
	for i := range d.Methods {
		m := &d.Methods[i]
		if m.Constructor {
			constructorSpec = m
			continue
		}
		decl := findMethod(c.s, d, m.Name)
		if decl == nil || !plainFunction(decl) {
			return false
		}
		fmt.Fprintf(&cases, "\t\tcase %q:\n", m.Name)
		if _, ok := c.arguments(&cases, decl, m, "\t\t\t", func(i int) string { return fmt.Sprintf("v[%d]", i) },
			func(i int) string { return fmt.Sprintf("at.Into(%d)", i) }); !ok {
			return false
		}
		call := "object." + decl.Name.Name + "(" + argumentList(len(m.Parameters)) + ")"
		cases.WriteString("\t\t\tcalls = append(calls, func(e *lcjudgeCore.Encoder) {\n")
		if m.Result.Kind == "void" {
			fmt.Fprintf(&cases, "\t\t\t\tlcjudgeCore.Call(func() { %s })\n\t\t\t\te.Null()\n", call)
		} else {
			results := fieldTypes(decl.Type.Results)
			if len(results) != 1 {
				return false
			}
			encoder := c.encoder(&m.Result, results[0])
			if encoder == "" {
				return false
			}
			fmt.Fprintf(&cases, "\t\t\t\tvar r %s\n\t\t\t\tlcjudgeCore.Call(func() { r = %s })\n\t\t\t\t%s(e, r, &m.Result)\n",
				results[0], call, c.qualified(encoder))
		}
		cases.WriteString("\t\t\t})\n")
	}
	fmt.Fprintf(out, `func lcjudgeSolve(d *lcjudgeCore.Descriptor, lines []string, parseStart int64) string {
	var object *%s
	var construct func()
	var calls []func(e *lcjudgeCore.Encoder)
	lcjudgeCore.ReadOperations(d, lines, func(k int, m *lcjudgeCore.MethodSpec, v []interface{}, at *lcjudgeCore.Location) {
		if k == 0 {
`, d.Class)
	if constructorSpec == nil {
		if count, _ := parameterCount(constructor); count != 0 {
			return false
		}
	} else if _, ok := c.arguments(out, constructor, constructorSpec, "\t\t\t", func(i int) string { return fmt.Sprintf("v[%d]", i) },
		func(i int) string { return fmt.Sprintf("at.Into(%d)", i) }); !ok {
		return false
	}
	arguments := "0"
	if constructorSpec != nil {
		arguments = strconv.Itoa(len(constructorSpec.Parameters))
	}
	count, _ := strconv.Atoi(arguments)
	if made[0] == d.Class {
		fmt.Fprintf(out, "\t\t\tconstruct = func() { lcjudgeCore.Call(func() { made := Constructor(%s); object = &made }) }\n", argumentList(count))
	} else {
		fmt.Fprintf(out, "\t\t\tconstruct = func() { lcjudgeCore.Call(func() { object = Constructor(%s) }) }\n", argumentList(count))
	}
	out.WriteString("\t\t\treturn\n\t\t}\n\t\tswitch m.Name {\n")
	out.WriteString(cases.String())
	out.WriteString(`		}
	})
	lcjudgeCore.ReportNanos("parse_ns", parseStart)
	solveStart := lcjudgeCore.Nanotime()
	construct()
	e := &lcjudgeCore.Encoder{}
	e.Raw("[null")
	for _, call := range calls {
		e.Raw(",")
		call(e)
	}
	lcjudgeCore.ReportNanos("solve_ns", solveStart)
	e.Raw("]\n")
	return string(e.Out)
}
`)
	return true
}

// roundTrip is LeetCode's `ser := Constructor(); deser := Constructor(); ans :=
// deser.deserialize(ser.serialize(root))` (the encoder's parameters one per line, as a function's).
func (c *typedCode) roundTrip(out *strings.Builder, d *descriptor) bool {
	constructor := c.s.functions["Constructor"]
	if constructor == nil || !plainFunction(constructor) || len(d.Methods) != 2 {
		return false
	}
	if count, _ := parameterCount(constructor); count != 0 || len(fieldTypes(constructor.Type.Results)) != 1 {
		return false
	}
	encoding, decoding := &d.Methods[0], &d.Methods[1]
	serialize, deserialize := findMethod(c.s, d, encoding.Name), findMethod(c.s, d, decoding.Name)
	if serialize == nil || deserialize == nil || !plainFunction(serialize) || !plainFunction(deserialize) {
		return false
	}
	// What serialize returns is what deserialize takes, as the reflect driver passes it on.
	data, taken := fieldTypes(serialize.Type.Results), fieldTypes(deserialize.Type.Params)
	if len(data) != 1 || len(taken) != 1 || data[0] == "" || data[0] != taken[0] {
		return false
	}
	results := fieldTypes(deserialize.Type.Results)
	if len(results) != 1 {
		return false
	}
	encoder := c.encoder(&decoding.Result, results[0])
	if encoder == "" {
		return false
	}
	out.WriteString("func lcjudgeSolve(d *lcjudgeCore.Descriptor, lines []string, parseStart int64) string {\n\tm := &d.Methods[0]\n\t_ = m // when no argument or answer reads it\n")
	fmt.Fprintf(out, "\tlcjudgeCore.CheckLineCount(lines, %d)\n", len(encoding.Parameters))
	if _, ok := c.arguments(out, serialize, encoding, "\t",
		func(i int) string { return fmt.Sprintf("lcjudgeCore.ParseJSON(lines[%d], \"line %d\")", i, i+1) },
		func(i int) string { return fmt.Sprintf("&lcjudgeCore.Location{Line: %d}", i+1) }); !ok {
		return false
	}
	fmt.Fprintf(out, `	lcjudgeCore.ReportNanos("parse_ns", parseStart)
	solveStart := lcjudgeCore.Nanotime()
	var r %s
	lcjudgeCore.Call(func() {
		ser := Constructor()
		deser := Constructor()
		r = deser.%s(ser.%s(%s))
	})
	lcjudgeCore.ReportNanos("solve_ns", solveStart)
	e := &lcjudgeCore.Encoder{}
	%s(e, r, &d.Methods[1].Result)
	e.Raw("\n")
	return string(e.Out)
}
`, results[0], deserialize.Name.Name, serialize.Name.Name, argumentList(len(encoding.Parameters)), c.qualified(encoder))
	return true
}
