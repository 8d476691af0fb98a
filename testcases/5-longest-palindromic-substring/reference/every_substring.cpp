// Test-only reference: every substring, the first longest palindrome found. O(n^3).
class Solution {
public:
    string longestPalindrome(string s) {
        string best;
        for (size_t i = 0; i < s.size(); ++i)
            for (size_t j = i; j < s.size(); ++j) {
                string t = s.substr(i, j - i + 1);
                if (t.size() > best.size() && equal(t.begin(), t.end(), t.rbegin())) best = t;
            }
        return best;
    }
};
