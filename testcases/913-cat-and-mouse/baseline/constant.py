# The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Python 3 template
# answering a constant, so that its CPU time is what every Python solution pays besides solving.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        return 0
