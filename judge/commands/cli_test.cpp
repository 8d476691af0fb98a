// The command line as typed: each command takes its own options only, refuses others naming
// them, suggests what a typo meant, lists the problems when one is unknown, and shows one
// command's help. The real build/judge in a scratch project (tests/scratch_project.h).
#include "commands/cli.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "problem/language.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_util::Contains;
using test_util::ScratchProject;

class CliTest : public ::testing::Test {
 protected:
  CliTest() { project_.write("testcases/2-sub/problem.yaml", "method: sub\n"); }

  // Runs `judge ARGS`, which must be refused as a usage error: exit 2, nothing on stdout, and
  // stderr's first line returned.
  string refusal(const vector<string>& args) {
    RunRecord run = project_.judge(args);
    EXPECT_TRUE(run.exited) << run.internal_error;
    EXPECT_EQ(run.exit_code, kExitError) << run.stdout_text << run.stderr_text;
    EXPECT_EQ(run.stdout_text, "");
    return run.stderr_text.substr(0, run.stderr_text.find('\n'));
  }

  ScratchProject project_;
};

TEST_F(CliTest, OptionOfAnotherCommandIsRefusedNamingIt) {
  RunRecord run = project_.judge({"run", "--seed", "5"});
  EXPECT_EQ(run.exit_code, kExitError);
  EXPECT_EQ(run.stdout_text, "");  // nothing judged
  EXPECT_EQ(run.stderr_text,
            "judge: error: judge run has no option '--seed'\nTry 'judge run --help' for more information.\n");
  EXPECT_EQ(refusal({"build", "1", "--all"}), "judge: error: judge build has no option '--all'");
  EXPECT_EQ(refusal({"merge", "a.json", "--shard", "1/2"}), "judge: error: judge merge has no option '--shard'");
}

TEST_F(CliTest, MistypedOptionGetsASuggestion) {
  EXPECT_EQ(refusal({"run", "--jobz", "2"}), "judge: error: judge run has no option '--jobz' (did you mean '--jobs'?)");
  EXPECT_EQ(refusal({"compare", "--no-swep"}),
            "judge: error: judge compare has no option '--no-swep' (did you mean '--no-sweep'?)");
}

TEST_F(CliTest, MistypedCommandGetsASuggestion) {
  RunRecord run = project_.judge({"rnu"});
  EXPECT_EQ(run.exit_code, kExitError);
  EXPECT_EQ(run.stderr_text,
            "judge: error: unknown command 'rnu' (did you mean 'run'?)\nTry 'judge --help' for more information.\n");
  EXPECT_EQ(refusal({"frobnicate"}), "judge: error: unknown command 'frobnicate'");
  EXPECT_EQ(refusal({}), "judge: error: missing COMMAND");
}

TEST_F(CliTest, BadOptionValuesAreRefused) {
  EXPECT_EQ(refusal({"run", "-j", "0"}), "judge: error: judge run: --jobs expects a whole number from 1 to 256, found '0'");
  EXPECT_EQ(refusal({"run", "--shard", "3/2"}),
            "judge: error: judge run: --shard expects K/N with 1 <= K <= N <= 100000, like 2/4, found '3/2'");
  EXPECT_EQ(refusal({"stress", "1", "--count"}), "judge: error: judge stress: option '--count' needs a value");
  EXPECT_EQ(refusal({"stress"}), "judge: error: stress needs a PROBLEM or SOLUTION files (judge stress 913, or "
                                 "judge stress --problem 913 mine.cpp)");
  EXPECT_EQ(refusal({"timelimit", "1", "2"}), "judge: error: judge timelimit: unexpected argument '2'");
}

// Every command reads a problem's name through the one helper, and says the same when it is unknown.
TEST_F(CliTest, UnknownProblemListsTheProblems) {
  const string unknown = "judge: error: unknown problem '914': the problems are 1-add, 2-sub";
  string case_file = project_.write("case.txt", "1\n2\n");
  for (const vector<string>& args : vector<vector<string>>{{"run", "914"},
                                                           {"build", "914"},
                                                           {"run", "--problem", "914", ScratchProject::kSolution},
                                                           {"timelimit", "914"},
                                                           {"add", "914", case_file},
                                                           {"gen", "914"},
                                                           {"stress", "914"},
                                                           {"stress", "--problem", "914"},
                                                           {"compare", "914"},
                                                           {"bench", "914"}}) {
    EXPECT_EQ(refusal(args), unknown) << args[0];
  }
  EXPECT_EQ(refusal({"run", "1-ad"}),
            "judge: error: unknown problem '1-ad' (did you mean '1-add'?): the problems are 1-add, 2-sub");
}

// Each judges 1-add's one solution on its one case (`judge run 2-sub` would judge nothing).
TEST_F(CliTest, ProblemByNumberFolderOrPathIsTheSameProblem) {
  for (const char* name : {"1-add", "1", "testcases/1-add/", "./testcases/1-add"}) {
    RunRecord run = project_.judge({"run", name, "-j", "1"});
    EXPECT_EQ(run.exit_code, kExitAllExpected) << name << ": " << run.stderr_text;
    EXPECT_TRUE(Contains(run.stdout_text, "1-add/accepted/add ")) << name;
    EXPECT_TRUE(Contains(run.stdout_text, " 1/1 passed ")) << name;
    EXPECT_TRUE(Contains(run.stdout_text, "\n1 passed, 0 failed\n")) << name;
  }
}

TEST_F(CliTest, HelpOfACommandShowsItsOptionsOnly) {
  RunRecord help = project_.judge({"help", "run"});
  EXPECT_EQ(help.exit_code, kExitAllExpected);
  EXPECT_TRUE(Contains(help.stdout_text, "Usage: judge run [OPTIONS] [PROBLEM|SOLUTION...]"));
  for (const char* own : {"--tests DIR", "--problem P", "--all", "-v,--verbose", "-j,--jobs N", "--json FILE",
                          "--junit FILE", "--shard K/N", "--no-sandbox"}) {
    EXPECT_TRUE(Contains(help.stdout_text, own)) << own;
  }
  for (const char* other : {"--seed", "--repeat", "--write", "--group", "--expect", "stress"}) {
    EXPECT_FALSE(Contains(help.stdout_text, other)) << other << " in:\n" << help.stdout_text;
  }
  EXPECT_EQ(help.stderr_text, "");
  EXPECT_EQ(project_.judge({"run", "--help"}).stdout_text, help.stdout_text);
  EXPECT_TRUE(Contains(project_.judge({"compare", "--help"}).stdout_text, "--sweep,--no-sweep"));
  EXPECT_EQ(refusal({"help", "rnu"}), "judge: error: unknown command 'rnu' (did you mean 'run'?)");
}

TEST_F(CliTest, HelpListsEveryCommand) {
  RunRecord help = project_.judge({"help"});
  EXPECT_EQ(help.exit_code, kExitAllExpected);
  for (const char* command : {"run", "build", "timelimit", "new", "check-data", "add", "gen", "stress", "compare", "bench", "merge", "help"}) {
    EXPECT_TRUE(Contains(help.stdout_text, string("\n  ") + command + " ")) << command;
  }
  EXPECT_FALSE(Contains(help.stdout_text, "--no-sandbox"));  // options are in each command's own help
  EXPECT_EQ(project_.judge({"--help"}).stdout_text, help.stdout_text);
}

// The judge judges its languages, and its help says so.
TEST_F(CliTest, HelpNamesEveryLanguageJudged) {
  string help = project_.judge({"help"}).stdout_text;
  std::replace(help.begin(), help.end(), '\n', ' ');  // as wrapped
  EXPECT_FALSE(Contains(help, "C++ solutions")) << help;
  for (Language language : all_languages()) EXPECT_TRUE(Contains(help, language_name(language))) << language_name(language);
  EXPECT_TRUE(Contains(help, judged_languages_text())) << help;  // the table's, whichever languages it lists
}

// -v's header describes the builds of the languages judged, and only theirs.
TEST_F(CliTest, TheVerboseHeaderOfAPythonRunSaysNothingOfCpp) {
  project_.write("testcases/3-mul/problem.yaml", "signature: int mul(int a, int b)\ntime_limit: 1\nmemory_limit: 256\nsanitize: false\n");
  project_.write("testcases/3-mul/sample/1.in", "2\n3\n");
  project_.write("testcases/3-mul/sample/1.ans", "6\n");
  project_.write("solutions/3-mul/accepted/mul.py", "class Solution:\n    def mul(self, a: int, b: int) -> int:\n        return a * b\n");
  RunRecord run = project_.judge({"run", "-v", "3"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "\nbuild: Python 3: ")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "gcc")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "clang")) << run.stdout_text;
  EXPECT_FALSE(Contains(run.stdout_text, "C++")) << run.stdout_text;
}

// The forms the Makefile, scripts/ and README use still parse: options after targets, -j twice
// (the last counts), reports, and `--` before targets.
TEST_F(CliTest, TheUsualInvocationsStillWork) {
  for (const vector<string>& args : vector<vector<string>>{
           {"build", "-j", "2"},
           {"run", "-j", "2", "--json", "out/judge.json", "--junit", "out/judge.xml"},
           {"run", "--all", "-j", "1", "-j", "2", "-v", "1"},
           {"run", ScratchProject::kSolution, "--problem", "1", "--tests", "testcases/1-add/sample"},
           {"run", "--shard", "1/2", "--no-sandbox", "--json", "out/shard-1.json"},
           {"run", "--shard", "2/2", "--json", "out/shard-2.json"},
           {"merge", "out/shard-1.json", "out/shard-2.json", "--junit", "out/merged.xml"},
           {"run", "-j2", "--jobs=2", "--", "1-add"}}) {
    RunRecord run = project_.judge(args);
    string line;
    for (const auto& arg : args) line += " " + arg;
    EXPECT_EQ(run.exit_code, kExitAllExpected) << "judge" << line << "\n" << run.stdout_text << run.stderr_text;
  }
  EXPECT_TRUE(std::filesystem::exists(project_.path("out/judge.xml")));
  EXPECT_TRUE(std::filesystem::exists(project_.path("out/merged.xml")));
}

}  // namespace
}  // namespace lcjudge

namespace lcjudge {
namespace {

// Each command's help ends with what its own exit statuses mean, then the shared 2 and 130.
TEST(CliHelpTest, EachCommandsHelpStatesItsOwnExitStatuses) {
  test_util::ScratchProject project;
  std::vector<std::string> footers;
  for (const char* command : {"run", "try", "debug", "build", "timelimit", "new", "check-data", "add", "gen", "validate",
                              "stress", "compare", "bench", "merge", "help"}) {
    RunRecord run = project.judge({command, "--help"});
    EXPECT_TRUE(run.exited && run.exit_code == 0) << command << ": " << run.stderr_text;
    size_t at = run.stdout_text.rfind("Exit status: ");
    ASSERT_NE(at, std::string::npos) << command << ": " << run.stdout_text;
    std::string footer = run.stdout_text.substr(at);
    EXPECT_TRUE(test_util::Contains(footer, "130 interrupted")) << command << ": " << footer;
    EXPECT_EQ(std::count(footers.begin(), footers.end(), footer), 0) << command << " says what another says: " << footer;
    footers.push_back(footer);
  }
  EXPECT_TRUE(test_util::Contains(footers[0], "Exit status: 0 every solution earned the verdict its folder declares, 1 some did not"));
}

}  // namespace
}  // namespace lcjudge
