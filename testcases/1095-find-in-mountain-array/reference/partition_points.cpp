// A second method for the cases' answers: std::partition_point over the indices, three times
// (the peak, then each side), each get remembered so that no index is asked twice.
class Solution {
public:
    int findInMountainArray(int target, MountainArray &mountainArr) {
        map<int, int> seen;
        auto at = [&](int i) {
            auto it = seen.find(i);
            return it != seen.end() ? it->second : seen[i] = mountainArr.get(i);
        };
        vector<int> index(mountainArr.length());
        iota(index.begin(), index.end(), 0);
        int peak = *partition_point(index.begin(), index.end() - 1, [&](int i) { return at(i) < at(i + 1); });
        auto up = partition_point(index.begin(), index.begin() + peak + 1, [&](int i) { return at(i) < target; });
        if (up != index.begin() + peak + 1 && at(*up) == target) return *up;
        auto down = partition_point(index.begin() + peak + 1, index.end(), [&](int i) { return at(i) > target; });
        if (down != index.end() && at(*down) == target) return *down;
        return -1;
    }
};
