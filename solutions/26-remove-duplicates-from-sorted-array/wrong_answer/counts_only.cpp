// Wrong: returns the right k but never moves the elements, so nums[0..k) still holds duplicates.
class Solution {
public:
    int removeDuplicates(vector<int>& nums) {
        return set<int>(nums.begin(), nums.end()).size();
    }
};
