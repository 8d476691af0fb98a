// lcjudge-go-build builds one Go solution, in the judge's compile jail (the solution is
// untrusted; this program and the packages it links against were built by the judge itself):
//
//	lcjudge-go-build '<descriptor json>' <solution.go> <work folder> <importcfg> <tool folder>
//
// It parses the solution (go/parser), checks that the problem's function or design class and
// methods are there with the declared number of parameters, puts `package main` and the imports
// the solution uses unimported on its first line (LeetCode imports them for it; its line numbers
// stay the user's), adds LeetCode's types and Go 1.21's min/max/clear where the solution does not
// declare its own, generates the main that calls the solution (typed code where it can, typed.go;
// else a binding of the problem's names for the reflect driver, package lcjudge, whose calls
// check.go checks with go/types), compiles and links with Go's own tools. It never runs the
// program: the solution's init functions run in the run, under its limits. Exit 0:
// <work>/solution is the program. Exit 1: a compile error, LeetCode-worded, on stderr. Exit 2:
// this tool failed.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const solutionFile = "solution.go" // LeetCode's name for it in its messages

// The packages LeetCode imports for a solution that names them without importing them, by the
// name a solution uses: the standard library's that LeetCode's Go solutions are seen to use.
var knownPackages = map[string]string{
	"sort": "sort", "strings": "strings", "strconv": "strconv", "math": "math", "bits": "math/bits",
	"rand": "math/rand", "big": "math/big", "cmplx": "math/cmplx", "heap": "container/heap",
	"list": "container/list", "ring": "container/ring", "unicode": "unicode", "utf8": "unicode/utf8",
	"bytes": "bytes", "fmt": "fmt", "errors": "errors", "sync": "sync", "atomic": "sync/atomic",
	"time": "time", "regexp": "regexp", "bufio": "bufio", "os": "os", "reflect": "reflect",
	"slices": "slices", "maps": "maps", "cmp": "cmp", "hash": "hash", "fnv": "hash/fnv",
	"sha256": "crypto/sha256", "md5": "crypto/md5", "hex": "encoding/hex", "json": "encoding/json",
	"binary": "encoding/binary", "base64": "encoding/base64", "io": "io", "runtime": "runtime",
	"syscall": "syscall", "exec": "os/exec", "debug": "runtime/debug",
}

type typeSpec struct {
	Kind    string    `json:"kind"`
	Element *typeSpec `json:"element"`
	Cpp     string    `json:"cpp"`
}

type methodSpec struct {
	Name        string `json:"name"`
	Constructor bool   `json:"constructor"`
	Parameters  []struct {
		Name string   `json:"name"`
		Type typeSpec `json:"type"`
	} `json:"parameters"`
	Result typeSpec `json:"result"`
	Answer int      `json:"answer"`
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
	APICase *methodSpec  `json:"api_case"`
}

// The node types as LeetCode's Go templates define them (in comments: LeetCode compiles them in).
const listNodeType = "type ListNode struct {\n\tVal  int\n\tNext *ListNode\n}\n"
const treeNodeType = "type TreeNode struct {\n\tVal   int\n\tLeft  *TreeNode\n\tRight *TreeNode\n}\n"

var nodeTypes = map[string]string{
	"nary":   "type Node struct {\n\tVal      int\n\tChildren []*Node\n}\n",
	"graph":  "type Node struct {\n\tVal       int\n\tNeighbors []*Node\n}\n",
	"random": "type Node struct {\n\tVal    int\n\tNext   *Node\n\tRandom *Node\n}\n",
	"next":   "type Node struct {\n\tVal   int\n\tLeft  *Node\n\tRight *Node\n\tNext  *Node\n}\n",
}

// LeetCode's NestedInteger as its Go template's comment declares it; its zero value is an empty
// list, and Add keeps a pointer to its copy of elem.
const nestedIntegerType = `
type NestedInteger struct {
	lcjudgeIsInteger bool
	lcjudgeInteger   int
	lcjudgeList      []*NestedInteger
}

func (this NestedInteger) IsInteger() bool { return this.lcjudgeIsInteger }

func (this NestedInteger) GetInteger() int { return this.lcjudgeInteger }

func (n *NestedInteger) SetInteger(value int) {
	n.lcjudgeIsInteger, n.lcjudgeInteger, n.lcjudgeList = true, value, nil
}

func (this *NestedInteger) Add(elem NestedInteger) {
	if this.lcjudgeIsInteger {
		this.lcjudgeIsInteger, this.lcjudgeInteger = false, 0
	}
	this.lcjudgeList = append(this.lcjudgeList, &elem)
}

func (this NestedInteger) GetList() []*NestedInteger { return this.lcjudgeList }
`

type apiDeclaration struct{ name, text string }

// The APIs' names as LeetCode's Go templates declare them (problem/api_catalogue.h), each calling
// the driver, which asks the judge (only the judge has the case's hidden data): the method names
// as the template writes them, and capitalized, as some solutions call them. 1237's
// CustomFunction is a func(int, int) int parameter and 157/158's read4 the argument of var
// solution: nothing to declare.
var apiPreludes = map[string][]apiDeclaration{
	"isBadVersion": {{"isBadVersion", "func isBadVersion(version int) bool { return lcjudgeDriver.IsBadVersion(version) }\n"}},
	"guess":        {{"guess", "func guess(num int) int { return lcjudgeDriver.Guess(num) }\n"}},
	"MountainArray": {{"MountainArray", `type MountainArray struct{}

func (this MountainArray) get(index int) int { return lcjudgeDriver.MountainGet(index) }
func (this MountainArray) Get(index int) int { return lcjudgeDriver.MountainGet(index) }
func (this MountainArray) length() int       { return lcjudgeDriver.Length() }
func (this MountainArray) Length() int       { return lcjudgeDriver.Length() }
`}},
	"BinaryMatrix": {{"BinaryMatrix", `type BinaryMatrix struct {
	Get        func(int, int) int
	Dimensions func() []int
}

func (this BinaryMatrix) get(row, col int) int { return lcjudgeDriver.MatrixGet(row, col) }
func (this BinaryMatrix) dimensions() []int    { return lcjudgeDriver.MatrixDimensions() }
`}},
	"ArrayReader": {{"ArrayReader", `type ArrayReader struct{}

func (this ArrayReader) get(index int) int { return lcjudgeDriver.ReaderGet(index) }
func (this ArrayReader) Get(index int) int { return lcjudgeDriver.ReaderGet(index) }
`}},
	"compareSub": {{"ArrayReader", `type ArrayReader struct{}

func (this ArrayReader) compareSub(l, r, x, y int) int { return lcjudgeDriver.CompareSub(l, r, x, y) }
func (this ArrayReader) CompareSub(l, r, x, y int) int { return lcjudgeDriver.CompareSub(l, r, x, y) }
func (this ArrayReader) length() int                   { return lcjudgeDriver.Length() }
func (this ArrayReader) Length() int                   { return lcjudgeDriver.Length() }
`}},
	"Sea": {{"Sea", `type Sea struct{}

func (this Sea) hasShips(topRight, bottomLeft []int) bool { return lcjudgeDriver.SeaHasShips(topRight, bottomLeft) }
func (this Sea) HasShips(topRight, bottomLeft []int) bool { return lcjudgeDriver.SeaHasShips(topRight, bottomLeft) }
`}},
	"Master": {{"Master", `type Master struct{}

func (this *Master) Guess(word string) int { return lcjudgeDriver.MasterGuess(word) }
func (this *Master) guess(word string) int { return lcjudgeDriver.MasterGuess(word) }
`}},
}

// Go 1.21's built-ins, for a toolchain that lacks them, as generic functions of package main.
const builtinsPrelude = `
type lcjudgeOrdered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 | ~string
}
`
const minPrelude = `
func min[T lcjudgeOrdered](x T, rest ...T) T {
	for _, y := range rest {
		if y < x || y != y {
			x = y
		}
	}
	return x
}
`
const maxPrelude = `
func max[T lcjudgeOrdered](x T, rest ...T) T {
	for _, y := range rest {
		if y > x || y != y {
			x = y
		}
	}
	return x
}
`
const clearPrelude = `
func clear[T any](container T) {
	v := lcjudgeReflect.ValueOf(container)
	switch v.Kind() {
	case lcjudgeReflect.Map:
		for _, key := range v.MapKeys() {
			v.SetMapIndex(key, lcjudgeReflect.Value{})
		}
	case lcjudgeReflect.Slice:
		zero := lcjudgeReflect.Zero(v.Type().Elem())
		for i := 0; i < v.Len(); i++ {
			v.Index(i).Set(zero)
		}
	}
}
`

// Go 1.22's range over an integer, for a toolchain that lacks it: the compiler's "cannot range
// over n" is answered by ranging over as many empty elements.
const rangePrelude = `
func lcjudgeRange[T ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64](n T) []struct{} {
	if n <= 0 {
		return nil
	}
	return make([]struct{}, int(n))
}
`

type compileError struct{ message string }

func fail(format string, arguments ...interface{}) {
	panic(compileError{fmt.Sprintf(format, arguments...)})
}

func main() {
	if len(os.Args) != 6 {
		fmt.Fprintln(os.Stderr, "usage: lcjudge-go-build '<descriptor json>' <solution.go> <work folder> <importcfg> <tool folder>")
		os.Exit(2)
	}
	var d descriptor
	if err := json.Unmarshal([]byte(os.Args[1]), &d); err != nil {
		fmt.Fprintln(os.Stderr, "lcjudge-go-build: the descriptor:", err)
		os.Exit(2)
	}
	source, err := os.ReadFile(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, "lcjudge-go-build:", err)
		os.Exit(2)
	}
	defer func() {
		if caught := recover(); caught != nil {
			if failure, ok := caught.(compileError); ok {
				os.Stderr.WriteString(strings.TrimRight(failure.message, "\n") + "\n")
				os.Exit(1)
			}
			panic(caught)
		}
	}()
	b := builder{d: &d, work: os.Args[3], importcfg: os.Args[4], tools: os.Args[5]}
	b.build(source)
}

type builder struct {
	d         *descriptor
	work      string
	importcfg string
	tools     string
}

// solution is what the parse found of the solution's file.
type solution struct {
	file       *ast.File
	fset       *token.FileSet
	hasHeader  bool                     // it has its own package clause
	declared   map[string]bool          // its top-level names (functions, types, variables)
	functions  map[string]*ast.FuncDecl // its functions without receiver
	methods    map[string]map[string]*ast.FuncDecl
	imports    []string // the packages to import for it
	callsClear bool     // it calls a function clear (Go 1.21's built-in, unless its own)
}

func (b *builder) build(source []byte) {
	if bytes.IndexByte(source, 0) >= 0 {
		fail("Line 1: the source holds a NUL byte (%s)", solutionFile)
	}
	checkNesting(source)
	s, parseErr := parse(source)
	header := "package main;"
	if s != nil && s.hasHeader {
		header = ""
	}
	var imports string
	if s != nil && len(s.imports) > 0 {
		imports = "import ("
		for i, path := range s.imports {
			if i > 0 {
				imports += ";"
			}
			imports += strconv.Quote(path)
		}
		imports += ");"
	}
	original := string(source)
	compose := func(text string) string { return header + imports + text }
	if s != nil && s.hasHeader {
		// After the package clause's name, on its line: the imports before the solution's own.
		end := s.fset.Position(s.file.Name.End()).Offset
		compose = func(text string) string { return text[:end] + ";" + strings.TrimSuffix(imports, ";") + text[end:] }
	}
	headerLength := 0 // what is before the solution's first character on line 1
	if s == nil || !s.hasHeader {
		headerLength = len(header + imports)
	}
	files := []string{solutionFile}
	var prelude string
	bound := false // the reflect driver's binding: its calls are checked once compiled
	if s != nil {
		prelude = b.prelude(s)
		b.write("lcjudge_prelude.go", prelude)
		main := b.binding(s) // checks the names and arities, whichever main is written
		typed, ok := b.typedMain(s)
		if ok {
			main = typed
		}
		bound = !ok
		b.write("lcjudge_main.go", main)
		files = append(files, "lcjudge_prelude.go", "lcjudge_main.go")
	}
	// Go 1.22's `range n`: each range the compiler refuses is rewritten, then compiled again.
	for attempt := 0; ; attempt++ {
		b.write(solutionFile, compose(original))
		output, ok := b.tool("compile", append([]string{"-o", "solution.a", "-p", "main", "-pack", "-trimpath", b.absWork(),
			"-importcfg", b.importcfg, "-c", "1"}, files...)...)
		if ok {
			break
		}
		if s != nil && attempt < 3 {
			if rewritten, changed := rewriteIntegerRanges(original, output, headerLength, s); changed {
				original = rewritten
				continue
			}
		}
		messages := leetcodeErrors(output, headerLength)
		if messages == "" && parseErr != nil {
			messages = parseErr.Error()
		}
		fail("%s", messages)
	}
	if s == nil {
		fail("%s", parseErr.Error())
	}
	if bound {
		b.checkTypes(s, compose(original), prelude, headerLength)
	}
	if output, ok := b.tool("link", "-s", "-w", "-buildid=", "-o", "solution", "-importcfg", b.importcfg, "-buildmode=exe",
		"solution.a"); !ok {
		fail("the link failed:\n%s", output)
	}
}

func (b *builder) absWork() string {
	abs, err := filepath.Abs(b.work)
	if err != nil {
		return b.work
	}
	return abs
}

func (b *builder) write(name, text string) {
	if err := os.WriteFile(filepath.Join(b.work, name), []byte(text), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "lcjudge-go-build:", err)
		os.Exit(2)
	}
}

func (b *builder) tool(name string, arguments ...string) (string, bool) {
	command := exec.Command(filepath.Join(b.tools, name), arguments...)
	command.Dir = b.work
	command.Stdin = os.Stdin // the jail has no /dev/null, which exec opens for a nil Stdin
	output, err := command.CombinedOutput()
	if err != nil && len(output) == 0 {
		output = []byte(name + ": " + err.Error())
	}
	// A message names a file, never the judge's folders it is in (the jail's, the driver's).
	text := strings.ReplaceAll(string(output), b.absWork()+"/", "")
	return strings.ReplaceAll(text, filepath.Dir(b.importcfg)+"/", ""), err == nil
}

// maxNesting is the deepest bracket nesting a solution may have: go/parser and the compiler
// recurse once a level, and no solution nests a hundredth as deep.
const maxNesting = 1000

// checkNesting fails on brackets nested deeper than maxNesting (outside strings, runes and
// comments), before anything recursive reads the source.
func checkNesting(source []byte) {
	depth, line := 0, 1
	for i := 0; i < len(source); i++ {
		c := source[i]
		switch {
		case c == '\n':
			line++
		case c == '/' && i+1 < len(source) && source[i+1] == '/':
			for i < len(source) && source[i] != '\n' {
				i++
			}
			i--
		case c == '/' && i+1 < len(source) && source[i+1] == '*':
			for i += 2; i+1 < len(source) && !(source[i] == '*' && source[i+1] == '/'); i++ {
				if source[i] == '\n' {
					line++
				}
			}
			i++
		case c == '"' || c == '\'' || c == '`':
			for i++; i < len(source) && source[i] != c; i++ {
				if source[i] == '\n' {
					line++
					if c != '`' {
						break // an unterminated literal: the compiler says so
					}
				}
				if source[i] == '\\' && c != '`' {
					i++
				}
			}
		case c == '(' || c == '[' || c == '{':
			if depth++; depth > maxNesting {
				fail("Line %d: brackets nested deeper than %d levels (%s)", line, maxNesting, solutionFile)
			}
		case c == ')' || c == ']' || c == '}':
			depth--
		}
	}
}

// parse reads the solution's declarations; nil and the error when it does not parse (the
// compiler then says why, in its own words).
func parse(source []byte) (*solution, error) {
	fset := token.NewFileSet()
	s := &solution{fset: fset, declared: map[string]bool{}, functions: map[string]*ast.FuncDecl{},
		methods: map[string]map[string]*ast.FuncDecl{}}
	file, err := parser.ParseFile(fset, solutionFile, source, parser.PackageClauseOnly)
	s.hasHeader = err == nil && file.Name != nil
	text := source
	if !s.hasHeader {
		text = append([]byte("package main;"), source...)
	}
	file, err = parser.ParseFile(fset, solutionFile, text, 0)
	if err != nil {
		return nil, err
	}
	if s.hasHeader && file.Name.Name != "main" {
		return nil, fmt.Errorf("Line %d: the package is %s; a solution is package main (%s)",
			fset.Position(file.Name.Pos()).Line, file.Name.Name, solutionFile)
	}
	s.file = file
	imported := map[string]bool{}
	for _, spec := range file.Imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if spec.Name != nil {
			name = spec.Name.Name
		}
		imported[name] = true
	}
	for _, decl := range file.Decls {
		switch decl := decl.(type) {
		case *ast.FuncDecl:
			if decl.Recv == nil {
				s.declared[decl.Name.Name] = true
				s.functions[decl.Name.Name] = decl
				continue
			}
			receiver := receiverType(decl.Recv.List[0].Type)
			if s.methods[receiver] == nil {
				s.methods[receiver] = map[string]*ast.FuncDecl{}
			}
			s.methods[receiver][decl.Name.Name] = decl
		case *ast.GenDecl:
			for _, spec := range decl.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					s.declared[spec.Name.Name] = true
				case *ast.ValueSpec:
					for _, name := range spec.Names {
						s.declared[name.Name] = true
					}
				}
			}
		}
	}
	wanted := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if name, ok := call.Fun.(*ast.Ident); ok && name.Name == "clear" {
				s.callsClear = true
			}
		}
		if selector, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := selector.X.(*ast.Ident); ok && x.Obj == nil && !s.declared[x.Name] && !imported[x.Name] {
				if path, known := knownPackages[x.Name]; known {
					wanted[path] = true
				}
			}
		}
		return true
	})
	for path := range wanted {
		s.imports = append(s.imports, path)
	}
	sort.Strings(s.imports)
	return s, nil
}

func receiverType(expr ast.Expr) string {
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.ParenExpr:
			expr = e.X
		case *ast.IndexExpr:
			expr = e.X
		case *ast.Ident:
			return e.Name
		default:
			return ""
		}
	}
}

func (b *builder) prelude(s *solution) string {
	var out strings.Builder
	out.WriteString("package main\n")
	// reflect only for clear, which needs it on Go 1.19: every package linked slows each case's start.
	usesClear := s.callsClear && !s.declared["clear"]
	if usesClear {
		out.WriteString("\nimport lcjudgeReflect \"reflect\"\n")
	}
	apiText, usesAPI := apiPreludes[b.d.API]
	if usesAPI {
		out.WriteString("import lcjudgeDriver \"lcjudge\"\n\nvar _ = lcjudgeDriver.Length\n")
	}
	if !s.declared["ListNode"] {
		out.WriteString(listNodeType)
	}
	if !s.declared["TreeNode"] {
		out.WriteString(treeNodeType)
	}
	if node, ok := nodeTypes[b.d.Node]; ok && !s.declared["Node"] {
		out.WriteString(node)
	}
	out.WriteString(builtinsPrelude)
	for name, text := range map[string]string{"min": minPrelude, "max": maxPrelude} {
		if !s.declared[name] {
			out.WriteString(text)
		}
	}
	if usesClear {
		out.WriteString(clearPrelude)
	}
	out.WriteString(rangePrelude)
	if b.usesNestedInteger() && !s.declared["NestedInteger"] {
		out.WriteString(nestedIntegerType)
	}
	if usesAPI {
		for _, declaration := range apiText {
			if !s.declared[declaration.name] {
				out.WriteString(declaration.text)
			}
		}
	}
	return out.String()
}

var nestedIntegerMethods = []string{"IsInteger", "GetInteger", "SetInteger", "Add", "GetList"}

// nestedIntegerComplete: the prelude's NestedInteger, or the solution's own with every method
// LeetCode's interface has (else the driver's check says which it needs, not the compiler).
func nestedIntegerComplete(s *solution) bool {
	if !s.declared["NestedInteger"] {
		return true
	}
	for _, name := range nestedIntegerMethods {
		if s.methods["NestedInteger"][name] == nil {
			return false
		}
	}
	return true
}

func (b *builder) usesNestedInteger() bool {
	for _, m := range b.d.Methods {
		if usesType(&m.Result, "NestedInteger") {
			return true
		}
		for _, p := range m.Parameters {
			if usesType(&p.Type, "NestedInteger") {
				return true
			}
		}
	}
	return false
}

func line(s *solution, node ast.Node) int { return s.fset.Position(node.Pos()).Line }

func parameterCount(decl *ast.FuncDecl) (int, bool) {
	count := 0
	variadic := false
	for _, field := range decl.Type.Params.List {
		if _, ok := field.Type.(*ast.Ellipsis); ok {
			variadic = true
		}
		if len(field.Names) == 0 {
			count++
		} else {
			count += len(field.Names)
		}
	}
	return count, variadic
}

func declared(name string, m *methodSpec) string {
	names := make([]string, len(m.Parameters))
	for i, p := range m.Parameters {
		names[i] = p.Name
	}
	return name + "(" + strings.Join(names, ", ") + ")"
}

// checkArity fails unless DECL takes M's parameters.
func checkArity(s *solution, decl *ast.FuncDecl, shown string, m *methodSpec) {
	count, variadic := parameterCount(decl)
	if count != len(m.Parameters) || variadic {
		plural := "s"
		if len(m.Parameters) == 1 {
			plural = ""
		}
		fail("Line %d: %s takes %d parameters, but the problem declares %s: %d parameter%s (%s)", line(s, decl), shown,
			count, declared(m.Name, m), len(m.Parameters), plural, solutionFile)
	}
}

// calledName is the name LeetCode's Go driver calls the problem's method NAME by: capitalized, as
// its Go templates write a design class's methods (obj.Push); a codec's as the problem names
// them (297's ser.serialize), though 271's template capitalizes them (codec.Encode).
func calledName(d *descriptor, name string) string {
	if d.Drive == "round_trip" || name == "" {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// findMethod is the class's method that LeetCode's Go driver calls for the problem's NAME: the
// capitalized one of a design class; a codec's as the problem names it, else capitalized (which
// codec LeetCode writes which way is its template's, not the problem's).
func findMethod(s *solution, d *descriptor, name string) *ast.FuncDecl {
	methods := s.methods[d.Class]
	called := calledName(d, name)
	if decl := methods[called]; decl != nil || d.Drive != "round_trip" || name == "" {
		return decl
	}
	return methods[strings.ToUpper(name[:1])+name[1:]]
}

// missingMethod fails with Go's words for the call LeetCode's driver makes of the problem's
// method M that the class lacks (LeetCode 1.23's: "obj.Put undefined (type *LRUCache has no field
// or method Put, but does have method put)"), at the method the class has by the other case.
func missingMethod(s *solution, d *descriptor, m *methodSpec, constructor *ast.FuncDecl, position int) {
	called := calledName(d, m.Name)
	object := "obj"
	if d.Drive == "round_trip" {
		object = [...]string{"ser", "deser"}[position%2]
	}
	class := d.Class
	if made := fieldTypes(constructor.Type.Results); len(made) == 1 && made[0] != "" {
		class = made[0]
	}
	words := fmt.Sprintf("%s.%s undefined (type %s has no field or method %s", object, called, class, called)
	var names []string
	for name := range s.methods[d.Class] {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if name != called && strings.EqualFold(name, called) {
			line, column := place(s, s.methods[d.Class][name].Name)
			fail("Line %d: Char %d: %s, but does have method %s) (%s)", line, column, words, name, solutionFile)
		}
	}
	fail("Line 1: %s): the problem declares %s (%s)", words, declared(m.Name, m), solutionFile)
}

// place is NODE's line and column in the solution as its user wrote it.
func place(s *solution, node ast.Node) (int, int) {
	at := s.fset.Position(node.Pos())
	if at.Line == 1 && !s.hasHeader {
		at.Column -= len("package main;")
	}
	return at.Line, at.Column
}

func usesType(spec *typeSpec, kind string) bool {
	for ; spec != nil; spec = spec.Element {
		if spec.Kind == kind {
			return true
		}
	}
	return false
}

func (b *builder) binding(s *solution) string {
	d := b.d
	var out strings.Builder
	out.WriteString("package main\n\nimport lcjudgeDriver \"lcjudge\"\n\nfunc main() {\n\tlcjudgeDriver.Main(lcjudgeDriver.Binding{\n")
	switch {
	case d.Kind == "function" && d.API == "read4":
		// LeetCode's Go template: `var solution = func(read4 func([]byte) int) func([]byte, int) int`.
		if !s.declared["solution"] || s.functions["solution"] != nil {
			fail("Line 1: undefined: solution: the problem declares var solution = func(read4 func([]byte) int) func([]byte, int) int (%s)",
				solutionFile)
		}
		out.WriteString("\t\tFunctions: map[string]interface{}{\"solution\": solution},\n")
	case d.Kind == "legacy" || d.Kind == "function":
		name := d.Method
		if d.Kind == "function" {
			name = d.Methods[0].Name
		}
		decl := s.functions[name]
		if decl == nil {
			if d.Kind == "function" {
				fail("Line 1: undefined: %s: the problem declares func %s (%s)", name, declared(name, &d.Methods[0]), solutionFile)
			}
			fail("Line 1: undefined: %s: the problem declares func %s (%s)", name, name, solutionFile)
		}
		if d.Kind == "function" {
			checkArity(s, decl, "func "+name, &d.Methods[0])
		}
		fmt.Fprintf(&out, "\t\tFunctions: map[string]interface{}{%q: %s},\n", name, name)
	case d.Drive == "operations" || d.Drive == "round_trip" || d.Drive == "iterator" || d.Drive == "":
		if !s.declared[d.Class] {
			fail("Line 1: undefined: %s: the problem declares type %s struct with func Constructor() and its methods (%s)",
				d.Class, d.Class, solutionFile)
		}
		constructor := s.functions["Constructor"]
		if constructor == nil {
			fail("Line 1: undefined: Constructor: the problem's %s is made by func Constructor (%s)", d.Class, solutionFile)
		}
		out.WriteString("\t\tConstructor: Constructor,\n\t\tMethods: map[string]interface{}{\n")
		for i := range d.Methods {
			m := &d.Methods[i]
			if m.Constructor {
				checkArity(s, constructor, "func Constructor", m)
				continue
			}
			decl := findMethod(s, d, m.Name)
			if decl == nil {
				missingMethod(s, d, m, constructor, i)
			}
			checkArity(s, decl, d.Class+"."+decl.Name.Name, m)
			fmt.Fprintf(&out, "\t\t\t%q: (*%s).%s,\n", m.Name, d.Class, decl.Name.Name)
		}
		if d.Drive == "round_trip" {
			if count, _ := parameterCount(constructor); count != 0 {
				fail("Line %d: func Constructor takes %d parameters; the codec is made with none (%s)", line(s, constructor), count, solutionFile)
			}
		}
		out.WriteString("\t\t},\n")
	default:
		fail("the %s drive (%s) is not supported in Go yet", d.Drive, d.Class)
	}
	if b.usesNestedInteger() && nestedIntegerComplete(s) {
		// Bound here, not found by the driver with reflect's MethodByName (see lcjudge/nested.go).
		out.WriteString("\t\tNested: map[string]interface{}{\n")
		for _, name := range nestedIntegerMethods {
			fmt.Fprintf(&out, "\t\t\t%q: (*NestedInteger).%s,\n", name, name)
		}
		out.WriteString("\t\t},\n")
	}
	out.WriteString("\t})\n}\n")
	return out.String()
}

// leetcodeErrors is the compiler's output in LeetCode's words: "Line 7: Char 5: undefined: x
// (solution.go)"; the first line's columns without the header put before the solution.
func leetcodeErrors(output string, headerLength int) string {
	var lines []string
	for _, text := range strings.Split(output, "\n") {
		if !strings.HasPrefix(text, solutionFile+":") {
			if strings.TrimSpace(text) != "" && !strings.HasPrefix(text, "#") {
				lines = append(lines, text)
			}
			continue
		}
		rest := text[len(solutionFile)+1:]
		parts := strings.SplitN(rest, ":", 3)
		if len(parts) != 3 {
			lines = append(lines, text)
			continue
		}
		lineNumber, err1 := strconv.Atoi(parts[0])
		column, err2 := strconv.Atoi(parts[1])
		if err1 != nil || err2 != nil {
			lines = append(lines, text)
			continue
		}
		if lineNumber == 1 && column > headerLength {
			column -= headerLength
		}
		lines = append(lines, fmt.Sprintf("Line %d: Char %d: %s (%s)", lineNumber, column, strings.TrimSpace(parts[2]), solutionFile))
	}
	return strings.Join(lines, "\n")
}

// rewriteIntegerRanges answers each "cannot range over" error at a range statement's expression
// with lcjudgeRange(expression), on the same line. TEXT is the solution as written.
func rewriteIntegerRanges(text, output string, headerLength int, s *solution) (string, bool) {
	type position struct{ line, column int }
	refused := map[position]bool{}
	for _, message := range strings.Split(output, "\n") {
		if !strings.Contains(message, "cannot range over") || !strings.HasPrefix(message, solutionFile+":") {
			continue
		}
		parts := strings.SplitN(message[len(solutionFile)+1:], ":", 3)
		if len(parts) != 3 {
			continue
		}
		lineNumber, err1 := strconv.Atoi(parts[0])
		column, err2 := strconv.Atoi(parts[1])
		if err1 == nil && err2 == nil {
			if lineNumber == 1 {
				column -= headerLength
			}
			refused[position{lineNumber, column}] = true
		}
	}
	if len(refused) == 0 || s.file == nil {
		return text, false
	}
	// The parse was of the text with "package main;" before it when it had no header.
	shift := 0
	if !s.hasHeader {
		shift = len("package main;")
	}
	type edit struct{ start, end int }
	var edits []edit
	ast.Inspect(s.file, func(n ast.Node) bool {
		if r, ok := n.(*ast.RangeStmt); ok {
			at := s.fset.Position(r.X.Pos())
			column := at.Column
			if at.Line == 1 {
				column -= shift
			}
			if refused[position{at.Line, column}] {
				edits = append(edits, edit{s.fset.Position(r.X.Pos()).Offset - shift, s.fset.Position(r.X.End()).Offset - shift})
			}
		}
		return true
	})
	if len(edits) == 0 {
		return text, false
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	for _, e := range edits {
		if e.start < 0 || e.end > len(text) || e.start > e.end {
			return text, false
		}
		text = text[:e.start] + "lcjudgeRange(" + text[e.start:e.end] + ")" + text[e.end:]
	}
	s.file = nil // positions no longer match the text: one rewrite
	return text, true
}
