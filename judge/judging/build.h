// Compiling solutions: prelude + solution + the driver's entry for the problem's declared signature
// (judging/entry.h, written to build/entries/<problem>.cpp), or for a legacy problem the driver's
// main bound to the config's method; rebuilt only when the source, a header it includes, the
// entry, the driver or the command line changed, and then from the compile cache if it has the
// binary of that same compile (judging/compile_cache.h). The driver and prelude (trusted)
// compile directly; a solution (untrusted) compiles in a jail.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "judging/built_solution.h"
#include "judging/compile_cache.h"
#include "problem/config.h"
#include "process/compile_jail.h"
#include "problem/project.h"

namespace lcjudge {

class CompilerServers;
enum class CompileEnd;

struct BuildOutcome {
  bool ok = false;
  BuiltSolution built;  // when ok: the solution, as its runs start it
  std::string sanitized_binary;  // built under AddressSanitizer and UBSan, when the config asks
  bool rebuilt = false;
  bool from_cache = false;  // rebuilt, every binary it needed taken from the compile cache
  std::string message;  // on failure: the compiler's diagnostic in LeetCode's words, bounded
  std::string log;      // the compiler's whole output
  // Compiled against LLVM's libc++ for this C++23 library feature ("std::ranges::find_last"),
  // which libstdc++ 12 lacks; empty when built against libstdc++ (or found up to date).
  std::string libcxx_feature;
};

// The C++ standard library a build compiles and links against. libstdc++ (Debian 12's, from GCC
// 12) is LeetCode's library, older; LLVM's libc++ 19 (clang only) has some of the C++23 features
// it lacks, and a solution that names one of them is compiled against libc++ instead
// (judging/library_features.h).
enum class StandardLibrary { kLibstdcxx, kLibcxx };

// A compiler family, optimised or sanitized: each has its own flags, precompiled prelude and
// driver objects, in build/driver/<name>/.
struct Toolchain {
  CompilerFamily compiler = CompilerFamily::kClang;
  bool sanitized = false;
  StandardLibrary library = StandardLibrary::kLibstdcxx;
  bool debug = false;  // -O0 -g, for `judge debug`
  std::string name() const;  // "clang", "gcc-sanitized", "clang-libc++-sanitized", "clang-debug"
};

class SolutionBuilder {
 public:
  explicit SolutionBuilder(Project project);

  // Builds now, if stale, the precompiled prelude and the driver's objects of SETTINGS'
  // toolchains against LIBRARY (build() builds any other on first use). Throws JudgeFailure if
  // the driver itself does not compile.
  void prepare(const BuildSettings& settings = {}, StandardLibrary library = StandardLibrary::kLibstdcxx) const;

  // The limits a solution's compile runs under (process/compile_jail.h); tests lower them.
  void set_limits(const CompileJailLimits& limits);

  // The compile cache in FOLDER instead of build/cache/ (tests that must compile every time).
  void set_cache_folder(const std::string& folder);

  // Thread-safe. Builds SOLUTION's optimised binary (solution.binary) with config.build's
  // compiler and, when config.build.sanitize, its sanitized twin (sanitized_binary_path), each
  // with its command line, depfile and temporaries in the solution's build folder. Each
  // compile runs jailed: it sees only the system, its own source, the driver, the entries and the
  // precompiled prelude, and a compile over a limit is a failure whose message names the limit.
  // A solution whose class does not declare the problem's signature fails with the entry's
  // static_assert message. JudgeFailure naming problem.yaml if the signature cannot give the
  // result `output:` asks for.
  // With clang, a compile that fails naming a C++23 library feature libstdc++ 12 lacks is made
  // again against libc++ if libc++ 19 has it (both builds then use libc++; libcxx_feature says
  // which), and otherwise fails with a line saying that LeetCode's library has it.
  BuildOutcome build(const SolutionFile& solution, const ProblemConfig& config) const;

  // The C++ part of build(), which C++'s language object (judge/languages/cpp.cpp) calls.
  BuildOutcome build_cpp(const SolutionFile& solution, const ProblemConfig& config) const;

  // SOLUTION's -O0 -g build (debug_binary_path), for a debugger; built as build() builds.
  BuildOutcome build_debug(const SolutionFile& solution, const ProblemConfig& config) const;

  // The compilers this builder keeps running for its compiles (judging/compiler_server.h: tsc,
  // javac), each started on first use and stopped with the builder.
  CompilerServers& compiler_servers() const { return *servers_; }

  // The entry file for PROBLEM (config.signature not kNone), written if its text changed.
  std::string write_entry(const std::string& problem, const ProblemConfig& config) const;

  // The C++ driver of a toolchain: what a compile against it is given. A language whose solutions
  // link with it, through an adapter of its own (C's: judge/languages/c.cpp), compiles against these.
  struct Driver {
    std::string compiler;  // its absolute path
    std::vector<std::string> flags, link_flags;
    std::string pch_header, pch;
    std::vector<std::string> objects;
    std::vector<std::string> readable;  // the folders its compiles are shown (the solution's source besides)
  };
  // TOOLCHAIN's driver, made now if stale (with clang's optimised one, whose objects it links).
  const Driver& driver_for(const Toolchain& toolchain) const;

 private:
  // One compile of a driver: its precompiled prelude or one of its objects.
  struct DriverPart {
    std::string target;
    std::vector<std::string> command;
    std::string failure;  // what the error says failed
    // Files it reads that its depfile does not name: the -isystem headers of libc++'s build.
    std::vector<std::string> system_inputs = {};
  };
  // Builds (if stale) the drivers of TOOLCHAINS not yet known, and clang's optimised one, all
  // compiles at once.
  void prepare_drivers(const std::vector<Toolchain>& toolchains) const;
  // TOOLCHAIN's driver, its compiles added to PARTS; it links SHARED_OBJECTS if given, else its own.
  Driver plan_driver(const Toolchain& toolchain, const std::vector<std::string>& shared_objects,
                     std::vector<DriverPart>& parts) const;
  // ONLY_IF_UP_TO_DATE: ok when BINARY is already this toolchain's build, else not ok and nothing compiled.
  BuildOutcome build_one(const SolutionFile& solution, const ProblemConfig& config, const Toolchain& toolchain,
                         const std::string& binary, bool only_if_up_to_date = false) const;
  // The optimised build, against libc++ when libstdc++ lacks a feature the solution names.
  BuildOutcome build_optimised(const SolutionFile& solution, const ProblemConfig& config, Toolchain& toolchain) const;
  // After a solution's compile failed with words about the driver's build (its precompiled
  // prelude or its objects): compiles an empty source against TOOLCHAIN's prelude and links the
  // driver's objects together (once a run), and throws JudgeFailure, the judge's own failure, if
  // either fails too; otherwise the failure is the solution's.
  void check_driver_usable(const Toolchain& toolchain, const Driver& driver) const;
  // SOLUTION compiled by COMMAND into BINARY in the compile jail (compiled_build.h's compile step):
  // OUTCOME's log, and on failure its message in LeetCode's words or the limit it met.
  CompileEnd compile_solution(const SolutionFile& solution, const ProblemConfig& config, const Toolchain& toolchain,
                              const std::vector<std::string>& command, const std::string& binary,
                              BuildOutcome& outcome) const;

  Project project_;
  CompileCache cache_;  // build/cache/
  CompileJailLimits limits_;
  std::shared_ptr<CompilerServers> servers_;
  mutable std::mutex drivers_mutex_;
  mutable std::map<std::string, Driver> drivers_;  // by Toolchain::name()
  mutable std::set<std::string> drivers_checked_;  // by Toolchain::name(): usable
  // The entries this builder wrote, by path: solutions of one problem build in parallel, and the
  // first writes the file once (a rewrite would make the others' binaries look stale).
  mutable std::mutex entries_mutex_;
  mutable std::map<std::string, std::string> entries_written_;
};

// "judge: compiled 3 solutions in 1.2 s" (with ", 2 of them from the compile cache"), or "" when
// none of BUILDS was rebuilt.
std::string compile_summary(const std::vector<BuildOutcome>& builds, double seconds);

// Where the sanitized twin of SOLUTION's binary is built: beside it, in its build folder.
std::string sanitized_binary_path(const SolutionFile& solution);

// OPTIMISED's outcome with its sanitized twin's (CHECKED, built at SANITIZED): the twin's failure
// if it failed ("the sanitized build failed: ..."), else OPTIMISED naming it; rebuilt if either
// was, from the cache only if every rebuilt one came from it.
BuildOutcome with_sanitized_twin(BuildOutcome optimised, BuildOutcome checked, const std::string& sanitized);

// Where SOLUTION's -O0 -g build goes: beside its binary.
std::string debug_binary_path(const SolutionFile& solution);

// The compiler of FAMILY on PATH (clang++-19, else clang++; g++); JudgeFailure if missing.
std::string compiler_program(CompilerFamily family);

// The full path of PROGRAM (g++) on PATH; JudgeFailure if it is not there.
std::string find_in_path(const std::string& program);

// The lines of a compiler's output worth showing first: from the first error, a few lines.
std::string first_error_lines(const std::string& compiler_output, size_t max_lines = 6);

}  // namespace lcjudge
