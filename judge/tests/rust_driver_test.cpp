// The Rust driver (judge/driver/rust/lcjudge/) and the generated main (languages/rust_main.h)
// through the judge, beside the driver contract (driver_contract_test.cpp) and the hostile suite:
// a session keeps what the solution's statics keep and hides the cases from its stdin; ListNode is
// the solution crate's own (std's traits implemented for it); a codec is round-tripped; a
// NestedInteger is read for an iterator (341) and printed; rustc's errors are LeetCode's words;
// long lists and deep trees are read and printed without recursion; an argument_prefix past the
// array is the solution's error; a problem Rust cannot be judged with is CE saying why; and recent
// features (let-else, div_ceil, is_some_and) compile.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "judging/build.h"
#include "judging/expectations.h"
#include "judging/language_toolchain.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/project.h"
#include "problem/testcases.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

// A namespace of its own: unity batches put this file beside the other drivers' tests.
namespace lcjudge::rust_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

const string kRustSessionProblem = "judge/tests/fixtures/session_problem";

class RustDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!language_toolchain(Language::kRust).installed()) GTEST_SKIP() << "Debian's rustc-web is not installed";
  }
};

// The session fixture NAME ("wrong_answer/keeps_a_total.rs") built and judged on the session
// problem's five cases, in one process unless PROCESS_PER_CASE.
SolutionReport judge_rust_session(const string& name, bool process_per_case = false) {
  SolutionFile file;
  file.source = "judge/tests/fixtures/sessions/" + name;
  file.problem = "session_problem";
  file.display = "sessions/" + name;
  file.language = Language::kRust;
  file.expected = parse_verdict(std::filesystem::path(name).parent_path().string()).value();
  set_build_folder(file, test_util::private_path("rust_sessions/" + name));
  ProblemConfig config = load_problem_config(kRustSessionProblem);
  config.build.sanitize = false;
  config = for_language(config, Language::kRust);
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(test_util::kFixtureCache);
  const BuildOutcome build = builder.build(file, config);
  EXPECT_TRUE(build.ok) << build.message;
  JudgeOptions options;
  options.process_per_case = process_per_case;
  return judge_solution(file, folder_expectation(file.expected), build, config, problem_testcases(kRustSessionProblem),
                        options, 2);
}

string rust_verdicts(const SolutionReport& report) {
  string all;
  for (const auto& result : report.results) all += (all.empty() ? "" : " ") + string(short_name(result.outcome.verdict));
  return all;
}

// A static carries over from case to case, as on LeetCode's Submit: WA at the second case, which
// passes alone; AC with a process per case.
TEST_F(RustDriverTest, AStaticKeptOverASessionIsWrongAtTheSecondCaseAndPassesAlone) {
  const SolutionReport session = judge_rust_session("wrong_answer/keeps_a_total.rs");
  EXPECT_EQ(rust_verdicts(session), "AC WA");
  ASSERT_EQ(session.results.size(), 2u);
  EXPECT_TRUE(Contains(session.results[1].outcome.alone_note, "passes when run alone:"))
      << session.results[1].outcome.alone_note;
  EXPECT_EQ(judge_rust_session("wrong_answer/keeps_a_total.rs", true).verdict, Verdict::kAccepted);
}

TEST_F(RustDriverTest, TheSolutionsStdinIsAtItsEndNotAtTheNextCase) {
  EXPECT_EQ(rust_verdicts(judge_rust_session("accepted/reads_stdin.rs")), "AC AC AC AC AC");
}

// A scratch project's problem NAME with SIGNATURE (problem.yaml's lines), its cases and one
// solution, judged by the built judge: its report.
string judge_rust_problem(const ScratchProject& scratch, const string& name, const string& yaml,
                          const std::map<string, string>& cases, const string& verdict, const string& solution) {
  scratch.write("testcases/" + name + "/problem.yaml", yaml + "time_limit: 2.0\nmemory_limit: 512\nsanitize: false\n");
  for (const auto& [file, text] : cases) scratch.write("testcases/" + name + "/sample/" + file, text);
  const string path = "solutions/" + name + "/" + verdict + "/solution.rs";
  scratch.write(path, solution);
  RunRecord run = scratch.judge({"run", "-v", path});
  return run.stdout_text + run.stderr_text;
}

// 100,000 nodes read and reversed, and a tree 10,000 deep read and printed back: the driver reads
// and prints them without recursion.
TEST_F(RustDriverTest, ALongListAndADeepTreeAreReadAndPrinted) {
  ScratchProject scratch;
  string list = "[", reversed = "[";
  for (int i = 1; i <= 100000; ++i) list += (i > 1 ? "," : "") + std::to_string(i);
  for (int i = 100000; i >= 1; --i) reversed += std::to_string(i) + (i > 1 ? "," : "");
  const string lists = judge_rust_problem(scratch, "206-reverse", "signature: ListNode* reverseList(ListNode* head)\n",
                                          {{"1.in", list + "]\n"}, {"1.ans", reversed + "]\n"}}, "accepted",
                                          "impl Solution {\n    pub fn reverse_list(head: Option<Box<ListNode>>) -> "
                                          "Option<Box<ListNode>> {\n        let (mut done, mut head) = (None, head);\n"
                                          "        while let Some(mut node) = head {\n            head = node.next.take();\n"
                                          "            node.next = done;\n            done = Some(node);\n        }\n"
                                          "        done\n    }\n}\n");
  EXPECT_TRUE(Contains(lists, "expected AC  got AC")) << lists;
  string chain = "[1";
  for (int i = 2; i <= 10000; ++i) chain += ",null," + std::to_string(i);
  const string trees = judge_rust_problem(scratch, "1-same", "signature: TreeNode* same(TreeNode* root)\n",
                                          {{"1.in", chain + "]\n"}, {"1.ans", chain + "]\n"}}, "accepted",
                                          "use std::rc::Rc;\nuse std::cell::RefCell;\nimpl Solution {\n    pub fn same(root: "
                                          "Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> { root }\n}\n");
  EXPECT_TRUE(Contains(trees, "expected AC  got AC")) << trees;
}

// ListNode is the solution's crate's own, as on LeetCode: a solution may implement std's traits for
// it (23's BinaryHeap of nodes); a problem whose signature names none lets a solution declare its own.
TEST_F(RustDriverTest, ASolutionMayImplementStdsTraitsForListNodeOrDeclareItsOwn) {
  ScratchProject scratch;
  const string merged = judge_rust_problem(
      scratch, "23-merge", "signature: ListNode* mergeKLists(vector<ListNode*>& lists)\n",
      {{"1.in", "[[1,4,5],[1,3,4],[2,6]]\n"}, {"1.ans", "[1,1,2,3,4,4,5,6]\n"}}, "accepted",
      "use std::cmp::Ordering;\nuse std::collections::BinaryHeap;\n"
      "impl PartialOrd for ListNode {\n    fn partial_cmp(&self, other: &Self) -> Option<Ordering> { Some(self.cmp(other)) }\n}\n"
      "impl Ord for ListNode {\n    fn cmp(&self, other: &Self) -> Ordering { other.val.cmp(&self.val) }\n}\n"
      "impl Solution {\n    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {\n"
      "        let mut heap: BinaryHeap<Box<ListNode>> = lists.into_iter().flatten().collect();\n"
      "        let mut dummy = Box::new(ListNode::new(0));\n        let mut tail = &mut dummy;\n"
      "        while let Some(mut node) = heap.pop() {\n            if let Some(next) = node.next.take() { heap.push(next); }\n"
      "            tail.next = Some(node);\n            tail = tail.next.as_mut().unwrap();\n        }\n"
      "        dummy.next\n    }\n}\n");
  EXPECT_TRUE(Contains(merged, "expected AC  got AC")) << merged;
  const string own = judge_rust_problem(scratch, "1-count", "signature: int count(vector<int>& values)\n",
                                        {{"1.in", "[5,6,7]\n"}, {"1.ans", "3\n"}}, "accepted",
                                        "struct ListNode { next: Option<Box<ListNode>> }\nimpl Solution {\n"
                                        "    pub fn count(values: Vec<i32>) -> i32 {\n        let mut head: Option<Box<ListNode>> "
                                        "= None;\n        for _ in &values { head = Some(Box::new(ListNode { next: head })); }\n"
                                        "        let mut n = 0;\n        let mut at = &head;\n"
                                        "        while let Some(node) = at { n += 1; at = &node.next; }\n        n\n    }\n}\n");
  EXPECT_TRUE(Contains(own, "expected AC  got AC")) << own;
}

// A codec's round trip (297), as the C++ driver makes it: two objects, what one serializes the
// other deserializes; one that keeps the tree in the object fails.
TEST_F(RustDriverTest, ACodecIsRoundTrippedThroughTwoObjects) {
  ScratchProject scratch;
  const string yaml = "design: Codec\ndrive: round_trip\nmethods:\n  - string serialize(TreeNode* root)\n"
                      "  - TreeNode* deserialize(string data)\n";
  const std::map<string, string> cases = {{"1.in", "[1,2,3,null,null,4,5]\n"}, {"1.ans", "[1,2,3,null,null,4,5]\n"}};
  const string codec = judge_rust_problem(
      scratch, "297-codec", yaml, cases, "accepted",
      "use std::rc::Rc;\nuse std::cell::RefCell;\nstruct Codec {}\nimpl Codec {\n    fn new() -> Self { Codec {} }\n"
      "    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String {\n        match root {\n"
      "            None => \"#\".to_string(),\n            Some(node) => {\n                let node = node.borrow();\n"
      "                format!(\"{} {} {}\", node.val, self.serialize(node.left.clone()), self.serialize(node.right.clone()))\n"
      "            }\n        }\n    }\n"
      "    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> {\n"
      "        fn read(words: &mut std::str::SplitWhitespace) -> Option<Rc<RefCell<TreeNode>>> {\n"
      "            let word = words.next()?;\n            if word == \"#\" { return None; }\n"
      "            let mut node = TreeNode::new(word.parse().unwrap());\n            node.left = read(words);\n"
      "            node.right = read(words);\n            Some(Rc::new(RefCell::new(node)))\n        }\n"
      "        read(&mut data.split_whitespace())\n    }\n}\n");
  EXPECT_TRUE(Contains(codec, "expected AC  got AC")) << codec;
  const string keeper = judge_rust_problem(
      scratch, "297-codec", yaml, cases, "wrong_answer",
      "use std::rc::Rc;\nuse std::cell::RefCell;\nstruct Codec { kept: RefCell<Option<Rc<RefCell<TreeNode>>>> }\n"
      "impl Codec {\n    fn new() -> Self { Codec { kept: RefCell::new(None) } }\n"
      "    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String { *self.kept.borrow_mut() = root; String::new() }\n"
      "    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> { self.kept.borrow().clone() }\n}\n");
  EXPECT_TRUE(Contains(keeper, "expected WA  got WA")) << keeper;
}

// LeetCode's Rust NestedInteger (an enum) read for an iterator's drive (341: next() while
// has_next()) and printed as a result (385).
TEST_F(RustDriverTest, NestedIntegersAreReadForAnIteratorAndPrinted) {
  ScratchProject scratch;
  const string iterator = judge_rust_problem(
      scratch, "341-flatten",
      "design: NestedIterator\ndrive: iterator\nmethods:\n  - NestedIterator(vector<NestedInteger>& nestedList)\n"
      "  - int next()\n  - bool hasNext()\n",
      {{"1.in", "[[1,1],2,[1,[4,[]]]]\n"}, {"1.ans", "[1,1,2,1,4]\n"}}, "accepted",
      "struct NestedIterator { values: Vec<i32>, at: usize }\nimpl NestedIterator {\n"
      "    fn new(nestedList: Vec<NestedInteger>) -> Self {\n        fn walk(list: &[NestedInteger], out: &mut Vec<i32>) {\n"
      "            for item in list {\n                match item { NestedInteger::Int(v) => out.push(*v), "
      "NestedInteger::List(l) => walk(l, out) }\n            }\n        }\n        let mut values = Vec::new();\n"
      "        walk(&nestedList, &mut values);\n        NestedIterator { values, at: 0 }\n    }\n"
      "    fn next(&mut self) -> i32 { self.at += 1; self.values[self.at - 1] }\n"
      "    fn has_next(&self) -> bool { self.at < self.values.len() }\n}\n");
  EXPECT_TRUE(Contains(iterator, "expected AC  got AC")) << iterator;
  const string parsed = judge_rust_problem(
      scratch, "385-parse", "signature: NestedInteger deserialize(string s)\n",
      {{"1.in", "\"[123,[456,[789]]]\"\n"}, {"1.ans", "[123,[456,[789]]]\n"}, {"2.in", "\"324\"\n"}, {"2.ans", "324\n"}},
      "accepted",
      "impl Solution {\n    pub fn deserialize(s: String) -> NestedInteger {\n        if !s.starts_with('[') "
      "{ return NestedInteger::Int(s.parse().unwrap()); }\n        let mut stack: Vec<Vec<NestedInteger>> = vec![];\n"
      "        let mut number = String::new();\n        let mut done = None;\n        for c in s.chars() {\n"
      "            match c {\n                '[' => stack.push(vec![]),\n                ',' | ']' => {\n"
      "                    if !number.is_empty() { stack.last_mut().unwrap().push(NestedInteger::Int(number.parse()"
      ".unwrap())); number.clear(); }\n                    if c == ']' {\n"
      "                        let list = NestedInteger::List(stack.pop().unwrap());\n"
      "                        match stack.last_mut() { Some(top) => top.push(list), None => done = Some(list) }\n"
      "                    }\n                }\n                _ => number.push(c),\n            }\n        }\n"
      "        done.unwrap()\n    }\n}\n");
  EXPECT_TRUE(Contains(parsed, "expected AC  got AC")) << parsed;
}

TEST_F(RustDriverTest, AnArgumentPrefixPastTheArrayIsTheSolutionsRunTimeError) {
  ScratchProject scratch;
  const string report = judge_rust_problem(
      scratch, "26-dedup", "signature: int removeDuplicates(vector<int>& nums)\noutput: argument_prefix\n",
      {{"1.in", "[1,1,2]\n"}, {"1.ans", "[1,2]\n"}}, "run_time_error",
      "impl Solution {\n    pub fn remove_duplicates(nums: &mut Vec<i32>) -> i32 {\n        9\n    }\n}\n");
  EXPECT_TRUE(Contains(report, "expected RTE got RTE")) << report;
  EXPECT_TRUE(Contains(report, "the function returned k = 9, but the answer is the first k elements of its vector<int> "
                               "argument, which has 3"))
      << report;
}

TEST_F(RustDriverTest, ACompileErrorIsRustcsInLeetCodesWords) {
  ScratchProject scratch;
  const string report = judge_rust_problem(
      scratch, "1-add-up", "signature: int add(int a, int b)\n", {{"1.in", "2\n3\n"}, {"1.ans", "5\n"}}, "compile_error",
      read_file("judge/tests/fixtures/solutions/compile_error/undeclared_name.rs"));
  EXPECT_TRUE(Contains(report, "Line 5: Char 16: error[E0425]: cannot find value `y` in this scope")) << report;
  EXPECT_FALSE(Contains(report, "aborting due to")) << report;
}

TEST_F(RustDriverTest, AProblemRustCannotBeJudgedWithIsACompileErrorSayingWhy) {
  ScratchProject scratch;
  const string report = judge_rust_problem(scratch, "133-clone", "signature: Node* cloneGraph(Node* node)\nnode: graph\n",
                                           {{"1.in", "[[2],[1]]\n"}, {"1.ans", "[[2],[1]]\n"}}, "compile_error",
                                           "impl Solution {}\n");
  EXPECT_TRUE(Contains(report, "Node* is not supported in Rust yet")) << report;
}

// Accepted solutions use what recent Rust releases added: let-else (1.65), div_ceil (1.73),
// is_some_and (1.70), and a design class's `&mut self`.
TEST_F(RustDriverTest, RecentFeaturesCompile) {
  ScratchProject scratch;
  const string report = judge_rust_problem(
      scratch, "1-pages", "signature: int pages(vector<int>& sizes, int per)\n",
      {{"1.in", "[3,10,0]\n4\n"}, {"1.ans", "4\n"}}, "accepted",
      "impl Solution {\n    pub fn pages(sizes: Vec<i32>, per: i32) -> i32 {\n"
      "        let Some(&first) = sizes.first() else { return 0 };\n"
      "        let total: u32 = sizes.iter().map(|&s| (s as u32).div_ceil(per as u32)).sum();\n"
      "        if sizes.last().is_some_and(|&s| s == 0) { total as i32 + (first & 0) } else { -1 }\n    }\n}\n");
  EXPECT_TRUE(Contains(report, "expected AC  got AC")) << report;
}

}  // namespace
}  // namespace lcjudge::rust_driver_test
