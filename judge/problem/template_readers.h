// LeetCode's code template in Python 3, Java, JavaScript, TypeScript, Go or PHP, as its editor
// shows it, read into what its C++ template declares (problem/template_model.h): one reader a
// language, each in a file of its own (python_template.cpp, ...). Each reads its language as
// LeetCode writes it (types in hints, JSDoc, docblocks or the code) and fails with
// JudgeFailure "SOURCE:LINE: ..." in that language's words.
#pragma once

#include <string>

#include "problem/template_model.h"

namespace lcjudge {

// `class Solution:` with `def twoSum(self, nums: List[int], target: int) -> List[int]:` (or an
// old template's `:type nums: List[int]` docstring); a design class with `def __init__`.
TemplateFindings read_python_template(const std::string& text, const std::string& source);

// `class Solution { public int[] twoSum(int[] nums, int target) { } }`; a design class with its constructor.
TemplateFindings read_java_template(const std::string& text, const std::string& source);

// `var twoSum = function(nums, target) { };` under its JSDoc's `@param {number[]} nums` and
// `@return {number[]}`; a design class `var MinStack = function() { };` with
// `MinStack.prototype.push = function(val) { };`; 297's two functions.
TemplateFindings read_javascript_template(const std::string& text, const std::string& source);

// `function twoSum(nums: number[], target: number): number[] { };`; a design class `class MinStack
// { constructor() { } push(val: number): void { } }`; 297's two functions.
TemplateFindings read_typescript_template(const std::string& text, const std::string& source);

// `func twoSum(nums []int, target int) []int { }`; a design class `type MinStack struct { }`,
// `func Constructor() MinStack { }`, `func (this *MinStack) Push(val int) { }` (named `push` in C++).
TemplateFindings read_go_template(const std::string& text, const std::string& source);

// `class Solution { /** @param Integer[] $nums ... @return Integer[] */ function twoSum($nums, $target) { } }`;
// a design class with `function __construct()`.
TemplateFindings read_php_template(const std::string& text, const std::string& source);

}  // namespace lcjudge
