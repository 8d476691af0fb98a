#include "base/progress.h"

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
  std::fprintf(out_, "\r%s\033[K", progress_line(done_, total_, elapsed, label, 100).c_str());
  std::fflush(out_);
}

void Progress::finish() {
  if (!drawn_) return;
  std::fprintf(out_, "\r\033[K");
  std::fflush(out_);
  drawn_ = false;
}

std::string progress_line(size_t done, size_t total, double elapsed_seconds, const std::string& label, size_t width) {
  constexpr size_t kBar = 24;
  size_t filled = total == 0 ? kBar : kBar * std::min(done, total) / total;
  int percent = total == 0 ? 100 : static_cast<int>(100 * std::min(done, total) / total);
  long seconds = static_cast<long>(elapsed_seconds);
  char head[96];
  std::snprintf(head, sizeof head, "[%s%s] %3d%%  %zu/%zu  %ld:%02ld  ", std::string(filled, '#').c_str(),
                std::string(kBar - filled, '.').c_str(), percent, done, total, seconds / 60, seconds % 60);
  std::string line = head + label;
  if (line.size() > width) line.resize(width);
  return line;
}

}  // namespace lcjudge
