// Rust: Debian's rustc for browsers (rustc-web, 1.96) builds, once and trusted, the driver
// (judge/driver/rust/lcjudge/, an rlib: the protocol, reading cases, printing answers, ListNode
// and TreeNode) into build/languages/rust/<key>/. Per solution the judge generates the main crate
// from the problem's signature (languages/rust_main.h): the solution's text included as LeetCode's
// editor takes it and a few lines that call it; rustc compiles it in the compiler's jail at
// opt-level 2, as LeetCode's release build, into a static binary (linked by clang and lld) that
// runs as a C++ one does, launched directly. Nothing of the solution runs at build time.
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
#include "judging/compile_diagnostics.h"
#include "judging/compiled_build.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"
#include "languages/rust_diagnostics.h"
#include "languages/rust_main.h"

namespace fs = std::filesystem;

namespace lcjudge {

TemplateReading rust_template_reading();  // rust_template.cpp: LeetCode's template, for judge new

namespace {

constexpr const char* kRustc = "/usr/bin/rustc";
// The linker: clang 19 with lld (the C++ builds' own), in half GNU ld's time.
constexpr const char* kRustLinker = "/usr/bin/clang-19";

// The flags every compile shares, the driver's and the solutions': LeetCode's release build
// (opt-level 2, integer overflow unchecked), one codegen unit (less CPU in all than parallel
// units on a busy machine), warnings not shown (LeetCode shows errors only).
const std::vector<std::string>& rust_codegen_flags() {
  static const std::vector<std::string> flags = {"--edition", "2021", "--sysroot", "/usr", "-C", "opt-level=2",
                                                 "-C", "codegen-units=1", "--color", "never", "-A", "warnings"};
  return flags;
}

// The solution's program: static (no loader at each start), without the standard library's debug
// information (a 1.3 MB binary rather than 11 MB).
const std::vector<std::string>& rust_link_flags() {
  static const std::vector<std::string> flags = {"-C", "target-feature=+crt-static", "-C", "strip=debuginfo", "-C",
                                                 std::string("linker=") + kRustLinker, "-C", "link-arg=-fuse-ld=lld"};
  return flags;
}

struct RustDriver {
  std::string key;     // of the driver's sources, the compiler and the flags
  std::string folder;  // build/languages/rust/<key>
  std::string rlib;    // <folder>/liblcjudge.rlib
};

std::vector<std::string> rust_sources(const std::string& folder) {
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.path().extension() == ".rs") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The compiler as a key's words: its size and time stamp, as the compile cache keys a compiler.
std::string rustc_identity() {
  struct stat info {};
  if (stat(kRustc, &info) != 0) return "none";
  return fmt::format("{} {} {}", kRustc, info.st_size, info.st_mtim.tv_sec);
}

// build/languages/rust/<key>/liblcjudge.rlib, built (trusted, unjailed) when judge/driver/rust/ or
// the compiler changes; whole or not at all: made beside it and renamed into place. Once a
// process, under a lock.
RustDriver rust_driver(const Project& project) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  const std::string sources = absolute(project.driver_sources() + "/rust/lcjudge");
  std::error_code error;
  if (!fs::is_directory(sources, error)) {
    throw JudgeFailure(fmt::format("cannot find the Rust driver: no folder {} (run the judge in the project's root)", sources));
  }
  std::string material = rustc_identity() + "\n";
  for (const auto& flag : rust_codegen_flags()) material += flag + " ";
  for (const auto& file : rust_sources(sources)) material += file.substr(sources.size()) + "\n" + sha256_hex(read_file(file)) + "\n";
  RustDriver driver;
  driver.key = sha256_hex(material).substr(0, 16);
  // Through any symlink (a test's scratch project links build/languages/): the path the compile
  // jail shows.
  const std::string base = fs::weakly_canonical(absolute(project.build() + "/languages/rust")).string();
  driver.folder = base + "/" + driver.key;
  driver.rlib = driver.folder + "/liblcjudge.rlib";
  if (fs::exists(driver.rlib, error)) return driver;
  const std::string temporary = fmt::format("{}.tmp.{}", driver.folder, getpid());
  fs::remove_all(temporary, error);
  fs::create_directories(temporary);
  std::vector<std::string> compile = {kRustc, "--crate-type", "rlib", "--crate-name", "lcjudge"};
  for (const auto& flag : rust_codegen_flags()) compile.push_back(flag);
  for (const std::string& word : {std::string("--remap-path-prefix=") + sources + "/=", sources + "/lib.rs",
                                  std::string("-o"), temporary + "/liblcjudge.rlib"}) {
    compile.push_back(word);
  }
  run_trusted(compile, "the Rust driver does not compile (judge/driver/rust/lcjudge)");
  // Older versions' folders go; a judge still using one builds its own again.
  for (const auto& entry : fs::directory_iterator(base, error)) {
    if (entry.path().string() != temporary && entry.path().filename().string().find('.') == std::string::npos) {
      fs::remove_all(entry.path(), error);
    }
  }
  fs::rename(temporary, driver.folder, error);
  if (error && !fs::exists(driver.rlib)) {
    throw JudgeFailure(fmt::format("cannot put the Rust driver in place at {}: {}", driver.folder, error.message()));
  }
  fs::remove_all(temporary, error);  // another judge renamed its own first
  return driver;
}

// rustc's command line for the main crate in JAIL (main.rs, the solution beside it) with DRIVER.
std::vector<std::string> rust_solution_command(const RustDriver& driver, const std::string& jail) {
  std::vector<std::string> command = {kRustc, "--crate-type", "bin", "--crate-name", "solution"};
  for (const auto& flag : rust_codegen_flags()) command.push_back(flag);
  for (const auto& flag : rust_link_flags()) command.push_back(flag);
  for (const std::string& word : {std::string("--extern"), "lcjudge=" + driver.rlib, "--remap-path-prefix=" + jail + "/=",
                                  jail + "/main.rs", std::string("-o"), jail + "/solution"}) {
    command.push_back(word);
  }
  return command;
}

// The main crate compiled in the compiler's jail: the binary written at BINARY, or OUTCOME's message.
CompileEnd compile_rust(const LanguageBuildInput& input, const RustDriver& driver, const std::string& main_text,
                        const std::string& binary, BuildOutcome& outcome) {
  const FolderAt jail(jail_folder_name(input.solution));
  const std::string folder = absolute(jail.path());
  replace_file(folder + "/main.rs", main_text);
  replace_file(folder + "/" + kRustSolutionFile, input.source_text);
  CompileJailRun run = run_in_jail(rust_solution_command(driver, folder), {driver.folder}, folder, input.limits);
  outcome.log = run.output;
  std::optional<std::string> program = run.ok ? take_back_file(folder + "/solution", input.limits.file_bytes) : std::nullopt;
  if (!program) {
    std::string limit = describe_compile_limit(run.limit, input.limits);
    if (!run.ok) outcome.message = limit.empty() ? bounded_diagnostic(leetcode_rustc_diagnostics(run.output, kRustSolutionFile)) : limit;
    if (outcome.message.empty()) outcome.message = run.ok ? "rustc left no program" : "rustc stopped without a word";
    const bool remembered = run.limit != CompileLimit::kNone && run.limit != CompileLimit::kWallTime;
    return remembered ? CompileEnd::kStoppedAtLimit : CompileEnd::kFailed;
  }
  replace_file(binary, *program);
  chmod(binary.c_str(), 0755);
  return CompileEnd::kMade;
}

BuildOutcome build_rust(const LanguageBuildInput& input) {
  require_program(kRustc, "rustc-web");
  const RustDriver driver = rust_driver(input.project);
  const RustMain main = rust_main_text(input.config, input.source_text);
  if (!main.refused.empty()) {
    BuildOutcome outcome;
    outcome.message = main.refused;
    return outcome;
  }
  const std::string binary = absolute(input.solution.build_folder + "/solution");
  CompiledBuild build;
  build.product = binary;
  build.executable = true;
  build.cache_command = {kRustc, "rust-solution", driver.key, main.text};
  build.known_inputs = {absolute_source(input), driver.rlib};
  build.compile = [&](BuildOutcome& outcome) { return compile_rust(input, driver, main.text, binary, outcome); };
  // The static binary runs as a C++ one does: the judge opens it and executes it, nothing shown.
  Launch launch;
  launch.language = Language::kRust;
  launch.argv = {binary};
  return build_compiled_launch(input, launch, {driver.key, main.text}, std::move(build));
}

// Time factor: compiled but bounds-checked, its vectors of vectors indexed through: 1.5 (913's
// largest cases, the same retrograde analysis: 0.071 s of CPU in Rust against 0.054 s in C++,
// 1.3x, and 1.3x over the 27 large cases; judge compare, a loaded machine). Memory on address
// space, as C++'s: the program reserves little beyond what it uses, and an allocation refused
// there ends it as out of memory (the driver's allocator).
class RustLanguage : public LanguageToolchain {
 public:
  RustLanguage() : LanguageToolchain({Language::kRust, "Rust", "rust", ".rs", 1.5, false, false, rust_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_rust(input); }

  void prepare(const Project& project) const override {
    std::error_code error;
    if (installed() && fs::is_directory(project.driver_sources() + "/rust", error)) rust_driver(project);
  }

  std::string describe_run() const override {
    return "Rust 1.96 (rustc -C opt-level=2, edition 2021, a static binary), compiled before any case runs";
  }

  bool installed() const override { return access(kRustc, X_OK) == 0 && access(kRustLinker, X_OK) == 0; }

  StartFloor start_floor(const StartFloorInput& input) const override {
    return {"an empty Rust binary", {rust_floor_binary(input)}, {{3, "/dev/null"}, {4, "/dev/null"}}, true,
            {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C"}};
  }

 private:
  // judge/bench/rust-floor/empty.rs built as a solution's program is linked (static, stripped of
  // debug information) into the bench's fixture folder, when its source changed; its path.
  static std::string rust_floor_binary(const StartFloorInput& input) {
    const std::string folder = input.fixture_root + "/rust-floor";
    const std::string source = folder + "/empty.rs";
    const std::string binary = fs::absolute(folder + "/empty").string();
    const std::string text = read_file(input.project.root + "/judge/bench/rust-floor/empty.rs");
    fs::create_directories(folder);
    if (read_file_if_exists(source) == text && fs::exists(binary)) return binary;
    replace_file(source, text);
    std::vector<std::string> command = {kRustc};
    for (const auto& flag : rust_codegen_flags()) command.push_back(flag);
    for (const auto& flag : rust_link_flags()) command.push_back(flag);
    for (const std::string& word : {source, std::string("-o"), binary + ".tmp"}) command.push_back(word);
    run_trusted(command, "the Rust floor");
    fs::rename(binary + ".tmp", binary);
    return binary;
  }
};

}  // namespace

const LanguageToolchain& rust_language() {
  static const RustLanguage language;
  return language;
}

}  // namespace lcjudge
