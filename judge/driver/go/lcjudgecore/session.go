package lcjudgecore

import (
	"strconv"
	"syscall"
)

// A session (docs/driver-protocol.md): standard input starting with '#' holds "#session\n" and
// its end; the judge hands the cases on descriptor 12 one at a time, "#case <N>\n" and N bytes;
// each is answered with its records and "#answer <K> <N>\n" (K: its number in the session) and
// the answer's text on the answer channel, and end of input with "#end\n". Package variables
// carry over from case to case, as on LeetCode; the solution's objects are made anew by SOLVE.

const (
	sessionMarker  = "#session\n"
	sessionCasesFd = 12 // protocol.h's kSessionCasesFd
	hiddenCasesFd  = 42 // where the cases are moved, past the channels' (channels.go)
	caseHeader     = "#case "
	maxHeaderChars = len(caseHeader) + 10 + 1 // N's digits and the newline
	maxCaseBytes   = 1 << 30
	sessionExit    = 2 // the judge's fault: a malformed frame or input cut inside one
)

// sessionIn is where readFull reads: stdin (the mode's byte, the marker) until takeCases.
var sessionIn = 0

// readFull fills BUFFER from sessionIn; fewer bytes only at its end, or on a read error, as
// ReadStdin.
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

// readCaseSize reads a case's header byte by byte (nothing past the newline is read); at end of
// input before it, the session ends.
func readCaseSize() int {
	header := make([]byte, 0, maxHeaderChars)
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

// takeCases reads the rest of stdin's marker, its '#' already read, byte by byte (stdin is then
// at its end for the solution, as in a one-case run), and moves the case descriptor away from 12,
// close-on-exec, so that a stray read of it fails instead of taking the judge's next case.
func takeCases() {
	marker := []byte{'#'}
	var one [1]byte
	for len(marker) < len(sessionMarker) && marker[len(marker)-1] != '\n' && readFull(one[:]) == 1 {
		marker = append(marker, one[0])
	}
	if string(marker) != sessionMarker {
		sessionFail("stdin starts with '#' but not with the marker " + strconv.Quote(sessionMarker) + ": " + strconv.Quote(string(marker)))
	}
	moved, _, errno := syscall.Syscall(syscall.SYS_FCNTL, sessionCasesFd, syscall.F_DUPFD_CLOEXEC, hiddenCasesFd)
	if errno != 0 {
		sessionFail("no case descriptor " + strconv.Itoa(sessionCasesFd) + ": " + errno.Error())
	}
	syscall.Close(sessionCasesFd)
	sessionIn = int(moved)
}

// serveSession answers the cases in turn until their end; the marker's '#' is read. A failing
// case ends the process as a one-case run does: no frame, its record and status.
func serveSession(solve func(lines []string, parseStart int64) string) {
	takeCases()
	for answered := 1; ; answered++ {
		body := make([]byte, readCaseSize())
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
