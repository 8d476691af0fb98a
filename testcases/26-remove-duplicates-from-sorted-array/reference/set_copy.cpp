// Test-only reference: the distinct values through a std::set, copied back to the front.
class Solution {
public:
    int removeDuplicates(vector<int>& nums) {
        set<int> distinct(nums.begin(), nums.end());
        copy(distinct.begin(), distinct.end(), nums.begin());
        return distinct.size();
    }
};
