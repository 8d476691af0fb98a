#include "process/sandbox_profile.h"

#include <cstring>
#include <mutex>
#include <utility>

#include "base/error.h"
#include "process/sandbox.h"

namespace lcjudge {
namespace {

struct JudgeProfile {
  std::mutex mutex;
  SandboxProfile profile;
  bool fixed = false;  // read by a run or a server: it can no longer change
};

JudgeProfile& judge_profile() {
  static JudgeProfile state;
  return state;
}

constexpr const char kSystemPathArgument[] = "--system-path=";
constexpr const char kAllowArgument[] = "--allow=";
constexpr const char kRefuseArgument[] = "--refuse=";

// The rest of ARGUMENT after PREFIX into LIST; false if it does not start so (or is empty after).
bool take_after(const char* argument, const char* prefix, std::vector<std::string>& list) {
  const size_t length = std::strlen(prefix);
  if (std::strncmp(argument, prefix, length) != 0 || argument[length] == '\0') return false;
  list.emplace_back(argument + length);
  return true;
}

}  // namespace

void set_sandbox_profile(SandboxProfile profile) {
  JudgeProfile& state = judge_profile();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.fixed) throw JudgeFailure("the sandbox profile is set once, before the first sandboxed run");
  const std::string ruled = profile_call_ruled_by_base(profile);
  if (!ruled.empty()) throw JudgeFailure("the sandbox profile names " + ruled + ", which the base filter rules on");
  state.profile = std::move(profile);
}

const SandboxProfile& sandbox_profile() {
  JudgeProfile& state = judge_profile();
  std::lock_guard<std::mutex> lock(state.mutex);
  state.fixed = true;
  return state.profile;
}

std::vector<std::string> profile_arguments(const SandboxProfile& profile) {
  std::vector<std::string> arguments;
  for (const std::string& path : profile.system_paths) arguments.push_back(kSystemPathArgument + path);
  for (const std::string& name : profile.allowed_syscalls) arguments.push_back(kAllowArgument + name);
  for (const std::string& name : profile.refused_syscalls) arguments.push_back(kRefuseArgument + name);
  return arguments;
}

bool read_profile_argument(const char* argument, SandboxProfile& profile) {
  return take_after(argument, kSystemPathArgument, profile.system_paths) ||
         take_after(argument, kAllowArgument, profile.allowed_syscalls) ||
         take_after(argument, kRefuseArgument, profile.refused_syscalls);
}

}  // namespace lcjudge
