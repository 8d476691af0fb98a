// Where things are: problems, their solutions, and the build tree, all relative to the project
// root (the folder holding testcases/ and solutions/).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "problem/language.h"
#include "problem/verdict.h"

namespace lcjudge {

struct Project {
  std::string root = ".";
  std::string testcases() const { return root + "/testcases"; }
  std::string solutions() const { return root + "/solutions"; }
  std::string build() const { return root + "/build"; }
  std::string driver_sources() const { return root + "/judge/driver"; }
  // A path below the root as messages show it: "testcases/913-cat-and-mouse/..." when root is ".".
  std::string path(const std::string& relative) const { return root == "." ? relative : root + "/" + relative; }
};

struct SolutionFile {
  std::string source;                // solutions/913-cat-and-mouse/accepted/topological_sort.cpp
  std::string problem;               // 913-cat-and-mouse
  std::string display;               // 913-cat-and-mouse/accepted/topological_sort
  Verdict expected = Verdict::kAccepted;  // what its folder declares
  Language language = Language::kCpp;     // its extension's
  // Every file of its build and nothing else: build/solutions/913-cat-and-mouse/accepted/
  // topological_sort.cpp/ (other files under build/other/<path>, outside ones under
  // build/external/<path>). A folder per source file, named with its .cpp, holding only names the
  // judge chose: no solution's file name can be another solution's artefact (x.sanitized.cpp is
  // not x's sanitized build), and no source path can lead into another's folder, as a source
  // tree cannot hold both a file x.cpp and a folder x.cpp/.
  std::string build_folder;
  std::string binary;                // build_folder + "/optimised" (set_build_folder)
};

// Sets SOLUTION's build folder and the binary in it.
void set_build_folder(SolutionFile& solution, const std::string& folder);

// Problem folders, sorted naturally: those of testcases/ with a problem.yaml, and those that
// should have one, having sample/ or secret/ or a folder of solutions/ (loading the config then
// reports the missing file). A folder of shared files (testcases/common) is not one.
std::vector<std::string> all_problems(const Project& project);

// The problem NAME means, the one way every command reads a problem's name: its folder
// ("913-cat-and-mouse"), its number ("913"), or a path to its folder ("testcases/913-cat-and-mouse/").
// JudgeFailure otherwise, naming the problems there are: "unknown problem '914': the problems are
// 913-cat-and-mouse, 1728-cat-and-mouse-ii", with " (did you mean '...'?)" after '914' when one is close.
// A NAME that is no problem but a file of another language (x.py) is refused as refuse_other_language says.
std::string find_problem(const Project& project, const std::string& name);

// Every solutions/<problem>/<verdict>/*.{cpp,py,java}; an unknown verdict folder is an error, and so is a
// solution in another of LeetCode's languages (is_other_language) anywhere there.
std::vector<SolutionFile> problem_solutions(const Project& project, const std::string& problem);

// The characters a solution's or a case's file name may use: they reach terminals, reports, CSV,
// gnuplot scripts and shell-quoted command lines, and these need no quoting anywhere.
constexpr const char* kSafeNameCharacters = "A-Z a-z 0-9 . _ + -";
bool is_safe_name(const std::string& name);

// JudgeFailure unless is_safe_name(NAME): "solution file 'PATH' has a name with ' ' in it: names
// may use only A-Z a-z 0-9 . _ + -; rename the file". WHAT is "solution file" or "case file".
void check_safe_name(const std::string& what, const std::string& path, const std::string& name);

// The language of PATH's extension when it is one of LeetCode's languages not judged yet
// ("JavaScript" for .js; .ts, .go, .php, .c, .cs, .rb, .swift, .kt, .scala, .rs, .dart too, each
// until problem/language.cpp judges it), else "".
std::string other_language(const std::string& path);

// "'PATH' is a JavaScript solution: only C++, Python 3 and Java are judged today (.cpp, .py or
// .java)", as a JudgeFailure.
[[noreturn]] void refuse_other_language(const std::string& path, const std::string& language);

// JudgeFailure unless NAME, the folder at PATH, is a safe name (check_safe_name) of at most
// kMaxProblemNameBytes: a 255-byte one left no room for build/entries/NAME.cpp, and every run of
// every problem ended in "File name too long".
constexpr size_t kMaxProblemNameBytes = 200;
void check_problem_folder_name(const std::string& path, const std::string& name);

// JudgeFailure unless PATH is a plain file, not a link (to a file or a device), FIFO or folder.
void check_plain_solution_file(const std::string& path);

// A solution named by its path. Its file name must be safe (check_safe_name). The problem comes from the path (solutions/<p>/... or
// testcases/<p>/...) unless given; the expected verdict from its folder, or accepted when the
// folder is not a verdict name and the file lies outside solutions/; the language from its
// extension. A file of another language is refused by refuse_other_language, any other file as
// not a solution.
SolutionFile solution_at(const Project& project, const std::string& path, const std::string& problem);

}  // namespace lcjudge
