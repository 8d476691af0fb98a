// Ctrl-C: the real build/judge, interrupted while a solution sleeps, exits 130 long before the
// run's deadline, with no process of the run left and none of its scratch folders.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "commands/cli.h"
#include "process/interrupt.h"
#include "process/sandbox_client.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

extern char** environ;

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;
using test_util::processes_running;
using Clock = std::chrono::steady_clock;

using test_util::parent_of;

std::vector<string> folder_entries(const string& path) {
  std::vector<string> names;
  for (const auto& entry : std::filesystem::directory_iterator(path)) names.push_back(entry.path().filename().string());
  return names;
}

// Starts the built judge with ARGS in ROOT with TMPDIR set, its output to judge.out and judge.err there;
// SIGINT at its default, whatever this process inherited.
pid_t start_judge(const string& root, const std::vector<string>& args, const string& tmpdir) {
  std::vector<string> words = {test_util::built_judge()};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  std::vector<string> environment = {"TMPDIR=" + tmpdir};
  for (char** e = environ; *e; ++e) {
    if (string(*e).rfind("TMPDIR=", 0) != 0) environment.push_back(*e);
  }
  std::vector<char*> envp;
  for (auto& entry : environment) envp.push_back(entry.data());
  envp.push_back(nullptr);

  string out = root + "/judge.out", err = root + "/judge.err";
  pid_t pid = fork();
  if (pid == 0) {  // only async-signal-safe calls from here
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    signal(SIGINT, SIG_DFL);
    int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (out_fd < 0 || err_fd < 0 || dup2(out_fd, STDOUT_FILENO) < 0 || dup2(err_fd, STDERR_FILENO) < 0 ||
        chdir(root.c_str()) != 0) {
      _exit(127);
    }
    execve(argv[0], argv.data(), envp.data());
    _exit(127);
  }
  return pid;
}

// Waits up to `patience` for CONDITION; true if it held.
template <typename Condition> bool wait_for(Condition condition, std::chrono::milliseconds patience) {
  auto deadline = Clock::now() + patience;
  while (!condition()) {
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

TEST(InterruptTest, CtrlCStopsTheRunKillsItsProgramsAndRemovesItsScratchFolders) {
  ScratchProject project;
  // A time limit of 5 s: the wall deadline (8.25 s) is far, so only the interrupt can end the run.
  project.write("testcases/1-add/problem.yaml", "method: add\ntime_limit: 5\n");
  project.write("solutions/1-add/time_limit_exceeded/sleeps.cpp",
                "// Must earn TLE: sleeps (30 s at most).\nclass Solution {\n public:\n  int add(int a, int b) {\n"
                "    this_thread::sleep_for(chrono::seconds(30));\n    return a + b;\n  }\n};\n");
  RunRecord build = project.judge({"build", "-j", "2"});  // compiled first: the interrupt must find the run
  ASSERT_EQ(build.exit_code, kExitAllExpected) << build.stdout_text << build.stderr_text;
  string sleeper = project.path("build/solutions/1-add/time_limit_exceeded/sleeps.cpp/optimised");
  string tmp = project.mkdir("tmp");

  pid_t judge = start_judge(project.root(), {"run", "-j", "2"}, tmp);
  ASSERT_GT(judge, 0);
  // Judging goes on to the sleeper while the other thread may still check add.cpp (its sanitized
  // run): the interrupt waits until add.cpp's line is out, so that the sleeper runs alone.
  auto add_judged = [&] {
    std::ifstream out(project.path("judge.out"));
    string text((std::istreambuf_iterator<char>(out)), std::istreambuf_iterator<char>());
    return Contains(text, "1-add/accepted/add");
  };
  bool started = wait_for([&] { return !processes_running(sleeper).empty() && add_judged(); }, std::chrono::seconds(20));
  std::vector<pid_t> sleepers = processes_running(sleeper);
  std::vector<string> scratch = folder_entries(tmp);
  if (!started) kill(judge, SIGKILL);
  ASSERT_TRUE(started) << "the sleeping solution never started";
  // The sleeper's scratch folder; none where the sandbox server runs it (in its empty root).
  EXPECT_EQ(scratch.size(), sandbox_server_available() ? 0u : 1u);
  if (!scratch.empty()) {
    EXPECT_EQ(scratch[0].rfind("lcjudge-run-", 0), 0u) << scratch[0];
  }

  auto interrupted = Clock::now();
  ASSERT_EQ(kill(judge, SIGINT), 0);
  int status = 0;
  bool exited = wait_for([&] { return waitpid(judge, &status, WNOHANG) == judge; }, std::chrono::seconds(5));
  double seconds = std::chrono::duration<double>(Clock::now() - interrupted).count();
  if (!exited) {
    kill(judge, SIGKILL);
    waitpid(judge, &status, 0);
  }
  // 5 s is before the run's own wall deadline (8.25 s): only the interrupt can have ended it so
  // soon. How much sooner is the machine's load as much as the judge's, and is not asserted.
  ASSERT_TRUE(exited) << "the judge did not stop within 5 s of SIGINT (" << seconds << " s)";
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), kExitInterrupted);
  for (pid_t pid : sleepers) EXPECT_TRUE(test_util::process_gone(pid, std::chrono::milliseconds(500))) << pid;
  EXPECT_TRUE(processes_running(sleeper).empty());
  EXPECT_TRUE(folder_entries(tmp).empty());
  std::ifstream err(project.path("judge.err"));
  string text((std::istreambuf_iterator<char>(err)), std::istreambuf_iterator<char>());
  // The sleeper's session, and its sanitized build's beside it on the same case.
  EXPECT_TRUE(Contains(text, "judge: interrupted by SIGINT: stopped 2 running programs")) << text;
}

// Killed outright, the judge cleans nothing up itself: its sandbox servers, and the runs they
// started, must die with it (each one's parent-death signal), not run on to their deadlines.
TEST(InterruptTest, AJudgeKilledOutrightLeavesNoServerAndNoRun) {
  ScratchProject project;
  project.write("testcases/1-add/problem.yaml", "method: add\ntime_limit: 5\n");
  project.write("solutions/1-add/time_limit_exceeded/sleeps.cpp",
                "// Must earn TLE: sleeps (30 s at most).\nclass Solution {\n public:\n  int add(int a, int b) {\n"
                "    this_thread::sleep_for(chrono::seconds(30));\n    return a + b;\n  }\n};\n");
  RunRecord build = project.judge({"build", "-j", "2"});
  ASSERT_EQ(build.exit_code, kExitAllExpected) << build.stdout_text << build.stderr_text;
  string sleeper = project.path("build/solutions/1-add/time_limit_exceeded/sleeps.cpp/optimised");
  string server = std::filesystem::weakly_canonical(sandbox_server_path()).string();
  string tmp = project.mkdir("tmp");

  pid_t judge = start_judge(project.root(), {"run", "-j", "2"}, tmp);
  ASSERT_GT(judge, 0);
  // Judging goes on to the sleeper while the other thread may still check add.cpp (its sanitized
  // run): the interrupt waits until add.cpp's line is out, so that the sleeper runs alone.
  auto add_judged = [&] {
    std::ifstream out(project.path("judge.out"));
    string text((std::istreambuf_iterator<char>(out)), std::istreambuf_iterator<char>());
    return Contains(text, "1-add/accepted/add");
  };
  bool started = wait_for([&] { return !processes_running(sleeper).empty() && add_judged(); }, std::chrono::seconds(20));
  // The judge's servers: each a child of the judge, and its serving process a child of that.
  std::vector<pid_t> left = processes_running(sleeper), servers = processes_running(server);
  for (pid_t pid : servers) {
    pid_t parent = parent_of(pid);
    if (parent == judge || parent_of(parent) == judge) left.push_back(pid);
  }
  kill(judge, SIGKILL);
  waitpid(judge, nullptr, 0);
  ASSERT_TRUE(started) << "the sleeping solution never started";
  for (pid_t pid : left) EXPECT_TRUE(test_util::process_gone(pid, std::chrono::milliseconds(1000))) << pid;
}

}  // namespace
}  // namespace lcjudge
