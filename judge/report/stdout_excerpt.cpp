#include "report/stdout_excerpt.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/plural.h"
#include "base/terminal_escape.h"

namespace lcjudge {

std::string stdout_excerpt(std::string_view text, std::uint64_t total_bytes, size_t max_lines, size_t max_bytes,
                           std::string_view indent) {
  // Blank lines before the first it printed take no line of the excerpt (PHP's display_errors
  // starts each warning with one).
  const size_t begin = std::min(text.find_first_not_of("\r\n"), text.size());
  size_t end = begin;
  for (size_t lines = 0; end < text.size() && lines < max_lines; ++lines) {
    size_t newline = text.find('\n', end);
    end = newline == std::string_view::npos ? text.size() : newline + 1;
  }
  end = std::min(end, begin + max_bytes);
  std::string_view shown = text.substr(begin, end - begin);
  if (!shown.empty() && shown.back() == '\n') shown.remove_suffix(1);
  const std::uint64_t total = std::max<std::uint64_t>(total_bytes, text.size());
  if (total == 0) return "";
  std::string excerpt = printable_indented(escape_untrusted(shown, true), indent);
  if (total > end) excerpt += fmt::format("{}({})", shown.empty() ? "" : " ", plural(total - end, "more byte"));
  return excerpt;
}

}  // namespace lcjudge
