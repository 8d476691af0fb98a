#include "process/case_session.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <vector>

#include "base/plural.h"
#include "process/capture_files.h"
#include "process/file_descriptor.h"
#include "process/sandbox_client.h"
#include "process/server_request.h"

namespace lcjudge {

namespace {

namespace sp = sandbox_protocol;

// The bytes of FD from FROM on, at most LIMIT of them; its size now into SIZE_NOW.
std::string read_from(int fd, std::uint64_t from, std::uint64_t limit, std::uint64_t& size_now) {
  struct stat info {};
  size_now = fstat(fd, &info) == 0 ? static_cast<std::uint64_t>(info.st_size) : 0;
  if (size_now <= from) return "";
  std::string text(static_cast<size_t>(std::min(size_now - from, limit)), '\0');
  ssize_t got = pread(fd, text.data(), text.size(), static_cast<off_t>(from));
  text.resize(got > 0 ? static_cast<size_t>(got) : 0);
  return text;
}

bool empty_file(int fd) { return ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0; }

}  // namespace

// The session's capture files: the process writes stdout, stderr and its records into the first
// three all along (each case reads what came since the last), and the server writes each case's
// answer into the fourth, emptied before the case.
struct CaseSession::Files {
  FileDescriptor out{open_memfd("stdout")}, err{open_memfd("stderr")}, side{open_memfd("side")},
      answer{open_memfd("answer")};
  std::uint64_t out_seen = 0, err_seen = 0, side_seen = 0;
};

CaseSession::CaseSession(SpawnRequest request, size_t case_count)
    : request_(std::move(request)), case_count_(std::max<size_t>(case_count, 1)) {}

CaseSession::~CaseSession() {
  try {
    stop();
  } catch (...) {  // the server is killed with its SandboxSession
  }
}

bool CaseSession::available() { return sandbox_server_available(); }

bool CaseSession::start(RunRecord& failure) {
  const std::string& program = request_.argv.empty() ? std::string() : request_.argv[0];
  if (!server_) server_ = std::make_unique<SandboxSession>();
  server_->hold_server(true);
  files_ = std::make_unique<Files>();
  std::string arguments;
  std::uint32_t argument_count = 0, environment_count = 0;
  std::vector<std::unique_ptr<FileDescriptor>> shown;
  if (program.empty()) {
    failure.internal_error = "nothing to run";
    return false;
  }
  if (!server_arguments(request_, arguments, argument_count, environment_count) ||
      request_.shown_files.size() > static_cast<size_t>(sp::kMaxExtraFds)) {
    failure.internal_error = "cannot start '" + program + "': too many arguments, files shown or environment variables";
    return false;
  }
  for (const std::string& path : request_.shown_files) {
    shown.push_back(std::make_unique<FileDescriptor>(sealed_copy(path)));
    if (shown.back()->get() < 0) {
      failure.internal_error = errno_text(("cannot show '" + path + "' to '" + program + "'").c_str());
      return false;
    }
  }
  FileDescriptor binary(open(program.c_str(), O_PATH | O_CLOEXEC));
  FileDescriptor nothing(open("/dev/null", O_RDONLY | O_CLOEXEC));
  if (binary.get() < 0) {
    failure.internal_error = errno_text(("cannot start '" + program + "' (execve)").c_str());
    return false;
  }
  Files& files = *files_;
  if (files.out.get() < 0 || files.err.get() < 0 || files.side.get() < 0 || files.answer.get() < 0 || nothing.get() < 0) {
    failure.internal_error = errno_text("cannot create capture files");
    return false;
  }
  int fds[sp::kMaxRequestFds] = {binary.get(), nothing.get(), files.out.get(), files.err.get(), files.side.get(),
                                 files.answer.get()};
  int fd_count = sp::kMaxBaseFds;
  for (const auto& file : shown) fds[fd_count++] = file->get();
  sp::Request sent = server_request(request_, true, false);
  sent.kind = sp::kSessionStart;
  // The process's limits; a case's time and memory are watched case by case (answer). RLIMIT_CPU
  // only backs them up, over all the cases.
  sent.limits.cpu_kill_seconds = 0;
  sent.limits.wall_seconds = 0;
  sent.limits.resident_bytes = 0;
  sent.limits.cpu_seconds = request_.limits.cpu_kill_seconds * static_cast<double>(case_count_) + 2;
  sent.argument_count = argument_count;
  sent.environment_count = environment_count;
  sent.argument_bytes = static_cast<std::uint32_t>(arguments.size());
  sent.extra_fds = static_cast<std::int32_t>(shown.size());
  add_api_spec(request_.api_spec, sent, arguments);
  std::string error;
  sp::Reply reply{};
  if (!server_->send(sent, arguments, fds, fd_count, error) || !server_->receive(reply, error)) {
    server_->hold_server(false);
    failure.internal_error = error;
    return false;
  }
  record_reply(reply, program, failure);
  if (!failure.internal_error.empty()) {
    server_->hold_server(false);
    return false;
  }
  running_ = true;
  return true;
}

void CaseSession::read_case_outputs(RunRecord& record) {
  Files& files = *files_;
  const std::uint64_t limit = request_.limits.output_bytes ? request_.limits.output_bytes : ~std::uint64_t{0};
  std::uint64_t size = 0;
  record.stdout_text = read_from(files.out.get(), files.out_seen, kStdoutKeep, size);
  record.stdout_size = size > files.out_seen ? size - files.out_seen : 0;
  record.stdout_over_limit = size >= limit;
  files.out_seen = std::max(files.out_seen, size);
  std::string err = read_from(files.err.get(), files.err_seen, ~std::uint64_t{0} >> 1, size);
  if (err.size() > kStderrKeep) {
    const size_t half = kStderrKeep / 2;
    err = err.substr(0, half) + fmt::format("\n[... {} left out ...]\n", plural(err.size() - 2 * half, "byte")) +
          err.substr(err.size() - half);
  }
  record.stderr_text = std::move(err);
  record.stderr_over_limit = size >= limit;
  files.err_seen = std::max(files.err_seen, size);
  record.side_channel_text = read_from(files.side.get(), files.side_seen, kStderrKeep, size);
  files.side_seen = std::max(files.side_seen, size);
}

RunRecord CaseSession::answer(const std::string& input_path) {
  RunRecord record;
  if (!hand(input_path, record)) return record;
  return collect();
}

bool CaseSession::hand(const std::string& input_path, RunRecord& failure) {
  if (!running_ && !start(failure)) return false;
  FileDescriptor input(open(input_path.c_str(), O_RDONLY | O_CLOEXEC));
  if (input.get() < 0) {
    failure.internal_error = errno_text(("cannot open '" + input_path + "'").c_str());
    return false;
  }
  Files& files = *files_;
  if (!empty_file(files.answer.get())) {
    failure.internal_error = errno_text("cannot empty the answer file");
    return false;
  }
  sp::Request sent{};
  sent.kind = sp::kSessionCase;
  sent.limits.cpu_kill_seconds = request_.limits.cpu_kill_seconds;
  sent.limits.wall_seconds = request_.limits.wall_seconds;  // of idle time: neither running nor waiting
  sent.limits.resident_bytes = request_.limits.resident_bytes;
  sent.limits.output_bytes = request_.limits.output_bytes;
  int fds[2] = {input.get(), files.answer.get()};
  std::string error, arguments;
  add_api_spec(request_.api_spec, sent, arguments);
  if (!server_->send(sent, arguments, fds, 2, error)) {
    running_ = false;
    server_->hold_server(false);
    failure.internal_error = error;
    return false;
  }
  handed_ = true;
  return true;
}

RunRecord CaseSession::collect() {
  RunRecord record;
  if (!handed_) {
    record.internal_error = "no case was handed to the session";
    return record;
  }
  handed_ = false;
  std::string error;
  sp::Reply reply{};
  if (!server_->receive(reply, error)) {
    running_ = false;
    server_->hold_server(false);
    record.internal_error = error;
    return record;
  }
  Files& files = *files_;
  record_reply(reply, request_.argv[0], record);
  if (reply.api_case_error) return record;  // the case was not handed: the process waits for the next
  const std::uint64_t limit = request_.limits.output_bytes ? request_.limits.output_bytes : ~std::uint64_t{0};
  record.answer_text = record.api_answer ? *record.api_answer : read_front(files.answer.get(), limit, nullptr);
  record.answer_over_limit = reply.answer_bytes >= limit;
  read_case_outputs(record);
  if (!reply.answered || reply.fault != sp::kNoFault) {
    running_ = false;
    server_->hold_server(false);
  }
  return record;
}

std::optional<RunRecord> CaseSession::end() {
  if (!running_) return std::nullopt;
  running_ = false;
  sp::Request sent{};
  sent.kind = sp::kSessionEnd;
  sent.limits.cpu_kill_seconds = request_.limits.cpu_kill_seconds;
  sent.limits.wall_seconds = request_.limits.wall_seconds;
  sent.limits.resident_bytes = request_.limits.resident_bytes;
  sent.limits.output_bytes = request_.limits.output_bytes;
  std::string error;
  sp::Reply reply{};
  RunRecord record;
  const bool replied = server_->send(sent, "", nullptr, 0, error) && server_->receive(reply, error);
  server_->hold_server(false);
  if (!replied) {
    record.internal_error = error;
    return record;
  }
  if (reply.fault == sp::kNoFault) return std::nullopt;
  record_reply(reply, request_.argv[0], record);
  read_case_outputs(record);
  return record;
}

void CaseSession::stop() {
  if (handed_) {
    // The process is still on that case: the server is killed with it, the quickest stop.
    handed_ = false;
    running_ = false;
    server_->abandon();
    server_->hold_server(false);
    return;
  }
  if (!running_) return;
  running_ = false;
  sp::Request sent{};
  sent.kind = sp::kSessionStop;
  std::string error;
  sp::Reply reply{};
  if (!server_->send(sent, "", nullptr, 0, error) || !server_->receive(reply, error)) server_->abandon();
  server_->hold_server(false);
}

}  // namespace lcjudge
