// The call descriptor: a problem's declared signature as one line of JSON, the argument that tells
// the driver of a language other than C++ how to decode a case and call the solution
// (judge/driver/python/, judge/driver/java/). C++ needs none: its entry is generated code
// (judging/entry.h). The fields are listed in docs/languages.md.
#pragma once

#include <string>

#include "problem/config.h"

namespace lcjudge {

// CONFIG's signature, node kind and result source, compact JSON.
std::string call_descriptor(const ProblemConfig& config);

}  // namespace lcjudge
