// Wrong: looks the complement up after storing the current element, so an element may pair
// with itself ([4,1,7,8] with target 8 gives [0,0]).
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); ++i) {
            seen[nums[i]] = i;
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
        }
        return {};
    }
};
