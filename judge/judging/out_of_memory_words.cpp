#include "judging/out_of_memory_words.h"

#include <string_view>

#include "base/terminal_escape.h"
#include "driver/protocol.h"

namespace lcjudge {
namespace {

// What each runtime prints on stderr when its memory runs out (the JVM, PHP, V8, Go's runtime,
// CPython, libstdc++'s terminate), as the line's mark.
constexpr std::string_view kRuntimeOutOfMemory[] = {
    "java.lang.OutOfMemoryError",           "Allowed memory size of",   "JavaScript heap out of memory",
    "fatal error: runtime: out of memory",  "MemoryError",              "std::bad_alloc",
};

// The first line of STDERR holding one of the runtimes' words, without its blank ends; "" if none.
std::string_view runtime_line(std::string_view stderr_text) {
  for (size_t start = 0; start < stderr_text.size();) {
    size_t end = stderr_text.find('\n', start);
    if (end == std::string_view::npos) end = stderr_text.size();
    std::string_view line = stderr_text.substr(start, end - start);
    for (std::string_view mark : kRuntimeOutOfMemory) {
      if (line.find(mark) == std::string_view::npos) continue;
      const size_t first = line.find_first_not_of(" \t\r");
      return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    }
    start = end + 1;
  }
  return {};
}

}  // namespace

std::string out_of_memory_words(const RunRecord& run, const std::map<std::string, std::string>& side) {
  auto record = side.find(protocol::kOutOfMemoryKey);
  std::string_view words = record != side.end() && !record->second.empty() ? std::string_view(record->second)
                                                                           : runtime_line(run.stderr_text);
  return escaped_first_line(words, kMaxOutOfMemoryWords);
}

}  // namespace lcjudge
