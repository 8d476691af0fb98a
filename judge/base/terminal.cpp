#include "base/terminal.h"

#include <unistd.h>

#include <cstdlib>

namespace lcjudge {

bool wants_colour(std::FILE* stream) {
  return std::getenv("NO_COLOR") == nullptr && isatty(fileno(stream)) == 1;
}

}  // namespace lcjudge
