// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Rust template
// answering a constant, so that its CPU time is what every Rust solution pays besides solving.
impl Solution {
    pub fn cat_mouse_game(graph: Vec<Vec<i32>>) -> i32 {
        0
    }
}
