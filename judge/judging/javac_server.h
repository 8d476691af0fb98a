// The javac server's program (judge/driver/java/compile_server/LcjudgeJavac.java), which
// judging/compiler_server.h starts once a run for its Java compiles: compiled (trusted) apart from
// the driver's jar, which every run is shown and which it has no business in.
#pragma once

#include <string>

#include "problem/project.h"

namespace lcjudge {

// build/languages/java/compile-server/<version>/, holding LcjudgeJavac's classes compiled by JAVAC
// (a version per source and JAVAC, made once); "" if they cannot be made (then there is no server).
std::string javac_server_classes(const Project& project, const std::string& javac);

}  // namespace lcjudge
