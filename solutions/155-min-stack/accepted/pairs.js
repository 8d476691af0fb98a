// Time: O(1) per operation  Space: O(n)
// Each entry keeps the minimum of the stack up to it; LeetCode's JavaScript template, a
// constructor function with prototype methods.
var MinStack = function() {
    this.entries = [];
};

/**
 * @param {number} val
 * @return {void}
 */
MinStack.prototype.push = function(val) {
    const below = this.entries.length ? this.entries[this.entries.length - 1][1] : val;
    this.entries.push([val, Math.min(val, below)]);
};

/**
 * @return {void}
 */
MinStack.prototype.pop = function() {
    this.entries.pop();
};

/**
 * @return {number}
 */
MinStack.prototype.top = function() {
    return this.entries[this.entries.length - 1][0];
};

/**
 * @return {number}
 */
MinStack.prototype.getMin = function() {
    return this.entries[this.entries.length - 1][1];
};
