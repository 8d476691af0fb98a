package main

// What the reflect driver calls, checked without running the solution (whose init functions and
// package variables' initialisers run only in the run, under its limits): each function or method
// takes and returns what the problem declares, as the driver decodes and prints it. go/types reads
// the files the compiler compiled; the packages they import, from their export data.

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"strings"
)

type checker struct {
	pkg          *types.Package
	fset         *token.FileSet
	headerLength int
	nodeKind     string
	nested       bool // NestedInteger's methods are bound (nestedIntegerComplete)
	problems     []string
}

// checkTypes fails with every call the reflect driver could not make of the solution compiled
// from SOURCE (solution.go) and PRELUDE.
func (b *builder) checkTypes(s *solution, source, prelude string, headerLength int) {
	d := b.d
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range [][2]string{{solutionFile, source}, {"lcjudge_prelude.go", prelude}} {
		file, err := parser.ParseFile(fset, f[0], f[1], 0)
		if err != nil {
			fail("%s", err) // it compiled: never
		}
		files = append(files, file)
	}
	// The compiler accepted it: go/types's errors, if any, are not the solution's.
	config := types.Config{Importer: importer.ForCompiler(fset, "gc", b.packageFiles()), Error: func(error) {}}
	pkg, _ := config.Check("main", fset, files, nil)
	c := &checker{pkg: pkg, fset: fset, headerLength: headerLength, nodeKind: d.Node, nested: nestedIntegerComplete(s)}
	switch {
	case d.Kind == "legacy":
		// The function's own types are what the driver decodes.
	case d.Kind == "function" && d.API == "read4":
		c.read4()
	case d.Kind == "function" && d.API != "" && ((apiPreludes[d.API] == nil && d.API != "CustomFunction") || d.APICase == nil):
		fail("the API problems (%s) are not supported in Go yet", d.API)
	case d.Kind == "function":
		c.signature(pkg.Scope().Lookup(d.Methods[0].Name), &d.Methods[0], "func "+d.Methods[0].Name)
	default:
		class := pkg.Scope().Lookup(d.Class)
		for i := range d.Methods {
			m := &d.Methods[i]
			if m.Constructor {
				c.signature(pkg.Scope().Lookup("Constructor"), m, "func Constructor")
			} else if class != nil {
				method, _, _ := types.LookupFieldOrMethod(types.NewPointer(class.Type()), false, pkg, findMethod(s, d, m.Name).Name.Name)
				c.signature(method, m, d.Class+"."+m.Name)
			}
		}
	}
	if len(c.problems) > 0 {
		fail("%s", strings.Join(c.problems, "\n"))
	}
}

// packageFiles opens a package's compiled file, as the importcfg names it.
func (b *builder) packageFiles() func(path string) (io.ReadCloser, error) {
	files := map[string]string{}
	if config, err := os.Open(b.importcfg); err == nil {
		defer config.Close()
		for lines := bufio.NewScanner(config); lines.Scan(); {
			if path, file, ok := strings.Cut(strings.TrimPrefix(lines.Text(), "packagefile "), "="); ok {
				files[path] = file
			}
		}
	}
	return func(path string) (io.ReadCloser, error) {
		if file, ok := files[path]; ok {
			return os.Open(file)
		}
		return nil, fmt.Errorf("no package %s", path)
	}
}

// problem is WHAT at POS, as LeetCode words a compile error.
func (c *checker) problem(pos token.Pos, what string) {
	at := c.fset.Position(pos)
	if at.Line == 1 && at.Column > c.headerLength {
		at.Column -= c.headerLength
	}
	c.problems = append(c.problems, fmt.Sprintf("Line %d: Char %d: %s (%s)", at.Line, at.Column, what, solutionFile))
}

func (c *checker) read4() {
	solution := c.pkg.Scope().Lookup("solution")
	want, _ := types.Eval(c.fset, nil, token.NoPos, "func(func([]byte) int) func([]byte, int) int")
	if _, ok := solution.(*types.Var); !ok || !types.ConvertibleTo(solution.Type(), want.Type) {
		c.problem(solution.Pos(), "var solution is not LeetCode's func(read4 func([]byte) int) func([]byte, int) int")
	}
}

// signature checks FN's parameters and result against M's (its arity is checked already).
func (c *checker) signature(fn types.Object, m *methodSpec, shown string) {
	f, ok := fn.(*types.Func)
	if !ok {
		return // the binding compiled: it is one
	}
	sig := f.Type().(*types.Signature)
	for i := 0; i < len(m.Parameters) && i < sig.Params().Len(); i++ {
		c.compatible(&m.Parameters[i].Type, sig.Params().At(i), shown+", parameter "+m.Parameters[i].Name)
	}
	if m.Result.Kind == "void" || m.Constructor {
		return
	}
	if sig.Results().Len() != 1 {
		c.problem(f.Pos(), fmt.Sprintf("%s returns %d values; the problem declares one %s", shown, sig.Results().Len(), m.Result.shown()))
	} else {
		c.compatible(&m.Result, sig.Results().At(0), shown+", result")
	}
}

// compatible: a value of SPEC decodes into (or, for a result, prints from) V's type, as the
// reflect driver decodes and prints it; else a problem at V.
func (c *checker) compatible(spec *typeSpec, v *types.Var, shown string) {
	if why := c.why(spec, v.Type()); why != "" {
		c.problem(v.Pos(), shown+": "+why)
	}
}

func (c *checker) why(spec *typeSpec, t types.Type) string {
	ok := false
	switch spec.Kind {
	case "int", "long", "unsigned":
		ok = basicOf(t, types.Int, types.Int64, types.Int32, types.Uint, types.Uint64, types.Uint32, types.Float64)
	case "double":
		ok = basicOf(t, types.Float64, types.Float32)
	case "bool":
		ok = basicOf(t, types.Bool)
	case "string":
		slice, isSlice := t.Underlying().(*types.Slice)
		ok = basicOf(t, types.String) || (isSlice && basicOf(slice.Elem(), types.Uint8, types.Int32))
	case "char":
		ok = basicOf(t, types.Uint8, types.Int32, types.String)
	case "list":
		slice, isSlice := t.Underlying().(*types.Slice)
		ok = isSlice && spec.Element != nil && c.why(spec.Element, slice.Elem()) == ""
	case "ListNode":
		ok = nodeFields(t, "Val", "Next")
	case "TreeNode":
		ok = nodeFields(t, "Val", "Left", "Right")
	case "Node":
		fields := map[string][]string{"nary": {"Children"}, "graph": {"Neighbors"}, "random": {"Next", "Random"},
			"next": {"Left", "Right", "Next"}}[c.nodeKind]
		ok = fields != nil && nodeFields(t, append(fields, "Val")...)
	case "NestedInteger":
		if _, isPointer := t.Underlying().(*types.Pointer); !isPointer {
			t = types.NewPointer(t)
		}
		nested, _ := c.pkg.Scope().Lookup("NestedInteger").(*types.TypeName)
		ok = c.nested && nested != nil && types.Identical(t, types.NewPointer(nested.Type()))
		if ok {
			_, ok = nested.Type().Underlying().(*types.Struct)
		}
	case "api":
		// LeetCode's struct (or a pointer to it), or 1237's func(int, int) int.
		switch u := t.Underlying().(type) {
		case *types.Signature:
			ok = u.Params().Len() == 2 && u.Results().Len() == 1
		case *types.Struct:
			ok = true
		case *types.Pointer:
			_, ok = u.Elem().Underlying().(*types.Struct)
		}
	case "void":
		return ""
	default:
		return spec.shown() + " is not supported in Go yet"
	}
	if ok {
		return ""
	}
	// As reflect names it: main.Pair, list.List.
	return "the problem's " + spec.shown() + " cannot be given as " + types.TypeString(t, (*types.Package).Name)
}

func basicOf(t types.Type, kinds ...types.BasicKind) bool {
	basic, ok := t.Underlying().(*types.Basic)
	for _, kind := range kinds {
		if ok && basic.Kind() == kind {
			return true
		}
	}
	return false
}

// nodeFields: T points to a struct with a field of each name of its own (the driver sets them).
func nodeFields(t types.Type, names ...string) bool {
	pointer, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	fields, ok := pointer.Elem().Underlying().(*types.Struct)
	for _, name := range names {
		found := false
		for i := 0; ok && i < fields.NumFields(); i++ {
			found = found || fields.Field(i).Name() == name
		}
		if !found {
			return false
		}
	}
	return ok
}

func (t *typeSpec) shown() string {
	if t.Cpp != "" {
		return t.Cpp
	}
	return t.Kind
}
