// Time: O(max(m, n))  Space: O(1) besides the answer
// Digit by digit, least significant first, carrying into the next node.
/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode} l1
 * @param {ListNode} l2
 * @return {ListNode}
 */
var addTwoNumbers = function(l1, l2) {
    const head = new ListNode();
    let tail = head, carry = 0;
    while (l1 || l2 || carry) {
        const total = carry + (l1 ? l1.val : 0) + (l2 ? l2.val : 0);
        carry = Math.floor(total / 10);
        tail.next = new ListNode(total % 10);
        tail = tail.next;
        l1 = l1 && l1.next;
        l2 = l2 && l2.next;
    }
    return head.next;
};
