package lcjudge

import (
	"os"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// SolutionFile is LeetCode's name for the solution in its messages.
const SolutionFile = "solution.go"

const maxTraceFrames = 20 // of the solution's own frames printed on stderr

// Binding is what the generated main hands over: the solution's functions by the problem's names,
// or its design class's Constructor and methods (method expressions on the class's pointer).
type Binding struct {
	Functions   map[string]interface{}
	Constructor interface{}
	Methods     map[string]interface{}
	// LeetCode's NestedInteger methods, when the problem uses it: "IsInteger": (*NestedInteger).IsInteger...
	Nested map[string]interface{}
}

type parameter struct {
	Name string   `json:"name"`
	Type typeSpec `json:"type"`
}

type methodSpec struct {
	Name        string      `json:"name"`
	Constructor bool        `json:"constructor"`
	Result      typeSpec    `json:"result"`
	Parameters  []parameter `json:"parameters"`
	Answer      int         `json:"answer"`
}

type descriptor struct {
	Kind    string       `json:"kind"`
	Class   string       `json:"class"`
	Drive   string       `json:"drive"`
	Node    string       `json:"node"`
	Output  string       `json:"output"`
	Method  string       `json:"method"`
	Methods []methodSpec `json:"methods"`
	API     string       `json:"api"`
	// An API problem's case lines, named and typed, in the statement's order; 158's queries.
	APICase    *methodSpec `json:"api_case"`
	APIQueries bool        `json:"api_queries"`
}

// solutionPanic is a panic of the solution's own code, with its frames.
type solutionPanic struct {
	value  interface{}
	frames []runtime.Frame
}

// Main runs the command line's mode: `run <descriptor>` (a case on stdin) or `check <descriptor>`.
func Main(binding Binding) {
	if len(os.Args) != 3 || (os.Args[1] != "run" && os.Args[1] != "check") {
		os.Stderr.WriteString("usage: solution run|check '<descriptor json>'\n")
		finish(2)
	}
	d, ok := parseDescriptor(os.Args[2])
	if !ok || d.Kind == "" {
		os.Stderr.WriteString("lcjudge: the descriptor: expected a JSON object with a \"kind\"\n")
		finish(2)
	}
	boundNested = binding.Nested
	if os.Args[1] == "check" {
		finish(check(&d, &binding))
	}
	run(&d, &binding)
}

func run(d *descriptor, binding *Binding) {
	text := ""
	func() {
		defer func() {
			if caught := recover(); caught != nil {
				finish(report(caught))
			}
		}()
		parseStart := time.Now()
		lines := readCase(os.Stdin)
		switch {
		case d.Kind == "legacy":
			text = runLegacy(d, binding, lines, parseStart)
		case d.Kind == "function" && d.API == "read4":
			text = runRead4(d, binding, lines, parseStart)
		case d.Kind == "function" && d.API != "":
			text = runAPI(d, binding, lines, parseStart)
		case d.Kind == "function":
			text = runFunction(d, binding, lines, parseStart)
		case d.Drive == "iterator":
			text = runIterator(d, binding, lines, parseStart)
		case d.Drive == "round_trip":
			text = runRoundTrip(d, binding, lines, parseStart)
		case d.Drive == "operations" || d.Drive == "":
			text = runDesign(d, binding, lines, parseStart)
		default:
			panic(unsupportedType{"the " + d.Drive + " drive"})
		}
	}()
	writeAnswer(text)
	reportPeakMemory()
	finish(0)
}

// report says what stopped the run, as protocol.h's records and exit statuses; its status.
func report(caught interface{}) int {
	switch failure := caught.(type) {
	case badInput:
		failBadInput(failure.message)
	case wrongResult:
		os.Stderr.WriteString("lcjudge: wrong answer: " + failure.message + "\n")
		record("wrong_result", oneLine(failure.message))
		return wrongResultExit
	case unsupportedType:
		os.Stderr.WriteString("lcjudge: " + failure.message + ": not supported in Go yet\n")
		return 1
	case badResult:
		os.Stderr.WriteString("panic: " + failure.message + "\n")
		record("uncaught_exception", oneLine("panic: "+failure.message))
		return uncaughtExit
	case solutionPanic:
		message := "panic: " + panicText(failure.value)
		where := ""
		var trace strings.Builder
		for i, frame := range failure.frames {
			if i == 0 {
				where = " (line " + strconv.Itoa(frame.Line) + " in " + shortName(frame.Function) + ")"
				trace.WriteString("Line " + strconv.Itoa(frame.Line) + ": " + message + "\n")
			}
			if i < maxTraceFrames {
				trace.WriteString(frame.Function + "(...)\n\t" + SolutionFile + ", line " + strconv.Itoa(frame.Line) + "\n")
			}
		}
		if trace.Len() == 0 {
			trace.WriteString(message + "\n")
		}
		os.Stderr.WriteString(trace.String())
		record("uncaught_exception", oneLine(message+where))
		return uncaughtExit
	}
	panic(caught) // the driver's own fault: Go's own report
}

// panicText is a panic's value as Go's runtime prints it. Without fmt: a solution that does not
// import it does not link it (a larger program is a slower start for every case).
func panicText(value interface{}) string {
	switch v := value.(type) {
	case error:
		return v.Error()
	case interface{ String() string }: // fmt.Stringer
		return v.String()
	case string:
		return v
	case nil:
		return "nil"
	}
	v := reflect.ValueOf(value)
	kind := v.Kind()
	if kind <= reflect.Complex128 || kind == reflect.String {
		text := basicText(v)
		if v.Type().PkgPath() != "" || v.Type().Name() != kind.String() {
			return v.Type().String() + "(" + text + ")"
		}
		return text
	}
	switch kind {
	case reflect.Ptr, reflect.Map, reflect.Chan, reflect.Func, reflect.Slice, reflect.UnsafePointer:
		return "(" + v.Type().String() + ") 0x" + strconv.FormatUint(uint64(v.Pointer()), 16)
	}
	return "(" + v.Type().String() + ") {...}" // as Go's runtime, which prints a struct's address
}

// basicText is a bool's, number's or string's text, as fmt's %v writes it (floats shortest).
func basicText(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.Float32:
		return strconv.FormatFloat(v.Float(), 'g', -1, 32)
	case reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	case reflect.Complex64:
		return strconv.FormatComplex(v.Complex(), 'g', -1, 64)
	case reflect.Complex128:
		return strconv.FormatComplex(v.Complex(), 'g', -1, 128)
	}
	return v.String()
}

// shortName is "twoSum" of "main.twoSum", "MinStack.Push" of "main.(*MinStack).Push".
func shortName(function string) string {
	function = strings.TrimPrefix(function, "main.")
	function = strings.Replace(function, "(*", "", 1)
	return strings.Replace(function, ")", "", 1)
}

// call calls FN (the solution's) with ARGUMENTS; a panic of its code comes out as solutionPanic.
func call(fn reflect.Value, arguments []reflect.Value) (results []reflect.Value) {
	defer func() {
		if caught := recover(); caught != nil {
			pcs := make([]uintptr, 256)
			n := runtime.Callers(2, pcs) // the panicking frames are still on the stack here
			frames := runtime.CallersFrames(pcs[:n])
			var own []runtime.Frame
			for {
				frame, more := frames.Next()
				if strings.HasSuffix(frame.File, SolutionFile) {
					own = append(own, frame)
				}
				if !more {
					break
				}
			}
			panic(solutionPanic{caught, own})
		}
	}()
	return fn.Call(arguments)
}

func decodeArguments(dec *decoder, lines []string, parameters []parameter, fnType reflect.Type, skip int) []reflect.Value {
	checkLineCount(lines, len(parameters))
	arguments := make([]reflect.Value, len(parameters))
	for i, p := range parameters {
		at := &location{line: i + 1}
		value := parseJSON(lines[i], "line "+strconv.Itoa(i+1))
		arguments[i] = dec.decode(value, &p.Type, fnType.In(i+skip), at)
	}
	return arguments
}

func runFunction(d *descriptor, binding *Binding, lines []string, parseStart time.Time) string {
	method := &d.Methods[0]
	fn := reflect.ValueOf(binding.Functions[method.Name])
	dec := &decoder{nodeKind: d.Node}
	arguments := decodeArguments(dec, lines, method.Parameters, fn.Type(), 0)
	reportNanos("parse_ns", parseStart)
	copiedFrom := inputNodes(arguments, method.Parameters, &method.Result, d.Node)
	solveStart := time.Now()
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
				method.Parameters[answer].Type.cpp() + " argument, which has " + strconv.Itoa(argument.Len())})
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
func runLegacy(d *descriptor, binding *Binding, lines []string, parseStart time.Time) string {
	fn := reflect.ValueOf(binding.Functions[d.Method])
	parameters := make([]parameter, fn.Type().NumIn())
	for i := range parameters {
		parameters[i].Type = specOf(fn.Type().In(i))
	}
	dec := &decoder{}
	arguments := decodeArguments(dec, lines, parameters, fn.Type(), 0)
	reportNanos("parse_ns", parseStart)
	solveStart := time.Now()
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
	checkLineCount(lines, 2)
	at := &location{line: 1}
	names, ok := parseJSON(lines[0], "line 1").([]interface{})
	if !ok {
		at.fail("expected vector<string>, found " + describe(parseJSON(lines[0], "line 1")))
	}
	for _, name := range names {
		if _, ok := name.(string); !ok {
			at.fail("expected vector<string>, found " + describe(name))
		}
	}
	if len(names) == 0 {
		at.fail("expected the operations, the constructor \"" + d.Class + "\" first, found none")
	}
	if names[0].(string) != d.Class {
		at.path = []int{0}
		at.fail("the first operation must be the constructor \"" + d.Class + "\", found \"" + names[0].(string) + "\"")
	}
	at = &location{line: 2}
	all, ok := parseJSON(lines[1], "line 2").([]interface{})
	if !ok {
		at.fail("expected an array of argument arrays, one per operation, found " + describe(parseJSON(lines[1], "line 2")))
	}
	if len(all) != len(names) {
		at.fail("expected " + strconv.Itoa(len(names)) + " argument arrays (one per operation on line 1), found " + strconv.Itoa(len(all)))
	}
	constructor := &methodSpec{Name: d.Class}
	byName := map[string]*methodSpec{}
	known := []string{}
	for i := range d.Methods {
		if d.Methods[i].Constructor {
			constructor = &d.Methods[i]
		} else {
			byName[d.Methods[i].Name] = &d.Methods[i]
			known = append(known, d.Methods[i].Name)
		}
	}
	dec := &decoder{nodeKind: d.Node}
	program := make([]operation, len(names))
	for k, item := range names {
		name := item.(string)
		method := constructor
		fnType := reflect.TypeOf(binding.Constructor)
		skip := 0
		if k > 0 {
			if name == d.Class {
				(&location{1, []int{k}}).fail("the constructor \"" + name + "\" may only be the first operation")
			}
			method = byName[name]
			if method == nil {
				has := strings.Join(known, ", ")
				if has == "" {
					has = "no methods"
				}
				(&location{1, []int{k}}).fail("unknown operation \"" + name + "\" (" + d.Class + " has " + has + ")")
			}
			fnType = reflect.TypeOf(binding.Methods[name])
			skip = 1
		}
		at := &location{line: 2, path: []int{k}}
		arguments, ok := all[k].([]interface{})
		if !ok {
			at.fail("expected the arguments of " + name + " (an array), found " + describe(all[k]))
		}
		if len(arguments) != len(method.Parameters) {
			plural := " arguments"
			if len(method.Parameters) == 1 {
				plural = " argument"
			}
			at.fail(name + " takes " + strconv.Itoa(len(method.Parameters)) + plural + ", found " + strconv.Itoa(len(arguments)))
		}
		decoded := make([]reflect.Value, len(arguments))
		at.path = append(at.path, 0)
		for i, value := range arguments {
			at.path[len(at.path)-1] = i
			decoded[i] = dec.decode(value, &method.Parameters[i].Type, fnType.In(i+skip), at)
		}
		program[k] = operation{method, decoded}
	}
	return program
}

func runDesign(d *descriptor, binding *Binding, lines []string, parseStart time.Time) string {
	program := readDesign(d, binding, lines)
	reportNanos("parse_ns", parseStart)
	solveStart := time.Now()
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
func runRoundTrip(d *descriptor, binding *Binding, lines []string, parseStart time.Time) string {
	encoderMethod, decoderMethod := &d.Methods[0], &d.Methods[1]
	serialize := reflect.ValueOf(binding.Methods[encoderMethod.Name])
	deserialize := reflect.ValueOf(binding.Methods[decoderMethod.Name])
	dec := &decoder{nodeKind: d.Node}
	arguments := decodeArguments(dec, lines, encoderMethod.Parameters, serialize.Type(), 1)
	reportNanos("parse_ns", parseStart)
	solveStart := time.Now()
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
func runIterator(d *descriptor, binding *Binding, lines []string, parseStart time.Time) string {
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
	solveStart := time.Now()
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
