// Text a solution wrote, made safe to show: on a terminal it cannot move the cursor, erase a
// line or change colours, and in JSON or JUnit it is valid UTF-8.
#pragma once

#include <string>
#include <string_view>

namespace lcjudge {

// Control characters (C0 except tab, DEL, and the C1 range U+0080..U+009F) become `\xNN`, a
// backslash becomes `\\` so that an escape cannot be forged, and every byte that is not part of
// well-formed UTF-8 becomes `\xNN` too. Newlines are escaped unless KEEP_NEWLINES.
std::string escape_untrusted(std::string_view text, bool keep_newlines = false);

// TEXT's first line, escaped, cut after MAX_BYTES with "..." marking the cut: how a line a
// program wrote (often its stderr) is quoted in a verdict's message or an error.
std::string escaped_first_line(std::string_view text, size_t max_bytes = 200);

}  // namespace lcjudge
