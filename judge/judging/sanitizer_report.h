// Reading what AddressSanitizer or UBSan printed when a sanitized build stopped: its finding in
// one line, at the solution's own file and line, e.g.
//   AddressSanitizer: heap-buffer-overflow, READ of size 4 at solutions/1-two-sum/accepted/mine.cpp:7
// The sanitized binary prints its stack unsymbolized (no symbolizer may run in the sandbox); the
// judge names the frames from the binary's line tables with addr2line, run in the compiler's jail.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

struct SanitizerReport {
  std::string headline;        // "AddressSanitizer: heap-buffer-overflow, READ of size 4"
  std::string error_location;  // UBSan's own "path:line" of the error, when it gave one
  // The first stack's frames in the main binary: offsets from its start (return addresses after
  // the first, as printed).
  std::vector<std::uint64_t> frame_offsets;
  bool memory_cap = false;     // the sanitizer's own memory cap, not a finding about the code
};

// The report in a sanitized run's stderr: the last one, the sanitizer's own as it stopped the
// program (a solution can print report-like lines before it); nothing if it holds none. Bytes
// are the solution's too, so this only describes: the caller decides from the exit status and
// what it measured outside.
std::optional<SanitizerReport> parse_sanitizer_report(const std::string& stderr_text);

// One file:line per address, innermost inlined frame first: addr2line's `-a -f -i` output.
struct SymbolizedFrame {
  std::uint64_t address = 0;
  std::vector<std::string> locations;  // "path:line", innermost first
};
std::vector<SymbolizedFrame> parse_addr2line_output(const std::string& text);

// The first location in SOURCE (matched by its path's tail: the compiler may print it from the
// project root) among ERROR_LOCATION and then FRAMES in order, as "SOURCE:line"; "" if none.
std::string solution_location(const std::string& source, const std::string& error_location,
                              const std::vector<SymbolizedFrame>& frames);

// Runs addr2line on BINARY's OFFSETS in the compiler's jail (the binary was built from
// untrusted source); its frames, or none if it could not run.
std::vector<SymbolizedFrame> symbolize(const std::string& binary, const std::vector<std::uint64_t>& offsets);

// The RTE message for a sanitized run of SOLUTION_SOURCE that stopped with STDERR_TEXT:
// the headline and, where a frame is in the solution, " at path:line".
std::string describe_sanitizer_finding(const SanitizerReport& report, const std::string& binary,
                                       const std::string& solution_source);

}  // namespace lcjudge
