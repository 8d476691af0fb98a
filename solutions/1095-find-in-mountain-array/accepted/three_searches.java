// The peak by binary search, then the increasing side, then the decreasing side: at most
// 3 * 15 = 45 calls to get for 10^4 elements, under LeetCode's 100.
/**
 * // This is MountainArray's API interface.
 * // You should not implement it, or speculate about its implementation
 * interface MountainArray {
 *     public int get(int index) {}
 *     public int length() {}
 * }
 */
class Solution {
    public int findInMountainArray(int target, MountainArray mountainArr) {
        int n = mountainArr.length();
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (mountainArr.get(mid) < mountainArr.get(mid + 1)) lo = mid + 1;
            else hi = mid;
        }
        int peak = lo;
        lo = 0;
        hi = peak;
        while (lo <= hi) {
            int mid = (lo + hi) / 2, v = mountainArr.get(mid);
            if (v == target) return mid;
            if (v < target) lo = mid + 1;
            else hi = mid - 1;
        }
        lo = peak + 1;
        hi = n - 1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2, v = mountainArr.get(mid);
            if (v == target) return mid;
            if (v > target) lo = mid + 1;
            else hi = mid - 1;
        }
        return -1;
    }
}
