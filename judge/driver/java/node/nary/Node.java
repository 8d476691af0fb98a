import java.util.List;

// N-ary trees (429, 559, 589, 590), as LeetCode's Java editor declares Node.
class Node {
  public int val;
  public List<Node> children;

  public Node() {}

  public Node(int _val) {
    val = _val;
  }

  public Node(int _val, List<Node> _children) {
    val = _val;
    children = _children;
  }
}
