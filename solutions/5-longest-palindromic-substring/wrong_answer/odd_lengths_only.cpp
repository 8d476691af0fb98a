// Wrong: expands around letters only, so it never finds an even-length palindrome ("cbbd").
class Solution {
public:
    string longestPalindrome(string s) {
        int best_start = 0, best_length = 0;
        for (int c = 0; c < (int)s.size(); ++c) {
            int lo = c, hi = c;
            while (lo >= 0 && hi < (int)s.size() && s[lo] == s[hi]) --lo, ++hi;
            if (hi - lo - 1 > best_length) best_start = lo + 1, best_length = hi - lo - 1;
        }
        return s.substr(best_start, best_length);
    }
};
