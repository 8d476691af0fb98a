package lcjudgecore

// The call descriptor (argv[2], written by the judge) read into its structs by hand: what
// encoding/json's Unmarshal did by reflection, at a fraction of a run's start-up cost. A field of
// the wrong JSON type is an error, as it was; unknown fields are ignored.

// TypeSpec is the descriptor's TYPE: the problem's C++ signature.
type TypeSpec struct {
	Kind    string
	Element *TypeSpec
	Cpp     string
}

// Shown is the type as messages name it: its C++ spelling.
func (s *TypeSpec) Shown() string {
	if s.Cpp != "" {
		return s.Cpp
	}
	return s.Kind
}

type Parameter struct {
	Name string
	Type TypeSpec
}

type MethodSpec struct {
	Name        string
	Constructor bool
	Result      TypeSpec
	Parameters  []Parameter
	Answer      int
}

type Descriptor struct {
	Kind    string
	Class   string
	Drive   string
	Node    string
	Output  string
	Method  string
	Methods []MethodSpec
	API     string
	// An API problem's case lines, named and typed, in the statement's order; 158's queries.
	APICase    *MethodSpec
	APIQueries bool
}

type descriptorError struct{ field string }

// ParseDescriptor is TEXT's descriptor, or false when it is not one.
func ParseDescriptor(text string) (d Descriptor, ok bool) {
	defer func() {
		if caught := recover(); caught != nil {
			if _, mine := caught.(descriptorError); !mine {
				panic(caught)
			}
			ok = false
		}
	}()
	value, failure := ReadJSON(text)
	if failure != nil {
		return d, false
	}
	object := asObject(value, "the descriptor")
	d.Kind = stringField(object, "kind")
	d.Class = stringField(object, "class")
	d.Drive = stringField(object, "drive")
	d.Node = stringField(object, "node")
	d.Output = stringField(object, "output")
	d.Method = stringField(object, "method")
	d.API = stringField(object, "api")
	d.APIQueries = boolField(object, "api_queries")
	if methods, present := object["methods"]; present && methods != nil {
		list, isList := methods.([]interface{})
		if !isList {
			panic(descriptorError{"methods"})
		}
		d.Methods = make([]MethodSpec, len(list))
		for i, method := range list {
			d.Methods[i] = methodOf(asObject(method, "methods"))
		}
	}
	if apiCase, present := object["api_case"]; present && apiCase != nil {
		method := methodOf(asObject(apiCase, "api_case"))
		d.APICase = &method
	}
	return d, true
}

func asObject(value interface{}, field string) map[string]interface{} {
	object, ok := value.(map[string]interface{})
	if !ok {
		panic(descriptorError{field})
	}
	return object
}

func stringField(object map[string]interface{}, name string) string {
	value, present := object[name]
	if !present || value == nil {
		return ""
	}
	text, ok := value.(string)
	if !ok {
		panic(descriptorError{name})
	}
	return text
}

func boolField(object map[string]interface{}, name string) bool {
	value, present := object[name]
	if !present || value == nil {
		return false
	}
	flag, ok := value.(bool)
	if !ok {
		panic(descriptorError{name})
	}
	return flag
}

func intField(object map[string]interface{}, name string) int {
	value, present := object[name]
	if !present || value == nil {
		return 0
	}
	number, ok := value.(JSONNumber)
	n, ok := parseInt(number, ok)
	if !ok {
		panic(descriptorError{name})
	}
	return n
}

// parseInt is a small int's value (a descriptor's index), without strconv's error values.
func parseInt(number JSONNumber, ok bool) (int, bool) {
	if !ok || len(number) == 0 || len(number) > 9 {
		return 0, false
	}
	text, sign := string(number), 1
	if text[0] == '-' {
		text, sign = text[1:], -1
	}
	n := 0
	for i := 0; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' {
			return 0, false
		}
		n = n*10 + int(text[i]-'0')
	}
	return sign * n, len(text) > 0
}

func methodOf(object map[string]interface{}) MethodSpec {
	method := MethodSpec{
		Name:        stringField(object, "name"),
		Constructor: boolField(object, "constructor"),
		Result:      typeOf(object["result"]),
		Answer:      intField(object, "answer"),
	}
	if parameters, present := object["parameters"]; present && parameters != nil {
		list, ok := parameters.([]interface{})
		if !ok {
			panic(descriptorError{"parameters"})
		}
		method.Parameters = make([]Parameter, len(list))
		for i, item := range list {
			entry := asObject(item, "parameters")
			method.Parameters[i] = Parameter{Name: stringField(entry, "name"), Type: typeOf(entry["type"])}
		}
	}
	return method
}

// typeOf is a TYPE; its element nested as deep as the descriptor's JSON (bounded by maxJSONDepth).
func typeOf(value interface{}) TypeSpec {
	if value == nil {
		return TypeSpec{}
	}
	object := asObject(value, "type")
	spec := TypeSpec{Kind: stringField(object, "kind"), Cpp: stringField(object, "cpp")}
	if element := object["element"]; element != nil {
		inner := typeOf(element)
		spec.Element = &inner
	}
	return spec
}
