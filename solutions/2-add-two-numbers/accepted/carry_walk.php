<?php
// Time: O(max(m, n))  Space: O(1) besides the answer
// Digit by digit, least significant first, carrying into the next node.
/**
 * Definition for a singly-linked list.
 * class ListNode {
 *     public $val = 0;
 *     public $next = null;
 *     function __construct($val = 0, $next = null) {
 *         $this->val = $val;
 *         $this->next = $next;
 *     }
 * }
 */
class Solution {

    /**
     * @param ListNode $l1
     * @param ListNode $l2
     * @return ListNode
     */
    function addTwoNumbers($l1, $l2) {
        $head = $tail = new ListNode();
        $carry = 0;
        while ($l1 !== null || $l2 !== null || $carry) {
            $total = $carry + ($l1 ? $l1->val : 0) + ($l2 ? $l2->val : 0);
            $carry = intdiv($total, 10);
            $tail = $tail->next = new ListNode($total % 10);
            $l1 = $l1?->next;
            $l2 = $l2?->next;
        }
        return $head->next;
    }
}
