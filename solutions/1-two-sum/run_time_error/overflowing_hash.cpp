// A hand-made open-addressing table whose hash multiplies in int: for values near 10^9 the
// product overflows. At -O2 it wraps, the table still works and every answer is right;
// LeetCode's UBSan stops it: signed integer overflow.
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        const int size = 1 << 16;
        vector<int> slots(size, -1);
        auto slot_of = [&](int value) {
            int h = value * 40503;
            return (h ^ (h >> 16)) & (size - 1);
        };
        for (int i = 0; i < (int)nums.size(); ++i) {
            long long want = (long long)target - nums[i];
            if (want >= INT_MIN && want <= INT_MAX) {
                for (int s = slot_of((int)want); slots[s] != -1; s = (s + 1) & (size - 1)) {
                    if (nums[slots[s]] == want) return {slots[s], i};
                }
            }
            int s = slot_of(nums[i]);
            while (slots[s] != -1) s = (s + 1) & (size - 1);
            slots[s] = i;
        }
        return {};
    }
};
