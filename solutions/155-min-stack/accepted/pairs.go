// Time: O(1) per operation  Space: O(n)
// Each entry keeps the minimum of the stack up to it, so popping restores the previous minimum.
type MinStack struct {
	entries [][2]int // value, minimum so far
}

func Constructor() MinStack {
	return MinStack{}
}

func (this *MinStack) Push(val int) {
	minimum := val
	if len(this.entries) > 0 {
		minimum = min(minimum, this.entries[len(this.entries)-1][1])
	}
	this.entries = append(this.entries, [2]int{val, minimum})
}

func (this *MinStack) Pop() {
	this.entries = this.entries[:len(this.entries)-1]
}

func (this *MinStack) Top() int {
	return this.entries[len(this.entries)-1][0]
}

func (this *MinStack) GetMin() int {
	return this.entries[len(this.entries)-1][1]
}

/**
 * Your MinStack object will be instantiated and called as such:
 * obj := Constructor();
 * obj.Push(val);
 * obj.Pop();
 * param_3 := obj.Top();
 * param_4 := obj.GetMin();
 */
