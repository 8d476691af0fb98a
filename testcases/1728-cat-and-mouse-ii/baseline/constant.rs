// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Rust template
// answering a constant, so that its CPU time is what every Rust solution pays besides solving.
impl Solution {
    pub fn can_mouse_win(grid: Vec<String>, cat_jump: i32, mouse_jump: i32) -> bool {
        false
    }
}
