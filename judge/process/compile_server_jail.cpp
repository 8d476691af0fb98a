#include "process/compile_server_jail.h"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>

#include "process/process_tree.h"
#include "process/supervise.h"

namespace lcjudge {
namespace {

constexpr char kFrameMarker[] = "\x1elcjudge-";
constexpr size_t kMostHeaderBytes = 128;

// How long a server told to end has to end before it is killed.
constexpr double kServerEndSeconds = 5;

// The server's stdout read into PENDING until it holds one whole frame of the kind EXPECTED
// ("ready" or "reply"): then kStop with DONE set. Whatever precedes a frame is STRAY; past LIMIT
// bytes of either (a reply's messages, or stray text) it stops too, with OVER or GARBLED set.
struct ReplyReader {
  int fd;
  std::string& pending;
  std::uint64_t limit;
  const char* expected;
  std::string stray = {};
  bool done = false, over = false, garbled = false, ended = false;
  int status = -1;
  std::string body = {};

  WatchNext read_some() {
    char buffer[65536];
    ssize_t got = read(fd, buffer, sizeof buffer);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return WatchNext::kKeepWatching;
    if (got <= 0) {
      ended = true;
      return WatchNext::kStopWatching;  // the server closed its stdout: its end follows
    }
    pending.append(buffer, static_cast<size_t>(got));
    return parse();
  }

  WatchNext parse() {
    const size_t marker = pending.find(kFrameMarker);
    const size_t before = marker == std::string::npos ? pending.size() : marker;
    stray.append(pending, 0, before);
    pending.erase(0, before);
    if (stray.size() > limit) return stop(garbled);
    const size_t line_end = pending.find('\n');
    if (line_end == std::string::npos) return pending.size() > kMostHeaderBytes ? stop(garbled) : WatchNext::kKeepWatching;
    const std::string header = pending.substr(sizeof kFrameMarker - 1, line_end - (sizeof kFrameMarker - 1));
    if (std::string(expected) == "ready") {
      if (header != "ready") return stop(garbled);
      pending.erase(0, line_end + 1);
      return stop(done);
    }
    unsigned long long size = 0;
    int read_status = 0, consumed = 0;
    if (std::sscanf(header.c_str(), "reply %d %llu%n", &read_status, &size, &consumed) != 2 ||
        static_cast<size_t>(consumed) != header.size()) {
      return stop(garbled);
    }
    if (size > limit) return stop(over);
    if (pending.size() - line_end - 1 < size) return WatchNext::kKeepWatching;
    status = read_status;
    body = pending.substr(line_end + 1, size);
    pending.erase(0, line_end + 1 + size);
    return stop(done);
  }

  WatchNext stop(bool& flag) {
    flag = true;
    return WatchNext::kStop;
  }
};

// The CPU time and the wait for a CPU of a jail's processes, summed.
struct JailClock {
  double cpu = 0, waiting = 0;
  std::uint64_t memory = 0;
  static JailClock of(pid_t init) {
    TreeUsage usage = tree_usage(init);
    JailClock clock;
    clock.cpu = usage.cpu_seconds;
    clock.memory = usage.memory_bytes;
    for (const auto& entry : usage.cpu_wait_seconds) clock.waiting += entry.second;
    return clock;
  }
};

// BYTES to a server's stdin socket, waiting at most WAIT_SECONDS for room; false if it is gone.
bool send_to_server(int fd, const std::string& bytes, double wait_seconds) {
  size_t sent = 0;
  while (sent < bytes.size()) {
    ssize_t wrote = send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (wrote > 0) {
      sent += static_cast<size_t>(wrote);
      continue;
    }
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0 && errno != EAGAIN) return false;
    pollfd room{fd, POLLOUT, 0};
    if (poll(&room, 1, static_cast<int>(wait_seconds * 1000)) <= 0) return false;
  }
  return true;
}

}  // namespace

std::string encode_server_request(const std::vector<std::string>& fields) {
  std::string bytes = fmt::format("{}\n", fields.size());
  for (const std::string& field : fields) bytes += fmt::format("{}\n{}", field.size(), field);
  return bytes;
}

CompileServerJail::CompileServerJail(const CompileJailRequest& request, const CompileJailLimits& start_limits)
    : jail_limits_(request.limits) {
  keeper_ = std::thread([this, request] {
    try {
      start_jail(request, true, jail_);
    } catch (const std::exception& error) {
      jail_.internal_error = error.what();
    }
    std::unique_lock<std::mutex> lock(keeper_mutex_);
    started_ = true;
    keeper_wake_.notify_all();
    keeper_wake_.wait(lock, [this] { return ending_; });
    if (jail_.init > 0) {
      // Told to end (a request of no fields), a server between requests ends: its PID 1 then
      // reports and ends, and the CPU time of the whole jail is counted in the judge's children's
      // (that of processes killed with a PID namespace's init is not).
      if (ready_ && send_to_server(jail_.input.get(), encode_server_request({}), kServerEndSeconds)) {
        Supervision grace;
        grace.start = std::chrono::steady_clock::now();
        grace.wall_seconds = kServerEndSeconds;
        wait_for_end(jail_.init, grace);
      }
      kill_process(jail_.init, false);
      reap(jail_.init);
    }
    remove_jail_staging(jail_);
  });
  {
    std::unique_lock<std::mutex> lock(keeper_mutex_);
    keeper_wake_.wait(lock, [this] { return started_; });
  }
  if (!jail_.internal_error.empty() || jail_.init <= 0) {
    failure_ = jail_.internal_error.empty() ? "the jail did not start" : jail_.internal_error;
    return;
  }
  ready_ = true;  // for await_reply, which stops it again on failure
  ServedRun banner = await_reply(start_limits, "ready");
  if (banner.end != ServedEnd::kReplied) {
    ready_ = false;
    failure_ = fmt::format("the server did not start: {}", banner.failure.empty() ? banner.output : banner.failure);
  }
}

CompileServerJail::~CompileServerJail() {
  {
    std::lock_guard<std::mutex> lock(keeper_mutex_);
    ending_ = true;
  }
  keeper_wake_.notify_all();
  keeper_.join();
}

double CompileServerJail::cpu_seconds() const { return jail_.init > 0 ? JailClock::of(jail_.init).cpu : 0; }

void CompileServerJail::stop(const std::string& why) {
  if (jail_.init > 0) kill_process(jail_.init, false);  // its PID 1: the whole jail; the keeper reaps it
  ready_ = false;
  failure_ = why;
}

ServedRun CompileServerJail::exchange(const std::vector<std::string>& fields, const CompileJailLimits& limits) {
  ServedRun run;
  if (!ready_) {
    run.failure = failure_.empty() ? "the server is not running" : failure_;
    return run;
  }
  if (!send_to_server(jail_.input.get(), encode_server_request(fields), limits.wall_seconds)) {
    run.failure = "the server no longer reads its requests";
    stop(run.failure);
    return run;
  }
  return await_reply(limits, "reply");
}

ServedRun CompileServerJail::await_reply(const CompileJailLimits& limits, const char* expected) {
  ServedRun run;
  ReplyReader reader{jail_.output.get(), pending_, limits.output_bytes, expected};
  const JailClock before = JailClock::of(jail_.init);
  double cpu_seen = 0;
  WaitEnd end = WaitEnd::kWatchStopped;
  if (reader.parse() != WatchNext::kStop) {
    Supervision supervision;
    supervision.start = std::chrono::steady_clock::now();
    supervision.wall_seconds = limits.wall_seconds;
    supervision.watched_fd = jail_.output.get();
    supervision.watched_events = POLLIN;
    supervision.on_watched = [&reader](short) { return reader.read_some(); };
    JailClock now;
    // The request's own CPU time against its limit; the jail's memory against the jail's.
    supervision.on_poll = [&] {
      now = JailClock::of(jail_.init);
      cpu_seen = std::max(cpu_seen, now.cpu - before.cpu);
      if (cpu_seen >= limits.cpu_seconds) return WaitEnd::kCpuLimit;
      if (now.memory > jail_limits_.memory_bytes) return WaitEnd::kMemoryLimit;
      return WaitEnd::kExited;
    };
    supervision.busy_seconds = [&] {
      now = JailClock::of(jail_.init);
      return std::max(0.0, now.cpu - before.cpu) + std::max(0.0, now.waiting - before.waiting);
    };
    end = wait_for_end(jail_.init, supervision);
  }
  run.cpu_seconds = std::max(cpu_seen, JailClock::of(jail_.init).cpu - before.cpu);
  if (end == WaitEnd::kWatchStopped && reader.done) {
    run.end = ServedEnd::kReplied;
    run.status = reader.status;
    run.output = std::move(reader.body);
    return run;
  }
  if (end == WaitEnd::kCpuLimit || (end == WaitEnd::kWatchStopped && reader.over)) {
    run.end = ServedEnd::kLimit;
    run.limit = end == WaitEnd::kCpuLimit ? CompileLimit::kCpuTime : CompileLimit::kOutput;
    run.failure = end == WaitEnd::kCpuLimit ? "a request passed its CPU time limit" : "a reply passed the output limit";
  } else if (end == WaitEnd::kMemoryLimit) {
    run.failure = "the server's jail passed its memory limit";
  } else if (end == WaitEnd::kWallDeadline) {
    run.failure = "the server was idle past the time limit";
  } else if (end == WaitEnd::kExited || reader.ended) {
    run.failure = "the server ended";
  } else {
    run.failure = "the server printed what is not a reply";
  }
  if (!reader.stray.empty()) run.failure += fmt::format(" (it printed: {})", reader.stray.substr(0, 2000));
  stop(run.failure);
  return run;
}

}  // namespace lcjudge
