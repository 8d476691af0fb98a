#include "judging/sanitizer_report.h"

#include <fmt/format.h>

#include <regex>
#include <sstream>

#include "base/scratch_folder.h"
#include "process/compile_jail.h"

namespace lcjudge {
namespace {

constexpr size_t kMaxHeadline = 200;
constexpr size_t kMaxFrames = 16;

std::string cut_at_first(std::string text, const std::vector<std::string>& ends) {
  size_t at = text.size();
  for (const auto& end : ends) at = std::min(at, text.find(end));
  text.resize(at);
  return text;
}

std::string clipped(std::string text) {
  if (text.size() > kMaxHeadline) text = text.substr(0, kMaxHeadline) + "...";
  return text;
}

bool ends_with(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

std::optional<SanitizerReport> parse_sanitizer_report(const std::string& stderr_text) {
  // "==7==ERROR: AddressSanitizer: heap-buffer-overflow ...", or its memory cap's
  // "==7==AddressSanitizer: hard rss limit exhausted (1088Mb vs 1099Mb)".
  static const std::regex asan_error(R"(^==\d+==(?:ERROR: )?(AddressSanitizer: .*))");
  static const std::regex access(R"(^(READ|WRITE) of size (\d+))");
  static const std::regex ubsan_error(R"(^(.*):(\d+):(\d+): runtime error: (.*)$)");
  static const std::regex frame(R"(^\s*#(\d+) 0x([0-9a-f]+)(?: in [^(]*)?\s*(?:\((.*)\+0x([0-9a-f]+)\))?)");
  std::istringstream lines(stderr_text);
  std::string line;
  std::optional<SanitizerReport> report;
  bool in_stack = false, stack_done = false, want_access = false;
  while (std::getline(lines, line)) {
    std::smatch match;
    if (!report && std::regex_search(line, match, asan_error)) {
      report.emplace();
      std::string headline = cut_at_first(match[1].str(), {" on address", " on 0x", " at pc", " (pc", " in thread"});
      report->headline = clipped(headline);
      report->memory_cap = headline.find("rss limit exhausted") != std::string::npos ||
                           headline.find("out of memory") != std::string::npos ||
                           headline.find("allocator is out of memory") != std::string::npos;
      want_access = true;
      continue;
    }
    if (!report && std::regex_match(line, match, ubsan_error)) {
      report.emplace();
      report->headline = clipped("UndefinedBehaviorSanitizer: " + match[4].str());
      report->error_location = match[1].str() + ":" + match[2].str();
      continue;
    }
    if (!report) continue;
    if (want_access && std::regex_search(line, match, access)) {
      report->headline += ", " + match[0].str();
      want_access = false;
      continue;
    }
    if (stack_done) continue;
    if (std::regex_search(line, match, frame)) {
      in_stack = true;
      want_access = false;
      const std::string module = match[3].str();
      // Frames in the main binary only: a shared library's (the C library's) cannot be the solution.
      if (match[4].matched && module.find(".so") == std::string::npos && report->frame_offsets.size() < kMaxFrames) {
        report->frame_offsets.push_back(std::stoull(match[4].str(), nullptr, 16));
      }
    } else if (in_stack) {
      stack_done = true;
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
      frames.push_back({std::stoull(line, nullptr, 16), {}});
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
