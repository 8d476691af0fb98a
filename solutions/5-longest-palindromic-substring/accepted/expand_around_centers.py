# Time: O(n^2)  Space: O(1)
# Every palindrome grows from a center: a character (odd length) or a gap (even length).
class Solution:
    def longestPalindrome(self, s: str) -> str:
        best_start, best_length = 0, 0
        for center in range(2 * len(s) - 1):
            left, right = center // 2, center // 2 + center % 2
            while left >= 0 and right < len(s) and s[left] == s[right]:
                left -= 1
                right += 1
            if right - left - 1 > best_length:
                best_start, best_length = left + 1, right - left - 1
        return s[best_start:best_start + best_length]
