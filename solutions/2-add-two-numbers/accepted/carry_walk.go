/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
// Time: O(m + n)  Space: O(1) besides the answer
// One walk over both lists with the carry, as LeetCode's Go template declares it.
func addTwoNumbers(l1 *ListNode, l2 *ListNode) *ListNode {
	dummy := &ListNode{}
	tail, carry := dummy, 0
	for l1 != nil || l2 != nil || carry > 0 {
		sum := carry
		if l1 != nil {
			sum, l1 = sum+l1.Val, l1.Next
		}
		if l2 != nil {
			sum, l2 = sum+l2.Val, l2.Next
		}
		tail.Next = &ListNode{Val: sum % 10}
		tail, carry = tail.Next, sum/10
	}
	return dummy.Next
}
