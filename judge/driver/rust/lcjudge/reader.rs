//! A reader of one case line's JSON value, read straight into the solution's Rust types by
//! `Decode` (no tree of values in between): the types' own nesting bounds its recursion. Its
//! failures are the judge's data's, bad input (exit 86), named by line, column and path as the
//! other drivers name them.
use crate::failure::bad_input;

pub struct Reader<'a> {
    text: &'a [u8],
    pub at: usize,
    line: usize,
    path: Vec<usize>,
}

/// How deep `skip_value` follows a value the solution's types do not reach into.
const MAX_SKIP_DEPTH: usize = 10000;

impl<'a> Reader<'a> {
    pub fn new(text: &'a str, line: usize) -> Self {
        Reader { text: text.as_bytes(), at: 0, line, path: Vec::new() }
    }

    /// "line 2" with the path into the value, for messages: "line 2 at [1][0]".
    fn place(&self) -> String {
        let mut place = format!("line {}", self.line);
        if !self.path.is_empty() {
            place.push_str(" at ");
            for i in &self.path {
                place.push_str(&format!("[{}]", i));
            }
        }
        place
    }

    /// The value here is not what the type takes: "line 2 at [3]: WHAT".
    pub fn fail(&self, what: &str) -> ! {
        bad_input(&format!("{}: {}", self.place(), what))
    }

    /// The text is not JSON: "line 2, column 7: WHAT".
    pub fn fail_syntax(&self, what: &str) -> ! {
        bad_input(&format!("line {}, column {}: {}", self.line, self.at + 1, what))
    }

    pub fn enter(&mut self, index: usize) {
        self.path.push(index);
    }

    pub fn leave(&mut self) {
        self.path.pop();
    }

    pub fn skip_space(&mut self) {
        while self.at < self.text.len() && matches!(self.text[self.at], b' ' | b'\t' | b'\n' | b'\r') {
            self.at += 1;
        }
    }

    pub fn peek(&self) -> u8 {
        if self.at < self.text.len() {
            self.text[self.at]
        } else {
            0
        }
    }

    /// After the line's value: nothing but spaces.
    pub fn expect_end(&mut self) {
        self.skip_space();
        if self.at < self.text.len() {
            self.fail_syntax("unexpected text after the value");
        }
    }

    /// Fails saying the value here is not TYPE: "expected vector<int>, found string \"x\"".
    pub fn fail_expected(&mut self, type_name: &str) -> ! {
        let found = self.describe_next();
        self.fail(&format!("expected {}, found {}", type_name, found))
    }

    /// The value here as messages name it: `array [...]`, `number 2.5`, shortened.
    pub fn describe_next(&mut self) -> String {
        self.skip_space();
        let (kind, text) = match self.peek() {
            b'[' => ("array", "[...]".to_string()),
            b'{' => ("object", "{...}".to_string()),
            b'"' => {
                let start = self.at;
                let text = self.string();
                self.at = start;
                ("string", json_quoted(&text))
            }
            b't' | b'f' => ("boolean", if self.peek() == b't' { "true" } else { "false" }.to_string()),
            b'n' => ("null", "null".to_string()),
            b'-' | b'0'..=b'9' => {
                let start = self.at;
                let text = self.number().to_string();
                self.at = start;
                ("number", text)
            }
            0 if self.at >= self.text.len() => self.fail_syntax("expected a value, found the end of the line"),
            _ => self.fail_syntax(&self.invalid_character("looking for beginning of value")),
        };
        let shown = if text.chars().count() > 20 {
            format!("{}...", text.chars().take(17).collect::<String>())
        } else {
            text
        };
        format!("{} {}", kind, shown)
    }

    fn invalid_character(&self, context: &str) -> String {
        if self.at >= self.text.len() {
            return "unexpected end of JSON input".to_string();
        }
        let rest = std::str::from_utf8(&self.text[self.at..]).unwrap_or("?");
        let c = rest.chars().next().unwrap_or('?');
        format!("invalid character '{}' {}", c.escape_debug(), context)
    }

    /// A number's text, checked against JSON's grammar.
    pub fn number(&mut self) -> &'a str {
        let start = self.at;
        if self.peek() == b'-' {
            self.at += 1;
            if !self.peek().is_ascii_digit() {
                self.fail_syntax(&self.invalid_character("in numeric literal"));
            }
        }
        if self.peek() == b'0' {
            self.at += 1;
        } else {
            self.digits();
        }
        if self.peek() == b'.' {
            self.at += 1;
            if self.digits() == 0 {
                self.fail_syntax(&self.invalid_character("after decimal point in numeric literal"));
            }
        }
        if matches!(self.peek(), b'e' | b'E') {
            self.at += 1;
            if matches!(self.peek(), b'+' | b'-') {
                self.at += 1;
            }
            if self.digits() == 0 {
                self.fail_syntax(&self.invalid_character("in exponent of numeric literal"));
            }
        }
        // ASCII digits and signs only: a valid str.
        std::str::from_utf8(&self.text[start..self.at]).unwrap_or("")
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while self.peek().is_ascii_digit() {
            self.at += 1;
        }
        self.at - start
    }

    /// The number here, or a failure naming TYPE.
    pub fn number_for(&mut self, type_name: &str) -> &'a str {
        self.skip_space();
        match self.peek() {
            b'-' | b'0'..=b'9' => self.number(),
            _ => self.fail_expected(type_name),
        }
    }

    /// A literal (true, false, null) checked letter by letter.
    pub fn literal(&mut self, word: &str) {
        for (i, expected) in word.bytes().enumerate() {
            if self.peek() != expected {
                let context = format!("in literal {} (expecting '{}')", word, &word[i..i + 1]);
                self.fail_syntax(&self.invalid_character(&context));
            }
            self.at += 1;
        }
    }

    /// True if the value here is null (read), false otherwise (nothing read).
    pub fn null(&mut self) -> bool {
        self.skip_space();
        if self.peek() == b'n' {
            self.literal("null");
            return true;
        }
        false
    }

    /// A string literal's text; the line is valid UTF-8 already (the case was checked).
    pub fn string(&mut self) -> String {
        self.at += 1; // '"'
        let mut out: Vec<u8> = Vec::new();
        loop {
            if self.at >= self.text.len() {
                self.fail_syntax("unexpected end of JSON input");
            }
            let c = self.text[self.at];
            match c {
                b'"' => {
                    self.at += 1;
                    return String::from_utf8(out).unwrap_or_default();
                }
                0..=0x1f => self.fail_syntax(&self.invalid_character("in string literal")),
                b'\\' => {
                    self.at += 1;
                    self.escape(&mut out);
                }
                _ => {
                    out.push(c);
                    self.at += 1;
                }
            }
        }
    }

    fn escape(&mut self, out: &mut Vec<u8>) {
        let simple = match self.peek() {
            b'"' => b'"',
            b'\\' => b'\\',
            b'/' => b'/',
            b'b' => 8,
            b'f' => 12,
            b'n' => b'\n',
            b'r' => b'\r',
            b't' => b'\t',
            b'u' => {
                self.at += 1;
                let unit = self.hex4();
                let mut c = char::from_u32(unit);
                if (0xd800..0xdc00).contains(&unit) && self.text[self.at..].starts_with(b"\\u") {
                    let saved = self.at;
                    self.at += 2;
                    let low = self.hex4();
                    if (0xdc00..0xe000).contains(&low) {
                        c = char::from_u32(0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00));
                    } else {
                        self.at = saved; // not a pair: the second escape stands alone
                    }
                }
                let mut buffer = [0u8; 4];
                out.extend_from_slice(c.unwrap_or('\u{fffd}').encode_utf8(&mut buffer).as_bytes());
                return;
            }
            _ => self.fail_syntax(&self.invalid_character("in string escape code")),
        };
        out.push(simple);
        self.at += 1;
    }

    fn hex4(&mut self) -> u32 {
        let mut unit = 0u32;
        for _ in 0..4 {
            let digit = match self.peek() {
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'f' => c - b'a' + 10,
                c @ b'A'..=b'F' => c - b'A' + 10,
                _ => self.fail_syntax(&self.invalid_character("in \\u hexadecimal character escape")),
            };
            unit = unit << 4 | digit as u32;
            self.at += 1;
        }
        unit
    }

    /// Starts reading an array: false (nothing read) if the value here is not one.
    pub fn begin_array(&mut self) -> bool {
        self.skip_space();
        if self.peek() != b'[' {
            return false;
        }
        self.at += 1;
        true
    }

    /// Before element INDEX of the array begun: true if there is one (its comma read), false at
    /// the array's end (its bracket read).
    pub fn more(&mut self, index: usize) -> bool {
        self.skip_space();
        if index == 0 {
            if self.peek() == b']' {
                self.at += 1;
                return false;
            }
            return true;
        }
        match self.peek() {
            b',' => {
                self.at += 1;
                true
            }
            b']' => {
                self.at += 1;
                false
            }
            _ => self.fail_syntax(&self.invalid_character("after array element")),
        }
    }

    /// Skips the value here, checking its syntax, and returns its text: an operation's arguments
    /// read later, by the method's own types. Iterative, bounded in depth.
    pub fn skip_value(&mut self) -> &'a str {
        self.skip_space();
        let start = self.at;
        let mut open: Vec<u8> = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                b'[' | b'{' => {
                    if open.len() == MAX_SKIP_DEPTH {
                        self.fail_syntax(&format!("nested more than {} deep", MAX_SKIP_DEPTH));
                    }
                    open.push(self.peek());
                    self.at += 1;
                    self.skip_space();
                    let close = if open.last() == Some(&b'[') { b']' } else { b'}' };
                    if self.peek() == close {
                        self.at += 1;
                        open.pop();
                    } else {
                        if close == b'}' {
                            self.object_key();
                        }
                        continue;
                    }
                }
                b'"' => {
                    self.string();
                }
                b'-' | b'0'..=b'9' => {
                    self.number();
                }
                b't' => self.literal("true"),
                b'f' => self.literal("false"),
                b'n' => self.literal("null"),
                _ => self.fail_syntax(&self.invalid_character("looking for beginning of value")),
            }
            // After a value: close what it ends, or go on to the next element.
            loop {
                let Some(&kind) = open.last() else {
                    return std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                };
                self.skip_space();
                let close = if kind == b'[' { b']' } else { b'}' };
                match self.peek() {
                    b',' => {
                        self.at += 1;
                        if kind == b'{' {
                            self.skip_space();
                            self.object_key();
                        }
                        break;
                    }
                    c if c == close => {
                        self.at += 1;
                        open.pop();
                    }
                    _ => self.fail_syntax(&self.invalid_character(if kind == b'[' {
                        "after array element"
                    } else {
                        "after object key:value pair"
                    })),
                }
            }
        }
    }

    fn object_key(&mut self) {
        if self.peek() != b'"' {
            self.fail_syntax(&self.invalid_character("looking for beginning of object key string"));
        }
        self.string();
        self.skip_space();
        if self.peek() != b':' {
            self.fail_syntax(&self.invalid_character("after object key"));
        }
        self.at += 1;
    }
}

/// TEXT as a JSON string literal, as the C++ driver writes it (nlohmann's dump: UTF-8 kept,
/// control characters escaped).
pub fn json_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    crate::encode::push_json_string(&mut out, text);
    out
}
