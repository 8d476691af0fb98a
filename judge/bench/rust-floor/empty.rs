// The Rust floor of `judge bench`: a Rust program that does nothing, built and linked as the judge
// builds a solution (opt-level 2, static, its debug information stripped): the process's start alone.
fn main() {}
