#include "judging/run_profile.h"

#include <algorithm>

namespace lcjudge {
namespace {

// Appends to INTO each of FROM's words it does not hold yet.
void add_new_words(std::vector<std::string>& into, const std::vector<std::string>& from) {
  for (const std::string& word : from) {
    if (std::find(into.begin(), into.end(), word) == into.end()) into.push_back(word);
  }
}

}  // namespace

SandboxProfile language_sandbox_needs(Language language) {
  SandboxProfile needs;
  switch (language) {
    case Language::kCpp:
      break;
    case Language::kPython:
      // Python 3 (language_build.h's kPythonProgram, /usr/bin/python3.11): its standard library, and
      // the Debian packages LeetCode's Python environment has (python3-sortedcontainers). Its
      // import system lists its library's folders (the root shows only the system's libraries and
      // runtimes, so nothing of the judge's can be listed).
      needs.system_paths = {"/usr/lib/python3.11", "/usr/lib/python3/dist-packages"};
      needs.allowed_syscalls = {"getdents64"};
      break;
    case Language::kJava:
      // The JDK (the launcher finds it through /proc/self/exe) and the configuration its conf/
      // links lead to; the JVM lists folders at start-up too.
      needs.system_paths = {"/usr/lib/jvm/java-17-openjdk-amd64", "/etc/java-17-openjdk"};
      needs.allowed_syscalls = {"getdents64"};
      break;
    case Language::kJavaScript:
    case Language::kTypeScript:
      // Node: libuv's event loop, made at start-up even for a script that waits on nothing, polls
      // the descriptors the run already has and wakes its threads with an eventfd; Node reads its
      // own capabilities (capget) to decide whether to trust its environment. Refused with an
      // error, which the runtime takes as "not here": V8's memory protection keys for its JIT
      // pages (pkey_alloc), and the io_uring some libuv versions probe at start-up.
      needs.allowed_syscalls = {"epoll_create1", "epoll_ctl", "epoll_wait", "epoll_pwait", "epoll_pwait2",
                                "eventfd2", "capget"};
      needs.refused_syscalls = {"pkey_alloc", "io_uring_setup"};
      break;
    case Language::kGo:
      // Go's runtime waits for its timers (the collector's scavenger sleeps on one) in an epoll set
      // of its own, woken through a pipe of its own: descriptors of the process, nothing outside it.
      needs.allowed_syscalls = {"epoll_create1", "epoll_ctl", "epoll_pwait"};
      break;
    case Language::kPhp:
      // PHP 8.2: its extensions' folder, for bcmath, the one extension LeetCode's PHP has; it
      // lists folders at start-up.
      needs.system_paths = {"/usr/lib/php/20220829"};
      needs.allowed_syscalls = {"getdents64"};
      break;
  }
  return needs;
}

SandboxProfile judged_languages_sandbox_profile() {
  SandboxProfile profile;
  for (Language language : all_languages()) {
    const SandboxProfile needs = language_sandbox_needs(language);
    add_new_words(profile.system_paths, needs.system_paths);
    add_new_words(profile.allowed_syscalls, needs.allowed_syscalls);
    add_new_words(profile.refused_syscalls, needs.refused_syscalls);
  }
  return profile;
}

std::vector<std::string> run_environment(Language language) {
  // Go: the runtime starts with one P rather than one per CPU and then stopping the world to drop
  // the others (the Go driver keeps its runs on one P: every thread's CPU time counts).
  if (language == Language::kGo) return {"GOMAXPROCS=1"};
  return {};
}

}  // namespace lcjudge
