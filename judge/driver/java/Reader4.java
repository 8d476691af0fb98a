// LeetCode 157's and 158's parent class: `public class Solution extends Reader4` calls
// read4(buf4), which copies the next (up to) 4 characters of the case's hidden `file` into buf4
// and returns how many. The file and the read position stay in the judge (LcjudgeApi asks it).
public class Reader4 {
  int read4(char[] buf4) {
    return LcjudgeApi.read4(buf4);
  }
}
