// Returns the input list itself: its text is right, but LeetCode checks that the copy is made of
// new nodes.
class Solution {
    public Node copyRandomList(Node head) {
        return head;
    }
}
