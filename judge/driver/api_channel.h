// An API problem's calls (docs/driver-protocol.md, "API calls"): the API's hidden values (1095's
// array, 278's first bad version) stay with the judge, which answers each call. A call is one
// line written on descriptor 5, "<method> <JSON argument>...", and its reply one line read from
// descriptor 6: "ok <JSON value>", or "error <text>" for a call LeetCode's API would fail, which
// throws std::out_of_range with the judge's text. The judge counts the calls: the driver neither
// counts nor checks them.
#pragma once

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge::api {

constexpr int kCallsFd = 5;
constexpr int kRepliesFd = 6;

// The reply's JSON value to the call LINE (without its newline).
inline std::string call_json(std::string line) {
  const std::runtime_error no_channel("API calls need the judge's channel (descriptors 5 and 6)");
  line += '\n';
  for (size_t done = 0; done < line.size();) {
    ssize_t n = ::write(kCallsFd, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw no_channel;
    done += static_cast<size_t>(n);
  }
  // The judge writes one reply per call: what is read past its line is the next call's.
  static char buffer[4096];
  static size_t start = 0, end = 0;
  std::string reply;
  for (;;) {
    if (start == end) {
      ssize_t n = ::read(kRepliesFd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw no_channel;
      start = 0;
      end = static_cast<size_t>(n);
    }
    const char* newline = static_cast<const char*>(std::memchr(buffer + start, '\n', end - start));
    const size_t take = newline ? static_cast<size_t>(newline - buffer) - start : end - start;
    reply.append(buffer + start, take);
    start += take;
    if (newline) {
      ++start;
      break;
    }
  }
  if (reply.compare(0, 3, "ok ") == 0) return reply.substr(3);
  if (reply.compare(0, 6, "error ") == 0) throw std::out_of_range(reply.substr(6));
  throw std::runtime_error("the judge's reply to an API call is malformed");
}

// The call's reply as a T: call<int>("get", index).
template <typename T, typename... Args> T call(const char* method, const Args&... arguments) {
  std::string line = method;
  ((line += ' ', encode(arguments, line)), ...);
  return decode<T>(call_json(std::move(line)), 0);
}

}  // namespace lcjudge::api

namespace lcjudge {

// An API parameter's line is withheld (it reads null): decoding it gives the handle, which holds
// nothing; its methods call the judge.
template <typename Handle> struct api_handle_codec {
  static constexpr bool enabled = true;
  static Handle decode(JsonView, detail::Location&) { return Handle{}; }
};

}  // namespace lcjudge
