// LeetCode 1237's interface: f(x, y) is one of LeetCode's hidden formulas, the case's
// function_id, which the driver applies itself (LcjudgeApi.customFunction).
public interface CustomFunction {
  public int f(int x, int y);
}
