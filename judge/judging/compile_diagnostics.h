// A compiler's or a checker's whole diagnostic in LeetCode's words (issue #40): every message with
// its quoted source line, caret and notes, the solution's file named by `Line N:` as LeetCode
// names it, the paths of the judge's own folders (its build folder, its driver, a compile jail)
// reduced to the file's name; then escaped for the terminal and bounded, saying what was cut.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lcjudge {

// How much of a compile error a message keeps: enough for a page of clang's template notes.
constexpr size_t kDiagnosticLines = 60;
constexpr size_t kDiagnosticBytes = 8192;

// TEXT printable (newlines kept, trailing blank lines dropped), at most MAX_LINES lines and
// MAX_BYTES bytes: what is left out is replaced by "[N more lines not shown]".
std::string bounded_diagnostic(std::string_view text, size_t max_lines = kDiagnosticLines,
                               size_t max_bytes = kDiagnosticBytes);

// LINE with every path below one of FOLDERS ("./build", "/tmp/jail.1") reduced to its file's
// name: "./build/entries/1-add.cpp:8:15" -> "1-add.cpp:8:15".
std::string without_folders(std::string line, const std::vector<std::string>& folders);

// Where a C++ compile's files are: the solution's path as the compiler may name it (relative,
// "./" first, or absolute), and the judge's folders whose paths a message must not show.
struct CppDiagnosticPaths {
  std::vector<std::string> solution;
  std::vector<std::string> hidden_folders;
};

// clang's or g++'s output as LeetCode shows it: "Line 4: Char 13: error: use of undeclared
// identifier 'y'" and the quoted line with its caret, notes in the solution's file likewise,
// "In file included from" chains (the judge's entry including the solution) dropped, a file of
// the judge's named by its name, the system's headers as the compiler names them.
std::string leetcode_cpp_diagnostics(const std::string& output, const CppDiagnosticPaths& paths);

// javac's output as LeetCode shows it: "Line 4: error: cannot find symbol", the quoted line, its
// caret and javac's details (symbol, location), for FILE_NAME ("Solution.java"), whose first
// line LINE_ONE_PREFIX (LeetCode's imports) precedes; another file by its name; the error count
// and javac's notes dropped.
std::string leetcode_javac_diagnostics(const std::string& output, const std::string& file_name,
                                       const std::string& line_one_prefix);

// tsc's output as LeetCode shows it: "Line 3: Char 5: error TS2304: Cannot find name 'y'." and
// the lines that continue a message; a declaration file of the judge's by its name.
std::string leetcode_tsc_diagnostics(const std::string& output);

}  // namespace lcjudge
