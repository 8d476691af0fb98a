<?php
// Stops when both lists end, forgetting a carry left over: 5 + 5 gives [0], not [0,1].
class Solution {

    /**
     * @param ListNode $l1
     * @param ListNode $l2
     * @return ListNode
     */
    function addTwoNumbers($l1, $l2) {
        $head = $tail = new ListNode();
        $carry = 0;
        while ($l1 !== null || $l2 !== null) {
            $total = $carry + ($l1 ? $l1->val : 0) + ($l2 ? $l2->val : 0);
            $carry = intdiv($total, 10);
            $tail = $tail->next = new ListNode($total % 10);
            $l1 = $l1?->next;
            $l2 = $l2?->next;
        }
        return $head->next;
    }
}
