// Wrong: new nodes, but each random pointer is copied as it is, into the original list.
class Solution {
public:
    Node* copyRandomList(Node* head) {
        Node dummy(0);
        Node* tail = &dummy;
        for (Node* node = head; node; node = node->next) {
            tail = tail->next = new Node(node->val);
            tail->random = node->random;
        }
        return dummy.next;
    }
};
