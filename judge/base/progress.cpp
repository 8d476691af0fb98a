#include "base/progress.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/terminal_escape.h"
#include "base/text_table.h"

namespace lcjudge {

Progress::Progress(std::FILE* out, bool terminal, size_t total, double delay_seconds, double plain_interval_seconds)
    : out_(out), terminal_(terminal), total_(total), delay_seconds_(delay_seconds),
      plain_interval_seconds_(plain_interval_seconds), start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

Progress::~Progress() { finish(); }

void Progress::advance(const std::string& label, size_t steps) {
  done_ = std::min(total_, done_ + steps);
  auto now = std::chrono::steady_clock::now();
  if (!terminal_) {
    // Whole lines, and only now and then: a log keeps every one.
    if (std::chrono::duration<double>(now - last_draw_).count() < plain_interval_seconds_) return;
    last_draw_ = now;
    double elapsed = std::chrono::duration<double>(now - start_).count();
    fmt::print(out_, "{}\n", plain_progress_line(done_, total_, elapsed, label, seconds_left(elapsed)));
    std::fflush(out_);
    return;
  }
  double elapsed = std::chrono::duration<double>(now - start_).count();
  if (elapsed < delay_seconds_) return;
  if (drawn_ && std::chrono::duration<double>(now - last_draw_).count() < 0.1) return;
  last_draw_ = now;
  drawn_ = true;
  std::string line = progress_line(done_, total_, elapsed, label, 100, seconds_left(elapsed));
  // Padded to the previous line's width, so a shorter line leaves nothing of a longer one behind.
  fmt::print(out_, "\r{:<{}}", line, drawn_width_);
  drawn_width_ = std::max(drawn_width_, line.size());
  std::fflush(out_);
}

std::optional<double> Progress::seconds_left(double elapsed) {
  WorkAccount work = account_ ? account_() : WorkAccount{static_cast<double>(done_), static_cast<double>(total_ - done_)};
  return remaining_.update(elapsed, work.done, work.left);
}

void Progress::finish() {
  if (!drawn_) return;
  fmt::print(out_, "\r{:{}}\r", "", drawn_width_);
  std::fflush(out_);
  drawn_ = false;
  drawn_width_ = 0;
}

namespace {
std::string minutes(double seconds) {
  long whole = static_cast<long>(seconds + 0.5);
  return fmt::format("{}:{:02}", whole / 60, whole % 60);
}
}  // namespace

std::string plain_progress_line(size_t done, size_t total, double elapsed_seconds, const std::string& label,
                                std::optional<double> remaining_seconds, size_t width) {
  std::string left = remaining_seconds ? fmt::format(", about {} left", minutes(*remaining_seconds)) : "";
  std::string head = fmt::format("progress: {}/{} done, {} elapsed{} (", done, total, minutes(elapsed_seconds), left);
  size_t room = width > display_width(head) + 1 ? width - display_width(head) - 1 : 0;
  return head + shorten_middle(escape_untrusted(label), room) + ")";
}

std::string progress_line(size_t done, size_t total, double elapsed_seconds, const std::string& label, size_t width,
                          std::optional<double> remaining_seconds) {
  constexpr size_t kBar = 24;
  size_t filled = total == 0 ? kBar : kBar * std::min(done, total) / total;
  int percent = total == 0 ? 100 : static_cast<int>(100 * std::min(done, total) / total);
  long seconds = static_cast<long>(elapsed_seconds);
  std::string left = remaining_seconds ? fmt::format("~{} left  ", minutes(*remaining_seconds)) : "";
  std::string head = fmt::format("[{}{}] {:3}%  {}/{}  {}:{:02}  {}", std::string(filled, '#'),
                                 std::string(kBar - filled, '.'), percent, done, total, seconds / 60, seconds % 60, left);
  if (head.size() >= width) return head.substr(0, width);  // ASCII only
  return head + shorten_middle(escape_untrusted(label), width - head.size());
}

}  // namespace lcjudge
