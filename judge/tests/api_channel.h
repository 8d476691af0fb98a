// A driver started by hand in the drivers' own tests, with an API problem's channel
// (docs/driver-protocol.md, "API calls") served by the judge's interactor in the test's process,
// as the sandbox server serves it: the driver gets the case with the API's lines withheld, its
// calls on descriptor 5 and the replies on descriptor 6.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <optional>
#include <string>

#include <gtest/gtest.h>

#include "interactor/api_interactor.h"
#include "process/sandbox_protocol.h"
#include "process/served_api_channel.h"

namespace lcjudge::test_util {

class ApiChannelForTest {
 public:
  // SPEC: "MountainArray array target" (the API, then the case's line names); CASE_TEXT: the
  // case's .in text, hidden lines included. A case the interactor refuses fails the test.
  ApiChannelForTest(const std::string& spec, const std::string& case_text) {
    ApiCase opened = open_api_case(spec, case_text);
    EXPECT_TRUE(opened.error.empty()) << opened.error;
    shown_text_ = opened.shown_text;
    EXPECT_TRUE(channel_.open());
    channel_.serve(std::move(opened.interactor));
  }

  const std::string& shown_text() const { return shown_text_; }  // for the driver's stdin

  // In the forked child, before exec: the channel's ends at descriptors 5 and 6.
  void place_in_child() {
    int calls = fcntl(channel_.child_calls(), F_DUPFD_CLOEXEC, 10), replies = fcntl(channel_.child_replies(), F_DUPFD_CLOEXEC, 10);
    dup2(calls, sandbox_protocol::kApiCallsFd);
    dup2(replies, sandbox_protocol::kApiRepliesFd);
  }

  // In the parent: answers calls until PID ends; its wait status.
  int serve_until_exit(pid_t pid) {
    channel_.close_child_ends();
    int status = 0;
    for (;;) {
      pollfd entries[2] = {channel_.calls_entry(), channel_.replies_entry()};
      poll(entries, 2, 20);
      channel_.on_events(entries[0], entries[1]);
      if (waitpid(pid, &status, WNOHANG) == pid) return status;
    }
  }

  std::string wrong_answer() const { return channel_.interactor()->wrong_answer(); }
  std::optional<std::string> answer_override() const { return channel_.interactor()->answer_override(); }
  std::uint64_t calls() const { return channel_.interactor()->calls(); }

 private:
  std::string shown_text_;
  ServedApiChannel channel_;
};

}  // namespace lcjudge::test_util
