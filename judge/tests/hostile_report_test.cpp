// Hostile solutions aimed at the judge's report rather than its walls: forged side-channel
// records, escapes and invalid UTF-8 meant for the terminal (in the solution's output, or in what
// the compiler, the linker or a sanitizer says of it), a run that looks starved. Each must end with
// the verdict its folder names and a report that tells only the truth.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/exit_status.h"
#include "base/utf8.h"
#include "judging/answer_compare.h"
#include "judging/fair_run.h"
#include "judging/scheduler.h"
#include "tests/fixture_solutions.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_fixtures::built_program;
using test_fixtures::fixtures;
using test_util::Contains;
using test_util::ScratchProject;

CaseOutcome judge_fixture(const std::string& name, const InputCheck& check = {}) {
  RunGate gate;
  return judge_case(built_program(name), fixtures().sample, fixtures().config, gate, check);
}

// Safe to print: no control character but tab, valid UTF-8.
bool safe_to_print(const std::string& text) {
  for (unsigned char c : text) {
    if ((c < 0x20 && c != '\t') || c == 0x7f) return false;
  }
  return invalid_utf8_at(text) == std::string::npos;
}

// Safe to print over several lines: printable, newlines allowed.
bool printable_lines(const std::string& text) {
  std::string line;
  std::istringstream lines(text);
  while (std::getline(lines, line)) {
    if (!safe_to_print(line)) return false;
  }
  return true;
}

std::vector<std::string> lines_starting(const std::string& text, const std::string& start) {
  std::vector<std::string> found;
  std::string line;
  std::istringstream lines(text);
  while (std::getline(lines, line)) {
    if (line.rfind(start, 0) == 0) found.push_back(line);
  }
  return found;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Copies judge/tests/fixtures/escapes/NAME.cpp into the project's accepted solutions: each fails
// (CE or RTE) and tries to erase its FAIL line and print a forged "ok ... got AC" instead.
void add_hostile(const ScratchProject& project, const std::string& name) {
  project.write("solutions/1-add/accepted/" + name + ".cpp", read_all(test_fixtures::kFixtures + "/escapes/" + name + ".cpp"));
}

// Every string in a JSON value, recursively (the report nests three levels).
void strings_in(const nlohmann::json& value, std::vector<std::string>& out) {
  if (value.is_string()) out.push_back(value.get<std::string>());
  if (value.is_structured()) {
    for (const auto& child : value) strings_in(child, out);
  }
}

TEST(HostileReportTest, LinkerAndSanitizerTextIsEscapedOnTheTerminalInJsonAndInJUnit) {
  ScratchProject project;
  project.write(std::string(ScratchProject::kProblem) + "/problem.yaml", "method: add\ntime_limit: 0.5\nmemory_limit: 256\n");
  for (const char* name : {"pragma_library", "undefined_symbol", "forged_sanitizer"}) add_hostile(project, name);
  RunRecord run = project.judge({"run", "-j", "1", "--json", "out/report.json", "--junit", "out/report.xml"});
  ASSERT_TRUE(run.exited) << run.internal_error;
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(printable_lines(run.stdout_text)) << run.stdout_text;
  EXPECT_TRUE(printable_lines(run.stderr_text)) << run.stderr_text;
  // Only the honest solution's line says ok; each hostile one keeps its FAIL line, its text escaped.
  EXPECT_EQ(lines_starting(run.stdout_text, "ok"), std::vector<std::string>{lines_starting(run.stdout_text, "ok    1-add/accepted/add ")})
      << run.stdout_text;
  EXPECT_EQ(lines_starting(run.stdout_text, "FAIL").size(), 3u) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got CE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got RTE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "\\x1b[1A\\x1b[2K\\x0dok")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "AddressSanitizer: \\x1b[1A")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "got AC \\xff")) << run.stdout_text;

  std::string json_text = read_all(project.path("out/report.json"));
  ASSERT_FALSE(json_text.empty());
  std::vector<std::string> strings;
  strings_in(nlohmann::json::parse(json_text), strings);
  size_t escaped = 0;
  for (const auto& text : strings) {
    EXPECT_TRUE(printable_lines(text)) << text;
    escaped += Contains(text, "\\x1b[2K");
  }
  EXPECT_GE(escaped, 3u) << json_text;

  std::string xml = read_all(project.path("out/report.xml"));
  EXPECT_TRUE(printable_lines(xml)) << xml;  // no C0 control, not even as an entity but tab and newline
  EXPECT_FALSE(Contains(xml, "&#27;"));
  EXPECT_TRUE(Contains(xml, "\\x1b[2K")) << xml;
}

// The slow tier (tests/slow_tier.h): g++'s driver is built for it.
TEST(SlowGccReportTest, AnErrorDirectiveQuotedByGccIsEscaped) {
  ScratchProject project;
  add_hostile(project, "error_text");
  RunRecord run = project.judge({"run", "solutions/1-add/accepted/error_text.cpp", "--compiler", "gcc", "--no-sanitize"});
  ASSERT_TRUE(run.exited) << run.internal_error;
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(printable_lines(run.stdout_text)) << run.stdout_text;
  EXPECT_TRUE(lines_starting(run.stdout_text, "ok").empty()) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got CE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "#error \\x1b[1A\\x1b[2K ok")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "got AC \\xff \"%d\\n\"")) << run.stdout_text;  // its backslash as written
}

// What a solution prints on stdout is shown under its failing case and in the JSON report, as
// LeetCode's "Stdout" panel: escaped, its lines indented, so it can forge no line of the table.
TEST(HostileReportTest, WhatASolutionPrintsOnStdoutIsShownEscapedOnTheTerminalAndInJson) {
  ScratchProject project;
  add_hostile(project, "stdout_text");
  RunRecord run = project.judge({"run", "solutions/1-add/accepted/stdout_text.cpp", "--no-sanitize", "-v", "--json",
                                 "out/report.json"});
  ASSERT_TRUE(run.exited) << run.internal_error;
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(printable_lines(run.stdout_text)) << run.stdout_text;
  EXPECT_TRUE(lines_starting(run.stdout_text, "ok").empty()) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected AC  got WA")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "\n      stdout: \\x1b[1A\\x1b[2K\\x0dok    1-add/accepted/stdout_text"))
      << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "got AC \\xff\n              \\x1b[1A")) << run.stdout_text;

  std::vector<std::string> strings;
  strings_in(nlohmann::json::parse(read_all(project.path("out/report.json"))), strings);
  size_t shown = 0;
  for (const auto& text : strings) {
    EXPECT_TRUE(printable_lines(text)) << text;
    shown += Contains(text, "\\x1b[1A\\x1b[2K\\x0dok    1-add/accepted/stdout_text");
  }
  EXPECT_EQ(shown, 1u);
}

// Issue 27's wrong answer: one double method made the float tolerance reach every number of a
// design class's answer, so a long long total off by 29,999 in 3,000,000,000 was AC.
TEST(HostileReportTest, ALongLongTotalBesideADoubleMethodIsComparedExactly) {
  ScratchProject project;
  project.write(std::string(ScratchProject::kProblem) + "/problem.yaml",
                "design: Ledger\nmethods:\n  - Ledger()\n  - void add(int amount)\n  - double average()\n"
                "  - long long total()\ntime_limit: 0.5\nmemory_limit: 256\nsanitize: false\n");
  project.write(std::string(ScratchProject::kProblem) + "/sample/1.in",
                "[\"Ledger\",\"add\",\"add\",\"average\",\"total\"]\n[[],[1500000000],[1500000000],[],[]]\n");
  project.write(std::string(ScratchProject::kProblem) + "/sample/1.ans", "[null,null,null,1500000000.00000,3000000000]\n");
  const std::string ledger =
      "class Ledger {\n public:\n  Ledger() {}\n  void add(int amount) { sum_ += amount; ++count_; }\n"
      "  double average() { return static_cast<double>(sum_) / count_ + OFF_AVERAGE; }\n"
      "  long long total() { return sum_ - OFF_TOTAL; }\n\n private:\n  long long sum_ = 0, count_ = 0;\n};\n";
  auto solution = [&](const std::string& path, const std::string& comment, const char* off_average, const char* off_total) {
    project.write(path, "// " + comment + "\n#define OFF_AVERAGE " + off_average + "\n#define OFF_TOTAL " + off_total + "\n" + ledger);
  };
  solution(ScratchProject::kSolution, "Must earn AC.", "0", "0");
  solution("solutions/1-add/accepted/average_within_tolerance.cpp", "Must earn AC: the average off by 1e-6 relatively.",
           "1500.0", "0");
  solution("solutions/1-add/wrong_answer/total_off_by_29999.cpp", "Must earn WA: within 1e-5 of the total, and wrong.", "0",
           "29999");
  RunRecord run = project.judge({"run", "-j", "1", "-v"});
  ASSERT_TRUE(run.exited) << run.internal_error;
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "ok    1-add/wrong_answer/total_off_by_29999")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "1500000000.00000,3000000000]', found '...l,null,null,1500000000.00000,2999970001]'")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "equal within the float tolerance")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "3 passed, 0 failed")) << run.stdout_text;
}

TEST(HostileReportTest, AForgedBadInputRecordIsTheSolutionsRunTimeError) {
  auto outcome = judge_fixture("run_time_error/forges_bad_input");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError) << outcome.message;
  EXPECT_FALSE(outcome.bad_test_data);
  // Even with a check at hand: it accepts the valid input, so nothing blames the data.
  bool asked = false;
  outcome = judge_fixture("run_time_error/forges_bad_input", [&](const TestCase&, RunGate&) {
    asked = true;
    return std::optional<std::string>();
  });
  EXPECT_TRUE(asked);
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_FALSE(outcome.bad_test_data);
}

TEST(HostileReportTest, AConfirmedBadInputIsBadTestData) {
  auto outcome = judge_fixture("run_time_error/forges_bad_input",
                               [](const TestCase&, RunGate&) { return std::optional<std::string>("line 1, column 1: bad"); });
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_TRUE(outcome.bad_test_data);
  EXPECT_TRUE(Contains(outcome.message, "line 1, column 1: bad")) << outcome.message;
}

TEST(HostileReportTest, EscapesOnStderrAreShownEscaped) {
  auto outcome = judge_fixture("run_time_error/ansi_stderr");
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(safe_to_print(outcome.message)) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "\\x1b[1A\\x1b[2K\\x0d\\xc2\\x9b2K  ok")) << outcome.message;
}

TEST(HostileReportTest, EscapesAndInvalidUtf8InTheAnswerAreShownEscaped) {
  auto outcome = judge_fixture("wrong_answer/ansi_and_invalid_utf8");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_TRUE(safe_to_print(outcome.message)) << outcome.message;
  EXPECT_TRUE(Contains(outcome.message, "found '\\x1b[2K'")) << outcome.message;
  EXPECT_EQ(outcome.stdout_text, "\x1b[2K\rok\xff\n");  // kept raw, escaped where shown
}

TEST(HostileReportTest, ForgedMeasurementsAreIgnoredAndTheMeasuredPeakIsKept) {
  auto outcome = judge_fixture("wrong_answer/forges_measurements");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer) << outcome.message;
  EXPECT_FALSE(outcome.solve_seconds.has_value());  // NaN
  EXPECT_FALSE(outcome.parse_seconds.has_value());  // negative
  ASSERT_TRUE(outcome.reported_peak_memory_bytes.has_value());
  EXPECT_EQ(*outcome.reported_peak_memory_bytes, 1024u);  // its claim, kept as a claim
  EXPECT_GE(outcome.peak_memory_bytes, 32ull << 20);      // wait4's
}

// A run that computes a quarter of its time and sleeps the rest: on a quiet machine it is stopped
// idle with CPU under the limit, looks starved and is judged once more alone; on a loaded one its
// CPU reaches the limit first (time spent waiting for a CPU is not idle). TLE either way, and
// judged again once at most. (That a starved-looking run is made again alone, and how often, is
// SchedulerTest's, on scripted runs.)
TEST(HostileReportTest, ARunThatLooksStarvedIsTimeLimitExceededWhateverTheLoad) {
  auto outcome = judge_fixture("time_limit_exceeded/starved_looking");
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded) << outcome.message;
  EXPECT_EQ(outcome.message.find("judged again alone"), outcome.message.rfind("judged again alone"));
}

// A CPU time within a tenth over the limit is measured again alone; further over, or under, not.
TEST(HostileReportTest, JustOverTheLimitIsMeasuredAgain) {
  JudgeLimits limits;
  limits.time_limit_seconds = 1.0;
  RunRecord run;
  run.exited = true;
  for (auto [cpu, again] : {std::pair{0.99, false}, {1.01, true}, {1.10, true}, {1.11, false}, {1.5, false}}) {
    run.cpu_seconds = cpu;
    EXPECT_EQ(just_over_the_limit(run, limits), again) << cpu;
  }
  // Stopped by the judge just past the limit (as judge compare's screening stops runs): it did not
  // finish, so it is not run again.
  run.exited = false;
  run.killed_at_cpu_limit = true;
  run.cpu_seconds = 1.05;
  EXPECT_FALSE(just_over_the_limit(run, limits));
}

TEST(HostileReportTest, ASleeperIsNotRetried) {
  auto outcome = judge_fixture("time_limit_exceeded/sleep_forever");
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded);
  EXPECT_FALSE(Contains(outcome.message, "judged again alone")) << outcome.message;
}

// Four million one-byte tokens: compared as a stream, so the judge holds little beyond the text.
TEST(HostileReportTest, ManyTinyTokensAreComparedInBoundedMemory) {
  std::string expected, found;
  for (int i = 0; i < 4000000; ++i) expected += "1\n";
  found = expected;
  found[found.size() - 2] = '2';
  rusage before{};
  getrusage(RUSAGE_SELF, &before);
  Comparison comparison = compare_tokens(expected, found, CompareOptions{});
  rusage after{};
  getrusage(RUSAGE_SELF, &after);
  EXPECT_FALSE(comparison.equal);
  EXPECT_EQ(comparison.message, "line 4000000, token 4000000: expected '1', found '2'");
  // A vector of tokens would take some 150 MiB more; loosely bounded, as other tests share the peak.
  EXPECT_LT(after.ru_maxrss - before.ru_maxrss, 64 * 1024) << "KiB";
}

// LeetCode prints a vector<double> as one token: a million elements are two million pieces,
// each compared under the tolerance, never held all at once.
TEST(HostileReportTest, AMillionDoublesInOneTokenAreComparedInBoundedMemory) {
  std::string expected = "[";
  for (int i = 0; i < 1000000; ++i) expected += "0.5,";
  expected.back() = ']';
  std::string found = expected;
  found[found.size() - 2] = '6';  // 0.6: beyond the tolerance, at the very end
  std::string close = expected;
  close.insert(close.size() - 1, "000001");  // 0.5000001: within it
  CompareOptions options;
  options.float_tolerance = 1e-5;
  rusage before{};
  getrusage(RUSAGE_SELF, &before);
  Comparison within = compare_tokens(expected, close, options);
  Comparison beyond = compare_tokens(expected, found, options);
  rusage after{};
  getrusage(RUSAGE_SELF, &after);
  EXPECT_TRUE(within.equal) << within.message;
  EXPECT_FALSE(beyond.equal);
  // Two vectors of two million strings each would take some 250 MiB; loosely bounded, as other
  // tests share the peak.
  EXPECT_LT(after.ru_maxrss - before.ru_maxrss, 64 * 1024) << "KiB";
}

// In order any the output is parsed as JSON, some 50 bytes a value: 8 MiB of empty lists would
// be 150 MiB of the judge's memory. Many more values than the answer's are refused unparsed.
TEST(HostileReportTest, AnOutputOfMillionsOfEmptyListsIsNotParsedInOrderAny) {
  std::string found = "[";
  for (int i = 0; i < 2800000; ++i) found += "[],";
  found.back() = ']';
  CompareOptions options;
  options.order = AnswerOrder::kAnyDeep;
  rusage before{};
  getrusage(RUSAGE_SELF, &before);
  Comparison comparison = compare_answers("[[1],[2]]", found, options);
  rusage after{};
  getrusage(RUSAGE_SELF, &after);
  EXPECT_FALSE(comparison.equal);
  EXPECT_EQ(comparison.message, "the output holds some 5600001 values where the answer holds 5 (order any-deep; not compared)");
  EXPECT_LT(after.ru_maxrss - before.ru_maxrss, 64 * 1024) << "KiB";
  EXPECT_TRUE(compare_answers("[[1],[2]]", "[[2],[1]]", options).equal);
}

}  // namespace
}  // namespace lcjudge
