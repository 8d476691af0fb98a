//! Printing an answer as LeetCode prints it, exactly as the C++ driver does (so that the same
//! .ans files serve every language): integers, doubles as %.5f, true/false, strings as JSON
//! (UTF-8 kept, control characters escaped), arrays without spaces, null for a design class's
//! void method, the structures as their level-order arrays (nodes.rs).
pub trait Encode {
    fn encode(&self, out: &mut String);
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl Encode for $t {
            fn encode(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }
    )*};
}
integers!(i32, i64, u32);

/// %.5f as C's printf writes it: both are exactly rounded; they differ only in how they name NaN.
impl Encode for f64 {
    fn encode(&self, out: &mut String) {
        if self.is_nan() {
            out.push_str(if self.is_sign_negative() { "-nan" } else { "nan" });
        } else if self.is_infinite() {
            out.push_str(if *self < 0.0 { "-inf" } else { "inf" });
        } else {
            out.push_str(&format!("{:.5}", self));
        }
    }
}

impl Encode for bool {
    fn encode(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl Encode for String {
    fn encode(&self, out: &mut String) {
        push_json_string(out, self);
    }
}

impl Encode for str {
    fn encode(&self, out: &mut String) {
        push_json_string(out, self);
    }
}

impl Encode for char {
    fn encode(&self, out: &mut String) {
        let mut buffer = [0u8; 4];
        push_json_string(out, self.encode_utf8(&mut buffer));
    }
}

impl Encode for () {
    fn encode(&self, out: &mut String) {
        out.push_str("null");
    }
}

impl<T: Encode> Encode for [T] {
    fn encode(&self, out: &mut String) {
        out.push('[');
        for (i, element) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            element.encode(out);
        }
        out.push(']');
    }
}

impl<T: Encode> Encode for Vec<T> {
    fn encode(&self, out: &mut String) {
        self.as_slice().encode(out);
    }
}

impl<T: Encode + ?Sized> Encode for &T {
    fn encode(&self, out: &mut String) {
        (**self).encode(out);
    }
}

/// TEXT as a JSON string literal, as nlohmann's dump writes it.
pub fn push_json_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The answers of a design case's operations, one a call: `[null,null,-3,null,0,-2]`.
pub struct Answers {
    text: String,
    count: usize,
}

impl Answers {
    pub fn new() -> Self {
        Answers { text: String::from("["), count: 0 }
    }

    fn separate(&mut self) {
        if self.count > 0 {
            self.text.push(',');
        }
        self.count += 1;
    }

    /// A constructor's or a void method's answer.
    pub fn null(&mut self) {
        self.separate();
        self.text.push_str("null");
    }

    pub fn value<T: Encode + ?Sized>(&mut self, value: &T) {
        self.separate();
        value.encode(&mut self.text);
    }

    pub fn text(mut self) -> String {
        self.text.push(']');
        self.text
    }
}

/// VALUE printed, the answer's text.
pub fn answer<T: Encode + ?Sized>(value: &T) -> String {
    let mut out = String::new();
    value.encode(&mut out);
    out
}
