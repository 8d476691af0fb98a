// A driver written as modules (issue #40): judge/driver/<language>/lcjudge_driver/, a file for each
// concern, joined in the order its modules.txt lists into the one file its runtime runs,
// build/languages/<language>/lcjudge_driver<extension>. A run is shown one file (/proc/self/fd/N),
// and the driver is one program: Python seals one module's globals, PHP compiles one file, Node
// runs one script. The modules share one scope, as the joined file's parts.
#pragma once

#include <string>

#include "problem/project.h"

namespace lcjudge {

struct DriverModules {
  const char* language;      // "python": its folder in judge/driver/ and in build/languages/
  const char* extension;     // ".py": its modules' and the joined file's
  const char* name;          // "Python", in messages
  const char* opening = "";  // a first line each module has, to read as the language alone ("<?php"): kept once
};

// PROJECT's judge/driver/<language>/lcjudge_driver.
std::string driver_modules_folder(const Project& project, const DriverModules& driver);

// FOLDER's modules joined in the order of its modules.txt (a file name a line; blank lines and
// lines starting with '#' aside), OPENING once at the top, a blank line between modules.
// JudgeFailure when modules.txt is missing, names a module twice or one that is not there, or
// leaves out a file of the folder with the modules' extension (a new module cannot be forgotten).
std::string joined_driver_text(const std::string& folder, const DriverModules& driver);

// PROJECT's build/languages/<language>/lcjudge_driver<extension>, absolute, holding the joined
// text: replaced (atomically) only when that differs, so that its bytes, and the build keys and
// Python's bytecode made from them, change exactly when a module does.
std::string joined_driver(const Project& project, const DriverModules& driver);

}  // namespace lcjudge
