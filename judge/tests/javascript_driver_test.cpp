// The JavaScript driver (judge/driver/javascript/lcjudge_driver/'s modules, joined into
// build/languages/javascript/lcjudge_driver.js as the test binary prepares it) against the language
// contract: the answer on descriptor 4 exactly as the C++ driver prints it (doubles rounded as
// printf rounds them, strings escaped as nlohmann escapes them, trees in level order), the
// side-channel records and exit statuses of driver/protocol.h, LeetCode's globals and lazily
// loaded libraries, its error wording with the solution's own lines, an API problem's calls to
// the judge's interactor on descriptors 5 and 6, and check mode's compile errors. Each test runs
// Node on a solution and a case of its own (about 40 ms of CPU each).
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

#include <nlohmann/json.hpp>

#include "driver/protocol.h"
#include "judging/build.h"
#include "judging/scheduler.h"
#include "problem/config.h"
#include "problem/testcases.h"
#include "tests/driver_run.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

// A namespace of its own: unity batches put this file beside others with names like kMinStack.
namespace lcjudge::javascript_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::kMinStack;
using test_util::kTwoSum;
using test_util::TempDir;

constexpr const char* kNodeProgram = "/usr/bin/node";
// What prepare joins, and bundles from the packages scripts/install-deps.sh installs.
constexpr const char* kDriver = "build/languages/javascript/lcjudge_driver.js";
constexpr const char* kLibraries = "build/languages/javascript/libraries.json";

using NodeRun = test_util::DriverRun;
using test_util::function_descriptor;
using test_util::kInt;
using test_util::kLong;
using test_util::kDouble;
using test_util::kString;
using test_util::kBool;
using test_util::kVoid;
using test_util::kInts;
using test_util::kMatrix;
using test_util::kListNode;
using test_util::kTreeNode;

// Runs the driver in MODE on SOLUTION and CASE, with descriptors 3 and 4 open unless HAND_RUN,
// and RLIMIT_STACK set to STACK_BYTES when it is not 0, as the judge runs it (a V8 stack of 32 MiB);
// with API_SPEC, as an API problem's case (driver_run.h).
NodeRun run_driver(const string& mode, const string& descriptor, const string& solution, const string& case_text,
                   bool hand_run = false, rlim_t stack_bytes = 256 << 20, const string& api_spec = "") {
  TempDir dir;
  const string solution_path = dir.write("solution.js", solution);
  return test_util::run_driver_program(dir, {kNodeProgram, "--harmony", "--v8-pool-size=1", "--stack-size=32768",
                                             "--max-old-space-size=256", kDriver, mode, descriptor, solution_path, kLibraries},
                                       case_text, hand_run, stack_bytes, api_spec);
}

// One case of an API problem as the judge runs it: the driver gets CASE_TEXT (all of it here)
// with the API's lines withheld, and the judge's interactor answers its calls on descriptors 5
// and 6, counts them and may replace the answer (843). The spec: DESCRIPTOR's api, then its
// api_case's line names.
NodeRun run_api(const string& descriptor, const string& solution, const string& case_text) {
  const nlohmann::json parsed = nlohmann::json::parse(descriptor);
  string spec = parsed["api"].get<string>();
  for (const auto& line : parsed["api_case"]["parameters"]) spec += " " + line["name"].get<string>();
  return run_driver("run", descriptor, solution, case_text, false, 256 << 20, spec);
}

class JavaScriptDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kNodeProgram)) GTEST_SKIP() << kNodeProgram << " is not installed (scripts/install-deps.sh)";
  }
};

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
  const string leetcode = "Line 2 in solution.js\n"
                          "    return nums.missing.x;\n"
                          "                        ^\n"
                          "TypeError: Cannot read properties of undefined (reading 'x')\n"
                          "    Line 2: Char 25 in solution.js (helper)\n"
                          "    Line 5: Char 12 in solution.js (twoSum)";
  EXPECT_EQ(run.err, leetcode + "\n");
  // The same report is the record before the error's, its newlines escaped, for the judge to show.
  string escaped;
  for (char c : leetcode) escaped += c == '\n' ? string("\\n") : string(1, c);
  EXPECT_TRUE(Contains(run.meta, "traceback " + escaped + "\nuncaught_exception ")) << run.meta;
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
    while (!queue.isEmpty()) out.push(queue.dequeue());  // v6: the element itself
    const deque = new Deque(out);
    deque.pushFront(new Queue([0]).size());
    return [deque.popFront(), ...out];
};
)",
                           "[5,1,5,3]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,1,3,5]\n");
}

// LeetCode's priority queues are @datastructures-js/priority-queue 6: PriorityQueue takes a
// comparator, MinPriorityQueue a priority getter, and dequeue() returns the element (5.4 took
// options objects and failed on a getter: "enqueue expects a numeric priority").
const string kOrderByCost = function_descriptor("order", R"([{"name":"costs","type":)" + kInts + "}]", kInts);

TEST_F(JavaScriptDriverTest, PriorityQueuesTakeAComparatorOrAPriorityGetterAsVersionSixDoes) {
  if (!std::filesystem::exists(kLibraries)) GTEST_SKIP() << kLibraries << " is not bundled (judge_tests --prepare-only)";
  NodeRun run = run_driver("run", kOrderByCost, R"(
var order = function(costs) {
    const cheapest = new MinPriorityQueue((item) => item.cost);
    costs.forEach((cost, id) => cheapest.enqueue({cost, id}));
    const ids = [];
    while (!cheapest.isEmpty()) ids.push(cheapest.dequeue().id);
    const largest = new PriorityQueue((a, b) => b - a);
    for (const cost of costs) largest.enqueue(cost);
    const smallest = PriorityQueue.fromArray([...costs], (a, b) => a - b);
    return [...ids, largest.front(), largest.size(), ...largest.toArray(), smallest.dequeue()];
};
)",
                           "[5,1,4]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,2,0,5,3,5,4,1,1]\n");
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
  // Node's report, placed as LeetCode places it: the line, the source and its caret, the error.
  EXPECT_EQ(syntax.err, "Line 2 in solution.js\n  return [;\n          ^\nSyntaxError: Unexpected token ';'\n");
  NodeRun missing = run_driver("check", kTwoSum, "var twoSums = function(nums, target) {};\n", "");
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err, "function twoSum is not defined: the problem declares twoSum(nums, target)\n");
  const string unknown = R"({"kind":"function","class":"Solution","drive":"operations","node":"","output":"return","method":"f",)"
                         R"("methods":[],"api":"Oracle","api_case":null,"api_queries":false})";
  NodeRun unsupported = run_driver("check", unknown, "var f = function() {};\n", "");
  EXPECT_EQ(unsupported.status, 1);
  EXPECT_EQ(unsupported.err, "API problems (Oracle): not supported in JavaScript yet\n");
}

// Check mode reads the script and never runs it: a top level that would write a marker and then
// loop for 20 s of wall time leaves no marker, accepted or not.
TEST_F(JavaScriptDriverTest, CheckModeNeverRunsTheSolutionsTopLevel) {
  TempDir dir;
  const string marker = dir.path("ran");
  const string loop = "for (const end = Date.now() + 20000; Date.now() < end;) {}\n";
  const string writes = "process.mainModule.require('fs').writeFileSync('" + marker + "', 'ran');\n";
  NodeRun defined = run_driver("check", kTwoSum, writes + loop + "var twoSum = (nums, target) => [];\n", "");
  EXPECT_EQ(defined.status, 0) << defined.err;
  NodeRun missing = run_driver("check", kTwoSum, loop + "var twoSums = (nums, target) => [];\n", "");
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err, "function twoSum is not defined: the problem declares twoSum(nums, target)\n");
  EXPECT_FALSE(std::filesystem::exists(marker));
}

// What the source may define is accepted (the run decides): the name escaped, or made at run time.
// A misspelled class that only reads its own fields (`this.x`) certainly defines nothing else.
TEST_F(JavaScriptDriverTest, CheckModeAcceptsWhatTheSourceMayDefineAndTheRunDecides) {
  for (const string& source : {string("var two\\u0053um = (nums, target) => [];\n"),
                               string("globalThis['two' + 'Sum'] = (nums, target) => [target];\n"),
                               string("eval('var two' + 'Sum = (nums, target) => [target]');\n"),
                               string("class Solution { twoSum(nums, target) { return [target]; } }\n")}) {
    NodeRun check = run_driver("check", kTwoSum, source, "");
    EXPECT_EQ(check.status, 0) << source << check.err;
  }
  NodeRun made = run_driver("run", kTwoSum, "globalThis['two' + 'Sum'] = (nums, target) => [target];\n", "[1]\n2\n");
  EXPECT_EQ(made.status, 0) << made.err;
  EXPECT_EQ(made.answer, "[2]\n");
  NodeRun misspelled = run_driver("check", kMinStack, "class MinStak {\n  constructor() { this.values = []; }\n"
                                                      "  push(val) { this.values.push(val); }\n}\n", "");
  EXPECT_EQ(misspelled.status, 1);
  EXPECT_EQ(misspelled.err, "class MinStack is not defined\n");
}

// The run loads the script: a function it lacks, or its top level's exception, is the run's RTE.
TEST_F(JavaScriptDriverTest, WhatTheCheckAcceptedAndTheRunLacksIsARuntimeError) {
  NodeRun missing = run_driver("run", kTwoSum, "var twoSums = (nums, target) => [];\n", "[1]\n2\n");
  EXPECT_EQ(missing.status, protocol::kUncaughtExceptionExit) << missing.err;
  EXPECT_TRUE(Contains(missing.meta, "uncaught_exception ReferenceError: twoSum is not defined\n")) << missing.meta;
  NodeRun not_function = run_driver("run", kTwoSum, "var twoSum = 7;\n", "[1]\n2\n");
  EXPECT_EQ(not_function.status, protocol::kUncaughtExceptionExit) << not_function.err;
  EXPECT_TRUE(Contains(not_function.meta, "uncaught_exception TypeError: twoSum is not a function\n")) << not_function.meta;
  NodeRun no_class = run_driver("run", kMinStack, "var x = 1;\n", "[\"MinStack\"]\n[[]]\n");
  EXPECT_EQ(no_class.status, protocol::kUncaughtExceptionExit) << no_class.err;
  EXPECT_TRUE(Contains(no_class.meta, "uncaught_exception ReferenceError: MinStack is not defined\n")) << no_class.meta;
  NodeRun throws = run_driver("run", kTwoSum, "var twoSum = (nums, target) => [];\nnull.x;\n", "[1]\n2\n");
  EXPECT_EQ(throws.status, protocol::kUncaughtExceptionExit) << throws.err;
  EXPECT_TRUE(Contains(throws.meta, "uncaught_exception TypeError: Cannot read properties of null (reading 'x') (line 2 in Object.<anonymous>)"))
      << throws.meta;
}

// An API problem's descriptor: METHOD's parameters and the case's lines (API_CASE) as JSON
// arrays, the method's RESULT.
string api_descriptor(const string& api, const string& method, const string& parameters, const string& api_case,
                      const string& result = kInt) {
  string descriptor = function_descriptor(method, parameters, result);
  descriptor.replace(descriptor.find(R"("api":"","api_case":null)"), 24,
                     R"("api":")" + api + R"(","api_case":{"name":")" + method + R"(","constructor":false,"result":)" +
                         result + R"(,"parameters":)" + api_case + R"(,"answer":-1})");
  return descriptor;
}

const string kBadVersion = api_descriptor("isBadVersion", "firstBadVersion", R"([{"name":"n","type":)" + kInt + "}]",
                                          R"([{"name":"n","type":)" + kInt + R"(},{"name":"bad","type":)" + kInt + "}]");

TEST_F(JavaScriptDriverTest, IsBadVersionIsHandedToSolutionAndGuessIsAGlobalBothAnsweredByTheJudge) {
  // LeetCode's 278 template: the API is solution's argument, the answer its returned function's.
  NodeRun closure = run_api(kBadVersion, R"(
var solution = function(isBadVersion) {
    return function(n) {
        let lo = 1, hi = n;
        while (lo < hi) {
            const mid = lo + Math.floor((hi - lo) / 2);
            if (isBadVersion(mid)) hi = mid; else lo = mid + 1;
        }
        return lo;
    };
};
)",
                               "5\n4\n");
  EXPECT_EQ(closure.status, 0) << closure.err;
  EXPECT_EQ(closure.answer, "4\n");
  EXPECT_TRUE(Contains(closure.meta, "solve_ns ")) << closure.meta;

  const string guess = api_descriptor("guess", "guessNumber", R"([{"name":"n","type":)" + kInt + "}]",
                                      R"([{"name":"n","type":)" + kInt + R"(},{"name":"pick","type":)" + kInt + "}]");
  NodeRun global = run_api(guess, R"(
var guessNumber = function(n) {
    let lo = 1, hi = n;
    for (;;) {
        const mid = Math.floor((lo + hi) / 2), g = guess(mid);
        if (g === 0) return mid;
        if (g < 0) hi = mid - 1; else lo = mid + 1;
    }
};
)",
                              "10\n6\n");
  EXPECT_EQ(global.status, 0) << global.err;
  EXPECT_EQ(global.answer, "6\n");
  NodeRun hidden = run_api(guess, "var guessNumber = (n) => typeof pick === 'undefined' ? guess(n) : -7;\n", "10\n6\n");
  EXPECT_EQ(hidden.answer, "-1\n") << "the hidden line reaches guess alone";
}

const string kMountain = api_descriptor(
    "MountainArray", "findInMountainArray",
    R"([{"name":"target","type":)" + kInt + R"(},{"name":"mountainArr","type":{"kind":"api","cpp":"MountainArray"}}])",
    R"([{"name":"array","type":)" + kInts + R"(},{"name":"target","type":)" + kInt + "}]");

// The process gets the case with the array withheld: its standard input (a file here, read
// again from its start) holds null where the array was, and the API still answers.
TEST_F(JavaScriptDriverTest, TheDriverGetsTheHiddenLineAsNullAndTheApiStillAnswers) {
  NodeRun run = run_api(kMountain, R"(
var findInMountainArray = function(target, mountainArr) {
    const text = process.mainModule.require('fs').readFileSync('/proc/self/fd/0', 'latin1');
    return text === 'null\n2\n' ? mountainArr.get(1) : -1;
};
)",
                        "[1,5,2]\n2\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "5\n");
}

// A hand run has no channel: Node's own pipes, which then take descriptors 5 and 6, are not it.
TEST_F(JavaScriptDriverTest, WithoutTheJudgesChannelAnApiCallIsAnError) {
  const string scan = "var findInMountainArray = (target, m) => m.get(0);\n";
  for (bool hand_run : {false, true}) {
    NodeRun run = run_driver("run", kMountain, scan, "null\n2\n", hand_run);
    EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << run.err;
    EXPECT_TRUE(Contains(run.err, "Error: API calls need the judge's channel (descriptors 5 and 6)\n")) << run.err;
  }
}

TEST_F(JavaScriptDriverTest, AnApiClassIsTheArgumentAndItsCallLimitIsTheJudgesWrongAnswer) {
  const string scan = R"(
var findInMountainArray = function(target, mountainArr) {
    if (!(mountainArr instanceof MountainArray)) return -2;
    for (let i = 0; i < mountainArr.length(); ++i) if (mountainArr.get(i) === target) return i;
    return -1;
};
)";
  NodeRun short_scan = run_api(kMountain, scan, "[1,5,2]\n2\n");
  EXPECT_EQ(short_scan.status, 0) << short_scan.err;
  EXPECT_EQ(short_scan.answer, "2\n");
  EXPECT_EQ(short_scan.api_wrong_answer, "");
  string long_array = "[";
  for (int i = 0; i < 150; ++i) long_array += std::to_string(i) + ",";
  NodeRun long_scan = run_api(kMountain, scan, long_array + "-1]\n149\n");
  EXPECT_EQ(long_scan.status, 0) << long_scan.err;  // the driver answers; the judge's count decides
  EXPECT_EQ(long_scan.answer, "149\n");
  EXPECT_TRUE(Contains(long_scan.api_wrong_answer, "MountainArray.get called 150 times; the limit is 100")) << long_scan.api_wrong_answer;
  // Outside the array is the solution's runtime error, on its own line, in the judge's words.
  NodeRun outside = run_api(kMountain, "var findInMountainArray = (target, m) =>\n  m.get(m.length());\n", "[1,5,2]\n2\n");
  EXPECT_EQ(outside.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(outside.meta, "uncaught_exception RangeError: MountainArray.get(3): the index is outside 0..2 (line 2 in "))
      << outside.meta;
}

TEST_F(JavaScriptDriverTest, EachApiClassAnswersThroughTheJudge) {
  const string master = api_descriptor(
      "Master", "findSecretWord",
      R"([{"name":"words","type":{"kind":"list","cpp":"vector<string>","element":)" + kString +
          R"(}},{"name":"master","type":{"kind":"api","cpp":"Master"}}])",
      R"([{"name":"secret","type":)" + kString + R"(},{"name":"words","type":{"kind":"list","cpp":"vector<string>",)"
          R"("element":)" + kString + R"(}},{"name":"allowedGuesses","type":)" + kInt + "}]",
      kVoid);
  const string words = "\"acckzz\"\n[\"acckzz\",\"ccbazz\",\"eiowzz\"]\n10\n";
  NodeRun found = run_api(master, "var findSecretWord = (words, master) => {\n"
                                            "  if (master.guess('ccbazz') !== 3 || master.guess('nothere') !== -1) return;\n"
                                            "  for (const w of words) master.guess(w);\n};\n",
                             words);
  EXPECT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(found.answer, "\"You guessed the secret word correctly.\"\n");  // the judge's
  NodeRun missed = run_api(master, "var findSecretWord = (words, master) => { master.guess(words[1]); };\n", words);
  EXPECT_EQ(missed.answer, "\"Either you took too many guesses, or you did not find the secret word.\"\n");

  // 1274's corners are [x, y] arrays in LeetCode's JavaScript.
  const string sea = api_descriptor(
      "Sea", "countShips",
      R"([{"name":"sea","type":{"kind":"api","cpp":"Sea"}},{"name":"topRight","type":)" + kInts +
          R"(},{"name":"bottomLeft","type":)" + kInts + "}]",
      R"([{"name":"ships","type":)" + kMatrix + R"(},{"name":"topRight","type":)" + kInts +
          R"(},{"name":"bottomLeft","type":)" + kInts + "}]");
  NodeRun ships = run_api(sea, R"(
var countShips = function(sea, topRight, bottomLeft) {
    let count = 0;
    for (let x = bottomLeft[0]; x <= topRight[0]; ++x)
        for (let y = bottomLeft[1]; y <= topRight[1]; ++y) if (sea.hasShips([x, y], [x, y])) ++count;
    return count;
};
)",
                             "[[1,1],[2,2],[3,3]]\n[4,4]\n[0,0]\n");
  EXPECT_EQ(ships.status, 0) << ships.err;
  EXPECT_EQ(ships.answer, "3\n");

  const string matrix = api_descriptor("BinaryMatrix", "leftMostColumnWithOne",
                                       R"([{"name":"binaryMatrix","type":{"kind":"api","cpp":"BinaryMatrix"}}])",
                                       R"([{"name":"mat","type":)" + kMatrix + "}]");
  NodeRun column = run_api(matrix, R"(
var leftMostColumnWithOne = function(binaryMatrix) {
    const [rows, cols] = binaryMatrix.dimensions();
    for (let c = 0; c < cols; ++c) for (let r = 0; r < rows; ++r) if (binaryMatrix.get(r, c) === 1) return c;
    return -1;
};
)",
                              "[[0,0],[0,1]]\n");
  EXPECT_EQ(column.status, 0) << column.err;
  EXPECT_EQ(column.answer, "1\n");

  const string reader = api_descriptor(
      "ArrayReader", "search", R"([{"name":"reader","type":{"kind":"api","cpp":"ArrayReader"}},{"name":"target","type":)" + kInt + "}]",
      R"([{"name":"secret","type":)" + kInts + R"(},{"name":"target","type":)" + kInt + "}]");
  NodeRun past_end = run_api(reader, "var search = (reader, target) => reader.get(target) + reader.get(-1) - reader.get(1);\n",
                                "[-1,0,3]\n5\n");
  EXPECT_EQ(past_end.status, 0) << past_end.err;
  EXPECT_EQ(past_end.answer, "4294967294\n");

  const string compare = api_descriptor("compareSub", "getIndex", R"([{"name":"reader","type":{"kind":"api","cpp":"ArrayReader"}}])",
                                        R"([{"name":"arr","type":)" + kInts + "}]");
  NodeRun largest = run_api(compare, R"(
var getIndex = function(reader) {
    let lo = 0, hi = reader.length() - 1;
    while (lo < hi) {
        const half = Math.floor((hi - lo + 1) / 2);
        const left = [lo, lo + half - 1], right = [hi - half + 1, hi];
        const c = reader.compareSub(left[0], left[1], right[0], right[1]);
        if (c === 0) return lo + half;
        if (c > 0) hi = left[1]; else lo = right[0];
    }
    return lo;
};
)",
                               "[7,7,7,7,10,7,7,7]\n");
  EXPECT_EQ(largest.status, 0) << largest.err;
  EXPECT_EQ(largest.answer, "4\n");

  const string custom = api_descriptor(
      "CustomFunction", "findSolution",
      R"([{"name":"customfunction","type":{"kind":"api","cpp":"CustomFunction"}},{"name":"z","type":)" + kInt + "}]",
      R"([{"name":"function_id","type":)" + kInt + R"(},{"name":"z","type":)" + kInt + "}]", kMatrix);
  const string pairs = R"(
var findSolution = function(customfunction, z) {
    const out = [];
    for (let x = 1; x <= 5; ++x) for (let y = 1; y <= 5; ++y) if (customfunction.f(x, y) === z) out.push([x, y]);
    return out;
};
)";
  // 1237's f is computed in the process (docs/driver-protocol.md): no channel, function_id shown.
  NodeRun products = run_driver("run", custom, pairs, "2\n5\n");
  EXPECT_EQ(products.status, 0) << products.err;
  EXPECT_EQ(products.answer, "[[1,5],[5,1]]\n");
  NodeRun no_formula = run_driver("run", custom, pairs, "10\n5\n");
  EXPECT_EQ(no_formula.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(no_formula.meta, "bad_input line 1: function_id 10 names none of LeetCode's 9 hidden formulas")) << no_formula.meta;
}

TEST_F(JavaScriptDriverTest, Read4IsHandedToSolutionAndEachQueryReadsOnWhereTheLastStopped) {
  const string read = api_descriptor(
      "read4", "read", R"([{"name":"buf","type":{"kind":"api","cpp":"char*"}},{"name":"n","type":)" + kInt + "}]",
      R"([{"name":"file","type":)" + kString + R"(},{"name":"n","type":)" + kInt + "}]");
  const string reads = R"(
var solution = function(read4) {
    const buf4 = [], kept = [];
    return function(buf, n) {
        let total = 0;
        while (total < n) {
            if (!kept.length) {
                const got = read4(buf4);
                if (got === 0) break;
                kept.push(...buf4.slice(0, got));
            }
            buf[total++] = kept.shift();
        }
        return total;
    };
};
)";
  NodeRun once = run_api(read, reads, "\"abcdefg\"\n5\n");
  EXPECT_EQ(once.status, 0) << once.err;
  EXPECT_EQ(once.answer, "5\n");
  EXPECT_EQ(once.api_wrong_answer, "");
  // The judge checks buf, which the driver shows it after each read.
  NodeRun claims = run_api(read, "var solution = (read4) => (buf, n) => n;\n", "\"abcdefg\"\n5\n");
  EXPECT_EQ(claims.status, 0) << claims.err;
  EXPECT_TRUE(Contains(claims.api_wrong_answer, "read(buf, 5) returned 5, but buf starts with \"     \" where the file has \"abcde\""))
      << claims.api_wrong_answer;
  // Methods the solution replaces do not change what the driver shows: buf is still blank.
  NodeRun patched = run_api(read,
                               "Array.prototype.some = () => false; Array.prototype.slice = function() { return this; };\n"
                               "String.prototype.slice = function() { return ''; }; Number.isInteger = () => true;\n"
                               "var solution = (read4) => (buf, n) => n;\n",
                               "\"abcdefg\"\n5\n");
  EXPECT_EQ(patched.status, 0) << patched.err;
  EXPECT_TRUE(Contains(patched.api_wrong_answer, "read(buf, 5) returned 5, but buf starts with")) << patched.api_wrong_answer;
  // A k that is no integer cannot be shown to the judge: the solution's error, as any int result's.
  NodeRun no_count = run_api(read, "var solution = (read4) => (buf, n) => undefined;\n", "\"abcdefg\"\n5\n");
  EXPECT_EQ(no_count.status, protocol::kUncaughtExceptionExit) << no_count.err;
  EXPECT_TRUE(Contains(no_count.meta, "uncaught_exception TypeError: undefined is not valid value for the expected return type integer"))
      << no_count.meta;
  // 158: the function solution returned reads once per query, its state kept between them.
  string queries = api_descriptor(
      "read4", "read", R"([{"name":"buf","type":{"kind":"api","cpp":"char*"}},{"name":"n","type":)" + kInt + "}]",
      R"([{"name":"file","type":)" + kString + R"(},{"name":"queries","type":)" + kInts + "}]");
  queries.replace(queries.find(R"("api_queries":false)"), 19, R"("api_queries":true)");
  NodeRun repeated = run_api(queries, reads, "\"abc\"\n[1,2,1]\n");
  EXPECT_EQ(repeated.status, 0) << repeated.err;
  EXPECT_EQ(repeated.answer, "[1,2,0]\n");
  EXPECT_EQ(repeated.api_wrong_answer, "");
}

TEST_F(JavaScriptDriverTest, CheckModeTakesApiProblemsAndNamesWhatIsMissing) {
  NodeRun closure = run_driver("check", kBadVersion, "var solution = function(isBadVersion) { return (n) => n; };\n", "");
  EXPECT_EQ(closure.status, 0) << closure.err;
  NodeRun missing = run_driver("check", kBadVersion, "var firstBad = function(n) {};\n", "");
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err, "function solution is not defined: the problem declares solution(isBadVersion), which returns the "
                         "function firstBadVersion(n)\n");
}

TEST_F(JavaScriptDriverTest, NestedIntegersAreReadAndPrintedAndAnIteratorIsDrivenToTheEnd) {
  const string nested_integer = R"({"kind":"NestedInteger","cpp":"NestedInteger"})";
  const string iterator = R"({"kind":"design","class":"NestedIterator","drive":"iterator","node":"","output":"return",)"
                          R"("method":"","methods":[{"name":"NestedIterator","constructor":true,"result":)" + kVoid +
                          R"(,"parameters":[{"name":"nestedList","type":{"kind":"list","cpp":"vector<NestedInteger>",)"
                          R"("element":)" + nested_integer + R"(}}],"answer":-1},{"name":"next","constructor":false,)"
                          R"("result":)" + kInt + R"(,"parameters":[],"answer":-1},{"name":"hasNext","constructor":false,)"
                          R"("result":)" + kBool + R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  const string flatten = R"(
var NestedIterator = function(nestedList) {
    this.stack = [...nestedList].reverse();
};
NestedIterator.prototype.hasNext = function() {
    while (this.stack.length) {
        const top = this.stack[this.stack.length - 1];
        if (top.isInteger()) return true;
        this.stack.pop();
        this.stack.push(...[...top.getList()].reverse());
    }
    return false;
};
NestedIterator.prototype.next = function() { return this.stack.pop().getInteger(); };
)";
  NodeRun flat = run_driver("run", iterator, flatten, "[[1,1],2,[1,[4,[]]]]\n");
  EXPECT_EQ(flat.status, 0) << flat.err;
  EXPECT_EQ(flat.answer, "[1,1,2,1,4]\n");
  NodeRun too_deep = run_driver("run", iterator, flatten, "[" + string(1001, '[') + string(1001, ']') + "]\n");
  EXPECT_EQ(too_deep.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(too_deep.meta, "a NestedInteger nested more than 1000 deep")) << too_deep.meta;

  const string deserialize = function_descriptor("deserialize", R"([{"name":"s","type":)" + kString + "}]", nested_integer);
  NodeRun built = run_driver("run", deserialize, R"(
var deserialize = function(s) {
    const outer = new NestedInteger(), inner = new NestedInteger();
    inner.add(new NestedInteger(456));
    inner.add(new NestedInteger());
    outer.add(new NestedInteger(Number(s)));
    outer.add(inner);
    return outer;
};
)",
                             "\"123\"\n");
  EXPECT_EQ(built.status, 0) << built.err;
  EXPECT_EQ(built.answer, "[123,[456,[]]]\n");
}

TEST_F(JavaScriptDriverTest, AStringWhereANumberIsDeclaredIsAnErrorAsInEveryDriver) {
  const string doubles = R"({"kind":"list","cpp":"vector<double>","element":)" + kDouble + "}";
  NodeRun run = run_driver("run", function_descriptor("convert", R"([{"name":"c","type":)" + kDouble + "}]", doubles),
                           "var convert = (c) => [(c + 273.15).toFixed(5), c];\n", "36.50\n");
  EXPECT_EQ(run.status, 88) << run.err;
  EXPECT_EQ(run.answer, "");
  EXPECT_NE(run.meta.find("\"309.65000\" is not valid value for the expected return type double"), string::npos) << run.meta;
}

// TypeScript, through the judge's build: SOURCE compiled by tsc (about 2 CPU-s, kept in the
// fixtures' compile cache) for a problem of its own (PROBLEM_YAML, one case IN answered ANS), and
// judged on that case.
struct TypeScriptJudged {
  BuildOutcome build;
  CaseOutcome outcome;
};

TypeScriptJudged judge_typescript(const string& name, const string& problem_yaml, const string& in, const string& ans,
                                  const string& source) {
  TempDir dir;
  dir.write("ts_problem/problem.yaml", problem_yaml + "time_limit: 1\nmemory_limit: 256\nsanitize: false\n");
  dir.write("ts_problem/sample/1.in", in);
  dir.write("ts_problem/sample/1.ans", ans);
  SolutionFile solution;
  solution.source = dir.write(name + ".ts", source);
  solution.problem = "ts_problem";
  solution.language = Language::kTypeScript;
  set_build_folder(solution, test_util::private_path("javascript_driver/" + name + ".ts"));
  const ProblemConfig config = for_language(load_problem_config(dir.path("ts_problem")), Language::kTypeScript);
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(test_util::kFixtureCache);
  TypeScriptJudged judged;
  judged.build = builder.build(solution, config);
  if (!judged.build.ok) return judged;
  RunGate gate;
  judged.outcome = judge_case(judged.build.built, problem_testcases(config.directory).at(0), config, gate);
  return judged;
}

// tsc sees LeetCode's declarations of the API (374's global guess) on an API problem, and the run
// hands it over.
TEST_F(JavaScriptDriverTest, ATypeScriptSolutionOfAnApiProblemCompilesAgainstLeetCodesDeclarations) {
  const TypeScriptJudged judged = judge_typescript("guess", "title: Guess\nsignature: int guessNumber(int n)\napi: guess\ninputs: [n, pick]\n",
                                                   "10\n6\n", "6\n", R"(
function guessNumber(n: number): number {
    let low = 1, high = n;
    while (low <= high) {
        const mid = low + Math.floor((high - low) / 2), res: number = guess(mid);
        if (res === 0) return mid;
        if (res === -1) high = mid - 1; else low = mid + 1;
    }
    return -1;
}
)");
  ASSERT_TRUE(judged.build.ok) << judged.build.message << "\n" << judged.build.log;
  EXPECT_EQ(judged.outcome.verdict, Verdict::kAccepted) << judged.outcome.message;
}

// LeetCode's tsc has no DOM, whose `Node` would be a duplicate of the solution's (TS2300), and
// has Node's console.
TEST_F(JavaScriptDriverTest, ATypeScriptSolutionMayDeclareItsOwnClassNode) {
  const TypeScriptJudged judged = judge_typescript("own_node", "title: Reverse\nsignature: vector<int> reverseIt(vector<int>& nums)\n",
                                                   "[1,2,3]\n", "[3,2,1]\n", R"(
class Node {
    val: number;
    next: Node | null;
    constructor(val: number, next: Node | null = null) {
        this.val = val;
        this.next = next;
    }
}

function reverseIt(nums: number[]): number[] {
    let head: Node | null = null;
    for (const n of nums) head = new Node(n, head);
    const out: number[] = [];
    for (let at = head; at !== null; at = at.next) out.push(at.val);
    console.log("reversed", out.length);
    return out;
}
)");
  ASSERT_TRUE(judged.build.ok) << judged.build.message << "\n" << judged.build.log;
  EXPECT_EQ(judged.outcome.verdict, Verdict::kAccepted) << judged.outcome.message;
}

// ES2023's array methods type-check (LeetCode's tsc targets ES2024) and Node runs them.
TEST_F(JavaScriptDriverTest, ATypeScriptSolutionMayUseTheES2023ArrayMethods) {
  const TypeScriptJudged judged = judge_typescript("to_sorted", "title: Sort\nsignature: vector<int> sortIt(vector<int>& nums)\n",
                                                   "[3,1,2]\n", "[2,2,1,-1,3]\n", R"(
function sortIt(nums: number[]): number[] {
    const sorted = nums.toSorted((a, b) => a - b);
    const lastEven = sorted.findLast((x) => x % 2 === 0) ?? 0;
    return [...sorted.toReversed().with(0, lastEven), sorted.findLastIndex((x) => x < 0), nums[0]];
}
)");
  ASSERT_TRUE(judged.build.ok) << judged.build.message << "\n" << judged.build.log;
  EXPECT_EQ(judged.outcome.verdict, Verdict::kAccepted) << judged.outcome.message;
}

// v6's declarations: PriorityQueue is a class to construct with a comparator (5.4's was abstract,
// TS2511), MinPriorityQueue takes a priority getter, dequeue() is the element.
TEST_F(JavaScriptDriverTest, ATypeScriptSolutionUsesVersionSixPriorityQueues) {
  const TypeScriptJudged judged = judge_typescript("priority_queues", "title: Order\nsignature: vector<int> order(vector<int>& costs)\n",
                                                   "[5,1,4]\n", "[1,2,0,5,3,5,4,1,1]\n", R"(
function order(costs: number[]): number[] {
    const cheapest = new MinPriorityQueue<{ cost: number; id: number }>((item) => item.cost);
    costs.forEach((cost, id) => cheapest.enqueue({ cost, id }));
    const ids: number[] = [];
    while (!cheapest.isEmpty()) ids.push(cheapest.dequeue().id);
    const largest: PriorityQueue<number> = new PriorityQueue<number>((a, b) => b - a);
    for (const cost of costs) largest.enqueue(cost);
    const smallest = PriorityQueue.fromArray<number>([...costs], (a, b) => a - b);
    return [...ids, largest.front(), largest.size(), ...largest.toArray(), smallest.dequeue()];
}
)");
  ASSERT_TRUE(judged.build.ok) << judged.build.message << "\n" << judged.build.log;
  EXPECT_EQ(judged.outcome.verdict, Verdict::kAccepted) << judged.outcome.message;
}

TEST_F(JavaScriptDriverTest, ACopySharingANodeWithTheInputIsAWrongAnswerWhateverBuiltInsTheSolutionReplaced) {
  const string node = R"({"kind":"Node","cpp":"Node*"})";
  const string copy_list = function_descriptor("copyRandomList", R"([{"name":"head","type":)" + node + "}]", node, "random");
  NodeRun deep = run_driver("run", copy_list, R"(
var copyRandomList = function(head) {
    const made = new Map();
    for (let n = head; n; n = n.next) made.set(n, new _Node(n.val));
    for (let n = head; n; n = n.next) {
        made.get(n).next = made.get(n.next) || null;
        made.get(n).random = made.get(n.random) || null;
    }
    return made.get(head) || null;
};
)",
                            "[[7,null],[13,0]]\n");
  EXPECT_EQ(deep.status, 0) << deep.err;
  EXPECT_EQ(deep.answer, "[[7,null],[13,0]]\n");
  const string replaced = "Set.prototype.has = Map.prototype.has = () => false;\nArray.prototype.forEach = () => {};\n"
                          "process.reallyExit = () => {};\n";
  NodeRun shared = run_driver("run", copy_list, replaced + "var copyRandomList = (head) => head;\n", "[[7,null],[13,0]]\n");
  EXPECT_EQ(shared.status, protocol::kWrongResultExit) << shared.err;
  EXPECT_TRUE(Contains(shared.meta, "wrong_result the copy shares the node at index 0 (val 7) with the input")) << shared.meta;

  const string clone_graph = function_descriptor("cloneGraph", R"([{"name":"node","type":)" + node + "}]", node, "graph");
  NodeRun same_graph = run_driver("run", clone_graph, replaced + "var cloneGraph = (node) => node;\n", "[[2],[1]]\n");
  EXPECT_EQ(same_graph.status, protocol::kWrongResultExit) << same_graph.err;
  EXPECT_TRUE(Contains(same_graph.meta, "wrong_result the copy shares node 1 with the input")) << same_graph.meta;
}

}  // namespace
}  // namespace lcjudge::javascript_driver_test
