// LeetCode 374's parent class: `public class Solution extends GuessGame` calls guess(num): -1
// when num is higher than the case's hidden `pick`, 1 when lower, 0 when equal. The pick stays
// in the judge, which answers the call (LcjudgeApi).
public class GuessGame {
  int guess(int num) {
    return LcjudgeApi.guess(num);
  }
}
