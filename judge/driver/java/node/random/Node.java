// Lists with a random pointer (138 Copy List with Random Pointer), as LeetCode's Java editor
// declares Node.
class Node {
  int val;
  Node next;
  Node random;

  public Node(int val) {
    this.val = val;
    this.next = null;
    this.random = null;
  }
}
