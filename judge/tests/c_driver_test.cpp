// C solutions as LeetCode's C takes them, judged by build/judge in a scratch project
// (tests/scratch_project.h): every kind of argument and result LeetCode's C templates spell
// (arrays and their sizes, grids with their column sizes, char*, char** and char*** results,
// lists and trees relinked in place, Node's kinds, a codec, NestedInteger's interface and 341's
// iterator), a copy that shares the input's nodes
// is WA, a design object's Free runs after its last operation, AddressSanitizer and UBSan name
// the solution's line, LeetCode's call that does not compile is CE, a problem LeetCode's C cannot
// be called on is CE saying why (278's isBadVersion answered), and `judge try` runs a C solution.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/exit_status.h"
#include "judging/language_toolchain.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

// A namespace of its own: unity batches put this file beside the other drivers' tests.
namespace lcjudge::c_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

const char* const kLimits = "time_limit: 1.0\nmemory_limit: 256\n";

// A problem of the scratch project: its problem.yaml (the keys given, then kLimits and sanitize)
// and its cases, each input and answer.
void write_c_problem(const ScratchProject& scratch, const string& name, const string& keys,
                   const std::vector<std::pair<string, string>>& cases, bool sanitize = false) {
  scratch.write("testcases/" + name + "/problem.yaml", keys + kLimits + (sanitize ? "" : "sanitize: false\n"));
  for (size_t i = 0; i < cases.size(); ++i) {
    scratch.write(fmt::format("testcases/{}/sample/{}.in", name, i + 1), cases[i].first);
    scratch.write(fmt::format("testcases/{}/sample/{}.ans", name, i + 1), cases[i].second);
  }
}

string c_run_output(const RunRecord& run) { return run.stdout_text + run.stderr_text; }

class CDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!language_toolchain(Language::kC).installed()) GTEST_SKIP() << "gcc or uthash-dev is not installed";
  }
};

// Lists and trees the solution relinks in place, a char grid and an array changed in place, a
// prefix of an array, char*** and N-ary results, a codec: each as LeetCode's C passes it.
TEST_F(CDriverTest, EveryKindOfArgumentAndResultIsLeetCodesC) {
  ScratchProject scratch;
  write_c_problem(scratch, "143-reorder-list", "signature: void reorderList(ListNode* head)\n",
                {{"[1,2,3,4,5]\n", "[1,5,2,4,3]\n"}, {"[1]\n", "[1]\n"}});
  scratch.write("solutions/143-reorder-list/accepted/relinks.c",
                "void reorderList(struct ListNode* head) {\n"
                "    struct ListNode* nodes[50001];\n    int n = 0;\n"
                "    for (struct ListNode* p = head; p; p = p->next) nodes[n++] = p;\n"
                "    for (int i = 0, j = n - 1; i < j; i++, j--) {\n"
                "        nodes[i]->next = nodes[j];\n        nodes[j]->next = i + 1 < j ? nodes[i + 1] : NULL;\n    }\n"
                "    if (n % 2) nodes[n / 2]->next = NULL;\n}\n");
  write_c_problem(scratch, "130-surrounded-regions", "signature: void solve(vector<vector<char>>& board)\n",
                {{"[[\"X\",\"O\"],[\"O\",\"X\"]]\n", "[[\"X\",\"X\"],[\"X\",\"X\"]]\n"}});
  scratch.write("solutions/130-surrounded-regions/accepted/fills.c",
                "void solve(char** board, int boardSize, int* boardColSize) {\n"
                "    for (int i = 0; i < boardSize; i++)\n"
                "        for (int j = 0; j < boardColSize[i]; j++) board[i][j] = 'X';\n}\n");
  write_c_problem(scratch, "26-remove-duplicates", "signature: int removeDuplicates(vector<int>& nums)\noutput: argument_prefix\n",
                {{"[1,1,2]\n", "[1,2]\n"}});
  scratch.write("solutions/26-remove-duplicates/accepted/compacts.c",
                "int removeDuplicates(int* nums, int numsSize) {\n    int k = 0;\n"
                "    for (int i = 0; i < numsSize; i++) if (k == 0 || nums[i] != nums[k - 1]) nums[k++] = nums[i];\n"
                "    return k;\n}\n");
  write_c_problem(scratch, "49-group-anagrams", "signature: vector<vector<string>> groupAnagrams(vector<string>& strs)\n"
                "order: any-deep\n",
                {{"[\"ab\",\"ba\",\"c\"]\n", "[[\"ab\",\"ba\"],[\"c\"]]\n"}});
  scratch.write("solutions/49-group-anagrams/accepted/by_first.c",
                "char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {\n"
                "    char*** groups = malloc(2 * sizeof(char**));\n    *returnColumnSizes = malloc(2 * sizeof(int));\n"
                "    groups[0] = malloc(2 * sizeof(char*));\n    groups[0][0] = strs[0];\n    groups[0][1] = strs[1];\n"
                "    groups[1] = malloc(sizeof(char*));\n    groups[1][0] = strs[2];\n"
                "    (*returnColumnSizes)[0] = 2;\n    (*returnColumnSizes)[1] = 1;\n    *returnSize = 2;\n"
                "    return groups;\n}\n");
  write_c_problem(scratch, "589-n-ary-preorder", "signature: vector<int> preorder(Node* root)\nnode: nary\n",
                {{"[1,null,3,2,4,null,5,6]\n", "[1,3,5,6,2,4]\n"}});
  scratch.write("solutions/589-n-ary-preorder/accepted/walks.c",
                "static void walk(struct Node* node, int* out, int* n) {\n    if (!node) return;\n    out[(*n)++] = node->val;\n"
                "    for (int i = 0; i < node->numChildren; i++) walk(node->children[i], out, n);\n}\n"
                "int* preorder(struct Node* root, int* returnSize) {\n    int* out = malloc(10000 * sizeof(int));\n"
                "    *returnSize = 0;\n    walk(root, out, returnSize);\n    return out;\n}\n");
  write_c_problem(scratch, "297-codec", "design: Codec\ndrive: round_trip\nmethods:\n  - string serialize(TreeNode* root)\n"
                "  - TreeNode* deserialize(string data)\n",
                {{"[1,2,3,null,null,4,5]\n", "[1,2,3,null,null,4,5]\n"}});
  scratch.write("solutions/297-codec/accepted/keeps_the_root.c",
                "static struct TreeNode* kept;\n"
                "char* serialize(struct TreeNode* root) {\n    kept = root;\n    return strdup(\"kept\");\n}\n"
                "struct TreeNode* deserialize(char* data) {\n    return strcmp(data, \"kept\") == 0 ? kept : NULL;\n}\n");
  RunRecord run = scratch.judge({"run", "-j", "2", "143", "130", "26", "49", "589", "297"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_TRUE(Contains(run.stdout_text, "6 passed, 0 failed")) << c_run_output(run);
}

// LeetCode's check of a copy holds for a C solution: its input's nodes are the input's.
TEST_F(CDriverTest, AGraphCopyThatReturnsTheInputIsWrong) {
  ScratchProject scratch;
  write_c_problem(scratch, "133-clone-graph", "signature: Node* cloneGraph(Node* node)\nnode: graph\n",
                {{"[[2],[1]]\n", "[[2],[1]]\n"}});
  scratch.write("solutions/133-clone-graph/wrong_answer/returns_the_input.c",
                "struct Node* cloneGraph(struct Node* s) {\n    return s;\n}\n");
  scratch.write("solutions/133-clone-graph/accepted/copies.c",
                "struct Node* copies[101];\n"
                "static struct Node* copy(struct Node* s) {\n    if (!s || copies[s->val]) return s ? copies[s->val] : NULL;\n"
                "    struct Node* c = malloc(sizeof *c);\n    c->val = s->val;\n    c->numNeighbors = s->numNeighbors;\n"
                "    c->neighbors = malloc(sizeof(struct Node*) * (s->numNeighbors + 1));\n    copies[s->val] = c;\n"
                "    for (int i = 0; i < s->numNeighbors; i++) c->neighbors[i] = copy(s->neighbors[i]);\n    return c;\n}\n"
                "struct Node* cloneGraph(struct Node* s) {\n    memset(copies, 0, sizeof copies);\n    return copy(s);\n}\n");
  RunRecord run = scratch.judge({"run", "-v", "133"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_TRUE(Contains(run.stdout_text, "the answer must be a deep copy, made of new nodes only")) << run.stdout_text;
}

// NestedInteger is LeetCode's C interface: NestedIntegerAdd keeps the element itself (a list added
// to its parent before it is filled is filled there too), and 341's iterator is nestedIterCreate,
// nestedIterHasNext, nestedIterNext.
TEST_F(CDriverTest, NestedIntegersAreLeetCodesCInterface) {
  ScratchProject scratch;
  write_c_problem(scratch, "385-mini-parser", "signature: NestedInteger deserialize(string s)\n",
                  {{"\"324\"\n", "324\n"}, {"\"[123,[456,[789]]]\"\n", "[123,[456,[789]]]\n"}});
  scratch.write("solutions/385-mini-parser/accepted/adds_then_fills.c",
                "struct NestedInteger* deserialize(char* s) {\n"
                "    if (s[0] != '[') {\n        struct NestedInteger* ni = NestedIntegerInit();\n"
                "        NestedIntegerSetInteger(ni, atoi(s));\n        return ni;\n    }\n"
                "    struct NestedInteger* stack[64];\n    int top = -1;\n    struct NestedInteger* result = NULL;\n"
                "    for (int i = 0; s[i]; i++) {\n"
                "        if (s[i] == '[') {\n            struct NestedInteger* list = NestedIntegerInit();\n"
                "            if (top >= 0) NestedIntegerAdd(stack[top], list);\n            stack[++top] = list;\n"
                "        } else if (s[i] == ']') {\n            result = stack[top--];\n"
                "        } else if (isdigit((unsigned char)s[i])) {\n"
                "            struct NestedInteger* n = NestedIntegerInit();\n"
                "            NestedIntegerSetInteger(n, (int)strtol(s + i, NULL, 10));\n"
                "            NestedIntegerAdd(stack[top], n);\n"
                "            while (isdigit((unsigned char)s[i + 1])) i++;\n        }\n    }\n    return result;\n}\n");
  write_c_problem(scratch, "341-flatten", "design: NestedIterator\ndrive: iterator\nmethods:\n"
                  "  - NestedIterator(vector<NestedInteger>& nestedList)\n  - int next()\n  - bool hasNext()\n",
                  {{"[[1,1],2,[1,1]]\n", "[1,1,2,1,1]\n"}});
  scratch.write("solutions/341-flatten/accepted/stack.c",
                "struct NestedIterator {\n    struct NestedInteger** items[64];\n    int sizes[64], at[64], top;\n};\n"
                "struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {\n"
                "    struct NestedIterator* it = calloc(1, sizeof *it);\n"
                "    it->items[0] = nestedList;\n    it->sizes[0] = nestedListSize;\n    return it;\n}\n"
                "bool nestedIterHasNext(struct NestedIterator *it) {\n    while (it->top >= 0) {\n"
                "        if (it->at[it->top] == it->sizes[it->top]) { it->top--; continue; }\n"
                "        struct NestedInteger* next = it->items[it->top][it->at[it->top]];\n"
                "        if (NestedIntegerIsInteger(next)) return true;\n        it->at[it->top]++;\n        it->top++;\n"
                "        it->items[it->top] = NestedIntegerGetList(next);\n"
                "        it->sizes[it->top] = NestedIntegerGetListSize(next);\n        it->at[it->top] = 0;\n    }\n"
                "    return false;\n}\n"
                "int nestedIterNext(struct NestedIterator *it) {\n"
                "    return NestedIntegerGetInteger(it->items[it->top][it->at[it->top]++]);\n}\n"
                "void nestedIterFree(struct NestedIterator *it) {\n    free(it);\n}\n");
  RunRecord run = scratch.judge({"run", "-j", "2", "385", "341"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_TRUE(Contains(run.stdout_text, "2 passed, 0 failed")) << c_run_output(run);
}

// The sanitized build: a read past an array of exactly its length, a signed overflow, and a
// design object's Free freeing twice (LeetCode calls minStackFree after the last operation) are
// each RTE naming the solution's line.
TEST_F(CDriverTest, SanitizerFindingsNameTheSolutionsLine) {
  ScratchProject scratch;
  write_c_problem(scratch, "901-sum", "signature: int sum(vector<int>& nums)\n", {{"[1,2,3]\n", "6\n"}}, true);
  scratch.write("solutions/901-sum/run_time_error/reads_past_the_end.c",
                "int sum(int* nums, int numsSize) {\n    int total = 0;\n"
                "    for (int i = 0; i <= numsSize; i++) total += nums[i];\n    return total - nums[numsSize];\n}\n");
  scratch.write("solutions/901-sum/run_time_error/overflows.c",
                "int sum(int* nums, int numsSize) {\n    int total = INT_MAX - 2;\n"
                "    for (int i = 0; i < numsSize; i++) total += nums[i];\n    return total;\n}\n");
  write_c_problem(scratch, "902-counter", "design: Counter\nmethods:\n  - Counter()\n  - int next()\n",
                {{"[\"Counter\",\"next\",\"next\"]\n[[],[],[]]\n", "[null,1,2]\n"}}, true);
  scratch.write("solutions/902-counter/run_time_error/frees_twice.c",
                "typedef struct {\n    int* count;\n} Counter;\n"
                "Counter* counterCreate() {\n    Counter* c = malloc(sizeof(Counter));\n    c->count = calloc(1, sizeof(int));\n"
                "    return c;\n}\n"
                "int counterNext(Counter* obj) {\n    return ++*obj->count;\n}\n"
                "void counterFree(Counter* obj) {\n    free(obj->count);\n    free(obj->count);\n    free(obj);\n}\n");
  RunRecord run = scratch.judge({"run", "-v", "-j", "2", "901", "902"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_TRUE(Contains(run.stdout_text, "AddressSanitizer: heap-buffer-overflow, READ of size 4 at "
                                        "solutions/901-sum/run_time_error/reads_past_the_end.c:3"))
      << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "signed integer overflow") &&
              Contains(run.stdout_text, "at solutions/901-sum/run_time_error/overflows.c:3"))
      << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "attempting double-free at solutions/902-counter/run_time_error/frees_twice.c:14"))
      << run.stdout_text;
}

// A design object owns the arguments it keeps, as on LeetCode's C (398's accepted `obj->arr =
// nums;` and `free(obj->arr);` in its Free): the judge never frees them after the Free.
TEST_F(CDriverTest, ADesignObjectMayFreeTheArrayItKept) {
  ScratchProject scratch;
  write_c_problem(scratch, "903-picker", "design: Picker\nmethods:\n  - Picker(vector<int>& nums)\n  - int pick(int i)\n",
                {{"[\"Picker\",\"pick\",\"pick\"]\n[[[4,5,6]],[0],[2]]\n", "[null,4,6]\n"}}, true);
  scratch.write("solutions/903-picker/accepted/keeps_and_frees.c",
                "typedef struct {\n    int* arr;\n} Picker;\n"
                "Picker* pickerCreate(int* nums, int numsSize) {\n    Picker* p = malloc(sizeof(Picker));\n"
                "    p->arr = nums;\n    return p;\n}\n"
                "int pickerPick(Picker* obj, int i) {\n    return obj->arr[i];\n}\n"
                "void pickerFree(Picker* obj) {\n    free(obj->arr);\n    free(obj);\n}\n");
  RunRecord run = scratch.judge({"run", "-v", "-j", "2", "903"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_FALSE(Contains(run.stdout_text, "double-free")) << run.stdout_text;
}

// What LeetCode's C harness cannot call is CE: a function whose parameters its call does not fit,
// and a problem LeetCode's C is not judged on here (an API of structs), saying why. An API that
// is a function (278's isBadVersion) is answered as for C++.
TEST_F(CDriverTest, ACallLeetCodesCCannotMakeIsACompileError) {
  ScratchProject scratch;
  write_c_problem(scratch, "903-two-sum", "signature: vector<int> twoSum(vector<int>& nums, int target)\n",
                {{"[2,7]\n9\n", "[0,1]\n"}});
  scratch.write("solutions/903-two-sum/compile_error/forgets_return_size.c",
                "int* twoSum(int* nums, int numsSize, int target) {\n    return NULL;\n}\n");
  write_c_problem(scratch, "1095-find-in-mountain-array",
                "signature: int findInMountainArray(int target, MountainArray &mountainArr)\napi: MountainArray\n"
                "inputs: [array, target]\n", {{"[1,2,3,4,5,3,1]\n3\n", "2\n"}});
  scratch.write("solutions/1095-find-in-mountain-array/compile_error/scans.c",
                "int findInMountainArray(int target, MountainArray* mountainArr) {\n    return -1;\n}\n");
  write_c_problem(scratch, "278-first-bad-version", "signature: int firstBadVersion(int n)\napi: isBadVersion\n",
                {{"5\n4\n", "4\n"}, {"2126753390\n1702766719\n", "1702766719\n"}});
  scratch.write("solutions/278-first-bad-version/accepted/bisects.c",
                "// The API isBadVersion is defined for you.\n// bool isBadVersion(int version);\n\n"
                "int firstBadVersion(int n) {\n    int lo = 1, hi = n;\n"
                "    while (lo < hi) {\n        int mid = lo + (hi - lo) / 2;\n"
                "        if (isBadVersion(mid)) hi = mid; else lo = mid + 1;\n    }\n    return lo;\n}\n");
  RunRecord run = scratch.judge({"run", "-v", "903", "1095", "278"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_TRUE(Contains(run.stdout_text, "error: too many arguments to function 'twoSum'")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "Line 1: Char 6: note: declared here")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "LeetCode's C cannot be judged on this problem: it is an API problem "
                                        "(MountainArray)")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    278-first-bad-version/accepted/bisects.c")) << run.stdout_text;
}

// `judge try` runs a C solution as any other: its answer beside the accepted C++ one's.
TEST_F(CDriverTest, TryRunsACSolution) {
  ScratchProject scratch;
  scratch.write("solutions/1-add/accepted/add.c", "int add(int a, int b) {\n    return a + b;\n}\n");
  RunRecord run = scratch.judge({"try", "solutions/1-add/accepted/add.c", "a = 40, b = 2"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << c_run_output(run);
  EXPECT_TRUE(Contains(run.stdout_text, "answer:   42\n")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "verdict:  agrees with the expected answer")) << run.stdout_text;
}

}  // namespace
}  // namespace lcjudge::c_driver_test
