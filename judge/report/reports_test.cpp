// Machine-readable reports: JSON written and read back unchanged, shard reports merged into the
// table of one whole run, and JUnit XML that stays well-formed whatever a solution printed.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "report/json_report.h"
#include "report/junit_report.h"
#include "report/merge.h"
#include "report/report.h"
#include "tests/test_util.h"
#include "tests/verdict_names.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;

using test_util::verdict_names::AC;
using test_util::verdict_names::TLE;
using test_util::verdict_names::WA;

CaseResult result(const string& id, Verdict verdict, const string& message = "") {
  CaseResult r;
  r.test.id = id;
  r.test.input_path = "testcases/1-add/" + id + ".in";
  r.outcome.verdict = verdict;
  r.outcome.message = message;
  r.outcome.cpu_seconds = 0.25;
  r.outcome.peak_memory_bytes = 1 << 20;
  return r;
}

SolutionReport report(const string& name, Verdict folder, std::vector<CaseResult> results, size_t total) {
  SolutionReport r;
  r.solution.display = "1-add/" + name;
  r.solution.source = "solutions/1-add/" + name + ".cpp";
  r.solution.problem = "1-add";
  r.solution.expected = folder;
  r.build.ok = true;
  r.total_cases = total;
  r.results = std::move(results);
  for (const auto& c : r.results) r.verdict = worst(r.verdict, c.outcome.verdict);
  r.expectation = check_expectation(folder, r.results, true);
  return r;
}

LoadedReport shard(std::vector<SolutionReport> reports) {
  LoadedReport loaded;
  for (auto& r : reports) {
    loaded.expectations.push_back(folder_expectation(r.solution.expected));
    loaded.reports.push_back(std::move(r));
  }
  return loaded;
}

TEST(JsonReportTest, RoundTripKeepsEverythingMergeNeeds) {
  TempDir dir;
  std::vector<SolutionReport> reports = {report("accepted/a", AC, {result("sample/1", AC), result("secret/2", AC)}, 2),
                                         report("time_limit_exceeded/t", TLE, {result("sample/1", TLE, "CPU > 1.50 s")}, 2)};
  Expectation declared = folder_expectation(TLE);
  declared.rules.push_back({"secret", {}, {TLE}, "submissions.yaml:3"});
  write_json_report(dir.path("r.json"), reports, {folder_expectation(AC), declared}, {"2/3", true, "seccomp filter only", "gcc (GNU C++20, -O2), no sanitizers"});

  LoadedReport loaded = read_json_report(dir.path("r.json"));
  EXPECT_EQ(loaded.summary.shard, "2/3");
  EXPECT_EQ(loaded.summary.isolation, "seccomp filter only");
  EXPECT_EQ(loaded.summary.build, "gcc (GNU C++20, -O2), no sanitizers");
  ASSERT_EQ(loaded.reports.size(), 2u);
  EXPECT_EQ(loaded.reports[1].solution.display, "1-add/time_limit_exceeded/t");
  EXPECT_EQ(loaded.reports[1].solution.expected, TLE);
  ASSERT_EQ(loaded.reports[1].results.size(), 1u);
  EXPECT_EQ(loaded.reports[1].results[0].outcome.message, "CPU > 1.50 s");
  EXPECT_EQ(loaded.reports[1].results[0].test.input_path, "testcases/1-add/sample/1.in");
  ASSERT_EQ(loaded.expectations[1].rules.size(), 2u);
  EXPECT_EQ(loaded.expectations[1].rules[1].group, "secret");
  EXPECT_EQ(loaded.expectations[1].rules[1].required, (std::vector<Verdict>{TLE}));
  EXPECT_EQ(loaded.expectations[1].rules[1].origin, "submissions.yaml:3");
}

// The line printed for REPORT, without colour.
string solution_line(const SolutionReport& report) {
  char* text = nullptr;
  size_t size = 0;
  std::FILE* out = open_memstream(&text, &size);
  ReportStyle style;
  style.colour = false;
  print_solution_report(out, report, style);
  std::fclose(out);
  string line(text, size);
  std::free(text);
  return line.substr(0, line.find('\n'));
}

TEST(SolutionLineTest, AStoppedSolutionCountsTheCasesJudgedAndSaysWhereItStopped) {
  string stopped = solution_line(report("wrong_answer/w", WA, {result("sample/1", AC), result("sample/2", WA)}, 81));
  EXPECT_TRUE(Contains(stopped, " 1/2 passed ")) << stopped;
  EXPECT_TRUE(Contains(stopped, "(stopped at case 2 of 81)")) << stopped;
  string whole = solution_line(report("accepted/a", AC, {result("sample/1", AC), result("sample/2", AC)}, 2));
  EXPECT_TRUE(Contains(whole, " 2/2 passed ")) << whole;
  EXPECT_FALSE(Contains(whole, "stopped")) << whole;
}

// The whole report as printed with -v, without colour.
string verbose_report(const SolutionReport& report) {
  char* text = nullptr;
  size_t size = 0;
  std::FILE* out = open_memstream(&text, &size);
  ReportStyle style;
  style.colour = false;
  style.verbose = true;
  print_solution_report(out, report, style);
  std::fclose(out);
  string printed(text, size);
  std::free(text);
  return printed;
}

CaseResult printing(const string& id, Verdict verdict, const string& printed, std::uint64_t bytes) {
  CaseResult r = result(id, verdict);
  r.outcome.stdout_text = printed;
  r.outcome.stdout_bytes = bytes;
  return r;
}

// LeetCode's "Stdout" panel, in short: the first three lines (or 200 bytes), escaped and indented
// clear of the table's first columns, and how much more there was.
TEST(SolutionLineTest, VerboseCasesShowTheStartOfWhatTheSolutionPrinted) {
  const string printed = "visit 1\nvisit \x1b[2K2\\n\nvisit 3\nvisit 4\n";
  string shown = verbose_report(report("accepted/a", AC, {printing("sample/1", AC, printed, printed.size()),
                                                          printing("sample/2", AC, string(500, 'y'), 5000),
                                                          result("sample/3", AC)}, 3));
  EXPECT_TRUE(Contains(shown, "\n      stdout: visit 1\n              visit \\x1b[2K2\\\\n\n              visit 3 (8 more bytes)\n"))
      << shown;
  EXPECT_TRUE(Contains(shown, "\n      stdout: " + string(200, 'y') + " (4800 more bytes)\n")) << shown;
  EXPECT_EQ(shown.find("stdout:", shown.find("sample/3")), string::npos) << shown;  // it printed nothing
}

// A wrong answer with its case's files (in DIR), as the report reads them.
CaseResult wrong_answer_case(const TempDir& dir, const string& input, const string& answer, const string& found) {
  CaseResult r = result("sample/1", WA);
  r.test.input_path = dir.write("1.in", input);
  r.test.answer_path = dir.write("1.ans", answer);
  r.outcome.found_answer = found;
  return r;
}

// 344's case is one line of strings, as a design case's first line is: the signature, not the
// case's look, says whether the answer holds a result per call.
TEST(SolutionLineTest, OnlyADesignProblemsWrongAnswerNamesACall) {
  TempDir dir;
  SolutionReport reverse = report("wrong_answer/w", WA,
                                  {wrong_answer_case(dir, "[\"h\",\"e\",\"l\",\"l\",\"o\"]\n", "[\"o\",\"l\",\"l\",\"e\",\"h\"]\n",
                                                "[\"h\",\"e\",\"l\",\"l\",\"o\"]")}, 1);
  string function = verbose_report(reverse);
  EXPECT_FALSE(Contains(function, "call ")) << function;
  EXPECT_TRUE(Contains(function, "found:    [\"h\",\"e\",\"l\",\"l\",\"o\"]")) << function;

  TempDir design_dir;
  SolutionReport stack = report("wrong_answer/w", WA,
                                {wrong_answer_case(design_dir, "[\"MinStack\",\"push\",\"top\"]\n[[],[1],[]]\n", "[null,null,1]\n",
                                              "[null,null,2]")}, 1);
  stack.design_calls = true;
  string design = verbose_report(stack);
  EXPECT_TRUE(Contains(design, "      call 3 top(): expected 1, found 2\n")) << design;
}

// As LeetCode shows an answer: its JSON text, a string's backslash written "\\" once; only what
// the terminal must not get (a control character) is escaped.
TEST(SolutionLineTest, AWrongAnswerIsItsJsonTextEscapedOnceForTheTerminal) {
  TempDir dir;
  string shown = verbose_report(report("wrong_answer/w", WA,
                                       {wrong_answer_case(dir, "\"a\"\n", "\"a\\\\b\"\n", "\"a\\\\c\x1b[2J\"")}, 1));
  EXPECT_TRUE(Contains(shown, "expected: \"a\\\\b\"\n")) << shown;
  EXPECT_TRUE(Contains(shown, "found:    \"a\\\\c\\x1b[2J\"\n")) << shown;
  EXPECT_EQ(shown.find('\x1b'), string::npos) << shown;
}

TEST(JsonReportTest, WhetherCallsAreNamedReadsBack) {
  TempDir dir;
  SolutionReport design = report("accepted/a", AC, {result("sample/1", AC)}, 1);
  design.design_calls = true;
  write_json_report(dir.path("r.json"), {design, report("accepted/b", AC, {result("sample/1", AC)}, 1)},
                    {folder_expectation(AC), folder_expectation(AC)}, {"", false, "none", "gcc"});
  LoadedReport loaded = read_json_report(dir.path("r.json"));
  EXPECT_TRUE(loaded.reports.at(0).design_calls);
  EXPECT_FALSE(loaded.reports.at(1).design_calls);
  EXPECT_TRUE(merge_reports({loaded}).reports.at(0).design_calls);
}

TEST(JsonReportTest, EachCaseCarriesWhatTheSolutionPrintedValidUtf8AndItsSize) {
  TempDir dir;
  std::vector<SolutionReport> reports = {
      report("accepted/a", AC, {printing("sample/1", AC, "debug \xff\x1b[1A\n", 40)}, 1)};
  write_json_report(dir.path("r.json"), reports, {folder_expectation(AC)}, {"", false, "none", "gcc"});
  string written = read_file(dir.path("r.json"));
  EXPECT_TRUE(Contains(written, "\"stdout\": \"debug \\\\xff\\\\x1b[1A\\n\"")) << written;
  EXPECT_TRUE(Contains(written, "\"stdout_bytes\": 40")) << written;
  LoadedReport loaded = read_json_report(dir.path("r.json"));
  ASSERT_EQ(loaded.reports.at(0).results.size(), 1u);
  EXPECT_EQ(loaded.reports[0].results[0].outcome.stdout_text, "debug \\xff\\x1b[1A\n");
  EXPECT_EQ(loaded.reports[0].results[0].outcome.stdout_bytes, 40u);
}

TEST(JsonReportTest, ForeignFileIsAClearError) {
  TempDir dir;
  dir.write("x.json", "{\"solutions\": []}");
  try {
    read_json_report(dir.path("x.json"));
    FAIL() << "no error";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(Contains(e.what(), "is not an lcjudge report: no \"format\": \"lcjudge-report\""));
  }
  dir.write("y.json", "{\"format\": \"lcjudge-report\", ");
  EXPECT_THROW(read_json_report(dir.path("y.json")), JudgeFailure);
}

TEST(MergeTest, ShardsUniteIntoTheWholeRunsVerdicts) {
  // A TLE solution judged in two shards: neither shard alone has both its AC and its TLE.
  LoadedReport one = shard({report("time_limit_exceeded/t", TLE, {result("secret/2", TLE)}, 3),
                            report("accepted/a", AC, {result("sample/1", AC)}, 3)});
  LoadedReport two = shard({report("time_limit_exceeded/t", TLE, {result("sample/1", AC), result("secret/10", AC)}, 3),
                            report("accepted/a", AC, {result("secret/2", AC), result("secret/10", WA)}, 3)});
  LoadedReport merged = merge_reports({one, two});
  ASSERT_EQ(merged.reports.size(), 2u);
  const SolutionReport& t = merged.reports[0];
  ASSERT_EQ(t.results.size(), 3u);
  EXPECT_EQ(t.results[0].test.id, "sample/1");  // back in case order
  EXPECT_EQ(t.results[2].test.id, "secret/10");
  EXPECT_EQ(t.verdict, TLE);
  EXPECT_TRUE(t.expectation.ok);
  const SolutionReport& a = merged.reports[1];
  EXPECT_EQ(a.verdict, WA);
  EXPECT_FALSE(a.expectation.ok);
  EXPECT_EQ(a.expectation.message, "expected AC on every case, got WA on secret/10");
}

TEST(MergeTest, OverlappingShardsAreAnError) {
  LoadedReport one = shard({report("accepted/a", AC, {result("sample/1", AC)}, 1)});
  EXPECT_THROW(merge_reports({one, one}), JudgeFailure);
}

TEST(JunitTest, UnexpectedCasesFailAndExpectedOnesPass) {
  std::vector<SolutionReport> reports = {report("accepted/a", AC, {result("sample/1", AC), result("secret/2", WA, "line 1")}, 2),
                                         report("time_limit_exceeded/t", TLE, {result("sample/1", TLE)}, 2)};
  string xml = junit_xml(reports, {folder_expectation(AC), folder_expectation(TLE)});
  EXPECT_TRUE(Contains(xml, "<testsuites name=\"lcjudge\" tests=\"3\" failures=\"1\" errors=\"0\">"));
  EXPECT_TRUE(Contains(xml, "<testsuite name=\"1-add/accepted/a\" tests=\"2\" failures=\"1\""));
  EXPECT_TRUE(Contains(xml, "<failure message=\"WA: line 1\" type=\"WA\"/>"));
  EXPECT_TRUE(Contains(xml, "<testsuite name=\"1-add/time_limit_exceeded/t\" tests=\"1\" failures=\"0\""));
}

TEST(JunitTest, WhatTheSolutionPrintedIsTheCasesSystemOutEscaped) {
  CaseResult wrong = printing("sample/2", WA, "visit \x1b[2K<b>", 5000);
  wrong.outcome.message = "line 1";
  std::vector<SolutionReport> reports = {
      report("accepted/a", AC, {printing("sample/1", AC, "visit 1\n", 8), wrong, result("sample/3", AC)}, 3),
      report("wrong_answer/w", WA, {printing("sample/1", WA, "debug", 5)}, 3)};
  string xml = junit_xml(reports, {folder_expectation(AC), folder_expectation(WA)});
  EXPECT_TRUE(Contains(xml, "<system-out>stdout: visit 1&#10;</system-out>")) << xml;
  EXPECT_TRUE(Contains(xml, "<failure message=\"WA: line 1\" type=\"WA\"/>\n      "
                            "<system-out>stdout: visit \\x1b[2K&lt;b&gt; (4987 more bytes)</system-out>")) << xml;
  EXPECT_TRUE(Contains(xml, "<system-out>WA&#10;stdout: debug</system-out>")) << xml;  // an expected WA, shown
  size_t shown = 0;  // sample/3 printed nothing and passed: no system-out of its own
  for (size_t at = xml.find("<system-out>"); at != string::npos; at = xml.find("<system-out>", at + 1)) ++shown;
  EXPECT_EQ(shown, 3u) << xml;
}

TEST(JsonReportTest, AWrongAnswerCarriesTheAnswerFoundAndReadsBack) {
  TempDir dir;
  CaseResult wrong = result("sample/1", WA, "line 1");
  wrong.outcome.found_answer = "[1,\x02" "2]";  // a control character, shown escaped
  write_json_report(dir.path("r.json"), {report("wrong_answer/w", WA, {wrong}, 1)}, {folder_expectation(WA)},
                    {"", false, "none", "gcc"});
  string written = read_file(dir.path("r.json"));
  EXPECT_TRUE(Contains(written, "\"found_answer\": \"[1,\\\\x022]\"")) << written;
  LoadedReport loaded = read_json_report(dir.path("r.json"));
  EXPECT_EQ(loaded.reports.at(0).results.at(0).outcome.found_answer, "[1,\\x022]");
}

TEST(JunitTest, MissingRequiredVerdictIsAnExpectationFailure) {
  std::vector<SolutionReport> reports = {report("time_limit_exceeded/t", TLE, {result("sample/1", AC)}, 1)};
  string xml = junit_xml(reports, {folder_expectation(TLE)});
  EXPECT_TRUE(Contains(xml, "<testcase name=\"expectation\""));
  EXPECT_TRUE(Contains(xml, "message=\"expected TLE, but every case was AC (1 judged)\""));
}

// Valid UTF-8 but no XML character: an XML parser refuses the whole report for one of them.
TEST(XmlEscapeTest, TheNoncharactersXmlForbidsAreShownAsBytes) {
  EXPECT_EQ(xml_escape("x\xef\xbf\xbf y\xef\xbf\xbe"), "x\\xef\\xbf\\xbf y\\xef\\xbf\\xbe");
  EXPECT_EQ(xml_escape("\xef\xbf\xbd \xf4\x8f\xbf\xbf"), "\xef\xbf\xbd \xf4\x8f\xbf\xbf");  // U+FFFD, U+10FFFF are XML characters
}

TEST(XmlEscapeTest, EntitiesControlsAndInvalidUtf8) {
  EXPECT_EQ(xml_escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&apos;");
  // XML 1.0 forbids most C0 controls even as entities: shown as \xNN, as on the terminal.
  EXPECT_EQ(xml_escape(string("x\x01y", 3)), "x\\x01y");
  EXPECT_EQ(xml_escape("\x1b[2K\rok"), "\\x1b[2K\\x0dok");
  EXPECT_EQ(xml_escape("a\tb\nc"), "a&#9;b&#10;c");
  EXPECT_EQ(xml_escape("\xff"), "\\xff");
  EXPECT_EQ(xml_escape("caf\xC3\xA9"), "caf\xC3\xA9");
  EXPECT_EQ(xml_escape("\xC3"), "\\xc3");  // truncated sequence
  EXPECT_EQ(xml_escape("\xC0\xAF<"), "\\xc0\\xaf&lt;");  // overlong: each byte shown
  // Escaped once already (a verdict's message): unchanged but for the entities.
  EXPECT_EQ(xml_escape("found '\\x1b[2K'"), "found &apos;\\x1b[2K&apos;");
}

}  // namespace
}  // namespace lcjudge
