// A test case as a user types or pastes it, in either of LeetCode's two shapes:
//   the custom test case:    one JSON value per line        [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]
//   the statement's example: name = value, name = value     grid = ["M.C...F"], catJump = 1, mouseJump = 4
// and its committed form: each value as compact JSON on a line of its own, then a newline.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

// The values in order, each compact (whitespace outside strings removed, otherwise as written).
// JudgeFailure `SOURCE:LINE:COLUMN: what is wrong` for anything that is not one of the shapes.
// Parameter names are not checked: only the order of the values matters, as on LeetCode.
std::vector<std::string> parse_case_values(const std::string& text, const std::string& source_name);

// The statement form's names, in order (["mountainArr", "target"]); empty for the line form.
// JudgeFailure as parse_case_values.
std::vector<std::string> parse_case_names(const std::string& text, const std::string& source_name);

// The committed form: parse_case_values, a line each.
std::string normalise_case_input(const std::string& text, const std::string& source_name);

}  // namespace lcjudge
