# The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Python 3 template
# answering a constant, so that its CPU time is what every Python solution pays besides solving.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        return False
