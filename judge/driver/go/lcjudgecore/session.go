package lcjudgecore

import (
	"strconv"
	"syscall"
)

// A session (docs/driver-protocol.md): standard input starting with '#' hands the cases one at
// a time, "#case <N>\n" and N bytes; each is answered with its records and "#answer <K> <N>\n" (K: its number in the session) and
// the answer's text on the answer channel, and end of input with "#end\n". Package variables
// carry over from case to case, as on LeetCode; the solution's objects are made anew by SOLVE.

const (
	hiddenInputFd  = 42 // where the session's input is moved, past the channels' (channels.go)
	caseHeader     = "#case "
	maxHeaderChars = len(caseHeader) + 10 + 1 // N's digits and the newline
	maxCaseBytes   = 1 << 30
	sessionExit    = 2 // the judge's fault: a malformed frame or input cut inside one
)

// sessionIn is the session's input: descriptor 0 until hideInput moves it.
var sessionIn = 0

// readFull fills BUFFER from the session's input (stdin at first); fewer bytes only at its end,
// or on a read error, as ReadStdin.
func readFull(buffer []byte) int {
	done := 0
	for done < len(buffer) {
		n, err := syscall.Read(sessionIn, buffer[done:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			break
		}
		done += n
	}
	return done
}

func sessionFail(message string) {
	Stderr("lcjudge: session: " + message + "\n")
	Finish(sessionExit)
}

// readCaseSize reads a case's header, its '#' already read when STARTED, byte by byte (nothing
// past the newline is read); at end of input before it, the session ends.
func readCaseSize(started bool) int {
	header := make([]byte, 0, maxHeaderChars)
	if started {
		header = append(header, '#')
	}
	var one [1]byte
	for len(header) == 0 || header[len(header)-1] != '\n' {
		if len(header) == maxHeaderChars {
			sessionFail("malformed case header " + strconv.Quote(string(header)) + "...: expected \"#case <N>\\n\"")
		}
		if readFull(one[:]) == 0 {
			if len(header) == 0 {
				endSession()
			}
			sessionFail("end of input inside the case header " + strconv.Quote(string(header)))
		}
		header = append(header, one[0])
	}
	digits := string(header[:len(header)-1])
	if len(digits) <= len(caseHeader) || digits[:len(caseHeader)] != caseHeader {
		sessionFail("malformed case header " + strconv.Quote(string(header)) + ": expected \"#case <N>\\n\"")
	}
	digits = digits[len(caseHeader):]
	size := 0
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' || size > maxCaseBytes {
			sessionFail("malformed case header " + strconv.Quote(string(header)) + ": expected \"#case <N>\\n\"")
		}
		size = size*10 + int(digits[i]-'0')
	}
	if size > maxCaseBytes {
		sessionFail("case of " + digits + " bytes: more than " + strconv.Itoa(maxCaseBytes))
	}
	return size
}

// endSession: "#end" and exit at once, through no deferred or other code of the solution.
func endSession() {
	writeFrame("#end\n")
	Finish(0)
}

// writeFrame puts FRAME on the answer channel (stdout in a hand run) in one write sequence.
func writeFrame(frame string) {
	if answerOut < 0 {
		writeAll(1, []byte(frame))
		return
	}
	writeAll(answerOut, []byte(frame))
}

// hideInput moves the session's input away from descriptor 0 and leaves there a pipe at its
// end, as a one-case run leaves stdin once read: a solution that reads stdin (a fast-input
// template, a goroutine left running between cases) finds end of input, not the next case.
func hideInput() {
	hidden := hiddenInputFd
	for isOpen(hidden) {
		hidden++
	}
	var ends [2]int
	if syscall.Pipe2(ends[:], syscall.O_CLOEXEC) != nil {
		return
	}
	syscall.Close(ends[1])
	if syscall.Dup3(0, hidden, syscall.O_CLOEXEC) == nil && syscall.Dup2(ends[0], 0) == nil {
		sessionIn = hidden
	}
	syscall.Close(ends[0])
}

// serveSession answers the cases in turn until end of input; the first header's '#' is read.
// A failing case ends the process as a one-case run does: no frame, its record and status.
func serveSession(solve func(lines []string, parseStart int64) string) {
	hideInput()
	started := true
	for answered := 1; ; answered++ {
		body := make([]byte, readCaseSize(started))
		started = false
		if n := readFull(body); n < len(body) {
			sessionFail("end of input after " + strconv.Itoa(n) + " of the case's " + strconv.Itoa(len(body)) + " bytes")
		}
		text := answerCase(solve, body, nanotime())
		ReportPeakMemory()
		// The solution's stdout has nothing pending: Go's prints (fmt, os.Stdout) are unbuffered
		// writes, and the driver keeps no buffer of its own on descriptor 1.
		writeFrame("#answer " + strconv.Itoa(answered) + " " + strconv.Itoa(len(text)) + "\n" + text)
	}
}
