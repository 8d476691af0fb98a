// LeetCode 157's and 158's API, `int read4(char *buf4)`: copies the next (up to) 4 characters of
// the case's hidden `file`, which the judge keeps (api_channel.h), into buf4 and returns how many.
// api_runner.h's run_read4 calls the solution's read and shows the judge what it read.
#pragma once

#include <cstring>
#include <string>

#include "api_channel.h"

inline int read4(char* buf4) {
  const std::string next = lcjudge::api::call<std::string>("read4");
  std::memcpy(buf4, next.data(), next.size());
  return static_cast<int>(next.size());
}
