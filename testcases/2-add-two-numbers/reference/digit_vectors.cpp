// Test-only reference: copy the digits into vectors, add them as schoolbook columns, build the list.
class Solution {
public:
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {
        vector<int> a, b, sum;
        for (; l1; l1 = l1->next) a.push_back(l1->val);
        for (; l2; l2 = l2->next) b.push_back(l2->val);
        int carry = 0;
        for (size_t i = 0; i < max(a.size(), b.size()) || carry; ++i) {
            int column = carry + (i < a.size() ? a[i] : 0) + (i < b.size() ? b[i] : 0);
            sum.push_back(column % 10);
            carry = column / 10;
        }
        ListNode* head = nullptr;
        for (int i = (int)sum.size() - 1; i >= 0; --i) head = new ListNode(sum[i], head);
        return head;
    }
};
