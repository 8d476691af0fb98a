import java.util.List;

// LeetCode 1428's interface, as its Java template declares it; the driver's implementation
// (LcjudgeApi) counts the calls to get: more than 1000 is a wrong answer.
public interface BinaryMatrix {
  public int get(int row, int col);

  public List<Integer> dimensions();
}
