// How the solutions of a run are built and run, for `judge run -v`'s header, the JSON report and
// `judge compare`'s: only the languages of the solutions judged (a Python-only run says nothing of
// the C++ build).
#pragma once

#include <string>

#include "judging/workload.h"

namespace lcjudge {

// C++'s build (describe_build), once when every problem of a C++ solution builds alike, else per
// problem, when some solution is C++; then each other language's run, once, in the order
// all_languages() lists them: "gcc (GNU C++20, -O2), no sanitizers; Python 3: python3 -I -S, ...".
// "" when WORK has no solution.
std::string describe_builds(const Workload& work);

}  // namespace lcjudge
