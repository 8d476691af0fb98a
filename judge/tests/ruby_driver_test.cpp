// The Ruby driver (judge/driver/ruby/lcjudge_driver/'s modules, joined into
// build/languages/ruby/lcjudge_driver.rb as the test binary prepares it) against the language
// contract: the answer on descriptor 4 exactly as the C++ driver prints it, the side-channel
// records and exit statuses of driver/protocol.h, LeetCode's Ruby names (snake_case) and node
// classes, Ruby's error wording with the solution's own lines, the API problems, and check mode's
// compile errors. Each test runs Debian's ruby3.1 as the judge's launch runs it (ruby.cpp) on a
// solution and a case of its own.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "driver/protocol.h"
#include "tests/driver_run.h"
#include "tests/test_util.h"

// A namespace of its own: unity batches put this file beside others with names like kMinStack.
namespace lcjudge::ruby_driver_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::kMinStack;
using test_util::kTwoSum;
using test_util::TempDir;

constexpr const char* kRuby = "/usr/bin/ruby3.1";
constexpr const char* kDriver = "build/languages/ruby/lcjudge_driver.rb";

using RubyRun = test_util::DriverRun;
using test_util::function_descriptor;
using test_util::kBool;
using test_util::kDouble;
using test_util::kInt;
using test_util::kInts;
using test_util::kListNode;
using test_util::kMatrix;
using test_util::kNestedInteger;
using test_util::kNode;
using test_util::kString;
using test_util::kTreeNode;
using test_util::kVoid;

// Runs the driver in MODE on SOLUTION and CASE with the launch's flags and environment, descriptors
// 3 and 4 open unless HAND_RUN; with API_SPEC, an API problem's (docs/driver-protocol.md).
RubyRun run_driver(const string& mode, const string& descriptor, const string& solution, const string& case_text,
                   bool hand_run = false, const string& api_spec = "") {
  TempDir dir;
  const string solution_path = dir.write("solution.rb", solution);
  setenv("RUBY_THREAD_VM_STACK_SIZE", "67108864", 1);
  std::vector<string> argv = {kRuby, "--disable-gems", "-EUTF-8", kDriver, mode, descriptor, solution_path};
  return test_util::run_driver_program(dir, argv, case_text, hand_run, 0, api_spec);
}

RubyRun run_api(const string& descriptor, const string& api_spec, const string& solution, const string& case_text) {
  return run_driver("run", descriptor, solution, case_text, false, api_spec);
}

class RubyDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kRuby)) GTEST_SKIP() << kRuby << " is not installed (scripts/install-deps.sh)";
  }
};

const string kTwoSumSolution = R"(# @param {Integer[]} nums
# @param {Integer} target
# @return {Integer[]}
def two_sum(nums, target)
  puts "looking"
  seen = {}
  nums.each_with_index do |n, i|
    return [seen[target - n], i] if seen.key?(target - n)
    seen[n] = i
  end
  []
end
)";

TEST_F(RubyDriverTest, WithoutDescriptorFourTheAnswerFollowsThePrintsOnStdout) {
  RubyRun run = run_driver("run", kTwoSum, kTwoSumSolution, "[2,7]\n9\n", /*hand_run=*/true);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "looking\n[0,1]\n");
}

// LeetCode's Ruby calls two_sum for twoSum and get_min for getMin; a solution that defines the
// C++ name alone is called by it.
TEST_F(RubyDriverTest, MethodsAreCalledByLeetCodesSnakeCaseNames) {
  RubyRun run = run_driver("run", kTwoSum, kTwoSumSolution, "[2,7,11,15]\n9\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1]\n");
  EXPECT_EQ(run.out, "looking\n");
  EXPECT_TRUE(Contains(run.meta, "solve_ns ")) << run.meta;
  RubyRun camel = run_driver("run", kTwoSum, "def twoSum(nums, target) = [1, 0]\n", "[2,7]\n9\n");
  EXPECT_EQ(camel.answer, "[1,0]\n") << camel.err;

  const string stack = R"(class MinStack
  def initialize
    @items = []
  end

  def push(val)
    @items << val
    :ignored
  end

  def get_min
    @items.min
  end
end
)";
  RubyRun design = run_driver("run", kMinStack, stack, "[\"MinStack\",\"push\",\"push\",\"getMin\"]\n[[],[3],[-2],[]]\n");
  EXPECT_EQ(design.status, 0) << design.err;
  EXPECT_EQ(design.answer, "[null,null,null,-2]\n");
  // A private method is not LeetCode's to call: NoMethodError, as Ruby words it.
  RubyRun hidden = run_driver("run", kMinStack, "class MinStack\n  def push(val) = nil\n  private\n  def get_min = 1\nend\n",
                              "[\"MinStack\",\"getMin\"]\n[[],[]]\n");
  EXPECT_EQ(hidden.status, protocol::kUncaughtExceptionExit) << hidden.err;
  EXPECT_TRUE(Contains(hidden.meta, "uncaught_exception NoMethodError: private method `get_min' called for #<MinStack")) << hidden.meta;
}

TEST_F(RubyDriverTest, AnUncaughtErrorIsWordedAsLeetCodesRubyWithTheSolutionsFramesOnly) {
  RubyRun run = run_driver("run", kTwoSum, "def two_sum(nums, target)\n  nums.map { |n| helper(n) }\nend\n\n"
                                           "def helper(n)\n  n / 0\nend\n",
                           "[1,2]\n3\n");
  EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << run.err;
  EXPECT_EQ(run.answer, "");
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception ZeroDivisionError: divided by 0 (line 6 in /)\n")) << run.meta;
  EXPECT_EQ(run.err, "Line 6: divided by 0 (ZeroDivisionError) in solution.rb (/)\nLine 6 in solution.rb (helper)\n"
                     "Line 2 in solution.rb (block in two_sum)\nLine 2 in solution.rb (map)\nLine 2 in solution.rb (two_sum)\n");
  EXPECT_TRUE(Contains(run.meta, "traceback Line 6: divided by 0 (ZeroDivisionError) in solution.rb (/)\\nLine 6 in")) << run.meta;
  // did_you_mean's suggestion, as LeetCode's Ruby shows it.
  RubyRun typo = run_driver("run", kTwoSum, "def two_sum(nums, target)\n  nums.lenght\nend\n", "[1,2]\n3\n");
  EXPECT_TRUE(Contains(typo.err, "Line 2: undefined method `lenght' for [1, 2]:Array (NoMethodError) in solution.rb (two_sum)\n"
                                 "  nums.lenght\n      ^^^^^^^\nDid you mean?  length\n"))
      << typo.err;
}

// Ruby 3.1's error_highlight raises spotting an attribute assignment inside a multiple one
// (since 3.1 its receiver is read first: nil here); the message is then Ruby's without carets.
TEST_F(RubyDriverTest, AMessageWhoseCaretsCannotBeSpottedIsRubysPlainOne) {
  const string reverse = function_descriptor("reverseList", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  RubyRun run = run_driver("run", reverse, "def reverse_list(head)\n  cur, rev = head, nil\n  while cur\n"
                                           "    rev, rev.next, cur = cur, rev, cur.next\n  end\n  rev\nend\n",
                           "[1,2]\n");
  EXPECT_EQ(run.status, protocol::kUncaughtExceptionExit) << run.err;
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception NoMethodError: undefined method `next=' for nil:NilClass (line 4 in reverse_list)"))
      << run.meta;
  EXPECT_EQ(run.err, "Line 4: undefined method `next=' for nil:NilClass (NoMethodError) in solution.rb (reverse_list)\n");
}

// exit raises SystemExit, a run without an answer; the top-level code's failure is the first case's.
TEST_F(RubyDriverTest, ExitBeforeTheAnswerAndTopLevelErrorsAreUncaughtExceptions) {
  RubyRun exits = run_driver("run", kTwoSum, "def two_sum(nums, target)\n  exit 0\nend\n", "[1,2]\n3\n");
  EXPECT_EQ(exits.status, protocol::kUncaughtExceptionExit) << exits.err;
  EXPECT_TRUE(Contains(exits.meta, "uncaught_exception SystemExit: exit (line 2 in exit)")) << exits.meta;
  RubyRun top = run_driver("run", kTwoSum, "require 'algorithms'\ndef two_sum(nums, target) = []\n", "[1,2]\n3\n");
  EXPECT_EQ(top.status, protocol::kUncaughtExceptionExit) << top.err;
  EXPECT_TRUE(Contains(top.meta, "uncaught_exception LoadError: cannot load such file -- algorithms")) << top.meta;
}

TEST_F(RubyDriverTest, MalformedCaseIsBadInputNamingTheLine) {
  RubyRun unclosed = run_driver("run", kTwoSum, kTwoSumSolution, "[1,2\n3\n");
  EXPECT_EQ(unclosed.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(unclosed.meta, "bad_input line 1: ")) << unclosed.meta;
  RubyRun too_large = run_driver("run", kTwoSum, kTwoSumSolution, "[1,2]\n2147483648\n");
  EXPECT_EQ(too_large.status, protocol::kBadInputExit);
  EXPECT_TRUE(Contains(too_large.meta, "bad_input line 2: 2147483648 does not fit in int\n")) << too_large.meta;
  RubyRun missing = run_driver("run", kTwoSum, kTwoSumSolution, "[1,2]\n");
  EXPECT_TRUE(Contains(missing.meta, "bad_input line 2, column 1: expected 2 argument lines, found 1\n")) << missing.meta;
  RubyRun nested = run_driver("run", kTwoSum, kTwoSumSolution, string(100000, '[') + "\n3\n");
  EXPECT_EQ(nested.status, protocol::kBadInputExit) << nested.err;
  EXPECT_EQ(unclosed.out + too_large.out + missing.out + nested.out, "");  // the solution never ran
}

TEST_F(RubyDriverTest, AnswersPrintAsTheCppEncoderPrintsThem) {
  const string doubles = function_descriptor("f", "[]", R"({"kind":"list","cpp":"vector<double>","element":)" + kDouble + "}");
  RubyRun run = run_driver("run", doubles, "def f = [-0.0, 1e308, 2.5e-6, 1.0 / 3, -1e-9, 7, Float::NAN, -Float::INFINITY, "
                                           "0.000005, 1r / 8]\n",
                           "");
  EXPECT_EQ(run.status, 0) << run.err;
  string expected = "[";
  const double values[] = {-0.0, 1e308, 2.5e-6, 1.0 / 3, -1e-9, 7.0, NAN, -INFINITY, 0.000005, 0.125};
  for (double value : values) {
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.5f", value);
    expected += string(expected.size() > 1 ? "," : "") + buffer;
  }
  EXPECT_EQ(run.answer, expected + "]\n");

  const string strings = function_descriptor("f", "[]", R"({"kind":"list","cpp":"vector<string>","element":)" + kString + "}");
  RubyRun text = run_driver("run", strings, "def f = [\"a\\\"b\\\\c\", \"tab\\there\\n\", \"caf\\u00e9\", \"\\u0001\"]\n", "");
  EXPECT_EQ(text.answer, "[\"a\\\"b\\\\c\",\"tab\\there\\n\",\"caf\xC3\xA9\",\"\\u0001\"]\n") << text.err;
  const string bools = function_descriptor("f", "[]", R"({"kind":"list","cpp":"vector<bool>","element":)" + kBool + "}");
  EXPECT_EQ(run_driver("run", bools, "def f = [true, false]\n", "").answer, "[true,false]\n");

  // An Integer where an int is declared; a Float or a String is the solution's type error.
  const string integer = function_descriptor("f", "[]", kInt);
  RubyRun fraction = run_driver("run", integer, "def f = 7 / 2.0\n", "");
  EXPECT_EQ(fraction.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(fraction.meta, "uncaught_exception TypeError: 3.5 is not valid value for the expected return type integer"))
      << fraction.meta;
  RubyRun nil = run_driver("run", integer, "def f = nil\n", "");
  EXPECT_EQ(nil.answer, "null\n") << nil.err;
}

TEST_F(RubyDriverTest, InPlaceAndPrefixAnswersAreReadFromTheArgument) {
  const string rotate = function_descriptor("rotate", R"([{"name":"matrix","type":)" + kMatrix + "}]", kVoid, "", "return", 0);
  RubyRun in_place = run_driver("run", rotate, "def rotate(matrix)\n  matrix.replace(matrix.transpose.map(&:reverse))\n  42\nend\n",
                                "[[1,2],[3,4]]\n");
  EXPECT_EQ(in_place.status, 0) << in_place.err;
  EXPECT_EQ(in_place.answer, "[[3,1],[4,2]]\n");
  const string dedupe = function_descriptor("removeDuplicates", R"([{"name":"nums","type":)" + kInts + "}]", kInt, "",
                                            "argument_prefix", 0);
  RubyRun prefix = run_driver("run", dedupe, "def remove_duplicates(nums)\n  nums.uniq!\n  nums.size\nend\n", "[1,1,2,3,3]\n");
  EXPECT_EQ(prefix.status, 0) << prefix.err;
  EXPECT_EQ(prefix.answer, "[1,2,3]\n");
}

TEST_F(RubyDriverTest, ListsAndTreesAreLeetCodesClassesOrTheSolutionsOwn) {
  const string reverse = function_descriptor("reverseList", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  RubyRun list = run_driver("run", reverse, "def reverse_list(head)\n  prev = nil\n  while head\n"
                                            "    head.next, prev, head = prev, head, head.next\n  end\n  prev\nend\n",
                            "[1,2,3]\n");
  EXPECT_EQ(list.answer, "[3,2,1]\n") << list.err;
  // The solution pastes a definition whose initialize takes val alone: its class is LeetCode's, reopened.
  const string invert = function_descriptor("invertTree", R"([{"name":"root","type":)" + kTreeNode + "}]", kTreeNode);
  RubyRun tree = run_driver("run", invert, R"(class TreeNode
  attr_accessor :val, :left, :right
  def initialize(val)
    @val = val
  end
end

def invert_tree(root)
  return nil unless root
  root.left, root.right = invert_tree(root.right), invert_tree(root.left)
  root
end
)",
                            "[4,2,7,1,3,null,9]\n");
  EXPECT_EQ(tree.answer, "[4,7,2,9,null,3,1]\n") << tree.err;
  const string cycle = function_descriptor("f", R"([{"name":"head","type":)" + kListNode + "}]", kListNode);
  RubyRun cyclic = run_driver("run", cycle, "def f(head)\n  head.next.next = head\n  head\nend\n", "[1,2]\n");
  EXPECT_EQ(cyclic.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(cyclic.meta, "the returned list is cyclic")) << cyclic.meta;
}

// LeetCode's Ruby prints an Array of Integers returned for a ListNode as that list: its accepted
// Ruby solutions `return [] if lists.empty?` (23) or return the values; anything else in it is a type error.
TEST_F(RubyDriverTest, AnArrayOfIntegersReturnedForAListNodeIsPrintedAsTheList) {
  const string merge = function_descriptor("mergeKLists", R"([{"name":"lists","type":{"kind":"list","cpp":"vector<ListNode*>",)"
                                                          R"("element":)" + kListNode + "}}]", kListNode);
  const string values = R"(def merge_k_lists(lists)
  return [] if lists.empty?
  out = []
  lists.each { |l| (out << l.val; l = l.next) while l }
  out.sort
end
)";
  RubyRun empty = run_driver("run", merge, values, "[]\n");
  EXPECT_EQ(empty.status, 0) << empty.err;
  EXPECT_EQ(empty.answer, "[]\n");
  RubyRun sorted = run_driver("run", merge, values, "[[1,4],[2]]\n");
  EXPECT_EQ(sorted.answer, "[1,2,4]\n") << sorted.err;
  RubyRun strings = run_driver("run", merge, "def merge_k_lists(lists) = [\"1\"]\n", "[]\n");
  EXPECT_EQ(strings.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(strings.meta, "uncaught_exception TypeError: 1 is not valid value for the expected return type integer"))
      << strings.meta;
}

TEST_F(RubyDriverTest, NodesOfEachKindAndACopySharingANodeWithTheInput) {
  const string clone = function_descriptor("cloneGraph", R"([{"name":"node","type":)" + kNode + "}]", kNode, "graph");
  RubyRun copy = run_driver("run", clone, R"(def cloneGraph(node)
  made = {}
  copy = lambda do |n|
    return made[n.val] if made[n.val]
    made[n.val] = c = Node.new(n.val)
    n.neighbors.each { |m| c.neighbors << copy.(m) }
    c
  end
  node && copy.(node)
end
)",
                            "[[2,4],[1,3],[2,4],[1,3]]\n");
  EXPECT_EQ(copy.answer, "[[2,4],[1,3],[2,4],[1,3]]\n") << copy.err;
  RubyRun same = run_driver("run", clone, "def clone_graph(node) = node\n", "[[2],[1]]\n");
  EXPECT_EQ(same.status, protocol::kWrongResultExit);
  EXPECT_TRUE(Contains(same.meta, "wrong_result the copy shares node 1")) << same.meta;

  const string identity = function_descriptor("f", R"([{"name":"root","type":)" + kNode + "}]", kNode, "nary");
  RubyRun nary = run_driver("run", identity, "def f(root)\n  root.children << Node.new(9)\n  root\nend\n", "[1,null,3,2,null,5]\n");
  EXPECT_EQ(nary.answer, "[1,null,3,2,9,null,5]\n") << nary.err;
  const string connect = function_descriptor("connect", R"([{"name":"root","type":)" + kNode + "}]", kNode, "next");
  RubyRun next = run_driver("run", connect, R"(def connect(root)
  level = root ? [root] : []
  until level.empty?
    level.each_cons(2) { |a, b| a.next = b }
    level = level.flat_map { |n| [n.left, n.right].compact }
  end
  root
end
)",
                            "[1,2,3,4,5,null,7]\n");
  EXPECT_EQ(next.answer, "[1,#,2,3,#,4,5,7,#]\n") << next.err;
}

// LeetCode's Ruby 297: deserialize(serialize(root)), two top-level functions.
TEST_F(RubyDriverTest, ACodecRoundTripsThroughTwoTopLevelFunctions) {
  const string codec = R"({"kind":"design","class":"Codec","drive":"round_trip","node":"","output":"return","method":"",)"
                       R"("methods":[{"name":"serialize","constructor":false,"result":)" + kString +
                       R"(,"parameters":[{"name":"root","type":)" + kTreeNode +
                       R"(}],"answer":-1},{"name":"deserialize","constructor":false,"result":)" + kTreeNode +
                       R"(,"parameters":[{"name":"data","type":)" + kString +
                       R"(}],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  RubyRun run = run_driver("run", codec, R"(def walk(n) = n && [n.val, walk(n.left), walk(n.right)]
def build(a) = a && TreeNode.new(a[0], build(a[1]), build(a[2]))
def serialize(root) = Marshal.dump(walk(root))
def deserialize(data) = build(Marshal.load(data))
)",
                           "[1,2,3,null,null,4,5]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,2,3,null,null,4,5]\n");
}

TEST_F(RubyDriverTest, ANestedIteratorIsDrivenToTheEndOverLeetCodesNestedIntegers) {
  const string iterator = R"({"kind":"design","class":"NestedIterator","drive":"iterator","node":"","output":"return",)"
                          R"("method":"","methods":[{"name":"NestedIterator","constructor":true,"result":)" + kVoid +
                          R"(,"parameters":[{"name":"nestedList","type":{"kind":"list","cpp":"vector<NestedInteger>",)"
                          R"("element":)" + kNestedInteger + R"(}}],"answer":-1},{"name":"next","constructor":false,)"
                          R"("result":)" + kInt + R"(,"parameters":[],"answer":-1},{"name":"hasNext","constructor":false,)"
                          R"("result":)" + kBool + R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  const string flatten = R"(class NestedIterator
  def initialize(nested_list)
    @values = []
    walk = ->(list) { list.each { |ni| ni.is_integer ? @values << ni.get_integer : walk.(ni.get_list) } }
    walk.(nested_list)
  end

  def has_next = !@values.empty?

  def next = @values.shift
end
)";
  RubyRun flat = run_driver("run", iterator, flatten, "[[1,1],2,[1,[4,[]]]]\n");
  EXPECT_EQ(flat.status, 0) << flat.err;
  EXPECT_EQ(flat.answer, "[1,1,2,1,4]\n");
  RubyRun too_deep = run_driver("run", iterator, flatten, "[" + string(1001, '[') + string(1001, ']') + "]\n");
  EXPECT_EQ(too_deep.status, protocol::kBadInputExit) << too_deep.err;
  EXPECT_TRUE(Contains(too_deep.meta, "a NestedInteger nested more than 1000 deep")) << too_deep.meta;
}

// 284: LeetCode's Ruby hands PeekingIterator's constructor an Iterator (hasNext, next) over the
// case's array, not the array; a solution may reopen that class, as it may LeetCode's.
TEST_F(RubyDriverTest, APeekingIteratorIsBuiltOnLeetCodesIteratorOverTheArray) {
  const string peeking = R"({"kind":"design","class":"PeekingIterator","drive":"operations","node":"","output":"return",)"
                         R"("method":"","methods":[{"name":"PeekingIterator","constructor":true,"result":)" + kVoid +
                         R"(,"parameters":[{"name":"nums","type":)" + kInts + R"(}],"answer":-1},)"
                         R"({"name":"next","constructor":false,"result":)" + kInt + R"(,"parameters":[],"answer":-1},)"
                         R"({"name":"peek","constructor":false,"result":)" + kInt + R"(,"parameters":[],"answer":-1},)"
                         R"({"name":"hasNext","constructor":false,"result":)" + kBool +
                         R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";
  const string solution = R"(class PeekingIterator
  def initialize(iter)
    @iter = iter
    @peeked = iter.hasNext ? iter.next : nil
  end

  def hasNext = !@peeked.nil?

  def peek = @peeked

  def next
    value = @peeked
    @peeked = @iter.hasNext ? @iter.next : nil
    value
  end
end
)";
  const string calls = "[\"PeekingIterator\",\"next\",\"peek\",\"next\",\"next\",\"hasNext\"]\n[[[1,2,3]],[],[],[],[],[]]\n";
  RubyRun run = run_driver("run", peeking, solution, calls);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[null,1,2,2,3,false]\n");
  RubyRun reopened = run_driver("run", peeking, "class Iterator\n  def size = @values.size\nend\n\n" + solution +
                                                    "class PeekingIterator\n  def peek = @iter.size\nend\n",
                                calls);
  EXPECT_EQ(reopened.answer, "[null,1,3,2,3,false]\n") << reopened.err;
}

// Ruby 3.2's Integer#ceildiv, which 3.1 lacks, rounds toward positive infinity.
TEST_F(RubyDriverTest, CeildivIsRuby32s) {
  const string pages = function_descriptor("f", R"([{"name":"nums","type":)" + kInts + "}]", kInts);
  RubyRun run = run_driver("run", pages, "def f(nums) = [nums[0].ceildiv(nums[1]), (-nums[0]).ceildiv(nums[1]), nums[0].ceildiv(-2)]\n",
                           "[7,2]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[4,-3,-3]\n");
}

// Ruby 3.2 loads Set on `to_set` as on the constant, without a require.
TEST_F(RubyDriverTest, ToSetLoadsSetWithoutARequireAsInRuby32) {
  const string count = function_descriptor("f", R"([{"name":"nums","type":)" + kInts + "}]", kInt);
  RubyRun run = run_driver("run", count, "def f(nums) = nums.to_set.size + { a: 1 }.to_set.size\n", "[1,2,2]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "3\n");
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

TEST_F(RubyDriverTest, AnApisCallsAreAnsweredByTheJudgeAndItsCallLimitIsTheJudgesWrongAnswer) {
  const string bad_version = api_descriptor("isBadVersion", "firstBadVersion", R"([{"name":"n","type":)" + kInt + "}]",
                                            R"([{"name":"n","type":)" + kInt + R"(},{"name":"bad","type":)" + kInt + "}]");
  RubyRun first = run_api(bad_version, "isBadVersion n bad", "def first_bad_version(n)\n  (1..n).bsearch { |v| is_bad_version(v) }\nend\n",
                          "5\n4\n");
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_EQ(first.answer, "4\n");

  const string mountain = api_descriptor(
      "MountainArray", "findInMountainArray",
      R"([{"name":"target","type":)" + kInt + R"(},{"name":"mountainArr","type":{"kind":"api","cpp":"MountainArray"}}])",
      R"([{"name":"array","type":)" + kInts + R"(},{"name":"target","type":)" + kInt + "}]");
  const string scan = "def find_in_mountain_array(target, mountain_arr)\n"
                      "  (0..mountain_arr.length).find { |i| mountain_arr.get(i) == target }\nend\n";
  RubyRun short_scan = run_api(mountain, "MountainArray array target", scan, "[1,5,2]\n2\n");
  EXPECT_EQ(short_scan.answer, "2\n") << short_scan.err;
  EXPECT_EQ(short_scan.api_wrong_answer, "");
  string long_array = "[";
  for (int i = 0; i < 150; ++i) long_array += std::to_string(i) + ",";
  RubyRun long_scan = run_api(mountain, "MountainArray array target", scan, long_array + "-1]\n149\n");
  EXPECT_TRUE(Contains(long_scan.api_wrong_answer, "MountainArray.get called 150 times; the limit is 100"))
      << long_scan.api_wrong_answer;
  RubyRun outside = run_api(mountain, "MountainArray array target", scan, "[1,5,2]\n7\n");
  EXPECT_EQ(outside.status, protocol::kUncaughtExceptionExit);
  EXPECT_TRUE(Contains(outside.meta, "uncaught_exception IndexError: MountainArray.get(3): the index is outside 0..2"))
      << outside.meta;

  const string read4 = api_descriptor(
      "read4", "read", R"([{"name":"buf","type":{"kind":"api","cpp":"char*"}},{"name":"n","type":)" + kInt + "}]",
      R"([{"name":"file","type":)" + kString + R"(},{"name":"n","type":)" + kInt + "}]");
  RubyRun reads = run_api(read4, "read4 file n", R"(def read(buf, n)
  total = 0
  buf4 = [" "] * 4
  while total < n
    got = read4(buf4)
    break if got.zero?
    [got, n - total].min.times { |i| buf[total + i] = buf4[i] }
    total += [got, n - total].min
  end
  total
end
)",
                          "\"abcdefg\"\n5\n");
  EXPECT_EQ(reads.answer, "5\n") << reads.err;
  EXPECT_EQ(reads.api_wrong_answer, "");
}

// ---- check mode ----

TEST_F(RubyDriverTest, CheckModeWordsASyntaxErrorOnItsLine) {
  RubyRun run = run_driver("check", kTwoSum, "def two_sum(nums, target)\n  1 +\nend\n", "");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(Contains(run.err, "Line 3: syntax error, unexpected `end'")) << run.err;
}

TEST_F(RubyDriverTest, CheckModeFindsTheFunctionsTheClassAndTheirArity) {
  EXPECT_EQ(run_driver("check", kTwoSum, kTwoSumSolution, "").status, 0);
  EXPECT_EQ(run_driver("check", kTwoSum, "def two_sum(nums, target, memo = {}) = []\n", "").status, 0);
  EXPECT_EQ(run_driver("check", kTwoSum, "def two_sum(*args) = []\n", "").status, 0);
  RubyRun missing = run_driver("check", kTwoSum, "# def two_sum(nums, target)\ndef twosum(nums, target) = []\n", "");
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err, "def two_sum is not defined: LeetCode's Ruby calls two_sum(nums, target)\n");
  RubyRun arity = run_driver("check", kTwoSum, "def two_sum(nums)\n  []\nend\n", "");
  EXPECT_EQ(arity.err, "Line 1: two_sum takes (nums), but the problem declares two_sum(nums, target): 2 arguments\n");
  RubyRun no_class = run_driver("check", kMinStack, "class MinStak\nend\n", "");
  EXPECT_EQ(no_class.err, "class MinStack is not defined\n");
  RubyRun no_method = run_driver("check", kMinStack, "class MinStack\n  def push(val) = nil\n  def getmin = 1\nend\n", "");
  EXPECT_EQ(no_method.err, "class MinStack has no method get_min: the problem declares get_min()\n");
}

// The check runs none of the file; what only running it tells (a method made at run time, a
// superclass's) is the run's to decide.
TEST_F(RubyDriverTest, CheckModeRunsNothingAndLeavesToTheRunWhatTheSourceCannotTell) {
  TempDir dir;
  const string marker = dir.path("ran");
  RubyRun loops = run_driver("check", kTwoSum, "File.write('" + marker + "', 'ran')\nsleep 20\n" + kTwoSumSolution, "");
  EXPECT_EQ(loops.status, 0) << loops.err;
  EXPECT_FALSE(std::filesystem::exists(marker));
  for (const char* solution : {"define_method(:two_sum) { |a, b| [] }\n", "class MinStack < Array\nend\n",
                               "def method_missing(name, *args) = []\n"}) {
    const string& descriptor = string(solution).find("MinStack") != string::npos ? kMinStack : kTwoSum;
    EXPECT_EQ(run_driver("check", descriptor, solution, "").status, 0) << solution;
  }
}

}  // namespace
}  // namespace lcjudge::ruby_driver_test
