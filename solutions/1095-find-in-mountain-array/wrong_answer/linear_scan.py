# Reads the array from the left until it finds the target: right, but past LeetCode's 100 calls
# to get on a long array, which is a wrong answer there.
class Solution:
    def findInMountainArray(self, target: int, mountainArr: 'MountainArray') -> int:
        for i in range(mountainArr.length()):
            if mountainArr.get(i) == target:
                return i
        return -1
