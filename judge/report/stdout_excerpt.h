// What a solution printed on stdout, as a report shows it beside a case (LeetCode's "Stdout"
// panel): its first lines, escaped, and how much more it printed. Shown, never judged.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace lcjudge {

// The first MAX_LINES lines of TEXT after its leading blank lines, at most MAX_BYTES, escaped (the solution's text: no control
// character reaches the terminal), each line after the first led by INDENT; then, when TOTAL_BYTES
// (all it printed, of which TEXT is the start) is more than was shown, "(N more bytes)". "" when
// it printed nothing.
std::string stdout_excerpt(std::string_view text, std::uint64_t total_bytes, size_t max_lines, size_t max_bytes,
                           std::string_view indent);

}  // namespace lcjudge
