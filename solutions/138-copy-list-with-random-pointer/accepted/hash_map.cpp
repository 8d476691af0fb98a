// A copy of each node first, in a map from original to copy; then the copies' pointers.
class Solution {
public:
    Node* copyRandomList(Node* head) {
        unordered_map<Node*, Node*> copy_of;
        for (Node* node = head; node; node = node->next) copy_of[node] = new Node(node->val);
        for (Node* node = head; node; node = node->next) {
            copy_of[node]->next = node->next ? copy_of[node->next] : nullptr;
            copy_of[node]->random = node->random ? copy_of[node->random] : nullptr;
        }
        return head ? copy_of[head] : nullptr;
    }
};
