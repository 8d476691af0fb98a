// A type as JavaScript's JSDoc (`{number[]}`, `{ListNode|null}`) and TypeScript (`number[][]`,
// `TreeNode | null`, `Array<string>`) write it, read for their template readers
// (judge/languages/<language>_template.cpp): names, `Array<T>`, `(T)`, `T[]`, and unions whose other members are
// `null` or `undefined`.
#pragma once

#include <optional>
#include <string>

#include "problem/language.h"
#include "problem/template_model.h"

namespace lcjudge {

// What a scalar's name is in the C++ template, nullopt for a name the language's templates do not use.
using ScriptScalar = std::optional<TemplateType> (*)(const std::string& name);

// SPELLED read in LANGUAGE (JavaScript or TypeScript), each name through SCALAR (`null`, `undefined`
// and `void` are void). JudgeFailure "WHERE: unsupported type ...; LeetCode's LANGUAGE templates
// write KNOWN".
TemplateType script_type(const std::string& spelled, const std::string& where, Language language, const char* known,
                         ScriptScalar scalar);

}  // namespace lcjudge
