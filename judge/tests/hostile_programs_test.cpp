// A problem's own programs are untrusted too: an output validator, an input validator and a
// generator that try to write into the project's root and /tmp write nothing (the output
// validator's only writable file is its judgemessage.txt; the others are stopped by the sandbox,
// their own failure, naming them), and one that embeds a file outside its folders with .incbin
// does not compile. Each fixture problem is this file's own; each hostile program makes one
// attempt and ends, so it is safe even if a defence fails.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "base/atomic_file.h"
#include "base/error.h"
#include "judging/generate.h"
#include "judging/output_validator.h"
#include "judging/problem_programs.h"
#include "judging/validator.h"
#include "problem/config.h"
#include "process/sandbox_client.h"
#include "process/spawn.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;

// A program that tries to create ROOT/NAME and /tmp/NAME, then does what DOES says.
string writer(const string& root, const string& name, const string& does) {
  return "#include <cstdio>\n#include <iostream>\n"
         "static void attempt(const char* path) {\n"
         "  if (std::FILE* f = std::fopen(path, \"w\")) { std::fputs(\"pwned\\n\", f); std::fclose(f); }\n"
         "}\n"
         "int main(int argc, char** argv) {\n"
         "  (void)argc; (void)argv;\n"
         "  attempt(\"" + root + "/" + name + "\");\n"
         "  attempt(\"/tmp/" + name + "\");\n"
         "  " + does + "\n"
         "}\n";
}

class HostileProgramsTest : public ::testing::Test {
 protected:
  HostileProgramsTest() : name_("lcjudge-hostile-" + std::to_string(getpid()) + "-" + test_name()) {
    project_.root = root_.path();
  }
  ~HostileProgramsTest() override {
    std::error_code ignored;
    std::filesystem::remove(tmp_file(), ignored);
  }

  static string test_name() { return ::testing::UnitTest::GetInstance()->current_test_info()->name(); }
  string tmp_file() const { return "/tmp/" + name_; }
  string root_file() const { return root_.path(name_); }
  void expect_nothing_written() const {
    EXPECT_FALSE(std::filesystem::exists(root_file())) << root_file();
    EXPECT_FALSE(std::filesystem::exists(tmp_file())) << tmp_file();
  }

  TempDir root_;
  Project project_;
  string name_;
};

TEST_F(HostileProgramsTest, AnOutputValidatorWritesNothingIntoTheProjectOrTmp) {
  ProblemConfig config;
  config.name = "7-p";
  config.directory = root_.path("testcases/7-p");
  config.output_validator =
      root_.write("testcases/7-p/output_validator/validate.cpp", writer(root_.path(), name_, "return 42;"));
  OutputValidatorLimits limits;
  limits.wall_seconds = 20;
  auto judged = run_output_validator(config, root_.write("testcases/7-p/secret/1.in", "1\n"),
                                     root_.write("testcases/7-p/secret/1.ans", "1\n"), "1\n", limits);
  // Its verdict is its own to give; what it tried to write is nowhere.
  EXPECT_EQ(judged.verdict, Verdict::kAccepted) << judged.message;
  expect_nothing_written();
}

// An output validator may open files for writing (its feedback file): its input and answer are
// sealed copies, so overwriting them changes neither them nor the test's files.
TEST_F(HostileProgramsTest, AnOutputValidatorCannotOverwriteItsInputOrAnswer) {
  ProblemConfig config;
  config.name = "7-p";
  config.directory = root_.path("testcases/7-p");
  config.output_validator = root_.write("testcases/7-p/output_validator/validate.cpp",
                                        "#include <fstream>\n#include <string>\n"
                                        "int main(int, char** argv) {\n"
                                        "  std::ofstream(argv[1]) << \"pwned\\n\";\n"
                                        "  std::ofstream(argv[2], std::ios::in | std::ios::out) << \"pwned\\n\";\n"
                                        "  std::string answer;\n"
                                        "  std::ifstream(argv[2]) >> answer;\n"
                                        "  std::ofstream(std::string(argv[3]) + \"judgemessage.txt\") << answer << '\\n';\n"
                                        "  return 43;\n"
                                        "}\n");
  string input = root_.write("testcases/7-p/secret/1.in", "in\n");
  string answer = root_.write("testcases/7-p/secret/1.ans", "ans\n");
  auto judged = run_output_validator(config, input, answer, "x\n");
  EXPECT_EQ(judged.verdict, Verdict::kWrongAnswer) << judged.message;
  EXPECT_EQ(judged.message, "the output validator says: ans");
  EXPECT_EQ(read_file(input), "in\n");
  EXPECT_EQ(read_file(answer), "ans\n");
}

// What it reads: the input and the answer as given, not another file of the project.
TEST_F(HostileProgramsTest, AnOutputValidatorReadsItsInputAndAnswerButNoOtherFileOfTheProject) {
  root_.write("testcases/7-p/secret/2.ans", "secret\n");
  ProblemConfig config;
  config.name = "7-p";
  config.directory = root_.path("testcases/7-p");
  config.output_validator = root_.write("testcases/7-p/output_validator/validate.cpp",
                                        "#include <fstream>\n#include <string>\n"
                                        "int main(int, char** argv) {\n"
                                        "  std::string input, answer, other;\n"
                                        "  std::ifstream(argv[1]) >> input;\n"
                                        "  std::ifstream(argv[2]) >> answer;\n"
                                        "  std::ifstream(\"" + root_.path("testcases/7-p/secret/2.ans") + "\") >> other;\n"
                                        "  std::ofstream(std::string(argv[3]) + \"judgemessage.txt\") << input << answer << other << '\\n';\n"
                                        "  return 43;\n"
                                        "}\n");
  auto judged = run_output_validator(config, root_.write("testcases/7-p/secret/1.in", "in\n"),
                                     root_.write("testcases/7-p/secret/1.ans", "ans\n"), "x\n");
  EXPECT_EQ(judged.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(judged.message, "the output validator says: inans");
}

TEST_F(HostileProgramsTest, AnInputValidatorThatWritesIsStoppedAndNamed) {
  string source = root_.write("testcases/p/validator/validate.cpp", writer(root_.path(), name_, "return 0;"));
  string input = root_.write("testcases/p/secret/1.in", "1\n");
  auto validator = Validator::for_problem(project_, "p");
  ASSERT_TRUE(validator.has_value());
  try {
    validator->check(input, false);
    ADD_FAILURE() << "a validator that writes passed the file";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(Contains(e.what(), "the validator '" + source + "' was stopped by the sandbox")) << e.what();
    EXPECT_TRUE(Contains(e.what(), "on '" + input + "'")) << e.what();
  }
  expect_nothing_written();
}

TEST_F(HostileProgramsTest, AGeneratorThatWritesFailsTheCheckAndWritesNothing) {
  root_.write("testcases/p/problem.yaml", "method: f\n");
  root_.write("testcases/p/generators/make.cpp", writer(root_.path(), name_, "std::cout << \"1\\n\";"));
  root_.write("testcases/p/generators/cases.txt", "secret/a make --seed 1\n");
  GenOptions options;
  options.problem = "p";
  testing::internal::CaptureStdout();
  int status = command_gen(project_, options);
  string out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(status, 1);
  EXPECT_TRUE(Contains(out, "'make --seed 1' failed")) << out;
  EXPECT_TRUE(Contains(out, "was stopped by the sandbox")) << out;
  expect_nothing_written();
}

// .incbin of a file elsewhere in the project (a test's answer) or of the system's (/etc/passwd,
// readable by everyone) finds nothing in the compiler's jail.
TEST_F(HostileProgramsTest, AValidatorThatEmbedsAFileOutsideItsFoldersDoesNotCompile) {
  string answer = root_.write("testcases/p/secret/1.ans", "the answer\n");
  for (const string& embedded : {answer, string("/etc/passwd")}) {
    ProblemProgram program = validator_program(project_, "p");
    root_.write("testcases/p/validator/validate.cpp",
                "asm(\".section .rodata\\n.incbin \\\"" + embedded + "\\\"\\n.text\\n\");\nint main() {}\n");
    try {
      build_problem_program(program, project_);
      ADD_FAILURE() << "embedding " << embedded << " compiled";
    } catch (const JudgeFailure& e) {
      EXPECT_TRUE(Contains(e.what(), "cannot compile '" + program.source + "'")) << e.what();
      EXPECT_TRUE(test_util::says_not_found(e.what(), embedded)) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(program.binary));
  }
}

// The jail shows a program its own folder and testcases/common/; a common/ (or validator/) that is
// a link showed whatever it led to, here a folder outside the project whose file the validator
// embedded and printed. Refused by name, before anything compiles.
TEST_F(HostileProgramsTest, AProgramsFolderReachedThroughALinkIsRefused) {
  TempDir elsewhere;
  string secret = elsewhere.write("secret.txt", "SECRET\n");
  root_.write("testcases/p/validator/validate.cpp",
              "asm(\".section .rodata\\n.incbin \\\"" + root_.path("testcases/common/secret.txt") +
                  "\\\"\\n.text\\n\");\nint main() {}\n");
  std::filesystem::create_directory_symlink(elsewhere.path(), root_.path("testcases/common"));
  ProblemProgram program = validator_program(project_, "p");
  EXPECT_TRUE(Contains(test_util::failure([&] { build_problem_program(program, project_); }),
                       "testcases/common' is reached through a link")) << secret;
  EXPECT_FALSE(std::filesystem::exists(program.binary));
  std::filesystem::remove(root_.path("testcases/common"));
  std::filesystem::rename(root_.path("testcases/p/validator"), elsewhere.path("validator"));
  std::filesystem::create_directory_symlink(elsewhere.path("validator"), root_.path("testcases/p/validator"));
  EXPECT_TRUE(Contains(test_util::failure([&] { build_problem_program(program, project_); }),
                       "validator' is reached through a link"));
  EXPECT_FALSE(std::filesystem::exists(program.binary));
}

// Only problem.yaml's explicit `trusted_programs: true` lets a program out of the sandbox: here an
// output validator that reads a file of the project beside its input.
TEST_F(HostileProgramsTest, OnlyTrustedProgramsInProblemYamlRunOutsideTheSandbox) {
  string other = root_.write("testcases/7-p/notes.txt", "notes\n");
  root_.write("testcases/7-p/problem.yaml", "method: f\n");
  root_.write("testcases/7-p/output_validator/validate.cpp",
              "#include <fstream>\n#include <string>\n"
              "int main(int, char** argv) {\n"
              "  std::string other = \"none\";\n"
              "  std::ifstream(\"" + other + "\") >> other;\n"
              "  std::ofstream(std::string(argv[3]) + \"judgemessage.txt\") << other << '\\n';\n"
              "  return 43;\n"
              "}\n");
  string input = root_.write("testcases/7-p/secret/1.in", "1\n"), answer = root_.write("testcases/7-p/secret/1.ans", "1\n");
  ProblemConfig config = load_problem_config(root_.path("testcases/7-p"));
  EXPECT_FALSE(config.trusted_programs);
  EXPECT_EQ(run_output_validator(config, input, answer, "x\n").message, "the output validator says: none");
  root_.write("testcases/7-p/problem.yaml", "method: f\ntrusted_programs: true\n");
  config = load_problem_config(root_.path("testcases/7-p"));
  EXPECT_TRUE(config.trusted_programs);
  EXPECT_TRUE(problem_programs_trusted(project_, "7-p"));
  EXPECT_EQ(run_output_validator(config, input, answer, "x\n").message, "the output validator says: notes");
  root_.write("testcases/7-p/problem.yaml", "method: f\ntrusted_programs: yes please\n");
  EXPECT_THROW(load_problem_config(root_.path("testcases/7-p")), JudgeFailure);
}

// A judge killed mid-compile leaves its jail folder; the next build of the program removes it.
TEST_F(HostileProgramsTest, AJailFolderOfAJudgeThatIsGoneIsRemovedAtTheNextBuild) {
  pid_t child = fork();
  if (child == 0) _exit(0);
  ASSERT_GT(child, 0);
  ASSERT_EQ(waitpid(child, nullptr, 0), child);
  ProblemProgram program = validator_program(project_, "p");
  root_.write("testcases/p/validator/validate.cpp", "int main() {}\n");
  string left = root_.mkdir("build/validators/p/validate@jail." + std::to_string(child) + ".1/inside");
  build_problem_program(program, project_);
  EXPECT_TRUE(std::filesystem::exists(program.binary));
  EXPECT_FALSE(std::filesystem::exists(std::filesystem::path(left).parent_path()));
}

// The process layer's part: a sandboxed program gets its arguments, reads its shown files by
// /proc/self/fd/N, and a feedback run's judgemessage.txt comes back; nothing else is writable.
TEST_F(HostileProgramsTest, ASandboxedProgramReadsItsShownFilesAndWritesOnlyItsFeedback) {
  SpawnRequest request;
  request.sandbox = true;
  request.side_channel = false;
  request.limits.wall_seconds = 20;
  request.shown_files = {root_.write("a", "first\n"), root_.write("b", "second\n")};
  // The shell's own read and echo: cat's fadvise64 is not among the calls the filter allows.
  request.argv = {"/bin/sh", "-c", "read a < $0; read b < $1; echo $a $b", shown_file_path(request, 0),
                  shown_file_path(request, 1)};
  RunRecord read = spawn_and_wait(request);
  ASSERT_TRUE(read.internal_error.empty()) << read.internal_error;
  EXPECT_EQ(read.stdout_text, "first second\n") << read.stderr_text;

  if (!sandbox_server_available()) GTEST_SKIP() << "a feedback folder needs the sandbox server";
  request.feedback = true;
  request.shown_files = {root_.path("a")};
  request.argv = {"/bin/sh", "-c",
                  "echo verdict > " + feedback_folder() + "judgemessage.txt; echo x > " + shown_file_path(request, 0) +
                      "; echo y > " + root_file() + "; echo z > " + tmp_file() + "; read a < " + shown_file_path(request, 0) + "; echo $a"};
  RunRecord fed = spawn_and_wait(request);
  ASSERT_TRUE(fed.internal_error.empty()) << fed.internal_error;
  EXPECT_EQ(fed.feedback_text, "verdict\n");
  EXPECT_EQ(fed.stdout_text, "first\n");  // its shown file is sealed
  EXPECT_EQ(read_file(root_.path("a")), "first\n");
  expect_nothing_written();
}

TEST_F(HostileProgramsTest, AGeneratorWithAnUnsafeNameIsRefused) {
  try {
    generator_program(project_, "p", "x@y");
    ADD_FAILURE() << "an unsafe generator name was accepted";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(Contains(e.what(), "generator '" + project_.testcases() + "/p/generators/x@y.cpp' has a name with '@'"))
        << e.what();
  }
  // 250 letters: its jail folder beside its binary did not fit the file system (an internal error).
  const string long_name(250, 'g');
  EXPECT_TRUE(Contains(test_util::failure([&] { generator_program(project_, "p", long_name); }),
                       "has a name of 250 characters: a generator's name is at most 200"));
  EXPECT_EQ(generator_program(project_, "p", string(200, 'g')).binary, project_.build() + "/generators/p/" + string(200, 'g'));
}

// scripts/stress-selftest.sh ran each problem's random_case, shrink and validator by hand, as root,
// outside the sandbox; `judge stress --check-programs` runs them sandboxed: one that writes is
// stopped and named, writing nothing, and a shrink candidate the validator rejects is named.
TEST_F(HostileProgramsTest, StressCheckProgramsRunsThemSandboxedAndNamesAnInvalidCandidate) {
  test_util::ScratchProject project;
  project.write("testcases/1-add/reference/brute.cpp",
                "class Solution {\n public:\n  int add(int a, int b) { return a + b; }\n};\n");
  project.write("testcases/1-add/validator/validate.cpp",
                "#include <fstream>\n#include <iostream>\nint main(int argc, char** argv) {\n"
                "  if (argc < 2) return 2;\n  std::ifstream in(argv[1]);\n  long long a, b;\n"
                "  if (in >> a >> b && a < 100) return 0;\n"
                "  std::cerr << argv[1] << \":1:1: a is below 100\\n\";\n  return 1;\n}\n");
  const string cases = "for (int i = 0; i < 3; ++i) std::cout << i << \"\\n\" << i << \"\\n---\\n\";";
  project.write("testcases/1-add/generators/random_case.cpp", writer(project.root(), name_, cases));
  project.write("testcases/1-add/generators/shrink.cpp",
                "#include <iostream>\nint main() { std::cout << \"1\\n1\\n---\\n500\\n1\\n---\\n\"; }\n");
  RunRecord run = project.judge({"stress", "1-add", "--check-programs", "3"});
  EXPECT_EQ(run.exit_code, 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "was stopped by the sandbox")) << run.stderr_text;
  EXPECT_FALSE(std::filesystem::exists(project.path(name_))) << project.path(name_);
  EXPECT_FALSE(std::filesystem::exists(tmp_file())) << tmp_file();

  project.write("testcases/1-add/generators/random_case.cpp", "#include <iostream>\nint main() { " + cases + " }\n");
  run = project.judge({"stress", "1-add", "--check-programs", "3"});
  EXPECT_EQ(run.exit_code, 2) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stderr_text, "candidate 2 shrink printed for the case of seed 1 is not valid")) << run.stderr_text;

  project.write("testcases/1-add/generators/shrink.cpp", "#include <iostream>\nint main() { std::cout << \"1\\n1\\n---\\n\"; }\n");
  run = project.judge({"stress", "1-add", "--check-programs", "3"});
  EXPECT_EQ(run.exit_code, 0) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "3 cases from random_case (seeds 1 to 3) and 3 shrink candidates are valid")) << run.stdout_text;
}

}  // namespace
}  // namespace lcjudge
