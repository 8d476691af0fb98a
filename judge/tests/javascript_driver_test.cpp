// The JavaScript driver (judge/driver/javascript/lcjudge_driver.js) against the language
// contract: the answer on descriptor 4 exactly as the C++ driver prints it (doubles rounded as
// printf rounds them, strings escaped as nlohmann escapes them, trees in level order), the
// side-channel records and exit statuses of driver/protocol.h, LeetCode's globals and lazily
// loaded libraries, its error wording with the solution's own lines, and check mode's compile
// errors. Each test runs Node on a solution and a case of its own (about 40 ms of CPU each).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "driver/protocol.h"
#include "tests/test_util.h"

// A namespace of its own: unity batches put this file beside others with names like kMinStack.
namespace lcjudge::javascript_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;

constexpr const char* kNodeProgram = "/usr/bin/node";
constexpr const char* kDriver = "judge/driver/javascript/lcjudge_driver.js";
// What prepare bundles from the packages scripts/install-deps.sh installs.
constexpr const char* kLibraries = "build/languages/javascript/libraries.json";

struct NodeRun {
  int status = -1;  // the exit status, or 128 + the signal
  string answer;    // descriptor 4
  string meta;      // descriptor 3
  string out;
  string err;
};

string read_file(const string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs the driver in MODE on SOLUTION and CASE, with descriptors 3 and 4 open unless HAND_RUN,
// and RLIMIT_STACK set to STACK_BYTES when it is not 0, as the judge runs it (a V8 stack of 32 MiB).
NodeRun run_driver(const string& mode, const string& descriptor, const string& solution, const string& case_text,
                     bool hand_run = false, rlim_t stack_bytes = 256 << 20) {
  TempDir dir;
  const string solution_path = dir.write("solution.js", solution);
  const string case_path = dir.write("case.in", case_text);
  const string names[] = {"out", "err", "meta", "answer"};
  pid_t pid = fork();
  if (pid == 0) {
    int in = open(case_path.c_str(), O_RDONLY);
    dup2(in, 0);
    for (int fd = 1; fd <= 4; ++fd) {
      if (hand_run && fd >= 3) {
        close(fd);
        continue;
      }
      int file = open(dir.path(names[fd - 1]).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      dup2(file, fd);
      if (file > 4) close(file);
    }
    if (stack_bytes) {
      struct rlimit limit = {stack_bytes, stack_bytes};
      setrlimit(RLIMIT_STACK, &limit);
    }
    execl(kNodeProgram, kNodeProgram, "--harmony", "--v8-pool-size=1", "--stack-size=32768", "--max-old-space-size=256", kDriver,
          mode.c_str(), descriptor.c_str(), solution_path.c_str(), kLibraries, static_cast<char*>(nullptr));
    _exit(127);
  }
  NodeRun run;
  int status = 0;
  waitpid(pid, &status, 0);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = read_file(dir.path("out"));
  run.err = read_file(dir.path("err"));
  run.meta = read_file(dir.path("meta"));
  run.answer = read_file(dir.path("answer"));
  return run;
}

// A function problem's descriptor: PARAMETERS is the JSON array of {"name","type"}.
string function_descriptor(const string& method, const string& parameters, const string& result,
                           const string& node = "", const string& output = "return", int answer = -1) {
  return R"({"kind":"function","class":"Solution","drive":"operations","node":")" + node + R"(","output":")" + output +
         R"(","method":")" + method + R"(","methods":[{"name":")" + method + R"(","constructor":false,"result":)" + result +
         R"(,"parameters":)" + parameters + R"(,"answer":)" + std::to_string(answer) +
         R"(}],"api":"","api_case":null,"api_queries":false})";
}

const string kInt = R"({"kind":"int","cpp":"int"})";
const string kDouble = R"({"kind":"double","cpp":"double"})";
const string kString = R"({"kind":"string","cpp":"string"})";
const string kBool = R"({"kind":"bool","cpp":"bool"})";
const string kVoid = R"({"kind":"void","cpp":"void"})";
const string kInts = R"({"kind":"list","cpp":"vector<int>","element":)" + kInt + "}";
const string kMatrix = R"({"kind":"list","cpp":"vector<vector<int>>","element":)" + kInts + "}";
const string kListNode = R"({"kind":"ListNode","cpp":"ListNode*"})";
const string kTreeNode = R"({"kind":"TreeNode","cpp":"TreeNode*"})";


const string kTwoSum = function_descriptor("twoSum", R"([{"name":"nums","type":)" + kInts +
                                                         R"(},{"name":"target","type":)" + kInt + "}]",
                                           kInts);

const string kMinStack = R"({"kind":"design","class":"MinStack","drive":"operations","node":"","output":"return",)"
                         R"("method":"","methods":[{"name":"MinStack","constructor":true,"result":)" + kVoid +
                         R"(,"parameters":[],"answer":-1},{"name":"push","constructor":false,"result":)" + kVoid +
                         R"(,"parameters":[{"name":"val","type":)" + kInt +
                         R"(}],"answer":-1},{"name":"getMin","constructor":false,"result":)" + kInt +
                         R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";

class JavaScriptDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kNodeProgram)) GTEST_SKIP() << kNodeProgram << " is not installed (scripts/install-deps.sh)";
  }
};

string design(const string& class_name, const string& methods) {
  return R"({"kind":"design","class":")" + class_name + R"(","drive":"operations","node":"","output":"return","method":"","methods":)" +
         methods + R"(,"api":"","api_case":null,"api_queries":false})";
}

TEST_F(JavaScriptDriverTest, AnswerGoesToDescriptorFourAfterTheSolutionsOwnPrintsOnStdout) {
  NodeRun run = run_driver("run", kTwoSum, R"(
var twoSum = function(nums, target) {
    console.log("looking");
    const seen = new Map();
    for (let i = 0; i < nums.length; ++i) {
        if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
        seen.set(nums[i], i);
    }
};
)",
                           "[2,7,11,15]\n9\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1]\n");
  EXPECT_EQ(run.out, "looking\n");
  EXPECT_TRUE(Contains(run.meta, "parse_ns "));
  EXPECT_TRUE(Contains(run.meta, "solve_ns "));
  EXPECT_TRUE(Contains(run.meta, "peak_rss_kib "));
}

TEST_F(JavaScriptDriverTest, WithoutDescriptorFourTheAnswerFollowsThePrintsOnStdout) {
  NodeRun run = run_driver("run", kTwoSum, "function twoSum(nums, target) { console.log('first'); return [1, 0]; }\n",
                           "[1,2]\n3\n", /*hand_run=*/true);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "first\n[1,0]\n");
}

TEST_F(JavaScriptDriverTest, ATypeErrorIsLeetCodesReportWithTheSolutionsLinesOnly) {
  NodeRun run = run_driver("run", kTwoSum, R"(const helper = (nums) => {
    return nums.missing.x;
};
var twoSum = function(nums, target) {
    return helper(nums);
};
)",
                           "[1,2]\n3\n");
  EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << run.err;
  EXPECT_EQ(run.answer, "");
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception TypeError: Cannot read properties of undefined (reading 'x') (line 2 in helper)\n"))
      << run.meta;
  EXPECT_EQ(run.err, "Line 2 in solution.js\n"
                     "    return nums.missing.x;\n"
                     "TypeError: Cannot read properties of undefined (reading 'x')\n"
                     "    Line 2: Char 25 in solution.js (helper)\n"
                     "    Line 5: Char 12 in solution.js (twoSum)\n");
}

TEST_F(JavaScriptDriverTest, EndlessRecursionIsARangeErrorAndAThrownStringIsUncaught) {
  NodeRun deep = run_driver("run", kTwoSum, "var twoSum = function f(nums, target) { return f(nums, target); };\n", "[1]\n2\n");
  EXPECT_EQ(deep.status, protocol::kUncaughtExceptionExit) << deep.err;
  EXPECT_TRUE(Contains(deep.meta, "uncaught_exception RangeError: Maximum call stack size exceeded (line 1 in f)")) << deep.meta;
  NodeRun thrown = run_driver("run", kTwoSum, "var twoSum = (nums, target) => { throw 'no pair'; };\n", "[1]\n2\n");
  EXPECT_EQ(thrown.status, protocol::kUncaughtExceptionExit) << thrown.err;
  EXPECT_TRUE(Contains(thrown.meta, "uncaught_exception Uncaught: no pair\n")) << thrown.meta;
}

TEST_F(JavaScriptDriverTest, ADeepRecursionWithinTheStackPasses) {
  NodeRun run = run_driver("run", function_descriptor("depth", R"([{"name":"n","type":)" + kInt + "}]", kInt),
                           "var depth = function(n) { return n === 0 ? 0 : 1 + depth(n - 1); };\n", "100000\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "100000\n");
}

// LeetCode's JavaScript templates: a constructor function with prototype methods, and a class.
TEST_F(JavaScriptDriverTest, DesignClassesAreConstructedWithNewAndVoidMethodsPrintNull) {
  const string descriptor = design("MinStack", "[" + string(R"({"name":"MinStack","constructor":true,"result":)") + kVoid +
                                                   R"(,"parameters":[],"answer":-1},{"name":"push","constructor":false,"result":)" + kVoid +
                                                   R"(,"parameters":[{"name":"val","type":)" + kInt +
                                                   R"(}],"answer":-1},{"name":"getMin","constructor":false,"result":)" + kInt +
                                                   R"(,"parameters":[],"answer":-1}])");
  const string operations = "[\"MinStack\",\"push\",\"push\",\"getMin\"]\n[[],[3],[-2],[]]\n";
  NodeRun prototype = run_driver("run", descriptor, R"(var MinStack = function() { this.values = []; };
MinStack.prototype.push = function(val) { this.values.push(val); return 7; };
MinStack.prototype.getMin = function() { return Math.min(...this.values); };
)",
                                 operations);
  EXPECT_EQ(prototype.status, 0) << prototype.err;
  EXPECT_EQ(prototype.answer, "[null,null,null,-2]\n");
  NodeRun with_class = run_driver("run", descriptor, "class MinStack {\n  constructor() { this.m = 1e9; }\n"
                                                     "  push(val) { this.m = Math.min(this.m, val); }\n  getMin() { return this.m; }\n}\n",
                                  operations);
  EXPECT_EQ(with_class.status, 0) << with_class.err;
  EXPECT_EQ(with_class.answer, "[null,null,null,-2]\n");
}

// LeetCode's JavaScript Codec (297) is two functions: deserialize(serialize(root)).
TEST_F(JavaScriptDriverTest, TheCodecIsTwoFunctionsAndTreesPrintInLevelOrder) {
  const string descriptor =
      R"({"kind":"design","class":"Codec","drive":"round_trip","node":"","output":"return","method":"","methods":[)"
      R"({"name":"serialize","constructor":false,"result":)" + kString + R"(,"parameters":[{"name":"root","type":)" + kTreeNode +
      R"(}],"answer":-1},{"name":"deserialize","constructor":false,"result":)" + kTreeNode +
      R"(,"parameters":[{"name":"data","type":)" + kString + R"(}],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  NodeRun run = run_driver("run", descriptor, R"(
var serialize = function(root) {
    const out = [];
    const walk = (node) => { if (!node) { out.push('#'); return; } out.push(node.val); walk(node.left); walk(node.right); };
    walk(root);
    return out.join(',');
};
var deserialize = function(data) {
    const tokens = data.split(',');
    let at = 0;
    const build = () => { const t = tokens[at++]; if (t === '#') return null; return new TreeNode(Number(t), build(), build()); };
    return build();
};
)",
                           "[1,2,3,null,null,4,5,null,null,null,6]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,2,3,null,null,4,5,null,null,null,6]\n");
}

TEST_F(JavaScriptDriverTest, ListsAreReadIntoListNodesAndPrintedBack) {
  const string descriptor = function_descriptor("reverseList", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  NodeRun run = run_driver("run", descriptor, R"(var reverseList = function(head) {
    let previous = null;
    while (head) { const next = head.next; head.next = previous; previous = head; head = next; }
    return previous;
};
)",
                           "[1,2,3]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[3,2,1]\n");
  NodeRun cyclic = run_driver("run", descriptor, "var reverseList = (head) => { head.next.next = head; return head; };\n", "[1,2]\n");
  EXPECT_EQ(cyclic.status, protocol::kUncaughtExceptionExit);
}

// printf's %.5f: an exact half rounds to even (0.015625 is 1/64), -0 keeps its sign, and no
// exponent past 1e21.
TEST_F(JavaScriptDriverTest, DoublesArePrintedAsPrintfPrintsThem) {
  const string list = R"({"kind":"list","cpp":"vector<double>","element":)" + kDouble + "}";
  NodeRun run = run_driver("run", function_descriptor("values", "[]", list),
                           "var values = () => [0.015625, 0.046875, -0, 2.5, 1/3, 1e22, -1e-9];\n", "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0.01562,0.04688,-0.00000,2.50000,0.33333,10000000000000000000000.00000,-0.00000]\n");
}

TEST_F(JavaScriptDriverTest, StringsAreEscapedAsTheCppDriverEscapesThem) {
  NodeRun run = run_driver("run", function_descriptor("text", "[]", kString),
                           "var text = () => 'a\"b\\\\c\\n\\u0001\\u00e9\\ud800';\n", "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "\"a\\\"b\\\\c\\n\\u0001\xc3\xa9\xef\xbf\xbd\"\n");
}

// A long past 2^53 is a JavaScript number, as on LeetCode: read rounded, printed with every digit.
TEST_F(JavaScriptDriverTest, LongsPast2To53AreNumbersPrintedWithEveryDigit) {
  const string kLong = R"({"kind":"long","cpp":"long long"})";
  NodeRun run = run_driver("run", function_descriptor("twice", R"([{"name":"n","type":)" + kLong + "}]", kLong),
                           "var twice = (n) => n * 2;\n", "576460752303423489\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "1152921504606846976\n");
}

TEST_F(JavaScriptDriverTest, ANonIntegerWhereAnIntIsDeclaredIsARuntimeError) {
  NodeRun run = run_driver("run", function_descriptor("half", R"([{"name":"n","type":)" + kInt + "}]", kInt),
                           "var half = (n) => n / 2;\n", "5\n");
  EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << run.err;
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception TypeError: 2.5 is not valid value for the expected return type integer"))
      << run.meta;
}

TEST_F(JavaScriptDriverTest, InPlaceAndPrefixAnswersAreTheArgumentAfterTheCall) {
  const string in_place = function_descriptor("sortIt", R"([{"name":"nums","type":)" + kInts + "}]", kVoid, "", "return", 0);
  NodeRun sorted = run_driver("run", in_place, "var sortIt = (nums) => { nums.sort((a, b) => a - b); };\n", "[3,1,2]\n");
  EXPECT_EQ(sorted.status, 0) << sorted.err;
  EXPECT_EQ(sorted.answer, "[1,2,3]\n");
  const string prefix = function_descriptor("removeDuplicates", R"([{"name":"nums","type":)" + kInts + "}]", kInt, "",
                                            "argument_prefix", 0);
  NodeRun kept = run_driver("run", prefix, "var removeDuplicates = (nums) => { nums[1] = 2; return 2; };\n", "[1,1,2]\n");
  EXPECT_EQ(kept.status, 0) << kept.err;
  EXPECT_EQ(kept.answer, "[1,2]\n");
}

TEST_F(JavaScriptDriverTest, LeetCodesLibrariesAreGlobalsLoadedOnFirstUse) {
  if (!std::filesystem::exists(kLibraries)) GTEST_SKIP() << kLibraries << " is not bundled (judge_tests --prepare-only)";
  NodeRun run = run_driver("run", function_descriptor("sortIt", R"([{"name":"nums","type":)" + kInts + "}]", kInts), R"(
var sortIt = function(nums) {
    const queue = new MinPriorityQueue();
    for (const n of _.uniq(nums)) queue.enqueue(n);
    const out = [];
    while (!queue.isEmpty()) out.push(queue.dequeue().element);  // 5.4.0's {priority, element}
    const deque = new Deque(out);
    deque.pushFront(new Queue([0]).size());
    return [deque.popFront(), ...out];
};
)",
                           "[5,1,5,3]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,1,3,5]\n");
}

TEST_F(JavaScriptDriverTest, AMalformedCaseIsBadInput) {
  NodeRun run = run_driver("run", kTwoSum, "var twoSum = () => [];\n", "[1,2,\n3\n");
  EXPECT_EQ(run.status, protocol::kBadInputExit) << run.err;
  EXPECT_TRUE(Contains(run.meta, "bad_input line 1")) << run.meta;
  NodeRun large = run_driver("run", kTwoSum, "var twoSum = () => [];\n", "[1,2]\n3000000000\n");
  EXPECT_EQ(large.status, protocol::kBadInputExit) << large.err;
  EXPECT_TRUE(Contains(large.meta, "bad_input line 2: 3000000000 does not fit in int")) << large.meta;
}

TEST_F(JavaScriptDriverTest, CheckModeGivesLeetCodesCompileErrors) {
  NodeRun fine = run_driver("check", kTwoSum, "const twoSum = (nums, target) => [];\n", "");
  EXPECT_EQ(fine.status, 0) << fine.err;
  NodeRun syntax = run_driver("check", kTwoSum, "var twoSum = function(nums) {\n  return [;\n};\n", "");
  EXPECT_EQ(syntax.status, 1);
  EXPECT_EQ(syntax.err, "Line 2: SyntaxError: Unexpected token ';'\n    return [;\n");
  NodeRun missing = run_driver("check", kTwoSum, "var twoSums = function(nums, target) {};\n", "");
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err, "function twoSum is not defined: the problem declares twoSum(nums, target)\n");
  const string api = R"({"kind":"function","class":"Solution","drive":"operations","node":"","output":"return","method":"firstBadVersion",)"
                     R"("methods":[],"api":"isBadVersion","api_case":null,"api_queries":false})";
  NodeRun unsupported = run_driver("check", api, "var solution = function(isBadVersion) {};\n", "");
  EXPECT_EQ(unsupported.status, 1);
  EXPECT_EQ(unsupported.err, "API problems (isBadVersion): not supported in JavaScript yet\n");
}

}  // namespace
}  // namespace lcjudge::javascript_driver_test
