# Compares each number with the next one, including the last with the one past the end: an
# IndexError, LeetCode's runtime error, unless a pair is found first.
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        for i in range(len(nums)):
            for j in range(i + 1, len(nums) + 1):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
