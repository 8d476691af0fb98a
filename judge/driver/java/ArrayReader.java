// LeetCode's ArrayReader: 702's `get(index)` and 1533's `compareSub(l, r, x, y)` and `length()`.
// Both problems name their interface ArrayReader and the driver's jar holds one class of a name,
// so this one has all three methods; the handle of each problem (LcjudgeApi) asks the judge, and
// a call to the other problem's method is a runtime error naming it.
public interface ArrayReader {
  public int get(int index);

  public int compareSub(int l, int r, int x, int y);

  public int length();
}
