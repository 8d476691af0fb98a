#include "base/machine.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <fmt/format.h>

#include <charconv>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "base/plural.h"

namespace lcjudge {
namespace {

// The value of the first "KEY<spaces>: value" line of a /proc file.
std::string proc_value(const std::string& path, const std::string& key) {
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.compare(0, key.size(), key) != 0) continue;
    auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(" \t"));
    return value;
  }
  return "";
}

}  // namespace

std::string describe_machine() {
  std::vector<std::string> parts;
  std::string cpu = proc_value("/proc/cpuinfo", "model name");
  if (!cpu.empty()) parts.push_back(cpu);
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  if (cpus > 0) parts.push_back(plural(static_cast<std::uint64_t>(cpus), "CPU"));
  std::string memory = proc_value("/proc/meminfo", "MemTotal");  // "8048576 kB"
  double kib = 0;
  if (std::from_chars(memory.data(), memory.data() + memory.size(), kib).ec == std::errc()) {
    parts.push_back(fmt::format("{:.1f} GiB memory", kib / (1 << 20)));
  }
  utsname name{};
  if (uname(&name) == 0) parts.push_back(std::string(name.sysname) + " " + name.release);
  // Not the solutions' compiler (reports name that themselves): the judge's, which times them.
  parts.push_back(std::string("judge built by g++ ") + __VERSION__);
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string local_timestamp() {
  std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[64];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M %Z", &local);
  return text;
}

}  // namespace lcjudge
