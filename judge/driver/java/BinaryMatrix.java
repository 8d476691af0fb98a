import java.util.List;

// LeetCode 1428's interface, as its Java template declares it; the driver's handle (LcjudgeApi)
// asks the judge, which holds the matrix and counts the calls to get against LeetCode's limit.
public interface BinaryMatrix {
  public int get(int row, int col);

  public List<Integer> dimensions();
}
