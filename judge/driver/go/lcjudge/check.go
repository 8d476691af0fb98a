package lcjudge

import (
	"os"
	"reflect"
	"strconv"
)

// compatible is "" when a value of SPEC decodes into (or, for a result, prints from) T; else why not.
func compatible(spec *typeSpec, t reflect.Type, nodeKind string) string {
	if t == nil {
		return "nothing"
	}
	ok := false
	switch spec.Kind {
	case "int", "long", "unsigned":
		switch t.Kind() {
		case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Float64:
			ok = true
		}
	case "double":
		ok = t.Kind() == reflect.Float64 || t.Kind() == reflect.Float32
	case "bool":
		ok = t.Kind() == reflect.Bool
	case "string":
		ok = t.Kind() == reflect.String || (t.Kind() == reflect.Slice && (t.Elem().Kind() == reflect.Uint8 || t.Elem().Kind() == reflect.Int32))
	case "char":
		switch t.Kind() {
		case reflect.Uint8, reflect.Int32, reflect.String:
			ok = true
		}
	case "list":
		ok = t.Kind() == reflect.Slice && spec.Element != nil && compatible(spec.Element, t.Elem(), nodeKind) == ""
	case "ListNode":
		ok = nodeField(t, "Val") >= 0 && nodeField(t, "Next") >= 0
	case "TreeNode":
		ok = nodeField(t, "Val") >= 0 && nodeField(t, "Left") >= 0 && nodeField(t, "Right") >= 0
	case "Node":
		fields := map[string][]string{"nary": {"Children"}, "graph": {"Neighbors"}, "random": {"Next", "Random"},
			"next": {"Left", "Right", "Next"}}[nodeKind]
		ok = fields != nil && nodeField(t, "Val") >= 0
		for _, name := range fields {
			ok = ok && nodeField(t, name) >= 0
		}
	case "NestedInteger":
		ok = nestedType(t) != nil
	case "api":
		ok = apiCompatible(t)
	case "void":
		return ""
	default:
		return spec.Shown() + " is not supported in Go yet"
	}
	if ok {
		return ""
	}
	return "the problem's " + spec.Shown() + " cannot be given as " + t.String()
}

// checkSignature is the problems of calling FN as METHOD says, SKIP receivers first.
func checkSignature(fn interface{}, method *methodSpec, skip int, nodeKind string, shown string) []string {
	var problems []string
	t := reflect.TypeOf(fn)
	if t == nil || t.Kind() != reflect.Func {
		return []string{shown + " is not a function"}
	}
	if t.NumIn()-skip != len(method.Parameters) || t.IsVariadic() {
		return []string{shown + " takes " + strconv.Itoa(t.NumIn()-skip) + " parameters; the problem declares " +
			strconv.Itoa(len(method.Parameters))}
	}
	for i := range method.Parameters {
		if why := compatible(&method.Parameters[i].Type, t.In(i+skip), nodeKind); why != "" {
			problems = append(problems, shown+", parameter "+method.Parameters[i].Name+": "+why)
		}
	}
	if method.Result.Kind != "void" && !method.Constructor {
		if t.NumOut() != 1 {
			problems = append(problems, shown+" returns "+strconv.Itoa(t.NumOut())+" values; the problem declares one "+
				method.Result.Shown())
		} else if why := compatible(&method.Result, t.Out(0), nodeKind); why != "" {
			problems = append(problems, shown+", result: "+why)
		}
	}
	return problems
}

// check is 0 when every function or method the descriptor names can be called with the values it
// declares; otherwise 1, each problem on stderr (the judge's CE). Run once, in the compile jail.
func check(d *descriptor, binding *Binding) int {
	var problems []string
	switch {
	case d.Kind == "legacy":
		if reflect.TypeOf(binding.Functions[d.Method]) == nil {
			problems = append(problems, "func "+d.Method+" is not defined")
		}
	case d.Kind == "function" && d.API == "read4":
		want := reflect.TypeOf(func(func([]byte) int) func([]byte, int) int { return nil })
		if t := reflect.TypeOf(binding.Functions["solution"]); t == nil || !t.ConvertibleTo(want) {
			problems = append(problems, "var solution is not LeetCode's func(read4 func([]byte) int) func([]byte, int) int")
		}
	case d.Kind == "function":
		if d.API != "" && (!apiKnown(d.API) || d.APICase == nil) {
			problems = append(problems, "the API problems ("+d.API+") are not supported in Go yet")
			break
		}
		problems = checkSignature(binding.Functions[d.Methods[0].Name], &d.Methods[0], 0, d.Node, "func "+d.Methods[0].Name)
	case d.Drive == "operations" || d.Drive == "round_trip" || d.Drive == "iterator" || d.Drive == "":
		for i := range d.Methods {
			m := &d.Methods[i]
			if m.Constructor {
				problems = append(problems, checkSignature(binding.Constructor, m, 0, d.Node, "func Constructor")...)
			} else {
				problems = append(problems, checkSignature(binding.Methods[m.Name], m, 1, d.Node, d.Class+"."+m.Name)...)
			}
		}
		if d.Drive == "round_trip" && reflect.TypeOf(binding.Constructor).NumIn() != 0 {
			problems = append(problems, "func Constructor takes parameters; the codec is made with none")
		}
	default:
		problems = append(problems, "the "+d.Drive+" drive is not supported in Go yet")
	}
	for _, problem := range problems {
		os.Stderr.WriteString(problem + "\n")
	}
	if len(problems) > 0 {
		return 1
	}
	return 0
}
