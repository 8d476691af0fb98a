// Test-only reference: copies a node, then what its next and random lead to, each node once.
class Solution {
    unordered_map<Node*, Node*> copy_of_;

public:
    Node* copyRandomList(Node* head) {
        if (!head) return nullptr;
        if (auto found = copy_of_.find(head); found != copy_of_.end()) return found->second;
        Node* copy = copy_of_[head] = new Node(head->val);
        copy->next = copyRandomList(head->next);
        copy->random = copyRandomList(head->random);
        return copy;
    }
};
