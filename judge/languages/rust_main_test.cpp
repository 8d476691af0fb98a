// The main crate generated for a Rust solution (rust_main.h): LeetCode's names for the C++ ones,
// its types, the solution's functions read past comments, strings and lifetimes, and the call
// made as LeetCode's Rust driver makes it.
#include "languages/rust_main.h"

#include <gtest/gtest.h>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

ProblemConfig rust_function_problem(const std::string& signature, ResultSource output = ResultSource::kReturn) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.class_name = "Solution";
  config.signature.methods = {parse_method_signature(signature)};
  config.output = output;
  return config;
}

TEST(RustMainTest, CppNamesAreLeetCodesSnakeCase) {
  EXPECT_EQ(rust_snake_case("twoSum"), "two_sum");
  EXPECT_EQ(rust_snake_case("getMin"), "get_min");
  EXPECT_EQ(rust_snake_case("isValidBST"), "is_valid_bst");
  EXPECT_EQ(rust_snake_case("reverseKGroup"), "reverse_k_group");
  EXPECT_EQ(rust_snake_case("lengthOfLIS"), "length_of_lis");
  EXPECT_EQ(rust_snake_case("add"), "add");
}

TEST(RustMainTest, EachCppTypeIsLeetCodesRustType) {
  auto type = [](const std::string& signature) { return rust_type(parse_method_signature(signature).result); };
  EXPECT_EQ(type("vector<vector<int>> f()"), "Vec<Vec<i32>>");
  EXPECT_EQ(type("long long f()"), "i64");
  EXPECT_EQ(type("vector<string> f()"), "Vec<String>");
  EXPECT_EQ(type("vector<vector<char>> f()"), "Vec<Vec<char>>");
  EXPECT_EQ(type("ListNode* f()"), "Option<Box<ListNode>>");
  EXPECT_EQ(type("TreeNode* f()"), "Option<Rc<RefCell<TreeNode>>>");
  EXPECT_EQ(type("vector<TreeNode*> f()"), "Vec<Option<Rc<RefCell<TreeNode>>>>");
  EXPECT_EQ(type("double f()"), "f64");
  EXPECT_EQ(type("uint32_t f()"), "u32");
  EXPECT_EQ(type("Node* f()"), "");
}

TEST(RustMainTest, FunctionsAreReadPastCommentsStringsAndLifetimes) {
  const std::string text =
      "// fn fake(x: i32) -> i32\n"
      "/* fn nested /* fn deeper() */ still() */\n"
      "fn helper<'a>(s: &'a str, v: &mut Vec<i32>) -> &'a str { let c = '\"'; let t = r#\"fn no()\"#; s }\n"
      "impl Solution {\n"
      "    pub fn merge(nums1: &mut Vec<i32>, m: i32, nums2: &mut Vec<i32>, n: i32) {}\n"
      "    fn map_of(&self, pairs: Vec<(i32, i32)>, f: impl Fn(i32) -> i32) -> HashMap<i32, i32> { HashMap::new() }\n"
      "}\n";
  const std::vector<RustFunction> functions = rust_functions(text);
  ASSERT_EQ(functions.size(), 3u);
  EXPECT_EQ(functions[0].name, "helper");
  EXPECT_EQ(functions[0].passing, (std::vector<std::string>{"&", "&mut"}));
  EXPECT_EQ(functions[0].result, "&'a str");
  EXPECT_EQ(functions[1].name, "merge");
  EXPECT_EQ(functions[1].passing, (std::vector<std::string>{"&mut", "", "&mut", ""}));
  EXPECT_EQ(functions[1].result, "");
  EXPECT_EQ(functions[2].types, (std::vector<std::string>{"Vec<(i32, i32)>", "impl Fn(i32) -> i32"}));
  EXPECT_EQ(functions[2].result, "HashMap<i32, i32>");
}

TEST(RustMainTest, AFunctionIsCalledWithLeetCodesTypesAndTheSolutionsPassing) {
  const RustMain main = rust_main_text(rust_function_problem("vector<int> twoSum(vector<int>& nums, int target)"),
                                       "impl Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { nums } }");
  ASSERT_EQ(main.refused, "");
  EXPECT_TRUE(Contains(main.text, "pub struct Solution;\ninclude!(\"solution.rs\");")) << main.text;
  EXPECT_TRUE(Contains(main.text, "let mut a0: Vec<i32> = lcjudge_case.arg(0);")) << main.text;
  EXPECT_TRUE(Contains(main.text, "let r: Vec<i32> = lcjudge_case.call(|| Solution::two_sum(a0, a1));")) << main.text;
}

// LeetCode's ListNode and TreeNode are defined in the solution's crate when the problem names them.
TEST(RustMainTest, TheNodesAreDefinedWhereTheProblemNamesThem) {
  const RustMain lists = rust_main_text(rust_function_problem("ListNode* mergeKLists(vector<ListNode*>& lists)"), "");
  EXPECT_TRUE(Contains(lists.text, "pub struct ListNode {")) << lists.text;
  EXPECT_TRUE(Contains(lists.text, "impl lcjudge::ListShape for ListNode")) << lists.text;
  EXPECT_FALSE(Contains(lists.text, "pub struct TreeNode {")) << lists.text;
  const RustMain plain = rust_main_text(rust_function_problem("int f(vector<int>& values)"), "");
  EXPECT_FALSE(Contains(plain.text, "pub struct ListNode {")) << plain.text;
}

// A design problem may hold ListNode without its signature naming it (707's MyLinkedList): LeetCode
// defines it then too, unless the solution declares its own; a comment names nothing.
TEST(RustMainTest, TheNodesAreDefinedWhereTheSolutionUsesThemUndeclared) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = "MyLinkedList";
  config.signature.methods = {parse_method_signature("MyLinkedList()", "MyLinkedList"), parse_method_signature("int get(int index)")};
  const RustMain uses = rust_main_text(config, "struct MyLinkedList { head: Option<Box<ListNode>> }\n");
  EXPECT_TRUE(Contains(uses.text, "pub struct ListNode {")) << uses.text;
  EXPECT_FALSE(Contains(uses.text, "pub struct TreeNode {")) << uses.text;
  const RustMain own = rust_main_text(config, "struct ListNode { val: i32 }\nstruct MyLinkedList { head: Option<Box<ListNode>> }\n");
  EXPECT_FALSE(Contains(own.text, "pub struct ListNode {")) << own.text;
  const RustMain comment = rust_main_text(config, "// a ListNode would do\nstruct MyLinkedList { v: Vec<i32> }\n");
  EXPECT_FALSE(Contains(comment.text, "pub struct ListNode {")) << comment.text;
}

// A helper type's method named as one of the problem's (a Trie's `search(&self, w: &str)` in 676's
// MagicDictionary, a free `two_sum`) is not the one called: the impl of the class, or Solution's, is.
TEST(RustMainTest, TheMethodCalledIsTheClasssOwnNotAHelpersOfTheSameName) {
  const std::string magic =
      "struct Trie {}\nimpl Trie {\n    fn new() -> Self { Trie {} }\n    fn search(&self, w: &str) -> bool { true }\n}\n"
      "struct MagicDictionary { t: Trie }\nimpl MagicDictionary {\n    fn new() -> Self { todo!() }\n"
      "    fn search(&self, search_word: String) -> bool { false }\n}\n";
  const std::vector<RustFunction> functions = rust_functions(magic);
  ASSERT_EQ(functions.size(), 4u);
  EXPECT_EQ(functions[1].owner, "Trie");
  EXPECT_EQ(functions[3].owner, "MagicDictionary");
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = "MagicDictionary";
  config.signature.methods = {parse_method_signature("MagicDictionary()", "MagicDictionary"),
                              parse_method_signature("bool search(string searchWord)")};
  const RustMain main = rust_main_text(config, magic);
  EXPECT_TRUE(Contains(main.text, "let r: bool = obj.search(a0);")) << main.text;
  const RustMain function = rust_main_text(
      rust_function_problem("vector<int> twoSum(vector<int>& nums, int target)"),
      "fn two_sum(nums: &Vec<i32>, t: &i32) -> Vec<i32> { vec![] }\nimpl<'a> std::fmt::Debug for Solution {}\n"
      "fn f() -> impl Fn(i32) -> i32 { |x| x }\nimpl Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { nums } }");
  EXPECT_TRUE(Contains(function.text, "Solution::two_sum(a0, a1)")) << function.text;
}

// An in-place argument is LeetCode's `&mut`, read after the call; argument_prefix cuts it.
TEST(RustMainTest, AnInPlaceArgumentIsPassedByMutableReferenceAndAnswers) {
  const RustMain rotate = rust_main_text(rust_function_problem("void rotate(vector<vector<int>>& matrix)"),
                                         "impl Solution { pub fn rotate(matrix: &mut Vec<Vec<i32>>) {} }");
  EXPECT_TRUE(Contains(rotate.text, "lcjudge_case.call(|| Solution::rotate(&mut a0));\n    lcjudge::answer(&a0)"))
      << rotate.text;
  const RustMain prefix =
      rust_main_text(rust_function_problem("int removeDuplicates(vector<int>& nums)", ResultSource::kArgumentPrefix),
                     "impl Solution { pub fn remove_duplicates(nums: &mut Vec<i32>) -> i32 { 0 } }");
  EXPECT_TRUE(Contains(prefix.text, "lcjudge::answer(lcjudge::prefix(&a0, r as i64, \"vector<int>\"))")) << prefix.text;
}

TEST(RustMainTest, ADesignClassIsBuiltByNewAndItsMethodsCalledOnIt) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = "MinStack";
  config.signature.methods = {parse_method_signature("MinStack()", "MinStack"), parse_method_signature("void push(int val)"),
                              parse_method_signature("int getMin()")};
  const RustMain main = rust_main_text(config, "struct MinStack {}\nimpl MinStack { fn new() -> Self { MinStack {} } }\n");
  ASSERT_EQ(main.refused, "");
  EXPECT_FALSE(Contains(main.text, "pub struct Solution;"));
  EXPECT_TRUE(Contains(main.text, "lcjudge::Operations::read(&lines, \"MinStack\", &[\"push\", \"getMin\"], &[0, 1, 0]);"))
      << main.text;
  EXPECT_TRUE(Contains(main.text, "let mut obj = MinStack::new();")) << main.text;
  EXPECT_TRUE(Contains(main.text, "LcjudgeCall::M1(mut a0) => { obj.push(a0); answers.null(); }")) << main.text;
  EXPECT_TRUE(Contains(main.text, "LcjudgeCall::M2 => { let r: i32 = obj.get_min(); answers.value(&r); }")) << main.text;
}

// A problem.yaml without a signature (`method: add`) takes the types the solution declares.
TEST(RustMainTest, AProblemWithoutASignatureTakesTheSolutionsTypes) {
  ProblemConfig config;
  config.method = "sortColors";
  const RustMain main = rust_main_text(config, "impl Solution { pub fn sort_colors(nums: &mut Vec<i32>) { } }");
  ASSERT_EQ(main.refused, "");
  EXPECT_TRUE(Contains(main.text, "let mut a0: Vec<i32> = lcjudge_case.arg(0);")) << main.text;
  EXPECT_TRUE(Contains(main.text, "Solution::sort_colors(&mut a0)")) << main.text;
  EXPECT_TRUE(Contains(rust_main_text(config, "impl Solution {}").refused, "no function 'sort_colors'"));
}

TEST(RustMainTest, WhatRustCannotBeJudgedWithIsRefusedSayingWhy) {
  EXPECT_EQ(rust_main_text(rust_function_problem("Node* cloneGraph(Node* node)"), "").refused,
            "Node* is not supported in Rust yet");
  ProblemConfig api = rust_function_problem("int f(int n)");
  api.signature.api = "MountainArray";
  EXPECT_TRUE(Contains(rust_main_text(api, "").refused, "API problems (MountainArray)"));
}

// Code placed before main (where it could write the driver's descriptors before they are moved)
// or in place of the C library's functions is refused, as C++'s early constructors are.
TEST(RustMainTest, AttributesThatPlaceCodeBeforeMainAreRefusedNamingTheLine) {
  const std::string text = "// #[no_mangle] in a comment says nothing\nimpl Solution {}\n#[link_section = \".init_array\"]\n"
                           "static EARLY: extern \"C\" fn() = early;\n";
  EXPECT_TRUE(Contains(rust_refused_attribute(text), "Line 3: #[link_section] is not allowed")) << rust_refused_attribute(text);
  EXPECT_EQ(rust_refused_attribute("impl Solution { fn f() { let s = \"#[no_mangle]\"; } }"), "");
  EXPECT_TRUE(Contains(rust_refused_attribute("#[no_mangle]\npub extern \"C\" fn write() {}"), "Line 1: #[no_mangle]"));
}

}  // namespace
}  // namespace lcjudge
