// Each entry keeps the minimum of itself and everything below it.
class MinStack {
public:
    MinStack() {
    }

    void push(int val) {
        entries.push_back({val, entries.empty() ? val : min(val, entries.back().second)});
    }

    void pop() {
        entries.pop_back();
    }

    int top() {
        return entries.back().first;
    }

    int getMin() {
        return entries.back().second;
    }

private:
    vector<pair<int, int>> entries;
};

/**
 * Your MinStack object will be instantiated and called as such:
 * MinStack* obj = new MinStack();
 * obj->push(val);
 * obj->pop();
 * int param_3 = obj->top();
 * int param_4 = obj->getMin();
 */
