// API problems end to end (problem.yaml's `api:`): the real build/judge on scratch problems whose
// method calls an API LeetCode provides. The case's hidden lines stay with the judge, which answers
// the API's calls (interactor/); the case's lines map to parameters by name, in the statement's
// order; a broken call limit or a wrong buf is judged as on LeetCode, by the judge's own count;
// and `judge new` recognises the templates.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::ScratchProject;

class ApiProblemTest : public ::testing::Test {
 protected:
  // PROBLEM's problem.yaml (limits and no sanitized build added) and one case.
  void problem(const std::string& name, const std::string& yaml, const std::string& input, const std::string& answer) {
    project_.write("testcases/" + name + "/problem.yaml", yaml + "time_limit: 0.5\nmemory_limit: 256\nsanitize: false\n");
    project_.write("testcases/" + name + "/sample/1.in", input);
    project_.write("testcases/" + name + "/sample/1.ans", answer);
  }
  void solution(const std::string& name, const std::string& relative, const std::string& text) {
    project_.write("solutions/" + name + "/" + relative, text);
  }
  RunRecord run(const std::string& name) {
    RunRecord run = project_.judge({"run", "-j", "2", name});
    EXPECT_TRUE(run.exited) << run.internal_error << run.stderr_text;
    return run;
  }

  ScratchProject project_;
};

// 1095: the case is `array`, then `target` (the statement's order), the method takes (target,
// mountainArr). 100 calls to get are fine, the 101st is WA naming the count and the limit.
TEST_F(ApiProblemTest, MountainArrayCallsPastTheLimitAreWrongAnswer) {
  const std::string name = "1095-find-in-mountain-array";
  std::string array = "[0";
  for (int i = 1; i <= 150; ++i) array += "," + std::to_string(i);
  array += ",0]";
  problem(name, "signature: int findInMountainArray(int target, MountainArray &mountainArr)\napi: MountainArray\n"
                "inputs: [array, target]\n",
          array + "\n120\n", "120\n");
  const std::string scan = "class Solution {\npublic:\n  int findInMountainArray(int target, MountainArray &m) {\n"
                           "    for (int i = LIMIT; i < m.length(); ++i) if (m.get(i) == target) return i;\n"
                           "    return -1;\n  }\n};\n";
  auto from = [&](int start) {
    std::string text = scan;
    text.replace(text.find("LIMIT"), 5, std::to_string(start));
    return text;
  };
  solution(name, "accepted/hundred_calls.cpp", from(21));       // gets 21..120: 100 calls
  solution(name, "wrong_answer/hundred_and_one.cpp", from(20));  // gets 20..120: 101 calls
  RunRecord result = run(name);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, "2 passed, 0 failed")) << result.stdout_text;
  EXPECT_TRUE(Contains(result.stdout_text, "MountainArray.get called 101 times; the limit is 100")) << result.stdout_text;
}

// The count is not the object's: a copy or a fresh MountainArray counts on, and the API's own
// members are out of the solution's reach (CE), so the limit cannot be dodged by normal means.
TEST_F(ApiProblemTest, AFreshOrCopiedMountainArrayDoesNotResetTheCount) {
  const std::string name = "1095-find-in-mountain-array";
  problem(name, "signature: int findInMountainArray(int target, MountainArray &mountainArr)\napi: MountainArray\n",
          "[1,3,2]\n2\n", "2\n");
  solution(name, "wrong_answer/copies.cpp",
           "class Solution {\npublic:\n  int findInMountainArray(int target, MountainArray &m) {\n"
           "    MountainArray copy = m;\n    for (int i = 0; i < 60; ++i) m.get(0), copy.get(1), MountainArray().get(2);\n"
           "    return 2;\n  }\n};\n");
  solution(name, "compile_error/resets.cpp",
           "class Solution {\npublic:\n  int findInMountainArray(int target, MountainArray &m) {\n"
           "    lcjudge::api::MountainArrayApi::get_calls_ = 0;\n    return 2;\n  }\n};\n");
  RunRecord result = run(name);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, "MountainArray.get called 180 times; the limit is 100")) << result.stdout_text;
  EXPECT_TRUE(Contains(result.stdout_text, "get_calls_")) << result.stdout_text;  // "... is a private member"
}

// 278 and 374: the hidden `bad` and `pick` follow n in the case, and the method is called with n alone.
TEST_F(ApiProblemTest, HiddenLinesDefineIsBadVersionAndGuess) {
  problem("278-first-bad-version", "signature: int firstBadVersion(int n)\napi: isBadVersion\n", "2126753390\n1702766719\n",
          "1702766719\n");
  solution("278-first-bad-version", "accepted/bisect.cpp",
           "class Solution {\npublic:\n  int firstBadVersion(int n) {\n    int lo = 1, hi = n;\n"
           "    while (lo < hi) { int mid = lo + (hi - lo) / 2; if (isBadVersion(mid)) hi = mid; else lo = mid + 1; }\n"
           "    return lo;\n  }\n};\n");
  solution("278-first-bad-version", "wrong_answer/last.cpp",
           "class Solution {\npublic:\n  int firstBadVersion(int n) { return isBadVersion(n) ? n : -1; }\n};\n");
  // The case the process gets withholds the bad line (null): there is nothing to read back.
  solution("278-first-bad-version", "wrong_answer/reads_its_case.cpp",
           "#include <unistd.h>\nclass Solution {\npublic:\n  int firstBadVersion(int n) {\n"
           "    char text[256] = {};\n    for (int fd = 0; fd < 64; ++fd) pread(fd, text, sizeof text - 1, 0);\n"
           "    return strstr(text, \"1702766719\") ? 1702766719 : 0;\n  }\n};\n");
  problem("374-guess-number-higher-or-lower", "signature: int guessNumber(int n)\napi: guess\n", "10\n6\n", "6\n");
  solution("374-guess-number-higher-or-lower", "accepted/bisect.cpp",
           "class Solution {\npublic:\n  int guessNumber(int n) {\n    long lo = 1, hi = n;\n    for (;;) {\n"
           "      long mid = (lo + hi) / 2; int g = guess(mid);\n      if (g == 0) return mid;\n"
           "      if (g < 0) hi = mid - 1; else lo = mid + 1;\n    }\n  }\n};\n");
  RunRecord bad = run("278");
  EXPECT_EQ(bad.exit_code, kExitAllExpected) << bad.stdout_text << bad.stderr_text;
  EXPECT_TRUE(Contains(bad.stdout_text, "3 passed, 0 failed")) << bad.stdout_text;
  RunRecord guessed = run("374");
  EXPECT_EQ(guessed.exit_code, kExitAllExpected) << guessed.stdout_text << guessed.stderr_text;
  EXPECT_TRUE(Contains(guessed.stdout_text, "1 passed, 0 failed")) << guessed.stdout_text;
}

// 702: the `secret` line makes the const ArrayReader&, whose get answers 2^31 - 1 past the end.
TEST_F(ApiProblemTest, ArrayReaderAnswersIntMaxPastTheEnd) {
  const std::string name = "702-search-in-a-sorted-array-of-unknown-size";
  problem(name, "signature: int search(const ArrayReader& reader, int target)\napi: ArrayReader\n",
          "[-1,0,3,5,9,12]\n12\n", "5\n");  // get(8) is past the end
  solution(name, "accepted/doubling.cpp",
           "class Solution {\npublic:\n  int search(const ArrayReader& reader, int target) {\n"
           "    int hi = 1;\n    while (reader.get(hi) < target) hi *= 2;\n    int lo = hi / 2;\n"
           "    while (lo <= hi) { int mid = lo + (hi - lo) / 2, v = reader.get(mid);\n"
           "      if (v == target) return mid; if (v < target) lo = mid + 1; else hi = mid - 1; }\n"
           "    return -1;\n  }\n};\n");
  RunRecord result = run(name);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, "1 passed, 0 failed")) << result.stdout_text;
}

// 1428, 1533, 1274: each API's call limit; a solution within it is AC, a right one past it is WA
// naming the count and the limit.
TEST_F(ApiProblemTest, BinaryMatrixCompareSubAndSeaHoldTheirCallLimits) {
  std::string mat = "[";
  for (int row = 0; row < 40; ++row) {
    mat += row ? ",[" : "[";
    for (int col = 0; col < 39; ++col) mat += "0,";
    mat += "1]";
  }
  const std::string matrix = "1428-leftmost-column-with-at-least-a-one";
  problem(matrix, "signature: int leftMostColumnWithOne(BinaryMatrix &binaryMatrix)\napi: BinaryMatrix\n", mat + "]\n",
          "39\n");
  solution(matrix, "accepted/staircase.cpp",
           "class Solution {\npublic:\n  int leftMostColumnWithOne(BinaryMatrix &m) {\n"
           "    vector<int> d = m.dimensions(); int row = 0, col = d[1] - 1, best = -1;\n"
           "    while (row < d[0] && col >= 0) { if (m.get(row, col)) best = col--; else ++row; }\n"
           "    return best;\n  }\n};\n");
  solution(matrix, "wrong_answer/every_cell.cpp",
           "class Solution {\npublic:\n  int leftMostColumnWithOne(BinaryMatrix &m) {\n"
           "    vector<int> d = m.dimensions(); int best = INT_MAX;\n"
           "    for (int r = 0; r < d[0]; ++r) for (int c = 0; c < d[1]; ++c) if (m.get(r, c)) best = min(best, c);\n"
           "    return best == INT_MAX ? -1 : best;\n  }\n};\n");

  std::string arr = "[";
  for (int i = 0; i < 30; ++i) arr += std::string(i ? "," : "") + (i == 25 ? "9" : "4");
  const std::string large = "1533-find-the-index-of-the-large-integer";
  problem(large, "signature: int getIndex(ArrayReader &reader)\napi: compareSub\n", arr + "]\n", "25\n");
  solution(large, "accepted/halves.cpp",
           "class Solution {\npublic:\n  int getIndex(ArrayReader &reader) {\n    int lo = 0, hi = reader.length() - 1;\n"
           "    while (lo < hi) {\n      int len = (hi - lo + 1) / 2;\n"
           "      int c = reader.compareSub(lo, lo + len - 1, hi - len + 1, hi);\n"
           "      if (c == 0) return lo + len;\n      if (c > 0) hi = lo + len - 1; else lo = hi - len + 1;\n    }\n"
           "    return lo;\n  }\n};\n");
  solution(large, "wrong_answer/one_by_one.cpp",
           "class Solution {\npublic:\n  int getIndex(ArrayReader &reader) {\n"
           "    for (int i = 1; i < reader.length(); ++i) {\n      int c = reader.compareSub(i, i, 0, 0);\n"
           "      if (c > 0) return i;\n      if (c < 0) return 0;\n    }\n    return 0;\n  }\n};\n");

  const std::string sea = "1274-number-of-ships-in-a-rectangle";
  problem(sea, "signature: int countShips(Sea sea, vector<int> topRight, vector<int> bottomLeft)\napi: Sea\n",
          "[[1,1],[2,2],[3,3],[5,5]]\n[20,20]\n[0,0]\n", "4\n");
  solution(sea, "accepted/quarters.cpp",
           "class Solution {\npublic:\n  int countShips(Sea sea, vector<int> tr, vector<int> bl) {\n"
           "    if (tr[0] < bl[0] || tr[1] < bl[1] || !sea.hasShips(tr, bl)) return 0;\n"
           "    if (tr == bl) return 1;\n    int mx = (tr[0] + bl[0]) / 2, my = (tr[1] + bl[1]) / 2;\n"
           "    return countShips(sea, {mx, my}, bl) + countShips(sea, tr, {mx + 1, my + 1}) +\n"
           "           countShips(sea, {mx, tr[1]}, {bl[0], my + 1}) + countShips(sea, {tr[0], my}, {mx + 1, bl[1]});\n"
           "  }\n};\n");
  solution(sea, "wrong_answer/every_point.cpp",
           "class Solution {\npublic:\n  int countShips(Sea sea, vector<int> tr, vector<int> bl) {\n    int n = 0;\n"
           "    for (int x = bl[0]; x <= tr[0]; ++x) for (int y = bl[1]; y <= tr[1]; ++y) n += sea.hasShips({x, y}, {x, y});\n"
           "    return n;\n  }\n};\n");

  for (const std::string& name : {matrix, large, sea}) {
    RunRecord result = run(name);
    EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
    EXPECT_TRUE(Contains(result.stdout_text, "2 passed, 0 failed")) << result.stdout_text;
  }
  EXPECT_TRUE(Contains(run(matrix).stdout_text, "BinaryMatrix.get called 1600 times; the limit is 1000"));
  EXPECT_TRUE(Contains(run(large).stdout_text, "ArrayReader.compareSub called 25 times; the limit is 20"));
  EXPECT_TRUE(Contains(run(sea).stdout_text, "Sea.hasShips called 441 times; the limit is 400"));
}

// 1237: function_id picks the formula (3: x^2 + y), the answer in any order; an id outside 1..9
// is bad data.
TEST_F(ApiProblemTest, CustomFunctionIsPickedByFunctionIdAndAnsweredInAnyOrder) {
  const std::string name = "1237-find-positive-integer-solution-for-a-given-equation";
  problem(name, "signature: vector<vector<int>> findSolution(CustomFunction& customfunction, int z)\napi: CustomFunction\n",
          "3\n11\n", "[[1,10],[2,7],[3,2]]\n");
  solution(name, "accepted/descending.cpp",
           "class Solution {\npublic:\n  vector<vector<int>> findSolution(CustomFunction& f, int z) {\n"
           "    vector<vector<int>> found;\n    for (int x = 1000; x >= 1; --x) for (int y = 1; y <= 1000; ++y)\n"
           "      if (f.f(x, y) == z) found.push_back({x, y});\n    return found;\n  }\n};\n");
  // f is the driver's own in every language (docs/driver-protocol.md): no channel, no count.
  solution(name, "accepted/rows.py",
           "class Solution:\n    def findSolution(self, customfunction: 'CustomFunction', z: int) -> List[List[int]]:\n"
           "        return [[x, y] for x in range(1, 1001) for y in range(1, 101) if customfunction.f(x, y) == z]\n");
  solution(name, "accepted/rows.java",
           "class Solution {\n  public List<List<Integer>> findSolution(CustomFunction customfunction, int z) {\n"
           "    List<List<Integer>> found = new ArrayList<>();\n    for (int x = 1; x <= 1000; ++x) for (int y = 1; y <= 100; ++y)\n"
           "      if (customfunction.f(x, y) == z) found.add(Arrays.asList(x, y));\n    return found;\n  }\n}\n");
  solution(name, "accepted/rows.js",
           "var findSolution = function(customfunction, z) {\n  const found = [];\n"
           "  for (let x = 1; x <= 1000; ++x) for (let y = 1; y <= 100; ++y) if (customfunction.f(x, y) === z) found.push([x, y]);\n"
           "  return found;\n};\n");
  solution(name, "accepted/rows.go",
           "func findSolution(customFunction func(int, int) int, z int) [][]int {\n\tfound := [][]int{}\n"
           "\tfor x := 1; x <= 1000; x++ {\n\t\tfor y := 1; y <= 100; y++ {\n"
           "\t\t\tif customFunction(x, y) == z {\n\t\t\t\tfound = append(found, []int{x, y})\n\t\t\t}\n\t\t}\n\t}\n"
           "\treturn found\n}\n");
  solution(name, "accepted/rows.php",
           "class Solution {\n    function findSolution($customfunction, $z) {\n        $found = [];\n"
           "        for ($x = 1; $x <= 1000; ++$x) for ($y = 1; $y <= 100; ++$y) if ($customfunction->f($x, $y) == $z) $found[] = [$x, $y];\n"
           "        return $found;\n    }\n}\n");
  RunRecord result = run(name);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, "6 passed, 0 failed")) << result.stdout_text;

  project_.write("testcases/" + name + "/sample/1.in", "10\n11\n");
  result = run(name);
  EXPECT_TRUE(Contains(result.stdout_text + result.stderr_text, "function_id 10 names none of LeetCode's 9 hidden formulas"))
      << result.stdout_text << result.stderr_text;
}

// 157: buf must hold the file's characters read; 158: read is called once per query on one
// Solution, so a solution that drops what read4 gave past n fails there.
TEST_F(ApiProblemTest, ReadFourChecksBufAndKeepsOneSolutionAcrossQueries) {
  const std::string once = "157-read-n-characters-given-read4";
  problem(once, "signature: int read(char *buf, int n)\napi: read4\n", "\"abcdefghij\"\n6\n", "6\n");
  solution(once, "accepted/copy.cpp",
           "class Solution {\npublic:\n  int read(char *buf, int n) {\n    char tmp[4]; int total = 0;\n"
           "    while (total < n) { int k = read4(tmp); if (k == 0) break;\n"
           "      for (int i = 0; i < k && total < n; ++i) buf[total++] = tmp[i]; }\n    return total;\n  }\n};\n");
  solution(once, "wrong_answer/upper.cpp",
           "class Solution {\npublic:\n  int read(char *buf, int n) {\n    int total = 0;\n"
           "    while (total < n) { int k = read4(buf + total); if (k == 0) break; total += k; }\n"
           "    buf[1] = 'B';\n    return min(total, n);\n  }\n};\n");
  RunRecord result = run(once);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, R"(read(buf, 6) returned 6, but buf starts with "aBcdef" where the file has "abcdef")"))
      << result.stdout_text;

  const std::string many = "158-read-n-characters-given-read4-ii-call-multiple-times";
  problem(many, "signature: int read(char *buf, int n)\napi: read4\ninputs: [file, queries]\n", "\"abc\"\n[1,2,1]\n",
          "[1,2,0]\n");
  solution(many, "accepted/keeps_rest.cpp",
           "class Solution {\n  char tmp[4]; int have = 0, used = 0;\npublic:\n  int read(char *buf, int n) {\n"
           "    int total = 0;\n    while (total < n) {\n      if (used == have) { have = read4(tmp); used = 0; if (!have) break; }\n"
           "      buf[total++] = tmp[used++];\n    }\n    return total;\n  }\n};\n");
  solution(many, "wrong_answer/drops_rest.cpp", read_file(project_.path("solutions/" + once + "/accepted/copy.cpp")));
  result = run(many);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, "2 passed, 0 failed")) << result.stdout_text;
}

// 843: judge new takes the statement's printed Output as the answer string; the secret guessed
// within allowedGuesses is LeetCode's success text, one guess too many its failure text.
TEST_F(ApiProblemTest, MasterAnswersWithTheTextLeetCodePrints) {
  const std::string name = "843-guess-the-word";
  project_.write("843.cpp", "/**\n * // This is the Master's API interface.\n * class Master {\n *   public:\n"
                            " *     int guess(string word);\n * };\n */\nclass Solution {\npublic:\n"
                            "    void findSecretWord(vector<string>& words, Master& master) {\n    }\n};\n");
  project_.write("843.txt", "843. Guess the Word\n\nExample 1:\n\nInput: secret = \"abcdef\", words = [\"zzzzzz\","
                            "\"azzzzz\",\"abzzzz\",\"abcdef\"], allowedGuesses = 2\n"
                            "Output: You guessed the secret word correctly.\n");
  RunRecord created = project_.judge({"new", name, "--stub", "843.cpp", "--statement", "843.txt"});
  ASSERT_EQ(created.exit_code, kExitAllExpected) << created.stdout_text << created.stderr_text;
  EXPECT_TRUE(Contains(read_file(project_.path("testcases/" + name + "/problem.yaml")),
                       "\ninputs: [secret, words, allowedGuesses] "));
  EXPECT_EQ(read_file(project_.path("testcases/" + name + "/sample/1.ans")), "\"You guessed the secret word correctly.\"\n");
  solution(name, "accepted/filter.cpp",
           "class Solution {\npublic:\n  void findSecretWord(vector<string>& words, Master& master) {\n"
           "    vector<string> left = words;\n    while (!left.empty()) {\n      string pick = left[0];\n"
           "      int m = master.guess(pick);\n      if (m == 6) return;\n      vector<string> next;\n"
           "      for (auto& w : left) { int same = 0; for (int i = 0; i < 6; ++i) same += w[i] == pick[i];\n"
           "        if (same == m && w != pick) next.push_back(w); }\n      left = next;\n    }\n  }\n};\n");
  solution(name, "wrong_answer/every_word.cpp",
           "class Solution {\npublic:\n  void findSecretWord(vector<string>& words, Master& master) {\n"
           "    for (auto& w : words) master.guess(w);\n  }\n};\n");
  RunRecord result = run(name);
  EXPECT_EQ(result.exit_code, kExitAllExpected) << result.stdout_text << result.stderr_text;
  EXPECT_TRUE(Contains(result.stdout_text, "2 passed, 0 failed")) << result.stdout_text;
  EXPECT_TRUE(Contains(result.stdout_text, "found '\"Either you took too many guesses")) << result.stdout_text;
}

const char* const kFirstBadVersionStub = R"(// The API isBadVersion is defined for you.
// bool isBadVersion(int version);

class Solution {
public:
    int firstBadVersion(int n) {
        
    }
};
)";

const char* const kReadStub = R"(/**
 * The read4 API is defined in the parent class Reader4.
 *     int read4(char *buf4);
 */

class Solution {
public:
    /**
     * @param buf Destination buffer
     * @param n   Number of characters to read
     * @return    The number of actual characters read
     */
    int read(char *buf, int n) {
        
    }
};
)";

// judge new: the template's API is declared, the case's lines in LeetCode's order, or the
// statement's (158's queries), and the examples become cases with their hidden lines.
TEST_F(ApiProblemTest, JudgeNewDeclaresTheTemplatesApi) {
  project_.write("278.cpp", kFirstBadVersionStub);
  RunRecord created = project_.judge({"new", "278-first-bad-version", "--stub", "278.cpp"});
  ASSERT_EQ(created.exit_code, kExitAllExpected) << created.stdout_text << created.stderr_text;
  std::string yaml = read_file(project_.path("testcases/278-first-bad-version/problem.yaml"));
  EXPECT_TRUE(Contains(yaml, "\napi: isBadVersion ")) << yaml;
  EXPECT_TRUE(Contains(yaml, "\ninputs: [n, bad] ")) << yaml;
  EXPECT_TRUE(Contains(created.stdout_text, "line 1 n (int), line 2 bad (int)")) << created.stdout_text;

  project_.write("158.cpp", kReadStub);
  project_.write("158.txt", "158. Read N Characters Given read4 II - Call Multiple Times\n\nExample 1:\n\n"
                            "Input: file = \"abc\", queries = [1,2,1]\nOutput: [1,2,0]\n");
  created = project_.judge({"new", "158-read-n-characters-given-read4-ii-call-multiple-times", "--stub", "158.cpp",
                            "--statement", "158.txt"});
  ASSERT_EQ(created.exit_code, kExitAllExpected) << created.stdout_text << created.stderr_text;
  const std::string folder = "testcases/158-read-n-characters-given-read4-ii-call-multiple-times";
  yaml = read_file(project_.path(folder + "/problem.yaml"));
  EXPECT_TRUE(Contains(yaml, "\napi: read4 ")) << yaml;
  EXPECT_TRUE(Contains(yaml, "\ninputs: [file, queries] ")) << yaml;
  EXPECT_EQ(read_file(project_.path(folder + "/sample/1.in")), "\"abc\"\n[1,2,1]\n");
  EXPECT_EQ(read_file(project_.path(folder + "/sample/1.ans")), "[1,2,0]\n");

  // 1237's answer is taken in any order already: its statement's "in any order" asks nothing more.
  project_.write("1237.cpp", "class Solution {\npublic:\n    vector<vector<int>> findSolution(CustomFunction& "
                             "customfunction, int z) {\n    }\n};\n");
  project_.write("1237.txt", "1237. Find Positive Integer Solution for a Given Equation\n\nYou may return the pairs "
                             "in any order.\n\nExample 1:\n\nInput: function_id = 1, z = 5\n"
                             "Output: [[1,4],[2,3],[3,2],[4,1]]\n");
  created = project_.judge({"new", "1237-find-positive-integer-solution-for-a-given-equation", "--stub", "1237.cpp",
                            "--statement", "1237.txt"});
  ASSERT_EQ(created.exit_code, kExitAllExpected) << created.stdout_text << created.stderr_text;
  EXPECT_TRUE(Contains(created.stdout_text, "the answer in any order")) << created.stdout_text;
  EXPECT_FALSE(Contains(created.stdout_text, "set `order: any`")) << created.stdout_text;

  // A statement naming a line otherwise than the catalogue is refused, saying both, writing nothing.
  project_.write("1095.cpp", "class Solution {\npublic:\n    int findInMountainArray(int target, MountainArray "
                             "&mountainArr) {\n    }\n};\n");
  project_.write("1095.txt", "1095. Find in Mountain Array\n\nExample 1:\n\nInput: mountainArr = [1,2,3,4,5,3,1], "
                             "target = 3\nOutput: 2\n");
  created = project_.judge({"new", "1095-find-in-mountain-array", "--stub", "1095.cpp", "--statement", "1095.txt"});
  EXPECT_EQ(created.exit_code, kExitError) << created.stdout_text;
  EXPECT_TRUE(Contains(created.stderr_text, "1095.txt: the first example names the case's lines mountainArr, target, "
                                            "which do not fit LeetCode's MountainArray API as the judge provides it: "
                                            "inputs: 'mountainArr' is none of the case's lines; expected each of array, "
                                            "target"))
      << created.stderr_text;
  EXPECT_FALSE(std::filesystem::exists(project_.path("testcases/1095-find-in-mountain-array")));
}

}  // namespace
}  // namespace lcjudge
