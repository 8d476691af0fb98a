// The bytes a test file may hold: UTF-8 text whose lines end in '\n' alone, with no byte-order
// mark and no NUL, small enough for a solution to read. The problems' validators accept no more
// (testcases/common/strict_reader.h), `judge add` writes no other, and LeetCode's own cases are
// such text; a CRLF or a BOM means an editor rewrote the file. Checked when the cases are found,
// so bad data stops the judge before anything runs, naming the file, line and column.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace lcjudge {

// LeetCode's largest inputs are a few MiB; a file past this is a generator gone wrong, and the
// driver could not hold it (and its parse) within any usual memory limit anyway.
constexpr std::uint64_t kMaxCaseFileBytes = 64ull << 20;

// Where `text` first breaks the rules above, as "line L, column C: what" (columns count bytes,
// as the driver's do); "" if it keeps them. The size is check_case_file's.
std::string plain_text_problem(const std::string& text);

// Reads the test file at PATH and checks it. JudgeFailure "cannot read 'PATH': reason", or
// "bad test data in 'PATH', line L, column C: what", or one about its size.
void check_case_file(const std::string& path);

}  // namespace lcjudge
