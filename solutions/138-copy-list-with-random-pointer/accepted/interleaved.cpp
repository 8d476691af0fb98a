// No map: each copy is put right after its original (A A' B B' ...), so node->random->next is the
// copy's random; then the two lists are taken apart, the original restored.
class Solution {
public:
    Node* copyRandomList(Node* head) {
        for (Node* node = head; node; node = node->next->next) {
            Node* copy = new Node(node->val);
            copy->next = node->next;
            node->next = copy;
        }
        for (Node* node = head; node; node = node->next->next) {
            node->next->random = node->random ? node->random->next : nullptr;
        }
        Node* copy_head = head ? head->next : nullptr;
        for (Node* node = head; node; node = node->next) {
            Node* copy = node->next;
            node->next = copy->next;
            copy->next = copy->next ? copy->next->next : nullptr;
        }
        return copy_head;
    }
};
