#include "process/supervise.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

#include "process/file_descriptor.h"

namespace lcjudge {
namespace {

// True when a captured output of SUPERVISION has reached its cap.
bool output_reached(const Supervision& supervision) {
  if (supervision.output_bytes == 0) return false;
  for (int fd : supervision.output_fds) {
    struct stat info {};
    if (fd >= 0 && fstat(fd, &info) == 0 && static_cast<std::uint64_t>(info.st_size) >= supervision.output_bytes) return true;
  }
  return false;
}

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// The poll timeout until the next thing to check: -1 (none), the poll interval, or the time to
// the deadline rounded up, plus a millisecond (poll's timeout is truncated, and a run stopped
// early would be stopped short of its limit). 0 once the deadline has come.
int timeout_ms(const Supervision& supervision, bool polls, bool& past_deadline) {
  int timeout = polls ? kPollIntervalMs : -1;
  past_deadline = false;
  if (supervision.wall_seconds <= 0) return timeout;
  auto deadline = supervision.start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                          std::chrono::duration<double>(supervision.wall_seconds));
  auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) {
    past_deadline = true;
    return 0;
  }
  int to_deadline = static_cast<int>(left.count()) + 1;
  return timeout < 0 ? to_deadline : std::min(timeout, to_deadline);
}

}  // namespace

bool read_proc_file(pid_t pid, const char* name, char* text, size_t size) {
  const std::string path = "/proc/" + std::to_string(pid) + "/" + name;
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  ssize_t got = read(fd, text, size - 1);
  close(fd);
  if (got <= 0) return false;
  text[got] = '\0';
  return true;
}

std::uint64_t resident_bytes_now(pid_t pid) {
  char text[4096];
  if (!read_proc_file(pid, "status", text, sizeof text)) return 0;
  std::uint64_t kib = 0;
  for (const char* key : {"\nVmRSS:", "\nVmPTE:"}) {
    if (const char* line = std::strstr(text, key)) kib += std::strtoull(line + std::strlen(key), nullptr, 10);
  }
  return kib * 1024;
}

double cpu_wait_seconds(pid_t pid) {
  const std::string folder = "/proc/" + std::to_string(pid) + "/task";
  DIR* tasks = opendir(folder.c_str());
  if (!tasks) return 0;
  unsigned long long nanoseconds = 0;
  while (const dirent* entry = readdir(tasks)) {
    if (entry->d_name[0] == '.') continue;
    char text[96];
    if (!read_proc_file(pid, (std::string("task/") + entry->d_name + "/schedstat").c_str(), text, sizeof text)) continue;
    char* end = nullptr;
    std::strtoull(text, &end, 10);  // time on a CPU
    nanoseconds += std::strtoull(end, nullptr, 10);
  }
  closedir(tasks);
  return static_cast<double>(nanoseconds) / 1e9;
}

double cpu_seconds_so_far(pid_t pid) {
  clockid_t clock{};
  timespec now{};
  if (clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &now) != 0) return -1;
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

Supervision supervision_of(const SpawnLimits& limits, std::chrono::steady_clock::time_point start) {
  Supervision supervision;
  supervision.start = start;
  supervision.wall_seconds = limits.wall_seconds;
  supervision.cpu_kill_seconds = limits.cpu_kill_seconds;
  supervision.resident_bytes = limits.resident_bytes;
  supervision.output_bytes = limits.output_bytes;
  return supervision;
}

WaitEnd wait_for_end(pid_t pid, const Supervision& supervision) {
  FileDescriptor pidfd(static_cast<int>(syscall(SYS_pidfd_open, pid, 0)));
  if (pidfd.get() < 0) return WaitEnd::kExited;  // cannot wait: the reap blocks instead
  const bool polls = supervision.cpu_kill_seconds > 0 || supervision.resident_bytes > 0 ||
                     supervision.output_bytes > 0 || supervision.on_poll;
  int watched = supervision.on_watched ? supervision.watched_fd : -1;
  Supervision waiting = supervision;  // its deadline moves while the process waits for a CPU
  for (;;) {
    bool past_deadline = false;
    int timeout = timeout_ms(waiting, polls, past_deadline);
    if (past_deadline) {
      // Stopped for its idle time only: the wall time it spent neither running nor waiting for a
      // CPU (sleeping, blocked), so that a loaded machine does not make it TLE; a backstop past
      // kIdleBackstopShare times the deadline.
      const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - supervision.start).count();
      const double busy = supervision.busy_seconds ? supervision.busy_seconds()
                                                   : std::max(0.0, cpu_seconds_so_far(pid)) + cpu_wait_seconds(pid);
      const double idle = wall - busy;
      if (idle > supervision.wall_seconds || wall > supervision.wall_seconds * kIdleBackstopShare) {
        return WaitEnd::kWallDeadline;
      }
      waiting.wall_seconds = wall + std::max(supervision.wall_seconds - idle, kPollIntervalMs / 1000.0);
      continue;
    }
    // A negative descriptor is skipped by poll: the watched one once it is no longer watched.
    pollfd entries[2] = {{pidfd.get(), POLLIN, 0}, {watched, supervision.watched_events, 0}};
    int ready = poll(entries, 2, timeout);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return WaitEnd::kExited;  // cannot wait: the reap blocks instead
    if (entries[1].revents != 0) {
      WatchNext next = supervision.on_watched(entries[1].revents);
      if (next == WatchNext::kStop) return WaitEnd::kWatchStopped;
      if (next == WatchNext::kStopWatching) watched = -1;
    }
    if (entries[0].revents != 0) return WaitEnd::kExited;
    if (ready > 0) continue;
    if (supervision.cpu_kill_seconds > 0 && cpu_seconds_so_far(pid) > supervision.cpu_kill_seconds) {
      return WaitEnd::kCpuLimit;
    }
    if (supervision.resident_bytes > 0 && resident_bytes_now(pid) > supervision.resident_bytes) {
      return WaitEnd::kMemoryLimit;
    }
    if (output_reached(supervision)) return WaitEnd::kOutputLimit;
    if (supervision.on_poll) {
      const WaitEnd end = supervision.on_poll();
      if (end != WaitEnd::kExited) return end;
    }
  }
}

void kill_process(pid_t pid, bool whole_group) {
  if (whole_group) kill(-pid, SIGKILL);
  kill(pid, SIGKILL);
}

void decode_status(int status, ExitRecord& record) {
  record.status = status;
  if (WIFEXITED(status)) {
    record.exited = true;
    record.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    record.signal = WTERMSIG(status);
  }
}

ExitRecord reap(pid_t pid) {
  ExitRecord record;
  int status = 0;
  rusage usage{};
  while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  decode_status(status, record);
  record.cpu_seconds = seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime);
  record.peak_memory_bytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
  return record;
}

}  // namespace lcjudge
