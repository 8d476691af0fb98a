# Time: O(1) per operation  Space: O(n)
# Each entry keeps the minimum of the stack up to it.
class MinStack:

    def __init__(self):
        self.entries = []

    def push(self, val: int) -> None:
        self.entries.append((val, min(val, self.entries[-1][1]) if self.entries else val))

    def pop(self) -> None:
        self.entries.pop()

    def top(self) -> int:
        return self.entries[-1][0]

    def getMin(self) -> int:
        return self.entries[-1][1]
