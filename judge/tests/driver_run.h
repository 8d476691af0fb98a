// What the language drivers' own tests share (python_driver_test.cpp, javascript_driver_test.cpp,
// php_driver_test.cpp): a driver started by hand as the judge starts it, the case on stdin and
// descriptors 1 to 4 each in a file, with what it left there; and the call descriptor of a function
// problem with the types they use (judging/call_descriptor.h writes the real ones).
#pragma once

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "tests/api_channel.h"
#include "tests/test_util.h"

namespace lcjudge::test_util {

struct DriverRun {
  int status = -1;    // the exit status, or 128 + the signal
  std::string answer;  // descriptor 4
  std::string meta;    // descriptor 3
  std::string out;
  std::string err;
  std::string api_wrong_answer;  // an API problem's: the judge's wrong answer, "" if none
};

inline std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs ARGV (argv[0] an absolute path) in DIR with CASE_TEXT on stdin, descriptors 3 and 4 open
// unless HAND_RUN, and RLIMIT_STACK set to STACK_BYTES when it is not 0. With API_SPEC (an API
// problem's, "MountainArray array target"), the case's hidden lines are withheld and the judge's
// interactor answers the driver's calls (api_channel.h); its answer replaces the driver's where the
// API gives it (843).
inline DriverRun run_driver_program(const TempDir& dir, const std::vector<std::string>& argv, const std::string& case_text,
                                    bool hand_run = false, rlim_t stack_bytes = 0, const std::string& api_spec = "") {
  std::optional<ApiChannelForTest> api;
  if (!api_spec.empty()) api.emplace(api_spec, case_text);
  const std::string case_path = dir.write("case.in", api ? api->shown_text() : case_text);
  const std::string names[] = {"out", "err", "meta", "answer"};
  std::vector<char*> words;
  for (const std::string& word : argv) words.push_back(const_cast<char*>(word.c_str()));
  words.push_back(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    int in = open(case_path.c_str(), O_RDONLY);
    dup2(in, 0);
    if (api) api->place_in_child();  // first: its pipes may sit at 3 or 4, where the files go next
    for (int fd = 1; fd <= 4; ++fd) {
      if (hand_run && fd >= 3) {
        close(fd);
        continue;
      }
      int file = open(dir.path(names[fd - 1]).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      dup2(file, fd);
      if (file > 4) close(file);
    }
    if (stack_bytes) {
      struct rlimit limit = {stack_bytes, stack_bytes};
      setrlimit(RLIMIT_STACK, &limit);
    }
    execv(words[0], words.data());
    _exit(127);
  }
  DriverRun run;
  int status = 0;
  if (api) {
    status = api->serve_until_exit(pid);
  } else {
    waitpid(pid, &status, 0);
  }
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = file_text(dir.path("out"));
  run.err = file_text(dir.path("err"));
  run.meta = file_text(dir.path("meta"));
  run.answer = file_text(dir.path("answer"));
  if (api) {
    run.api_wrong_answer = api->wrong_answer();
    if (std::optional<std::string> given = api->answer_override(); given && run.status == 0) run.answer = *given;
  }
  return run;
}

// The descriptor's types the tests use, as judging/call_descriptor.h writes them.
inline const std::string kInt = R"({"kind":"int","cpp":"int"})";
inline const std::string kLong = R"({"kind":"long","cpp":"long long"})";
inline const std::string kDouble = R"({"kind":"double","cpp":"double"})";
inline const std::string kString = R"({"kind":"string","cpp":"string"})";
inline const std::string kBool = R"({"kind":"bool","cpp":"bool"})";
inline const std::string kVoid = R"({"kind":"void","cpp":"void"})";
inline const std::string kInts = R"({"kind":"list","cpp":"vector<int>","element":)" + kInt + "}";
inline const std::string kMatrix = R"({"kind":"list","cpp":"vector<vector<int>>","element":)" + kInts + "}";
inline const std::string kListNode = R"({"kind":"ListNode","cpp":"ListNode*"})";
inline const std::string kTreeNode = R"({"kind":"TreeNode","cpp":"TreeNode*"})";
inline const std::string kNode = R"({"kind":"Node","cpp":"Node*"})";
inline const std::string kNestedInteger = R"({"kind":"NestedInteger","cpp":"NestedInteger"})";

// A function problem's descriptor: PARAMETERS is the JSON array of {"name","type"}.
inline std::string function_descriptor(const std::string& method, const std::string& parameters, const std::string& result,
                                       const std::string& node = "", const std::string& output = "return", int answer = -1) {
  return R"({"kind":"function","class":"Solution","drive":"operations","node":")" + node + R"(","output":")" + output +
         R"(","method":")" + method + R"(","methods":[{"name":")" + method + R"(","constructor":false,"result":)" + result +
         R"(,"parameters":)" + parameters + R"(,"answer":)" + std::to_string(answer) +
         R"(}],"api":"","api_case":null,"api_queries":false})";
}

// The descriptors the script drivers' tests share: Two Sum's, and MinStack's (push, getMin).
inline const std::string kTwoSum = function_descriptor("twoSum", R"([{"name":"nums","type":)" + kInts +
                                                                     R"(},{"name":"target","type":)" + kInt + "}]",
                                                       kInts);

inline const std::string kMinStack = R"({"kind":"design","class":"MinStack","drive":"operations","node":"","output":"return",)"
                                      R"("method":"","methods":[{"name":"MinStack","constructor":true,"result":)" + kVoid +
                                      R"(,"parameters":[],"answer":-1},{"name":"push","constructor":false,"result":)" + kVoid +
                                      R"(,"parameters":[{"name":"val","type":)" + kInt +
                                      R"(}],"answer":-1},{"name":"getMin","constructor":false,"result":)" + kInt +
                                      R"(,"parameters":[],"answer":-1}],"api":"","api_case":null,"api_queries":false})";

}  // namespace lcjudge::test_util
