#include "process/served_api_channel.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace lcjudge {

namespace served_api_channel {  // named: the unity batches share their anonymous namespace

// No call of LeetCode's APIs is near this long (read4's check shows at most a buffer of n + 4).
constexpr size_t kLongestCall = 1 << 20;
// Replies queued for a process that does not read them: beyond this, its calls wait.
constexpr size_t kQueuedReplies = 1 << 20;

bool make_pipe(int ends[2], int servers_end) {
  if (pipe2(ends, O_CLOEXEC) != 0) return false;
  int flags = fcntl(ends[servers_end], F_GETFL);
  return flags >= 0 && fcntl(ends[servers_end], F_SETFL, flags | O_NONBLOCK) == 0;
}

void close_fd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

}  // namespace served_api_channel


bool ServedApiChannel::open() {
  close_all();
  int calls[2] = {-1, -1}, replies[2] = {-1, -1};
  if (!served_api_channel::make_pipe(calls, 0) || !served_api_channel::make_pipe(replies, 1)) {
    for (int fd : {calls[0], calls[1], replies[0], replies[1]}) {
      if (fd >= 0) close(fd);
    }
    return false;
  }
  calls_ = calls[0];
  child_calls_ = calls[1];
  child_replies_ = replies[0];
  replies_ = replies[1];
  return true;
}

void ServedApiChannel::close_child_ends() {
  served_api_channel::close_fd(child_calls_);
  served_api_channel::close_fd(child_replies_);
}

void ServedApiChannel::close_all() {
  close_child_ends();
  served_api_channel::close_fd(calls_);
  served_api_channel::close_fd(replies_);
  pending_calls_.clear();
  pending_replies_.clear();
  discarding_ = false;
  interactor_.reset();
}

void ServedApiChannel::serve(std::unique_ptr<ApiInteractor> interactor) { interactor_ = std::move(interactor); }

pollfd ServedApiChannel::calls_entry() const {
  const bool take = calls_ >= 0 && pending_replies_.size() < served_api_channel::kQueuedReplies;
  return {take ? calls_ : -1, POLLIN, 0};
}

pollfd ServedApiChannel::replies_entry() const {
  return {replies_ >= 0 && !pending_replies_.empty() ? replies_ : -1, POLLOUT, 0};
}

void ServedApiChannel::on_events(const pollfd& calls, const pollfd& replies) {
  if (calls.revents != 0) {
    char chunk[16 * 1024];
    for (;;) {
      ssize_t got = read(calls_, chunk, sizeof chunk);
      if (got < 0 && errno == EINTR) continue;
      if (got == 0) served_api_channel::close_fd(calls_);  // every writer closed it: no more calls
      if (got <= 0) break;
      pending_calls_.append(chunk, static_cast<size_t>(got));
      answer_lines();
      if (pending_replies_.size() >= served_api_channel::kQueuedReplies) break;
    }
  }
  if (replies.revents != 0 || !pending_replies_.empty()) flush_replies();
}

void ServedApiChannel::answer_lines() {
  size_t start = 0;
  for (size_t newline; (newline = pending_calls_.find('\n', start)) != std::string::npos; start = newline + 1) {
    const std::string_view line(pending_calls_.data() + start, newline - start);
    if (discarding_) {
      discarding_ = false;
      continue;
    }
    pending_replies_ += interactor_ ? interactor_->answer(line) : "error no case of an API problem is out";
    pending_replies_ += '\n';
  }
  pending_calls_.erase(0, start);
  if (pending_calls_.size() > served_api_channel::kLongestCall) {  // one line, too long: refused, the rest of it skipped
    pending_calls_.clear();
    if (!discarding_) pending_replies_ += "error the call is longer than any of the API's\n";
    discarding_ = true;
  }
}

void ServedApiChannel::flush_replies() {
  while (!pending_replies_.empty() && replies_ >= 0) {
    ssize_t n = write(replies_, pending_replies_.data(), pending_replies_.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    if (n <= 0) {  // the process closed its end: its replies go nowhere
      pending_replies_.clear();
      served_api_channel::close_fd(replies_);
      return;
    }
    pending_replies_.erase(0, static_cast<size_t>(n));
  }
}

}  // namespace lcjudge
