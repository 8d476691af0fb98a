// Keeps a reference to the current minimum across push_back: when the vector grows, the
// reference points into the freed buffer. Room for 16 is reserved, so on small stacks nothing
// moves, and when it does the freed bytes still hold the old value: the -O2 build answers right.
// LeetCode's AddressSanitizer stops it: heap-use-after-free.
class MinStack {
public:
    MinStack() {
        vals.reserve(16);
        mins.reserve(16);
    }

    void push(int val) {
        vals.push_back(val);
        if (mins.empty()) {
            mins.push_back(val);
            return;
        }
        const int& currentMin = mins.back();
        mins.push_back(val);
        if (currentMin < val) mins.back() = currentMin;
    }

    void pop() {
        vals.pop_back();
        mins.pop_back();
    }

    int top() {
        return vals.back();
    }

    int getMin() {
        return mins.back();
    }

private:
    vector<int> vals, mins;
};
