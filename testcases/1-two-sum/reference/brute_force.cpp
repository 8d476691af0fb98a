// Test-only reference: every pair, smaller index first. O(n^2).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        for (int i = 0; i < (int)nums.size(); ++i)
            for (int j = i + 1; j < (int)nums.size(); ++j)
                if ((long long)nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};
