// LeetCode statements as its page gives them when copied: Two Sum (a function problem whose answer
// may come in any order) and Min Stack (a design problem), with the non-breaking spaces of the
// page's blank lines and U+2212 minus signs in the constraints, for the tests of `judge new
// --statement`.
#pragma once

namespace lcjudge::test_statements {

inline const char* const kTwoSumStub =
    "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};\n";

inline const char* const kTwoSum =
    "1. Two Sum\n"
    "Easy\n"
    "Given an array of integers nums and an integer target, return indices of the two numbers such that they add up "
    "to target.\n"
    "\n"
    "You may assume that each input would have exactly one solution, and you may not use the same element twice.\n"
    "\n"
    "You can return the answer in any order.\n"
    "\n"
    "\xC2\xA0\n"
    "\n"
    "Example 1:\n"
    "\n"
    "Input: nums = [2,7,11,15], target = 9\n"
    "Output: [0,1]\n"
    "Explanation: Because nums[0] + nums[1] == 9, we return [0, 1].\n"
    "Example 2:\n"
    "\n"
    "Input: nums = [3,2,4], target\xC2\xA0= 6\n"
    "Output: [1,2]\n"
    "Example 3:\n"
    "\n"
    "Input: nums = [3,3], target = 6\n"
    "Output: [0,1]\n"
    "\xC2\xA0\n"
    "\n"
    "Constraints:\n"
    "\n"
    "2 <= nums.length <= 10^4\n"
    "\xE2\x88\x92" "10^9 <= nums[i] <= 10^9\n"
    "Only one valid answer exists.\n";

inline const char* const kMinStackStub = R"(class MinStack {
public:
    MinStack() {
    }
    void push(int val) {
    }
    void pop() {
    }
    int top() {
    }
    int getMin() {
    }
};
)";

inline const char* const kMinStack =
    "155. Min Stack\n"
    "Design a stack that supports push, pop, top, and retrieving the minimum element in constant time.\n"
    "\n"
    "Example 1:\n"
    "\n"
    "Input\n"
    "[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]\n"
    "[[],[-2],[0],[-3],[],[],[],[]]\n"
    "\n"
    "Output\n"
    "[null,null,null,null,-3,null,0,-2]\n"
    "\n"
    "Explanation\n"
    "MinStack minStack = new MinStack();\n"
    "minStack.push(-2);\n"
    "minStack.getMin(); // return -3\n"
    "\xC2\xA0\n"
    "Constraints:\n"
    "\n"
    "\xE2\x88\x92" "2^31 <= val <= 2^31 \xE2\x88\x92 1\n";

}  // namespace lcjudge::test_statements
