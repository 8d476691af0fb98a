package lcjudge

import (
	"reflect"
	"strconv"
)

// maxNestedIntegerDepth is structure_codecs.h's kMaxNestedIntegerDepth: the input's lists nest
// at most this deep, read without recursion.
const maxNestedIntegerDepth = 1000

// nestedMethods are LeetCode's NestedInteger interface (its Go template's comment), bound once
// from the builder's generated main (Binding.Nested: method expressions on *NestedInteger, which
// the builder's prelude or the solution defines). Not found by reflect's MethodByName: a program
// that can reach MethodByName keeps every exported method of every type, a third of its size,
// which every run's start pays for in page faults.
type nestedMethods struct {
	pointer                                         reflect.Type // *NestedInteger
	isInteger, getInteger, setInteger, add, getList reflect.Value
}

var nestedCache map[reflect.Type]*nestedMethods // made at its first use

var boundNested map[string]interface{} // Binding.Nested

// nestedType is the methods of T (NestedInteger or *NestedInteger), or nil when it lacks one.
func nestedType(t reflect.Type) *nestedMethods {
	if t.Kind() != reflect.Ptr {
		t = reflect.PtrTo(t)
	}
	if m, ok := nestedCache[t]; ok {
		return m
	}
	if t.Elem().Kind() != reflect.Struct {
		return nil
	}
	m := &nestedMethods{pointer: t}
	for name, into := range map[string]*reflect.Value{"IsInteger": &m.isInteger, "GetInteger": &m.getInteger,
		"SetInteger": &m.setInteger, "Add": &m.add, "GetList": &m.getList} {
		method, ok := boundNested[name]
		if !ok {
			return nil
		}
		*into = reflect.ValueOf(method)
		if into.Kind() != reflect.Func || into.Type().NumIn() == 0 || into.Type().In(0) != t {
			return nil
		}
	}
	if nestedCache == nil {
		nestedCache = map[reflect.Type]*nestedMethods{}
	}
	nestedCache[t] = m
	return m
}

func (m *nestedMethods) required(t reflect.Type) {
	if m == nil {
		panic(unsupportedType{"cannot decode NestedInteger into the solution's " + t.String() +
			" (it needs LeetCode's IsInteger, GetInteger, SetInteger, Add and GetList)"})
	}
}

// as is the pointer P as T: itself, or the value it points to.
func as(p reflect.Value, t reflect.Type) reflect.Value {
	if t.Kind() == reflect.Ptr {
		return p
	}
	return p.Elem()
}

func (m *nestedMethods) integer(n int64) reflect.Value {
	p := reflect.New(m.pointer.Elem())
	m.setInteger.Call([]reflect.Value{p, reflect.ValueOf(int(n)).Convert(m.setInteger.Type().In(1))})
	return p
}

// decodeNestedInteger is an int, or a list of ints and lists, as a NestedInteger; a list adds
// its elements once they are complete (Add takes a copy).
func (d *decoder) decodeNestedInteger(value interface{}, t reflect.Type, at *location) reflect.Value {
	m := nestedType(t)
	m.required(t)
	intSpec := &typeSpec{Kind: "int", Cpp: "int"}
	intType := reflect.TypeOf(0)
	if _, ok := value.([]interface{}); !ok {
		return as(m.integer(d.decode(value, intSpec, intType, at).Int()), t)
	}
	type frame struct {
		array []interface{}
		index int
		built reflect.Value
	}
	root := reflect.New(m.pointer.Elem())
	stack := []frame{{value.([]interface{}), 0, root}}
	at.Path = append(at.Path, 0)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.index == len(top.array) {
			done := top.built
			stack = stack[:len(stack)-1]
			at.Path = at.Path[:len(at.Path)-1]
			if len(stack) > 0 {
				m.add.Call([]reflect.Value{stack[len(stack)-1].built, done.Elem()})
			}
			continue
		}
		at.Path[len(at.Path)-1] = top.index
		element := top.array[top.index]
		top.index++
		if array, ok := element.([]interface{}); ok {
			if len(stack) == maxNestedIntegerDepth {
				at.Fail("a NestedInteger nested more than " + strconv.Itoa(maxNestedIntegerDepth) + " deep")
			}
			stack = append(stack, frame{array, 0, reflect.New(m.pointer.Elem())})
			at.Path = append(at.Path, 0)
			continue
		}
		if _, ok := element.(jsonNumber); !ok {
			at.Fail("expected int, found " + describe(element))
		}
		n := d.decode(element, intSpec, intType, at).Int()
		m.add.Call([]reflect.Value{top.built, m.integer(n).Elem()})
	}
	return as(root, t)
}

// encodeNestedInteger prints an int, or the list, without recursion, as the C++ driver prints it.
func (e *encoder) encodeNestedInteger(v reflect.Value) {
	m := nestedType(v.Type())
	if m == nil {
		panic(badResult{"the returned " + v.Type().String() + " is not a NestedInteger"})
	}
	pointer := func(v reflect.Value) reflect.Value {
		if v.Kind() == reflect.Ptr {
			return v
		}
		p := reflect.New(v.Type())
		p.Elem().Set(v)
		return p
	}
	isInteger := func(p reflect.Value) bool {
		return m.isInteger.Call([]reflect.Value{as(p, m.isInteger.Type().In(0))})[0].Bool()
	}
	getInteger := func(p reflect.Value) string {
		return strconv.FormatInt(m.getInteger.Call([]reflect.Value{as(p, m.getInteger.Type().In(0))})[0].Int(), 10)
	}
	getList := func(p reflect.Value) reflect.Value {
		return m.getList.Call([]reflect.Value{as(p, m.getList.Type().In(0))})[0]
	}
	if v.Kind() == reflect.Ptr && v.IsNil() {
		e.str("null")
		return
	}
	root := pointer(v)
	if isInteger(root) {
		e.str(getInteger(root))
		return
	}
	type frame struct {
		items reflect.Value
		index int
	}
	count := 0
	e.str("[")
	stack := []frame{{getList(root), 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.index == top.items.Len() {
			e.str("]")
			stack = stack[:len(stack)-1]
			continue
		}
		element := top.items.Index(top.index)
		if top.index > 0 {
			e.str(",")
		}
		top.index++
		if count++; count > maxOutputNodes {
			tooManyNodes("NestedInteger")
		}
		for element.Kind() == reflect.Interface {
			element = element.Elem()
		}
		if element.Kind() == reflect.Ptr && element.IsNil() {
			e.str("null")
			continue
		}
		p := pointer(element)
		if isInteger(p) {
			e.str(getInteger(p))
		} else {
			e.str("[")
			stack = append(stack, frame{getList(p), 0})
		}
	}
}
