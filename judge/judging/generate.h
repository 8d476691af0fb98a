// `judge gen PROBLEM`: every generated case rebuilt from the committed spec
// (testcases/<problem>/generators/cases.txt: group and name, generator, arguments, seed) and
// checked byte for byte against the committed file and the hash pinned for it in
// generators/SHA256SUMS (gen_spec.h describes both files). Nothing goes through a shell.
#pragma once

#include <string>

#include "problem/project.h"

namespace lcjudge {

struct GenOptions {
  std::string problem;  // folder or number
  bool write = false;   // rewrite the generated inputs and pin their new hashes instead of checking
  int jobs = 1;
};

// Exit 0 when every generated file matches its spec line and pinned hash, 1 when some does not.
int command_gen(const Project& project, const GenOptions& options);

}  // namespace lcjudge
