// LeetCode's code template in any of its seven languages, as `judge new --stub` takes it: the
// language told by the file's extension or, pasted, by the text itself, and the template read as
// the C++ template it stands for (problem/stub.h reads that one). Each language's reader is in
// judge/languages/<language>_template.cpp; problem/template_model.h says what they read into.
// Limits: where a language does not tell C++'s types apart (JavaScript's and TypeScript's
// `number`, Python's `int`, PHP's `Integer`; `str`, `String` and TypeScript's `string` for a char)
// the template reads as int and string, and problem/open_scalars.h settles them from the
// statement's examples; an API problem's template (278, 1095, ...) is recognised in C++ only.
#pragma once

#include <string>

#include "problem/language.h"
#include "problem/template_model.h"

namespace lcjudge {

// The language of a template given as TEXT from PATH ("-" for stdin: told from the text itself).
// JudgeFailure naming SOURCE and the seven languages' template shapes when the text is none of them.
Language template_language(const std::string& path, const std::string& text, const std::string& source);

// TEXT, LeetCode's template in LANGUAGE (not C++), read; JudgeFailure "SOURCE:LINE: ..." in
// LANGUAGE's words for what is not a template of it, or a type it cannot map.
TemplateModel read_template_model(Language language, const std::string& text, const std::string& source);

// TEXT, LeetCode's template in LANGUAGE, as a C++ template (C++'s as it is).
std::string cpp_template_from(Language language, const std::string& text, const std::string& source);

}  // namespace lcjudge
