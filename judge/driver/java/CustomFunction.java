// LeetCode 1237's interface: f(x, y) is one of LeetCode's nine hidden formulas, chosen by the
// case's function_id (LcjudgeApi).
public interface CustomFunction {
  public int f(int x, int y);
}
