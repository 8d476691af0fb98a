// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Go template
// answering a constant, so that its CPU time is what every Go solution pays besides solving.
func canMouseWin(grid []string, catJump int, mouseJump int) bool {
	return false
}
