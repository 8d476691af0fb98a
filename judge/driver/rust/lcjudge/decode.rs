//! Decoding a case's argument straight into the type the generated main declares (LeetCode's Rust
//! types for the problem's C++ ones): i32, i64, u32, f64, bool, char, String, Vec of any of them,
//! and the structures (nodes.rs). The checks and messages are the other drivers'.
use crate::reader::Reader;

pub trait Decode: Sized {
    /// The type as messages name it: LeetCode's C++ spelling ("vector<int>").
    fn type_name() -> String;
    /// The value here, or bad input naming where it is.
    fn decode(r: &mut Reader) -> Self;
}

/// An integer of C++ type NAME in [MIN, MAX].
fn integer(r: &mut Reader, name: &str, min: i64, max: i64) -> i64 {
    let text = r.number_for(name);
    if text.contains(['.', 'e', 'E']) {
        r.fail(&format!("expected {}, found number {}", name, text));
    }
    match text.parse::<i64>() {
        Ok(n) if n >= min && n <= max => n,
        _ => r.fail(&format!("{} does not fit in {}", text, name)),
    }
}

impl Decode for i32 {
    fn type_name() -> String {
        "int".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        integer(r, "int", i32::MIN as i64, i32::MAX as i64) as i32
    }
}

impl Decode for i64 {
    fn type_name() -> String {
        "long long".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        integer(r, "long long", i64::MIN, i64::MAX)
    }
}

impl Decode for u32 {
    fn type_name() -> String {
        "uint32_t".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        integer(r, "uint32_t", 0, u32::MAX as i64) as u32
    }
}

impl Decode for f64 {
    fn type_name() -> String {
        "double".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        let text = r.number_for("double");
        match text.parse::<f64>() {
            Ok(f) if f.is_finite() => f,
            _ => r.fail("number overflow: does not fit in double"),
        }
    }
}

impl Decode for bool {
    fn type_name() -> String {
        "bool".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        r.skip_space();
        match r.peek() {
            b't' => {
                r.literal("true");
                true
            }
            b'f' => {
                r.literal("false");
                false
            }
            _ => r.fail_expected("bool"),
        }
    }
}

impl Decode for String {
    fn type_name() -> String {
        "string".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        r.skip_space();
        if r.peek() != b'"' {
            r.fail_expected("string");
        }
        r.string()
    }
}

/// LeetCode's char is a one-character string: "a".
impl Decode for char {
    fn type_name() -> String {
        "char".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        r.skip_space();
        if r.peek() != b'"' {
            r.fail_expected("char");
        }
        let start = r.at;
        let text = r.string();
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => c,
            _ => {
                r.at = start;
                r.fail_expected("char")
            }
        }
    }
}

impl<T: Decode> Decode for Vec<T> {
    fn type_name() -> String {
        format!("vector<{}>", T::type_name())
    }
    fn decode(r: &mut Reader) -> Self {
        if !r.begin_array() {
            r.fail_expected(&Self::type_name());
        }
        let mut out = Vec::new();
        while r.more(out.len()) {
            r.enter(out.len());
            out.push(T::decode(r));
            r.leave();
        }
        out
    }
}

/// A level-order array of integers and nulls ([3,9,20,null,null,15,7]), for the tree.
pub fn ints_or_nulls(r: &mut Reader, type_name: &str, example: &str) -> Vec<Option<i32>> {
    if !r.begin_array() {
        let found = r.describe_next();
        r.fail(&format!("expected {} ({}), found {}", type_name, example, found));
    }
    let mut out = Vec::new();
    while r.more(out.len()) {
        r.enter(out.len());
        out.push(if r.null() { None } else { Some(i32::decode(r)) });
        r.leave();
    }
    out
}

/// An array of integers ([1,2,3]), for the list.
pub fn ints(r: &mut Reader, type_name: &str, example: &str) -> Vec<i32> {
    if !r.begin_array() {
        let found = r.describe_next();
        r.fail(&format!("expected {} ({}), found {}", type_name, example, found));
    }
    let mut out = Vec::new();
    while r.more(out.len()) {
        r.enter(out.len());
        out.push(i32::decode(r));
        r.leave();
    }
    out
}

/// Where ints_or_nulls found something wrong in a tree: element INDEX, WHAT.
pub fn fail_at(r: &mut Reader, index: usize, what: &str) -> ! {
    r.enter(index);
    r.fail(what)
}
