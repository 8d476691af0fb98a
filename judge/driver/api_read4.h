// LeetCode 157's and 158's API, `int read4(char *buf4)`: copies the next (up to) 4 characters of
// the case's hidden `file` into buf4 and returns how many. The file and the read position live in
// private static members, loaded once per case; api_runner.h's run_read4 calls the solution's read.
#pragma once

#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

#include "driver.h"
#include "leetcode_io.h"

int read4(char* buf4);

namespace lcjudge::api {

class Read4File {
 public:
  static void load(std::string file) {
    if (loaded_.set_in_this_case()) throw std::logic_error("read4's file is given once, by the judge");
    file_ = std::move(file);
    position_ = 0;  // the case's file, from its start
    loaded_.set();
  }

 private:
  friend int ::read4(char*);
  template <typename, typename, typename> friend struct Read4Runner;
  static inline std::string file_;
  static inline size_t position_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline int read4(char* buf4) {
  using lcjudge::api::Read4File;
  const size_t count = std::min<size_t>(4, Read4File::file_.size() - Read4File::position_);
  if (count > 0) std::memcpy(buf4, Read4File::file_.data() + Read4File::position_, count);
  Read4File::position_ += count;
  return static_cast<int>(count);
}
