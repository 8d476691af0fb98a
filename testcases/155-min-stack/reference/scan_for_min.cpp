// Test-only reference: a plain vector, the minimum found by a scan each time.
class MinStack {
public:
    MinStack() {}
    void push(int val) { items.push_back(val); }
    void pop() { items.pop_back(); }
    int top() { return items.back(); }
    int getMin() { return *min_element(items.begin(), items.end()); }

private:
    vector<int> items;
};
