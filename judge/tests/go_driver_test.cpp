// The Go driver (judge/driver/go/) and its builder against the language contract: the answer on
// descriptor 4 exactly as the C++ driver prints it, the side-channel records and exit statuses of
// driver/protocol.h, LeetCode's Go environment (imports it adds, its node types, Go 1.21's
// built-ins and packages on Go 1.19), panics trimmed to the solution's frames, and the builder's
// compile errors. Each test builds a solution of its own with the builder the test binary
// prepared (build/languages/go/<key>/, tests/shared_builds.h), unjailed, and runs the binary on
// a few cases of its own; one test judges through the judge's own build, in the compile jail.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "judging/build.h"
#include "problem/config.h"
#include "problem/project.h"
#include "tests/api_channel.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

// A namespace of its own: unity batches put this file beside the other drivers' tests.
namespace lcjudge::go_driver_test {
namespace {

namespace fs = std::filesystem;
using std::string;
using test_util::Contains;
using test_util::TempDir;

const string kTools = "/usr/lib/go-1.19/pkg/tool/linux_amd64";

string file_text(const string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The prepared driver's folder: the one build/languages/go/<key>/ holding the builder.
string driver_folder() {
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(test_util::kSharedLanguages + "/go", error)) {
    if (fs::exists(entry.path() / "lcjudge-go-build")) return fs::absolute(entry.path()).string();
  }
  return "";
}

struct Ran {
  int status = -1;  // the exit status, or 128 + the signal
  string answer, meta, out, err;
  string api_wrong_answer;  // an API problem's: the judge's wrong answer (a call limit passed...)
};

// Runs ARGV with INPUT on stdin in DIR; descriptors 3 and 4 open unless HAND_RUN; RLIMIT_STACK
// as the judge sets it (the memory limit, 256 MiB). With API, an API problem's calls on
// descriptors 5 and 6 are answered by the judge's interactor, which may replace the answer (843).
Ran run_program(const std::vector<string>& argv, const string& input, const TempDir& dir, bool hand_run = false,
                test_util::ApiChannelForTest* api = nullptr) {
  const string in_path = dir.write("run.in", input);
  const string names[] = {"out", "err", "meta", "answer"};
  pid_t pid = fork();
  if (pid == 0) {
    if (api != nullptr) api->place_in_child();  // first: the files below then open on other numbers
    int in = open(in_path.c_str(), O_RDONLY);
    dup2(in, 0);
    for (int fd = 1; fd <= 4; ++fd) {
      if (hand_run && fd >= 3) {
        close(fd);
        continue;
      }
      int file = open(dir.path("run." + names[fd - 1]).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      dup2(file, fd);
      if (file > 4) close(file);
    }
    struct rlimit stack = {256ull << 20, 256ull << 20};
    setrlimit(RLIMIT_STACK, &stack);
    std::vector<char*> args;
    for (const string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  int status = 0;
  if (api != nullptr) status = api->serve_until_exit(pid);
  else waitpid(pid, &status, 0);
  Ran ran;
  ran.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  ran.out = file_text(dir.path("run.out"));
  ran.err = file_text(dir.path("run.err"));
  ran.meta = file_text(dir.path("run.meta"));
  ran.answer = file_text(dir.path("run.answer"));
  if (api != nullptr) {
    ran.api_wrong_answer = api->wrong_answer();
    if (auto answer = api->answer_override()) ran.answer = *answer;
  }
  return ran;
}

// TYPE of the descriptor from a C++ type: "int", "vector<int>", "TreeNode*"...
string type_json(const string& cpp) {
  if (cpp.rfind("vector<", 0) == 0) {
    return "{\"kind\":\"list\",\"element\":" + type_json(cpp.substr(7, cpp.size() - 8)) + ",\"cpp\":\"" + cpp + "\"}";
  }
  string kind = cpp == "long long" ? "long" : cpp == "TreeNode*" ? "TreeNode" : cpp == "ListNode*" ? "ListNode"
                : cpp == "Node*" ? "Node" : cpp;
  return "{\"kind\":\"" + kind + "\",\"cpp\":\"" + cpp + "\"}";
}

struct Declared {
  string name, result;
  std::vector<string> parameters;  // their C++ types
  int answer = -1;
  bool constructor = false;
};

string method_json(const Declared& m) {
  string text = "{\"name\":\"" + m.name + "\",\"constructor\":" + (m.constructor ? "true" : "false") +
                ",\"result\":" + type_json(m.result) + ",\"parameters\":[";
  for (size_t k = 0; k < m.parameters.size(); ++k) {
    text += (k ? "," : "") + string("{\"name\":\"p") + std::to_string(k) + "\",\"type\":" + type_json(m.parameters[k]) + "}";
  }
  return text + "],\"answer\":" + std::to_string(m.answer) + "}";
}

string function_json(const Declared& m, const string& output = "return", const string& node = "") {
  return "{\"kind\":\"function\",\"class\":\"Solution\",\"drive\":\"\",\"node\":\"" + node + "\",\"output\":\"" + output +
         "\",\"method\":\"" + m.name + "\",\"methods\":[" + method_json(m) + "],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
}

string design_json(const string& class_name, const std::vector<Declared>& methods, const string& drive = "operations",
                   const string& node = "") {
  string text = "{\"kind\":\"design\",\"class\":\"" + class_name + "\",\"drive\":\"" + drive + "\",\"node\":\"" + node +
                "\",\"output\":\"return\",\"method\":\"\",\"methods\":[";
  for (size_t i = 0; i < methods.size(); ++i) text += (i ? "," : "") + method_json(methods[i]);
  return text + "],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
}

// One solution built by the builder, as the judge's jail runs it (unjailed here: the builder
// and the fixtures are the test's own).
class GoSolution {
 public:
  GoSolution(const string& descriptor, const string& source) : descriptor_(descriptor) {
    const string folder = driver_folder();
    const string input = dir_.write("input.go", source);
    Ran built = run_program({folder + "/lcjudge-go-build", descriptor, input, dir_.path(""), folder + "/importcfg", kTools},
                            "", dir_, true);
    ok = built.status == 0;
    errors = built.out + built.err;
  }
  Ran run(const string& input, bool hand_run = false) const {
    TempDir scratch;
    return run_program({dir_.path("solution"), "run", descriptor_}, input, scratch, hand_run);
  }

  // One case of an API problem as the judge runs it: the driver gets CASE_TEXT with the API's
  // lines withheld (or SHOWN instead, when given) and the judge's interactor answers its calls
  // (tests/api_channel.h); the spec is the descriptor's api and its api_case's line names.
  Ran run_api(const string& case_text, const std::optional<string>& shown = std::nullopt) const {
    const nlohmann::json d = nlohmann::json::parse(descriptor_);
    string spec = d["api"].get<string>();
    for (const auto& line : d["api_case"]["parameters"]) spec += " " + line["name"].get<string>();
    test_util::ApiChannelForTest api(spec, case_text);
    TempDir scratch;
    return run_program({dir_.path("solution"), "run", descriptor_}, shown.value_or(api.shown_text()), scratch, false, &api);
  }

  // The built program's bytes (stripped, it still names its functions: pclntab).
  string program() const { return file_text(dir_.path("solution")); }

  bool ok = false;
  string errors;  // the builder's stdout and stderr

 private:
  TempDir dir_;
  string descriptor_;
};

class GoDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (access((kTools + "/compile").c_str(), X_OK) != 0) GTEST_SKIP() << "Debian's Go 1.19 (golang-go) is not installed";
    ASSERT_FALSE(driver_folder().empty()) << "the Go driver was not prepared in build/languages/go/";
  }
};

const string kTwoSum = function_json({"twoSum", "vector<int>", {"vector<int>", "int"}});

TEST_F(GoDriverTest, AnswerGoesToDescriptorFourAfterTheSolutionsOwnPrintsOnStdout) {
  // As LeetCode's editor takes it: no package line, fmt and sort used without importing them.
  GoSolution solution(kTwoSum, R"(func twoSum(nums []int, target int) []int {
	fmt.Println("looking")
	seen := map[int]int{}
	for i, num := range nums {
		if j, ok := seen[target-num]; ok {
			result := []int{j, i}
			sort.Ints(result)
			return result
		}
		seen[num] = i
	}
	return nil
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[2,7,11,15]\n9\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[0,1]\n");
  EXPECT_EQ(run.out, "looking\n");
  EXPECT_TRUE(Contains(run.meta, "parse_ns ")) << run.meta;
  EXPECT_TRUE(Contains(run.meta, "solve_ns ")) << run.meta;
  EXPECT_TRUE(Contains(run.meta, "peak_rss_kib ")) << run.meta;
  Ran hand = solution.run("[3,3]\n6\n", true);
  EXPECT_EQ(hand.out, "looking\n[0,1]\n");
  // A nil slice prints as an empty list, as LeetCode's Go prints it.
  EXPECT_EQ(solution.run("[1]\n5\n").answer, "[]\n");
}

TEST_F(GoDriverTest, MalformedInputIsBadInputNamingTheLine) {
  GoSolution solution(kTwoSum, "func twoSum(nums []int, target int) []int { return nums }\n");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[1,2]\n\"nine\"\n");
  EXPECT_EQ(run.status, 86);
  EXPECT_TRUE(Contains(run.meta, "bad_input line 2: expected int, found string \"nine\"")) << run.meta;
  Ran big = solution.run("[1,2147483648]\n3\n");
  EXPECT_EQ(big.status, 86);
  EXPECT_TRUE(Contains(big.meta, "bad_input line 1: 2147483648 does not fit in int at [1]")) << big.meta;
  EXPECT_EQ(solution.run("[1,2]\n").status, 86);
  // Syntax errors name the column, in encoding/json's words; nesting is bounded, not recursed into.
  Ran syntax = solution.run("[1,2 3]\n3\n");
  EXPECT_EQ(syntax.status, 86);
  EXPECT_TRUE(Contains(syntax.meta, "bad_input line 1, column 6: invalid character '3' after array element")) << syntax.meta;
  Ran after = solution.run("[1,2]\n3 4\n");
  EXPECT_TRUE(Contains(after.meta, "bad_input line 2, column 3: unexpected text after the value")) << after.meta;
  Ran open = solution.run("[1,2\n3\n");
  EXPECT_TRUE(Contains(open.meta, "bad_input line 1, column 5: unexpected end of JSON input")) << open.meta;
  Ran deep = solution.run(string(20000, '[') + string(20000, ']') + "\n3\n");
  EXPECT_EQ(deep.status, 86);
  EXPECT_TRUE(Contains(deep.meta, "bad_input line 1, column 10001: nested more than 10000 deep")) << deep.meta;
}

// Values decode into what the function declares (int64 for long long, [][]byte for a char grid,
// float64, string, bool) and print as the C++ driver prints them.
TEST_F(GoDriverTest, ValuesDecodeIntoTheDeclaredGoTypesAndPrintAsTheCppDriverPrints) {
  const string descriptor = function_json(
      {"mix", "vector<string>", {"long long", "vector<vector<char>>", "double", "string", "bool", "char"}});
  GoSolution solution(descriptor, R"(func mix(big int64, grid [][]byte, x float64, s string, flag bool, c byte) []string {
	return []string{strconv.FormatInt(big+1, 10), string(grid[1]), strconv.FormatFloat(x*2, 'f', -1, 64), s + "\"\n\x01", strconv.FormatBool(!flag), string(c)}
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("9007199254740993\n[[\"a\",\"b\"],[\"c\",\"d\"]]\n1.25\n\"hé\"\ntrue\n\"z\"\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[\"9007199254740994\",\"cd\",\"2.5\",\"hé\\\"\\n\\u0001\",\"false\",\"z\"]\n");
  // The driver's own JSON reader: escapes, a surrogate pair, a lone surrogate (U+FFFD, as
  // encoding/json), spaces between tokens, an exponent.
  Ran escaped = solution.run(" -1 \n[ [ \"a\" , \"b\" ] , [\"c\",\"d\"] ]\n-2.5e-1\n"
                             "\"\\u00e9\\ud83d\\ude00\\/\\t\\ud800x\"\nfalse\n\"\\u007a\"\n");
  EXPECT_EQ(escaped.status, 0) << escaped.err << escaped.meta;
  EXPECT_EQ(escaped.answer, "[\"0\",\"cd\",\"-0.5\",\"é😀/\\t\xef\xbf\xbdx\\\"\\n\\u0001\",\"true\",\"z\"]\n");
  const string doubles = function_json({"halves", "vector<double>", {"vector<int>"}});
  GoSolution halves(doubles, "func halves(v []int) []float64 {\n\tr := []float64{}\n\tfor _, x := range v {\n\t\tr = append(r, float64(x)/8)\n\t}\n\treturn append(r, math.NaN())\n}\n");
  ASSERT_TRUE(halves.ok) << halves.errors;
  EXPECT_EQ(halves.run("[1,-3,20]\n").answer, "[0.12500,-0.37500,2.50000,nan]\n");
}

TEST_F(GoDriverTest, ListsAndTreesAreLeetCodesTypesInLevelOrder) {
  const string descriptor = function_json({"mirror", "TreeNode*", {"TreeNode*", "ListNode*"}});
  GoSolution solution(descriptor, R"(func mirror(root *TreeNode, head *ListNode) *TreeNode {
	if root == nil {
		return nil
	}
	root.Left, root.Right = mirror(root.Right, nil), mirror(root.Left, nil)
	for ; head != nil; head = head.Next {
		root.Val += head.Val
	}
	return root
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  EXPECT_EQ(solution.run("[1,2,3,null,4]\n[10,20]\n").answer, "[31,3,2,null,null,4]\n");
  EXPECT_EQ(solution.run("[]\n[]\n").answer, "[]\n");
  Ran orphan = solution.run("[1,null,null,5]\n[]\n");
  EXPECT_EQ(orphan.status, 86);
  EXPECT_TRUE(Contains(orphan.meta, "no parent left for 5")) << orphan.meta;
}

TEST_F(GoDriverTest, AVoidFunctionsAnswerIsItsArgumentAndAPrefixIsTheFirstK) {
  GoSolution rotate(function_json({"reverse", "void", {"vector<int>"}, 0}),
                    "func reverse(nums []int) {\n\tslices.Reverse(nums)\n}\n");
  ASSERT_TRUE(rotate.ok) << rotate.errors;
  EXPECT_EQ(rotate.run("[1,2,3]\n").answer, "[3,2,1]\n");
  GoSolution dedupe(function_json({"removeDuplicates", "int", {"vector<int>"}, 0}, "argument_prefix"),
                    "func removeDuplicates(nums []int) int {\n\treturn len(slices.Compact(nums))\n}\n");
  ASSERT_TRUE(dedupe.ok) << dedupe.errors;
  EXPECT_EQ(dedupe.run("[1,1,2,3,3]\n").answer, "[1,2,3]\n");
}

TEST_F(GoDriverTest, ADesignClassIsMadeByConstructorAndCalledByItsCapitalizedMethods) {
  const string descriptor = design_json("MinStack", {{"MinStack", "void", {}, -1, true}, {"push", "void", {"int"}},
                                                     {"getMin", "int", {}}, {"pop", "void", {}}});
  GoSolution solution(descriptor, R"(type MinStack struct{ values []int }

func Constructor() MinStack { return MinStack{} }

func (this *MinStack) Push(val int) { this.values = append(this.values, val) }

func (this *MinStack) GetMin() int { return slices.Min(this.values) }

func (this *MinStack) Pop() int {
	this.values = this.values[:len(this.values)-1]
	return 7
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run(R"(["MinStack","push","push","getMin","pop","getMin"])" "\n[[],[-2],[-5],[],[],[]]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[null,null,null,-5,null,-2]\n");
  Ran unknown = solution.run(R"(["MinStack","top"])" "\n[[],[]]\n");
  EXPECT_EQ(unknown.status, 86);
  EXPECT_TRUE(Contains(unknown.meta, "unknown operation \\\"top\\\"") || Contains(unknown.meta, "unknown operation \"top\""))
      << unknown.meta;
}

TEST_F(GoDriverTest, ACodecsLowerCaseMethodsRoundTripThroughTwoObjects) {
  const string descriptor = design_json("Codec", {{"serialize", "string", {"TreeNode*"}}, {"deserialize", "TreeNode*", {"string"}}},
                                        "round_trip");
  GoSolution solution(descriptor, R"(type Codec struct{ made int }

func Constructor() Codec { return Codec{} }

func (this *Codec) serialize(root *TreeNode) string {
	if root == nil {
		return "#"
	}
	return strconv.Itoa(root.Val) + "," + this.serialize(root.Left) + "," + this.serialize(root.Right)
}

func (this *Codec) deserialize(data string) *TreeNode {
	tokens := strings.Split(data, ",")
	var build func() *TreeNode
	build = func() *TreeNode {
		token := tokens[0]
		tokens = tokens[1:]
		if token == "#" {
			return nil
		}
		value, _ := strconv.Atoi(token)
		return &TreeNode{Val: value, Left: build(), Right: build()}
	}
	return build()
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  EXPECT_EQ(solution.run("[1,2,3,null,null,4,5]\n").answer, "[1,2,3,null,null,4,5]\n");
  EXPECT_FALSE(Contains(solution.program(), "reflect.Value")) << "a codec is called by typed code";
}

// 190's `func reverseBits(num uint32) uint32`: typed code too, with the reflect driver's checks.
TEST_F(GoDriverTest, UnsignedParametersDecodeIntoUintTypesAndPrintUnsigned) {
  GoSolution solution(function_json({"flip", "unsigned", {"unsigned"}}), "func flip(num uint32) uint32 { return ^num }\n");
  ASSERT_TRUE(solution.ok) << solution.errors;
  EXPECT_FALSE(Contains(solution.program(), "reflect.Value"));
  EXPECT_EQ(solution.run("1073741825\n").answer, "3221225470\n");
  Ran negative = solution.run("-1\n");
  EXPECT_EQ(negative.status, 86);
  EXPECT_TRUE(Contains(negative.meta, "bad_input line 1: -1 does not fit in unsigned")) << negative.meta;
}

TEST_F(GoDriverTest, APanicNamesTheSolutionsLineAndOnlyItsFrames) {
  GoSolution solution(kTwoSum, R"(func twoSum(nums []int, target int) []int {
	return []int{at(nums, target)}
}

func at(nums []int, i int) int {
	return nums[i]
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[1,2,3,4,5]\n5\n");
  EXPECT_EQ(run.status, 88);
  EXPECT_TRUE(Contains(run.meta, "uncaught_exception panic: runtime error: index out of range [5] with length 5 (line 6 in at)"))
      << run.meta;
  EXPECT_TRUE(Contains(run.err, "Line 6: panic: runtime error: index out of range [5] with length 5\n"
                                "main.at(...)\n\tsolution.go, line 6\nmain.twoSum(...)\n\tsolution.go, line 2\n"))
      << run.err;
  EXPECT_FALSE(Contains(run.err, "lcjudge")) << run.err;
  EXPECT_FALSE(Contains(run.err, "reflect")) << run.err;
  // LeetCode's words, the record before the error's (its newlines escaped) for the judge to show.
  EXPECT_TRUE(Contains(run.meta, "traceback panic: runtime error: index out of range [5] with length 5\\n"
                                 "main.at(...)\\nsolution.go, line 6\\nmain.twoSum(...)\\nsolution.go, line 2\n"
                                 "uncaught_exception "))
      << run.meta;
}

// The builder calls a problem of plain types with generated typed code: the program links none of
// reflect, os, time, strings or unicode (each a slower start at every case), and a panic's value
// of the solution's own type is still named as Go names it, without reflect.
TEST_F(GoDriverTest, APlainProblemsProgramLinksNoReflectAndStillNamesItsPanicsValues) {
  GoSolution solution(kTwoSum, R"(type code int
type pair struct{ a, b int }

func twoSum(nums []int, target int) []int {
	switch target {
	case 1:
		panic(code(7))
	case 2:
		panic(pair{1, 2})
	case 3:
		panic(&pair{})
	}
	return nums[:1]
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  const string program = solution.program();
  for (const char* linked : {"reflect.Value", "unicode.init", "time.Now", "os.(*File)", "strings.Builder"}) {
    EXPECT_FALSE(Contains(program, linked)) << "the program links " << linked;
  }
  EXPECT_EQ(solution.run("[4,5]\n0\n").answer, "[4]\n");
  Ran named = solution.run("[4,5]\n1\n");
  EXPECT_EQ(named.status, 88);
  EXPECT_TRUE(Contains(named.meta, "uncaught_exception panic: main.code(7) (line 7 in twoSum)")) << named.meta;
  EXPECT_TRUE(Contains(solution.run("[4,5]\n2\n").meta, "uncaught_exception panic: (main.pair) {...} (line 9 in twoSum)"));
  EXPECT_TRUE(Contains(solution.run("[4,5]\n3\n").meta, "uncaught_exception panic: (*main.pair) 0xc"));
}

TEST_F(GoDriverTest, ACopySharingTheInputsNodesIsAWrongResult) {
  GoSolution solution(function_json({"cloneGraph", "Node*", {"Node*"}}, "return", "graph"),
                      "func cloneGraph(node *Node) *Node {\n\treturn node\n}\n");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[[2],[1]]\n");
  EXPECT_EQ(run.status, 91);
  EXPECT_TRUE(Contains(run.meta, "wrong_result the copy shares node 1 with the input")) << run.meta;
}

// problem.yaml naming only the method: the arguments decode by the Go types the function declares
// and the answer prints by the value's type.
TEST_F(GoDriverTest, ALegacyProblemTakesItsTypesFromTheFunctionAndPrintsTheValue) {
  const string descriptor = R"({"kind":"legacy","class":"Solution","drive":"","node":"","output":"return",)"
                            R"("method":"reverseList","methods":[],"api":"","api_case":null,"api_queries":false})";
  GoSolution solution(descriptor, R"(func reverseList(head *ListNode, words []string) *ListNode {
	var reversed *ListNode
	for ; head != nil; head = head.Next {
		reversed = &ListNode{Val: head.Val + len(words), Next: reversed}
	}
	return reversed
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[1,2,3]\n[\"a\",\"b\"]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[5,4,3]\n");
}

// Go 1.21's min, max and clear, slices/maps/cmp, and Go 1.22's range over an integer compile on
// Go 1.19; a solution's own min wins over the prelude's.
TEST_F(GoDriverTest, NewerGosBuiltInsPackagesAndIntegerRangesCompileOnGo119) {
  GoSolution modern(kTwoSum, R"(func twoSum(nums []int, target int) []int {
	m := map[int]int{1: 1}
	clear(m)
	copied := maps.Clone(m)
	sorted := slices.Clone(nums)
	slices.SortFunc(sorted, func(a, b int) int { return cmp.Compare(b, a) })
	total := 0
	for i := range len(nums) {
		total += i
	}
	for range 3 {
		total++
	}
	return []int{min(target, 3, 7), int(max(1.5, 2)), len(copied), sorted[0], total}
}
)");
  // The difference left (docs/languages.md): the prelude's max is generic, and Go 1.19 infers
  // no type for untyped constants of two kinds, where Go 1.21's built-in takes 2 as 2.0.
  EXPECT_FALSE(modern.ok);
  EXPECT_TRUE(Contains(modern.errors, "Line 14: Char 47: default type int of 2 does not match inferred type float64 for T"))
      << modern.errors;
  EXPECT_TRUE(Contains(modern.errors, "(solution.go)")) << modern.errors;

  GoSolution fixed(kTwoSum, R"(func twoSum(nums []int, target int) []int {
	m := map[int]int{1: 1}
	clear(m)
	copied := maps.Clone(m)
	sorted := slices.Clone(nums)
	slices.SortFunc(sorted, func(a, b int) int { return cmp.Compare(b, a) })
	total := 0
	for i := range len(nums) {
		total += i
	}
	for range 3 {
		total++
	}
	return []int{min(target, 3, 7), int(max(1.5, float64(target)/2)), len(copied), sorted[0], total}
}
)");
  ASSERT_TRUE(fixed.ok) << fixed.errors;
  EXPECT_EQ(fixed.run("[4,9,1]\n5\n").answer, "[3,2,0,9,6]\n");

  // The driver's slices, maps and cmp behave as Go 1.23's.
  GoSolution packages(kTwoSum, R"(func twoSum(nums []int, target int) []int {
	s := slices.Insert(slices.Clone(nums), 1, target, target)
	s = slices.Delete(s, 0, 1)
	at, found := slices.BinarySearch([]int{1, 3, 5}, 4)
	equal := 0
	if slices.Equal(slices.Repeat([]int{1}, 2), slices.Concat([]int{1}, []int{1})) && maps.Equal(map[int]int{1: 2}, map[int]int{1: 2}) {
		equal = 1
	}
	return append(s, at, map[bool]int{false: 0, true: 1}[found], slices.Index(s, 9), slices.Max(s), cmp.Or(0, 0, 7), equal)
}
)");
  ASSERT_TRUE(packages.ok) << packages.errors;
  EXPECT_EQ(packages.run("[4,9,1]\n5\n").answer, "[5,5,9,1,2,0,2,9,7,1]\n");

  GoSolution own(kTwoSum, "func min(a, b int) int {\n\tif a < b {\n\t\treturn a\n\t}\n\treturn b\n}\n\n"
                          "func twoSum(nums []int, target int) []int { return []int{min(nums[0], target)} }\n");
  ASSERT_TRUE(own.ok) << own.errors;
  EXPECT_EQ(own.run("[4]\n2\n").answer, "[2]\n");
}

TEST_F(GoDriverTest, CompileErrorsAreLeetCodeWordedWithTheUsersLineNumbers) {
  GoSolution syntax(kTwoSum, "func twoSum(nums []int, target int) []int {\n\treturn nums\n\tx :=\n}\n");
  EXPECT_FALSE(syntax.ok);
  EXPECT_TRUE(Contains(syntax.errors, "Line 4: Char 1: syntax error")) << syntax.errors;
  GoSolution undefined(kTwoSum, "func twoSum(nums []int, target int) []int {\n\treturn answer\n}\n");
  EXPECT_FALSE(undefined.ok);
  EXPECT_TRUE(Contains(undefined.errors, "Line 2: Char 9: undefined: answer (solution.go)")) << undefined.errors;
  GoSolution missing(kTwoSum, "func threeSum(nums []int) [][]int { return nil }\n");
  EXPECT_FALSE(missing.ok);
  EXPECT_TRUE(Contains(missing.errors, "undefined: twoSum: the problem declares func twoSum(p0, p1)")) << missing.errors;
  GoSolution arity(kTwoSum, "\nfunc twoSum(nums []int) []int { return nums }\n");
  EXPECT_FALSE(arity.ok);
  EXPECT_TRUE(Contains(arity.errors, "Line 2: func twoSum takes 1 parameters, but the problem declares twoSum(p0, p1)"))
      << arity.errors;
  GoSolution typed(kTwoSum, "func twoSum(nums []string, target int) []int { return nil }\n");
  EXPECT_FALSE(typed.ok);
  EXPECT_TRUE(Contains(typed.errors, "Line 1: Char 13: func twoSum, parameter p0: the problem's vector<int> cannot be given as "
                                     "[]string (solution.go)"))
      << typed.errors;
  GoSolution deep(kTwoSum, "func twoSum(nums []int, target int) []int {\n\tx := " + string(5000, '(') + "1" +
                              string(5000, ')') + "\n\treturn []int{x}\n}\n");
  EXPECT_FALSE(deep.ok);
  EXPECT_TRUE(Contains(deep.errors, "Line 2: brackets nested deeper than 1000 levels (solution.go)")) << deep.errors;
  GoSolution method(design_json("MinStack", {{"MinStack", "void", {}, -1, true}, {"top", "int", {}}}),
                    "type MinStack struct{}\n\nfunc Constructor() MinStack { return MinStack{} }\n");
  EXPECT_FALSE(method.ok);
  EXPECT_TRUE(Contains(method.errors, "Line 1: obj.Top undefined (type MinStack has no field or method Top): the problem "
                                      "declares top() (solution.go)"))
      << method.errors;
}

// LeetCode's Go driver calls a design class's methods capitalized (obj.Put): one written lower
// case does not compile there, in Go 1.23's words, at the method the class has instead; with
// both, the capitalized one is called.
TEST_F(GoDriverTest, ADesignMethodLeetCodeCallsCapitalizedIsACompileErrorInLowerCase) {
  const string lru = design_json("LRUCache", {{"LRUCache", "void", {"int"}, -1, true}, {"put", "void", {"int", "int"}},
                                              {"get", "int", {"int"}}});
  GoSolution lower(lru, R"(type LRUCache struct{ m map[int]int }

func Constructor(capacity int) *LRUCache { return &LRUCache{map[int]int{}} }

func (this *LRUCache) put(key int, value int) { this.m[key] = value }

func (this *LRUCache) Get(key int) int { return this.m[key] }
)");
  EXPECT_FALSE(lower.ok);
  EXPECT_TRUE(Contains(lower.errors, "Line 5: Char 23: obj.Put undefined (type *LRUCache has no field or method Put, but "
                                     "does have method put) (solution.go)"))
      << lower.errors;
  GoSolution both(lru, R"(type LRUCache struct{ m map[int]int }

func Constructor(capacity int) LRUCache { return LRUCache{map[int]int{}} }

func (this *LRUCache) put(key int, value int) { panic("not the method LeetCode calls") }

func (this *LRUCache) Put(key int, value int) { this.m[key] = value }

func (this *LRUCache) Get(key int) int { return this.m[key] }
)");
  ASSERT_TRUE(both.ok) << both.errors;
  Ran run = both.run(R"(["LRUCache","put","get"])" "\n[[2],[1,7],[1]]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[null,null,7]\n");
}

// LeetCode's Go NestedInteger: decoded from nested lists (341, 385), printed back as the C++
// driver prints it, Add keeping its copy; nesting past 1,000 levels is bad input, read without recursion.
TEST_F(GoDriverTest, NestedIntegersDecodeAndPrintThroughLeetCodesGoInterface) {
  GoSolution solution(function_json({"wrap", "NestedInteger", {"vector<NestedInteger>"}}), R"(func wrap(nestedList []*NestedInteger) *NestedInteger {
	result := &NestedInteger{}
	for i := len(nestedList) - 1; i >= 0; i-- {
		item := nestedList[i]
		if item.IsInteger() {
			item.SetInteger(item.GetInteger() * 10)
		} else if len(item.GetList()) == 0 {
			item.Add(*nestedList[0])
		}
		result.Add(*item)
	}
	if len(nestedList) == 0 {
		result.SetInteger(-7)
	}
	return result
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[1,[2,[3,[]]],[],-4]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[-40,[1],[2,[3,[]]],10]\n");
  EXPECT_EQ(solution.run("[]\n").answer, "-7\n");
  // The case's outer list is the vector: its element nests 1,000 lists, then 1,001.
  EXPECT_EQ(solution.run(string(1001, '[') + string(1001, ']') + "\n").status, 0);
  Ran deep = solution.run(string(1002, '[') + string(1002, ']') + "\n");
  EXPECT_EQ(deep.status, 86);
  EXPECT_TRUE(Contains(deep.meta, "bad_input line 1: a NestedInteger nested more than 1000 deep")) << deep.meta;
  Ran wrong = solution.run("[1,[\"x\"]]\n");
  EXPECT_EQ(wrong.status, 86);
  EXPECT_TRUE(Contains(wrong.meta, "expected int, found string \\\"x\\\" at [1][0]") ||
              Contains(wrong.meta, "expected int, found string \"x\" at [1][0]"))
      << wrong.meta;
}

// drive: iterator (341): Constructor with the case's arguments, then Next while HasNext; the
// answer the values, as iterator_runner.h prints them.
TEST_F(GoDriverTest, AnIteratorIsDrivenByHasNextAndNextUntilItEnds) {
  const string descriptor = design_json(
      "NestedIterator", {{"NestedIterator", "void", {"vector<NestedInteger>"}, -1, true}, {"next", "int", {}}, {"hasNext", "bool", {}}},
      "iterator");
  GoSolution solution(descriptor, R"(type NestedIterator struct{ stack []*NestedInteger }

func Constructor(nestedList []*NestedInteger) *NestedIterator {
	it := &NestedIterator{}
	for i := len(nestedList) - 1; i >= 0; i-- {
		it.stack = append(it.stack, nestedList[i])
	}
	return it
}

func (this *NestedIterator) Next() int {
	top := this.stack[len(this.stack)-1]
	this.stack = this.stack[:len(this.stack)-1]
	return top.GetInteger()
}

func (this *NestedIterator) HasNext() bool {
	for len(this.stack) > 0 {
		top := this.stack[len(this.stack)-1]
		if top.IsInteger() {
			return true
		}
		this.stack = this.stack[:len(this.stack)-1]
		list := top.GetList()
		for i := len(list) - 1; i >= 0; i-- {
			this.stack = append(this.stack, list[i])
		}
	}
	return false
}
)");
  ASSERT_TRUE(solution.ok) << solution.errors;
  Ran run = solution.run("[[1,1],2,[1,[[],[4]]],-6]\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "[1,1,2,1,4,-6]\n");
  EXPECT_EQ(solution.run("[[[]]]\n").answer, "[]\n");
}

// An API problem's descriptor: METHOD's parameters (the API's one of kind "api") and the case's
// LINES, named and typed in the statement's order.
string api_json(const string& api, const string& method, const string& result,
                const std::vector<std::pair<string, string>>& parameters, const std::vector<std::pair<string, string>>& lines) {
  auto typed = [&api](const std::vector<std::pair<string, string>>& list) {
    string text;
    for (size_t k = 0; k < list.size(); ++k) {
      const string type = list[k].second == "api" ? R"({"kind":"api","cpp":")" + api + "\"}" : type_json(list[k].second);
      text += (k ? "," : "") + string("{\"name\":\"") + list[k].first + "\",\"type\":" + type + "}";
    }
    return text;
  };
  return R"({"kind":"function","class":"Solution","drive":"","node":"","output":"return","method":")" + method +
         R"(","methods":[{"name":")" + method + R"(","constructor":false,"result":)" + type_json(result) +
         ",\"parameters\":[" + typed(parameters) + R"(],"answer":-1}],"api":")" + api +
         R"(","api_case":{"name":"case","constructor":false,"result":)" + type_json(result) + ",\"parameters\":[" +
         typed(lines) + R"(],"answer":-1},"api_queries":false})";
}

// API problems in LeetCode's Go: the case reaches the driver with the API's lines withheld (null)
// and each call of the API goes to the judge (tests/api_channel.h), which answers and counts it:
// 278's isBadVersion answers from the line the driver never saw; 1095's MountainArray past 100
// get calls is the judge's wrong answer whatever the driver answered, and an index outside the
// array the judge's error as a panic in the solution's line. 1237's CustomFunction alone is the
// driver's own (no channel): the func(int, int) int LeetCode passes, its case's formula.
const string kFirstBadVersion = api_json("isBadVersion", "firstBadVersion", "int", {{"n", "int"}}, {{"n", "int"}, {"bad", "int"}});
const char* const kFirstBadVersionSource = R"(func firstBadVersion(n int) int {
	return sort.Search(n, func(v int) bool { return isBadVersion(v + 1) }) + 1
}
)";

TEST_F(GoDriverTest, ApiCallsAreAnsweredAndCountedByTheJudge) {
  GoSolution bad(kFirstBadVersion, kFirstBadVersionSource);
  ASSERT_TRUE(bad.ok) << bad.errors;
  Ran run = bad.run_api("5\n4\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "4\n");
  EXPECT_EQ(run.api_wrong_answer, "");
  EXPECT_EQ(bad.run_api("2126753390\n1702766719\n").answer, "1702766719\n");

  GoSolution custom(api_json("CustomFunction", "findSolution", "vector<vector<int>>", {{"customFunction", "api"}, {"z", "int"}},
                             {{"function_id", "int"}, {"z", "int"}}),
                    R"(func findSolution(customFunction func(int, int) int, z int) [][]int {
	var pairs [][]int
	for x := 1; x <= z; x++ {
		for y := 1; y <= z; y++ {
			if customFunction(x, y) == z {
				pairs = append(pairs, []int{x, y})
			}
		}
	}
	return pairs
}
)");
  ASSERT_TRUE(custom.ok) << custom.errors;
  Ran pairs = custom.run("2\n6\n");  // LeetCode's formula 2: x * y
  EXPECT_EQ(pairs.status, 0) << pairs.err;
  EXPECT_EQ(pairs.answer, "[[1,6],[2,3],[3,2],[6,1]]\n");

  GoSolution mountain(api_json("MountainArray", "findInMountainArray", "int", {{"target", "int"}, {"mountainArr", "api"}},
                               {{"array", "vector<int>"}, {"target", "int"}}),
                      R"(func findInMountainArray(target int, mountainArr *MountainArray) int {
	if target < 0 {
		return mountainArr.get(-target)
	}
	for i := 0; i < mountainArr.length(); i++ {
		if mountainArr.get(i) == target {
			return i
		}
	}
	return -1
}
)");
  ASSERT_TRUE(mountain.ok) << mountain.errors;
  EXPECT_EQ(mountain.run_api("[1,2,3,4,5,3,1]\n3\n").answer, "2\n");
  std::string long_array = "[0";
  for (int i = 1; i < 200; ++i) long_array += "," + std::to_string(i);
  Ran limit = mountain.run_api(long_array + "]\n149\n");  // get(0) to get(149): 150 calls
  EXPECT_EQ(limit.status, 0) << limit.err;                // the driver neither counts nor checks
  EXPECT_EQ(limit.answer, "149\n");
  EXPECT_EQ(limit.api_wrong_answer, "MountainArray.get called 150 times; the limit is 100");
  Ran outside = mountain.run_api("[1,3,2]\n-3\n");
  EXPECT_EQ(outside.status, 88);
  EXPECT_TRUE(Contains(outside.meta, "uncaught_exception panic: MountainArray.get(3): the index is outside 0..2 (line 3 in "
                                     "findInMountainArray)"))
      << outside.meta;
}

// The hidden lines never enter the process: the driver does not even read them (a withheld line
// that is no JSON at all changes nothing), and without the judge's channel (a hand run, the whole
// case on stdin) an API call panics rather than answer from the case.
TEST_F(GoDriverTest, TheDriverNeverReadsTheHiddenLinesAndAHandRunHasNoApi) {
  GoSolution bad(kFirstBadVersion, kFirstBadVersionSource);
  ASSERT_TRUE(bad.ok) << bad.errors;
  Ran garbled = bad.run_api("5\n4\n", string("5\nnot JSON, and not the bad version\n"));
  EXPECT_EQ(garbled.status, 0) << garbled.err;
  EXPECT_EQ(garbled.answer, "4\n");
  Ran hand = bad.run("5\n4\n");
  EXPECT_EQ(hand.status, 88);
  EXPECT_TRUE(Contains(hand.meta, "uncaught_exception panic: API calls need the judge's channel (descriptors 5 and 6)"))
      << hand.meta;
}

// 157's read4 hands out the file only the judge holds; after read(buf, n) the driver shows the
// judge what it returned and buf's first k characters, so a buf that does not hold the file is
// the judge's wrong answer. 843's answer is the judge's too: the text LeetCode prints, decided by
// the guesses it answered (the driver's own, for a void function, is replaced).
TEST_F(GoDriverTest, Read4sBufIsCheckedByTheJudgeAndMastersAnswerIsTheJudges) {
  const string read4 = api_json("read4", "read", "int", {{"buf", "api"}, {"n", "int"}}, {{"file", "string"}, {"n", "int"}});
  GoSolution reader(read4, R"(var solution = func(read4 func([]byte) int) func([]byte, int) int {
	return func(buf []byte, n int) int {
		total := 0
		for total < n {
			k := read4(buf[total:])
			if k == 0 {
				break
			}
			total += k
		}
		return min(total, n)
	}
}
)");
  ASSERT_TRUE(reader.ok) << reader.errors;
  Ran run = reader.run_api("\"abcdefghij\"\n5\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.answer, "5\n");
  EXPECT_EQ(run.api_wrong_answer, "");
  GoSolution liar(read4, R"(var solution = func(read4 func([]byte) int) func([]byte, int) int {
	return func(buf []byte, n int) int {
		copy(buf, "xxxxx")
		return n
	}
}
)");
  ASSERT_TRUE(liar.ok) << liar.errors;
  Ran lie = liar.run_api("\"abcdefghij\"\n5\n");
  EXPECT_EQ(lie.answer, "5\n");
  EXPECT_TRUE(Contains(lie.api_wrong_answer, R"(read(buf, 5) returned 5, but buf starts with "xxxxx" where the file has "abcde")"))
      << lie.api_wrong_answer;

  GoSolution master(api_json("Master", "findSecretWord", "void", {{"words", "vector<string>"}, {"master", "api"}},
                             {{"secret", "string"}, {"words", "vector<string>"}, {"allowedGuesses", "int"}}),
                    R"(func findSecretWord(words []string, master *Master) {
	for _, word := range words {
		if master.Guess(word) == len(word) {
			return
		}
	}
}
)");
  ASSERT_TRUE(master.ok) << master.errors;
  const string words = R"(["acckzz","ccbazz","eiowzz","abcczz"])";
  Ran found = master.run_api("\"ccbazz\"\n" + words + "\n10\n");
  EXPECT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(found.answer, "\"You guessed the secret word correctly.\"\n");
  EXPECT_EQ(master.run_api("\"ccbazz\"\n" + words + "\n1\n").answer,
            "\"Either you took too many guesses, or you did not find the secret word.\"\n");
}

// What the reflect driver cannot call is found in the source by the builder (go/types), not by
// running the program: a parameter or result of another type, a node type without the fields the
// driver sets, LeetCode's NestedInteger without its methods, read4's var solution of another type.
TEST_F(GoDriverTest, TypesTheDriverCannotTakeAreCompileErrorsFoundInTheSource) {
  auto errors = [](const string& descriptor, const string& source) {
    GoSolution solution(descriptor, source);
    EXPECT_FALSE(solution.ok) << source;
    return solution.errors;
  };
  EXPECT_EQ(errors(kTwoSum, "func twoSum(nums []int, target int) map[int]int { return nil }\n"),
            "Line 1: Char 37: func twoSum, result: the problem's vector<int> cannot be given as map[int]int (solution.go)\n");
  EXPECT_EQ(errors(kTwoSum, "type pair struct{ a, b int }\n\nfunc twoSum(nums []int, target int) (pair, error) { return pair{}, nil }\n"),
            "Line 3: Char 6: func twoSum returns 2 values; the problem declares one vector<int> (solution.go)\n");
  const string push = errors(design_json("MinStack", {{"MinStack", "void", {}, -1, true}, {"push", "void", {"int"}}}),
                             "type MinStack struct{}\n\nfunc Constructor() MinStack { return MinStack{} }\n\n"
                             "func (this *MinStack) Push(val string) {}\n");
  EXPECT_TRUE(Contains(push, "Line 5: Char 28: MinStack.push, parameter p0: the problem's int cannot be given as string")) << push;
  const string node = errors(function_json({"cloneGraph", "Node*", {"Node*"}}, "return", "graph"),
                             "type Node struct{ Val int }\n\nfunc cloneGraph(node *Node) *Node { return node }\n");
  EXPECT_TRUE(Contains(node, "func cloneGraph, parameter p0: the problem's Node* cannot be given as *main.Node")) << node;
  EXPECT_TRUE(Contains(node, "func cloneGraph, result: the problem's Node* cannot be given as *main.Node")) << node;
  const string nested = errors(function_json({"depth", "int", {"vector<NestedInteger>"}}),
                               "type NestedInteger struct{}\n\nfunc (n NestedInteger) IsInteger() bool { return true }\n\n"
                               "func depth(list []*NestedInteger) int { return len(list) }\n");
  EXPECT_TRUE(Contains(nested, "the problem's vector<NestedInteger> cannot be given as []*main.NestedInteger")) << nested;
  const string read4 = errors(api_json("read4", "read", "int", {{"buf", "api"}, {"n", "int"}}, {{"file", "string"}, {"n", "int"}}),
                              "var solution = func(read4 func([]byte) int) int { return 0 }\n");
  EXPECT_TRUE(Contains(read4, "Line 1: Char 5: var solution is not LeetCode's func(read4 func([]byte) int)")) << read4;
  const string api = errors(api_json("Mystery", "find", "int", {{"n", "int"}}, {{"n", "int"}}), "func find(n int) int { return n }\n");
  EXPECT_TRUE(Contains(api, "the API problems (Mystery) are not supported in Go yet")) << api;
}

// The build runs none of the solution's code: an init or a package variable's initialiser that
// spins for 60 s of CPU (the compiler's limit, once a CE at every build) is built, by the
// builder for the reflect driver (a legacy problem; its init would leave a marker) and by the
// judge's build in the jail (typed code); it spins in the run (hostile_go_test.cpp: TLE).
TEST_F(GoDriverTest, TheBuildRunsNoneOfTheSolutionsCode) {
  TempDir dir;
  const string marker = dir.path("ran");
  GoSolution legacy(R"({"kind":"legacy","class":"Solution","drive":"","node":"","output":"return",)"
                    R"("method":"add","methods":[],"api":"","api_case":null,"api_queries":false})",
                    R"(var spun = spin()

func init() {
	os.WriteFile(")" + marker + R"(", []byte("ran"), 0o644)
	spin()
}

func spin() int {
	var usage syscall.Rusage
	for usage.Utime.Sec+usage.Stime.Sec < 60 {
		syscall.Getrusage(syscall.RUSAGE_SELF, &usage)
	}
	return 0
}

func add(a int, b int) int { return a + b + spun }
)");
  EXPECT_TRUE(legacy.ok) << legacy.errors;
  EXPECT_FALSE(std::filesystem::exists(marker)) << "the builder ran the solution's init";

  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(dir.mkdir("cache"));
  ProblemConfig config = for_language(load_problem_config("judge/tests/fixtures/language_problem"), Language::kGo);
  config.build.sanitize = false;
  SolutionFile solution;
  solution.source = "judge/tests/fixtures/solutions/time_limit_exceeded/loops_in_init.go";
  solution.problem = "language_problem";
  solution.language = Language::kGo;
  set_build_folder(solution, dir.path("build/loops_in_init.go"));
  BuildOutcome built = builder.build(solution, config);
  EXPECT_TRUE(built.ok) << built.message << built.log;  // its init run in the jail would be CE: 60 s of CPU
}

// Through the judge's own build: the builder in the compile jail, its compile error as the CE's
// message, and a solution with its own package line and imports accepted.
TEST_F(GoDriverTest, TheJudgesBuildRunsTheBuilderInTheCompileJail) {
  TempDir dir;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(dir.mkdir("cache"));
  ProblemConfig config = for_language(load_problem_config("judge/tests/fixtures/language_problem"), Language::kGo);
  config.build.sanitize = false;
  auto build = [&](const string& name, const string& text) {
    SolutionFile solution;
    solution.source = dir.write(name, text);
    solution.problem = "language_problem";
    solution.language = Language::kGo;
    set_build_folder(solution, dir.path("build/" + name));
    return builder.build(solution, config);
  };
  BuildOutcome broken = build("broken.go", "func add(a int, b int) int {\n\treturn a + c\n}\n");
  EXPECT_FALSE(broken.ok);
  EXPECT_EQ(broken.message, "Line 2: Char 13: undefined: c (solution.go)");
  BuildOutcome own = build("own.go", "package main\n\nimport \"math\"\n\nfunc add(a int, b int) int {\n\treturn a + b + int(math.Abs(0))\n}\n");
  EXPECT_TRUE(own.ok) << own.message << own.log;
}

}  // namespace
}  // namespace lcjudge::go_driver_test
