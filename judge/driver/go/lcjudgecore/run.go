package lcjudgecore

import "strconv"

// Start reads the command line, `run <descriptor>`: the descriptor.
func Start() *Descriptor {
	args := Args()
	if len(args) != 3 || args[1] != "run" {
		Stderr("usage: solution run '<descriptor json>'\n")
		Finish(2)
	}
	d, ok := ParseDescriptor(args[2])
	if !ok || d.Kind == "" {
		Stderr("lcjudge: the descriptor: expected a JSON object with a \"kind\"\n")
		Finish(2)
	}
	return &d
}

// Answer runs the case on stdin, or a session of cases (on descriptor 12) when stdin starts
// with '#' (session.go): SOLVE is given a case's lines and the time its parse started, and
// returns the answer's text; whatever stops it is reported as its record and exit status.
func Answer(solve func(lines []string, parseStart int64) string) {
	parseStart := nanotime()
	first := make([]byte, 1, 4096) // the mode's byte, read alone: a session's marker is read exactly
	first = first[:readFull(first)]
	if len(first) == 1 && first[0] == '#' {
		serveSession(solve)
	}
	WriteAnswer(answerCase(solve, ReadStdin(first), parseStart))
	ReportPeakMemory()
	Finish(0)
}

// answerCase is SOLVE's answer to the case DATA; whatever stops it ends the run.
func answerCase(solve func(lines []string, parseStart int64) string, data []byte, parseStart int64) string {
	defer func() {
		if caught := recover(); caught != nil {
			Finish(Report(caught))
		}
	}()
	return solve(CaseLines(data), parseStart)
}

// Run is the main of a solution the builder calls with generated code (builder/typed.go), for
// the descriptor D it was built for (the judge passes the same one, its compile cache's key).
func Run(d *Descriptor, solve func(d *Descriptor, lines []string, parseStart int64) string) {
	if args := Args(); len(args) != 3 || args[1] != "run" {
		Stderr("usage: solution run '<descriptor json>'\n")
		Finish(2)
	}
	Answer(func(lines []string, parseStart int64) string { return solve(d, lines, parseStart) })
}

// ReadOperations checks a design case's operations (line 1) and their argument arrays (line 2)
// as the C++ driver does, and hands each operation to DECODE in turn (its method, its arguments,
// their location: line 2 at [k]), all before the class is built.
func ReadOperations(d *Descriptor, lines []string, decode func(k int, method *MethodSpec, arguments []interface{}, at *Location)) {
	CheckLineCount(lines, 2)
	at := &Location{Line: 1}
	names, ok := ParseJSON(lines[0], "line 1").([]interface{})
	if !ok {
		at.Fail("expected vector<string>, found " + Describe(ParseJSON(lines[0], "line 1")))
	}
	for _, name := range names {
		if _, ok := name.(string); !ok {
			at.Fail("expected vector<string>, found " + Describe(name))
		}
	}
	if len(names) == 0 {
		at.Fail("expected the operations, the constructor \"" + d.Class + "\" first, found none")
	}
	if names[0].(string) != d.Class {
		at.Path = []int{0}
		at.Fail("the first operation must be the constructor \"" + d.Class + "\", found \"" + names[0].(string) + "\"")
	}
	at = &Location{Line: 2}
	all, ok := ParseJSON(lines[1], "line 2").([]interface{})
	if !ok {
		at.Fail("expected an array of argument arrays, one per operation, found " + Describe(ParseJSON(lines[1], "line 2")))
	}
	if len(all) != len(names) {
		at.Fail("expected " + strconv.Itoa(len(names)) + " argument arrays (one per operation on line 1), found " + strconv.Itoa(len(all)))
	}
	constructor := &MethodSpec{Name: d.Class}
	byName := map[string]*MethodSpec{}
	known := ""
	for i := range d.Methods {
		if d.Methods[i].Constructor {
			constructor = &d.Methods[i]
		} else {
			byName[d.Methods[i].Name] = &d.Methods[i]
			if known != "" {
				known += ", "
			}
			known += d.Methods[i].Name
		}
	}
	for k, item := range names {
		name := item.(string)
		method := constructor
		if k > 0 {
			if name == d.Class {
				(&Location{1, []int{k}}).Fail("the constructor \"" + name + "\" may only be the first operation")
			}
			method = byName[name]
			if method == nil {
				has := known
				if has == "" {
					has = "no methods"
				}
				(&Location{1, []int{k}}).Fail("unknown operation \"" + name + "\" (" + d.Class + " has " + has + ")")
			}
		}
		at := &Location{Line: 2, Path: []int{k}}
		arguments, ok := all[k].([]interface{})
		if !ok {
			at.Fail("expected the arguments of " + name + " (an array), found " + Describe(all[k]))
		}
		if len(arguments) != len(method.Parameters) {
			plural := " arguments"
			if len(method.Parameters) == 1 {
				plural = " argument"
			}
			at.Fail(name + " takes " + strconv.Itoa(len(method.Parameters)) + plural + ", found " + strconv.Itoa(len(arguments)))
		}
		decode(k, method, arguments, at)
	}
}

// Prefix is the first K elements of LIST, the answer of an argument_prefix problem; K outside
// the list is a bad result.
func Prefix[T any](list []T, k int64, spec *TypeSpec) []T {
	if k < 0 || k > int64(len(list)) {
		panic(BadResult{"the function returned k = " + strconv.FormatInt(k, 10) + ", but the answer is the first k elements of its " +
			spec.Shown() + " argument, which has " + strconv.Itoa(len(list))})
	}
	return list[:k]
}
