// The non-template half of the driver: stdin, the side channel, and the exits.
#include "driver.h"

#include <cxxabi.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <typeinfo>

#include "protocol.h"

unsigned long long lcjudge_work = 0;

namespace lcjudge {
namespace {

// Writes one `KEY VALUE` record to fd 3 if the runner opened it; a hand run has no side channel.
void record(const char* key, const std::string& value) {
  static const bool open = fcntl(protocol::kMetaFd, F_GETFD) != -1;
  if (!open) return;
  std::string line = std::string(key) + " " + value + "\n";
  for (size_t done = 0; done < line.size();) {
    ssize_t n = write(protocol::kMetaFd, line.data() + done, line.size() - done);
    if (n <= 0) return;
    done += static_cast<size_t>(n);
  }
}

// Where hide_answer_channel put the answer channel; -1 in a hand run, which has none.
int answer_fd = -1;

// A number clear of those a program's own files take first, below the run's descriptor limit (64).
constexpr int kHiddenAnswerFd = 40;

// The C stdout the program started with (keep_standard_output), flushed before each session answer.
FILE* standard_output = nullptr;

// What starts_session read of stdin to see its first byte (a pipe cannot be peeked): the input's
// start, which StdinText or the session's reads take first.
std::string peeked;

// Whether a session is served, and its current case's text, which StdinText takes.
bool session = false;
std::string session_case;
// Where a session's cases are read (take_session_input).
int session_input = STDIN_FILENO;
unsigned long long cases_begun = 0;

// "#case " and up to 18 digits: a longer header line is malformed, not a reason to read on.
constexpr size_t kLongestHeader = 6 + 18;

// read(2) on stdin, the peeked bytes first: what it got, 0 at the end, -1 on an error.
ssize_t read_stdin(char* into, size_t size) {
  if (!peeked.empty()) {
    const size_t count = std::min(size, peeked.size());
    std::memcpy(into, peeked.data(), count);
    peeked.erase(0, count);
    return static_cast<ssize_t>(count);
  }
  for (;;) {
    ssize_t got = read(session_input, into, size);
    if (got >= 0 || errno != EINTR) return got;
  }
}

// The judge's error, not the solution's: protocol.h's statuses are not used.
[[noreturn]] void fail_session(const std::string& why) {
  std::fprintf(stderr, "lcjudge: session: %s\n", why.c_str());
  _exit(2);
}

// Writes all of HEAD, then all of BODY, to FD, in one writev when the pipe takes it, so that a
// frame arrives whole; false if it could not (past the output limit, EFBIG).
bool write_all(int fd, std::string_view head, std::string_view body = {}) {
  while (!head.empty() || !body.empty()) {
    iovec parts[] = {{const_cast<char*>(head.data()), head.size()}, {const_cast<char*>(body.data()), body.size()}};
    ssize_t n = writev(fd, parts, 2);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    const size_t from_head = std::min(static_cast<size_t>(n), head.size());
    head.remove_prefix(from_head);
    body.remove_prefix(static_cast<size_t>(n) - from_head);
  }
  return true;
}

// A failed case gives no answer: nothing that runs after (destructors, atexit handlers, threads)
// can write one in its place on the channel the driver held.
void close_answer_channel() {
  if (answer_fd >= 0) close(answer_fd);
  answer_fd = -1;
}

// The solution's prints so far, out of std::cout's buffer (its own once sync_with_stdio(false))
// and the kept C stdout's: the case's stdout is whole before its answer.
void flush_solution_output() {
  try {
    std::cout.flush();
  } catch (...) {  // a solution may have set cout's exceptions: its stdout, not the answer's fault
  }
  if (standard_output) std::fflush(standard_output);
}

// A session's frame lines go on the answer channel, or on stdout in a hand run without one.
int session_output() { return answer_fd >= 0 ? answer_fd : STDOUT_FILENO; }

std::string demangled(const char* name) {
  int status = 0;
  char* readable = abi::__cxa_demangle(name, nullptr, nullptr, &status);
  std::string result = status == 0 && readable ? readable : name;
  std::free(readable);
  return result;
}

// si_code of a SIGSYS sent by a seccomp filter (SYS_SECCOMP, which not every header declares).
constexpr int kSeccompTrapCode = 1;

// SIGSYS from a refused call: only write and _exit, both async-signal-safe.
void on_forbidden_call(int, siginfo_t* info, void*) {
  if (info->si_code != kSeccompTrapCode) {
    // Raised by the program itself (raise, kill): no call was refused and si_syscall is not one.
    // It dies of the signal, as it asked.
    signal(SIGSYS, SIG_DFL);
    raise(SIGSYS);
    return;
  }
  char line[48] = "forbidden_syscall ";
  size_t length = std::strlen(line);
  char digits[12];
  size_t count = 0;
  for (unsigned number = static_cast<unsigned>(info->si_syscall); count == 0 || number > 0; number /= 10) {
    digits[count++] = static_cast<char>('0' + number % 10);
  }
  while (count > 0) line[length++] = digits[--count];
  line[length++] = '\n';
  ssize_t ignored = write(protocol::kMetaFd, line, length);
  static const char kMessage[] = "lcjudge: forbidden system call\n";
  ignored = write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
  (void)ignored;
  _exit(protocol::kForbiddenCallExit);
}

}  // namespace

void install_forbidden_call_reporter() {
  struct sigaction action {};
  action.sa_sigaction = on_forbidden_call;
  action.sa_flags = SA_SIGINFO;
  sigaction(SIGSYS, &action, nullptr);
}

void size_thread_stacks() {
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) return;
  if (pthread_attr_setstacksize(&attributes, kThreadStackBytes) == 0) pthread_setattr_default_np(&attributes);
  pthread_attr_destroy(&attributes);
}

void hide_answer_channel() {
  if (fcntl(protocol::kAnswerFd, F_GETFD) == -1) return;
  answer_fd = fcntl(protocol::kAnswerFd, F_DUPFD_CLOEXEC, kHiddenAnswerFd);
  if (answer_fd < 0) answer_fd = fcntl(protocol::kAnswerFd, F_DUPFD_CLOEXEC, protocol::kAnswerFd + 1);
  if (answer_fd >= 0) close(protocol::kAnswerFd);
  else answer_fd = protocol::kAnswerFd;  // cannot move it: kept where it is rather than lost
}

void keep_standard_output() { standard_output = stdout; }

// A session's stdin holds the marker, then its end: a solution that reads stdin (a fast-input
// template) finds end of input, as in a one-case run. Its cases come on kSessionCasesFd, moved
// away from there so that a stray read of it fails.
void take_session_input() {
  std::string marker = peeked;
  peeked.clear();
  for (char byte = 0; marker.size() < sizeof protocol::kSessionMarker - 1 && byte != '\n';) {
    const ssize_t got = read(STDIN_FILENO, &byte, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    marker += byte;
  }
  if (marker != protocol::kSessionMarker) fail_session("stdin starts with '#' but not with the session's marker");
  const int moved = fcntl(protocol::kSessionCasesFd, F_DUPFD_CLOEXEC, kHiddenAnswerFd + 1);
  if (moved < 0) fail_session(std::string("no case descriptor: ") + std::strerror(errno));
  close(protocol::kSessionCasesFd);
  session_input = moved;
}

bool starts_session() {
  char first = 0;
  struct stat info {};
  if (fstat(STDIN_FILENO, &info) == 0 && S_ISREG(info.st_mode)) {
    // Peeked where it stands, so that StdinText still maps a file that is unread.
    const off_t at = lseek(STDIN_FILENO, 0, SEEK_CUR);
    session = at >= 0 && pread(STDIN_FILENO, &first, 1, at) == 1 && first == '#';
  } else {
    const ssize_t got = read_stdin(&first, 1);
    if (got == 1) peeked.assign(1, first);
    session = got == 1 && first == '#';
  }
  if (session) take_session_input();
  return session;
}

bool next_session_case() {
  // The header a byte at a time: nothing past its newline is the judge's yet.
  std::string header;
  for (char byte = 0; byte != '\n';) {
    const ssize_t got = read_stdin(&byte, 1);
    if (got < 0) fail_session(std::string("reading stdin: ") + std::strerror(errno));
    if (got == 0 && header.empty()) return false;
    if (got == 0) fail_session("the input ends inside the header \"" + header + "\"");
    if (byte != '\n') header += byte;
    if (header.size() > kLongestHeader) fail_session("malformed header \"" + header + "...\"");
  }
  const std::string_view digits = std::string_view(header).substr(std::min<size_t>(6, header.size()));
  size_t size = 0;
  // from_chars: a size past size_t's range is a malformed header, not an exception.
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), size);
  if (header.compare(0, 6, "#case ") != 0 || digits.empty() || error != std::errc() ||
      end != digits.data() + digits.size()) {
    fail_session("malformed header \"" + header + "\": expected \"#case <size>\"");
  }
  try {
    // Grown as the bytes come, not to whatever size a header says at once.
    std::string text;
    for (size_t used = 0; used < size;) {
      if (used == text.size()) text.resize(std::min(size, std::max<size_t>(2 * text.size(), 64 << 10)));
      const ssize_t got = read_stdin(text.data() + used, text.size() - used);
      if (got < 0) fail_session(std::string("reading stdin: ") + std::strerror(errno));
      if (got == 0) {
        fail_session("the input ends after " + std::to_string(used) + " of the case's " + std::to_string(size) + " bytes");
      }
      used += static_cast<size_t>(got);
    }
    session_case = std::move(text);
  } catch (const std::bad_alloc&) {
    std::exit(report_out_of_memory());  // as a case that ran out while decoding ends
  }
  ++cases_begun;
  lcjudge_work = 0;  // each case's work is its own
  return true;
}

int answer_session_case(const std::string& out) {
  flush_solution_output();
  // The case's number too: a frame the solution wrote itself cannot pass for the driver's.
  const std::string header = "#answer " + std::to_string(cases_begun) + " " + std::to_string(out.size()) + "\n";
  return write_all(session_output(), header, out) ? 0 : 1;
}

void end_session() {
  write_all(session_output(), "#end\n");
  _exit(0);
}

void end_failed_session(int status) {
  flush_solution_output();
  _exit(status);
}

unsigned long long case_number() { return cases_begun == 0 ? 1 : cases_begun; }

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

void check_line_ends(std::string_view text) {
  if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) {
    throw InputError("line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
  }
  size_t cr = text.find('\r');
  if (cr == std::string_view::npos) return;
  size_t line_start = text.rfind('\n', cr);
  line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
  auto line = std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(cr), '\n') + 1;
  throw InputError("line " + std::to_string(line) + ", column " + std::to_string(cr - line_start + 1) +
                   ": carriage return (Windows line ends): lines end in '\\n' alone");
}

void StdinText::Unmap::operator()(const char* start) const { munmap(const_cast<char*>(start), size); }

StdinText::StdinText() {
  if (session) {
    read_ = std::move(session_case);  // freed with this, before the solution runs
    session_case.clear();
    text_ = read_;
    check_line_ends(text_);
    return;
  }
  struct stat info {};
  const bool file = fstat(STDIN_FILENO, &info) == 0 && S_ISREG(info.st_mode);
  // From its start only: reading goes on from wherever whoever handed it over left off.
  if (file && info.st_size > 0 && lseek(STDIN_FILENO, 0, SEEK_CUR) == 0) {
    const auto size = static_cast<size_t>(info.st_size);
    // MAP_POPULATE: every page is read anyway; mapping them all at once saves the faults.
    void* start = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, STDIN_FILENO, 0);
    if (start != MAP_FAILED) {
      mapping_ = {static_cast<const char*>(start), Unmap{size}};
      text_ = {mapping_.get(), size};
      lseek(STDIN_FILENO, 0, SEEK_END);  // consumed, as reading it would have left it
    }
  }
  if (!mapping_) {
    // A file's size is a good first guess (a file in /proc says 0); a pipe doubles the buffer.
    read_.resize(file && info.st_size > 0 ? static_cast<size_t>(info.st_size) + 1 : 4096);
    size_t used = peeked.size();  // the byte starts_session read to tell the mode
    std::memcpy(read_.data(), peeked.data(), used);
    peeked.clear();
    for (;;) {
      if (used == read_.size()) read_.resize(2 * read_.size());
      ssize_t got = read(STDIN_FILENO, read_.data() + used, read_.size() - used);
      if (got > 0) used += static_cast<size_t>(got);
      else if (got < 0 && errno == EINTR) continue;
      else break;  // the end, or a read error, which ends the input as it did for std::cin
    }
    read_.resize(used);
    text_ = read_;
  }
  check_line_ends(text_);
}

void check_line_count(const std::vector<std::string_view>& lines, size_t arity) {
  auto plural = [](size_t n) { return std::to_string(n) + (n == 1 ? " argument line" : " argument lines"); };
  if (lines.size() < arity) {
    throw InputError("line " + std::to_string(lines.size() + 1) + ", column 1: expected " + plural(arity) +
                     ", found " + std::to_string(lines.size()));
  }
  if (lines.size() > arity) {
    throw InputError("line " + std::to_string(arity + 1) + ", column 1: expected " + plural(arity) +
                     ", found more (trailing data)");
  }
}

void report_nanos(const char* key, std::chrono::steady_clock::time_point start) {
  auto nanos = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
  record(key, std::to_string(nanos.count()));
}

void report_work() {
  if (lcjudge_work > 0) record(protocol::kWorkKey, std::to_string(lcjudge_work));
}

int report_bad_input(const InputError& error) {
  std::fprintf(stderr, "lcjudge: bad input: %s\n", error.what());
  record(protocol::kBadInputKey, error.what());
  close_answer_channel();
  return protocol::kBadInputExit;
}

int report_out_of_memory() {
  std::fprintf(stderr, "lcjudge: out of memory (std::bad_alloc)\n");
  record(protocol::kOutOfMemoryKey, "std::bad_alloc");
  close_answer_channel();
  return protocol::kOutOfMemoryExit;
}

int report_uncaught_exception(const std::exception& error) {
  std::string what = demangled(typeid(error).name()) + ": " + error.what();
  std::fprintf(stderr, "lcjudge: uncaught exception %s\n", what.c_str());
  record(protocol::kUncaughtExceptionKey, what);
  close_answer_channel();
  return protocol::kUncaughtExceptionExit;
}

int report_wrong_result(const WrongResult& error) {
  std::fprintf(stderr, "lcjudge: wrong answer: %s\n", error.what());
  record(protocol::kWrongResultKey, error.what());
  close_answer_channel();
  return protocol::kWrongResultExit;
}

int write_output(const std::string& out) {
  if (answer_fd < 0) {
    std::fwrite(out.data(), 1, out.size(), stdout);
    return std::fflush(stdout) == 0 ? 0 : 1;
  }
  const bool written = write_all(answer_fd, out);  // else past the output limit: the judge sees the file at its cap
  close_answer_channel();  // nothing that runs after (destructors, atexit, threads) can add to it
  return written ? 0 : 1;
}

void report_peak_memory() {
  // One read into a buffer, not a stream a line at a time: a session reports it at every case,
  // and the sanitized build's instrumented stream code cost it a tenth of a millisecond a case.
  const int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  char text[4096];
  const ssize_t got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return;
  text[got] = '\0';
  if (const char* line = std::strstr(text, "\nVmHWM:")) {
    record(protocol::kPeakMemoryKey, std::to_string(std::strtoull(line + 7, nullptr, 10)));
  }
}

}  // namespace lcjudge
