// LeetCode's Python 3 or Java code template, read as the C++ template it stands for, so that
// `judge new --stub` takes the template of the language its user writes (problem/stub.h reads the
// C++ one). Each method's types map to the C++ ones LeetCode's C++ template has: Python's
// `List[int]` and Java's `int[]` or `List<Integer>` to `vector<int>&`, `Optional[ListNode]` and
// `ListNode` to `ListNode*`, `str`/`String` to `string`. Comments are kept as C++ comments (a
// commented Node definition still tells what Node means), method bodies are dropped.
// Limits: Python has no char type, so its `List[str]` is `vector<string>` where C++ may have
// `vector<char>` (take the C++ or Java template for a problem of characters); an API problem's
// template (278, 1095, ...) is recognised in C++ only.
#pragma once

#include <optional>
#include <string>

#include "problem/language.h"

namespace lcjudge {

// The language of a template given as TEXT from PATH ("-" for stdin: told from the text itself).
Language template_language(const std::string& path, const std::string& text);

// TEXT, LeetCode's template in LANGUAGE (Python or Java), as a C++ template; JudgeFailure
// "SOURCE:LINE: ..." naming a type it cannot map and what to do.
std::string cpp_template_from(Language language, const std::string& text, const std::string& source_name);

}  // namespace lcjudge
