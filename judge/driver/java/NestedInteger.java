import java.util.ArrayList;
import java.util.List;

// LeetCode's NestedInteger (339, 341, 364, 385), with the constructors and methods its Java
// editor's comment declares: a single integer, or a nested list of them.
public class NestedInteger {
  private Integer integer;
  private final List<NestedInteger> list = new ArrayList<>();

  // An empty nested list.
  public NestedInteger() {}

  // A single integer.
  public NestedInteger(int value) {
    integer = value;
  }

  // Whether this holds a single integer rather than a nested list.
  public boolean isInteger() {
    return integer != null;
  }

  // The single integer held, or null for a nested list.
  public Integer getInteger() {
    return integer;
  }

  // Makes this hold a single integer.
  public void setInteger(int value) {
    integer = value;
    list.clear();
  }

  // Makes this hold a nested list, and adds NI to it.
  public void add(NestedInteger ni) {
    integer = null;
    list.add(ni);
  }

  // The nested list held (empty for a single integer).
  public List<NestedInteger> getList() {
    return list;
  }
}
