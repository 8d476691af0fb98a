//! LeetCode's Rust NestedInteger (`enum NestedInteger { Int(i32), List(Vec<NestedInteger>) }`,
//! which the generated main defines in the solution's crate, as LeetCode's template's comment does)
//! read and printed as the C++ driver does: an integer, or a list of them nested at most 1,000
//! deep; printed without recursion, bounded as the structures are.
use crate::decode::Decode;
use crate::failure::bad_result;
use crate::reader::Reader;

/// What the driver needs of the solution's NestedInteger, which the generated main implements.
pub trait NestedShape: Sized {
    fn nested_int(value: i32) -> Self;
    fn nested_list(items: Vec<Self>) -> Self;
    /// Its integer, or its list.
    fn nested_parts(&self) -> Result<i32, &[Self]>;
}

/// structure_codecs.h's kMaxNestedIntegerDepth.
const MAX_NESTED_DEPTH: usize = 1000;
const MAX_OUTPUT_NODES: usize = 10_000_000;

/// The NestedInteger here: an integer, or an array of them, nested at most 1,000 deep.
pub fn decode_nested<N: NestedShape>(r: &mut Reader) -> N {
    if !r.begin_array() {
        return N::nested_int(i32::decode(r));
    }
    let mut stack: Vec<Vec<N>> = vec![Vec::new()];
    loop {
        let index = stack.last().map_or(0, |top| top.len());
        if !r.more(index) {
            let done = N::nested_list(stack.pop().unwrap_or_default());
            match stack.last_mut() {
                None => return done,
                Some(parent) => {
                    r.leave();
                    parent.push(done);
                }
            }
            continue;
        }
        r.enter(index);
        if r.begin_array() {
            if stack.len() == MAX_NESTED_DEPTH {
                r.fail(&format!("a NestedInteger nested more than {} deep", MAX_NESTED_DEPTH));
            }
            stack.push(Vec::new());
            continue;
        }
        let value = N::nested_int(i32::decode(r));
        r.leave();
        if let Some(top) = stack.last_mut() {
            top.push(value);
        }
    }
}

/// VALUE printed as [1,[2,3]] (an integer alone as itself), without recursion.
pub fn encode_nested<N: NestedShape>(value: &N, out: &mut String) {
    let items = match value.nested_parts() {
        Ok(v) => {
            out.push_str(&v.to_string());
            return;
        }
        Err(items) => items,
    };
    out.push('[');
    let mut stack: Vec<(&[N], usize)> = vec![(items, 0)];
    let mut count = 0usize;
    while let Some(top) = stack.last_mut() {
        let (list, next) = *top;
        if next == list.len() {
            out.push(']');
            stack.pop();
            continue;
        }
        top.1 += 1;
        count += 1;
        if count > MAX_OUTPUT_NODES {
            bad_result(&format!("the returned NestedInteger has more than {} nodes: is it cyclic?", MAX_OUTPUT_NODES));
        }
        if next > 0 {
            out.push(',');
        }
        match list[next].nested_parts() {
            Ok(v) => out.push_str(&v.to_string()),
            Err(inner) => {
                out.push('[');
                stack.push((inner, 0));
            }
        }
    }
}
