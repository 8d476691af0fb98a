// `judge bench`, the solve-time half: bench.txt parsing with file:line errors, finding the listed
// cases, game_edges' output and its counts on tiny cases checked by hand, ns per edge, and the
// table in both formats.
#include "timing/solve_bench.h"

#include <gtest/gtest.h>

#include <cmath>

#include <filesystem>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_util::Contains;
using test_util::failure;
using test_util::TempDir;

string list_failure(const string& text) {
  return failure([&] { parse_bench_list(text, "913/bench.txt"); });
}

// --- bench.txt ---

TEST(BenchListTest, ReadsCasesInOrderSkippingCommentsAndBlankLines) {
  auto entries = parse_bench_list(
      "# the largest\n"
      "\n"
      "secret/large/complete-200   # K200\n"
      "  secret/large/random-200-p50-s1\t\n"
      "sample/1\n",
      "913/bench.txt");
  ASSERT_EQ(entries.size(), 3u);
  EXPECT_EQ(entries[0].id, "secret/large/complete-200");
  EXPECT_EQ(entries[0].origin, "913/bench.txt:3");
  EXPECT_EQ(entries[1].id, "secret/large/random-200-p50-s1");
  EXPECT_EQ(entries[1].origin, "913/bench.txt:4");
  EXPECT_EQ(entries[2].id, "sample/1");
}

TEST(BenchListTest, NoCaseListedIsAnError) {
  EXPECT_EQ(list_failure(""), "913/bench.txt: no case listed (expected one GROUP/NAME a line)");
  EXPECT_EQ(list_failure("# only comments\n\n"), "913/bench.txt: no case listed (expected one GROUP/NAME a line)");
}

TEST(BenchListTest, ErrorsNameTheFileAndLine) {
  EXPECT_EQ(list_failure("secret/a\nsecret/b secret/c\n"),
            "913/bench.txt:2: expected one case (GROUP/NAME) a line, found 2 words: 'secret/b secret/c'");
  EXPECT_EQ(list_failure("secret/b x y\n"),
            "913/bench.txt:1: expected one case (GROUP/NAME) a line, found 3 words: 'secret/b x ...'");
  EXPECT_EQ(list_failure("secret/a\r\n"), "913/bench.txt:1: carriage return not allowed (CRLF line ends?)");
  EXPECT_EQ(list_failure("\n/tmp/x\n"),
            "913/bench.txt:2: expected GROUP/NAME below the problem folder, found the absolute path '/tmp/x'");
  EXPECT_EQ(list_failure("secret/large/k.in\n"),
            "913/bench.txt:1: name the case without its extension: 'secret/large/k', not 'secret/large/k.in'");
  EXPECT_EQ(list_failure("secret/large/k.ans\n"),
            "913/bench.txt:1: name the case without its extension: 'secret/large/k', not 'secret/large/k.ans'");
  EXPECT_EQ(list_failure("complete-200\n"),
            "913/bench.txt:1: expected GROUP/NAME (like secret/large/NAME), found 'complete-200'");
  EXPECT_TRUE(Contains(list_failure("secret/../x\n"), "913/bench.txt:1: expected GROUP/NAME without empty, '.' or '..' parts"));
  EXPECT_TRUE(Contains(list_failure("secret//x\n"), "913/bench.txt:1: expected GROUP/NAME without empty"));
  EXPECT_TRUE(Contains(list_failure("./secret/x\n"), "913/bench.txt:1: expected GROUP/NAME without empty"));
  EXPECT_EQ(list_failure("secret/x/\n"), "913/bench.txt:1: expected GROUP/NAME without a trailing '/', found 'secret/x/'");
  EXPECT_EQ(list_failure("secret/a\n# b\nsecret/a # again\n"),
            "913/bench.txt:3: case 'secret/a' listed twice (first on line 1)");
}

TEST(BenchListTest, FindsTheListedCasesInListOrder) {
  vector<TestCase> cases = {{"sample/1", "sample", "p/sample/1.in", "p/sample/1.ans"},
                            {"secret/large/complete-200", "secret/large", "p/c.in", "p/c.ans"},
                            {"secret/large/random-200", "secret/large", "p/r.in", "p/r.ans"}};
  auto entries = parse_bench_list("secret/large/random-200\nsecret/large/complete-200\n", "b.txt");
  auto found = find_bench_cases(entries, cases, "testcases/913-cat-and-mouse");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].input_path, "p/r.in");
  EXPECT_EQ(found[1].input_path, "p/c.in");

  auto typo = parse_bench_list("sample/1\nsecret/large/complete-20\n", "b.txt");
  EXPECT_EQ(failure([&] { find_bench_cases(typo, cases, "testcases/913-cat-and-mouse"); }),
            "b.txt:2: no case 'secret/large/complete-20' (no testcases/913-cat-and-mouse/secret/large/complete-20.in "
            "and .ans) (did you mean 'secret/large/complete-200'?)");
}

// The committed lists name committed cases: a renamed case fails here, not in the middle of a bench.
TEST(BenchListTest, CommittedListsNameCommittedCases) {
  for (const string problem : {"913-cat-and-mouse", "1728-cat-and-mouse-ii"}) {
    string directory = "testcases/" + problem;
    if (!std::filesystem::exists(directory + "/bench.txt")) GTEST_SKIP() << "run from the project root";
    auto entries = parse_bench_list(read_file(directory + "/bench.txt"), directory + "/bench.txt");
    EXPECT_EQ(find_bench_cases(entries, problem_testcases(directory), directory).size(), entries.size()) << problem;
  }
}

// --- game_edges ---

TEST(GameEdgesTest, OutputIsOneIntegerLine) {
  EXPECT_EQ(parse_game_edges("0\n", "g"), 0u);
  EXPECT_EQ(parse_game_edges("15642594\n", "g"), 15642594u);
  EXPECT_EQ(parse_game_edges("9999999999999999999\n", "g"), 9999999999999999999ull);
  for (const string bad : {"", "\n", "12", "12 \n", " 12\n", "-1\n", "1\n2\n", "1e6\n", "99999999999999999999\n"}) {
    EXPECT_TRUE(Contains(failure([&] { parse_game_edges(bad, "game_edges < x.in"); }),
                         "game_edges < x.in printed '" + bad + "': expected one integer (the game's edges), then a newline"))
        << bad;
  }
}

// The real programs on cases small enough to count by hand.
class RealGameEdgesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists("testcases/913-cat-and-mouse/generators/game_edges.cpp")) {
      GTEST_SKIP() << "run from the project root";
    }
  }
  static uint64_t edges(const string& problem, const string& input) {
    TempDir dir;
    return count_game_edges(game_edges_binary(Project{}, problem), dir.write("case.in", input));
  }
};

TEST_F(RealGameEdgesTest, CatAndMouseCountsEveryMoveOfEveryOpenPosition) {
  // A triangle 0-1-2. Positions not over: mouse and cat on 1 and 2, either way round (the cat is
  // never on the hole 0). Mouse to move: 2 moves from 1 or 2, so 2 + 2; cat to move: 1 move each
  // (not into 0), so 1 + 1.
  EXPECT_EQ(edges("913-cat-and-mouse", "[[1,2],[0,2],[0,1]]\n"), 6u);
  // Example 2, edges 0-1, 0-3, 2-3. Positions not over: (mouse, cat) in {1,2,3}^2, unequal: 6.
  // Each node is the mouse's in 2 of them and the cat's in 2. Mouse moves: 1 from 1, 1 from 2,
  // 2 from 3: 2 x 4 = 8. Cat moves (not into 0): 0 from 1, 1 from 2, 1 from 3: 2 x 2 = 4.
  EXPECT_EQ(edges("913-cat-and-mouse", "[[1,3],[0],[3],[0,2]]\n"), 12u);
}

TEST_F(RealGameEdgesTest, CatAndMouseIiCountsEveryMoveOfEveryOpenPosition) {
  // "MCF", both jumps 1: positions not over put mouse and cat on cells 0 and 1, either way round.
  // Moves, staying included: 2 from cell 0, 3 from cell 1; each player moves once from each:
  // mouse 2 + 3, cat 3 + 2.
  EXPECT_EQ(edges("1728-cat-and-mouse-ii", "[\"MCF\"]\n1\n1\n"), 10u);
  // M # F      cells a = M, b = C, d, e (F is the food, # a wall); catJump 2, mouseJump 1.
  // C . .      Positions not over: 4 x 3 (mouse and cat on two of a, b, d, e); each cell is the
  // mouse's in 3 and the cat's in 3. Mouse (jump 1): a 2 (stay, down), b 3, d 3 (up is the
  // wall), e 3: 3 x 11 = 33. Cat (jump 2): a 2, b 4 (stay, up, right 1 and 2), d 3, e 4 (stay,
  // up onto F, left 1 and 2): 3 x 13 = 39.
  EXPECT_EQ(edges("1728-cat-and-mouse-ii", "[\"M#F\",\"C..\"]\n2\n1\n"), 72u);
}

TEST_F(RealGameEdgesTest, BadInputIsAnErrorWithTheProgramsMessage) {
  string message = failure([] { edges("913-cat-and-mouse", "[[1,2],[0,2],[0,1]]"); });
  EXPECT_TRUE(Contains(message, "failed (exit status 2)"));
  EXPECT_TRUE(Contains(message, "missing final newline"));
}

// --- ns per edge ---

TEST(NsPerEdgeTest, MedianSolveTimeOverEdges) {
  TimingSummary solve = summarize({0.002, 0.003, 0.004});
  EXPECT_DOUBLE_EQ(ns_per_edge(solve, 1'000'000), 3.0);  // 3 ms over a million edges
  EXPECT_DOUBLE_EQ(ns_per_edge(summarize({0.0249}), 15642594), 0.0249e9 / 15642594);
  EXPECT_EQ(ns_per_edge(summarize({kTimedOut}), 100), kTimedOut);
  EXPECT_EQ(ns_per_edge(TimingSummary{}, 100), 0);  // never timed
  EXPECT_EQ(ns_per_edge(solve, 0), 0);
}

// --- the table ---

SolveBenchRow row(const string& problem, const string& solution, const string& case_id, uint64_t edges,
                  vector<double> seconds, Verdict verdict = Verdict::kAccepted) {
  SolveBenchRow r;
  r.problem = problem;
  r.solution = solution;
  r.case_id = case_id;
  r.game_edges = edges;
  r.verdict = verdict;
  r.solve = summarize(seconds);
  vector<double> cpu;  // the process's, measured: a millisecond more than the claims
  for (double claim : seconds) cpu.push_back(claim + 0.001);
  r.cpu = summarize(cpu);
  if (!seconds.empty() && !std::isinf(seconds[0])) r.parse = summarize({0.000123});
  r.ns_per_edge = ns_per_edge(r.solve, edges);
  return r;
}

vector<SolveBenchRow> accepted_rows() {
  return {row("913-cat-and-mouse", "topological_sort", "secret/large/complete-200", 15642594, {0.0249, 0.0240, 0.0260}),
          row("1728-cat-and-mouse-ii", "fast_retrograde", "secret/large/open-8x8-j88-s1", 117180, {8.1e-6})};
}

TEST(SolveBenchTableTest, TextAlignsColumnsWithThreeSignificantDigits) {
  string text = solve_bench_table(accepted_rows(), false);
  EXPECT_TRUE(Contains(text,
                       "  problem  solution          case                          game edges  runs  CPU ms  solve ms  spread  ns/edge  parse ms\n"
                       "  913      topological_sort  secret/large/complete-200     15,642,594     3    25.9      24.9     ±4%     1.59     0.123\n"
                       "  1728     fast_retrograde   secret/large/open-8x8-j88-s1     117,180     1    1.01   0.00810           0.0691     0.123\n\n"));
  EXPECT_FALSE(Contains(text, "verdict"));  // only when some row was not accepted
}

TEST(SolveBenchTableTest, NoteSaysWhatAnEdgeIs) {
  for (bool markdown : {false, true}) {
    string text = solve_bench_table(accepted_rows(), markdown);
    EXPECT_TRUE(Contains(text, "the method call alone"));
    EXPECT_TRUE(Contains(text, "every legal move from every"));
    EXPECT_TRUE(Contains(text, "Solutions that stop"));
    EXPECT_TRUE(Contains(text, "per edge of the full game graph"));
  }
}

TEST(SolveBenchTableTest, MarkdownIsAGithubTable) {
  string text = solve_bench_table(accepted_rows(), true);
  EXPECT_EQ(text.rfind("| problem | solution | case | game edges | runs | CPU ms | solve ms | spread | ns/edge | parse ms |\n"
                       "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
                       "| 913 | topological_sort | secret/large/complete-200 | 15,642,594 | 3 | 25.9 | 24.9 | ±4% | 1.59 | 0.123 |\n"
                       "| 1728 | fast_retrograde | secret/large/open-8x8-j88-s1 | 117,180 | 1 | 1.01 | 0.00810 |  | 0.0691 | 0.123 |\n\n",
                       0),
            0u)
      << text;
  EXPECT_FALSE(Contains(text, "\n  "));  // the note is a paragraph, not indented text
}

TEST(SolveBenchTableTest, RowsNotAcceptedShowTheirVerdictAndWhy) {
  vector<SolveBenchRow> rows = accepted_rows();
  rows.push_back(row("913-cat-and-mouse", "slow", "secret/large/complete-200", 15642594, {kTimedOut},
                     Verdict::kTimeLimitExceeded));
  rows.back().message = "CPU > 1.50 s";
  rows.push_back(row("913-cat-and-mouse", "broken", "secret/large/complete-200", 15642594, {}, Verdict::kCompileError));
  rows.back().message = "error: expected ';'\n  1 | int x\n";
  rows.push_back(rows.back());
  rows.back().case_id = "secret/large/random-200";
  string text = solve_bench_table(rows, false);
  EXPECT_TRUE(Contains(text, "parse ms  verdict\n"));
  EXPECT_TRUE(Contains(text, "  913      topological_sort  secret/large/complete-200     15,642,594     3    25.9      24.9     ±4%     1.59     0.123  AC\n"));
  EXPECT_TRUE(Contains(text, "  913      slow              secret/large/complete-200     15,642,594     1    > TL      > TL                -         -  TLE\n"));
  EXPECT_TRUE(Contains(text, "  913      broken            secret/large/complete-200     15,642,594     -       -         -                -         -  CE\n"));
  EXPECT_TRUE(Contains(text, "    913 slow on secret/large/complete-200: TLE, CPU > 1.50 s\n"));
  // A compile error once, with the compiler's first line.
  EXPECT_TRUE(Contains(text, "    913 broken: CE, error: expected ';'\n\n"));
  EXPECT_EQ(text.find("913 broken:"), text.rfind("913 broken:"));
}

}  // namespace
}  // namespace lcjudge
