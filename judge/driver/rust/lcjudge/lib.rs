//! lcjudge's Rust driver (docs/driver-protocol.md), compiled once per project as an rlib
//! (judge/languages/rust.cpp). Each solution is a small main crate the judge generates from the
//! problem's signature: it includes the solution's text as LeetCode's editor takes it
//! (`impl Solution { pub fn two_sum(...) }`, or a design class), decodes each argument through
//! `Decode`, calls the solution through `Case::call` and prints the answer through `Encode`, all
//! of which live here, compiled once: the generated code is a few lines per method.
#![allow(clippy::all)]

mod channels;
mod decode;
mod design;
mod encode;
mod failure;
mod memory;
mod nested;
mod nodes;
mod panics;
mod reader;
mod session;

pub use decode::Decode;
pub use design::{Arguments, Operations};
pub use encode::{Answers, Encode};
pub use failure::prefix;
pub use nested::{decode_nested, encode_nested, NestedShape};
pub use nodes::{ListShape, TreeShape};
pub use reader::Reader;
pub use session::{run, setup_before_main, Case};
pub use encode::answer;

/// What LeetCode's Rust environment has in scope for a solution besides ListNode and TreeNode
/// (which the generated main defines): the names its templates use. Glob imports, so that a
/// solution's own `use std::rc::Rc;` (which LeetCode's tree templates write) or its own
/// definitions shadow them without a conflict.
pub mod prelude {
    pub use std::cell::RefCell;
    pub use std::collections::*;
    pub use std::rc::Rc;
}
