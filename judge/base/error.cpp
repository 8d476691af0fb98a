#include "base/error.h"

#include <cerrno>
#include <cstring>

namespace lcjudge {

std::string errno_message(const std::string& action, const std::string& path) {
  return action + " '" + path + "': " + std::strerror(errno);
}

}  // namespace lcjudge
