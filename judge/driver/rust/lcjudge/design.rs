//! A design case's two lines (LeetCode's operations and their argument arrays), checked as the
//! C++ driver checks them before the class is built: the constructor first and only there, each
//! operation one of the class's methods, each with its number of arguments. The generated main
//! then decodes each operation's arguments by its method's types (`Arguments`) and calls them.
use crate::decode::Decode;
use crate::reader::Reader;

pub struct Operations<'a> {
    /// Each operation: its method (0 the constructor, k the k-th of METHODS) and its arguments' text.
    pub calls: Vec<(usize, &'a str)>,
}

/// One operation's argument array, read in order by the method's parameter types.
pub struct Arguments<'a> {
    reader: Reader<'a>,
    count: usize,
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        "argument"
    } else {
        "arguments"
    }
}

impl<'a> Operations<'a> {
    /// LINES' operations of CLASS, whose methods are METHODS (C++ names), each taking ARITIES[k]
    /// arguments (ARITIES[0] the constructor's, then METHODS' in their order).
    pub fn read(lines: &[&'a str], class: &str, methods: &[&str], arities: &[usize]) -> Operations<'a> {
        crate::session::check_line_count(lines, 2);
        let mut line1 = Reader::new(lines[0], 1);
        let names: Vec<String> = Decode::decode(&mut line1);
        line1.expect_end();
        if names.is_empty() {
            line1.fail(&format!("expected the operations, the constructor \"{}\" first, found none", class));
        }
        if names[0] != class {
            line1.enter(0);
            line1.fail(&format!("the first operation must be the constructor \"{}\", found \"{}\"", class, names[0]));
        }
        let mut calls = Vec::with_capacity(names.len());
        let mut line2 = Reader::new(lines[1], 2);
        if !line2.begin_array() {
            let found = line2.describe_next();
            line2.fail(&format!("expected an array of argument arrays, one per operation, found {}", found));
        }
        let mut texts = Vec::with_capacity(names.len());
        while line2.more(texts.len()) {
            texts.push(line2.skip_value());
        }
        line2.expect_end();
        if texts.len() != names.len() {
            line2.fail(&format!(
                "expected {} argument arrays (one per operation on line 1), found {}",
                names.len(),
                texts.len()
            ));
        }
        for (k, name) in names.iter().enumerate() {
            let method = if k == 0 { 0 } else { method_index(name, class, methods, k) };
            let text = texts[k];
            let mut arguments = Reader::new(text, 2);
            arguments.enter(k);
            if !arguments.begin_array() {
                let found = arguments.describe_next();
                arguments.fail(&format!("expected the arguments of {} (an array), found {}", name, found));
            }
            let mut count = 0;
            while arguments.more(count) {
                arguments.skip_value();
                count += 1;
            }
            if count != arities[method] {
                arguments.fail(&format!("{} takes {} {}, found {}", name, arities[method], plural(arities[method]), count));
            }
            calls.push((method, text));
        }
        Operations { calls }
    }

    /// Operation K's arguments, to be read in order.
    pub fn arguments(&self, k: usize) -> Arguments<'a> {
        let mut reader = Reader::new(self.calls[k].1, 2);
        reader.enter(k);
        reader.begin_array();
        Arguments { reader, count: 0 }
    }
}

fn method_index(name: &str, class: &str, methods: &[&str], k: usize) -> usize {
    let mut at = Reader::new("", 1);
    at.enter(k);
    if name == class {
        at.fail(&format!("the constructor \"{}\" may only be the first operation", name));
    }
    match methods.iter().position(|m| *m == name) {
        Some(i) => i + 1,
        None => {
            let known = if methods.is_empty() { "no methods".to_string() } else { methods.join(", ") };
            at.fail(&format!("unknown operation \"{}\" ({} has {})", name, class, known))
        }
    }
}

impl<'a> Arguments<'a> {
    /// The next argument, as the method's parameter type T.
    pub fn next<T: Decode>(&mut self) -> T {
        self.reader.more(self.count);
        self.reader.enter(self.count);
        let value = T::decode(&mut self.reader);
        self.reader.leave();
        self.count += 1;
        value
    }
}
