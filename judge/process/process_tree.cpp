#include "process/process_tree.h"

#include <dirent.h>
#include <fmt/format.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

#include "process/supervise.h"

namespace lcjudge {
namespace {

struct ProcessStat {
  pid_t parent = 0;
  unsigned long long cpu_ticks = 0;  // utime + stime + cutime + cstime
  bool zombie = false;
};

// PID's parent, state and CPU times from /proc/PID/stat, whose second field (the command's name,
// in parentheses) may hold spaces and parentheses: the fields after it are read from its last ')'.
bool read_stat(pid_t pid, ProcessStat& stat) {
  char text[1024];
  if (!read_proc_file(pid, "stat", text, sizeof text)) return false;
  const char* rest = std::strrchr(text, ')');
  if (!rest) return false;
  // After ") ": state (3), ppid (4), ... utime (14), stime (15), cutime (16), cstime (17).
  char* at = const_cast<char*>(rest + 2);
  stat.zombie = *at == 'Z';
  at += 2;
  stat.parent = static_cast<pid_t>(std::strtol(at, &at, 10));
  for (int field = 5; field < 14; ++field) std::strtoll(at, &at, 10);
  stat.cpu_ticks = 0;
  for (int field = 14; field <= 17; ++field) stat.cpu_ticks += std::strtoull(at, &at, 10);
  return true;
}

// The program an exe link names (/proc/PID/exe); "" when it cannot be read.
std::string program_of(const std::string& exe_link) {
  char target[PATH_MAX];
  const ssize_t length = readlink(exe_link.c_str(), target, sizeof target);
  return length > 0 ? std::string(target, static_cast<size_t>(length)) : std::string();
}

// Whether PID is a clone of this process not yet past its exec: the compiler's child for the
// moment between its clone and its execve holds the judge's pages as the jail's PID 1 does.
bool runs_this_program(pid_t pid) {
  static const std::string self = program_of("/proc/self/exe");
  return !self.empty() && program_of(fmt::format("/proc/{}/exe", pid)) == self;
}

}  // namespace

TreeUsage tree_usage(pid_t root) {
  std::unordered_map<pid_t, ProcessStat> all;
  if (DIR* proc = opendir("/proc")) {
    while (const dirent* entry = readdir(proc)) {
      char* end = nullptr;
      const long pid = std::strtol(entry->d_name, &end, 10);
      ProcessStat stat;
      if (*end == '\0' && pid > 0 && read_stat(static_cast<pid_t>(pid), stat)) all[static_cast<pid_t>(pid)] = stat;
    }
    closedir(proc);
  }
  std::unordered_map<pid_t, std::vector<pid_t>> children;
  for (const auto& [pid, stat] : all) children[stat.parent].push_back(pid);
  TreeUsage usage;
  unsigned long long ticks = 0;
  std::vector<pid_t> next = {root};
  while (!next.empty()) {
    const pid_t pid = next.back();
    next.pop_back();
    auto found = all.find(pid);
    if (found == all.end()) continue;
    ++usage.processes;
    ticks += found->second.cpu_ticks;
    if (!found->second.zombie) {
      if (pid != root && !runs_this_program(pid)) usage.memory_bytes += resident_bytes_now(pid);
      usage.cpu_wait_seconds[pid] = cpu_wait_seconds(pid);
    }
    for (pid_t child : children[pid]) next.push_back(child);
  }
  usage.cpu_seconds = static_cast<double>(ticks) / static_cast<double>(sysconf(_SC_CLK_TCK));
  return usage;
}

}  // namespace lcjudge
