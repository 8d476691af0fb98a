// What the judged languages' runs need of the process layer, which names no language: the
// environment of a solution's run (SpawnRequest::environment). One place for now, language by
// language, so that each language's values can move to that language's own file.
#pragma once

#include <string>
#include <vector>

#include "problem/language.h"

namespace lcjudge {

// The environment of a solution's run in LANGUAGE beyond the base every run gets (PATH, LC_ALL).
std::vector<std::string> run_environment(Language language);

}  // namespace lcjudge
