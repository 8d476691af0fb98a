// A copy of each node first, in a map from original to copy; then the copies' pointers.
class Solution {
    public Node copyRandomList(Node head) {
        Map<Node, Node> copyOf = new HashMap<>();
        for (Node node = head; node != null; node = node.next) copyOf.put(node, new Node(node.val));
        for (Node node = head; node != null; node = node.next) {
            copyOf.get(node).next = copyOf.get(node.next);
            copyOf.get(node).random = copyOf.get(node.random);
        }
        return copyOf.get(head);
    }
}
