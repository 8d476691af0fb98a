// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's C template
// answering a constant, so that its CPU time is what every C solution pays besides solving.
int catMouseGame(int** graph, int graphSize, int* graphColSize) {
    return 0;
}
