// Right answers, but a scan from the left calls get once per element: on an array longer than
// 100 whose target is far in (or absent) that breaks LeetCode's limit of 100 calls, which is WA.
class Solution {
public:
    int findInMountainArray(int target, MountainArray &mountainArr) {
        for (int i = 0, n = mountainArr.length(); i < n; ++i) {
            if (mountainArr.get(i) == target) return i;
        }
        return -1;
    }
};
