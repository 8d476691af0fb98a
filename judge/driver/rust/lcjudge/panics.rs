//! A panic of the solution's is a runtime error in LeetCode's words: the panic's place in the
//! solution's file as `Line 5: Char 9:`, then Rust's own report of it (`thread 'main' panicked at
//! solution.rs:5:9:`, the message, the note about backtraces). The hook only remembers the panic
//! (a solution may catch its own with catch_unwind); one that leaves the solution's call ends
//! the run: the traceback record, the uncaught_exception record, the same words on stderr,
//! exit 88.
use crate::channels::{cut, escape_record, finish, one_line, record, stderr, UNCAUGHT_EXIT};
use std::any::Any;
use std::io::Write;
use std::panic::PanicHookInfo;
use std::sync::Mutex;

/// LeetCode's name for the solution's file in its messages.
pub const SOLUTION_FILE: &str = "solution.rs";
const MAX_TRACEBACK_CHARS: usize = 6000;

struct Panic {
    message: String,
    place: Option<(String, u32, u32)>,
}

static LAST: Mutex<Option<Panic>> = Mutex::new(None);

fn payload_text(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "Box<dyn Any>".to_string()
    }
}

fn remember(info: &PanicHookInfo) {
    let place = info.location().map(|at| (at.file().to_string(), at.line(), at.column()));
    let panic = Panic { message: payload_text(info.payload()), place };
    if let Ok(mut last) = LAST.lock() {
        *last = Some(panic);
    }
}

/// Installs the hook that remembers each panic's message and place.
pub fn install_hook() {
    std::panic::set_hook(Box::new(remember));
}

/// The panic that left the solution's call with PAYLOAD, reported; the run ends.
pub fn report(payload: Box<dyn Any + Send>) -> ! {
    let remembered = LAST.lock().ok().and_then(|mut last| last.take());
    // The hook's record is this panic's unless the solution replaced the hook.
    let panic = match remembered {
        Some(panic) => panic,
        None => Panic { message: payload_text(&*payload), place: None },
    };
    // The solution's buffered prints come first, as Rust's own exit would flush them.
    let _ = std::io::stdout().flush();
    let (words, headline) = leetcode_words(&panic);
    stderr(&format!("{}\n", words));
    record("traceback", &escape_record(&cut(&words, MAX_TRACEBACK_CHARS)));
    record("uncaught_exception", &one_line(&headline));
    finish(UNCAUGHT_EXIT)
}

/// The panic as LeetCode shows it, and its one line for the record.
fn leetcode_words(panic: &Panic) -> (String, String) {
    let note = "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace";
    match &panic.place {
        Some((file, line, column)) => {
            let mut words = String::new();
            if file == SOLUTION_FILE {
                words.push_str(&format!("Line {}: Char {}: ", line, column));
            }
            words.push_str(&format!("thread 'main' panicked at {}:{}:{}:\n{}\n{}", file, line, column, panic.message, note));
            let headline = format!("panicked at {}:{}:{}: {}", file, line, column, panic.message);
            (words, headline)
        }
        None => (
            format!("thread 'main' panicked:\n{}\n{}", panic.message, note),
            format!("panicked: {}", panic.message),
        ),
    }
}
