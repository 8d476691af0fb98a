#include "judging/sanitizer_report.h"

#include <fmt/format.h>

#include <charconv>
#include <sstream>
#include <string_view>

#include "base/scratch_folder.h"
#include "process/compile_jail.h"

namespace lcjudge {
namespace {

constexpr size_t kMaxHeadline = 200;
constexpr size_t kMaxFrames = 16;
// A report's headline, access and first stack are short: this much is read from its headline on
// (what the solution printed before it can be anything, of any length, and is only scanned for
// headlines).
constexpr size_t kMaxScanned = 256 * 1024;
constexpr size_t kMaxPath = 4096;

std::string cut_at_first(std::string text, const std::vector<std::string>& ends) {
  size_t at = text.size();
  for (const auto& end : ends) at = std::min(at, text.find(end));
  text.resize(at);
  return text;
}

std::string clipped(std::string_view text) {
  if (text.size() > kMaxHeadline) return std::string(text.substr(0, kMaxHeadline)) + "...";
  return std::string(text);
}

bool ends_with(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

bool starts_with(std::string_view text, std::string_view head) { return text.substr(0, head.size()) == head; }

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_lower_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f'); }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// The length of the run of characters from AT that satisfy IS.
template <typename Is>
size_t run_length(std::string_view text, size_t at, Is is) {
  size_t end = at;
  while (end < text.size() && is(text[end])) ++end;
  return end - at;
}

// TEXT as a hexadecimal number, or nothing if it is not one or does not fit in 64 bits.
std::optional<std::uint64_t> hex_number(std::string_view text) {
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// "==7==ERROR: AddressSanitizer: heap-buffer-overflow ...", or its memory cap's
// "==7==AddressSanitizer: hard rss limit exhausted (1088Mb vs 1099Mb)": from "AddressSanitizer: ".
std::optional<std::string_view> asan_error(std::string_view line) {
  if (!starts_with(line, "==")) return std::nullopt;
  size_t digits = run_length(line, 2, is_digit);
  if (digits == 0 || line.substr(2 + digits, 2) != "==") return std::nullopt;
  std::string_view rest = line.substr(4 + digits);
  if (starts_with(rest, "ERROR: ")) rest.remove_prefix(7);
  if (!starts_with(rest, "AddressSanitizer: ")) return std::nullopt;
  return rest.substr(0, rest.find('\r'));
}

// "READ of size 4" at the start of LINE, or nothing.
std::optional<std::string_view> access(std::string_view line) {
  size_t verb = starts_with(line, "READ") ? 4 : starts_with(line, "WRITE") ? 5 : 0;
  if (verb == 0 || line.substr(verb, 9) != " of size ") return std::nullopt;
  size_t digits = run_length(line, verb + 9, is_digit);
  if (digits == 0) return std::nullopt;
  return line.substr(0, verb + 9 + digits);
}

// UBSan's "path:line:column: runtime error: what": the last such split of LINE, as a greedy
// "(.*):(\d+):(\d+): runtime error: (.*)" takes it.
struct UbsanError {
  std::string_view location;  // "path:line"
  std::string_view what;
};
std::optional<UbsanError> ubsan_error(std::string_view line) {
  constexpr std::string_view kMarker = ": runtime error: ";
  for (size_t at = line.rfind(kMarker); at != std::string_view::npos && at > 0; at = line.rfind(kMarker, at - 1)) {
    size_t column = at;
    while (column > 0 && is_digit(line[column - 1])) --column;
    if (column == at || column == 0 || line[column - 1] != ':') continue;
    size_t row = column - 1;
    while (row > 0 && is_digit(line[row - 1])) --row;
    if (row == column - 1 || row == 0 || line[row - 1] != ':') continue;
    std::string_view what = line.substr(at + kMarker.size());
    if (what.find('\r') != std::string_view::npos) return std::nullopt;  // no line end inside
    return UbsanError{line.substr(0, column - 1), what};
  }
  return std::nullopt;
}

// A stack frame: "    #3 0x55ab445f709c in f(int) (/path/binary+0x13b09c) (BuildId: ...)"; its
// module (the text between the parentheses) and offset, when it names them.
struct Frame {
  std::string_view module;
  std::optional<std::uint64_t> offset;  // none: no "(module+0x...)", or an offset past 64 bits
};
std::optional<Frame> stack_frame(std::string_view line) {
  size_t at = run_length(line, 0, is_space);
  if (line.substr(at, 1) != "#") return std::nullopt;
  size_t number = run_length(line, at + 1, is_digit);
  if (number == 0 || line.substr(at + 1 + number, 3) != " 0x") return std::nullopt;
  at += 1 + number + 3;
  size_t address = run_length(line, at, is_lower_hex);
  if (address == 0) return std::nullopt;
  at += address;
  Frame frame;
  // " in FUNCTION" runs to the first '(' (that of its parameters, if any); then "(module+0x...)".
  if (starts_with(line.substr(at), " in ")) {
    at = line.find('(', at);
  } else {
    at += run_length(line, at, is_space);
    if (line.substr(at, 1) != "(") at = std::string_view::npos;
  }
  if (at == std::string_view::npos) return frame;
  // The module runs to the last "+0x<hex>)" of the line.
  for (size_t plus = line.rfind("+0x"); plus != std::string_view::npos && plus > at; plus = line.rfind("+0x", plus - 1)) {
    size_t digits = run_length(line, plus + 3, is_lower_hex);
    if (digits == 0 || line.substr(plus + 3 + digits, 1) != ")") continue;
    frame.module = line.substr(at + 1, plus - at - 1);
    frame.offset = hex_number(line.substr(plus + 3, digits));
    break;
  }
  return frame;
}

// Whether MODULE is a shared library ("/lib/x86_64-linux-gnu/libc.so.6"): its file name, not
// its folders, ends in ".so" or goes on with ".so." (a solution's folder may be "two.sorted.cpp").
bool is_shared_library(std::string_view module) {
  std::string_view name = module.substr(module.rfind('/') + 1);
  for (size_t at = name.find(".so"); at != std::string_view::npos; at = name.find(".so", at + 1)) {
    if (at + 3 == name.size() || name[at + 3] == '.') return true;
  }
  return false;
}

// Where the last line that opens a report begins, in the whole of TEXT: a sanitizer prints its
// report as it stops the program, after whatever the solution printed, and a solution can print
// a report-like line of its own first (a forged "rss limit exhausted" to pass its overflow off
// as the sanitizer's memory cap). One pass, line by line.
std::optional<size_t> last_report_start(std::string_view text) {
  std::optional<size_t> last;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    const std::string_view line = text.substr(begin, end - begin);
    if (asan_error(line) || ubsan_error(line)) last = begin;
    begin = end + 1;
  }
  return last;
}

}  // namespace

std::optional<SanitizerReport> parse_sanitizer_report(const std::string& stderr_text) {
  std::optional<size_t> start = last_report_start(stderr_text);
  if (!start) return std::nullopt;
  const std::string_view text = std::string_view(stderr_text).substr(*start, kMaxScanned);
  std::optional<SanitizerReport> report;
  bool in_stack = false, want_access = false;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    const std::string_view line = text.substr(begin, end - begin);
    begin = end + 1;
    if (!report) {
      if (auto error = asan_error(line)) {
        report.emplace();
        std::string headline = cut_at_first(std::string(*error), {" on address", " on 0x", " at pc", " (pc", " in thread"});
        report->headline = clipped(headline);
        report->memory_cap = headline.find("rss limit exhausted") != std::string::npos ||
                             headline.find("out of memory") != std::string::npos ||
                             headline.find("allocator is out of memory") != std::string::npos;
        want_access = true;
      } else if (auto error = ubsan_error(line)) {
        report.emplace();
        report->headline = clipped("UndefinedBehaviorSanitizer: " + std::string(error->what));
        // A path longer than any a file system allows cannot be the solution's.
        if (error->location.size() <= kMaxPath) report->error_location = std::string(error->location);
      }
      continue;
    }
    if (want_access) {
      if (auto found = access(line)) {
        report->headline += ", " + std::string(*found);
        want_access = false;
        continue;
      }
    }
    if (auto frame = stack_frame(line)) {
      in_stack = true;
      want_access = false;
      // Frames in the main binary only: a shared library's (the C library's) cannot be the solution.
      if (frame->offset && !is_shared_library(frame->module) &&
          report->frame_offsets.size() < kMaxFrames) {
        report->frame_offsets.push_back(*frame->offset);
      }
    } else if (in_stack) {
      break;  // the first stack is over
    }
  }
  return report;
}

std::vector<SymbolizedFrame> parse_addr2line_output(const std::string& text) {
  // -a prints the address, then for each inlined level a function line and a "file:line" line.
  std::vector<SymbolizedFrame> frames;
  std::istringstream lines(text);
  std::string line;
  bool function_line = true;
  while (std::getline(lines, line)) {
    if (line.rfind("0x", 0) == 0 && line.find(':') == std::string::npos) {
      // An address that is not one (it came from the binary's own tables) starts no frame.
      std::optional<std::uint64_t> address = hex_number(std::string_view(line).substr(2));
      if (!address) continue;
      frames.push_back({*address, {}});
      function_line = true;
      continue;
    }
    if (frames.empty()) continue;
    if (!function_line) {
      std::string location = cut_at_first(line, {" (discriminator"});
      if (location.rfind("??", 0) != 0) frames.back().locations.push_back(location);
    }
    function_line = !function_line;
  }
  return frames;
}

std::string solution_location(const std::string& source, const std::string& error_location,
                              const std::vector<SymbolizedFrame>& frames) {
  auto in_source = [&](const std::string& location) -> std::string {
    size_t colon = location.rfind(':');
    if (colon == std::string::npos) return "";
    std::string path = location.substr(0, colon);
    std::string tail = source.front() == '/' ? source : "/" + source;
    if (path != source && !ends_with(path, tail)) return "";
    return source + location.substr(colon);
  };
  if (auto found = in_source(error_location); !found.empty()) return found;
  for (const auto& frame : frames) {
    for (const auto& location : frame.locations) {
      if (auto found = in_source(location); !found.empty()) return found;
    }
  }
  return "";
}

std::vector<SymbolizedFrame> symbolize(const std::string& binary, const std::vector<std::uint64_t>& offsets) {
  if (offsets.empty()) return {};
  try {
    ScratchFolder folder("lcjudge-symbolize");
    CompileJailRequest request;
    request.argv = {"/usr/bin/addr2line", "-a", "-f", "-i", "-e", binary};
    for (size_t i = 0; i < offsets.size(); ++i) {
      // After the first, a frame's address is where its call returns to: the call is a byte before.
      std::uint64_t address = offsets[i] - (i > 0 && offsets[i] > 0 ? 1 : 0);
      request.argv.push_back(fmt::format("{:#x}", address));
    }
    request.readable = {binary};
    request.output_folder = folder.path();
    request.limits.cpu_seconds = 10;
    request.limits.wall_seconds = 20;
    CompileJailRun run = run_jailed_compiler(request);
    if (!run.ok) return {};
    return parse_addr2line_output(run.output);
  } catch (const std::exception&) {
    return {};  // a report without its line is still the finding
  }
}

std::string describe_sanitizer_finding(const SanitizerReport& report, const std::string& binary,
                                       const std::string& solution_source) {
  std::string location = solution_location(solution_source, report.error_location, {});
  if (location.empty()) location = solution_location(solution_source, "", symbolize(binary, report.frame_offsets));
  return location.empty() ? report.headline : report.headline + " at " + location;
}

}  // namespace lcjudge
