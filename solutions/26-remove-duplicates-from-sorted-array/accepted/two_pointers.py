# Time: O(n)  Space: O(1)
# Copies each new value down to the end of the kept prefix, and returns its length.
class Solution:
    def removeDuplicates(self, nums: List[int]) -> int:
        kept = 0
        for num in nums:
            if kept == 0 or nums[kept - 1] != num:
                nums[kept] = num
                kept += 1
        return kept
