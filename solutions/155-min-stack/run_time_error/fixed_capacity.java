// Keeps the stack in arrays of a fixed capacity of 8: the ninth push writes past the end and Java
// stops it with ArrayIndexOutOfBoundsException, LeetCode's runtime error.
class MinStack {
    private final int[] values = new int[8];
    private final int[] minimums = new int[8];
    private int size;

    public MinStack() {}

    public void push(int val) {
        minimums[size] = size == 0 ? val : Math.min(val, minimums[size - 1]);
        values[size++] = val;
    }

    public void pop() {
        --size;
    }

    public int top() {
        return values[size - 1];
    }

    public int getMin() {
        return minimums[size - 1];
    }
}
