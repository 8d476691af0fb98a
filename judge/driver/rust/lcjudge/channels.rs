//! The protocol's descriptors (judge/driver/protocol.h): records on the side channel (descriptor 3),
//! the answer on its channel (descriptor 4), both moved away from 3 and 4 before any of the
//! solution's code runs, so that a stray write there fails; stdin, stderr and leaving, through the
//! C library's calls alone (no buffer of std's that the solution could reach or replace).
use std::os::raw::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicI32, Ordering};

extern "C" {
    fn write(fd: c_int, buffer: *const c_void, count: usize) -> isize;
    fn read(fd: c_int, buffer: *mut c_void, count: usize) -> isize;
    fn close(fd: c_int) -> c_int;
    fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn _exit(status: c_int) -> !;
    fn __errno_location() -> *mut c_int;
}

const F_GETFD: c_int = 1;
const F_DUPFD_CLOEXEC: c_int = 1030;
const EINTR: c_int = 4;
const O_RDONLY_CLOEXEC: c_int = 0o2000000;

const META_FD: c_int = 3;
const ANSWER_FD: c_int = 4;
// Where the channels are moved, as the C++ and Go drivers move them: clear of a program's first
// files, below the run's descriptor limit (64).
const HIDDEN_META_FD: c_int = 41;
const HIDDEN_ANSWER_FD: c_int = 40;

pub const BAD_INPUT_EXIT: i32 = 86;
pub const OUT_OF_MEMORY_EXIT: i32 = 87;
pub const UNCAUGHT_EXIT: i32 = 88;
pub const WRONG_RESULT_EXIT: i32 = 91;
pub const SESSION_EXIT: i32 = 2; // the judge's fault: a malformed frame, input cut inside one
const MAX_RECORD_CHARS: usize = 1000;

static META_OUT: AtomicI32 = AtomicI32::new(-1);
static ANSWER_OUT: AtomicI32 = AtomicI32::new(-1);
static MOVED: AtomicI32 = AtomicI32::new(0);

fn is_open(fd: c_int) -> bool {
    unsafe { fcntl(fd, F_GETFD) != -1 }
}

/// FD moved to the lowest free descriptor from HIDDEN on, close-on-exec; itself if it cannot be
/// moved (kept rather than lost), -1 if it is not open (a hand run).
pub fn move_away(fd: c_int, hidden: c_int) -> c_int {
    if !is_open(fd) {
        return -1;
    }
    let moved = unsafe { fcntl(fd, F_DUPFD_CLOEXEC, hidden) };
    if moved < 0 {
        return fd;
    }
    unsafe { close(fd) };
    moved
}

/// Moves the side channel and the answer channel away from 3 and 4: once, before the solution's
/// code (the generated main's .init_array entry calls it, and `run` again).
pub fn hide_channels() {
    if MOVED.swap(1, Ordering::SeqCst) != 0 {
        return;
    }
    META_OUT.store(move_away(META_FD, HIDDEN_META_FD), Ordering::SeqCst);
    ANSWER_OUT.store(move_away(ANSWER_FD, HIDDEN_ANSWER_FD), Ordering::SeqCst);
}

fn errno() -> c_int {
    unsafe { *__errno_location() }
}

pub fn write_all(fd: c_int, mut data: &[u8]) -> bool {
    while !data.is_empty() {
        let n = unsafe { write(fd, data.as_ptr() as *const c_void, data.len()) };
        if n < 0 && errno() == EINTR {
            continue;
        }
        if n <= 0 {
            return false;
        }
        data = &data[n as usize..];
    }
    true
}

/// Reads into BUFFER from FD: the bytes read, 0 at its end (or on an error).
pub fn read_some(fd: c_int, buffer: &mut [u8]) -> usize {
    loop {
        let n = unsafe { read(fd, buffer.as_mut_ptr() as *mut c_void, buffer.len()) };
        if n < 0 && errno() == EINTR {
            continue;
        }
        return if n > 0 { n as usize } else { 0 };
    }
}

/// Fills BUFFER from FD; fewer bytes only at its end.
pub fn read_full(fd: c_int, buffer: &mut [u8]) -> usize {
    let mut done = 0;
    while done < buffer.len() {
        let n = read_some(fd, &mut buffer[done..]);
        if n == 0 {
            break;
        }
        done += n;
    }
    done
}

/// One side-channel record, `KEY VALUE`.
pub fn record(key: &str, value: &str) {
    let fd = META_OUT.load(Ordering::SeqCst);
    if fd >= 0 {
        let mut line = String::with_capacity(key.len() + value.len() + 2);
        line.push_str(key);
        line.push(' ');
        line.push_str(value);
        line.push('\n');
        write_all(fd, line.as_bytes());
    }
}

/// TEXT as one record line: backslashes doubled, newlines and returns escaped.
pub fn escape_record(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ => out.push(c),
        }
    }
    out
}

/// TEXT cut to LIMIT bytes (at a character's boundary), "..." said when cut.
pub fn cut(text: &str, limit: usize) -> String {
    if text.len() <= limit {
        return text.to_string();
    }
    let mut end = limit;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...", &text[..end])
}

/// TEXT escaped to one record line, bounded.
pub fn one_line(text: &str) -> String {
    cut(&escape_record(text), MAX_RECORD_CHARS)
}

pub fn stderr(text: &str) {
    write_all(2, text.as_bytes());
}

/// The answer of a one-case run on its channel (closed after it), or on stdout in a hand run,
/// after the solution's own prints.
pub fn write_answer(text: &str) {
    let fd = ANSWER_OUT.swap(-1, Ordering::SeqCst);
    if fd < 0 {
        write_all(1, text.as_bytes());
        return;
    }
    write_all(fd, text.as_bytes());
    unsafe { close(fd) };
}

/// A session's frame on the answer channel (stdout in a hand run), in one write sequence.
pub fn write_frame(frame: &[u8]) {
    let fd = ANSWER_OUT.load(Ordering::SeqCst);
    write_all(if fd < 0 { 1 } else { fd }, frame);
}

/// Ends the process with STATUS at once: no destructor, no exit handler of the solution's runs.
pub fn finish(status: i32) -> ! {
    unsafe { _exit(status) }
}

/// Takes the session's cases away from their descriptor (protocol.h's kSessionCasesFd), so that
/// a stray read of it fails instead of taking the judge's next case; the descriptor, or -1.
pub fn take_descriptor(fd: c_int, hidden: c_int) -> c_int {
    let moved = unsafe { fcntl(fd, F_DUPFD_CLOEXEC, hidden) };
    if moved >= 0 {
        unsafe { close(fd) };
    }
    moved
}

/// VmHWM, the process's peak resident memory, as the peak_rss_kib record.
pub fn report_peak_memory() {
    let fd = unsafe { open(b"/proc/self/status\0".as_ptr() as *const c_char, O_RDONLY_CLOEXEC) };
    if fd < 0 {
        return;
    }
    // VmHWM is in the first kilobyte: one page read.
    let mut buffer = [0u8; 4096];
    let n = read_some(fd, &mut buffer);
    unsafe { close(fd) };
    let text = String::from_utf8_lossy(&buffer[..n]);
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("VmHWM:") {
            let digits: String = rest.trim_start().chars().take_while(|c| c.is_ascii_digit()).collect();
            record("peak_rss_kib", &digits);
            return;
        }
    }
}

/// A record of static text (a whole line), written without allocating: out of memory.
pub fn record_static(line: &[u8]) {
    let fd = META_OUT.load(Ordering::SeqCst);
    if fd >= 0 {
        write_all(fd, line);
    }
}
