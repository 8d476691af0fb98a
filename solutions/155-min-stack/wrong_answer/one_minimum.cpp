// Wrong: one running minimum, not restored when the minimum is popped.
class MinStack {
public:
    MinStack() {}
    void push(int val) {
        items.push_back(val);
        smallest = items.size() == 1 ? val : min(smallest, val);
    }
    void pop() { items.pop_back(); }
    int top() { return items.back(); }
    int getMin() { return smallest; }

private:
    vector<int> items;
    int smallest = 0;
};
