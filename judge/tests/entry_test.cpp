// Generated entries (the contract's build/entries/<problem>.cpp) compiled with the real driver and
// run: a ListNode*, a TreeNode*, an in-place, an argument-prefix and a design problem, and a
// solution that pastes LeetCode's ListNode itself. The binaries are compiled once per run of the
// test binary, in parallel, as the judge compiles a solution (build/driver's prelude and objects).
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "base/parallel.h"
#include "driver/protocol.h"
#include "judging/build.h"
#include "judging/entry.h"
#include "problem/project.h"
#include "process/spawn.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;

struct EntryProgram {
  string name;
  string solution;        // the pasted solution
  ProblemConfig config;   // whose signature the judge's entry_text() makes the entry from
  std::vector<string> flags;
};

ProblemConfig function_problem(const string& declaration, ResultSource output = ResultSource::kReturn) {
  ProblemConfig config;
  config.directory = "testcases/1-entry";
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.class_name = "Solution";
  config.signature.methods = {parse_method_signature(declaration)};
  config.output = output;
  return config;
}

ProblemConfig design_problem(const string& class_name, const std::vector<string>& declarations) {
  ProblemConfig config;
  config.directory = "testcases/2-design";
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = class_name;
  for (const string& declaration : declarations) {
    config.signature.methods.push_back(parse_method_signature(declaration, class_name));
  }
  return config;
}

const std::vector<EntryProgram> kPrograms = {
    {"reverse_list",
     "// Reverses the list; one whose first value is -1 it returns as a cycle (the driver's guard).\n"
     "class Solution {\n public:\n  ListNode* reverseList(ListNode* head) {\n"
     "    if (head && head->val == -1) { head->next = head; return head; }\n"
     "    ListNode* reversed = nullptr;\n"
     "    while (head) { ListNode* next = head->next; head->next = reversed; reversed = head; head = next; }\n"
     "    return reversed;\n  }\n};\n",
     function_problem("ListNode* reverseList(ListNode* head)"), {}},
    {"invert_tree",
     "class Solution {\n public:\n  TreeNode* invertTree(TreeNode* root) {\n"
     "    if (!root) return nullptr;\n    swap(root->left, root->right);\n"
     "    invertTree(root->left);\n    invertTree(root->right);\n    return root;\n  }\n};\n",
     function_problem("TreeNode* invertTree(TreeNode* root)"), {}},
    {"rotate_image",
     "class Solution {\n public:\n  void rotate(vector<vector<int>>& matrix) {\n"
     "    reverse(matrix.begin(), matrix.end());\n"
     "    for (size_t i = 0; i < matrix.size(); ++i)\n"
     "      for (size_t j = i + 1; j < matrix.size(); ++j) swap(matrix[i][j], matrix[j][i]);\n  }\n};\n",
     function_problem("void rotate(vector<vector<int>>& matrix)"), {}},
    {"remove_duplicates",
     "class Solution {\n public:\n  int removeDuplicates(vector<int>& nums) {\n"
     "    return unique(nums.begin(), nums.end()) - nums.begin();\n  }\n};\n",
     function_problem("int removeDuplicates(vector<int>& nums)", ResultSource::kArgumentPrefix), {}},
    {"remove_duplicates_unmodified",
     "// Counts the distinct values but leaves nums as it is; past the end when nums starts with 100.\n"
     "class Solution {\n public:\n  int removeDuplicates(vector<int>& nums) {\n"
     "    if (!nums.empty() && nums[0] == 100) return nums.size() + 1;\n"
     "    return set<int>(nums.begin(), nums.end()).size();\n  }\n};\n",
     function_problem("int removeDuplicates(vector<int>& nums)", ResultSource::kArgumentPrefix), {}},
    {"min_stack",
     "class MinStack {\n  vector<pair<int, int>> values_;  // value, minimum so far\n public:\n  MinStack() {}\n"
     "  void push(int val) { values_.push_back({val, values_.empty() ? val : min(val, values_.back().second)}); }\n"
     "  void pop() { values_.pop_back(); }\n  int top() const { return values_.back().first; }\n"
     "  int getMin() { return values_.back().second; }\n};\n",
     design_problem("MinStack", {"MinStack()", "void push(int val)", "void pop()", "int top()", "int getMin()"}), {}},
    {"merge_k_lists_own_listnode",
     "// LeetCode's definition, pasted uncommented.\n"
     "struct ListNode {\n  int val;\n  ListNode *next;\n  ListNode() : val(0), next(nullptr) {}\n"
     "  ListNode(int x) : val(x), next(nullptr) {}\n  ListNode(int x, ListNode *next) : val(x), next(next) {}\n};\n"
     "class Solution {\n public:\n  ListNode* mergeKLists(vector<ListNode*>& lists) {\n    vector<int> all;\n"
     "    for (ListNode* list : lists) for (; list; list = list->next) all.push_back(list->val);\n"
     "    sort(all.rbegin(), all.rend());\n    ListNode* head = nullptr;\n"
     "    for (int v : all) head = new ListNode(v, head);\n    return head;\n  }\n};\n",
     function_problem("ListNode* mergeKLists(vector<ListNode*>& lists)"),
     {"-DLCJUDGE_SOLUTION_DEFINES_LISTNODE"}},
};

class EntryTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new test_util::TempDir;
    // build/driver/clang: the prelude and objects, as the judge's by default
    SolutionBuilder(Project{}).prepare({CompilerFamily::kClang, false});
    parallel_for(kPrograms.size(), 2, [](size_t i) { compile(kPrograms[i]); });
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }

  // The generated entry's text as the contract shapes it.
  static void compile(const EntryProgram& program) {
    const string solution = dir_->write(program.name + "/solution.cpp", program.solution);
    const string entry = dir_->write(program.name + "/entry.cpp", entry_text(program.config));
    SpawnRequest request;
    request.side_channel = false;
    request.argv = {compiler_program(CompilerFamily::kClang), "-std=c++23", "-O2", "-pipe", "-Wall", "-Wextra",
                    "-Werror", "-iquote", ".", "-include", "./build/driver/clang/pch.h", "-DLCJUDGE_SOLUTION=\"" + solution + "\""};
    request.argv.insert(request.argv.end(), program.flags.begin(), program.flags.end());
    request.argv.insert(request.argv.end(), {entry, "./build/driver/clang/leetcode_io.o", "./build/driver/clang/leetcode_io_codecs.o",
                                             "./build/driver/clang/driver.o",
                                             "./build/driver/clang/design_runner.o", "-static", "-o", binary(program.name)});
    request.limits.wall_seconds = 120;
    RunRecord run = spawn_and_wait(request);
    compile_output_[program.name] = run.stdout_text + run.stderr_text;
  }

  static string binary(const string& name) { return dir_->path(name + "/binary"); }

  // Runs NAME on INPUT (the test case's lines).
  static RunRecord run(const string& name, const string& input) {
    EXPECT_TRUE(std::filesystem::exists(binary(name))) << name << " did not compile:\n" << compile_output_[name];
    static int count = 0;
    SpawnRequest request;
    request.argv = {binary(name)};
    request.stdin_path = dir_->write("inputs/" + std::to_string(++count) + ".in", input);
    request.limits.wall_seconds = 10;
    return spawn_and_wait(request);
  }

  static string output(const string& name, const string& input) {
    RunRecord record = run(name, input);
    EXPECT_TRUE(record.exited && record.exit_code == 0) << name << " on '" << input << "': " << record.stderr_text;
    return record.answer_text;
  }

  // The bad_input record of a run that must end with the bad-data exit status.
  static string bad_input(const string& name, const string& input) {
    RunRecord record = run(name, input);
    EXPECT_TRUE(record.exited && record.exit_code == protocol::kBadInputExit) << record.stdout_text << record.stderr_text;
    return record.stderr_text;
  }

  // The uncaught_exception message of a run that the solution's fault ended.
  static string solution_error(const string& name, const string& input) {
    RunRecord record = run(name, input);
    EXPECT_TRUE(record.exited && record.exit_code == protocol::kUncaughtExceptionExit) << record.stdout_text;
    EXPECT_TRUE(Contains(record.side_channel_text, "uncaught_exception "));
    return record.stderr_text;
  }

  static test_util::TempDir* dir_;
  static std::map<string, string> compile_output_;
};

test_util::TempDir* EntryTest::dir_ = nullptr;
std::map<string, string> EntryTest::compile_output_;

TEST_F(EntryTest, ListNodeArgumentAndResult) {
  EXPECT_EQ(output("reverse_list", "[1,2,3,4,5]\n"), "[5,4,3,2,1]\n");
  EXPECT_EQ(output("reverse_list", "[]\n"), "[]\n");
  EXPECT_TRUE(Contains(bad_input("reverse_list", "[1,\"2\"]\n"), "line 1, column 4: expected int, found string \"2\" at [1]"));
}

TEST_F(EntryTest, CyclicListIsTheSolutionsErrorNotAHang) {
  EXPECT_TRUE(Contains(solution_error("reverse_list", "[-1,2]\n"), "the returned list has more than 10000000 nodes"));
}

TEST_F(EntryTest, TreeNodeArgumentAndResultDropTrailingNulls) {
  EXPECT_EQ(output("invert_tree", "[4,2,7,1,3,6,9]\n"), "[4,7,2,9,6,3,1]\n");
  EXPECT_EQ(output("invert_tree", "[2,1]\n"), "[2,null,1]\n");
  EXPECT_EQ(output("invert_tree", "[]\n"), "[]\n");
  EXPECT_TRUE(Contains(bad_input("invert_tree", "[null,1]\n"), "line 1, column 2: the root is null: an empty tree is [] at [0]"));
}

TEST_F(EntryTest, InPlaceMethodPrintsItsArgument) {
  EXPECT_EQ(output("rotate_image", "[[1,2,3],[4,5,6],[7,8,9]]\n"), "[[7,4,1],[8,5,2],[9,6,3]]\n");
}

TEST_F(EntryTest, ArgumentPrefixIsTakenFromTheModifiedArgument) {
  EXPECT_EQ(output("remove_duplicates", "[0,0,1,1,1,2,2,3,3,4]\n"), "[0,1,2,3,4]\n");
  EXPECT_EQ(output("remove_duplicates_unmodified", "[0,0,1,1,1,2,2,3,3,4]\n"), "[0,0,1,1,1]\n");
  EXPECT_EQ(output("remove_duplicates", "[]\n"), "[]\n");
}

TEST_F(EntryTest, ArgumentPrefixPastTheEndIsTheSolutionsError) {
  EXPECT_TRUE(Contains(solution_error("remove_duplicates_unmodified", "[100,100]\n"),
                       "the method returned k = 3, but the answer is the first k elements of its vector<int> argument, which has 2"));
}

TEST_F(EntryTest, DesignProblemPrintsOneResultPerOperation) {
  EXPECT_EQ(output("min_stack", "[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]\n"
                                "[[],[-2],[0],[-3],[],[],[],[]]\n"),
            "[null,null,null,null,-3,null,0,-2]\n");
  EXPECT_EQ(output("min_stack", "[\"MinStack\"]\n[[]]\n"), "[null]\n");
}

TEST_F(EntryTest, DesignProblemBadShapesAreBadData) {
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"MinStack\",\"push\",\"peek\"]\n[[],[1],[]]\n"),
                       "line 1, column 20: unknown operation \"peek\" (MinStack has push, pop, top, getMin) at [2]"));
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"push\"]\n[[1]]\n"),
                       "line 1, column 2: the first operation must be the constructor \"MinStack\", found \"push\" at [0]"));
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"MinStack\",\"push\"]\n[[]]\n"),
                       "line 2, column 1: expected 2 argument arrays (one per operation on line 1), found 1"));
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"MinStack\",\"push\"]\n[[],[1,2]]\n"),
                       "line 2, column 5: push takes 1 argument, found 2 at [1]"));
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"MinStack\",\"push\"]\n[[],[true]]\n"),
                       "line 2, column 6: expected int, found boolean true at [1][0]"));
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"MinStack\",\"MinStack\"]\n[[],[]]\n"),
                       "line 1, column 13: the constructor \"MinStack\" may only be the first operation at [1]"));
  EXPECT_TRUE(Contains(bad_input("min_stack", "[\"MinStack\"]\n"), "line 2, column 1: expected 2 argument lines, found 1"));
}

TEST_F(EntryTest, SolutionMayDefineListNodeItselfAndTakeAVectorOfLists) {
  EXPECT_EQ(output("merge_k_lists_own_listnode", "[[1,4,5],[1,3,4],[2,6]]\n"), "[1,1,2,3,4,4,5,6]\n");
  EXPECT_EQ(output("merge_k_lists_own_listnode", "[[],[]]\n"), "[]\n");
}

}  // namespace
}  // namespace lcjudge
