// Brute force whose inner loop tests nums[j] before j: the read one past the end happens on every
// case but the pair is always found first, so the -O2 build answers right. LeetCode's
// AddressSanitizer stops it: heap-buffer-overflow, READ of size 4.
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        for (size_t i = 0; i < nums.size(); ++i) {
            for (size_t j = i + 1; nums[j] != target - nums[i] || j < nums.size(); ++j) {
                if (j < nums.size() && nums[i] + nums[j] == target) return {(int)i, (int)j};
            }
        }
        return {};
    }
};
