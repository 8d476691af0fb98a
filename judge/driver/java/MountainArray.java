// LeetCode 1095's interface, as its Java template declares it; the driver's implementation
// (LcjudgeApi) counts the calls to get: more than 100 is a wrong answer.
public interface MountainArray {
  public int get(int index);

  public int length();
}
