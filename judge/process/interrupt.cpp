#include "process/interrupt.h"
#include "base/plural.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <mutex>
#include <shared_mutex>
#include <set>
#include <thread>

namespace lcjudge {
namespace {

struct Registry {
  std::shared_mutex starting;  // shared while a process starts, exclusive while stopping
  std::mutex mutex;
  std::set<pid_t> groups;
  std::set<std::string> folders;
};

Registry& registry() {
  static Registry* instance = new Registry;  // never destroyed: the watcher may use it at exit
  return *instance;
}

sigset_t stop_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

[[noreturn]] void stop_everything(int signal) {
  Registry& r = registry();
  // Both held to the end: every start under way has registered its group, and no new one begins.
  std::unique_lock<std::shared_mutex> no_starts(r.starting);
  std::lock_guard<std::mutex> lock(r.mutex);
  for (pid_t group : r.groups) kill(-group, SIGKILL);
  for (const auto& folder : r.folders) {
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
  }
  // Formatted first and written with fputs: nothing here may throw, the judge must reach _exit.
  std::string message = fmt::format("\njudge: interrupted by SIG{}: stopped {}\n", sigabbrev_np(signal),
                                    plural(r.groups.size(), "running program"));
  std::fputs(message.c_str(), stderr);
  std::fflush(stderr);
  _exit(kExitInterrupted);
}

}  // namespace

void install_interrupt_handling() {
  sigset_t set = stop_signals();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);  // inherited by every thread started later
  std::thread([set] {
    int signal = 0;
    while (sigwait(&set, &signal) != 0) {
    }
    stop_everything(signal);
  }).detach();
}

std::shared_lock<std::shared_mutex> defer_interrupts() {
  return std::shared_lock<std::shared_mutex>(registry().starting);
}

void register_process_group(pid_t group, const std::shared_lock<std::shared_mutex>&) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  registry().groups.insert(group);
}

void unregister_process_group(pid_t group) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  registry().groups.erase(group);
}

void register_scratch_folder(const std::string& path) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  registry().folders.insert(path);
}

void unregister_scratch_folder(const std::string& path) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  registry().folders.erase(path);
}

ScratchFolderWatch removed_on_interrupt() { return {register_scratch_folder, unregister_scratch_folder}; }

}  // namespace lcjudge
