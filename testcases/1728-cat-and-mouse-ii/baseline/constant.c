// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's C template
// answering a constant, so that its CPU time is what every C solution pays besides solving.
bool canMouseWin(char** grid, int gridSize, int catJump, int mouseJump) {
    return false;
}
