//! What ends a run that is not the solution's panic (panics are session.rs's): the judge's data
//! malformed (bad input), an answer that breaks the problem's rules (RTE), one wrong in a way its
//! text cannot show (WA), each as protocol.h's record and exit status.
use crate::channels::{finish, one_line, record, stderr, BAD_INPUT_EXIT, UNCAUGHT_EXIT, WRONG_RESULT_EXIT};

/// A malformed case: the judge's data, never the solution's fault.
pub fn bad_input(message: &str) -> ! {
    stderr(&format!("lcjudge: bad input: {}\n", message));
    record("bad_input", &one_line(message));
    finish(BAD_INPUT_EXIT)
}

/// An answer that breaks the problem's rules (a prefix past the array, a cyclic tree): RTE.
pub fn bad_result(message: &str) -> ! {
    stderr(&format!("panic: {}\n", message));
    record("uncaught_exception", &one_line(&format!("panic: {}", message)));
    finish(UNCAUGHT_EXIT)
}

/// An answer well formed but wrong in a way its text cannot show: WA.
#[allow(dead_code)]
pub fn wrong_result(message: &str) -> ! {
    stderr(&format!("lcjudge: wrong answer: {}\n", message));
    record("wrong_result", &one_line(message));
    finish(WRONG_RESULT_EXIT)
}

/// The first K elements of LIST, the answer of an argument_prefix problem (26's nums[..k]); K
/// outside the list is a bad result. TYPE_NAME is the argument's C++ type, for the message.
pub fn prefix<'a, T>(list: &'a [T], k: i64, type_name: &str) -> &'a [T] {
    if k < 0 || k as u64 > list.len() as u64 {
        bad_result(&format!(
            "the function returned k = {}, but the answer is the first k elements of its {} argument, which has {}",
            k,
            type_name,
            list.len()
        ));
    }
    &list[..k as usize]
}
