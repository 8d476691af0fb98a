// Text a solution wrote, made safe to show: on a terminal it cannot move the cursor, erase a
// line or change colours, and in JSON or JUnit it is valid UTF-8.
#pragma once

#include <string>
#include <string_view>

namespace lcjudge {

// Control characters (C0 except tab, DEL, and the C1 range U+0080..U+009F) and invisible format
// characters (bidirectional overrides and isolates such as U+202E, zero widths, line separators,
// the BOM) become `\xNN` byte by byte, a
// backslash becomes `\\` so that an escape cannot be forged, and every byte that is not part of
// well-formed UTF-8 becomes `\xNN` too. Newlines are escaped unless KEEP_NEWLINES.
std::string escape_untrusted(std::string_view text, bool keep_newlines = false);

// The renderers' last line of defence (the run table, JSON, JUnit, `judge: error:` lines): what
// escape_untrusted does but leaving backslashes alone, so that text escaped when it was made
// passes through unchanged and text that was not (a compiler's message, a sanitizer's headline)
// still cannot move the cursor or break UTF-8. Idempotent.
std::string printable(std::string_view text, bool keep_newlines = false);

// TEXT printable, its lines after the first indented by INDENT: a message shown under a table
// whose lines begin at column 0 (`ok`, `FAIL`) can then never pass for one of them.
std::string printable_indented(std::string_view text, std::string_view indent);

// TEXT's first line, escaped, cut after MAX_BYTES with "..." marking the cut: how a line a
// program wrote (often its stderr) is quoted in a verdict's message or an error.
std::string escaped_first_line(std::string_view text, size_t max_bytes = 200);

}  // namespace lcjudge
