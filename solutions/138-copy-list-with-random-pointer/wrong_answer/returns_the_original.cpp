// Wrong: returns the list it was given. Its text is right, but it is no copy: LeetCode rejects it.
class Solution {
public:
    Node* copyRandomList(Node* head) {
        return head;
    }
};
