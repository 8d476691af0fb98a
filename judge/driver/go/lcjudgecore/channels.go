// Package lcjudgecore is what every run of lcjudge's Go driver needs (judge/driver/protocol.h):
// the descriptor as argv[2], the case on stdin (or a session of cases, session.go), records on
// descriptor 3, the answer on descriptor 4, failures as their records and exit statuses, and
// typed decoders and encoders of LeetCode's values. It imports neither reflect nor os, time,
// strings or unicode, nor runtime/debug: each package a program links is paid for at every
// case's start (its pages, its init's maps), and a solution the builder can call directly
// (builder/typed.go) links this package alone. The reflect driver (package lcjudge) builds on
// it for what the builder does not generate.
package lcjudgecore

import (
	"runtime"
	"strconv"
	"syscall"
	_ "unsafe" // go:linkname, for the runtime's own functions below
)

// The runtime's functions that os, time and runtime/debug reach by the same names: linked here
// without those packages and their start-up cost.

//go:linkname runtimeArgs os.runtime_args
func runtimeArgs() []string

//go:linkname nanotime runtime.nanotime
func nanotime() int64

//go:linkname setMaxThreads runtime/debug.setMaxThreads
func setMaxThreads(in int) (out int)

//go:linkname setMaxStack runtime/debug.setMaxStack
func setMaxStack(in int) (out int)

//go:linkname setMemoryLimit runtime/debug.setMemoryLimit
func setMemoryLimit(in int64) (out int64)

// Args is the command line, as os.Args.
func Args() []string { return runtimeArgs() }

// Nanotime is a monotonic clock's nanoseconds, for the parse_ns and solve_ns records.
func Nanotime() int64 { return nanotime() }

const (
	metaFd          = 3
	answerFd        = 4
	hiddenMetaFd    = 41 // where the side channel is moved, out of the solution's easy reach
	hiddenAnswerFd  = 40 // as the C++ driver: clear of a program's first files, below the run's limit (64)
	badInputExit    = 86
	uncaughtExit    = 88
	wrongResultExit = 91
	maxRecordChars  = 1000
	maxOutputNodes  = 10000000 // structure_codecs.h kMaxOutputNodes: a cyclic answer stops there
)

var (
	metaOut   = -1
	answerOut = -1
)

func isOpen(fd int) bool {
	var st syscall.Stat_t
	return syscall.Fstat(fd, &st) == nil
}

// init runs before any of the solution's package-level code: the channels are moved to high
// numbers, away from 3 and 4 where a stray write of the solution would land. GOMAXPROCS 1: the
// CPU time of every thread counts, and a parallel collector would spend it on a second core;
// LeetCode's solutions are single-threaded. The judge's runs get GOMAXPROCS=1 in their
// environment, so that the runtime starts with one P (this call is then a no-op); a hand run
// pays here for stopping the world to drop the others. The stack's limit follows the run's memory limit
// (RLIMIT_STACK, which the judge sets to it) so that unbounded recursion is Go's "goroutine
// stack exceeds" (RTE) before it is an MLE; the collector works harder near the limit.
func init() {
	runtime.GOMAXPROCS(1)
	setMaxThreads(200) // below the sandbox's per-uid count: a clean fatal error, not a hang
	for _, ch := range []struct {
		fd     int
		hidden int
		out    *int
	}{{metaFd, hiddenMetaFd, &metaOut}, {answerFd, hiddenAnswerFd, &answerOut}} {
		if !isOpen(ch.fd) {
			continue // a hand run: no such channel
		}
		hidden := ch.hidden
		for isOpen(hidden) {
			hidden += 2
		}
		if syscall.Dup2(ch.fd, hidden) == nil {
			syscall.CloseOnExec(hidden)
			syscall.Close(ch.fd)
			*ch.out = hidden
		} else {
			*ch.out = ch.fd
		}
	}
	var limit syscall.Rlimit
	// Only where the judge set it (a hand run's 8 MiB would make the collector run without end).
	if syscall.Getrlimit(syscall.RLIMIT_STACK, &limit) == nil && limit.Cur >= 64<<20 && limit.Cur < 1<<40 {
		memory := int64(limit.Cur)
		stack := memory / 4
		if stack < 64<<20 {
			stack = 64 << 20
		}
		setMaxStack(int(stack))
		setMemoryLimit(memory / 10 * 8)
	}
}

func writeAll(fd int, data []byte) bool {
	for len(data) > 0 {
		n, err := syscall.Write(fd, data)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			return false
		}
		data = data[n:]
	}
	return true
}

// Record sends one side-channel record.
func Record(key, value string) {
	if metaOut >= 0 {
		writeAll(metaOut, []byte(key+" "+value+"\n"))
	}
}

// ReportNanos records the nanoseconds since START (a Nanotime).
func ReportNanos(key string, start int64) {
	Record(key, strconv.FormatInt(nanotime()-start, 10))
}

// ReportPeakMemory records VmHWM, the process's peak resident memory.
func ReportPeakMemory() {
	// syscall's calls, not os.ReadFile: an os.File would start Go's poller (epoll), which the
	// sandbox does not allow.
	fd, err := syscall.Open("/proc/self/status", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	// VmHWM is in the first kilobyte: one page read, not 64 KiB allocated and zeroed at every run.
	var buffer [4096]byte
	n, _ := syscall.Read(fd, buffer[:])
	syscall.Close(fd)
	if n <= 0 {
		return
	}
	text := string(buffer[:n])
	for len(text) > 0 {
		line := text
		if i := indexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if len(line) > 6 && line[:6] == "VmHWM:" {
			fields := line[6:]
			start := 0
			for start < len(fields) && (fields[start] == ' ' || fields[start] == '\t') {
				start++
			}
			end := start
			for end < len(fields) && fields[end] >= '0' && fields[end] <= '9' {
				end++
			}
			Record("peak_rss_kib", fields[start:end])
			return
		}
	}
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// WriteAnswer puts the answer on its channel and closes it; a hand run prints it on stdout,
// after the solution's own prints (Go's are unbuffered).
func WriteAnswer(text string) {
	if answerOut < 0 {
		writeAll(1, []byte(text))
		return
	}
	writeAll(answerOut, []byte(text))
	syscall.Close(answerOut)
	answerOut = -1
}

// escapeRecord is TEXT as one record line: backslashes doubled, newlines and returns escaped.
func escapeRecord(text string) string {
	out := make([]byte, 0, len(text))
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\\':
			out = append(out, '\\', '\\')
		case '\n':
			out = append(out, '\\', 'n')
		case '\r':
			out = append(out, '\\', 'r')
		default:
			out = append(out, text[i])
		}
	}
	return string(out)
}

// escapedRecord is TEXT cut to LIMIT bytes, then escaped to one record line.
func escapedRecord(text string, limit int) string {
	if len(text) > limit {
		text = text[:limit] + "..."
	}
	return escapeRecord(text)
}

// OneLine is TEXT escaped to one record line, bounded.
func OneLine(text string) string {
	out := escapeRecord(text)
	if len(out) > maxRecordChars {
		return out[:maxRecordChars] + "..."
	}
	return out
}

// Finish ends the run with STATUS.
func Finish(status int) {
	syscall.Exit(status)
}

// Stderr writes TEXT on the standard error.
func Stderr(text string) { writeAll(2, []byte(text)) }

// ReadStdin is DATA followed by the rest of the standard input.
func ReadStdin(data []byte) []byte {
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // room to read into
		}
		n, err := syscall.Read(0, data[len(data):cap(data)])
		if err == syscall.EINTR {
			continue
		}
		if n <= 0 {
			return data
		}
		data = data[:len(data)+n]
	}
}
