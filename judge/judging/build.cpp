#include "judging/build.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/parallel.h"
#include "base/plural.h"
#include "base/scratch_folder.h"
#include "base/terminal_escape.h"
#include "judging/compile_cache.h"
#include "judging/compile_diagnostics.h"
#include "judging/compiled_build.h"
#include "judging/compiler_server.h"
#include "judging/language_build.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"
#include "judging/entry.h"
#include "judging/library_features.h"
#include "judging/reserved_symbols.h"
#include "judging/solution_scan.h"
#include "process/compile_jail.h"
#include "process/spawn.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// The flags every solution and the precompiled prelude of one toolchain share (a PCH is used only
// when they match). clang with C++23 as LeetCode compiles; g++ with GNU C++20, its newest full level.
std::vector<std::string> compile_flags(const Toolchain& toolchain) {
  // LCJUDGE marks the judge's build: a solution's `#ifdef LCJUDGE` block (its work counter,
  // driver.h) is compiled here and skipped on LeetCode.
  std::vector<std::string> flags = {toolchain.compiler == CompilerFamily::kClang ? "-std=c++23" : "-std=gnu++20",
                                    toolchain.debug ? "-O0" : "-O2", "-pipe", "-DLCJUDGE"};
  if (toolchain.debug) flags.push_back("-g");  // `judge debug`: every variable and line in gdb
  // g++ refuses a constructor priority below 101, which would run before the driver's hook
  // (startup_hook.h); clang 19 has no such warning.
  if (toolchain.compiler == CompilerFamily::kGcc) flags.push_back("-Werror=prio-ctor-dtor");
  // The whole build against libc++, the driver's objects too: its ABI is not libstdc++'s.
  if (toolchain.library == StandardLibrary::kLibcxx) flags.push_back("-stdlib=libc++");
  if (toolchain.sanitized) {
    // Line tables only (-g1): enough to name the solution's line in a report, and cheap to compile.
    flags.insert(flags.end(), {"-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer",
                               "-g1", "-DLCJUDGE_SANITIZE"});
  }
  return flags;
}

// The optimised binary links statically: a dynamically linked solution spends most of its
// start-up in the loader, relocating libstdc++ (about 1.8M instructions against 0.1M), which
// doubled the cost of every case (`judge bench`). AddressSanitizer cannot link statically, so the
// sanitized binary loads the C library (the sandbox shows the system's libraries, read-only).
//
// clang links with LLVM's lld (Debian's lld-19), in half the CPU time of GNU ld. With libc++,
// -static takes Debian's libc++.a and libc++abi.a, and -static-libstdc++ links them statically
// into the sanitized binary.
std::vector<std::string> link_flags(const Toolchain& toolchain) {
  std::vector<std::string> flags;
  if (toolchain.sanitized) flags = {"-static-libstdc++", "-static-libgcc"};
  else flags = {"-static"};
  if (toolchain.compiler == CompilerFamily::kClang) flags.push_back("-fuse-ld=lld");
  return flags;
}

constexpr double kDriverCompileSeconds = 300;

// The largest source compiled: far past any solution (the hostile suites' largest is 5 MiB).
constexpr std::uint64_t kMaxSourceBytes = 64ull << 20;

std::string join(const std::vector<std::string>& words) {
  std::string line;
  for (const auto& word : words) line += (line.empty() ? "" : " ") + word;
  return line;
}

// A target is up to date when it exists, was made by the same command, and no file that command
// read (its depfile) nor any extra input was written since (changed_after); its three files the
// judge's own.
bool up_to_date(const std::string& target, const std::string& command, const std::vector<std::string>& extra_inputs) {
  for (const std::string& file : {target, target + ".cmd", target + ".d"}) {
    if (!judge_owned(file)) return false;
  }
  if (read_file_if_exists(target + ".cmd").value_or("") != command) return false;
  auto inputs = depfile_prerequisites(target + ".d");
  if (inputs.empty()) return false;
  inputs.insert(inputs.end(), extra_inputs.begin(), extra_inputs.end());
  for (const auto& input : inputs) {
    if (changed_after(input, target)) return false;
  }
  return true;
}

struct CompileRun {
  bool ok;
  std::string output;
  std::string limit_message = {};  // non-empty: the compiler passed one of its limits
  CompileLimit limit = CompileLimit::kNone;
};

// Runs the compiler into target.tmp and renames it into place only on success.
CompileRun compile(const std::vector<std::string>& command, const std::string& target) {
  fs::create_directories(fs::path(target).parent_path());
  std::vector<std::string> argv = command;
  // The process id keeps two judges building at once from sharing a temporary file.
  const std::string temporary = target + ".tmp." + std::to_string(getpid());
  argv.insert(argv.end(), {"-MMD", "-MF", target + ".d", "-o", temporary});
  SpawnRequest request;
  request.argv = argv;
  request.side_channel = false;
  request.limits.wall_seconds = kDriverCompileSeconds;
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  std::string output = run.stdout_text + run.stderr_text;
  if (run.killed_at_deadline) output += "compiler stopped after " + std::to_string(int(kDriverCompileSeconds)) + " s\n";
  bool ok = run.exited && run.exit_code == 0;
  std::error_code ignored;
  if (ok) {
    fs::rename(temporary, target);
    replace_file(target + ".cmd", join(command));
  } else {
    fs::remove(temporary, ignored);
  }
  return {ok, output};
}

// The file the compiler's uid wrote at PATH, opened without following a link, if it is a regular
// file with no other name (a hard link would let a later write change it); else -1.
int open_compiler_output(const std::string& path) {
  int fd = open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  struct stat info {};
  if (fd >= 0 && (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) || info.st_nlink != 1)) {
    close(fd);
    fd = -1;
  }
  return fd;
}

// The jail's binary made the judge's: its uid and gid, mode 0755 (no set-id bit, not writable by
// anyone else). False if it is not a plain file.
bool take_back_binary(const std::string& path) {
  int fd = open_compiler_output(path);
  if (fd < 0) return false;
  bool ok = (geteuid() != 0 || fchown(fd, 0, 0) == 0) && fchmod(fd, 0755) == 0;
  int error = errno;
  close(fd);
  if (!ok) throw JudgeFailure(fmt::format("cannot take back '{}': {}", path, std::strerror(error)));
  return true;
}

// The depfile's text, if it is a plain file of at most kMaxDepfileBytes (it names the few headers
// a solution may include: the jail shows no others).
constexpr size_t kMaxDepfileBytes = 1 << 20;
std::optional<std::string> take_back_depfile(const std::string& path) {
  int fd = open_compiler_output(path);
  if (fd < 0) return std::nullopt;
  std::string text;
  char buffer[8192];
  ssize_t got = 0;
  while (text.size() <= kMaxDepfileBytes && (got = read(fd, buffer, sizeof buffer)) > 0) text.append(buffer, got);
  close(fd);
  if (got < 0 || text.size() > kMaxDepfileBytes) return std::nullopt;
  return text;
}

// Compiles a solution in the compiler's jail (process/compile_jail.h): it sees the system, its
// source, the driver and the precompiled header, and writes only into a fresh folder beside the
// target, whose binary and depfile are renamed into place on success (its command line is written
// once the binary is in place: compiled_build.h's made).
CompileRun compile_jailed(std::vector<std::string> argv, const std::string& target,
                          const std::vector<std::string>& readable, const CompileJailLimits& limits) {
  fs::create_directories(fs::path(target).parent_path());
  // The process and thread ids keep two judges, or two threads, from sharing the folder.
  const FolderAt jail(fmt::format("{}.jail.{}.{}", target, getpid(), gettid()));
  const std::string& folder = jail.path();
  const std::string binary = folder + "/binary";
  argv.insert(argv.end(), {"-MMD", "-MF", binary + ".d", "-o", binary});
  CompileJailRequest request;
  request.argv = std::move(argv);
  request.readable = readable;
  request.output_folder = folder;
  request.limits = limits;
  CompileJailRun run = run_jailed_compiler(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  std::string limit_message = describe_compile_limit(run.limit, limits);
  std::string output = run.output;
  if (run.limit == CompileLimit::kOutput) output += fmt::format("\n[cut at {}]\n", plural(limits.output_bytes, "byte"));
  if (!limit_message.empty()) output += limit_message + "\n";
  std::optional<std::string> depfile;
  if (run.ok) {
    // Nothing the compiler's uid owns outlives the compile: the binary is taken back, the
    // depfile written anew by the judge.
    depfile = take_back_depfile(binary + ".d");
    if (!depfile || !take_back_binary(binary)) {
      run.ok = false;
      output += "[the compiler left no plain file for the binary or its depfile: nothing of it is taken]\n";
    }
  }
  if (run.ok) {
    // The depfile first: a judge killed between the two leaves an old binary older than its
    // source, rebuilt next time.
    replace_file(target + ".d", *depfile);
    fs::rename(binary, target);
  }
  return {run.ok, output, limit_message, run.limit};
}

// A compiler's messages that may blame the driver's build: its precompiled prelude (clang:
// "malformed or corrupted AST file", "PCH file ... was compiled ..."; g++: "...gch: not used
// because ..." with -Winvalid-pch) or one of its objects (lld: "./build/driver/clang/driver.o:
// section header table goes past the end of the file").
bool mentions_driver_build(const std::string& output) {
  for (const char* sign : {"AST file", "PCH", "precompiled header", "pch.h", ".gch", "build/driver/"}) {
    if (output.find(sign) != std::string::npos) return true;
  }
  return false;
}

// gcc's "x.cpp:4:39: error: ...", "fatal error: ..." or "g++: error: ...": the kind right after a
// location or program name. Not any line holding "error", as a path (compile_error/) or a name
// in "In member function 'void error()'" does, nor an indented quote of the source.
bool is_error_line(const std::string& line) {
  if (line.empty() || std::isspace(static_cast<unsigned char>(line[0]))) return false;
  return line.find(": error: ") != std::string::npos || line.find(": fatal error: ") != std::string::npos;
}

}  // namespace

std::string find_in_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::stringstream folders(path ? path : "/usr/bin:/bin");
  std::string folder;
  while (std::getline(folders, folder, ':')) {
    std::string candidate = folder + "/" + program;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  throw JudgeFailure("cannot find the compiler '" + program + "' on PATH (run 'make judge' to install it)");
}

std::string first_error_lines(const std::string& compiler_output, size_t max_lines) {
  std::stringstream lines(compiler_output);
  std::string line, result;
  size_t kept = 0;
  bool started = false;
  while (kept < max_lines && std::getline(lines, line)) {
    if (!started && !is_error_line(line)) continue;
    started = true;
    result += (kept++ ? "\n" : "") + line;
  }
  if (!started) {  // no error line (a linker or driver failure): show the start
    std::stringstream again(compiler_output);
    while (kept < max_lines && std::getline(again, line)) result += (kept++ ? "\n" : "") + line;
  }
  return result;
}

SolutionBuilder::SolutionBuilder(Project project)
    : project_(std::move(project)),
      cache_(project_.build() + "/cache"),
      servers_(std::make_shared<CompilerServers>(absolute(project_.build() + "/compile-servers"))) {}

void SolutionBuilder::set_limits(const CompileJailLimits& limits) { limits_ = limits; }

void SolutionBuilder::set_cache_folder(const std::string& folder) { cache_ = CompileCache(folder); }

std::string compiler_program(CompilerFamily family) {
  if (family == CompilerFamily::kGcc) return find_in_path("g++");
  // Debian's clang is versioned; plain clang++ is whatever version the alternatives point at.
  try {
    return find_in_path("clang++-19");
  } catch (const JudgeFailure&) {
    return find_in_path("clang++");
  }
}

std::string Toolchain::name() const {
  return std::string(compiler_family_name(compiler)) + (library == StandardLibrary::kLibcxx ? "-libc++" : "") +
         (sanitized ? "-sanitized" : "") + (debug ? "-debug" : "");
}

void SolutionBuilder::prepare(const BuildSettings& settings, StandardLibrary library) const {
  std::vector<Toolchain> toolchains = {{settings.compiler, false, library}};
  if (settings.sanitize) toolchains.push_back({settings.compiler, true, library});
  prepare_drivers(toolchains);
}

const SolutionBuilder::Driver& SolutionBuilder::driver_for(const Toolchain& toolchain) const {
  {
    std::lock_guard<std::mutex> lock(drivers_mutex_);
    auto known = drivers_.find(toolchain.name());
    if (known != drivers_.end()) return known->second;
  }
  prepare_drivers({toolchain});
  std::lock_guard<std::mutex> lock(drivers_mutex_);
  return drivers_.at(toolchain.name());
}

void SolutionBuilder::prepare_drivers(const std::vector<Toolchain>& toolchains) const {
  // One preparation at a time: a second thread asking for a driver waits for it, not compiles it again.
  std::lock_guard<std::mutex> lock(drivers_mutex_);
  // Every build links the driver objects of clang's optimised build of its library (below), so
  // that one is always among those made, before the builds that share its objects.
  auto owner_of = [](const Toolchain& toolchain) { return Toolchain{CompilerFamily::kClang, false, toolchain.library}; };
  std::vector<Toolchain> wanted;
  auto want = [&](const Toolchain& toolchain) {
    bool listed = false;
    for (const Toolchain& other : wanted) listed = listed || other.name() == toolchain.name();
    if (!listed) wanted.push_back(toolchain);
  };
  want(owner_of({}));
  for (const Toolchain& toolchain : toolchains) {
    want(owner_of(toolchain));
    want(toolchain);
  }

  // The compiles of every toolchain wanted, run at once: on a fresh clone they are the first
  // thing every command waits for (about 10 s one after another on this 2-core machine, 5 s
  // together), and a sanitized prelude made after the optimised build's objects left a core idle.
  std::vector<DriverPart> parts;
  std::vector<std::pair<std::string, Driver>> made;
  std::map<StandardLibrary, std::vector<std::string>> shared_objects;  // the owner's, by library
  for (const Toolchain& toolchain : wanted) {
    const bool owner = toolchain.name() == owner_of(toolchain).name();
    if (drivers_.count(toolchain.name())) {
      if (owner) shared_objects[toolchain.library] = drivers_.at(toolchain.name()).objects;
      continue;
    }
    Driver driver = plan_driver(toolchain, shared_objects[toolchain.library], parts);
    if (owner) shared_objects[toolchain.library] = driver.objects;
    made.emplace_back(toolchain.name(), std::move(driver));
  }
  parallel_for(parts.size(), static_cast<int>(parts.size()), [&](size_t i) {
    const DriverPart& part = parts[i];
    if (up_to_date(part.target, join(part.command), part.system_inputs)) return;
    auto run = compile(part.command, part.target);
    if (!run.ok) {
      throw JudgeFailure(fmt::format("the judge's own build failed, not a solution's: {}:\n{}\nif judge/driver/ is as "
                                     "released, the compiler's installation is at fault (make deps installs it)",
                                     part.failure, first_error_lines(run.output, 20)));
    }
  });
  for (auto& [name, driver] : made) drivers_.emplace(name, std::move(driver));
}

SolutionBuilder::Driver SolutionBuilder::plan_driver(const Toolchain& toolchain,
                                                     const std::vector<std::string>& shared_objects,
                                                     std::vector<DriverPart>& parts) const {
  Driver driver;
  driver.compiler = compiler_program(toolchain.compiler);
  driver.flags = compile_flags(toolchain);
  driver.link_flags = link_flags(toolchain);
  const std::string named_sources = project_.driver_sources();
  const std::string named_out = project_.build() + "/driver/" + toolchain.name();
  fs::create_directories(named_out);
  // The precompiled prelude by the real absolute paths of its files, in its command line and in
  // every solution's: it keeps the absolute paths of the headers it was made from. A project
  // moved or copied elsewhere has other command lines, so its prelude and every solution are
  // rebuilt rather than compiled against the old folder (which the jail does not show, if it is
  // still there); a scratch project whose build/driver is a link to this one has the same ones,
  // and shares them. The driver's objects keep no path, and are not rebuilt.
  const std::string sources = fs::canonical(named_sources).string();
  const std::string out = fs::canonical(named_out).string();
  // libc++ has no <bits/stdc++.h>, which the prelude and many pasted solutions include: the
  // driver's stands in for it (every standard header libc++ 19 has).
  // A system header (-isystem) is left out of the depfile (-MMD), so they are named to up_to_date.
  std::vector<std::string> system_inputs;
  if (toolchain.library == StandardLibrary::kLibcxx) {
    driver.flags.insert(driver.flags.end(), {"-isystem", sources + "/libcxx"});
    system_inputs = {sources + "/libcxx/bits/stdc++.h", sources + "/libcxx/lcjudge_cxx23_ranges.h"};
  }

  // The precompiled prelude + driver header; pch.h is found before its .gch (g++) or .pch (clang).
  driver.pch_header = out + "/pch.h";
  driver.pch = driver.pch_header + (toolchain.compiler == CompilerFamily::kClang ? ".pch" : ".gch");
  // What every compile with this driver is shown: the real folders, and the driver's sources by
  // the path the entry includes them through (ROOT/judge/driver, maybe a link).
  std::vector<std::string> folders = {sources, out, named_sources, named_out};
  if (!shared_objects.empty()) folders.push_back(fs::path(shared_objects.front()).parent_path().string());
  for (const std::string& folder : folders) {
    std::error_code error;
    fs::path real = fs::canonical(folder, error);
    for (const std::string& path : {folder, error ? folder : real.string()}) {
      bool known = false;
      for (const std::string& shown : driver.readable) known = known || fs::absolute(shown) == fs::absolute(path);
      if (!known) driver.readable.push_back(path);
    }
  }
  std::string pch_text = read_file(sources + "/pch.h");
  if (read_file_if_exists(driver.pch_header) != pch_text) replace_file(driver.pch_header, pch_text);

  const std::string failure_suffix = " with " + toolchain.name();
  std::vector<std::string> pch_command = {driver.compiler};
  pch_command.insert(pch_command.end(), driver.flags.begin(), driver.flags.end());
  // clang's PCH records -static (__STATIC__) and refuses a mismatch; g++ would link given them.
  if (toolchain.compiler == CompilerFamily::kClang) {
    pch_command.insert(pch_command.end(), driver.link_flags.begin(), driver.link_flags.end());
    // Instantiates the prelude's templates once, in the PCH, rather than in every solution's
    // compile (as CMake's PCH support does for clang): 10-20% off each compile.
    pch_command.push_back("-fpch-instantiate-templates");
  }
  pch_command.insert(pch_command.end(), {"-I" + sources, "-x", "c++-header", driver.pch_header});
  parts.push_back({driver.pch, pch_command, "cannot compile the driver's prelude" + failure_suffix, system_inputs});
  // The driver's own code (reading the input, printing the answer) is the judge's, not the
  // solution's: one build of it, clang's optimised one, serves every build. A sanitized build
  // links it uninstrumented, and AddressSanitizer still sees every allocation the driver makes,
  // as it replaces operator new for the whole program; a g++ build links it as g++ and clang
  // share the C++ ABI and libstdc++. Each copy took 13-15 CPU-s of a fresh build.
  if (!shared_objects.empty()) {
    driver.objects = shared_objects;
    return driver;
  }
  for (const char* unit : {"leetcode_io", "leetcode_io_codecs", "driver", "design_runner"}) {
    std::string object = named_out + "/" + unit + ".o";
    std::vector<std::string> command = {driver.compiler};
    command.insert(command.end(), driver.flags.begin(), driver.flags.end());
    command.insert(command.end(), {"-Wall", "-Wextra", "-c", named_sources + "/" + unit + ".cpp"});
    parts.push_back({object, command, "cannot compile the driver" + failure_suffix, system_inputs});
    driver.objects.push_back(object);
  }
  return driver;
}

std::string SolutionBuilder::write_entry(const std::string& problem, const ProblemConfig& config) const {
  const std::string text = entry_text(config);
  const std::string path = project_.build() + "/entries/" + problem + ".cpp";
  std::lock_guard<std::mutex> lock(entries_mutex_);
  auto written = entries_written_.find(path);
  if (written != entries_written_.end() && written->second == text) return path;
  fs::create_directories(fs::path(path).parent_path());
  // Written only when it changes: its time stamp is what up_to_date compares binaries against.
  // replace_file renames a complete file into place, so another judge never reads half of it.
  if (read_file_if_exists(path) != text) replace_file(path, text);
  entries_written_[path] = text;
  return path;
}

BuildOutcome SolutionBuilder::build(const SolutionFile& solution, const ProblemConfig& config) const {
  const std::string program = language_facts(solution.language).native_binary ? solution.build_folder + "/optimised"
                                                                                : launch_path(solution.build_folder);
  if (solution.build_folder.empty() || solution.binary != program) {
    throw JudgeFailure(fmt::format("internal: '{}' has no build folder of its own", solution.source));
  }
  // A source no solution comes near (LeetCode takes 100 KB) is CE unread: a sparse 1 GiB file was
  // read whole by the judge, hashed and fed to the compiler for 80 s.
  {
    const std::string source = fs::path(solution.source).is_absolute() ? solution.source : project_.path(solution.source);
    struct stat info {};
    if (stat(source.c_str(), &info) == 0 && static_cast<std::uint64_t>(info.st_size) > kMaxSourceBytes) {
      BuildOutcome refused;
      refused.rebuilt = true;
      refused.message = fmt::format("the source is {} MiB, more than the {} MiB a solution may be",
                                    info.st_size >> 20, kMaxSourceBytes >> 20);
      refused.log = refused.message + "\n";
      return refused;
    }
  }
  if (!language_facts(solution.language).native_binary) {
    std::error_code error;
    fs::create_directories(solution.build_folder, error);
    if (error) {
      throw JudgeFailure(fmt::format("cannot make the build folder '{}' of '{}': {}", solution.build_folder,
                                     solution.source, error.message()));
    }
  }
  return build_language_solution(project_, solution, config, limits_, cache_, *this);
}

BuildOutcome SolutionBuilder::build_cpp(const SolutionFile& solution, const ProblemConfig& config) const {
  prepare(config.build);  // both drivers a sanitized build needs, made together
  // What an older judge left where the folder goes (the binary of a solution named x.cpp.cpp).
  std::error_code error;
  auto status = fs::symlink_status(solution.build_folder, error);
  if (!error && fs::exists(status) && !fs::is_directory(status)) fs::remove(solution.build_folder, error);
  fs::create_directories(solution.build_folder, error);
  if (error) {
    throw JudgeFailure(fmt::format("cannot make the build folder '{}' of '{}': {} (remove what is in the way, or "
                                   "build/ with make clean)", solution.build_folder, solution.source, error.message()));
  }
  Toolchain toolchain{config.build.compiler, false};
  BuildOutcome outcome = build_optimised(solution, config, toolchain);
  if (outcome.ok) refuse_reserved_symbols(outcome, solution.binary);
  if (outcome.ok) outcome.built = native_program(solution.binary, solution.language);
  if (!outcome.ok || !config.build.sanitize) return outcome;
  const std::string sanitized = sanitized_binary_path(solution);
  toolchain.sanitized = true;
  return with_sanitized_twin(std::move(outcome), build_one(solution, config, toolchain, sanitized), sanitized);
}

BuildOutcome SolutionBuilder::build_debug(const SolutionFile& solution, const ProblemConfig& config) const {
  std::error_code error;
  fs::create_directories(solution.build_folder, error);
  if (error) {
    throw JudgeFailure(fmt::format("cannot make the build folder '{}' of '{}': {}", solution.build_folder,
                                   solution.source, error.message()));
  }
  Toolchain debug{config.build.compiler, false};
  debug.debug = true;
  BuildOutcome outcome = build_one(solution, config, debug, debug_binary_path(solution));
  if (outcome.ok) outcome.built = native_program(debug_binary_path(solution), solution.language);
  return outcome;
}

BuildOutcome SolutionBuilder::build_optimised(const SolutionFile& solution, const ProblemConfig& config,
                                              Toolchain& toolchain) const {
  if (toolchain.compiler != CompilerFamily::kClang) return build_one(solution, config, toolchain, solution.binary);
  // A solution built against libc++ before, and unchanged, is not compiled against libstdc++ again
  // (a failing compile is never cached).
  Toolchain libcxx = toolchain;
  libcxx.library = StandardLibrary::kLibcxx;
  // (Looked for only where the last build was libc++'s: the libc++ driver is made on first use.)
  const bool built_with_libcxx =
      read_file_if_exists(solution.binary + ".cmd").value_or("").find(" -stdlib=libc++ ") != std::string::npos;
  if (built_with_libcxx && build_one(solution, config, libcxx, solution.binary, true).ok) {
    toolchain = libcxx;
    BuildOutcome outcome;
    outcome.ok = true;
    return outcome;
  }
  BuildOutcome outcome = build_one(solution, config, toolchain, solution.binary);
  if (outcome.ok || outcome.message.empty()) return outcome;
  std::optional<LibraryFeature> feature = missing_library_feature(outcome.log);
  if (!feature) return outcome;
  if (!feature->in_libcxx) {
    outcome.message = missing_feature_hint(*feature) + "\n" + outcome.message;
    outcome.log = missing_feature_hint(*feature) + "\n" + outcome.log;
    return outcome;
  }
  BuildOutcome again = build_one(solution, config, libcxx, solution.binary);
  const std::string why = fmt::format("libstdc++ 12 has no {}, which LeetCode's library (GCC 14) has", feature->name);
  if (!again.ok) {
    // Both failed: libstdc++'s errors come first, as they name the feature; libc++'s follow.
    outcome.message = fmt::format("{}; LLVM's libc++ 19 has it, but the solution does not compile against it either:\n{}\n"
                                  "[against libc++:]\n{}", why, outcome.message, again.message);
    outcome.log += fmt::format("[{}; compiled again against LLVM's libc++ 19, which failed too:]\n{}", why, again.log);
    return outcome;
  }
  toolchain = libcxx;
  again.libcxx_feature = feature->name;
  again.log = fmt::format("{}[{}: compiled again against LLVM's libc++ 19]\n{}", outcome.log, why, again.log);
  return again;
}

std::string sanitized_binary_path(const SolutionFile& solution) { return solution.build_folder + "/sanitized"; }

BuildOutcome with_sanitized_twin(BuildOutcome optimised, BuildOutcome checked, const std::string& sanitized) {
  optimised.from_cache = (optimised.rebuilt || checked.rebuilt) && (!optimised.rebuilt || optimised.from_cache) &&
                         (!checked.rebuilt || checked.from_cache);
  optimised.rebuilt = optimised.rebuilt || checked.rebuilt;
  if (!checked.ok) {
    checked.message = "the sanitized build failed: " + checked.message;
    checked.rebuilt = optimised.rebuilt;
    return checked;
  }
  optimised.sanitized_binary = sanitized;
  return optimised;
}

std::string debug_binary_path(const SolutionFile& solution) { return solution.build_folder + "/debug"; }

std::string compile_summary(const std::vector<BuildOutcome>& builds, double seconds) {
  size_t rebuilt = 0, from_cache = 0;
  for (const BuildOutcome& build : builds) {
    rebuilt += build.rebuilt;
    from_cache += build.from_cache;
  }
  if (rebuilt == 0) return "";
  std::string cached = from_cache == 0 ? "" : fmt::format(", {} of them from the compile cache", from_cache);
  std::string summary =
      fmt::format("judge: compiled {} in {:.1f} s{}\n", plural(rebuilt, "solution"), seconds, cached);
  for (const BuildOutcome& build : builds) {
    if (build.ok && !build.libcxx_feature.empty()) {
      summary += fmt::format("judge: a solution uses {}, which libstdc++ 12 lacks: compiled against LLVM's libc++ 19 "
                             "(docs/compiling.md says what differs)\n", build.libcxx_feature);
    }
  }
  return summary;
}

BuildOutcome SolutionBuilder::build_one(const SolutionFile& solution, const ProblemConfig& config,
                                        const Toolchain& toolchain, const std::string& binary,
                                        bool only_if_up_to_date) const {
  const Driver& driver = driver_for(toolchain);
  // The driver includes the source by its path below the root (found through -iquote ROOT).
  std::string source = fs::path(solution.source).is_absolute() ? solution.source : project_.path(solution.source);
  std::vector<std::string> command = {driver.compiler};
  command.insert(command.end(), driver.flags.begin(), driver.flags.end());
  command.insert(command.end(), {"-iquote", project_.root, "-include", driver.pch_header,
                                 "-DLCJUDGE_SOLUTION=\"" + solution.source + "\""});
  if (toolchain.sanitized) {
    // The sanitizer's own resident-memory cap (startup_hook.h), a little past the judge's
    // (judging.h), which stops the run from outside first.
    command.push_back(fmt::format("-DLCJUDGE_SANITIZER_RSS_MB={}", (sanitized_resident_bytes(config.limits.memory_bytes) >> 20) + 64));
  }
  std::vector<std::string> extra_inputs = driver.objects;
  extra_inputs.push_back(driver.pch);
  if (config.signature.kind == ProblemSignature::Kind::kNone) {
    command.insert(command.end(), {"-DLCJUDGE_METHOD=" + config.method, project_.driver_sources() + "/main.cpp"});
  } else {
    // The entry defines LeetCode's structures unless the solution does (pasted with them uncommented).
    SolutionDefinitions defined = scan_solution_definitions(read_file_if_exists(source).value_or(""));
    if (defined.list_node) command.push_back("-DLCJUDGE_SOLUTION_DEFINES_LISTNODE");
    if (defined.tree_node) command.push_back("-DLCJUDGE_SOLUTION_DEFINES_TREENODE");
    if (defined.node) command.push_back("-DLCJUDGE_SOLUTION_DEFINES_NODE");
    std::string entry = write_entry(solution.problem, config);
    command.push_back(entry);
    extra_inputs.push_back(entry);  // a changed signature rebuilds every solution of the problem
  }
  command.insert(command.end(), driver.objects.begin(), driver.objects.end());
  command.insert(command.end(), driver.link_flags.begin(), driver.link_flags.end());

  CompiledBuild build;
  build.product = binary;
  build.cache_command = command;
  build.known_inputs = extra_inputs;
  build.known_inputs.push_back(source);
  build.up_to_date = [&] { return up_to_date(binary, join(command), extra_inputs); };
  if (only_if_up_to_date) {
    BuildOutcome outcome;
    outcome.ok = build.up_to_date();
    return outcome;
  }
  build.compile = [&](BuildOutcome& outcome) {
    return compile_solution(solution, config, toolchain, command, binary, outcome);
  };
  // The command line the binary was made by, which up_to_date compares.
  build.made = [&] { replace_file(binary + ".cmd", join(command)); };
  return build_compiled(build, cache_, limits_);
}

CompileEnd SolutionBuilder::compile_solution(const SolutionFile& solution, const ProblemConfig& config,
                                             const Toolchain& toolchain, const std::vector<std::string>& command,
                                             const std::string& binary, BuildOutcome& outcome) const {
  const Driver& driver = driver_for(toolchain);
  const std::string source = fs::path(solution.source).is_absolute() ? solution.source : project_.path(solution.source);
  std::vector<std::string> readable = driver.readable;
  readable.push_back(source);
  if (config.signature.kind != ProblemSignature::Kind::kNone) readable.push_back(project_.build() + "/entries");
  auto run = compile_jailed(command, binary, readable, limits_);
  outcome.log = run.output;
  if (run.ok) return CompileEnd::kMade;
  if (run.limit == CompileLimit::kNone && mentions_driver_build(run.output)) check_driver_usable(toolchain, driver);
  // The compiler quotes the solution (#error text, a symbol's or a library's name): made printable
  // here, where it enters, for every command that shows it. Backslashes stay as they are: the
  // source lines it quotes are full of them ("%d\n").
  if (!run.limit_message.empty()) {
    outcome.message = printable(run.limit_message, true);
    // The wall-clock deadline depends on the machine's load, not on the source: not remembered.
    return run.limit == CompileLimit::kWallTime ? CompileEnd::kFailed : CompileEnd::kStoppedAtLimit;
  }
  const CppDiagnosticPaths paths{{solution.source, source},
                                 {project_.build(), absolute(project_.build()), project_.driver_sources(),
                                  absolute(project_.driver_sources()), fs::path(driver.pch_header).parent_path().string()}};
  outcome.message = bounded_diagnostic(leetcode_cpp_diagnostics(run.output, paths));
  return CompileEnd::kFailed;
}

void SolutionBuilder::check_driver_usable(const Toolchain& toolchain, const Driver& driver) const {
  {
    std::lock_guard<std::mutex> lock(drivers_mutex_);
    if (drivers_checked_.count(toolchain.name())) return;
  }
  // In the jail as a solution compiles (which shows the driver's folders only: a prelude naming
  // another folder fails there, not outside): an empty source against the prelude, then the
  // driver's objects linked into one relocatable object, which reads each of them whole.
  remove_abandoned_leftovers(driver.pch);
  const FolderAt jail(fmt::format("{}.jail.{}.{}", driver.pch, getpid(), gettid()));
  const std::string& folder = jail.path();
  const std::string empty = folder + "/empty.cpp";
  replace_file(empty, "");
  auto run_check = [&](const std::vector<std::string>& arguments) {
    CompileJailRequest request;
    request.argv = {driver.compiler};
    request.argv.insert(request.argv.end(), arguments.begin(), arguments.end());
    request.readable = driver.readable;
    request.output_folder = folder;  // the default limits: the judge's own compile, not a solution's
    CompileJailRun run = run_jailed_compiler(request);
    if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
    return run;
  };
  std::vector<std::string> prelude_check = driver.flags;
  prelude_check.insert(prelude_check.end(), {"-include", driver.pch_header, "-fsyntax-only", empty});
  prelude_check.insert(prelude_check.end(), driver.link_flags.begin(), driver.link_flags.end());
  CompileJailRun run = run_check(prelude_check);
  std::error_code ignored;
  if (!run.ok) {
    // Its command line forgotten, so that the next run makes it again.
    fs::remove(driver.pch + ".cmd", ignored);
    throw JudgeFailure(fmt::format(
        "the judge's own build failed, not the solution's: its precompiled prelude '{}' cannot be used:\n{}\n"
        "run the command again, which makes the prelude anew (or remove build/driver/)",
        driver.pch, first_error_lines(run.output)));
  }
  std::vector<std::string> objects_check = {"-r", "-nostdlib"};
  if (toolchain.compiler == CompilerFamily::kClang) objects_check.push_back("-fuse-ld=lld");
  objects_check.insert(objects_check.end(), driver.objects.begin(), driver.objects.end());
  objects_check.insert(objects_check.end(), {"-o", folder + "/driver-check.o"});
  run = run_check(objects_check);
  if (!run.ok) {
    for (const std::string& object : driver.objects) fs::remove(object + ".cmd", ignored);
    throw JudgeFailure(fmt::format(
        "the judge's own build failed, not the solution's: its driver objects ({}) cannot be linked:\n{}\n"
        "run the command again, which makes them anew (or remove build/driver/)",
        fmt::join(driver.objects, ", "), first_error_lines(run.output)));
  }
  std::lock_guard<std::mutex> lock(drivers_mutex_);
  drivers_checked_.insert(toolchain.name());
}

}  // namespace lcjudge
