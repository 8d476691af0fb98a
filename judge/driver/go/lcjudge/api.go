package lcjudge

import (
	core "lcjudgecore"
	"reflect"
	"strconv"
	"syscall"
)

// The APIs LeetCode provides to some problems (problem/api_catalogue.h). Their hidden values
// (1095's array, 278's first bad version, 843's secret) never enter this process: the case's
// lines that hold them read null, and each call of the API goes to the judge, which answers it
// and counts it (docs/driver-protocol.md, "API calls"). The builder's prelude declares LeetCode's
// Go names (isBadVersion, guess, type MountainArray...) in package main, each calling the
// functions below. A call the judge refuses (an index outside the array) panics in the solution's
// frame (RTE) with the judge's text; more calls than the limit is the judge's wrong answer.
// 1237's CustomFunction alone stays the driver's own, computed here from its function_id line.

// The channel's descriptors: the driver writes a call on 5 and reads its reply on 6.
const (
	apiCallFd  = 5
	apiReplyFd = 6
)

// apiChannel: whether descriptors 5 and 6 are open, looked up at the first call (a hand run has
// neither); the bytes read from 6 not yet taken as a reply (a private buffer: a reply is one line).
var apiChannel struct {
	checked, open bool
	pending       []byte
}

func isOpen(fd int) bool {
	var st syscall.Stat_t
	return syscall.Fstat(fd, &st) == nil
}

// channelFailed: the judge's side broke the protocol (closed, or a malformed reply), exit 2 as a
// session's malformed frame: no answer of the solution's can be trusted after it.
func channelFailed(message string) {
	core.Stderr("lcjudge: API channel: " + message + "\n")
	core.Finish(2)
}

// apiCall sends LINE (a call without its newline, "get 3") and is the reply's JSON value text;
// an "error <text>" reply panics with the text, in the solution's frame that made the call.
func apiCall(line string) string {
	if !apiChannel.checked {
		apiChannel.checked, apiChannel.open = true, isOpen(apiCallFd) && isOpen(apiReplyFd)
	}
	if !apiChannel.open {
		panic("API calls need the judge's channel (descriptors 5 and 6)")
	}
	request := []byte(line + "\n") // one write: the judge reads whole lines
	for len(request) > 0 {
		n, err := syscall.Write(apiCallFd, request)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			channelFailed("the call " + strconv.Quote(line) + " could not be sent")
		}
		request = request[n:]
	}
	reply := readReply()
	switch {
	case len(reply) >= 3 && reply[:3] == "ok ":
		return reply[3:]
	case len(reply) >= 6 && reply[:6] == "error ":
		panic(reply[6:])
	}
	channelFailed("the reply " + strconv.Quote(reply) + " to " + strconv.Quote(line) + ": expected \"ok <value>\" or \"error <text>\"")
	return ""
}

// readReply is the next line on descriptor 6, without its newline.
func readReply() string {
	var chunk [256]byte
	for {
		for i, b := range apiChannel.pending {
			if b == '\n' {
				reply := string(apiChannel.pending[:i])
				apiChannel.pending = apiChannel.pending[i+1:]
				return reply
			}
		}
		n, err := syscall.Read(apiReplyFd, chunk[:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			channelFailed("the judge closed the channel before its reply")
		}
		apiChannel.pending = append(apiChannel.pending, chunk[:n]...)
	}
}

// callLine is METHOD's call with integer ARGUMENTS: "get 3", "compareSub 0 1 2 3", "length".
func callLine(method string, arguments ...int) string {
	line := []byte(method)
	for _, argument := range arguments {
		line = strconv.AppendInt(append(line, ' '), int64(argument), 10)
	}
	return string(line)
}

func intsJSON(values []int) string {
	text := []byte{'['}
	for i, v := range values {
		if i > 0 {
			text = append(text, ',')
		}
		text = strconv.AppendInt(text, int64(v), 10)
	}
	return string(append(text, ']'))
}

// The reply's value as the Go type LeetCode's template declares.

func replyValue(line string) interface{} {
	text := apiCall(line)
	value, failure := readJSON(text)
	if failure != nil {
		channelFailed("the reply " + strconv.Quote(text) + " to " + strconv.Quote(line) + " is not a JSON value")
	}
	return value
}

func replyInt(line string) int {
	number, ok := replyValue(line).(jsonNumber)
	value, err := strconv.Atoi(string(number))
	if !ok || err != nil {
		channelFailed("the reply to " + strconv.Quote(line) + " is not an int")
	}
	return value
}

func replyBool(line string) bool {
	value, ok := replyValue(line).(bool)
	if !ok {
		channelFailed("the reply to " + strconv.Quote(line) + " is not a bool")
	}
	return value
}

func replyInts(line string) []int {
	array, ok := replyValue(line).([]interface{})
	if !ok {
		channelFailed("the reply to " + strconv.Quote(line) + " is not an array")
	}
	values := make([]int, len(array))
	for i, element := range array {
		number, ok := element.(jsonNumber)
		value, err := strconv.Atoi(string(number))
		if !ok || err != nil {
			channelFailed("the reply to " + strconv.Quote(line) + " is not an array of ints")
		}
		values[i] = value
	}
	return values
}

// IsBadVersion is 278's isBadVersion(version).
func IsBadVersion(version int) bool { return replyBool(callLine("isBadVersion", version)) }

// Guess is 374's guess(num): -1 when num is higher than the pick, 1 when lower, 0 when equal.
func Guess(num int) int { return replyInt(callLine("guess", num)) }

// MountainGet is 1095's MountainArray.get(index).
func MountainGet(index int) int { return replyInt(callLine("get", index)) }

// Length is MountainArray.length() and (1533) ArrayReader.length().
func Length() int { return replyInt("length") }

// MatrixGet is 1428's BinaryMatrix.get(row, col).
func MatrixGet(row, col int) int { return replyInt(callLine("get", row, col)) }

// MatrixDimensions is 1428's BinaryMatrix.dimensions(): [rows, cols].
func MatrixDimensions() []int { return replyInts("dimensions") }

// ReaderGet is 702's ArrayReader.get(index): 2^31 - 1 outside the array.
func ReaderGet(index int) int { return replyInt(callLine("get", index)) }

// CompareSub is 1533's ArrayReader.compareSub(l, r, x, y): the sign of sum(arr[l..r]) - sum(arr[x..y]).
func CompareSub(l, r, x, y int) int { return replyInt(callLine("compareSub", l, r, x, y)) }

// SeaHasShips is 1274's Sea.hasShips(topRight, bottomLeft).
func SeaHasShips(topRight, bottomLeft []int) bool {
	return replyBool("hasShips " + intsJSON(topRight) + " " + intsJSON(bottomLeft))
}

// MasterGuess is 843's Master.guess(word): -1 for a word not in the list, else the matches.
func MasterGuess(word string) int { return replyInt("guess " + jsonString(word)) }

// customFormulas are 1237's CustomFunction.f(x, y) by function_id. The driver's own, not the
// judge's: f has no call limit, and LeetCode's accepted brute force calls it a million times,
// which a round trip to the judge per call would make seconds.
var customFormulas = [...]func(x, y int) int{nil,
	func(x, y int) int { return x + y }, func(x, y int) int { return x * y }, func(x, y int) int { return x*x + y },
	func(x, y int) int { return x + y*y }, func(x, y int) int { return x*x + y*y }, func(x, y int) int { return (x + y) * (x + y) },
	func(x, y int) int { return x*x*x + y*y*y }, func(x, y int) int { return x * x * y }, func(x, y int) int { return x * y * y }}

// formulaHandle is 1237's parameter, FORMULA as the solution's function type T.
func formulaHandle(t reflect.Type, formula func(x, y int) int) reflect.Value {
	if direct := reflect.ValueOf(formula); direct.Type().ConvertibleTo(t) {
		return direct.Convert(t) // LeetCode's func(int, int) int: called without reflection
	}
	return reflect.MakeFunc(t, func(in []reflect.Value) []reflect.Value {
		out := reflect.New(t.Out(0)).Elem()
		out.SetInt(int64(formula(int(in[0].Int()), int(in[1].Int()))))
		return []reflect.Value{out}
	})
}

// apiHandle is the value the solution's API parameter gets, which holds nothing of the case: a
// new struct (1428's function fields Get and Dimensions filled).
func apiHandle(t reflect.Type) reflect.Value {
	base := t
	if t.Kind() == reflect.Ptr {
		base = t.Elem()
	}
	p := reflect.New(base)
	for name, fn := range map[string]interface{}{"Get": MatrixGet, "Dimensions": MatrixDimensions} {
		if f := p.Elem().FieldByName(name); f.IsValid() && f.CanSet() && f.Type() == reflect.TypeOf(fn) {
			f.Set(reflect.ValueOf(fn))
		}
	}
	return as(p, t)
}

// runAPI is `ret := method(args...)` of a function problem that uses an API: the case's lines
// (api_case, in the statement's order) give the method's other arguments by name; the API's lines
// (null here: the judge withholds them) are never read, but for 1237's function_id.
func runAPI(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	if d.APICase == nil {
		panic(unsupportedType{"an API problem without its case lines"})
	}
	method := &d.Methods[0]
	caseLines := d.APICase.Parameters
	checkLineCount(lines, len(caseLines))
	lineOf := map[string]int{}
	for i, p := range caseLines {
		lineOf[p.Name] = i
	}
	dec := &decoder{nodeKind: d.Node}
	decoded := func(name string, t reflect.Type) (reflect.Value, *location) {
		i, ok := lineOf[name]
		if !ok {
			panic(unsupportedType{"the case line " + name + ", which the descriptor does not name"})
		}
		at := &location{Line: i + 1}
		return dec.decode(parseJSON(lines[i], "line "+strconv.Itoa(i+1)), &caseLines[i].Type, t, at), at
	}
	fn := reflect.ValueOf(binding.Functions[method.Name])
	arguments := make([]reflect.Value, len(method.Parameters))
	for i, p := range method.Parameters {
		switch {
		case p.Type.Kind == "api" && d.API == "CustomFunction":
			id, at := decoded("function_id", reflect.TypeOf(0))
			if id.Int() < 1 || id.Int() >= int64(len(customFormulas)) {
				at.Fail("function_id " + strconv.FormatInt(id.Int(), 10) + " names none of LeetCode's 9 hidden formulas (1 to 9)")
			}
			arguments[i] = formulaHandle(fn.Type().In(i), customFormulas[id.Int()])
		case p.Type.Kind == "api":
			arguments[i] = apiHandle(fn.Type().In(i))
		default:
			arguments[i], _ = decoded(p.Name, fn.Type().In(i))
		}
	}
	reportNanos("parse_ns", parseStart)
	solveStart := nanotime()
	results := call(fn, arguments)
	reportNanos("solve_ns", solveStart)
	enc := &encoder{nodeKind: d.Node}
	switch {
	case method.Result.Kind == "void": // 843: the judge gives the answer, the text LeetCode prints
		enc.str("null")
	case len(results) != 1:
		panic(badResult{"the function returns " + strconv.Itoa(len(results)) + " values; the problem declares one"})
	default:
		enc.encode(results[0], &method.Result)
	}
	return enc.out.String() + "\n"
}

// read4Slack is buf's room past n, as the C++ driver gives (LeetCode's own is not documented).
const read4Slack = 4

// read4 is 157/158's read4(buf4): the file's next (up to) 4 characters, from the judge, into buf4.
func read4(buf4 []byte) int {
	chunk, ok := replyValue("read4").(string)
	if !ok {
		channelFailed("the reply to \"read4\" is not a string")
	}
	for i := 0; i < len(chunk); i++ {
		buf4[i] = chunk[i] // a buf4 shorter than the chunk panics, as LeetCode's read4 would overrun it
	}
	return len(chunk)
}

// runRead4 is 157 and 158 as LeetCode's Go template writes them: `var solution = func(read4
// func([]byte) int) func([]byte, int) int`, made once, its reader called once with the case's n,
// or (158) once per entry of queries. After each call the judge is told what it returned and
// buf's first k bytes (`read n k "..."`): it checks them against the file, which only it has.
func runRead4(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	if d.APICase == nil || len(d.Methods[0].Parameters) != 2 {
		panic(unsupportedType{"a read4 problem without its case lines"})
	}
	caseLines := d.APICase.Parameters
	checkLineCount(lines, len(caseLines))
	countName := d.Methods[0].Parameters[1].Name
	if d.APIQueries {
		countName = "queries"
	}
	countIndex := -1
	for i, p := range caseLines {
		if p.Name == countName {
			countIndex = i
		}
	}
	if countIndex < 0 {
		panic(unsupportedType{"a read4 case without its " + countName + " line"})
	}
	countsType := reflect.TypeOf(0)
	if d.APIQueries {
		countsType = reflect.TypeOf([]int{})
	}
	decodedCounts := (&decoder{}).decode(parseJSON(lines[countIndex], "line "+strconv.Itoa(countIndex+1)),
		&caseLines[countIndex].Type, countsType, &location{Line: countIndex + 1})
	var counts []int
	if d.APIQueries {
		counts = decodedCounts.Interface().([]int)
	} else {
		counts = []int{int(decodedCounts.Int())}
	}
	for _, n := range counts {
		if n < 0 {
			panic(badInput{"line " + strconv.Itoa(countIndex+1) + ": n = " + strconv.Itoa(n) + " is negative"})
		}
	}
	reportNanos("parse_ns", parseStart)
	solveStart := nanotime()
	maker := reflect.ValueOf(binding.Functions["solution"])
	reader := call(maker, []reflect.Value{reflect.ValueOf(read4).Convert(maker.Type().In(0))})[0]
	if reader.IsNil() {
		panic(badResult{"solution(read4) returned a nil function"})
	}
	var returned []string
	for _, n := range counts {
		buf := make([]byte, n+read4Slack)
		result := call(reader, []reflect.Value{reflect.ValueOf(buf).Convert(reader.Type().In(0)),
			reflect.ValueOf(n).Convert(reader.Type().In(1))})[0]
		k := int(result.Int())
		shown := k // the excerpt within buf, whatever k is; the judge judges k itself
		if shown < 0 {
			shown = 0
		} else if shown > len(buf) {
			shown = len(buf)
		}
		apiCall(callLine("read", n, k) + " " + jsonString(string(buf[:shown]))) // its reply, ok null, says nothing
		returned = append(returned, strconv.Itoa(k))
	}
	reportNanos("solve_ns", solveStart)
	if !d.APIQueries {
		return returned[0] + "\n"
	}
	text := "["
	for i, k := range returned {
		if i > 0 {
			text += ","
		}
		text += k
	}
	return text + "]\n"
}
