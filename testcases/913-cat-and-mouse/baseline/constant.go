// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Go template
// answering a constant, so that its CPU time is what every Go solution pays besides solving.
func catMouseGame(graph [][]int) int {
	return 0
}
