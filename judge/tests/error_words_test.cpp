// LeetCode's words for a solution's errors, in every language (issue #40): a compile error is the
// compiler's or checker's whole message as LeetCode shows it (`Line N:` for the file, the quoted
// line and its caret, none of the judge's folders), and a run-time error keeps its traceback
// trimmed to the solution's frames, shown under the case by `judge run -v`, `judge try` and the
// JSON report. Fixtures of their own: judge/tests/fixtures/solutions/compile_error/ and
// run_time_error/, on the fixture problem that adds two ints (fixtures/language_problem).
#include <gtest/gtest.h>

#include <string>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "tests/hostile_language_run.h"
#include "tests/scratch_project.h"

// A namespace of its own: unity batches put this file beside other tests.
namespace lcjudge::error_words_test {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;
using test_util::hostile::config_for;
using test_util::hostile::HostileRun;
using test_util::hostile::language_fixture;

// The compile error NAME (compile_error/NAME) earns, built with a compile cache of its own.
string compile_error_of(const string& name) {
  TempDir cache;
  SolutionBuilder builder{Project{}};
  builder.set_cache_folder(cache.path());
  SolutionFile solution = language_fixture("compile_error/" + name);
  BuildOutcome build = builder.build(solution, config_for(solution.language));
  EXPECT_FALSE(build.ok) << name;
  // Never a folder of the judge's, nor the fixture's own path.
  EXPECT_FALSE(Contains(build.message, "build/")) << build.message;
  EXPECT_FALSE(Contains(build.message, "jail")) << build.message;
  EXPECT_FALSE(Contains(build.message, "fixtures/")) << build.message;
  return build.message;
}

TEST(CompileErrorWordsTest, CppIsClangsWholeMessageWithLineAndChar) {
  const string message = compile_error_of("undeclared_name.cpp");
  EXPECT_EQ(message.substr(0, message.find('\n')), "Line 5: Char 13: error: use of undeclared identifier 'y'") << message;
  EXPECT_TRUE(Contains(message, "\n    5 |     int x = y;\n      |             ^\n")) << message;
  EXPECT_TRUE(Contains(message, "1 error generated.")) << message;
}

TEST(CompileErrorWordsTest, JavaIsJavacsWholeMessageWithTheSymbolAndItsLocation) {
  EXPECT_EQ(compile_error_of("undeclared_name.java"),
            "Line 4: error: cannot find symbol\n"
            "        int x = y;\n"
            "                ^\n"
            "  symbol:   variable y\n"
            "  location: class Solution");
}

TEST(CompileErrorWordsTest, TypeScriptIsTscsMessageWithLineAndChar) {
  EXPECT_EQ(compile_error_of("undeclared_name.ts"), "Line 4: Char 12: error TS2304: Cannot find name 'y'.");
}

TEST(CompileErrorWordsTest, GoIsTheCompilersMessageWithLineCharAndFile) {
  EXPECT_EQ(compile_error_of("undeclared_name.go"), "Line 4: Char 9: undefined: y (solution.go)");
}

TEST(CompileErrorWordsTest, PythonIsItsSyntaxErrorUpsideDownAsLeetCodePrintsIt) {
  EXPECT_EQ(compile_error_of("unclosed_bracket.py"),
            "SyntaxError: '[' was never closed\n"
            "           ^\n"
            "    return [a + b\n"
            "Line 4  (Solution.py)");
}

TEST(CompileErrorWordsTest, PhpIsItsParseErrorOnTheFilesLine) {
  EXPECT_EQ(compile_error_of("unexpected_token.php"),
            "Line 5: PHP Parse error:  syntax error, unexpected token \";\" in solution.php on line 5");
}

TEST(CompileErrorWordsTest, RubyIsItsSyntaxErrorOnTheFilesLine) {
  EXPECT_EQ(compile_error_of("unexpected_end.rb"), "Line 5: syntax error, unexpected `end', expecting end-of-input");
}

TEST(CompileErrorWordsTest, JavaScriptIsNodesSyntaxErrorWithItsCaret) {
  EXPECT_EQ(compile_error_of("unexpected_token.js"),
            "Line 4 in solution.js\n"
            "    return sum +;\n"
            "                ^\n"
            "SyntaxError: Unexpected token ';'");
}

// The traceback the run of run_time_error/NAME keeps: RTE, the message its one-line headline.
string traceback_of(const string& name, const string& headline) {
  HostileRun run("run_time_error/" + name);
  EXPECT_EQ(run.outcome.verdict, Verdict::kRunTimeError) << run.outcome.message;
  EXPECT_EQ(run.outcome.message, "uncaught exception " + headline);
  return run.outcome.traceback;
}

TEST(RunTimeErrorWordsTest, PythonShowsEachOfTheSolutionsFramesWithItsCarets) {
  EXPECT_EQ(traceback_of("divides_in_a_helper.py", "ZeroDivisionError: integer division or modulo by zero (line 7 in share)"),
            "ZeroDivisionError: integer division or modulo by zero\n"
            "           ~~~~~~^^~~~~~~\n"
            "    return total // parts\n"
            "Line 7 in share (Solution.py)\n"
            "           ^^^^^^^^^^^^^^^^^^^^^^^^\n"
            "    return self.share(a + b, a - 2)\n"
            "Line 4 in add (Solution.py)");
}

TEST(RunTimeErrorWordsTest, JavaShowsTheSolutionsFramesOnly) {
  EXPECT_EQ(traceback_of("indexes_past_the_end.java",
                         "java.lang.ArrayIndexOutOfBoundsException: Index 10 out of bounds for length 4 (line 9 in Solution.at)"),
            "java.lang.ArrayIndexOutOfBoundsException: Index 10 out of bounds for length 4\n"
            "  at line 9, Solution.at\n"
            "  at line 5, Solution.add");
}

TEST(RunTimeErrorWordsTest, JavaScriptShowsTheLineItsCaretAndTheSolutionsFrames) {
  EXPECT_EQ(traceback_of("reads_a_property_of_null.js", "TypeError: Cannot read properties of null (reading 'value') (line 7 in field)"),
            "Line 7 in solution.js\n"
            "    return object.value;\n"
            "                  ^\n"
            "TypeError: Cannot read properties of null (reading 'value')\n"
            "    Line 7: Char 19 in solution.js (field)\n"
            "    Line 3: Char 12 in solution.js (add)");
}

TEST(RunTimeErrorWordsTest, GoShowsThePanicAndEachOfTheSolutionsFrames) {
  EXPECT_EQ(traceback_of("indexes_past_the_end.go", "panic: runtime error: index out of range [10] with length 4 (line 8 in at)"),
            "panic: runtime error: index out of range [10] with length 4\n"
            "main.at(...)\n"
            "solution.go, line 8\n"
            "main.add(...)\n"
            "solution.go, line 4");
}

TEST(RunTimeErrorWordsTest, PhpShowsItsFatalErrorAndTheSolutionsStackTrace) {
  EXPECT_EQ(traceback_of("divides_by_zero.php", "DivisionByZeroError: Division by zero (line 9 in Solution->share)"),
            "PHP Fatal error:  Uncaught DivisionByZeroError: Division by zero in solution.php:9\n"
            "Stack trace:\n"
            "#0 solution.php(9): intdiv()\n"
            "#1 solution.php(5): Solution->share()\n"
            "#2 {main}\n"
            "  thrown in solution.php on line 9");
}

// What the user sees: the traceback under the case in `judge run -v`, under the verdict in
// `judge try`, and in the JSON report; indented, so that no line of it passes for the table's.
TEST(RunTimeErrorWordsTest, RubyShowsItsMessageOnTheInnermostLineThenTheSolutionsFrames) {
  EXPECT_EQ(traceback_of("calls_a_method_of_nil.rb", "NoMethodError: undefined method `size' for nil:NilClass (line 8 in share)"),
            "Line 8: undefined method `size' for nil:NilClass (NoMethodError) in solution.rb (share)\n"
            "  total + parts.size\n"
            "               ^^^^^\n"
            "Line 4 in solution.rb (block in add)\n"
            "Line 4 in solution.rb (map)\n"
            "Line 4 in solution.rb (add)");
}

TEST(RunTimeErrorWordsTest, RunTryAndTheJsonReportShowTheTraceback) {
  test_util::ScratchProject scratch;
  const string solution = "solutions/1-add/run_time_error/divides.py";
  scratch.write(solution, read_file(test_fixtures::kFixtures + "/solutions/run_time_error/divides_in_a_helper.py"));
  RunRecord run = scratch.judge({"run", "1-add", "-v", "--json", "report.json"});
  EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "(line 7 in share)\n"
                                        "           ZeroDivisionError: integer division or modulo by zero\n"
                                        "                      ~~~~~~^^~~~~~~\n"
                                        "               return total // parts\n"
                                        "           Line 7 in share (Solution.py)\n"))
      << run.stdout_text;
  const string json = read_file(scratch.path("report.json"));
  EXPECT_TRUE(Contains(json, "\"traceback\": \"ZeroDivisionError: integer division or modulo by zero\\n"
                             "           ~~~~~~^^~~~~~~\\n    return total // parts\\nLine 7 in share (Solution.py)"))
      << json;
  RunRecord tried = scratch.judge({"try", solution});
  EXPECT_TRUE(Contains(tried.stdout_text, "verdict:  RTE (run time error): uncaught exception ZeroDivisionError: "
                                          "integer division or modulo by zero (line 7 in share)\n"
                                          "          ZeroDivisionError: integer division or modulo by zero\n"))
      << tried.stdout_text;
  EXPECT_TRUE(Contains(tried.stdout_text, "\n          Line 4 in add (Solution.py)\n")) << tried.stdout_text;
}

}  // namespace
}  // namespace lcjudge::error_words_test
