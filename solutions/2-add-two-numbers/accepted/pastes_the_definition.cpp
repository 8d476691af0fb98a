// LeetCode's ListNode pasted uncommented, as some users do: it must still compile.
struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};

class Solution {
public:
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) { return add(l1, l2, 0); }

private:
    ListNode* add(ListNode* l1, ListNode* l2, int carry) {
        if (!l1 && !l2 && !carry) return nullptr;
        int sum = carry + (l1 ? l1->val : 0) + (l2 ? l2->val : 0);
        return new ListNode(sum % 10, add(l1 ? l1->next : nullptr, l2 ? l2->next : nullptr, sum / 10));
    }
};
