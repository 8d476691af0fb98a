// Keeps a write index: each value unlike the last kept one is copied there. Returns how many.
class Solution {
    public int removeDuplicates(int[] nums) {
        int k = 0;
        for (int x : nums) {
            if (k == 0 || nums[k - 1] != x) nums[k++] = x;
        }
        return k;
    }
}
