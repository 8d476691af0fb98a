// A progress bar on stderr for long measurements. Drawn only on a terminal, only once the work has
// taken more than a second (quick commands stay quiet), at most ten times a second, and erased at
// the end so that it never mixes with the tables printed after it. Erased with blanks and a
// carriage return, not a terminal code: what works on a terminal works on any.
// Off a terminal (a pipe, a CI log), a plain line every ten seconds instead, never wider than
// kPlainColumns (the label is shortened in its middle):
//   progress: 120/480 done, 0:45 elapsed, about 2:15 left (913 screening alpha_beta secret/ring-12)
// The time left comes from the caller's account of its work in seconds, if it keeps one (a step
// is a second otherwise): base/remaining_time.h.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>

#include "base/remaining_time.h"

namespace lcjudge {

class Progress {
 public:
  // `terminal`: whether OUT is a terminal (isatty), decided by the caller so tests can say.
  Progress(std::FILE* out, bool terminal, size_t total, double delay_seconds = 1.0,
           double plain_interval_seconds = kPlainIntervalSeconds);
  static constexpr double kPlainIntervalSeconds = 10;
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // `steps` more done; LABEL says what runs now.
  void advance(const std::string& label, size_t steps = 1);

  // The work in seconds (remaining_time.h): what the steps done cost, what those left are
  // expected to cost. Asked for only when a line is drawn, from within advance.
  struct WorkAccount {
    double done = 0, left = 0;
  };
  void account_work_with(std::function<WorkAccount()> account) { account_ = std::move(account); }

  // The widest plain line: a 120-column window.
  static constexpr size_t kPlainColumns = 120;
  // Erases the bar, if one was drawn.
  void finish();

 private:
  std::FILE* out_;
  bool terminal_;
  size_t total_, done_ = 0;
  double delay_seconds_, plain_interval_seconds_;
  std::chrono::steady_clock::time_point start_, last_draw_;
  RemainingTime remaining_;
  std::function<WorkAccount()> account_;
  bool drawn_ = false;
  size_t drawn_width_ = 0;  // bytes of the line on screen, at least its columns: blanks that cover it

  std::optional<double> seconds_left(double elapsed);
};

// "progress: 12/30 done, 0:07 elapsed, about 0:11 left (LABEL)": the line written off a terminal;
// no "about" without an estimate. LABEL escaped (it holds file names) and shortened in its middle
// so that the line fits WIDTH columns.
std::string plain_progress_line(size_t done, size_t total, double elapsed_seconds, const std::string& label,
                                std::optional<double> remaining_seconds, size_t width = Progress::kPlainColumns);

// "[########............]  40%  12/30  0:07  ~0:11 left  913 alpha_beta secret/small/ring-12",
// within WIDTH columns: LABEL escaped and shortened in its middle.
std::string progress_line(size_t done, size_t total, double elapsed_seconds, const std::string& label, size_t width,
                          std::optional<double> remaining_seconds = std::nullopt);

}  // namespace lcjudge
