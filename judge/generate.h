// `judge gen PROBLEM`: every generated case rebuilt from the committed spec
// (testcases/<problem>/generators/cases.txt: generator, arguments, seed, group and name, and the
// pinned hash of the file it makes), checked byte for byte against the committed files.
#pragma once

#include <string>

#include "project.h"

namespace lcjudge {

struct GenOptions {
  std::string problem;  // folder or number
  bool write = false;   // rewrite the generated inputs and pin their new hashes instead of checking
  int jobs = 1;
};

// Exit 0 when every generated file matches its spec line and pinned hash, 1 when some does not.
int command_gen(const Project& project, const GenOptions& options);

}  // namespace lcjudge
