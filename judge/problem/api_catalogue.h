// The APIs LeetCode provides to some problems and the judge implements (judge/driver/api_*.h):
// problem.yaml's `api: NAME` names one, and the catalogue says what of the case defines it (a
// hidden line, or the line of the method's parameter of the API's class), in which order
// LeetCode's statement lists the lines, and which words of LeetCode's template name it, for
// `judge new`.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

struct ApiSpec {
  std::string name;             // problem.yaml's value: "MountainArray"
  std::string problems;         // "1095", for messages and docs
  std::string parameter_class;  // the method's parameter LeetCode passes: "MountainArray", "char*"; "" none
  std::string parameter_line;   // the case line that defines that parameter: "" its own name, "function_id"
  std::string parameter_line_type;  // that line's type: "vector<int>"; "" no line (157's buf)
  std::string hidden_line;      // a line of the API's own, never the solution's: "bad"; "" none
  std::string hidden_type;      // its type: "int"
  bool api_lines_first = false; // LeetCode's statement lists the API's lines before the method's
  std::string driver_header;    // "api_mountain_array.h"
  std::string template_marker;  // words of LeetCode's template that name the API: "MountainArray's API interface"
  std::string semantics;        // one line for docs and `judge new`
  std::string trailing_line = "";  // a second hidden line, after the method's lines: 843's "allowedGuesses"
  std::string trailing_type = "";
  std::string answer_type = "";    // the answer's type when not the method's result: 843's "string"
  bool answer_in_any_order = false;  // LeetCode's answer key takes the answer's list in any order (1237)
  // The judge answers the API's calls, from lines the solution's process never gets (interactor/);
  // false: the driver computes them itself (1237's f: unlimited, and cheap only in the process).
  bool judge_answers = true;
};

const std::vector<ApiSpec>& api_catalogue();

// The API named NAME, nullptr when the catalogue has none.
const ApiSpec* api_named(const std::string& name);

// The API whose template marker TEXT (LeetCode's template, comments included) holds, else nullptr.
const ApiSpec* api_in_template(const std::string& text);

// Whether NAME is the class of an API's parameter ("MountainArray", "CustomFunction").
bool is_api_class(const std::string& name);

// read4's problems: `queries` instead of `n` (158) calls read once per entry.
constexpr const char* kRead4Api = "read4";

}  // namespace lcjudge
