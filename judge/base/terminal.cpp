#include "base/terminal.h"

#include <unistd.h>

#include <cstdlib>

namespace lcjudge {

bool wants_colour(std::FILE* stream) {
  return std::getenv("NO_COLOR") == nullptr && isatty(fileno(stream)) == 1;
}

std::string painted(const std::string& text, const fmt::text_style& style, bool colour) {
  return colour ? fmt::format(style, "{}", text) : text;
}

}  // namespace lcjudge
