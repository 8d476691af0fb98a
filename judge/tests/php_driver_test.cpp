// The PHP driver (judge/driver/php/lcjudge_driver/'s modules, joined into
// build/languages/php/lcjudge_driver.php as the test binary prepares it) against the language
// contract: the answer on descriptor 4 exactly as the C++ driver prints it, the side-channel
// records and exit statuses of driver/protocol.h, LeetCode's node classes, PHP's error wording with
// the solution's own lines, and check mode's compile errors. Each test runs Debian's php8.2 as the judge's launch runs it
// (php_build.cpp) on a solution and a case of its own.
#include <fcntl.h>
#include <gtest/gtest.h>
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
namespace lcjudge::php_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::kMinStack;
using test_util::kTwoSum;
using test_util::TempDir;

constexpr const char* kPhp = "/usr/bin/php8.2";
constexpr const char* kDriver = "build/languages/php/lcjudge_driver.php";

using PhpRun = test_util::DriverRun;
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
using test_util::kNode;
using test_util::kNestedInteger;

// Runs the driver in MODE on SOLUTION and CASE with the launch's flags, descriptors 3 and 4 open
// unless HAND_RUN. With API_SPEC ("MountainArray array target"), an API problem's: CASE is the full
// case, of which the driver gets the API's lines withheld, its calls answered by the judge's
// interactor on descriptors 5 and 6.
PhpRun run_driver(const string& mode, const string& descriptor, const string& solution, const string& case_text,
                  bool hand_run = false, const string& memory_limit = "memory_limit=64M", const string& api_spec = "") {
  TempDir dir;
  const string solution_path = dir.write("solution.php", solution);
  std::vector<string> argv = {kPhp, "-n", "-d", "extension=bcmath", "-d", "enable_dl=0", "-d", memory_limit, "-d", "display_errors=0",
                              "-d", "log_errors=0"};
  if (mode == "check") argv.insert(argv.end(), {"-d", "extension=tokenizer"});  // check mode reads the tokens
  argv.insert(argv.end(), {kDriver, mode, descriptor, solution_path});
  return test_util::run_driver_program(dir, argv, case_text, hand_run, 0, api_spec);
}

PhpRun run_api(const string& descriptor, const string& api_spec, const string& solution, const string& case_text) {
  return run_driver("run", descriptor, solution, case_text, false, "memory_limit=64M", api_spec);
}


class PhpDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kPhp)) GTEST_SKIP() << kPhp << " is not installed (scripts/install-deps.sh)";
  }
};

const string kTwoSumSolution = R"(class Solution {
    function twoSum($nums, $target) {
        echo "looking\n";
        $seen = [];
        foreach ($nums as $i => $n) {
            if (isset($seen[$target - $n])) return [$seen[$target - $n], $i];
            $seen[$n] = $i;
        }
        return [];
    }
}
)";

TEST_F(PhpDriverTest, WithoutDescriptorFourTheAnswerFollowsThePrintsOnStdout) {
  PhpRun run = run_driver("run", kTwoSum, kTwoSumSolution, "[2,7]\n9\n", /*hand_run=*/true);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "looking\n[0,1]\n");
}

// LeetCode's editor has no opening tag; a file may have one. Either way the lines are the user's.
TEST_F(PhpDriverTest, UncaughtErrorNamesTheSolutionsLineWithOrWithoutTheOpeningTag) {
  const string body = R"(class Solution {
    function twoSum($nums, $target) {
        return $this->helper($nums);
    }

    function helper($nums) {
        return [intdiv($nums[0], 0)];
    }
}
)";
  for (const string& prefix : {string(), string("<?php\n")}) {
    PhpRun run = run_driver("run", kTwoSum, prefix + body, "[1,2]\n3\n");
    const int shift = prefix.empty() ? 0 : 1;
    EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << run.err;
    EXPECT_EQ(run.answer, "");
    EXPECT_TRUE(Contains(run.meta, "uncaught_exception DivisionByZeroError: Division by zero (line " +
                                       std::to_string(7 + shift) + " in Solution->helper)\n"))
        << run.meta;
    // PHP's own wording, the file named as LeetCode names it, none of the driver's frames.
    const string leetcode = "PHP Fatal error:  Uncaught DivisionByZeroError: Division by zero in solution.php:" +
                            std::to_string(7 + shift) + "\nStack trace:\n#0 solution.php(" + std::to_string(7 + shift) +
                            "): intdiv()\n#1 solution.php(" + std::to_string(3 + shift) +
                            "): Solution->helper()\n#2 {main}\n  thrown in solution.php on line " + std::to_string(7 + shift);
    EXPECT_EQ(run.err, leetcode + "\n");
    // The same report is the record before the error's, its newlines escaped, for the judge to show.
    string escaped;
    for (char c : leetcode) escaped += c == '\n' ? string("\\n") : string(1, c);
    EXPECT_TRUE(Contains(run.meta, "traceback " + escaped + "\nuncaught_exception ")) << run.meta;
  }
}

// A callback's frame is PHP's "[internal function]"; the file's own top-level code is {main}.
TEST_F(PhpDriverTest, CallbacksAndTopLevelCodeAreNamedAsPhpNamesThem) {
  PhpRun callback = run_driver("run", kTwoSum,
                               "class Solution {\n    function twoSum($nums, $target) {\n"
                               "        return array_map(fn($x) => intdiv($x, 0), $nums);\n    }\n}\n",
                               "[1,2]\n3\n");
  EXPECT_TRUE(Contains(callback.meta, "uncaught_exception DivisionByZeroError: Division by zero (line 3 in Solution->{closure})"))
      << callback.meta;
  EXPECT_TRUE(Contains(callback.err, "#1 [internal function]: Solution->{closure}()\n#2 solution.php(3): array_map()\n#3 {main}\n"))
      << callback.err;
  PhpRun top = run_driver("run", kTwoSum, "class Solution {}\nthrow new LogicException('at load');\n", "[1,2]\n3\n");
  EXPECT_EQ(top.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(top.meta, "uncaught_exception LogicException: at load (line 2 in {main})")) << top.meta;
}

// PHP 8's "Undefined array key" is a warning: shown where LeetCode's user sees it, in the case's
// stdout as PHP's display_errors prints it, and the run goes on to its answer, which it never joins.
TEST_F(PhpDriverTest, AWarningIsShownOnStdoutAndTheRunGoesOn) {
  PhpRun run = run_driver("run", kTwoSum,
                          "class Solution {\n    function twoSum($nums, $target) {\n        echo \"before\";\n"
                          "        $x = $nums[10] + $y;\n        echo \"after\";\n        return [0, (int)$x];\n    }\n}\n",
                          "[1,2]\n3\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,0]\n");
  EXPECT_EQ(run.out, "before\nWarning: Undefined array key 10 in solution.php on line 4\n"
                     "\nWarning: Undefined variable $y in solution.php on line 4\nafter");
  EXPECT_EQ(run.err, "");
}

// A deprecation and a notice too; one silenced with @ is not shown; and a warning in a loop shows
// only the case's first 100, so that it cannot make the output limit the verdict.
TEST_F(PhpDriverTest, WarningsAreBoundedAndSilencedOnesAreNotShown) {
  PhpRun run = run_driver("run", kTwoSum,
                          "class Solution {\n    function twoSum($nums, $target) {\n"
                          "        $quiet = @$nums[10];\n        trigger_error('note', E_USER_NOTICE);\n"
                          "        trigger_error('old', E_USER_DEPRECATED);\n"
                          "        for ($i = 0; $i < 100000; ++$i) $x = $nums[20];\n        return [0, 1];\n    }\n}\n",
                          "[1,2]\n3\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1]\n");
  EXPECT_EQ(run.out.find("\nNotice: note in solution.php on line 4\n\nDeprecated: old in solution.php on line 5\n"), 0u)
      << run.out.substr(0, 500);
  EXPECT_FALSE(Contains(run.out, "key 10")) << run.out.substr(0, 500);
  size_t shown = 0;
  for (size_t at = run.out.find("Undefined array key 20"); at != string::npos; at = run.out.find("Undefined array key 20", at + 1)) ++shown;
  EXPECT_EQ(shown, 98u);  // the first 100 of the case, the notice and the deprecation among them
  EXPECT_TRUE(Contains(run.out, "(the case's further warnings are not shown)\n")) << run.out.substr(run.out.size() - 300);
  EXPECT_LT(run.out.size(), 16384u);
}

TEST_F(PhpDriverTest, ExitOrDieBeforeTheAnswerIsAnUncaughtExceptionNotAnAnswer) {
  for (const string call : {"exit(0);", "die(\"[0,1]\");"}) {
    PhpRun run = run_driver("run", kTwoSum,
                            "class Solution {\n    function twoSum($nums, $target) {\n        " + call + "\n    }\n}\n",
                            "[1,2]\n3\n");
    EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << call;
    EXPECT_EQ(run.answer, "");
    EXPECT_TRUE(Contains(run.meta, "uncaught_exception exit: the solution called exit() or die()")) << run.meta;
  }
}

TEST_F(PhpDriverTest, ExhaustingMemoryLimitIsOutOfMemory) {
  PhpRun run = run_driver("run", kTwoSum,
                          "class Solution {\n    function twoSum($nums, $target) {\n        $a = [];\n"
                          "        while (true) $a[] = str_repeat('x', 1 << 20);\n    }\n}\n",
                          "[1,2]\n3\n");
  EXPECT_EQ(run.status, protocol::kOutOfMemoryExit) << run.err;
  EXPECT_TRUE(Contains(run.meta, "out_of_memory Allowed memory size of 67108864 bytes exhausted")) << run.meta;
  EXPECT_TRUE(Contains(run.err, "in solution.php on line 4")) << run.err;
}

TEST_F(PhpDriverTest, MalformedCaseIsBadInputNamingTheLine) {
  PhpRun unclosed = run_driver("run", kTwoSum, kTwoSumSolution, "[1,2\n3\n");
  EXPECT_EQ(unclosed.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(unclosed.meta, "bad_input line 1: ")) << unclosed.meta;

  PhpRun too_large = run_driver("run", kTwoSum, kTwoSumSolution, "[1,2]\n2147483648\n");
  EXPECT_EQ(too_large.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(too_large.meta, "bad_input line 2: 2147483648 does not fit in int\n")) << too_large.meta;

  PhpRun missing = run_driver("run", kTwoSum, kTwoSumSolution, "[1,2]\n");
  EXPECT_EQ(missing.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(missing.meta, "bad_input line 2, column 1: expected 2 argument lines, found 1\n"));

  PhpRun nested = run_driver("run", kTwoSum, kTwoSumSolution, string(100000, '[') + "\n3\n");
  EXPECT_EQ(nested.status, protocol::kBadInputExit) << nested.err;
  EXPECT_EQ(unclosed.out + too_large.out + missing.out + nested.out, "");  // the solution never ran
}

TEST_F(PhpDriverTest, NumbersPrintAsTheCppEncoderPrintsThem) {
  const string descriptor = function_descriptor("f", "[]", R"({"kind":"list","cpp":"vector<double>","element":)" +
                                                           kDouble + "}");
  PhpRun run = run_driver("run", descriptor, R"(class Solution {
    function f() {
        return [-0.0, 1e308, 2.5e-6, 1 / 3, -1e-9, 7, NAN, -INF, 0.000005];
    }
}
)",
                          "");
  EXPECT_EQ(run.status, 0) << run.err;
  string expected = "[";
  const double values[] = {-0.0, 1e308, 2.5e-6, 1.0 / 3, -1e-9, 7, NAN, -INFINITY, 0.000005};
  for (double value : values) {
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.5f", value);
    expected += string(expected.size() > 1 ? "," : "") + buffer;
  }
  EXPECT_EQ(run.answer, expected + "]\n");

  // An int declared: PHP's `/` gives a float, printed as the int it is; a fraction is a type error.
  const string integer = function_descriptor("f", "[]", kLong);
  PhpRun whole = run_driver("run", integer, "class Solution {\n    function f() {\n        return 6 / 2;\n    }\n}\n", "");
  EXPECT_EQ(whole.answer, "3\n") << whole.err;
  PhpRun fraction = run_driver("run", integer, "class Solution {\n    function f() {\n        return 7 / 2;\n    }\n}\n", "");
  EXPECT_EQ(fraction.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(fraction.meta, "uncaught_exception TypeError: 3.5 is not valid value for the expected return type long"))
      << fraction.meta;
  PhpRun digits = run_driver("run", integer,
                             "class Solution {\n    function f() {\n        return bcadd('9223372036854775807', '1');\n    }\n}\n", "");
  EXPECT_EQ(digits.status, protocol::kUncaughtExceptionExit) << digits.err;  // bcmath is there; a string is no long
}

TEST_F(PhpDriverTest, InPlaceAndPrefixAnswersAreReadFromTheByReferenceArgument) {
  const string rotate = function_descriptor("rotate", R"([{"name":"matrix","type":)" + kMatrix + "}]", kVoid, "",
                                            "return", 0);
  PhpRun in_place = run_driver("run", rotate, R"(class Solution {
    function rotate(&$matrix) {
        $matrix = array_map(null, ...array_reverse($matrix));
    }
}
)",
                               "[[1,2],[3,4]]\n");
  EXPECT_EQ(in_place.status, 0) << in_place.err;
  EXPECT_EQ(in_place.answer, "[[3,1],[4,2]]\n");

  const string dedupe = function_descriptor("removeDuplicates", R"([{"name":"nums","type":)" + kInts + "}]", kInt, "",
                                            "argument_prefix", 0);
  PhpRun prefix = run_driver("run", dedupe, R"(class Solution {
    function removeDuplicates(&$nums) {
        $nums = array_values(array_unique($nums));
        return count($nums);
    }
}
)",
                             "[1,1,2,3,3]\n");
  EXPECT_EQ(prefix.status, 0) << prefix.err;
  EXPECT_EQ(prefix.answer, "[1,2,3]\n");
}

TEST_F(PhpDriverTest, ListsAndTreesAreLeetCodesClassesOrTheSolutionsOwn) {
  const string reverse = function_descriptor("reverseList", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  PhpRun list = run_driver("run", reverse, R"(class Solution {
    function reverseList($head) {
        $previous = null;
        while ($head) { $next = $head->next; $head->next = $previous; $previous = $head; $head = $next; }
        return $previous;
    }
}
)",
                           "[1,2,3]\n");
  EXPECT_EQ(list.answer, "[3,2,1]\n") << list.err;

  // The solution pastes the definition from the template's comment: its class is used.
  const string invert = function_descriptor("invertTree", R"([{"name":"root","type":)" + kTreeNode + "}]", kTreeNode);
  PhpRun tree = run_driver("run", invert, R"(class TreeNode {
    public $val = null; public $left = null; public $right = null;
    function __construct($val = 0, $left = null, $right = null) { $this->val = $val; $this->left = $left; $this->right = $right; }
}
class Solution {
    function invertTree($root) {
        if ($root === null) return null;
        [$root->left, $root->right] = [$this->invertTree($root->right), $this->invertTree($root->left)];
        return $root;
    }
}
)",
                           "[4,2,7,1,3,null,9]\n");
  EXPECT_EQ(tree.answer, "[4,7,2,9,null,3,1]\n") << tree.err;

  const string cycle = function_descriptor("f", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  PhpRun cyclic = run_driver("run", cycle, "class Solution {\n    function f($head) {\n        $head->next->next = $head;\n"
                                           "        return $head;\n    }\n}\n",
                             "[1,2]\n");
  EXPECT_EQ(cyclic.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(cyclic.meta, "the returned list is cyclic")) << cyclic.meta;

  PhpRun number = run_driver("run", invert, "class Solution {\n    function invertTree($root) {\n        return 5;\n    }\n}\n",
                             "[1]\n");
  EXPECT_EQ(number.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(number.meta, "uncaught_exception TypeError: 5 is not valid value for the expected return type TreeNode"))
      << number.meta;
}

TEST_F(PhpDriverTest, AGraphCopySharingANodeWithTheInputIsAWrongResult) {
  const string clone = function_descriptor("cloneGraph", R"([{"name":"node","type":)" + kNode + "}]", kNode, "graph");
  PhpRun copy = run_driver("run", clone, R"(class Solution {
    function cloneGraph($node) {
        $made = [];
        $copy = function ($n) use (&$copy, &$made) {
            if (isset($made[$n->val])) return $made[$n->val];
            $made[$n->val] = $c = new Node($n->val);
            foreach ($n->neighbors as $m) $c->neighbors[] = $copy($m);
            return $c;
        };
        return $node === null ? null : $copy($node);
    }
}
)",
                           "[[2,4],[1,3],[2,4],[1,3]]\n");
  EXPECT_EQ(copy.answer, "[[2,4],[1,3],[2,4],[1,3]]\n") << copy.err;
  PhpRun same = run_driver("run", clone, "class Solution {\n    function cloneGraph($node) {\n        return $node;\n    }\n}\n",
                           "[[2],[1]]\n");
  EXPECT_EQ(same.status, protocol::kWrongResultExit);
  EXPECT_TRUE(Contains(same.meta, "wrong_result the copy shares node 1")) << same.meta;
}

// LeetCode runs the file at the top level: its variables are globals, which a method reaches by
// `global` or $GLOBALS.
TEST_F(PhpDriverTest, TheFilesTopLevelVariablesAreGlobals) {
  PhpRun run = run_driver("run", kTwoSum, R"($seen = [];
$calls = 10;
class Solution {
    function twoSum($nums, $target) {
        global $seen;
        $GLOBALS['calls']++;
        foreach ($nums as $i => $x) {
            if (isset($seen[$target - $x])) return [$seen[$target - $x], $i + $GLOBALS['calls'] - 11];
            $seen[$x] = $i;
        }
        return [];
    }
}
)",
                          "[2,7,11,15]\n9\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1]\n");
}

TEST_F(PhpDriverTest, ACodecRoundTripsThroughTwoInstances) {
  const string codec = R"({"kind":"design","class":"Codec","drive":"round_trip","node":"","output":"return","method":"",)"
                       R"("methods":[{"name":"serialize","constructor":false,"result":)" + kString +
                       R"(,"parameters":[{"name":"root","type":)" + kTreeNode +
                       R"(}],"answer":-1},{"name":"deserialize","constructor":false,"result":)" + kTreeNode +
                       R"(,"parameters":[{"name":"data","type":)" + kString +
                       R"(}],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  PhpRun run = run_driver("run", codec, R"(class Codec {
    private $seen = null;
    function serialize($root) { $this->seen = $root; return json_encode($this->walk($root)); }
    function walk($n) { return $n === null ? null : [$n->val, $this->walk($n->left), $this->walk($n->right)]; }
    function deserialize($data) {
        if ($this->seen !== null) throw new LogicException('the same instance');
        return $this->build(json_decode($data));
    }
    function build($a) { return $a === null ? null : new TreeNode($a[0], $this->build($a[1]), $this->build($a[2])); }
}
)",
                          "[1,2,3,null,null,4,5]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,2,3,null,null,4,5]\n");
}

TEST_F(PhpDriverTest, NaryRandomAndNextNodesAreLeetCodesNodeOfTheProblemsKind) {
  const string identity = function_descriptor("f", R"([{"name":"root","type":)" + kNode + "}]", kNode, "nary");
  PhpRun nary = run_driver("run", identity, "class Solution {\n    function f($root) {\n        $root->children[] = new Node(9);\n"
                                            "        return $root;\n    }\n}\n",
                           "[1,null,3,2,null,5]\n");
  EXPECT_EQ(nary.answer, "[1,null,3,2,9,null,5]\n") << nary.err;

  const string copy = function_descriptor("copyRandomList", R"([{"name":"head","type":)" + kNode + "}]", kNode, "random");
  PhpRun random = run_driver("run", copy, R"(class Solution {
    function copyRandomList($head) {
        $made = new SplObjectStorage();
        for ($n = $head; $n; $n = $n->next) $made[$n] = new Node($n->val);
        for ($n = $head; $n; $n = $n->next) {
            $made[$n]->next = $n->next ? $made[$n->next] : null;
            $made[$n]->random = $n->random ? $made[$n->random] : null;
        }
        return $head ? $made[$head] : null;
    }
}
)",
                             "[[7,null],[13,0],[11,4],[10,2],[1,0]]\n");
  EXPECT_EQ(random.answer, "[[7,null],[13,0],[11,4],[10,2],[1,0]]\n") << random.err;

  const string connect = function_descriptor("connect", R"([{"name":"root","type":)" + kNode + "}]", kNode, "next");
  PhpRun next = run_driver("run", connect, R"(class Solution {
    function connect($root) {
        $level = $root ? [$root] : [];
        while ($level) {
            $below = [];
            foreach ($level as $i => $n) {
                $n->next = $level[$i + 1] ?? null;
                if ($n->left) $below[] = $n->left;
                if ($n->right) $below[] = $n->right;
            }
            $level = $below;
        }
        return $root;
    }
}
)",
                           "[1,2,3,4,5,null,7]\n");
  EXPECT_EQ(next.answer, "[1,#,2,3,#,4,5,7,#]\n") << next.err;
}

// problem.yaml names only the method: the JSON as it is, a TreeNode where the doc comment says so.
TEST_F(PhpDriverTest, ALegacyProblemTakesItsTypesFromTheDocComment) {
  const string legacy = R"({"kind":"legacy","class":"Solution","drive":"operations","node":"","output":"return",)"
                        R"("method":"f","methods":[],"api":"","api_case":null,"api_queries":false})";
  PhpRun run = run_driver("run", legacy, R"(class Solution {
    /**
     * @param TreeNode $root
     * @param Integer[] $extra
     * @return Integer[]
     */
    function f($root, $extra) {
        return [$root->left->val, count($extra), 0.5, "x"];
    }
}
)",
                          "[1,2,3]\n[4,5]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[2,2,0.50000,\"x\"]\n");
}

// ---- NestedInteger, the iterator drive, API problems ----


TEST_F(PhpDriverTest, ANestedIteratorIsDrivenToTheEndOverLeetCodesNestedIntegers) {
  const string iterator = R"({"kind":"design","class":"NestedIterator","drive":"iterator","node":"","output":"return",)"
                          R"("method":"","methods":[{"name":"NestedIterator","constructor":true,"result":)" + kVoid +
                          R"(,"parameters":[{"name":"nestedList","type":{"kind":"list","cpp":"vector<NestedInteger>",)"
                          R"("element":)" + kNestedInteger + R"(}}],"answer":-1},{"name":"next","constructor":false,)"
                          R"("result":)" + kInt + R"(,"parameters":[],"answer":-1},{"name":"hasNext","constructor":false,)"
                          R"("result":)" + kBool + R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  const string flatten = R"(class NestedIterator {
    private $stack;
    function __construct($nestedList) { $this->stack = [[$nestedList, 0]]; }
    function hasNext() {
        while ($this->stack) {
            [$list, $i] = end($this->stack);
            if ($i === count($list)) { array_pop($this->stack); continue; }
            if ($list[$i]->isInteger()) return true;
            $this->stack[count($this->stack) - 1][1]++;
            $this->stack[] = [$list[$i]->getList(), 0];
        }
        return false;
    }
    function next() {
        [$list, $i] = end($this->stack);
        $this->stack[count($this->stack) - 1][1]++;
        return $list[$i]->getInteger();
    }
}
)";
  PhpRun flat = run_driver("run", iterator, flatten, "[[1,1],2,[1,[4,[]]]]\n");
  EXPECT_EQ(flat.status, 0) << flat.err;
  EXPECT_EQ(flat.answer, "[1,1,2,1,4]\n");
  EXPECT_TRUE(Contains(flat.meta, "solve_ns ")) << flat.meta;

  // 1,000 lists inside the argument's element are read; one more is bad input, as in C++.
  PhpRun deepest = run_driver("run", iterator, flatten, "[" + string(1000, '[') + "7" + string(1000, ']') + "]\n");
  EXPECT_EQ(deepest.answer, "[7]\n") << deepest.err;
  PhpRun too_deep = run_driver("run", iterator, flatten, "[" + string(1001, '[') + string(1001, ']') + "]\n");
  EXPECT_EQ(too_deep.status, protocol::kBadInputExit) << too_deep.err;
  EXPECT_TRUE(Contains(too_deep.meta, "a NestedInteger nested more than 1000 deep")) << too_deep.meta;
  EXPECT_EQ(too_deep.out, "");
  PhpRun not_int = run_driver("run", iterator, flatten, "[1,[2,[3,\"x\"]]]\n");
  EXPECT_EQ(not_int.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(not_int.meta, "bad_input line 1[1][1][1]: expected int, found string \"x\"\n")) << not_int.meta;

  const string deserialize = function_descriptor("deserialize", R"([{"name":"s","type":)" + kString + "}]",
                                                 kNestedInteger);
  PhpRun built = run_driver("run", deserialize, R"(class Solution {
    function deserialize($s) {
        $outer = new NestedInteger();
        $inner = new NestedInteger();
        $inner->add(new NestedInteger(456));
        $inner->add(new NestedInteger());
        $outer->add(new NestedInteger((int)$s));
        $outer->add($inner);
        return $s === "9" ? new NestedInteger(9) : $outer;
    }
}
)",
                            "\"123\"\n");
  EXPECT_EQ(built.status, 0) << built.err;
  EXPECT_EQ(built.answer, "[123,[456,[]]]\n");
  PhpRun single = run_driver("run", deserialize, "class Solution {\n    function deserialize($s) {\n"
                                                 "        return new NestedInteger(9);\n    }\n}\n",
                             "\"9\"\n");
  EXPECT_EQ(single.answer, "9\n") << single.err;
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

const string kMountain = api_descriptor(
    "MountainArray", "findInMountainArray",
    R"([{"name":"target","type":)" + kInt + R"(},{"name":"mountainArr","type":{"kind":"api","cpp":"MountainArray"}}])",
    R"([{"name":"array","type":)" + kInts + R"(},{"name":"target","type":)" + kInt + "}]");
const string kMountainSpec = "MountainArray array target";

// The API's hidden line (278's first bad version) is the judge's: the API's calls reach it.
TEST_F(PhpDriverTest, AnApisCallsAreAnsweredByTheJudgeAndItsCallLimitIsTheJudgesWrongAnswer) {
  const string bad_version = api_descriptor("isBadVersion", "firstBadVersion", R"([{"name":"n","type":)" + kInt + "}]",
                                            R"([{"name":"n","type":)" + kInt + R"(},{"name":"bad","type":)" + kInt + "}]");
  PhpRun first = run_api(bad_version, "isBadVersion n bad", R"(class Solution extends VersionControl {
    function firstBadVersion($n) {
        for ($lo = 1, $hi = $n; $lo < $hi;) {
            $mid = intdiv($lo + $hi, 2);
            if ($this->isBadVersion($mid)) $hi = $mid; else $lo = $mid + 1;
        }
        return $lo;
    }
}
)",
                         "5\n4\n");
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_EQ(first.answer, "4\n");
  EXPECT_EQ(first.api_wrong_answer, "");

  const string scan = R"(class Solution {
    function findInMountainArray($target, $mountainArr) {
        for ($i = 0; $i <= $mountainArr->length(); $i++) {
            if ($mountainArr->get($i) == $target) return $i;
        }
    }
}
)";
  PhpRun short_scan = run_api(kMountain, kMountainSpec, scan, "[1,5,2]\n2\n");
  EXPECT_EQ(short_scan.status, 0) << short_scan.err;
  EXPECT_EQ(short_scan.answer, "2\n");
  EXPECT_EQ(short_scan.api_wrong_answer, "");
  // The driver does not count: the judge does, and the case is its wrong answer.
  string long_array = "[";
  for (int i = 0; i < 150; ++i) long_array += std::to_string(i) + ",";
  PhpRun long_scan = run_api(kMountain, kMountainSpec, scan, long_array + "-1]\n149\n");
  EXPECT_EQ(long_scan.status, 0) << long_scan.err;
  EXPECT_TRUE(Contains(long_scan.api_wrong_answer, "MountainArray.get called 150 times; the limit is 100"))
      << long_scan.api_wrong_answer;
  // Past the end: the judge's error, raised at the solution's call as PHP's OutOfRangeException.
  PhpRun outside = run_api(kMountain, kMountainSpec, scan, "[1,5,2]\n7\n");
  EXPECT_EQ(outside.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(outside.meta, "uncaught_exception OutOfRangeException: MountainArray.get(3): the index is outside "
                                     "0..2 (line 4 in Solution->findInMountainArray)\n"))
      << outside.meta;
}

// The hidden line never enters the process: the case the driver reads has it null, and nothing the
// solution can look through (the driver's frames and their arguments, the globals) holds its values;
// the API still answers with them.
TEST_F(PhpDriverTest, AnApisHiddenLineNeverReachesTheSolutionsProcess) {
  PhpRun run = run_api(kMountain, kMountainSpec, R"(class Solution {
    function findInMountainArray($target, $mountainArr) {
        $frames = debug_backtrace();
        $seen = strpos(print_r([$frames, $GLOBALS], true), '777' . '0777') !== false;  // not this code's text
        $case = false;
        foreach ($frames as $frame) $case = $case || in_array(['null', '2'], $frame['args'] ?? [], true);
        echo $seen ? 'seen' : 'hidden', $case ? ', the case: null 2' : '';
        return $mountainArr->get(1);
    }
}
)",
                       "[1,7770777,2]\n2\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "hidden, the case: null 2");
  EXPECT_EQ(run.answer, "7770777\n");
  // Without the judge's channel (a hand run, or descriptors 5 and 6 not given) there is no value.
  for (bool hand_run : {true, false}) {
    PhpRun alone = run_driver("run", kMountain, "class Solution {\n    function findInMountainArray($target, $mountainArr) {\n"
                                                "        return $mountainArr->get(1);\n    }\n}\n",
                              "null\n2\n", hand_run);
    EXPECT_EQ(alone.status, 2) << alone.err;
    EXPECT_TRUE(Contains(alone.err, "API calls need the judge's channel (descriptors 5 and 6)")) << alone.err;
  }
}

TEST_F(PhpDriverTest, Read4FillsTheByReferenceBufferAndTheJudgeChecksTheCharactersRead) {
  const string read4 = api_descriptor(
      "read4", "read", R"([{"name":"buf","type":{"kind":"api","cpp":"char*"}},{"name":"n","type":)" + kInt + "}]",
      R"([{"name":"file","type":)" + kString + R"(},{"name":"n","type":)" + kInt + "}]");
  const string reads = R"(class Solution extends Reader4 {
    function read(&$buf, $n) {
        $total = 0;
        while ($total < $n) {
            $got = $this->read4($buf4);
            if ($got == 0) break;
            for ($i = 0; $i < $got && $total < $n; $i++) $buf[$total++] = $buf4[$i];
        }
        return $total;
    }
}
)";
  PhpRun run = run_api(read4, "read4 file n", reads, "\"abcdefg\"\n5\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "5\n");
  EXPECT_EQ(run.api_wrong_answer, "");
  PhpRun claims = run_api(read4, "read4 file n", "class Solution extends Reader4 {\n    function read(&$buf, $n) {\n"
                                                 "        $buf = ['a', 'b', 'x', 'd', 'e'];\n        return $n;\n    }\n}\n",
                          "\"abcdefg\"\n5\n");
  EXPECT_EQ(claims.status, 0) << claims.err;
  EXPECT_TRUE(Contains(claims.api_wrong_answer, "read(buf, 5) returned 5, but buf starts with")) << claims.api_wrong_answer;
}

// 843's answer is the judge's, decided by the guesses it answered.
TEST_F(PhpDriverTest, MastersAnswerIsTheJudgesText) {
  const string master = api_descriptor(
      "Master", "findSecretWord",
      R"([{"name":"words","type":{"kind":"list","cpp":"vector<string>","element":)" + kString +
          R"(}},{"name":"master","type":{"kind":"api","cpp":"Master"}}])",
      R"([{"name":"secret","type":)" + kString + R"(},{"name":"words","type":{"kind":"list","cpp":"vector<string>",)"
          R"("element":)" + kString + R"(}},{"name":"allowedGuesses","type":)" + kInt + "}]",
      kVoid);
  const string spec = "Master secret words allowedGuesses";
  const string case_text = "\"acckzz\"\n[\"acckzz\",\"ccbazz\",\"eiowzz\"]\n10\n";
  PhpRun found = run_api(master, spec, "class Solution {\n    function findSecretWord($words, $master) {\n"
                                       "        foreach ($words as $w) echo $master->guess($w), ' ';\n    }\n}\n",
                         case_text);
  EXPECT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(found.out, "6 3 2 ");
  EXPECT_EQ(found.answer, "\"You guessed the secret word correctly.\"\n");
  PhpRun missed = run_api(master, spec, "class Solution {\n    function findSecretWord($words, $master) {\n"
                                        "        $master->guess($words[1]);\n    }\n}\n",
                          case_text);
  EXPECT_EQ(missed.status, 0) << missed.err;
  EXPECT_EQ(missed.answer, "\"Either you took too many guesses, or you did not find the secret word.\"\n");
}

// ---- check mode ----

TEST_F(PhpDriverTest, CheckModeWordsAParseErrorAsLeetCodeDoes) {
  PhpRun run = run_driver("check", kTwoSum, "class Solution {\n    function twoSum($nums, $target) {\n        return 1 +;\n"
                                            "    }\n}\n",
                          "");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "Line 3: PHP Parse error:  syntax error, unexpected token \";\" in solution.php on line 3\n");
  PhpRun tagged = run_driver("check", kTwoSum, "<?php\nclass Solution {\n    function twoSum($nums, $target) {\n"
                                               "        return 1 +;\n    }\n}\n",
                             "");
  EXPECT_TRUE(Contains(tagged.err, "Line 4: PHP Parse error:")) << tagged.err;
  // A compile-time fatal error, not a ParseError: worded too, with its line.
  PhpRun twice = run_driver("check", kTwoSum, "class Solution {\n    function twoSum($a, $b) {}\n    function twoSum($a, $b) {}\n}\n", "");
  EXPECT_EQ(twice.status, 1);
  EXPECT_TRUE(Contains(twice.err, "Line 3: PHP Fatal error:  Cannot redeclare Solution::twoSum() in solution.php on line 3"))
      << twice.err;
  PhpRun void_result = run_driver("check", kTwoSum, "class Solution {\n    function twoSum($a, $b): void {\n        return 1;\n    }\n}\n", "");
  EXPECT_EQ(void_result.status, 1);
  EXPECT_TRUE(Contains(void_result.err, "Line 3: PHP Fatal error:  A void function must not return a value")) << void_result.err;
  // One of the few compile errors PHP throws as an exception.
  PhpRun modifiers = run_driver("check", kTwoSum, "class Solution {\n    public private function twoSum($a, $b) {}\n}\n", "");
  EXPECT_EQ(modifiers.status, 1);
  EXPECT_EQ(modifiers.err, "Line 2: PHP Fatal error:  Multiple access type modifiers are not allowed in solution.php on line 2\n");
}

TEST_F(PhpDriverTest, CheckModeFindsTheClassAndTheMethodsDeclaredArity) {
  EXPECT_EQ(run_driver("check", kTwoSum, kTwoSumSolution, "").status, 0);
  // After the opening tag, a strict_types declaration is still the file's first statement.
  PhpRun strict = run_driver("check", kTwoSum, "<?php\ndeclare(strict_types=1);\n" + kTwoSumSolution, "");
  EXPECT_EQ(strict.status, 0) << strict.err;
  PhpRun optional = run_driver("check", kTwoSum,
                               "class Solution {\n    function twoSum($nums, $target, $memo = []) { return []; }\n}\n", "");
  EXPECT_EQ(optional.status, 0) << optional.err;

  PhpRun missing_class = run_driver("check", kTwoSum, "class Solver {}\n", "");
  EXPECT_EQ(missing_class.status, 1);
  EXPECT_EQ(missing_class.err, "class Solution is not defined\n");

  PhpRun missing_method = run_driver("check", kTwoSum, "class Solution {\n    function twoSums($nums, $target) {}\n}\n", "");
  EXPECT_EQ(missing_method.err, "class Solution has no method twoSum: the problem declares twoSum($nums, $target)\n");

  PhpRun arity = run_driver("check", kTwoSum, "class Solution {\n    function twoSum($nums) {}\n}\n", "");
  EXPECT_EQ(arity.status, 1);
  EXPECT_EQ(arity.err, "Line 2: Solution::twoSum($nums) takes 1 arguments, but the problem declares twoSum($nums, $target): "
                       "2 arguments\n");

}

// The solution's top-level code runs in the first case, under the run's limits, never in the check.
TEST_F(PhpDriverTest, CheckModeRunsNoneOfTheSolutionsCode) {
  TempDir dir;
  const string marker = dir.path("ran");
  // Were it run, it would leave the marker and loop 20 s.
  const string top_level = "file_put_contents('" + marker + "', 'ran');\n$end = microtime(true) + 20;\n"
                           "while (microtime(true) < $end) {}\n";
  for (const string& header : {string(), string("<?php\ndeclare(strict_types=1);\n"), string("namespace Lc;\n")}) {
    PhpRun run = run_driver("check", kTwoSum, header + top_level + kTwoSumSolution, "");
    EXPECT_EQ(run.status, 0) << header << run.err;
    EXPECT_FALSE(std::filesystem::exists(marker)) << header;
  }
}

// What only running the file would tell (a parent declared after the class, a trait, __call, a
// declaration in a block) is the run's to decide; a class the file never declares is CE.
TEST_F(PhpDriverTest, CheckModeLeavesToTheRunWhatTheSourceCannotDecide) {
  for (const char* solution : {"class Solution extends Base {}\nclass Base {\n    function twoSum($a, $b) {}\n}\n",
                               "trait Sums {\n    function twoSum($a, $b) {}\n}\nclass Solution {\n    use Sums;\n}\n",
                               "class Solution {\n    function __call($name, $arguments) {}\n}\n",
                               "if (PHP_VERSION_ID > 80000) {\n    class Solution {}\n}\n"}) {
    PhpRun run = run_driver("check", kTwoSum, solution, "");
    EXPECT_EQ(run.status, 0) << solution << run.err;
  }
  PhpRun commented = run_driver("check", kTwoSum, "// class Solution\nclass Solver {}\n", "");
  EXPECT_EQ(commented.status, 1);
  EXPECT_EQ(commented.err, "class Solution is not defined\n");
}

// The run finds what the check left to it: a missing class or method, or a wrong arity, is the
// solution's runtime error as PHP words it, not the driver's failure.
TEST_F(PhpDriverTest, AMissingClassOrMethodFoundByTheRunIsAnUncaughtError) {
  const string legacy = R"({"kind":"legacy","class":"Solution","drive":"operations","node":"","output":"return",)"
                        R"("method":"twoSum","methods":[],"api":"","api_case":null,"api_queries":false})";
  struct Case {
    string descriptor, solution, record;
  };
  for (const Case& c : {Case{kTwoSum, "class Solution extends Base {}\nclass Base {}\n",
                             "uncaught_exception Error: Call to undefined method Solution::twoSum()\n"},
                        Case{kTwoSum, "if (false) {\n    class Solution {}\n}\n",
                             "uncaught_exception Error: Class \"Solution\" not found\n"},
                        Case{kTwoSum, "class Solution extends Base {}\nclass Base {\n    function twoSum($a, $b, $c) {}\n}\n",
                             "uncaught_exception ArgumentCountError: Too few arguments to function Base::twoSum(), 2 passed and "
                             "exactly 3 expected (line 3 in Base->twoSum)\n"},
                        Case{legacy, "class Solution extends Base {}\nclass Base {}\n",
                             "uncaught_exception Error: Call to undefined method Solution::twoSum()\n"},
                        Case{kMinStack, "class MinStack extends Base {}\nclass Base {}\n",
                             "uncaught_exception Error: Call to undefined method MinStack::push()\n"}}) {
    const string input = c.descriptor == kMinStack ? "[\"MinStack\",\"push\"]\n[[],[1]]\n" : "[1,2]\n3\n";
    PhpRun run = run_driver("run", c.descriptor, c.solution, input);
    EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << c.solution << run.err;
    EXPECT_TRUE(Contains(run.meta, c.record)) << run.meta;
    EXPECT_TRUE(Contains(run.err, "PHP Fatal error:  Uncaught ")) << run.err;
  }
}

// The API's class is LeetCode's: the solution extends it; declaring it too is a compile error.
TEST_F(PhpDriverTest, CheckModeFindsTheApisClassAndRefusesItsRedeclaration) {
  const string guess = api_descriptor("guess", "guessNumber", R"([{"name":"n","type":)" + kInt + "}]",
                                      R"([{"name":"n","type":)" + kInt + R"(},{"name":"pick","type":)" + kInt + "}]");
  PhpRun extended = run_driver("check", guess, "class Solution extends GuessGame {\n    function guessNumber($n) {\n"
                                               "        return $this->guess($n);\n    }\n}\n",
                               "");
  EXPECT_EQ(extended.status, 0) << extended.err;
  PhpRun redeclared = run_driver("check", guess, "class GuessGame {}\nclass Solution extends GuessGame {\n"
                                                 "    function guessNumber($n) {}\n}\n",
                                 "");
  EXPECT_EQ(redeclared.status, 1);
  EXPECT_TRUE(Contains(redeclared.err, "Line 1: PHP Fatal error:  Cannot declare class GuessGame, because the name is "
                                       "already in use in solution.php on line 1"))
      << redeclared.err;
  string unknown = guess;
  unknown.replace(unknown.find(R"("api":"guess")"), 13, R"("api":"Oracle")");
  PhpRun unsupported = run_driver("check", unknown, "class Solution {\n    function guessNumber($n) {}\n}\n", "");
  EXPECT_EQ(unsupported.status, 1);
  EXPECT_EQ(unsupported.err, "API problems (Oracle): not supported in PHP yet\n");
}

}  // namespace
}  // namespace lcjudge::php_driver_test
