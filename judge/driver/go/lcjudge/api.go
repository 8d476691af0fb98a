package lcjudge

import (
	"reflect"
	"strconv"
)

// The APIs LeetCode provides to some problems (problem/api_catalogue.h), as the C++ driver's
// api_*.h and the Python driver implement them: the case's hidden lines and the API's own line
// are read here and never reach the solution; the builder's prelude declares LeetCode's Go names
// (isBadVersion, guess, type MountainArray...) in package main, each calling the functions
// below. A call outside the API's data panics in the solution's frame (RTE); more calls than the
// limit is a wrong answer after the call, as on LeetCode.

// apiSpec: the case line that makes the method's API parameter ("" its own name); the API's
// hidden line ("" none); what is counted and its limit (0: no limit).
type apiSpec struct {
	parameterLine, hiddenLine string
	counted                   string
	limit                     int
}

// apiCatalogue is the API's spec; a switch, not a package-level map: nothing built at every
// run's start for the few cases that use an API.
func apiCatalogue(name string) (apiSpec, bool) {
	switch name {
	case "isBadVersion":
		return apiSpec{"", "bad", "", 0}, true
	case "guess":
		return apiSpec{"", "pick", "", 0}, true
	case "MountainArray":
		return apiSpec{"array", "", "MountainArray.get", 100}, true
	case "CustomFunction":
		return apiSpec{"function_id", "", "", 0}, true
	case "BinaryMatrix":
		return apiSpec{"mat", "", "BinaryMatrix.get", 1000}, true
	case "compareSub":
		return apiSpec{"arr", "", "ArrayReader.compareSub", 20}, true
	case "ArrayReader":
		return apiSpec{"secret", "", "", 0}, true
	case "Sea":
		return apiSpec{"ships", "", "Sea.hasShips", 400}, true
	case "Master":
		return apiSpec{"words", "secret", "", 0}, true
	}
	return apiSpec{}, false
}

// apiState is the API's state: set by runAPI before the solution runs, anew at each case of a
// session (nothing of the last case's data or calls carries over).
type apiState struct {
	calls     int
	bad, pick int
	values    []int   // MountainArray's array, ArrayReader's secret, compareSub's arr
	prefix    []int64 // compareSub's sums
	matrix    [][]int
	formula   func(x, y int) int
	ships     [][]int
	words     map[string]bool
	secret    string
	allowed   int64
	found     bool
	file      string // read4's
	position  int
}

var api apiState

// IsBadVersion is 278's isBadVersion(version).
func IsBadVersion(version int) bool { return version >= api.bad }

// Guess is 374's guess(num): -1 when num is higher than the pick, 1 when lower, 0 when equal.
func Guess(num int) int {
	switch {
	case num > api.pick:
		return -1
	case num < api.pick:
		return 1
	}
	return 0
}

// MountainGet is 1095's MountainArray.get(index).
func MountainGet(index int) int {
	api.calls++
	if index < 0 || index >= len(api.values) {
		panic("MountainArray.get(" + strconv.Itoa(index) + "): the index is outside 0.." + strconv.Itoa(len(api.values)-1))
	}
	return api.values[index]
}

// Length is MountainArray.length() and (1533) ArrayReader.length().
func Length() int { return len(api.values) }

// MatrixGet is 1428's BinaryMatrix.get(row, col).
func MatrixGet(row, col int) int {
	api.calls++
	if row < 0 || row >= len(api.matrix) || col < 0 || col >= len(api.matrix[row]) {
		panic("BinaryMatrix.get(" + strconv.Itoa(row) + ", " + strconv.Itoa(col) + "): the cell is outside the matrix")
	}
	return api.matrix[row][col]
}

// MatrixDimensions is 1428's BinaryMatrix.dimensions(): [rows, cols].
func MatrixDimensions() []int {
	if len(api.matrix) == 0 {
		return []int{0, 0}
	}
	return []int{len(api.matrix), len(api.matrix[0])}
}

// ReaderGet is 702's ArrayReader.get(index): 2^31 - 1 outside the array.
func ReaderGet(index int) int {
	if index < 0 || index >= len(api.values) {
		return 1<<31 - 1
	}
	return api.values[index]
}

// CompareSub is 1533's ArrayReader.compareSub(l, r, x, y): the sign of sum(arr[l..r]) - sum(arr[x..y]).
func CompareSub(l, r, x, y int) int {
	api.calls++
	total := func(from, to int) int64 {
		if from < 0 || from > to || to >= len(api.values) {
			panic("ArrayReader.compareSub: the range " + strconv.Itoa(from) + ".." + strconv.Itoa(to) + " is not within 0.." +
				strconv.Itoa(len(api.values)-1))
		}
		return api.prefix[to+1] - api.prefix[from]
	}
	left, right := total(l, r), total(x, y)
	switch {
	case left > right:
		return 1
	case left < right:
		return -1
	}
	return 0
}

// SeaHasShips is 1274's Sea.hasShips(topRight, bottomLeft).
func SeaHasShips(topRight, bottomLeft []int) bool {
	api.calls++
	if len(topRight) != 2 || len(bottomLeft) != 2 {
		panic("Sea.hasShips takes two points of 2 coordinates each")
	}
	for _, ship := range api.ships {
		if bottomLeft[0] <= ship[0] && ship[0] <= topRight[0] && bottomLeft[1] <= ship[1] && ship[1] <= topRight[1] {
			return true
		}
	}
	return false
}

// MasterGuess is 843's Master.guess(word): -1 for a word not in the list, else the matches.
func MasterGuess(word string) int {
	api.calls++
	if !api.words[word] {
		return -1
	}
	if word == api.secret && int64(api.calls) <= api.allowed {
		api.found = true
	}
	matches := 0
	for i := 0; i < len(word) && i < len(api.secret); i++ {
		if word[i] == api.secret[i] {
			matches++
		}
	}
	return matches
}

var customFormulas = [...]func(x, y int) int{nil,
	func(x, y int) int { return x + y }, func(x, y int) int { return x * y }, func(x, y int) int { return x*x + y },
	func(x, y int) int { return x + y*y }, func(x, y int) int { return x*x + y*y }, func(x, y int) int { return (x + y) * (x + y) },
	func(x, y int) int { return x*x*x + y*y*y }, func(x, y int) int { return x * x * y }, func(x, y int) int { return x * y * y }}

// apiCompatible: the API's parameter is LeetCode's struct (or a pointer to it), or 1237's func(int, int) int.
func apiCompatible(t reflect.Type) bool {
	if t.Kind() == reflect.Func {
		return t.NumIn() == 2 && t.NumOut() == 1
	}
	return t.Kind() == reflect.Struct || (t.Kind() == reflect.Ptr && t.Elem().Kind() == reflect.Struct)
}

// apiHandle is the value the solution's API parameter gets: a new struct (1428's function fields
// Get and Dimensions filled), or 1237's function.
func apiHandle(t reflect.Type) reflect.Value {
	if t.Kind() == reflect.Func {
		formula := api.formula
		if direct := reflect.ValueOf(formula); direct.Type().ConvertibleTo(t) {
			return direct.Convert(t) // LeetCode's func(int, int) int: called without reflection
		}
		return reflect.MakeFunc(t, func(in []reflect.Value) []reflect.Value {
			out := reflect.New(t.Out(0)).Elem()
			out.SetInt(int64(formula(int(in[0].Int()), int(in[1].Int()))))
			return []reflect.Value{out}
		})
	}
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

// loadAPI keeps what LINE (a case line decoded as its spec) gives the API named NAME.
func loadAPI(name string, value reflect.Value, at *location) {
	switch name {
	case "MountainArray", "ArrayReader", "compareSub":
		api.values = value.Interface().([]int)
		api.prefix = make([]int64, len(api.values)+1)
		for i, v := range api.values {
			api.prefix[i+1] = api.prefix[i] + int64(v)
		}
	case "BinaryMatrix":
		api.matrix = value.Interface().([][]int)
	case "Sea":
		api.ships = value.Interface().([][]int)
		for i, ship := range api.ships {
			if len(ship) != 2 {
				at.Path = []int{i}
				at.Fail("each ship is a point [x,y]")
			}
		}
	case "CustomFunction":
		id := value.Interface().(int)
		if id < 1 || id > 9 {
			at.Fail("function_id " + strconv.Itoa(id) + " names none of LeetCode's 9 hidden formulas (1 to 9)")
		}
		api.formula = customFormulas[id]
	case "Master":
		api.words = map[string]bool{}
		for _, word := range value.Interface().([]string) {
			api.words[word] = true
		}
	}
}

// apiLineType is the Go type the driver reads the API's own line into.
func apiLineType(name string) reflect.Type {
	switch name {
	case "MountainArray", "ArrayReader", "compareSub":
		return reflect.TypeOf([]int{})
	case "BinaryMatrix", "Sea":
		return reflect.TypeOf([][]int{})
	case "CustomFunction":
		return reflect.TypeOf(0)
	case "Master":
		return reflect.TypeOf([]string{})
	}
	return nil
}

// runAPI is `ret := method(args...)` of a function problem that uses an API: the case's lines
// (api_case, in the statement's order) give the arguments by name, the API's parameter from its
// own line, and the hidden lines go to the API alone.
func runAPI(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	if d.APICase == nil {
		panic(unsupportedType{"an API problem without its case lines"})
	}
	api = apiState{}
	method := &d.Methods[0]
	spec, known := apiCatalogue(d.API)
	if !known {
		panic(unsupportedType{"the API " + d.API})
	}
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
	switch d.API {
	case "isBadVersion":
		v, _ := decoded(spec.hiddenLine, reflect.TypeOf(0))
		api.bad = int(v.Int())
	case "guess":
		v, _ := decoded(spec.hiddenLine, reflect.TypeOf(0))
		api.pick = int(v.Int())
	case "Master":
		secret, _ := decoded(spec.hiddenLine, reflect.TypeOf(""))
		allowed, _ := decoded("allowedGuesses", reflect.TypeOf(int64(0)))
		api.secret, api.allowed = secret.String(), allowed.Int()
	}
	fn := reflect.ValueOf(binding.Functions[method.Name])
	arguments := make([]reflect.Value, len(method.Parameters))
	for i, p := range method.Parameters {
		if p.Type.Kind != "api" {
			arguments[i], _ = decoded(p.Name, fn.Type().In(i))
			continue
		}
		line := spec.parameterLine
		if line == "" {
			line = p.Name
		}
		value, at := decoded(line, apiLineType(d.API))
		loadAPI(d.API, value, at)
		arguments[i] = apiHandle(fn.Type().In(i))
	}
	reportNanos("parse_ns", parseStart)
	api.calls = 0
	solveStart := nanotime()
	results := call(fn, arguments)
	reportNanos("solve_ns", solveStart)
	if spec.limit > 0 && api.calls > spec.limit {
		panic(wrongResult{spec.counted + " called " + strconv.Itoa(api.calls) + " times; the limit is " + strconv.Itoa(spec.limit)})
	}
	enc := &encoder{nodeKind: d.Node}
	switch {
	case d.API == "Master": // a void method's answer is the API's: the text LeetCode prints
		text := "Either you took too many guesses, or you did not find the secret word."
		if api.found && api.calls <= int(api.allowed) {
			text = "You guessed the secret word correctly."
		}
		enc.str(jsonString(text))
	case len(results) != 1:
		panic(badResult{"the function returns " + strconv.Itoa(len(results)) + " values; the problem declares one"})
	default:
		enc.encode(results[0], &method.Result)
	}
	return enc.out.String() + "\n"
}

// read4Slack is buf's room past n, as the C++ driver gives (LeetCode's own is not documented).
const read4Slack = 4

// read4 is 157/158's read4(buf4): the file's next (up to) 4 characters into buf4.
func read4(buf4 []byte) int {
	end := api.position + 4
	if end > len(api.file) {
		end = len(api.file)
	}
	chunk := api.file[api.position:end]
	for i := 0; i < len(chunk); i++ {
		buf4[i] = chunk[i]
	}
	api.position = end
	return len(chunk)
}

func excerpt(text string) string {
	if len(text) > 40 {
		return jsonString(text[:40]) + "..."
	}
	return jsonString(text)
}

// runRead4 is 157 and 158 as LeetCode's Go template writes them: `var solution = func(read4
// func([]byte) int) func([]byte, int) int`, made once, its reader called once with the case's n,
// or (158) once per entry of queries. After each call k must be in 0..n and buf's first k bytes
// the file's next k, else a wrong answer saying where.
func runRead4(d *descriptor, binding *Binding, lines []string, parseStart int64) string {
	if d.APICase == nil || len(d.Methods[0].Parameters) != 2 {
		panic(unsupportedType{"a read4 problem without its case lines"})
	}
	api = apiState{}
	caseLines := d.APICase.Parameters
	checkLineCount(lines, len(caseLines))
	countName := d.Methods[0].Parameters[1].Name
	if d.APIQueries {
		countName = "queries"
	}
	fileIndex, countIndex := -1, -1
	for i, p := range caseLines {
		switch p.Name {
		case "file":
			fileIndex = i
		case countName:
			countIndex = i
		}
	}
	if fileIndex < 0 || countIndex < 0 {
		panic(unsupportedType{"a read4 case without its file and " + countName + " lines"})
	}
	dec := &decoder{}
	file := dec.decode(parseJSON(lines[fileIndex], "line "+strconv.Itoa(fileIndex+1)), &caseLines[fileIndex].Type,
		reflect.TypeOf(""), &location{Line: fileIndex + 1})
	countsType := reflect.TypeOf(0)
	if d.APIQueries {
		countsType = reflect.TypeOf([]int{})
	}
	decodedCounts := dec.decode(parseJSON(lines[countIndex], "line "+strconv.Itoa(countIndex+1)), &caseLines[countIndex].Type,
		countsType, &location{Line: countIndex + 1})
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
	api.file, api.position = file.String(), 0
	reportNanos("parse_ns", parseStart)
	solveStart := nanotime()
	maker := reflect.ValueOf(binding.Functions["solution"])
	reader := call(maker, []reflect.Value{reflect.ValueOf(read4).Convert(maker.Type().In(0))})[0]
	if reader.IsNil() {
		panic(badResult{"solution(read4) returned a nil function"})
	}
	delivered := 0
	var returned []string
	for _, n := range counts {
		buf := make([]byte, n+read4Slack)
		result := call(reader, []reflect.Value{reflect.ValueOf(buf).Convert(reader.Type().In(0)),
			reflect.ValueOf(n).Convert(reader.Type().In(1))})[0]
		k := int(result.Int())
		where := "read(buf, " + strconv.Itoa(n) + ")"
		if k < 0 || k > n {
			panic(wrongResult{where + " returned " + strconv.Itoa(k) + ": expected 0.." + strconv.Itoa(n)})
		}
		end := delivered + k
		if end > len(api.file) {
			panic(wrongResult{where + " returned " + strconv.Itoa(k) + ", but only " + strconv.Itoa(len(api.file)-delivered) +
				" characters of the file were left"})
		}
		if found := string(buf[:k]); found != api.file[delivered:end] {
			panic(wrongResult{where + " returned " + strconv.Itoa(k) + ", but buf starts with " + excerpt(found) +
				" where the file has " + excerpt(api.file[delivered:end])})
		}
		delivered = end
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
