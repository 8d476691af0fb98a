package lcjudgecore

import (
	"runtime"
	"strconv"
	"unsafe"
)

// SolutionFile is LeetCode's name for the solution in its messages.
const SolutionFile = "solution.go"

const maxTraceFrames = 20            // of the solution's own frames printed on stderr
const maxTracebackRecordChars = 6000 // the traceback record: the panic and the solution's frames

// SolutionPanic is a panic of the solution's own code, with its frames.
type SolutionPanic struct {
	Value  interface{}
	Frames []runtime.Frame
}

// Call calls SOLVE, which calls the solution; a panic of its code comes out as SolutionPanic.
func Call(solve func()) {
	defer func() {
		if caught := recover(); caught != nil {
			panic(solutionPanicOf(caught))
		}
	}()
	solve()
}

// solutionPanicOf is CAUGHT with the solution's frames, read in a deferred function while the
// panicking frames are still on the stack.
func solutionPanicOf(caught interface{}) SolutionPanic {
	pcs := make([]uintptr, 256)
	n := runtime.Callers(3, pcs) // not runtime.Callers, this function or the deferred one
	frames := runtime.CallersFrames(pcs[:n])
	var own []runtime.Frame
	for {
		frame, more := frames.Next()
		if len(frame.File) >= len(SolutionFile) && frame.File[len(frame.File)-len(SolutionFile):] == SolutionFile {
			own = append(own, frame)
		}
		if !more {
			break
		}
	}
	return SolutionPanic{caught, own}
}

// Report says what stopped the run, as protocol.h's records and exit statuses; its status.
func Report(caught interface{}) int {
	switch failure := caught.(type) {
	case BadInput:
		FailBadInput(failure.Message)
	case WrongResult:
		Stderr("lcjudge: wrong answer: " + failure.Message + "\n")
		Record("wrong_result", OneLine(failure.Message))
		return wrongResultExit
	case UnsupportedType:
		Stderr("lcjudge: " + failure.Message + ": not supported in Go yet\n")
		return 1
	case BadResult:
		Stderr("panic: " + failure.Message + "\n")
		Record("uncaught_exception", OneLine("panic: "+failure.Message))
		return uncaughtExit
	case SolutionPanic:
		message := "panic: " + panicText(failure.Value)
		where := ""
		var trace []byte
		// LeetCode's words: the panic, then each frame of the solution's as its function and place.
		leetcode := []byte(message)
		for i, frame := range failure.Frames {
			if i == 0 {
				where = " (line " + strconv.Itoa(frame.Line) + " in " + shortName(frame.Function) + ")"
				trace = append(trace, "Line "+strconv.Itoa(frame.Line)+": "+message+"\n"...)
			}
			if i < maxTraceFrames {
				place := SolutionFile + ", line " + strconv.Itoa(frame.Line)
				trace = append(trace, frame.Function+"(...)\n\t"+place+"\n"...)
				leetcode = append(leetcode, "\n"+frame.Function+"(...)\n"+place...)
			}
		}
		if len(failure.Frames) > maxTraceFrames {
			leetcode = append(leetcode, "\n["+strconv.Itoa(len(failure.Frames)-maxTraceFrames)+" more frames of the solution]"...)
		}
		if len(trace) == 0 {
			trace = append(trace, message+"\n"...)
		}
		Stderr(string(trace))
		// The report rides with the error's record, before it: the judge shows it under the case.
		Record("traceback", escapedRecord(string(leetcode), maxTracebackRecordChars))
		Record("uncaught_exception", OneLine(message+where))
		return uncaughtExit
	}
	panic(caught) // the driver's own fault: Go's own report
}

// FailBadInput stops the run on a malformed case.
func FailBadInput(message string) {
	Stderr("lcjudge: bad input: " + message + "\n")
	Record("bad_input", OneLine(message))
	Finish(badInputExit)
}

// shortName is "twoSum" of "main.twoSum", "MinStack.Push" of "main.(*MinStack).Push".
func shortName(function string) string {
	if len(function) >= 5 && function[:5] == "main." {
		function = function[5:]
	}
	function = replaceOnce(function, "(*", "")
	return replaceOnce(function, ")", "")
}

func replaceOnce(text, old, new string) string {
	for i := 0; i+len(old) <= len(text); i++ {
		if text[i:i+len(old)] == old {
			return text[:i] + new + text[i+len(old):]
		}
	}
	return text
}

// panicText is a panic's value as Go's runtime prints it. Without fmt or reflect: a solution
// that does not import them does not link them (a larger program is a slower start for every case).
func panicText(value interface{}) string {
	switch v := value.(type) {
	case error:
		return v.Error()
	case interface{ String() string }: // fmt.Stringer
		return v.String()
	case nil:
		return "nil"
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.FormatInt(int64(v), 10)
	case int8:
		return strconv.FormatInt(int64(v), 10)
	case int16:
		return strconv.FormatInt(int64(v), 10)
	case int32:
		return strconv.FormatInt(int64(v), 10)
	case int64:
		return strconv.FormatInt(v, 10)
	case uint:
		return strconv.FormatUint(uint64(v), 10)
	case uint8:
		return strconv.FormatUint(uint64(v), 10)
	case uint16:
		return strconv.FormatUint(uint64(v), 10)
	case uint32:
		return strconv.FormatUint(uint64(v), 10)
	case uint64:
		return strconv.FormatUint(v, 10)
	case uintptr:
		return strconv.FormatUint(uint64(v), 10)
	case float32:
		return strconv.FormatFloat(float64(v), 'g', -1, 32)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case complex64:
		return strconv.FormatComplex(complex128(v), 'g', -1, 64)
	case complex128:
		return strconv.FormatComplex(v, 'g', -1, 128)
	}
	return namedValueText(value)
}

// The runtime's type descriptor, as far as Go 1.19's runtime/type.go lays it out, for a panic
// value of a type of the solution's own: its name and kind, as reflect would give them.
type runtimeType struct {
	size, ptrdata uintptr
	hash          uint32
	tflag         uint8
	align         uint8
	fieldAlign    uint8
	kind          uint8
}

type emptyInterface struct {
	typ  *runtimeType
	data unsafe.Pointer
}

//go:linkname typeString runtime.(*_type).string
func typeString(t *runtimeType) string

// The runtime's kinds (runtime/typekind.go).
const (
	kindBool = 1 + iota
	kindInt
	kindInt8
	kindInt16
	kindInt32
	kindInt64
	kindUint
	kindUint8
	kindUint16
	kindUint32
	kindUint64
	kindUintptr
	kindFloat32
	kindFloat64
	kindComplex64
	kindComplex128
	kindArray
	kindChan
	kindFunc
	kindInterface
	kindMap
	kindPtr
	kindSlice
	kindString
	kindStruct
	kindUnsafePointer
	kindMask = 1<<5 - 1
)

// namedValueText is a named type's value as reflect's driver printed it: main.Code(3) for a
// number or string, (main.T) {...} for a struct, (*main.T) 0xc000012345 for a pointer.
func namedValueText(value interface{}) string {
	e := (*emptyInterface)(unsafe.Pointer(&value))
	name := typeString(e.typ)
	p := e.data
	var text string
	switch e.typ.kind & kindMask {
	case kindBool:
		text = strconv.FormatBool(*(*bool)(p))
	case kindInt:
		text = strconv.FormatInt(int64(*(*int)(p)), 10)
	case kindInt8:
		text = strconv.FormatInt(int64(*(*int8)(p)), 10)
	case kindInt16:
		text = strconv.FormatInt(int64(*(*int16)(p)), 10)
	case kindInt32:
		text = strconv.FormatInt(int64(*(*int32)(p)), 10)
	case kindInt64:
		text = strconv.FormatInt(*(*int64)(p), 10)
	case kindUint:
		text = strconv.FormatUint(uint64(*(*uint)(p)), 10)
	case kindUint8:
		text = strconv.FormatUint(uint64(*(*uint8)(p)), 10)
	case kindUint16:
		text = strconv.FormatUint(uint64(*(*uint16)(p)), 10)
	case kindUint32:
		text = strconv.FormatUint(uint64(*(*uint32)(p)), 10)
	case kindUint64:
		text = strconv.FormatUint(*(*uint64)(p), 10)
	case kindUintptr:
		text = strconv.FormatUint(uint64(*(*uintptr)(p)), 10)
	case kindFloat32:
		text = strconv.FormatFloat(float64(*(*float32)(p)), 'g', -1, 32)
	case kindFloat64:
		text = strconv.FormatFloat(*(*float64)(p), 'g', -1, 64)
	case kindComplex64:
		text = strconv.FormatComplex(complex128(*(*complex64)(p)), 'g', -1, 64)
	case kindComplex128:
		text = strconv.FormatComplex(*(*complex128)(p), 'g', -1, 128)
	case kindString:
		text = *(*string)(p)
	case kindPtr, kindMap, kindChan, kindFunc, kindUnsafePointer:
		// Stored in the interface itself; a func's is its closure, whose first word is the code.
		pointer := uintptr(p)
		if k := e.typ.kind & kindMask; k == kindFunc && p != nil {
			pointer = *(*uintptr)(p)
		}
		return "(" + name + ") 0x" + strconv.FormatUint(uint64(pointer), 16)
	case kindSlice:
		return "(" + name + ") 0x" + strconv.FormatUint(uint64(*(*uintptr)(p)), 16)
	default:
		return "(" + name + ") {...}" // as Go's runtime, which prints a struct's address
	}
	return name + "(" + text + ")"
}
