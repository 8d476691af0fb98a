#include "process/session_server.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace lcjudge {

namespace {

namespace sp = sandbox_protocol;
using SessionClock = std::chrono::steady_clock;

// The longest header a driver writes: "#answer " and a 64-bit size.
constexpr size_t kLongestHeader = 32;

double seconds_since(SessionClock::time_point start) {
  return std::chrono::duration<double>(SessionClock::now() - start).count();
}

// SESSION's process's peak memory so far, on the measure its limit is held to: its peak resident
// memory (VmHWM) and its page tables (VmPTE, now: the kernel keeps no peak of them), in bytes; 0
// if unknown. Its status file is opened once and read again from its start at each answer: /proc
// makes it anew.
std::uint64_t peak_resident_of(ServedSession& session) {
  if (session.status < 0) {
    const std::string path = "/proc/" + std::to_string(session.pid) + "/status";
    session.status = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  }
  char text[4096];
  const ssize_t got = session.status < 0 ? -1 : pread(session.status, text, sizeof text - 1, 0);
  if (got <= 0) return 0;
  text[got] = '\0';
  const char* peak = std::strstr(text, "VmHWM:");
  if (!peak) return 0;
  const char* tables = std::strstr(text, "VmPTE:");
  return (std::strtoull(peak + 6, nullptr, 10) + (tables ? std::strtoull(tables + 6, nullptr, 10) : 0)) * 1024;
}

// TEXT into a reply's fixed FIELD, cut to fit, NUL-terminated (the judge reads it with strnlen).
// A copy, not a format: the server links statically, without fmt.
template <size_t N>
void put_text(char (&field)[N], const std::string& text) {
  field[text.copy(field, N - 1)] = '\0';
}

bool output_full(const ServedSession& session, std::uint64_t limit) {
  if (limit == 0) return false;
  for (int fd : session.outputs) {
    struct stat info {};
    if (fd >= 0 && fstat(fd, &info) == 0 && static_cast<std::uint64_t>(info.st_size) >= limit) return true;
  }
  return false;
}

void close_session(ServedSession& session) {
  for (int* fd : {&session.pidfd, &session.cases, &session.answers, &session.outputs[0], &session.outputs[1],
                  &session.status}) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
  }
  session.api.close_all();
  session.pid = -1;
}

// Ends SESSION's process (killed if it still runs) and fills REPLY's end of it; CPU and wall
// time are the case's, from START.
void reap_into(ServedSession& session, sp::Reply& reply, SessionClock::time_point start) {
  ExitRecord ended;
  kill_and_reap_all(session.pid, ended);
  reply.exited = ended.exited ? 1 : 0;
  reply.exit_code = ended.exit_code;
  reply.signal = ended.signal;
  reply.cpu_seconds = std::max(0.0, ended.cpu_seconds - session.cpu_before);
  reply.peak_memory_bytes = ended.peak_memory_bytes;
  reply.wall_seconds = seconds_since(start);
  close_session(session);
}

// The judge's end of its socket closed: it died, and so must everything here.
void end_with_the_judge(const ServedSession& session, const pollfd& judge) {
  if ((judge.revents & (POLLRDHUP | POLLHUP | POLLERR)) == 0) return;
  kill(session.pid, SIGKILL);
  _exit(1);  // PID 1 of the namespace: everything in it dies with this process
}

// Reads the answer channel's frames as they come.
class FrameReader {
 public:
  enum class State { kHeader, kPayload, kAnswered, kEnded, kFault };

  // EXPECTED: the number of the case whose answer may come (0: none may).
  explicit FrameReader(std::uint64_t expected) : expected_(expected) {}

  // Feeds BYTES; the answer's payload goes to ANSWER_FD up to LIMIT bytes (more is counted only).
  void feed(const char* bytes, size_t size, int answer_fd, std::uint64_t limit) {
    while (size > 0) {
      if (state_ == State::kAnswered || state_ == State::kEnded || state_ == State::kFault) {
        fault_ = state_ == State::kEnded ? sp::kAfterEnd : sp::kOutOfTurn;  // anything after a whole frame
        state_ = State::kFault;
        return;
      }
      if (state_ == State::kHeader) {
        const char* newline = static_cast<const char*>(std::memchr(bytes, '\n', size));
        size_t take = newline ? static_cast<size_t>(newline - bytes) + 1 : size;
        header_.append(bytes, take);
        bytes += take;
        size -= take;
        if (header_.size() > kLongestHeader) return fail(sp::kMalformedFrame);
        if (!newline) continue;
        if (header_ == "#end\n") {
          state_ = State::kEnded;
          continue;
        }
        if (header_.compare(0, 8, "#answer ") != 0) return fail(sp::kMalformedFrame);
        // "#answer <K> <N>\n": the K-th case's answer, N bytes long.
        std::uint64_t number = 0, length = 0;
        const char* at = header_.c_str() + 8;
        if (!read_number(at, ' ', number) || !read_number(at, '\n', length)) return fail(sp::kMalformedFrame);
        if (number != expected_) return fail(sp::kOutOfTurn);  // another case's answer: a second one, late
        left_ = length;
        state_ = left_ == 0 ? State::kAnswered : State::kPayload;
        continue;
      }
      size_t take = static_cast<size_t>(std::min<std::uint64_t>(left_, size));
      size_t keep = limit == 0 ? take : static_cast<size_t>(std::min<std::uint64_t>(take, limit - std::min(limit, written_)));
      for (size_t done = 0; done < keep;) {
        ssize_t n = write(answer_fd, bytes + done, keep - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += static_cast<size_t>(n);
      }
      written_ += take;
      left_ -= take;
      bytes += take;
      size -= take;
      if (left_ == 0) state_ = State::kAnswered;
    }
  }

  State state() const { return state_; }
  sp::SessionFault fault() const { return fault_; }
  std::uint64_t written() const { return written_; }
  bool over(std::uint64_t limit) const { return limit > 0 && written_ >= limit; }
  bool started() const { return !header_.empty(); }

 private:
  void fail(sp::SessionFault fault) {
    fault_ = fault;
    state_ = State::kFault;
  }

  // Digits from AT up to END (skipped past); false if there are none, or something else.
  static bool read_number(const char*& at, char end, std::uint64_t& value) {
    const char* start = at;
    value = 0;
    while (*at >= '0' && *at <= '9' && at - start < 20) value = value * 10 + static_cast<std::uint64_t>(*at++ - '0');
    if (at == start || *at != end) return false;
    ++at;
    return true;
  }

  std::uint64_t expected_;
  State state_ = State::kHeader;
  sp::SessionFault fault_ = sp::kNoFault;
  std::string header_;
  std::uint64_t left_ = 0;
  std::uint64_t written_ = 0;
};

// The case's frame, written as the pipe takes it.
class CaseWriter {
 public:
  explicit CaseWriter(int case_fd) : case_fd_(case_fd) {
    struct stat info {};
    size_ = fstat(case_fd, &info) == 0 ? static_cast<std::uint64_t>(info.st_size) : 0;
    buffer_ = "#case " + std::to_string(size_) + "\n";
  }
  // The case as TEXT (an API problem's, its hidden lines withheld) rather than a file.
  explicit CaseWriter(const std::string& text) : case_fd_(-1), size_(text.size()), offset_(text.size()) {
    buffer_ = "#case " + std::to_string(size_) + "\n" + text;
  }

  bool done() const { return done_; }

  // Writes what the pipe takes now; false if the process no longer reads (EPIPE): it ended.
  bool write_some(int pipe) {
    for (;;) {
      if (at_ == buffer_.size()) {
        if (offset_ >= size_) {
          done_ = true;
          return true;
        }
        char chunk[64 * 1024];
        ssize_t got = pread(case_fd_, chunk, sizeof chunk, static_cast<off_t>(offset_));
        if (got <= 0) {  // the file shrank: the judge's inputs do not; end the frame short
          done_ = true;
          return true;
        }
        offset_ += static_cast<std::uint64_t>(got);
        buffer_.assign(chunk, static_cast<size_t>(got));
        at_ = 0;
      }
      ssize_t n = write(pipe, buffer_.data() + at_, buffer_.size() - at_);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && errno == EAGAIN) return true;
      if (n <= 0) {
        done_ = true;
        return false;
      }
      at_ += static_cast<size_t>(n);
    }
  }

 private:
  int case_fd_;
  std::uint64_t size_ = 0, offset_ = 0;
  std::string buffer_;
  size_t at_ = 0;
  bool done_ = false;
};

// What stopped the wait for a case's answer, or for the end.
enum class Stop { kNone, kCpu, kIdle, kMemory, kOutput };

// A case's idle time: wall time less CPU time less its threads' wait for a CPU (schedstat),
// counted from the case's first check, kPollIntervalMs in, not from the case's start: schedstat
// is then read only for a case that lasts that long, not at every answer, and what came before
// the first check is not counted, in the process's favour.
class IdleMeter {
 public:
  // At every check: the first one takes the baseline.
  void check(pid_t pid) {
    if (started_) return;
    started_ = true;
    at_ = SessionClock::now();
    cpu_ = cpu_seconds_so_far(pid);
    wait_ = cpu_wait_seconds(pid);
  }
  double idle_seconds(pid_t pid) const {
    if (!started_) return 0;
    return seconds_since(at_) - std::max(0.0, cpu_seconds_so_far(pid) - cpu_) - std::max(0.0, cpu_wait_seconds(pid) - wait_);
  }

 private:
  bool started_ = false;
  SessionClock::time_point at_;
  double cpu_ = 0, wait_ = 0;
};

// The case's limits checked now: its CPU time, its idle time, its memory, its outputs.
// API_SECONDS: the time the process spent waiting for the server's answers to its API calls.
Stop limit_reached(const ServedSession& session, const SpawnLimits& limits, SessionClock::time_point start,
                   IdleMeter& idle, double api_seconds = 0) {
  const double cpu = cpu_seconds_so_far(session.pid) - session.cpu_before;
  if (limits.cpu_kill_seconds > 0 && cpu > limits.cpu_kill_seconds) return Stop::kCpu;
  if (limits.resident_bytes > 0 && resident_bytes_now(session.pid) > limits.resident_bytes) return Stop::kMemory;
  if (output_full(session, limits.output_bytes)) return Stop::kOutput;
  if (limits.wall_seconds > 0) {
    idle.check(session.pid);
    const double wall = seconds_since(start);
    if (wall > limits.wall_seconds &&
        (idle.idle_seconds(session.pid) - api_seconds > limits.wall_seconds || wall > limits.wall_seconds * kIdleBackstopShare)) {
      return Stop::kIdle;
    }
  }
  return Stop::kNone;
}

void record_stop(Stop stop, sp::Reply& reply) {
  reply.killed_at_cpu_limit = stop == Stop::kCpu ? 1 : 0;
  reply.killed_at_deadline = stop == Stop::kIdle ? 1 : 0;
  reply.killed_at_memory_limit = stop == Stop::kMemory ? 1 : 0;
}

// Reads what the answer channel holds now into READER; false at its end (every writer closed it).
bool read_answers(ServedSession& session, FrameReader& reader, int answer_fd, std::uint64_t limit) {
  char chunk[64 * 1024];
  for (;;) {
    ssize_t got = read(session.answers, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return true;  // EAGAIN: nothing more now
    if (got == 0) return false;
    reader.feed(chunk, static_cast<size_t>(got), answer_fd, limit);
    if (reader.state() == FrameReader::State::kFault) return true;
  }
}

// The time a process spent waiting for the server's answers to its API calls: the server's own
// time answering them, and its own wait for a CPU meanwhile (while the process sleeps on its
// reply, neither of them is the process's idleness).
class ApiWait {
 public:
  void answer(ServedApiChannel& api, const pollfd& calls, const pollfd& replies) {
    if (!used_) wait_at_start_ = cpu_wait_seconds(getpid());  // at the first call: a case without any reads none
    const SessionClock::time_point woken = SessionClock::now();
    api.on_events(calls, replies);
    answering_ += seconds_since(woken);
    used_ = true;
  }
  double seconds() const {
    return used_ ? answering_ + std::max(0.0, cpu_wait_seconds(getpid()) - wait_at_start_) : 0;
  }

 private:
  double wait_at_start_ = 0;
  double answering_ = 0;
  bool used_ = false;
};

// The API problem's case in CASE_FD, opened with its interactor for SESSION (the text to hand
// kept in session.api_shown_text); false with REPLY saying why when it cannot be.
bool open_api_case_into(ServedSession& session, int case_fd, std::string_view api_spec, sp::Reply& reply) {
  std::string text;
  char chunk[64 * 1024];
  for (off_t at = 0;;) {
    ssize_t got = pread(case_fd, chunk, sizeof chunk, at);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    text.append(chunk, static_cast<size_t>(got));
    at += got;
  }
  ApiCase opened = open_api_case(api_spec, text);
  if (!opened.interactor) {
    reply.api_case_error = 1;
    put_text(reply.api_message, opened.error);
    return false;
  }
  session.api_shown_text = std::move(opened.shown_text);
  session.api.serve(std::move(opened.interactor));
  return true;
}

// The case's answer came: its measures into REPLY, and an API problem's judgement by its
// interactor (a wrong answer, or the answer the judge gives in the driver's place).
void record_answer(ServedSession& session, const FrameReader& reader, SessionClock::time_point start, sp::Reply& reply) {
  const double cpu = cpu_seconds_so_far(session.pid);
  reply.answered = 1;
  ++session.cases_handed;
  reply.exited = 1;  // as a run that ended well: what classify reads of a finished case
  reply.answer_bytes = reader.written();
  reply.cpu_seconds = std::max(0.0, cpu - session.cpu_before);
  reply.wall_seconds = seconds_since(start);
  reply.peak_memory_bytes = peak_resident_of(session);
  session.cpu_before = std::max(cpu, session.cpu_before);
  if (const ApiInteractor* api = session.api.interactor()) {
    reply.api_calls = api->calls();
    put_text(reply.api_message, api->wrong_answer());
    if (std::optional<std::string> given = api->answer_override()) {
      reply.api_answer_given = 1;
      put_text(reply.api_answer, *given);
    }
  }
  session.api.serve(nullptr);
}

}  // namespace

void kill_and_reap_all(pid_t pid, ExitRecord& record) {
  kill_process(pid, false);
  record = reap(pid);
  // Asked first, since kill(-1) walks every process of the machine: with no child left, nothing is.
  if (waitpid(-1, nullptr, WNOHANG | __WALL) >= 0 || errno != ECHILD) {
    kill(-1, SIGKILL);
    while (waitpid(-1, nullptr, __WALL) > 0 || errno == EINTR) {
    }
  }
}

sp::Reply serve_case(ServedSession& session, int case_fd, int answer_fd, const SpawnLimits& limits,
                     std::string_view api_spec, int judge_socket) {
  sp::Reply reply{};
  reply.start_stage = -1;
  const SessionClock::time_point start = SessionClock::now();
  if (!session.alive()) {
    reply.fault = sp::kNoEnd;  // the judge asks after an end it was told of: its own error
    return reply;
  }
  std::optional<CaseWriter> writer;
  if (api_spec.empty()) {
    writer.emplace(case_fd);
  } else if (!open_api_case_into(session, case_fd, api_spec, reply)) {
    return reply;  // the case cannot be served; the process waits for the next
  } else {
    writer.emplace(session.api_shown_text);
  }
  FrameReader reader(session.cases_handed + 1);
  // Bytes that came while no case was out: read before the case is handed, they cannot be its answer.
  bool channel_open = read_answers(session, reader, -1, 0);
  if (reader.started()) {
    reply.fault = sp::kOutOfTurn;
    reap_into(session, reply, start);
    return reply;
  }
  Stop stop = Stop::kNone;
  bool ended_here = false;
  auto last_check = start;
  ApiWait api_wait;
  IdleMeter idle;
  for (;;) {
    pollfd entries[6] = {{session.pidfd, POLLIN, 0},
                         {channel_open ? session.answers : -1, POLLIN, 0},
                         {writer->done() ? -1 : session.cases, POLLOUT, 0},
                         {judge_socket, POLLRDHUP, 0},
                         session.api.calls_entry(),
                         session.api.replies_entry()};
    int ready = poll(entries, 6, kPollIntervalMs);
    if (ready < 0 && errno != EINTR) break;
    end_with_the_judge(session, entries[3]);
    if (entries[4].revents != 0 || entries[5].revents != 0) api_wait.answer(session.api, entries[4], entries[5]);
    if (entries[2].revents != 0) writer->write_some(session.cases);
    if (entries[1].revents != 0) {
      channel_open = read_answers(session, reader, answer_fd, limits.output_bytes);
      if (reader.state() == FrameReader::State::kFault) {
        reply.fault = reader.fault();
        break;
      }
      if (reader.state() == FrameReader::State::kEnded) {  // "#end" before the judge ended the input
        reply.fault = sp::kMalformedFrame;
        break;
      }
      if (reader.over(limits.output_bytes)) break;
      if (reader.state() == FrameReader::State::kAnswered) {
        record_answer(session, reader, start, reply);
        return reply;
      }
    }
    if (entries[0].revents != 0) {
      // It ended: what it wrote last is read first (a whole frame is still its answer to this case,
      // and its end is then seen at the next).
      if (channel_open) read_answers(session, reader, answer_fd, limits.output_bytes);
      if (reader.state() == FrameReader::State::kFault) reply.fault = reader.fault();
      ended_here = true;
      break;
    }
    if (std::chrono::duration<double>(SessionClock::now() - last_check).count() * 1000 >= kPollIntervalMs) {
      last_check = SessionClock::now();
      if ((stop = limit_reached(session, limits, start, idle, api_wait.seconds())) != Stop::kNone) break;
    }
  }
  record_stop(stop, reply);
  reply.answer_bytes = reader.written();
  reap_into(session, reply, start);
  // A driver exits 0 only after "#end": a process that ends well in the middle of its cases
  // (exit(0) from the solution, or after writing a frame of its own) did not answer them.
  if (ended_here && reply.fault == sp::kNoFault && reply.exited && reply.exit_code == 0) reply.fault = sp::kNoEnd;
  return reply;
}

sp::Reply end_session(ServedSession& session, bool stop, const SpawnLimits& limits, int judge_socket) {
  sp::Reply reply{};
  reply.start_stage = -1;
  const SessionClock::time_point start = SessionClock::now();
  if (!session.alive()) return reply;
  if (stop) {
    reap_into(session, reply, start);
    return reply;
  }
  close(session.cases);  // end of file: no case is left
  session.cases = -1;
  FrameReader reader(0);
  bool channel_open = true;
  Stop stopped = Stop::kNone;
  IdleMeter idle;
  auto last_check = start;
  for (;;) {
    pollfd entries[3] = {{session.pidfd, POLLIN, 0}, {channel_open ? session.answers : -1, POLLIN, 0},
                         {judge_socket, POLLRDHUP, 0}};
    int ready = poll(entries, 3, kPollIntervalMs);
    if (ready < 0 && errno != EINTR) break;
    end_with_the_judge(session, entries[2]);
    if (entries[1].revents != 0 || entries[0].revents != 0) {
      if (channel_open) channel_open = read_answers(session, reader, -1, 0);
      if (reader.state() == FrameReader::State::kFault) break;
      if (reader.started() && reader.state() != FrameReader::State::kEnded &&
          reader.state() != FrameReader::State::kHeader) {
        break;  // a frame where only "#end" may come
      }
    }
    if (entries[0].revents != 0) break;
    if (std::chrono::duration<double>(SessionClock::now() - last_check).count() * 1000 >= kPollIntervalMs) {
      last_check = SessionClock::now();
      if ((stopped = limit_reached(session, limits, start, idle)) != Stop::kNone) break;
    }
  }
  const bool ended_well = reader.state() == FrameReader::State::kEnded;
  record_stop(stopped, reply);
  reap_into(session, reply, start);
  if (reader.state() == FrameReader::State::kFault) {
    reply.fault = reader.fault();
  } else if (!ended_well) {
    const bool answering = reader.state() == FrameReader::State::kPayload || reader.state() == FrameReader::State::kAnswered;
    reply.fault = answering ? sp::kOutOfTurn : reader.started() ? sp::kMalformedFrame : sp::kNoEnd;
  } else if (stopped != Stop::kNone || !reply.exited || reply.exit_code != 0) {
    reply.fault = sp::kEndStatus;
  }
  return reply;
}

}  // namespace lcjudge
