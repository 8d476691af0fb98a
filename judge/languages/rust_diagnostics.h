// rustc's messages about a Rust solution in LeetCode's words (docs/languages.md, "Errors in
// LeetCode's words"): each error's headline placed as LeetCode places a compile error, `Line 3:
// Char 5: error[E0308]: mismatched types`, then rustc's quoted lines, carets and notes as rustc
// prints them; rustc's closing summary left out.
#pragma once

#include <string>

namespace lcjudge {

// OUTPUT, rustc's human-readable diagnostics (--color never), with the solution's file named
// FILE_NAME ("solution.rs") and the judge's own files by their names alone (--remap-path-prefix).
std::string leetcode_rustc_diagnostics(const std::string& output, const std::string& file_name);

}  // namespace lcjudge
