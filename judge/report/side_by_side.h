// Two answers shown side by side, for a reader to find where they part: a row per element when
// both are JSON arrays (so that one extra element shifts no other row), else a row per chunk of
// the column's width; '*' marks the rows that differ. Both are escaped here for the terminal (their
// JSON text kept, as LeetCode shows it: a backslash stays one): they are untrusted.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lcjudge {

// At most this wide on one line, an answer is shown inline ("expected [0,1], found [1,0]").
constexpr size_t kInlineAnswerWidth = 60;

// The elements of the JSON array TEXT, each with the comma (or, the last, the ']') after it and the
// first with the '[' before it, split at the commas of the array's own level; nothing when TEXT
// is not one array whose brackets and strings close.
std::vector<std::string> array_elements(std::string_view text);

// True when LEFT or RIGHT does not fit inline: longer than kInlineAnswerWidth once escaped.
bool needs_side_by_side(std::string_view left, std::string_view right);

// The two answers in columns of COLUMN_WIDTH under their titles, each line starting with INDENT;
// every row of both, in full.
std::string side_by_side(const std::string& left_title, std::string_view left, const std::string& right_title,
                         std::string_view right, size_t column_width = 48, const std::string& indent = "  ");

}  // namespace lcjudge
