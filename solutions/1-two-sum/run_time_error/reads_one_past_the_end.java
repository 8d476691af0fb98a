// Compares each number with the next one, reading nums[nums.length] on the last: Java stops it
// with ArrayIndexOutOfBoundsException, LeetCode's runtime error.
class Solution {
    public int[] twoSum(int[] nums, int target) {
        for (int i = 0; i < nums.length; ++i) {
            for (int j = i + 1; j <= nums.length; ++j) {
                if (nums[i] + nums[j] == target) return new int[] {i, j};
            }
        }
        return new int[0];
    }
}
