// Go: Debian's toolchain (1.19) builds, once and trusted, the driver's packages (`lcjudgecore`,
// what every run needs; `lcjudge`, the reflect driver; Go 1.21+'s `slices`, `maps` and `cmp`
// that 1.19 lacks) and the builder, a Go program, into build/languages/go/<key>/. Per solution
// the builder runs in the compiler's jail: it parses the solution, checks the problem's function
// or class, adds LeetCode's imports and types, generates the main that calls them (typed code,
// or a binding for the reflect driver, whose types it checks with go/types), compiles and links
// with `go tool compile`/`link` (no go command, so no GOCACHE: nothing shared is written). It
// never runs the binary: the solution's init functions run in the run, under its limits. The
// binary is static and runs as a C++ one does, launched directly.
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <mutex>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "base/sha256.h"
#include "judging/call_descriptor.h"
#include "judging/compiled_build.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"

namespace fs = std::filesystem;

namespace lcjudge {

TemplateReading go_template_reading();  // go_template.cpp: LeetCode's template, for judge new

namespace {

constexpr const char* kGoRoot = "/usr/lib/go-1.19";

std::string go_tools() { return std::string(kGoRoot) + "/pkg/tool/linux_amd64"; }
std::string go_tool(const char* name) { return go_tools() + "/" + name; }

// The driver's packages in the order they import each other, each a folder of judge/driver/go/.
const char* const kDriverPackages[] = {"cmp", "slices", "maps", "lcjudgecore", "lcjudge"};

struct GoDriver {
  std::string key;        // of the driver's sources and the toolchain
  std::string folder;     // build/languages/go/<key>: the packages, the importcfg, the builder
  std::string importcfg;  // the standard library's packages and the driver's, for compile and link
  std::string builder;
};

// The Go sources under FOLDER, sorted.
std::vector<std::string> go_sources(const std::string& folder) {
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.path().extension() == ".go") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// "packagefile fmt=/usr/lib/go-1.19/pkg/linux_amd64/fmt.a" for each of the standard library's
// precompiled packages.
std::string standard_importcfg() {
  const std::string root = std::string(kGoRoot) + "/pkg/linux_amd64";
  std::vector<std::string> lines;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".a") continue;
    std::string relative = fs::relative(entry.path(), root).replace_extension().string();
    lines.push_back(fmt::format("packagefile {}={}\n", relative, entry.path().string()));
  }
  std::sort(lines.begin(), lines.end());
  std::string text;
  for (const auto& line : lines) text += line;
  return text;
}

// build/languages/go/<key>/, built (trusted, unjailed) when judge/driver/go/ or the toolchain
// changes; whole or not at all: made beside it and renamed into place. Once a process, under a lock.
GoDriver go_driver(const Project& project) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  const std::string sources = absolute(project.driver_sources() + "/go");
  std::error_code error;
  if (!fs::is_directory(sources, error)) {
    throw JudgeFailure(fmt::format("cannot find the Go driver: no folder {} (run the judge in the project's root)", sources));
  }
  std::string material = read_file_if_exists(std::string(kGoRoot) + "/VERSION").value_or("") + "\n";
  for (const auto& file : go_sources(sources)) material += file.substr(sources.size()) + "\n" + sha256_hex(read_file(file)) + "\n";
  GoDriver driver;
  driver.key = sha256_hex(material).substr(0, 16);
  // Through any symlink (a test's scratch project links build/languages/): the importcfg written
  // here names these paths, which the compile jail shows as they are.
  const std::string base = fs::weakly_canonical(absolute(project.build() + "/languages/go")).string();
  driver.folder = base + "/" + driver.key;
  driver.importcfg = driver.folder + "/importcfg";
  driver.builder = driver.folder + "/lcjudge-go-build";
  if (fs::exists(driver.builder, error)) return driver;
  const std::string temporary = fmt::format("{}.tmp.{}", driver.folder, getpid());
  fs::remove_all(temporary, error);
  fs::create_directories(temporary);
  const std::string standard = standard_importcfg();
  std::string building = standard;  // while building: the packages where they are made
  std::string final_lines = standard;
  replace_file(temporary + "/std.importcfg", standard);
  for (const char* package : kDriverPackages) {
    replace_file(temporary + "/build.importcfg", building);
    std::vector<std::string> compile = {go_tool("compile"), "-o", fmt::format("{}/{}.a", temporary, package), "-p",
                                        package, "-pack", "-trimpath", sources, "-importcfg", temporary + "/build.importcfg"};
    for (const auto& file : go_sources(fmt::format("{}/{}", sources, package))) compile.push_back(file);
    run_trusted(compile, fmt::format("the Go driver's package {} does not compile (judge/driver/go/{})", package, package));
    building += fmt::format("packagefile {}={}/{}.a\n", package, temporary, package);
    final_lines += fmt::format("packagefile {}={}/{}.a\n", package, driver.folder, package);
  }
  replace_file(temporary + "/importcfg", final_lines);
  std::vector<std::string> compile = {go_tool("compile"), "-o", temporary + "/builder.a", "-p", "main", "-pack",
                                      "-trimpath", sources, "-importcfg", temporary + "/std.importcfg"};
  for (const auto& file : go_sources(sources + "/builder")) compile.push_back(file);
  run_trusted(compile, "the Go builder does not compile (judge/driver/go/builder)");
  run_trusted({go_tool("link"), "-s", "-w", "-o", temporary + "/lcjudge-go-build", "-importcfg",
               temporary + "/std.importcfg", temporary + "/builder.a"},
              "the Go builder does not link (judge/driver/go/builder)");
  // Older versions' folders go; a judge still using one builds its own again.
  for (const auto& entry : fs::directory_iterator(base, error)) {
    if (entry.path().string() != temporary && entry.path().filename().string().find('.') == std::string::npos) {
      fs::remove_all(entry.path(), error);
    }
  }
  fs::rename(temporary, driver.folder, error);
  if (error && !fs::exists(driver.builder)) {
    throw JudgeFailure(fmt::format("cannot put the Go driver in place at {}: {}", driver.folder, error.message()));
  }
  fs::remove_all(temporary, error);  // another judge renamed its own first
  return driver;
}

// The builder in the compiler's jail: the binary written at BINARY, or OUTCOME's message.
CompileEnd compile_go(const SolutionFile& solution, const GoDriver& driver, const std::string& source_text,
                      const std::string& descriptor, const std::string& binary, const CompileJailLimits& limits,
                      BuildOutcome& outcome) {
  const FolderAt jail(jail_folder_name(solution));
  const std::string input = jail.path() + "/input.go";
  replace_file(input, source_text);
  CompileJailRun run = run_in_jail({driver.builder, descriptor, input, jail.path(), driver.importcfg, go_tools()},
                                   {driver.folder}, jail.path(), limits);
  outcome.log = run.output;
  std::optional<std::string> program = run.ok ? take_back_file(jail.path() + "/solution", limits.file_bytes) : std::nullopt;
  if (!program) {
    outcome.message = run.ok ? "the Go build left no program" : compile_error_text(run, limits);
    return CompileEnd::kFailed;
  }
  replace_file(binary, *program);
  chmod(binary.c_str(), 0755);
  return CompileEnd::kMade;
}

BuildOutcome build_go(const LanguageBuildInput& input) {
  require_program(go_tool("compile"), "golang-go");
  const GoDriver driver = go_driver(input.project);
  const std::string descriptor = call_descriptor(input.config);
  const std::string binary = absolute(input.solution.build_folder + "/solution");
  CompiledBuild build;
  build.product = binary;
  build.executable = true;
  build.cache_command = {go_tool("compile"), "go-solution", driver.key, descriptor};
  build.known_inputs = {absolute_source(input), driver.builder, driver.importcfg};
  build.compile = [&](BuildOutcome& outcome) {
    return compile_go(input.solution, driver, input.source_text, descriptor, binary, input.limits, outcome);
  };
  // The static binary runs as a C++ one does: the judge opens it and executes it, nothing shown.
  Launch launch;
  launch.language = Language::kGo;
  launch.argv = {binary, "run", descriptor};
  return build_compiled_launch(input, launch, {driver.key}, std::move(build));
}

// judge/bench/go-floor/empty.go built as a solution is (compile, link -s -w) into the bench's
// fixture folder, when its source changed; its path.
std::string go_floor_binary(const StartFloorInput& input) {
  const std::string folder = input.fixture_root + "/go-floor";
  const std::string source = folder + "/empty.go";
  const std::string binary = fs::absolute(folder + "/empty").string();
  const std::string text = read_file(input.project.root + "/judge/bench/go-floor/empty.go");
  fs::create_directories(folder);
  if (read_file_if_exists(source) == text && fs::exists(binary)) return binary;
  replace_file(source, text);
  // No importcfg: the empty program imports nothing but the runtime, which the tools find.
  run_trusted({go_tool("compile"), "-o", folder + "/empty.a", "-p", "main", "-pack", source}, "the Go floor");
  run_trusted({go_tool("link"), "-s", "-w", "-o", binary + ".tmp", folder + "/empty.a"}, "the Go floor");
  fs::rename(binary + ".tmp", binary);
  return binary;
}

// Time factor: compiled but with bounds checks, a collector and a 1 ms start: 1.5x (913's largest
// cases, the same retrograde analysis: 0.047 s of CPU in Go against 0.032 s in C++). Memory on
// resident memory: the runtime reserves address space far beyond what it uses.
class GoLanguage : public LanguageToolchain {
 public:
  GoLanguage() : LanguageToolchain({Language::kGo, "Go", "go", ".go", 1.5, true, false, go_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_go(input); }

  void prepare(const Project& project) const override {
    std::error_code error;
    if (installed() && fs::is_directory(project.driver_sources() + "/go", error)) go_driver(project);
  }

  std::string describe_run() const override {
    return "Go 1.19 (go tool compile and link, a static binary; GOMAXPROCS 1), checked before any case runs";
  }

  bool installed() const override { return access(go_tool("compile").c_str(), X_OK) == 0; }

  // The runtime starts with one P rather than one per CPU and then stopping the world to drop
  // the others (the driver keeps its runs on one P: every thread's CPU time counts).
  std::vector<std::string> run_environment() const override { return {"GOMAXPROCS=1"}; }

  // The runtime waits for its timers (the collector's scavenger sleeps on one) in an epoll set of
  // its own, woken through a pipe of its own: descriptors of the process, nothing outside it.
  SandboxProfile sandbox_needs() const override { return {{}, {"epoll_create1", "epoll_ctl", "epoll_pwait"}, {}}; }

  // An empty Go binary, in the environment of the judge's runs (GOMAXPROCS=1 makes its start cheaper).
  StartFloor start_floor(const StartFloorInput& input) const override {
    std::vector<std::string> environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C"};
    for (const std::string& variable : run_environment()) environment.push_back(variable);
    return {"an empty Go binary", {go_floor_binary(input)}, {{3, "/dev/null"}, {4, "/dev/null"}}, true, environment};
  }
};

}  // namespace

const LanguageToolchain& go_language() {
  static const GoLanguage language;
  return language;
}

}  // namespace lcjudge
