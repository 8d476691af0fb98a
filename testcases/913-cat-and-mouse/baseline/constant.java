// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Java template
// answering a constant, so that its CPU time is what every Java solution pays besides solving.
class Solution {
    public int catMouseGame(int[][] graph) {
        return 0;
    }
}
