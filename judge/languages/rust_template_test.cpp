// LeetCode's Rust template read as `judge new` reads it (rust_template.cpp) gives the signature its
// C++ template gives: the same class, kind, drive and, method by method, the C++ names and types.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "base/error.h"
#include "problem/stub.h"
#include "problem/stub_translation.h"
#include "problem/template_model.h"
#include "tests/leetcode_templates.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

// "design MinStack drive=0 | MinStack() | void push(int val)...", each type as the driver decodes it.
std::string rust_template_signature(const ParsedStub& stub) {
  const ProblemSignature& signature = stub.signature;
  std::string out = fmt::format("{} {} drive={}", signature.kind == ProblemSignature::Kind::kDesign ? "design" : "function",
                                signature.class_name, static_cast<int>(signature.drive));
  for (const MethodSignature& method : signature.methods) {
    out += fmt::format(" | {} {}(", method.is_constructor ? "" : method.result.cpp_type(), method.name);
    for (const Parameter& parameter : method.parameters) out += parameter.type.cpp_type() + " " + parameter.name + ", ";
    out += ")";
  }
  return out;
}

// TEXT, told from its text alone as when pasted, read as LeetCode's Rust template.
std::string rust_template_read(const std::string& text) {
  EXPECT_EQ(template_language("-", text, "<stdin>"), Language::kRust);
  return rust_template_signature(parse_stub(cpp_template_from(Language::kRust, text, "stub.rs"), "stub.rs"));
}

std::string cpp_template_read(const char* cpp) { return rust_template_signature(parse_stub(cpp, "stub")); }

TEST(RustTemplateReadersTest, AFunctionReadsAsItsCppTemplate) {
  EXPECT_EQ(rust_template_read("impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        \n"
                               "    }\n}\n"),
            cpp_template_read(leetcode_templates::kTwoSum.cpp));
  EXPECT_EQ(rust_template_read("impl Solution {\n    pub fn exist(board: Vec<Vec<char>>, word: String) -> bool {\n    }\n}\n"),
            cpp_template_read(leetcode_templates::kWordSearch.cpp));
  EXPECT_EQ(rust_template_read("impl Solution {\n    pub fn my_pow(x: f64, n: i32) -> f64 {\n    }\n}\n"),
            cpp_template_read(leetcode_templates::kMyPow.cpp));
  EXPECT_EQ(rust_template_read("impl Solution {\n    pub fn sub_array_ranges(nums: Vec<i32>) -> i64 {\n    }\n}\n"),
            cpp_template_read(leetcode_templates::kSubArrayRanges.cpp));
}

TEST(RustTemplateReadersTest, ADesignClassReadsAsItsCppTemplate) {
  const char* min_stack = R"(struct MinStack {

}


/** 
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl MinStack {

    fn new() -> Self {
        
    }
    
    fn push(&self, val: i32) {
        
    }
    
    fn pop(&self) {
        
    }
    
    fn top(&self) -> i32 {
        
    }
    
    fn get_min(&self) -> i32 {
        
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * let obj = MinStack::new();
 * obj.push(val);
 * obj.pop();
 * let ret_3: i32 = obj.top();
 * let ret_4: i32 = obj.get_min();
 */
)";
  EXPECT_EQ(rust_template_read(min_stack), cpp_template_read(leetcode_templates::kMinStack.cpp));
  const char* median = "struct MedianFinder {\n}\nimpl MedianFinder {\n    fn new() -> Self {\n    }\n"
                       "    fn add_num(&self, num: i32) {\n    }\n    fn find_median(&self) -> f64 {\n    }\n}\n";
  EXPECT_EQ(rust_template_read(median), cpp_template_read(leetcode_templates::kMedianFinder.cpp));
}

TEST(RustTemplateReadersTest, TreesAndListsReadAsTheirCppTemplates) {
  const char* level_order = R"(// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
// 
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn level_order(root: Option<Rc<RefCell<TreeNode>>>) -> Vec<Vec<i32>> {
        
    }
}
)";
  EXPECT_EQ(rust_template_read(level_order), cpp_template_read(leetcode_templates::kLevelOrder.cpp));
  const char* reverse_list = R"(// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
// 
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
impl Solution {
    pub fn reverse_list(head: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
        
    }
}
)";
  EXPECT_EQ(rust_template_read(reverse_list), cpp_template_read(leetcode_templates::kReverseList.cpp));
}

// LeetCode's Rust templates take an in-place argument by `&mut`: the C++ template's reference.
TEST(RustTemplateReadersTest, AnInPlaceArgumentReadsAsItsCppReference) {
  EXPECT_EQ(rust_template_read("impl Solution {\n    pub fn rotate(matrix: &mut Vec<Vec<i32>>) {\n        \n    }\n}\n"),
            cpp_template_read(leetcode_templates::kRotate.cpp));
  EXPECT_EQ(rust_template_read("impl Solution {\n    pub fn move_zeroes(nums: &mut Vec<i32>) {\n    }\n}\n"),
            cpp_template_read("class Solution {\npublic:\n    void moveZeroes(vector<int>& nums) {\n    }\n};"));
}

TEST(RustTemplateReadersTest, ACodecAndAnIteratorReadAsTheirCppTemplates) {
  const char* codec = "struct Codec {\n}\nimpl Codec {\n    fn new() -> Self {\n    }\n"
                      "    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {\n    }\n"
                      "    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {\n    }\n}\n";
  EXPECT_EQ(rust_template_read(codec), cpp_template_read(leetcode_templates::kCodec.cpp));
  const char* iterator = "// #[derive(Debug, PartialEq, Eq)]\n// pub enum NestedInteger {\n//   Int(i32),\n"
                         "//   List(Vec<NestedInteger>)\n// }\nstruct NestedIterator {\n}\nimpl NestedIterator {\n"
                         "    fn new(nestedList: Vec<NestedInteger>) -> Self {\n    }\n    fn next(&self) -> i32 {\n    }\n"
                         "    fn has_next(&self) -> bool {\n    }\n}\n";
  EXPECT_EQ(rust_template_read(iterator), cpp_template_read(leetcode_templates::kNestedIterator.cpp));
}

TEST(RustTemplateReadersTest, ATypeRustsTemplatesDoNotWriteIsRefusedNamingThem) {
  try {
    read_template_model(Language::kRust, "impl Solution {\n    pub fn f(m: HashMap<i32, i32>) -> i32 {\n    }\n}\n", "stub.rs");
    ADD_FAILURE() << "no refusal";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(Contains(e.what(), "stub.rs:2: unsupported type 'HashMap'")) << e.what();
    EXPECT_TRUE(Contains(e.what(), "Option<Rc<RefCell<TreeNode>>>")) << e.what();
  }
}

}  // namespace
}  // namespace lcjudge
