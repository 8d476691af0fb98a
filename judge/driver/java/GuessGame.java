// LeetCode 374's parent class: `public class Solution extends GuessGame` calls guess(num): -1
// when num is higher than the case's hidden `pick`, 1 when lower, 0 when equal (api_guess.h).
// The pick lives in LcjudgeApi, out of the solution's reach by name, and is set once.
public class GuessGame {
  int guess(int num) {
    return LcjudgeApi.guess(num);
  }
}
