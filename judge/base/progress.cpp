#include "base/progress.h"

#include <fmt/format.h>

#include <algorithm>

namespace lcjudge {

Progress::Progress(std::FILE* out, bool terminal, size_t total, double delay_seconds)
    : out_(out), terminal_(terminal), total_(total), delay_seconds_(delay_seconds),
      start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

Progress::~Progress() { finish(); }

void Progress::advance(const std::string& label, size_t steps) {
  done_ = std::min(total_, done_ + steps);
  if (!terminal_) return;
  auto now = std::chrono::steady_clock::now();
  double elapsed = std::chrono::duration<double>(now - start_).count();
  if (elapsed < delay_seconds_) return;
  if (drawn_ && std::chrono::duration<double>(now - last_draw_).count() < 0.1) return;
  last_draw_ = now;
  drawn_ = true;
  std::string line = progress_line(done_, total_, elapsed, label, 100);
  // Padded to the previous line's width, so a shorter line leaves nothing of a longer one behind.
  fmt::print(out_, "\r{:<{}}", line, drawn_width_);
  drawn_width_ = std::max(drawn_width_, line.size());
  std::fflush(out_);
}

void Progress::finish() {
  if (!drawn_) return;
  fmt::print(out_, "\r{:{}}\r", "", drawn_width_);
  std::fflush(out_);
  drawn_ = false;
  drawn_width_ = 0;
}

std::string progress_line(size_t done, size_t total, double elapsed_seconds, const std::string& label, size_t width) {
  constexpr size_t kBar = 24;
  size_t filled = total == 0 ? kBar : kBar * std::min(done, total) / total;
  int percent = total == 0 ? 100 : static_cast<int>(100 * std::min(done, total) / total);
  long seconds = static_cast<long>(elapsed_seconds);
  std::string line = fmt::format("[{}{}] {:3}%  {}/{}  {}:{:02}  {}", std::string(filled, '#'),
                                 std::string(kBar - filled, '.'), percent, done, total, seconds / 60, seconds % 60, label);
  if (line.size() > width) line.resize(width);
  return line;
}

}  // namespace lcjudge
