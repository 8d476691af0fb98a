// Reads the array from the left until it finds the target: right, but past LeetCode's 100 calls
// to get on a long array, which is a wrong answer there.
class Solution {
    public int findInMountainArray(int target, MountainArray mountainArr) {
        for (int i = 0; i < mountainArr.length(); ++i) {
            if (mountainArr.get(i) == target) return i;
        }
        return -1;
    }
}
