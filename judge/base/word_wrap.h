// Running text laid out for a terminal: words filled into lines of at most a given number of
// columns (code points, as base/text_table.h counts them), so that a note under a table does not
// run past the edge of a 120-column window.
#pragma once

#include <cstddef>
#include <string>

namespace lcjudge {

// TEXT in lines of at most WIDTH columns, each ended by '\n': the first led by FIRST_INDENT, the
// others by REST_INDENT. Lines break at blanks; a word longer than a line (a path) is cut where
// the line ends and goes on in the next. Line breaks already in TEXT are kept.
std::string wrap_words(const std::string& text, size_t width, const std::string& first_indent = "",
                       const std::string& rest_indent = "");

}  // namespace lcjudge
