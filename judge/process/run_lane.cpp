#include "process/run_lane.h"

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <iterator>
#include <vector>

#include "process/capture_files.h"
#include "process/sandbox.h"
#include "process/sandbox_client.h"
#include "process/server_request.h"
#include "process/setup_stage.h"

namespace lcjudge {
namespace {

// The thread's capture files not in use, kept for its next runs.
std::vector<std::unique_ptr<CaptureFiles>>& spare_captures() {
  thread_local std::vector<std::unique_ptr<CaptureFiles>> spare;
  return spare;
}

std::unique_ptr<CaptureFiles> take_captures() {
  auto& spare = spare_captures();
  if (spare.empty()) return std::make_unique<CaptureFiles>();
  auto captures = std::move(spare.back());
  spare.pop_back();
  return captures;
}

}  // namespace

std::string shown_file_path(const SpawnRequest& request, size_t i) {
  // After a feedback run's judgemessage.txt, or an API problem's channel (sandbox_protocol.h).
  const int before = request.feedback ? 1 : request.api_spec.empty() ? 0 : 2;
  return fmt::format("/proc/self/fd/{}", sandbox_protocol::kFirstExtraFd + before + static_cast<int>(i));
}

std::string feedback_folder() { return std::string(sandbox_protocol::kFeedbackFolder) + "/"; }

struct RunLane::Outstanding {
  SpawnRequest request;
  std::unique_ptr<FileDescriptor> feedback;  // a feedback run's judgemessage.txt
  std::unique_ptr<CaptureFiles> captures;  // where the server's run writes; null without a server
  bool sent = false;                       // a reply is due from the server
  RunRecord record;                        // when not sent: the whole record (or why it was not sent)
};

RunLane::RunLane(bool sandbox, bool feedback) : binary_(std::make_unique<FileDescriptor>()) {
  if (sandbox && sandbox_server_available()) session_ = std::make_unique<SandboxSession>(feedback);
}

RunLane::~RunLane() { drop_outstanding(); }

int RunLane::binary_descriptor(const std::string& path) {
  if (path != binary_path_ || binary_->get() < 0) {
    binary_->reset(open(path.c_str(), O_PATH | O_CLOEXEC));
    binary_path_ = path;
  }
  return binary_->get();
}

void RunLane::send(const SpawnRequest& request) {
  auto run = std::make_unique<Outstanding>();
  run->request = request;
  if (!session_) {
    run->record = spawn_and_wait(request);
    outstanding_.push_back(std::move(run));
    return;
  }
  RunRecord& record = run->record;
  std::string arguments;
  std::uint32_t argument_count = 0, environment_count = 0;
  // A problem program's extra descriptors (sandbox_protocol.h): its feedback file, its shown files.
  std::vector<int> extra;
  std::vector<std::unique_ptr<FileDescriptor>> shown;
  if (request.argv.empty()) {
    record.internal_error = "nothing to run";
  } else if (!server_arguments(request, arguments, argument_count, environment_count)) {
    record.internal_error = "cannot start '" + request.argv[0] + "': too many arguments or environment variables";
  } else if (request.shown_files.size() + (request.feedback ? 1 : 0) >
             static_cast<size_t>(sandbox_protocol::kMaxExtraFds)) {
    record.internal_error = "cannot start '" + request.argv[0] + "': too many files shown";
  } else if (request.feedback && (run->feedback = std::make_unique<FileDescriptor>(open_memfd("feedback")))->get() < 0) {
    record.internal_error = errno_text(("cannot make the feedback file of '" + request.argv[0] + "'").c_str());
  }
  if (run->feedback) extra.push_back(run->feedback->get());
  for (size_t i = 0; i < request.shown_files.size() && record.internal_error.empty(); ++i) {
    shown.push_back(std::make_unique<FileDescriptor>(sealed_copy(request.shown_files[i])));
    extra.push_back(shown.back()->get());
    if (shown.back()->get() < 0) {
      record.internal_error = errno_text(("cannot show '" + request.shown_files[i] + "' to '" + request.argv[0] + "'").c_str());
    }
  }
  if (!record.internal_error.empty()) {
    // nothing is sent
  } else if (FileDescriptor input(open(request.stdin_path.empty() ? "/dev/null" : request.stdin_path.c_str(),
                                       O_RDONLY | O_CLOEXEC));
             input.get() < 0) {
    record.internal_error = errno_text(("cannot open '" + request.stdin_path + "'").c_str());
  } else if (int binary = binary_descriptor(request.argv[0]); binary < 0) {
    record.internal_error = errno_text(("cannot start '" + request.argv[0] + "' (execve)").c_str());
  } else if (run->captures = take_captures(); !run->captures->empty_all()) {
    record.internal_error = errno_text("cannot create capture files");
    run->captures.reset();
  } else {
    CaptureFiles& files = *run->captures;
    int side = request.side_channel ? files.side.get() : -1;
    int answer = request.side_channel ? files.answer.get() : -1;
    int fds[sandbox_protocol::kMaxRequestFds] = {binary, input.get(), files.out.get(), files.err.get(), side, answer};
    int fd_count = side >= 0 ? sandbox_protocol::kMaxBaseFds : sandbox_protocol::kSideFd;
    for (int fd : extra) fds[fd_count++] = fd;
    auto sent = server_request(request, side >= 0, session_->outstanding() > 0);
    sent.argument_count = argument_count;
    sent.environment_count = environment_count;
    sent.argument_bytes = static_cast<std::uint32_t>(arguments.size());
    sent.extra_fds = static_cast<std::int32_t>(extra.size());
    if (!request.api_spec.empty() && side >= 0) {
      sent.kind = sandbox_protocol::kApiRun;
      add_api_spec(request.api_spec, sent, arguments);
    }
    std::string error;
    run->sent = session_->send(sent, arguments, fds, fd_count, error);
    if (!run->sent) record.internal_error = error;
  }
  outstanding_.push_back(std::move(run));
}

RunRecord RunLane::receive() {
  if (outstanding_.empty()) {
    RunRecord none;
    none.internal_error = "no run was sent";
    return none;
  }
  std::unique_ptr<Outstanding> run = std::move(outstanding_.front());
  outstanding_.pop_front();
  RunRecord record = std::move(run->record);
  if (run->sent) {
    sandbox_protocol::Reply reply{};
    std::string error;
    if (!session_->receive(reply, error)) {
      record.internal_error = error;
      return record;  // its capture files are dropped: the dead server's run may have held them
    }
    record_reply(reply, run->request.argv[0], record);
    const CaptureFiles& files = *run->captures;
    if (record.internal_error.empty()) {
      bool solution = run->request.side_channel;
      read_outputs(run->request, files.out.get(), files.err.get(), solution ? files.side.get() : -1,
                   solution ? files.answer.get() : -1, record);
      if (record.api_answer) record.answer_text = *record.api_answer;
      if (run->feedback) record.feedback_text = read_front(run->feedback->get(), kStderrKeep, nullptr);
    }
  }
  if (run->captures) spare_captures().push_back(std::move(run->captures));
  return record;
}

bool RunLane::wait_for_reply(int cancel_fd) const {
  if (outstanding_.empty() || !outstanding_.front()->sent) return true;
  return session_->wait_for_reply(cancel_fd);
}

void RunLane::drop_outstanding() {
  // Their capture files go with them: a run being killed may still be writing.
  if (session_ && session_->outstanding() > 0) session_->abandon();
  outstanding_.clear();
}

}  // namespace lcjudge
