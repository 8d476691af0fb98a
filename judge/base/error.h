// The judge's one error type: bad usage, bad data, or an internal failure. The CLI prints it as
// `judge: error: WHAT` and exits 2.
#pragma once

#include <stdexcept>
#include <string>

namespace lcjudge {

struct JudgeFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "cannot open 'PATH': No such file or directory", from errno.
std::string errno_message(const std::string& action, const std::string& path);

}  // namespace lcjudge
