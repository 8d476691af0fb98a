// The Python 3 driver (judge/driver/python/lcjudge_driver/'s modules, joined into
// build/languages/python/lcjudge_driver.py as the test binary prepares it before any test) against
// the language contract: the answer on descriptor 4 exactly as the C++ driver prints it, the
// side-channel records and exit statuses of driver/protocol.h, LeetCode's preloaded names, its
// tracebacks, and check mode's compile errors. Each test runs Debian's python3.11 on a solution
// and a case of its own.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "driver/leetcode_io.h"
#include "driver/protocol.h"
#include "tests/driver_run.h"
#include "tests/test_util.h"

// A namespace of its own: unity batches put this file beside others with names like kMinStack.
namespace lcjudge::python_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::kMinStack;
using test_util::kTwoSum;
using test_util::TempDir;

constexpr const char* kPython = "/usr/bin/python3.11";
constexpr const char* kDriver = "build/languages/python/lcjudge_driver.py";

using PythonRun = test_util::DriverRun;
using test_util::function_descriptor;
using test_util::kInt;
using test_util::kDouble;
using test_util::kString;
using test_util::kBool;
using test_util::kVoid;
using test_util::kInts;
using test_util::kMatrix;
using test_util::kListNode;
using test_util::kTreeNode;
using test_util::kNode;

// Runs the driver in MODE on SOLUTION and CASE, with descriptors 3 and 4 open unless
// HAND_RUN, and RLIMIT_STACK set to STACK_BYTES when it is not 0; with API_SPEC, an API problem's
// (run_api).
PythonRun run_driver(const string& mode, const string& descriptor, const string& solution, const string& case_text,
                     bool hand_run = false, rlim_t stack_bytes = 0, const string& api_spec = "") {
  TempDir dir;
  const string solution_path = dir.write("solution.py", solution);
  return test_util::run_driver_program(dir, {kPython, "-I", "-S", "-B", kDriver, mode, descriptor, solution_path},
                                       case_text, hand_run, stack_bytes, api_spec);
}


class PythonDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kPython)) GTEST_SKIP() << kPython << " is not installed (scripts/install-deps.sh)";
  }
};

TEST_F(PythonDriverTest, WithoutDescriptorFourTheAnswerFollowsThePrintsOnStdout) {
  PythonRun run = run_driver("run", kTwoSum, R"(
class Solution:
    def twoSum(self, nums, target):
        print("first")
        return [1, 0]
)",
                             "[1,2]\n3\n", /*hand_run=*/true);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "first\n[1,0]\n");
}

TEST_F(PythonDriverTest, UncaughtExceptionIsOneRecordAndTheTracebackTrimmedToTheSolution) {
  PythonRun run = run_driver("run", kTwoSum, R"(class Solution:
    def twoSum(self, nums, target):
        return self.helper(nums)

    def helper(self, nums):
        return [nums[0] / 0]
)",
                             "[1,2]\n3\n");
  EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit);
  EXPECT_EQ(run.answer, "");
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception ZeroDivisionError: division by zero (line 6 in helper)\n"));
  // Only the solution's frames, innermost first: none of the driver's; each under Python 3.11's
  // carets where it draws them, as LeetCode shows them.
  const string leetcode = "ZeroDivisionError: division by zero\n"
                          "            ~~~~~~~~^~~\n"
                          "    return [nums[0] / 0]\n"
                          "Line 6 in helper (Solution.py)\n"
                          "           ^^^^^^^^^^^^^^^^^\n"
                          "    return self.helper(nums)\n"
                          "Line 3 in twoSum (Solution.py)";
  EXPECT_EQ(run.err, leetcode + "\n");
  // The same report is the record before the error's, its newlines escaped, for the judge to show.
  string escaped;
  for (char c : leetcode) escaped += c == '\n' ? string("\\n") : string(1, c);
  EXPECT_TRUE(Contains(run.meta, "traceback " + escaped + "\nuncaught_exception ")) << run.meta;
}

TEST_F(PythonDriverTest, SysExitAndOsExitLeaveNoAnswer) {
  PythonRun exits = run_driver("run", kTwoSum, "import sys\nclass Solution:\n    def twoSum(self, nums, target):\n"
                                               "        sys.exit(0)\n",
                               "[1,2]\n3\n");
  EXPECT_EQ(exits.status, protocol::kUncaughtExceptionExit);
  EXPECT_EQ(exits.answer, "");
  EXPECT_TRUE(Contains(exits.meta, "uncaught_exception SystemExit: 0 (line 4 in twoSum)"));

  PythonRun leaves = run_driver("run", kTwoSum, "import os\nclass Solution:\n    def twoSum(self, nums, target):\n"
                                                "        os._exit(0)\n",
                                "[1,2]\n3\n");
  EXPECT_EQ(leaves.status, 0);
  EXPECT_EQ(leaves.answer, "");  // the judge fails a run without an answer
}

TEST_F(PythonDriverTest, MemoryErrorIsOutOfMemory) {
  PythonRun run = run_driver("run", kTwoSum, R"(
class Solution:
    def twoSum(self, nums, target):
        return [bytearray(1 << 60)]
)",
                             "[1,2]\n3\n");
  EXPECT_EQ(run.status, protocol::kOutOfMemoryExit);
  EXPECT_TRUE(Contains(run.meta, "out_of_memory MemoryError\n"));
}

TEST_F(PythonDriverTest, MalformedCaseIsBadInputNamingTheLine) {
  const string solution = "class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n";
  PythonRun unclosed = run_driver("run", kTwoSum, solution, "[1,2\n3\n");
  EXPECT_EQ(unclosed.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(unclosed.meta, "bad_input line 1, column ")) << unclosed.meta;

  PythonRun too_large = run_driver("run", kTwoSum, solution, "[1,2]\n2147483648\n");
  EXPECT_EQ(too_large.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(too_large.meta, "bad_input line 2: 2147483648 does not fit in int\n"));

  PythonRun missing = run_driver("run", kTwoSum, solution, "[1,2]\n");
  EXPECT_EQ(missing.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(missing.meta, "bad_input line 2, column 1: expected 2 argument lines, found 1\n"));

  PythonRun nested = run_driver("run", kTwoSum, solution, string(100000, '[') + "\n3\n");
  EXPECT_EQ(nested.status, protocol::kBadInputExit) << nested.err;
}

TEST_F(PythonDriverTest, AStrayWriteToDescriptorFourCannotReachTheAnswer) {
  PythonRun run = run_driver("run", kTwoSum, R"(
import os
class Solution:
    def twoSum(self, nums, target):
        try:
            os.write(4, b"[9,9]\n")
        except OSError:
            pass
        return [0, 1]
)",
                             "[1,2]\n3\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1]\n");
}

TEST_F(PythonDriverTest, SolutionSeesLeetCodesPreloadedNamesAndNotTheDriver) {
  PythonRun run = run_driver("run", kTwoSum, R"(
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        @lru_cache(None)
        def twice(x):
            return 2 * x
        heap = []
        heappush(heap, 3)
        found = [Counter(nums)[1], len(deque(nums)), bisect_left(nums, 2), twice(2), heappop(heap),
                 SortedList([5, 4])[0], gcd(12, 18), int(inf > 10**18), ListNode(7).val, TreeNode(8).val,
                 int(isinstance(defaultdict(int), dict)), len(ascii_lowercase)]
        driver_names = [n for n in ("record", "answer_fd", "run", "open_channels") if n in globals()]
        return found + [len(driver_names), int(__name__ == "__main__")]
)",
                             "[1,2]\n3\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,2,1,4,3,4,6,1,7,8,1,26,0,1]\n");
}

// LeetCode preloads its modules; the driver imports those of the names the solution loads, which
// keeps a case's start near the interpreter's own. A method named like a preloaded function
// (str.split, re.split) is not such a name.
TEST_F(PythonDriverTest, OnlyTheModulesOfTheNamesTheSolutionLoadsAreImported) {
  PythonRun run = run_driver("run", kTwoSum, R"(
import sys
class Solution:
    def twoSum(self, nums, target):
        words = "a b".split()
        return [int("re" in sys.modules), int("collections" in sys.modules), Counter(words)["a"]]
)",
                             "[1,2]\n3\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1,1]\n");
}

TEST_F(PythonDriverTest, DoublesPrintAsTheCppEncoderPrintsThem) {
  const string descriptor = function_descriptor("f", "[]", R"({"kind":"list","cpp":"vector<double>","element":)" +
                                                           kDouble + "}");
  PythonRun run = run_driver("run", descriptor, R"(
class Solution:
    def f(self):
        return [-0.0, 1e308, 2.5e-6, 1 / 3, -1e-9, 7, float("inf") - float("inf"), float("-inf")]
)",
                             "");
  EXPECT_EQ(run.status, 0) << run.err;
  string expected = "[";
  const double values[] = {-0.0, 1e308, 2.5e-6, 1.0 / 3, -1e-9, 7, INFINITY - INFINITY, -INFINITY};
  for (double value : values) {
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.5f", value);
    expected += string(expected.size() > 1 ? "," : "") + buffer;
  }
  EXPECT_EQ(run.answer, expected + "]\n");
}

TEST_F(PythonDriverTest, AValueOfTheWrongTypeIsARuntimeErrorInLeetCodesWords) {
  PythonRun run = run_driver("run", kTwoSum, "class Solution:\n    def twoSum(self, nums, target):\n        return 'ab'\n",
                             "[1,2]\n3\n");
  EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception TypeError: ab is not valid value for the expected return type "
                                 "integer[]"));

  const string boolean = function_descriptor("f", "[]", kBool);
  PythonRun one = run_driver("run", boolean, "class Solution:\n    def f(self):\n        return 1\n", "");
  EXPECT_EQ(one.status, protocol::kUncaughtExceptionExit);
  PythonRun none = run_driver("run", boolean, "class Solution:\n    def f(self):\n        return None\n", "");
  EXPECT_EQ(none.status, 0);
  EXPECT_EQ(none.answer, "null\n");
}

TEST_F(PythonDriverTest, InPlaceAndPrefixAnswersAreReadFromTheArgument) {
  const string rotate = function_descriptor("rotate", R"([{"name":"matrix","type":)" + kMatrix + "}]", kVoid, "",
                                            "return", 0);
  PythonRun in_place = run_driver("run", rotate, R"(
class Solution:
    def rotate(self, matrix):
        matrix[:] = [list(row) for row in zip(*matrix[::-1])]
        return 5
)",
                                  "[[1,2],[3,4]]\n");
  EXPECT_EQ(in_place.status, 0) << in_place.err;
  EXPECT_EQ(in_place.answer, "[[3,1],[4,2]]\n");

  const string dedupe = function_descriptor("removeDuplicates", R"([{"name":"nums","type":)" + kInts + "}]", kInt, "",
                                            "argument_prefix", 0);
  const string solution = "class Solution:\n    def removeDuplicates(self, nums):\n        k = sorted(set(nums))\n"
                          "        nums[:len(k)] = k\n        return len(k) + int(nums[0] == 9)\n";
  PythonRun prefix = run_driver("run", dedupe, solution, "[1,1,2]\n");
  EXPECT_EQ(prefix.status, 0) << prefix.err;
  EXPECT_EQ(prefix.answer, "[1,2]\n");
  PythonRun past_the_end = run_driver("run", dedupe, solution, "[9]\n");
  EXPECT_EQ(past_the_end.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(past_the_end.meta, "the method returned k = 2, but the answer is the first k elements of its "
                                          "vector<int> argument, which has 1"));
}

TEST_F(PythonDriverTest, TreesAndListsAreReadAndPrintedInLeetCodesForm) {
  const string tree = function_descriptor("f", R"([{"name":"root","type":)" + kTreeNode + "}]", kTreeNode);
  PythonRun same = run_driver("run", tree, "class Solution:\n    def f(self, root):\n        root.left.val = 0\n"
                                           "        return root\n",
                              "[3,9,20,null,null,15,7,null,null,null,null]\n");
  EXPECT_EQ(same.status, 0) << same.err;
  EXPECT_EQ(same.answer, "[3,0,20,null,null,15,7]\n");

  const string list = function_descriptor("f", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  PythonRun reversed = run_driver("run", list, R"(
class Solution:
    def f(self, head: Optional[ListNode]) -> Optional[ListNode]:
        previous = None
        while head:
            head.next, previous, head = previous, head, head.next
        return previous
)",
                                  "[1,2,3]\n");
  EXPECT_EQ(reversed.answer, "[3,2,1]\n");

  PythonRun cyclic = run_driver("run", list, "class Solution:\n    def f(self, head):\n        head.next.next = head\n"
                                             "        return head\n",
                                "[1,2,3]\n");
  EXPECT_EQ(cyclic.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(cyclic.meta, "the returned list is cyclic"));
}

TEST_F(PythonDriverTest, ACopySharingANodeWithTheInputIsAWrongResult) {
  const string copy = function_descriptor("copyRandomList", R"([{"name":"head","type":)" + kNode + "}]", kNode, "random");
  PythonRun shared = run_driver("run", copy, "class Solution:\n    def copyRandomList(self, head):\n        return head\n",
                                "[[7,null],[13,0]]\n");
  EXPECT_EQ(shared.status, protocol::kWrongResultExit);
  EXPECT_TRUE(Contains(shared.meta, "wrong_result the copy shares the node at index 0 (val 7) with the input"));

  PythonRun copied = run_driver("run", copy, R"(
class Solution:
    def copyRandomList(self, head):
        copies = {None: None}
        node = head
        while node:
            copies[node] = Node(node.val)
            node = node.next
        for original, made in copies.items():
            if original:
                made.next, made.random = copies[original.next], copies[original.random]
        return copies[head]
)",
                                "[[7,null],[13,0]]\n");
  EXPECT_EQ(copied.status, 0) << copied.err;
  EXPECT_EQ(copied.answer, "[[7,null],[13,0]]\n");
}

TEST_F(PythonDriverTest, DesignOperationsPrintNullForTheConstructorAndVoidMethods) {
  const string solution = R"(
class MinStack:
    def __init__(self):
        self.items = []
    def push(self, val: int) -> None:
        self.items.append((val, min(val, self.items[-1][1]) if self.items else val))
        return 99
    def getMin(self) -> int:
        return self.items[-1][1]
)";
  PythonRun run = run_driver("run", kMinStack, solution, R"(["MinStack","push","push","getMin"])"
                                                         "\n[[],[-2],[0],[]]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[null,null,null,-2]\n");

  PythonRun unknown = run_driver("run", kMinStack, solution, R"(["MinStack","top"])"
                                                             "\n[[],[]]\n");
  EXPECT_EQ(unknown.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(unknown.meta, "unknown operation \"top\" (MinStack has push, getMin)"));
}

TEST_F(PythonDriverTest, RoundTripEncodesWithOneCodecAndDecodesWithAnother) {
  const string codec = R"({"kind":"design","class":"Codec","drive":"round_trip","node":"","output":"return",)"
                       R"("method":"","methods":[{"name":"serialize","constructor":false,"result":)" + kString +
                       R"(,"parameters":[{"name":"root","type":)" + kTreeNode +
                       R"(}],"answer":-1},{"name":"deserialize","constructor":false,"result":)" + kTreeNode +
                       R"(,"parameters":[{"name":"data","type":)" + kString +
                       R"(}],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  PythonRun remembers = run_driver("run", codec, R"(
class Codec:
    def serialize(self, root):
        self.root = root
        return ""
    def deserialize(self, data):
        return getattr(self, "root", None)
)",
                                   "[1,2,3]\n");
  EXPECT_EQ(remembers.status, 0) << remembers.err;
  EXPECT_EQ(remembers.answer, "[]\n");  // what the encoder kept, the decoder's object does not have
}

TEST_F(PythonDriverTest, DeepRecursionReachesLeetCodesDepthOnALargeStackAndIsRecursionErrorOnASmallOne) {
  const string deep = function_descriptor("f", R"([{"name":"n","type":)" + kInt + "}]", kInt);
  const string solution = R"(
class Solution:
    def f(self, n):
        @cache
        def down(i):
            return 0 if i == 0 else down(i - 1) + 1
        return down(n)
)";
  PythonRun large = run_driver("run", deep, solution, "200000\n", false, rlim_t{1} << 30);
  EXPECT_EQ(large.status, 0) << large.err.substr(0, 500);
  EXPECT_EQ(large.answer, "200000\n");
  PythonRun small = run_driver("run", deep, solution, "200000\n", false, rlim_t{8} << 20);
  EXPECT_EQ(small.status, protocol::kUncaughtExceptionExit);  // not a segfault
  EXPECT_TRUE(Contains(small.meta, "uncaught_exception RecursionError: maximum recursion depth exceeded"));
}

// ---- check mode ----

TEST_F(PythonDriverTest, CheckAcceptsDefaultsStarArgsAndCachedMethods) {
  PythonRun run = run_driver("check", kTwoSum, R"(
class Solution:
    @cache
    def twoSum(self, nums, target, extra=None, *more) -> List[int]:
        return []
)",
                             "");
  EXPECT_EQ(run.status, 0) << run.err;
}

TEST_F(PythonDriverTest, CheckMakesASyntaxErrorACompileErrorWithItsLine) {
  PythonRun run = run_driver("check", kTwoSum, "class Solution:\n    def twoSum(self, nums, target):\n"
                                               "        return [1,\n",
                             "");
  EXPECT_EQ(run.status, 1);
  // Python's report upside down, as LeetCode prints it: the error, its caret, the line, where.
  EXPECT_EQ(run.err, "SyntaxError: '[' was never closed\n"
                     "           ^\n"
                     "    return [1,\n"
                     "Line 3  (Solution.py)\n");
  PythonRun tabs = run_driver("check", kTwoSum, "class Solution:\n  def twoSum(self, nums, target):\n\treturn []\n", "");
  EXPECT_EQ(tabs.status, 1);
  EXPECT_EQ(tabs.err, "TabError: inconsistent use of tabs and spaces in indentation\n"
                      "    return []\n"
                      "Line 3  (Solution.py)\n");
}

TEST_F(PythonDriverTest, CheckNamesAMissingClassOrMethodAndAWrongParameterCount) {
  PythonRun no_class = run_driver("check", kTwoSum, "class Solver:\n    pass\n", "");
  EXPECT_EQ(no_class.status, 1);
  EXPECT_TRUE(Contains(no_class.err, "class Solution is not defined"));

  PythonRun no_method = run_driver("check", kTwoSum, "class Solution:\n    def two_sum(self, nums, target):\n"
                                                     "        return []\n",
                                   "");
  EXPECT_EQ(no_method.status, 1);
  EXPECT_TRUE(Contains(no_method.err, "class Solution has no method twoSum: the problem declares twoSum(nums, target)"));

  PythonRun fewer = run_driver("check", kTwoSum, "class Solution:\n    def twoSum(self, nums):\n        return []\n", "");
  EXPECT_EQ(fewer.status, 1);
  EXPECT_TRUE(Contains(fewer.err, "Line 2: Solution.twoSum takes (self, nums), but the problem declares "
                                  "twoSum(nums, target)"));

  PythonRun constructor = run_driver("check", kMinStack, R"(
class MinStack:
    def __init__(self, capacity):
        pass
    def push(self, val):
        pass
    def getMin(self):
        return 0
)",
                                     "");
  EXPECT_EQ(constructor.status, 1);
  EXPECT_TRUE(Contains(constructor.err, "MinStack.__init__ takes (self, capacity), but the problem declares MinStack()"));

  PythonRun object_base = run_driver("check", kTwoSum, "class Solution(object):\n    @staticmethod\n"
                                                       "    def twoSum(self, nums, target):\n        return []\n",
                                     "");
  EXPECT_EQ(object_base.status, 1);
  EXPECT_TRUE(Contains(object_base.err, "Line 2: Solution.twoSum takes (self, nums, target)")) << object_base.err;
}

// Check mode reads the source and never runs it: a module whose own code would leave a mark and
// loop 20 s is checked as its source shows it, accepted or not, and leaves no mark; its runs run it.
TEST_F(PythonDriverTest, CheckReadsTheSourceWithoutRunningTheModulesCode) {
  TempDir marks;
  const string loops = "import time\nopen('" + marks.path("ran") + "', 'w').write('ran')\n"
                       "deadline = time.monotonic() + 20\nwhile time.monotonic() < deadline:\n    pass\n\n";
  PythonRun accepted = run_driver("check", kTwoSum, loops + "class Solution:\n    def twoSum(self, nums, target):\n"
                                                            "        return [0, 1]\n",
                                  "");
  PythonRun refused = run_driver("check", kTwoSum, loops + "class Solution:\n    def twoSum(self, nums):\n"
                                                           "        return [0, 1]\n",
                                 "");
  EXPECT_EQ(accepted.status, 0) << accepted.err;
  EXPECT_EQ(refused.status, 1);
  EXPECT_TRUE(Contains(refused.err, "Line 8: Solution.twoSum takes (self, nums)")) << refused.err;
  EXPECT_FALSE(std::filesystem::exists(marks.path("ran")));
}

// What only the run can tell is accepted: a method from a base class, from a decorator of the
// class or of the method, assigned in the class's body or later, or a class bound by assignment.
TEST_F(PythonDriverTest, CheckAcceptsWhatOnlyTheRunCanTell) {
  const string sources[] = {
      "class Base:\n    def twoSum(self, nums, target):\n        return [0, 1]\n\nclass Solution(Base):\n    pass\n",
      "def with_two_sum(cls):\n    cls.twoSum = lambda self, nums, target: [0, 1]\n    return cls\n\n"
      "@with_two_sum\nclass Solution:\n    pass\n",
      "def spread(method):\n    return lambda self, *arguments: method(self, arguments)\n\n"
      "class Solution:\n    @spread\n    def twoSum(self, arguments):\n        return [0, 1]\n",
      "class Solution:\n    twoSum = lambda self, nums, target: [0, 1]\n",
      "def two_sum(self, nums, target):\n    return [0, 1]\n\nclass Solution:\n    pass\n\nSolution.twoSum = two_sum\n",
      "class Impl:\n    def twoSum(self, nums, target):\n        return [0, 1]\n\nSolution = Impl\n",
  };
  for (const string& source : sources) {
    PythonRun run = run_driver("check", kTwoSum, source, "");
    EXPECT_EQ(run.status, 0) << source << run.err;
    PythonRun judged = run_driver("run", kTwoSum, source, "[1,2]\n3\n");
    EXPECT_EQ(judged.answer, "[0,1]\n") << source << judged.err;
  }
}

// What the check let through and the loaded module lacks is the run's runtime error, in LeetCode's
// words, not a crash of the driver.
TEST_F(PythonDriverTest, ARunWhoseModuleLacksTheClassOrMethodIsARuntimeError) {
  PythonRun no_method = run_driver("run", kTwoSum, "class Solution:\n    pass\n\nsetattr(Solution, 'two_sum', None)\n",
                                   "[1,2]\n3\n");
  EXPECT_EQ(no_method.status, protocol::kUncaughtExceptionExit);
  EXPECT_EQ(no_method.answer, "");
  EXPECT_TRUE(Contains(no_method.meta, "uncaught_exception AttributeError: 'Solution' object has no attribute 'twoSum'\n"))
      << no_method.meta;

  PythonRun no_class = run_driver("run", kTwoSum, "globals()['Solver'] = object\n", "[1,2]\n3\n");
  EXPECT_EQ(no_class.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(no_class.meta, "uncaught_exception NameError: name 'Solution' is not defined\n")) << no_class.meta;

  PythonRun fewer = run_driver("run", kTwoSum, "class Solution:\n    pass\n\nSolution.twoSum = lambda self, nums: []\n",
                               "[1,2]\n3\n");
  EXPECT_EQ(fewer.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(fewer.meta, "uncaught_exception TypeError: ")) << fewer.meta;
}

// An API problem's descriptor: METHOD's parameters and the case's lines (API_CASE) as JSON arrays.
string api_descriptor(const string& api, const string& method, const string& parameters, const string& api_case,
                      const string& result = kInt) {
  string descriptor = function_descriptor(method, parameters, result);
  descriptor.replace(descriptor.find(R"("api":"","api_case":null)"), 24,
                     R"("api":")" + api + R"(","api_case":{"name":")" + method + R"(","constructor":false,"result":)" +
                         result + R"(,"parameters":)" + api_case + R"(,"answer":-1})");
  return descriptor;
}

// An API problem's run: CASE is the full case, of which the driver gets the API's lines withheld
// (API_SPEC's, "MountainArray array target"), its calls answered by the judge's interactor on
// descriptors 5 and 6.
PythonRun run_api(const string& descriptor, const string& api_spec, const string& solution, const string& case_text) {
  return run_driver("run", descriptor, solution, case_text, false, 0, api_spec);
}

const string kMountain = api_descriptor(
    "MountainArray", "findInMountainArray",
    R"([{"name":"target","type":)" + kInt + R"(},{"name":"mountainArr","type":{"kind":"api","cpp":"MountainArray"}}])",
    R"([{"name":"array","type":)" + kInts + R"(},{"name":"target","type":)" + kInt + "}]");
const string kMountainSpec = "MountainArray array target";

TEST_F(PythonDriverTest, AnApisCallsAreAnsweredByTheJudgeAndItsCallLimitIsTheJudgesWrongAnswer) {
  const string bad_version = api_descriptor("isBadVersion", "firstBadVersion", R"([{"name":"n","type":)" + kInt + "}]",
                                            R"([{"name":"n","type":)" + kInt + R"(},{"name":"bad","type":)" + kInt + "}]");
  // LeetCode's isBadVersion, whatever the module defines under its name (a solution's own stub).
  PythonRun first = run_api(bad_version, "isBadVersion n bad", R"(
def isBadVersion(version):
    return False

class Solution:
    def firstBadVersion(self, n: int) -> int:
        lo, hi = 1, n
        while lo < hi:
            mid = (lo + hi) // 2
            if isBadVersion(mid):
                hi = mid
            else:
                lo = mid + 1
        return lo
)",
                            "5\n4\n");
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_EQ(first.answer, "4\n");
  EXPECT_EQ(first.api_wrong_answer, "");

  const string scan = R"(
class Solution:
    def findInMountainArray(self, target: int, mountainArr: 'MountainArray') -> int:
        for i in range(mountainArr.length() + 1):
            if mountainArr.get(i) == target:
                return i
        return -1
)";
  PythonRun short_scan = run_api(kMountain, kMountainSpec, scan, "[1,5,2]\n2\n");
  EXPECT_EQ(short_scan.status, 0) << short_scan.err;
  EXPECT_EQ(short_scan.answer, "2\n");
  EXPECT_EQ(short_scan.api_wrong_answer, "");
  // The driver does not count: the judge does, and the case is its wrong answer.
  string long_array = "[";
  for (int i = 0; i < 150; ++i) long_array += std::to_string(i) + ",";
  PythonRun long_scan = run_api(kMountain, kMountainSpec, scan, long_array + "-1]\n149\n");
  EXPECT_EQ(long_scan.status, 0) << long_scan.err;
  EXPECT_TRUE(Contains(long_scan.api_wrong_answer, "MountainArray.get called 150 times; the limit is 100"))
      << long_scan.api_wrong_answer;
  // Past the end: the judge's error, raised at the solution's call as Python's IndexError.
  PythonRun outside = run_api(kMountain, kMountainSpec, scan, "[1,5,2]\n7\n");
  EXPECT_EQ(outside.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(outside.meta, "uncaught_exception IndexError: MountainArray.get(3): the index is outside 0..2 "
                                     "(line 5 in findInMountainArray)\n"))
      << outside.meta;
}

// The hidden line never enters the process: nothing the solution can find among the process's
// objects (the driver's case lines, decoded values) holds its values; the API still answers with them.
TEST_F(PythonDriverTest, AnApisHiddenLineNeverReachesTheSolutionsProcess) {
  PythonRun run = run_api(kMountain, kMountainSpec, R"(
import gc

class Solution:
    def findInMountainArray(self, target, mountainArr):
        hidden = "".join(["777", "0777"])  # not among this code's constants
        number = int(hidden)
        seen = any(type(o) in (list, tuple, dict) and any(v == number or (type(v) is str and hidden in v)
                                                           for v in (o.values() if type(o) is dict else o))
                   for o in gc.get_objects())
        print("seen" if seen else "hidden")
        return mountainArr.get(1)
)",
                          "[1,7770777,2]\n2\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "hidden\n");
  EXPECT_EQ(run.answer, "7770777\n");
  // Without the judge's channel (a hand run, or descriptors 5 and 6 not given) there is no value.
  for (bool hand_run : {true, false}) {
    PythonRun alone = run_driver("run", kMountain, "class Solution:\n    def findInMountainArray(self, target, m):\n"
                                                   "        return m.get(1)\n",
                                 "null\n2\n", hand_run);
    EXPECT_EQ(alone.status, protocol::kUncaughtExceptionExit) << alone.err;
    EXPECT_TRUE(Contains(alone.err, "RuntimeError: API calls need the judge's channel (descriptors 5 and 6)"))
        << alone.err;
  }
}

TEST_F(PythonDriverTest, Read4FillsTheSolutionsListsAndTheJudgeChecksTheCharactersRead) {
  const string read4 = api_descriptor(
      "read4", "read", R"([{"name":"buf","type":{"kind":"api","cpp":"char*"}},{"name":"n","type":)" + kInt + "}]",
      R"([{"name":"file","type":)" + kString + R"(},{"name":"n","type":)" + kInt + "}]");
  const string reads = R"(
class Solution:
    def read(self, buf, n):
        total, buf4 = 0, [""] * 4
        while total < n:
            got = read4(buf4)
            if got == 0:
                break
            take = min(got, n - total)
            buf[total:total + take] = buf4[:take]
            total += take
        return total
)";
  PythonRun run = run_api(read4, "read4 file n", reads, "\"abcdefg\"\n5\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "5\n");
  EXPECT_EQ(run.api_wrong_answer, "");
  PythonRun claims = run_api(read4, "read4 file n", "class Solution:\n    def read(self, buf, n):\n        return n\n",
                             "\"abcdefg\"\n5\n");
  EXPECT_EQ(claims.status, 0) << claims.err;
  EXPECT_TRUE(Contains(claims.api_wrong_answer, "read(buf, 5) returned 5, but buf starts with")) << claims.api_wrong_answer;
}

TEST_F(PythonDriverTest, MastersAnswerIsTheJudgesTextLeetCodePrints) {
  const string master = api_descriptor(
      "Master", "findSecretWord",
      R"([{"name":"words","type":{"kind":"list","cpp":"vector<string>","element":)" + kString +
          R"(}},{"name":"master","type":{"kind":"api","cpp":"Master"}}])",
      R"([{"name":"secret","type":)" + kString + R"(},{"name":"words","type":{"kind":"list","cpp":"vector<string>",)"
          R"("element":)" + kString + R"(}},{"name":"allowedGuesses","type":)" + kInt + "}]",
      kVoid);
  const string spec = "Master secret words allowedGuesses";
  const string case_text = "\"acckzz\"\n[\"acckzz\",\"ccbazz\",\"eiowzz\"]\n10\n";
  PythonRun found = run_api(master, spec, "class Solution:\n    def findSecretWord(self, words, master):\n"
                                          "        for w in words:\n            print(master.guess(w))\n",
                            case_text);
  EXPECT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(found.out, "6\n3\n2\n");
  EXPECT_EQ(found.answer, "\"You guessed the secret word correctly.\"\n");
  PythonRun missed = run_api(master, spec, "class Solution:\n    def findSecretWord(self, words, master):\n"
                                           "        master.guess(words[1])\n",
                             case_text);
  EXPECT_EQ(missed.status, 0) << missed.err;
  EXPECT_EQ(missed.answer, "\"Either you took too many guesses, or you did not find the secret word.\"\n");
}

TEST_F(PythonDriverTest, SeasCornersArePointsAsInLeetCodesPythonTemplate) {
  const string sea = api_descriptor(
      "Sea", "countShips",
      R"([{"name":"sea","type":{"kind":"api","cpp":"Sea"}},{"name":"topRight","type":)" + kInts +
          R"(},{"name":"bottomLeft","type":)" + kInts + "}]",
      R"([{"name":"ships","type":)" + kMatrix + R"(},{"name":"topRight","type":)" + kInts +
          R"(},{"name":"bottomLeft","type":)" + kInts + "}]");
  PythonRun run = run_api(sea, "Sea ships topRight bottomLeft", R"(
class Solution:
    def countShips(self, sea: 'Sea', topRight: 'Point', bottomLeft: 'Point') -> int:
        return sum(sea.hasShips(Point(x, y), Point(x, y))
                   for x in range(bottomLeft.x, topRight.x + 1) for y in range(bottomLeft.y, topRight.y + 1))
)",
                          "[[1,1],[2,2],[3,3]]\n[4,4]\n[0,0]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "3\n");
  EXPECT_EQ(run.api_wrong_answer, "");
}

TEST_F(PythonDriverTest, NestedIntegersAreReadAndPrintedAndAnIteratorIsDrivenToTheEnd) {
  const string nested_integer = R"({"kind":"NestedInteger","cpp":"NestedInteger"})";
  const string iterator = R"({"kind":"design","class":"NestedIterator","drive":"iterator","node":"","output":"return",)"
                          R"("method":"","methods":[{"name":"NestedIterator","constructor":true,"result":)" + kVoid +
                          R"(,"parameters":[{"name":"nestedList","type":{"kind":"list","cpp":"vector<NestedInteger>",)"
                          R"("element":)" + nested_integer + R"(}}],"answer":-1},{"name":"next","constructor":false,)"
                          R"("result":)" + kInt + R"(,"parameters":[],"answer":-1},{"name":"hasNext","constructor":false,)"
                          R"("result":)" + kBool + R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  const string flatten = R"(
class NestedIterator:
    def __init__(self, nestedList: [NestedInteger]):
        self.values = []
        stack = [iter(nestedList)]
        while stack:
            item = next(stack[-1], None)
            if item is None:
                stack.pop()
            elif item.isInteger():
                self.values.append(item.getInteger())
            else:
                stack.append(iter(item.getList()))
        self.values.reverse()
    def next(self) -> int:
        return self.values.pop()
    def hasNext(self) -> bool:
        return bool(self.values)
)";
  PythonRun flat = run_driver("run", iterator, flatten, "[[1,1],2,[1,[4,[]]]]\n");
  EXPECT_EQ(flat.status, 0) << flat.err;
  EXPECT_EQ(flat.answer, "[1,1,2,1,4]\n");
  PythonRun too_deep = run_driver("run", iterator, flatten, "[" + string(1001, '[') + string(1001, ']') + "]\n");
  EXPECT_EQ(too_deep.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(too_deep.meta, "a NestedInteger nested more than 1000 deep"));

  const string deserialize = function_descriptor("deserialize", R"([{"name":"s","type":)" + kString + "}]",
                                                 nested_integer);
  PythonRun built = run_driver("run", deserialize, R"(
class Solution:
    def deserialize(self, s: str) -> NestedInteger:
        outer, inner = NestedInteger(), NestedInteger()
        inner.add(NestedInteger(456))
        inner.add(NestedInteger())
        outer.add(NestedInteger(int(s)))
        outer.add(inner)
        return outer
)",
                               "\"123\"\n");
  EXPECT_EQ(built.status, 0) << built.err;
  EXPECT_EQ(built.answer, "[123,[456,[]]]\n");
}

}  // namespace
}  // namespace lcjudge::python_driver_test
