//! The run: one case on stdin, or a session of cases (docs/driver-protocol.md) when stdin starts
//! with '#': "#session\n" and its end on stdin, the cases on descriptor 12 one at a time
//! ("#case <N>\n" and N bytes), each answered with its records and "#answer <K> <N>\n" and the
//! answer's text, the end of input with "#end\n". Statics and thread-locals carry over from case
//! to case, as on LeetCode; the solution's objects are made anew by the generated code per case.
use crate::channels::{
    finish, hide_channels, read_full, read_some, record, report_peak_memory, stderr, take_descriptor, write_answer,
    write_frame, SESSION_EXIT,
};
use crate::decode::Decode;
use crate::failure::bad_input;
use crate::reader::Reader;
use std::io::Write;
use std::time::Instant;

const SESSION_MARKER: &[u8] = b"#session\n";
const SESSION_CASES_FD: i32 = 12; // protocol.h's kSessionCasesFd
const HIDDEN_CASES_FD: i32 = 42; // past the channels' (channels.rs)
const CASE_HEADER: &[u8] = b"#case ";
const MAX_CASE_BYTES: usize = 1 << 30;

/// One case: its argument lines, and when its reading started (the parse_ns record).
pub struct Case<'a> {
    lines: Vec<&'a str>,
    parse_start: Instant,
}

/// Stops the run unless LINES are ARITY.
pub fn check_line_count(lines: &[&str], arity: usize) {
    let plural = |n: usize| if n == 1 { "1 argument line".to_string() } else { format!("{} argument lines", n) };
    if lines.len() < arity {
        bad_input(&format!("line {}, column 1: expected {}, found {}", lines.len() + 1, plural(arity), lines.len()));
    }
    if lines.len() > arity {
        bad_input(&format!("line {}, column 1: expected {}, found more (trailing data)", arity + 1, plural(arity)));
    }
}

impl<'a> Case<'a> {
    /// The case's lines, ARITY of them.
    pub fn lines(&self, arity: usize) -> &[&'a str] {
        check_line_count(&self.lines, arity);
        &self.lines
    }

    /// Argument I (line I+1) as T.
    pub fn arg<T: Decode>(&self, i: usize) -> T {
        let mut reader = Reader::new(self.lines[i], i + 1);
        let value = T::decode(&mut reader);
        reader.expect_end();
        value
    }

    /// CALL's result: the solution's code, timed (the parse_ns and solve_ns records); a panic
    /// that leaves it ends the run (panics.rs).
    pub fn call<R>(&mut self, call: impl FnOnce() -> R) -> R {
        let start = Instant::now();
        record("parse_ns", &(start - self.parse_start).as_nanos().to_string());
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(call));
        record("solve_ns", &start.elapsed().as_nanos().to_string());
        match result {
            Ok(value) => value,
            Err(payload) => crate::panics::report(payload),
        }
    }
}

/// DATA split into its lines, checked as the C++ driver checks a case.
fn case_lines(data: &[u8]) -> Vec<&str> {
    if data.starts_with(&[0xef, 0xbb, 0xbf]) {
        bad_input("line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
    }
    let text = match std::str::from_utf8(data) {
        Ok(text) => text,
        Err(error) => {
            let at = error.valid_up_to();
            let line = data[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            bad_input(&format!("line {}: invalid UTF-8 (byte {})", line, at + 1))
        }
    };
    if let Some(at) = text.find('\r') {
        let line = text[..at].matches('\n').count() + 1;
        let column = at - text[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
        bad_input(&format!(
            "line {}, column {}: carriage return (Windows line ends): lines end in '\\n' alone",
            line, column
        ));
    }
    let mut lines: Vec<&str> = text.split('\n').collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// SOLVE's answer to the case DATA: its text, a line as the C++ driver prints it.
fn answer_case(solve: fn(&mut Case) -> String, data: &[u8], parse_start: Instant) -> String {
    let mut case = Case { lines: case_lines(data), parse_start };
    let mut text = solve(&mut case);
    text.push('\n');
    text
}

/// What the generated main's .init_array entry calls before any of the solution's code can run:
/// the channels moved away from 3 and 4.
pub extern "C" fn setup_before_main() {
    hide_channels();
}

/// The generated main: answers the case on stdin, or a session's cases, by SOLVE.
pub fn run(solve: fn(&mut Case) -> String) -> ! {
    let parse_start = Instant::now();
    hide_channels();
    crate::panics::install_hook();
    let mut first = [0u8; 1]; // the mode's byte, read alone: a session's marker is read exactly
    let n = read_full(0, &mut first);
    if n == 1 && first[0] == b'#' {
        serve_session(solve);
    }
    let mut data = first[..n].to_vec();
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        let got = read_some(0, &mut buffer);
        if got == 0 {
            break;
        }
        data.extend_from_slice(&buffer[..got]);
    }
    let text = answer_case(solve, &data, parse_start);
    let _ = std::io::stdout().flush();
    write_answer(&text);
    report_peak_memory();
    finish(0)
}

fn session_fail(message: &str) -> ! {
    stderr(&format!("lcjudge: session: {}\n", message));
    finish(SESSION_EXIT)
}

/// The rest of stdin's marker, its '#' already read, byte by byte (stdin is then at its end for
/// the solution, as in a one-case run); the cases' descriptor, moved away from 12.
fn take_cases() -> i32 {
    let mut marker = vec![b'#'];
    let mut one = [0u8; 1];
    while marker.len() < SESSION_MARKER.len() && *marker.last().unwrap() != b'\n' && read_full(0, &mut one) == 1 {
        marker.push(one[0]);
    }
    if marker != SESSION_MARKER {
        session_fail(&format!(
            "stdin starts with '#' but not with the marker \"#session\\n\": {:?}",
            String::from_utf8_lossy(&marker)
        ));
    }
    let fd = take_descriptor(SESSION_CASES_FD, HIDDEN_CASES_FD);
    if fd < 0 {
        session_fail(&format!("no case descriptor {}", SESSION_CASES_FD));
    }
    fd
}

/// A case's size from its header, read byte by byte (nothing past the newline); None at the end
/// of input before it.
fn read_case_size(fd: i32) -> Option<usize> {
    let mut header = Vec::new();
    let mut one = [0u8; 1];
    while header.last() != Some(&b'\n') {
        if header.len() == CASE_HEADER.len() + 11 {
            session_fail(&format!("malformed case header {:?}...", String::from_utf8_lossy(&header)));
        }
        if read_full(fd, &mut one) == 0 {
            if header.is_empty() {
                return None;
            }
            session_fail(&format!("end of input inside the case header {:?}", String::from_utf8_lossy(&header)));
        }
        header.push(one[0]);
    }
    let digits = &header[..header.len() - 1];
    let malformed = || -> ! {
        session_fail(&format!("malformed case header {:?}: expected \"#case <N>\\n\"", String::from_utf8_lossy(&header)))
    };
    if digits.len() <= CASE_HEADER.len() || !digits.starts_with(CASE_HEADER) {
        malformed();
    }
    let mut size: usize = 0;
    for &d in &digits[CASE_HEADER.len()..] {
        if !d.is_ascii_digit() || size > MAX_CASE_BYTES {
            malformed();
        }
        size = size * 10 + (d - b'0') as usize;
    }
    if size > MAX_CASE_BYTES {
        session_fail(&format!("case of {} bytes: more than {}", size, MAX_CASE_BYTES));
    }
    Some(size)
}

/// Answers the cases in turn until their end; the marker's '#' is read.
fn serve_session(solve: fn(&mut Case) -> String) -> ! {
    let fd = take_cases();
    let mut answered = 1usize;
    while let Some(size) = read_case_size(fd) {
        let mut body = vec![0u8; size];
        let n = read_full(fd, &mut body);
        if n < size {
            session_fail(&format!("end of input after {} of the case's {} bytes", n, size));
        }
        let text = answer_case(solve, &body, Instant::now());
        report_peak_memory();
        // The case's stdout is whole before its answer: the solution's buffered prints flushed.
        let _ = std::io::stdout().flush();
        let mut frame = format!("#answer {} {}\n", answered, text.len()).into_bytes();
        frame.extend_from_slice(text.as_bytes());
        write_frame(&frame);
        answered += 1;
    }
    // "#end" and exit at once, through no destructor or exit handler of the solution's.
    write_frame(b"#end\n");
    finish(0)
}
