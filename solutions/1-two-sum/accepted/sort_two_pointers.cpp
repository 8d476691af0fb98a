// Sort the indices by value, then close in from both ends: O(n log n).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        vector<int> order(nums.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return nums[a] < nums[b]; });
        int lo = 0, hi = (int)order.size() - 1;
        while (lo < hi) {
            long long sum = (long long)nums[order[lo]] + nums[order[hi]];
            if (sum == target) return {order[lo], order[hi]};
            if (sum < target) ++lo; else --hi;
        }
        return {};
    }
};
