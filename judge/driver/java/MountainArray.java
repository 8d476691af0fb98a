// LeetCode 1095's interface, as its Java template declares it; the driver's handle (LcjudgeApi)
// asks the judge, which holds the array and counts the calls to get against LeetCode's limit.
public interface MountainArray {
  public int get(int index);

  public int length();
}
