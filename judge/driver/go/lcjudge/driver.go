// Package lcjudge is lcjudge's reflect driver: it runs one case of a LeetCode Go solution as the
// C++ driver does (judge/driver/protocol.h) for what the builder does not call with generated
// typed code (builder/typed.go): legacy problems, node kinds, NestedInteger, iterators,
// API problems and Go types the typed decoders lack. The solution's package main is linked with a
// small generated file whose main calls Main with the solution's functions and methods.
package lcjudge

import (
	core "lcjudgecore"
	"reflect"
	"strconv"
)

// Binding is what the generated main hands over: the solution's functions by the problem's names,
// or its design class's Constructor and methods (method expressions on the class's pointer).
type Binding struct {
	Functions   map[string]interface{}
	Constructor interface{}
	Methods     map[string]interface{}
	// LeetCode's NestedInteger methods, when the problem uses it: "IsInteger": (*NestedInteger).IsInteger...
	Nested map[string]interface{}
}

// Main runs `run <descriptor>`: a case on stdin, or a session. The builder has checked the
// binding's types (builder/check.go).
func Main(binding Binding) {
	d := core.Start()
	boundNested = binding.Nested
	core.Answer(func(lines []string, parseStart int64) string { return run(d, &binding, lines, parseStart) })
}

func run(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	switch {
	case d.Kind == "legacy":
		return runLegacy(d, binding, lines, parseStart)
	case d.Kind == "function" && d.API == "read4":
		return runRead4(d, binding, lines, parseStart)
	case d.Kind == "function" && d.API != "":
		return runAPI(d, binding, lines, parseStart)
	case d.Kind == "function":
		return runFunction(d, binding, lines, parseStart)
	case d.Drive == "iterator":
		return runIterator(d, binding, lines, parseStart)
	case d.Drive == "round_trip":
		return runRoundTrip(d, binding, lines, parseStart)
	case d.Drive == "operations" || d.Drive == "":
		return runDesign(d, binding, lines, parseStart)
	}
	panic(unsupportedType{"the " + d.Drive + " drive"})
}

// call calls FN (the solution's) with ARGUMENTS; a panic of its code comes out as core.SolutionPanic.
func call(fn reflect.Value, arguments []reflect.Value) (results []reflect.Value) {
	core.Call(func() { results = fn.Call(arguments) })
	return results
}

func decodeArguments(dec *decoder, lines []string, parameters []parameter, fnType reflect.Type, skip int) []reflect.Value {
	checkLineCount(lines, len(parameters))
	arguments := make([]reflect.Value, len(parameters))
	for i, p := range parameters {
		at := &location{Line: i + 1}
		value := parseJSON(lines[i], "line "+strconv.Itoa(i+1))
		arguments[i] = dec.decode(value, &p.Type, fnType.In(i+skip), at)
	}
	return arguments
}

func runFunction(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	method := &d.Methods[0]
	fn := reflect.ValueOf(binding.Functions[method.Name])
	dec := &decoder{nodeKind: d.Node}
	arguments := decodeArguments(dec, lines, method.Parameters, fn.Type(), 0)
	reportNanos("parse_ns", parseStart)
	copiedFrom := inputNodes(arguments, method.Parameters, &method.Result, d.Node)
	solveStart := nanotime()
	results := call(fn, arguments)
	reportNanos("solve_ns", solveStart)
	enc := &encoder{nodeKind: d.Node}
	answer := method.Answer
	switch {
	case d.Output == "argument_prefix" && answer >= 0 && answer < len(arguments):
		if len(results) != 1 || !results[0].CanInt() {
			panic(badResult{"the function returns no k: the answer is the first k elements of its argument"})
		}
		k := results[0].Int()
		argument := arguments[answer]
		if k < 0 || k > int64(argument.Len()) {
			panic(badResult{"the function returned k = " + strconv.FormatInt(k, 10) + ", but the answer is the first k elements of its " +
				method.Parameters[answer].Type.Shown() + " argument, which has " + strconv.Itoa(argument.Len())})
		}
		enc.encode(argument.Slice(0, int(k)), &method.Parameters[answer].Type)
	case method.Result.Kind == "void":
		if answer >= 0 && answer < len(arguments) {
			enc.encode(arguments[answer], &method.Parameters[answer].Type)
		} else {
			enc.str("null")
		}
	default:
		if len(results) != 1 {
			panic(badResult{"the function returns " + strconv.Itoa(len(results)) + " values; the problem declares one"})
		}
		checkCopy(results[0], copiedFrom, d.Node)
		enc.encode(results[0], &method.Result)
	}
	return enc.out.String() + "\n"
}

// runLegacy: problem.yaml names only the method; the arguments are decoded by the Go types the
// solution's function declares.
func runLegacy(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	fn := reflect.ValueOf(binding.Functions[d.Method])
	parameters := make([]parameter, fn.Type().NumIn())
	for i := range parameters {
		parameters[i].Type = specOf(fn.Type().In(i))
	}
	dec := &decoder{}
	arguments := decodeArguments(dec, lines, parameters, fn.Type(), 0)
	reportNanos("parse_ns", parseStart)
	solveStart := nanotime()
	results := call(fn, arguments)
	reportNanos("solve_ns", solveStart)
	enc := &encoder{}
	if len(results) == 0 {
		enc.str("null")
	} else {
		spec := specOf(results[0].Type())
		enc.encode(results[0], &spec)
	}
	return enc.out.String() + "\n"
}

// specOf is the descriptor's TYPE of a Go type, for legacy problems.
func specOf(t reflect.Type) typeSpec {
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
		return typeSpec{Kind: "long", Cpp: t.String()}
	case reflect.Uint8:
		return typeSpec{Kind: "char", Cpp: t.String()}
	case reflect.Float64, reflect.Float32:
		return typeSpec{Kind: "double", Cpp: t.String()}
	case reflect.Bool:
		return typeSpec{Kind: "bool", Cpp: t.String()}
	case reflect.String:
		return typeSpec{Kind: "string", Cpp: t.String()}
	case reflect.Slice:
		element := specOf(t.Elem())
		return typeSpec{Kind: "list", Element: &element, Cpp: t.String()}
	case reflect.Ptr:
		if nodeField(t, "Left") >= 0 {
			return typeSpec{Kind: "TreeNode", Cpp: t.String()}
		}
		if nodeField(t, "Next") >= 0 {
			return typeSpec{Kind: "ListNode", Cpp: t.String()}
		}
	}
	return typeSpec{Kind: "unknown", Cpp: t.String()}
}

// construct calls the design class's Constructor; the object as a pointer, whatever it returns.
func construct(binding *Binding, arguments []reflect.Value) reflect.Value {
	results := call(reflect.ValueOf(binding.Constructor), arguments)
	object := results[0]
	if object.Kind() != reflect.Ptr {
		pointer := reflect.New(object.Type())
		pointer.Elem().Set(object)
		object = pointer
	}
	return object
}

// methodOf: the binding's method expression, whose receiver is a pointer or a value.
func callMethod(fn reflect.Value, object reflect.Value, arguments []reflect.Value) []reflect.Value {
	receiver := object
	if fn.Type().In(0).Kind() != reflect.Ptr {
		receiver = object.Elem()
	}
	return call(fn, append([]reflect.Value{receiver}, arguments...))
}

type operation struct {
	method    *methodSpec
	arguments []reflect.Value
}

// readDesign: the operations (line 1) and their decoded arguments (line 2), all checked before the
// class is built, as the C++ driver does.
func readDesign(d *descriptor, binding *Binding, lines []string) []operation {
	dec := &decoder{nodeKind: d.Node}
	var program []operation
	core.ReadOperations(d, lines, func(k int, method *methodSpec, arguments []interface{}, at *location) {
		fnType := reflect.TypeOf(binding.Constructor)
		skip := 0
		if k > 0 {
			fnType = reflect.TypeOf(binding.Methods[method.Name])
			skip = 1
		}
		decoded := make([]reflect.Value, len(arguments))
		at.Path = append(at.Path, 0)
		for i, value := range arguments {
			at.Path[len(at.Path)-1] = i
			decoded[i] = dec.decode(value, &method.Parameters[i].Type, fnType.In(i+skip), at)
		}
		program = append(program, operation{method, decoded})
	})
	return program
}

func runDesign(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	program := readDesign(d, binding, lines)
	reportNanos("parse_ns", parseStart)
	solveStart := nanotime()
	object := construct(binding, program[0].arguments)
	enc := &encoder{nodeKind: d.Node}
	enc.str("[null")
	for _, op := range program[1:] {
		results := callMethod(reflect.ValueOf(binding.Methods[op.method.Name]), object, op.arguments)
		enc.str(",")
		if op.method.Result.Kind == "void" || len(results) == 0 {
			enc.str("null") // whatever it returns, as LeetCode prints a void method's
		} else {
			enc.encode(results[0], &op.method.Result)
		}
	}
	reportNanos("solve_ns", solveStart)
	enc.str("]\n")
	return enc.out.String()
}

// runRoundTrip is LeetCode's `ser := Constructor(); deser := Constructor(); ans := deser.deserialize(ser.serialize(root))`.
func runRoundTrip(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	encoderMethod, decoderMethod := &d.Methods[0], &d.Methods[1]
	serialize := reflect.ValueOf(binding.Methods[encoderMethod.Name])
	deserialize := reflect.ValueOf(binding.Methods[decoderMethod.Name])
	dec := &decoder{nodeKind: d.Node}
	arguments := decodeArguments(dec, lines, encoderMethod.Parameters, serialize.Type(), 1)
	reportNanos("parse_ns", parseStart)
	solveStart := nanotime()
	ser := construct(binding, nil)
	deser := construct(binding, nil)
	data := callMethod(serialize, ser, arguments)
	answer := callMethod(deserialize, deser, data)
	reportNanos("solve_ns", solveStart)
	enc := &encoder{nodeKind: d.Node}
	enc.encode(answer[0], &decoderMethod.Result)
	return enc.out.String() + "\n"
}

// runIterator is LeetCode's `i := Constructor(args); for i.HasNext() { v = append(v, i.Next()) }`
// (341): the constructor's arguments one per line, as a function's; the answer v.
func runIterator(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	var constructor, next *methodSpec
	for i := range d.Methods {
		switch {
		case d.Methods[i].Constructor:
			constructor = &d.Methods[i]
		case d.Methods[i].Name == "next":
			next = &d.Methods[i]
		}
	}
	if constructor == nil || next == nil || binding.Methods["hasNext"] == nil {
		panic(unsupportedType{"an iterator without its constructor, next and hasNext"})
	}
	dec := &decoder{nodeKind: d.Node}
	arguments := decodeArguments(dec, lines, constructor.Parameters, reflect.TypeOf(binding.Constructor), 0)
	reportNanos("parse_ns", parseStart)
	nextFn, hasNextFn := reflect.ValueOf(binding.Methods["next"]), reflect.ValueOf(binding.Methods["hasNext"])
	solveStart := nanotime()
	iterator := construct(binding, arguments)
	var values []reflect.Value
	for {
		more := callMethod(hasNextFn, iterator, nil)
		if len(more) != 1 || more[0].Kind() != reflect.Bool {
			panic(badResult{"hasNext returns no bool"})
		}
		if !more[0].Bool() {
			break
		}
		value := callMethod(nextFn, iterator, nil)
		if len(value) != 1 {
			panic(badResult{"next returns " + strconv.Itoa(len(value)) + " values; the problem declares one"})
		}
		values = append(values, value[0]) // without end: the time or memory limit, as the C++ driver's
	}
	reportNanos("solve_ns", solveStart)
	enc := &encoder{nodeKind: d.Node}
	enc.str("[")
	for i, value := range values {
		if i > 0 {
			enc.str(",")
		}
		enc.encode(value, &next.Result)
	}
	enc.str("]\n")
	return enc.out.String()
}
