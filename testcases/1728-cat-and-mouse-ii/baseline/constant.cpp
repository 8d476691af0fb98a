// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's C++ template
// answering a constant, so that its CPU time is what every C++ solution pays besides solving.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) { return false; }
};
