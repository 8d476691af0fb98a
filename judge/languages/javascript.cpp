// JavaScript and TypeScript: one driver (judge/driver/javascript/lcjudge_driver/, joined) runs both
// on Node. A .js solution is copied aside (what runs is what was checked) and the driver's check
// mode, in the compiler's jail, parses it and looks for its function or class in its text,
// running none of it (its top level may loop: the run decides, under the run's limits); a .ts
// solution is first compiled by tsc (the version LeetCode runs, from the project's lockfile) in
// the jail, with LeetCode's flags and declarations of its globals, and its JavaScript, with an
// inline source map back to the user's lines, is what is checked, kept in the compile cache, and
// run.
// LeetCode's preloaded libraries are bundled once (trusted) into build/languages/javascript/
// libraries.json, shown to a run only when its solution's text names one of them.
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <mutex>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "base/sha256.h"
#include "base/terminal_escape.h"
#include "judging/call_descriptor.h"
#include "judging/compiled_build.h"
#include "judging/compile_diagnostics.h"
#include "judging/compiler_server.h"
#include "judging/driver_modules.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"

namespace fs = std::filesystem;

namespace lcjudge {

// javascript_template.cpp and typescript_template.cpp: LeetCode's templates, for judge new.
TemplateReading javascript_template_reading();
TemplateReading typescript_template_reading();

namespace {

constexpr const char* kNodeProgram = "/usr/bin/node";  // Debian's Node.js, for both

// Node's flags for a run besides its heap and stack ({v8_heap}, {v8_stack}: language_launch.cpp):
// LeetCode's --harmony; one V8 worker thread rather than one per core (the CPU time of every
// thread counts, and a run's threads are bounded); the driver run as shown (/proc/self/fd/N, a
// sealed copy whose real path, "/memfd:shown (deleted)", cannot be opened) rather than resolved.
const std::vector<std::string> kNodeFlags = {"--harmony", "--v8-pool-size=1", "--preserve-symlinks-main"};

// The names of LeetCode's preloaded libraries: a solution whose text has none of them as a word
// is shown no bundle (it is half a megabyte, copied for each run that has it).
const char* const kLibraryNames[] = {"_", "PriorityQueue", "MinPriorityQueue", "MaxPriorityQueue", "Queue", "Deque"};

// TypeScript as LeetCode compiles it ("--alwaysStrict --strictBindCallApply --strictFunctionTypes
// --target ES2024"), emitting CommonJS (so that `export function` runs as a script), with the
// user's lines in an inline source map for the driver's messages; the packages' own declaration
// files are not checked. Its library is ECMAScript's without the DOM (whose `Node` would clash
// with a solution's own class; Node's globals come from lcjudge_globals.d.ts), at ES2023, not
// LeetCode's ES2024: Node 20 lacks ES2024's Object.groupBy and Promise.withResolvers.
const std::vector<std::string> kTscFlags = {"--alwaysStrict", "--strictBindCallApply", "--strictFunctionTypes",
                                            "--target", "ES2024", "--lib", "es2023", "--module", "commonjs",
                                            "--inlineSourceMap", "--inlineSources", "--pretty", "false",
                                            "--noEmitOnError", "--skipLibCheck", "--newLine", "lf"};

// Node's heap in the compiler's jail, whose address-space limit is 2 GiB.
constexpr const char* kJailNodeHeap = "--max-old-space-size=1024";

bool is_word_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$';
}

// True when TEXT has NAME as a whole identifier somewhere (comments and strings too: a false
// match costs only the bundle's copy).
bool names_word(const std::string& text, const std::string& name) {
  for (size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
    bool starts = at == 0 || !is_word_character(text[at - 1]);
    bool ends = at + name.size() == text.size() || !is_word_character(text[at + name.size()]);
    if (starts && ends) return true;
  }
  return false;
}

bool uses_libraries(const std::string& text) {
  for (const char* name : kLibraryNames) {
    if (names_word(text, name)) return true;
  }
  return false;
}

// Where scripts/install-node-packages.sh put LeetCode's packages: the project's build/ when the
// project is the judge's own repository, else the build/ of the judge that runs (a project of the
// user's own, whose judge/driver links to the judge's). "" when neither has them.
std::string installed_environment(const Project& project) {
  std::vector<std::string> candidates = {absolute(project.build() + "/languages/javascript")};
  std::error_code error;
  const fs::path judge = fs::read_symlink("/proc/self/exe", error);
  if (!error) {
    candidates.push_back((judge.parent_path() / "languages/javascript").lexically_normal().string());
    // build/asan/judge, the sanitized build, beside the normal one's packages.
    candidates.push_back((judge.parent_path().parent_path() / "languages/javascript").lexically_normal().string());
  }
  for (const std::string& candidate : candidates) {
    if (fs::is_directory(candidate + "/node_modules/lodash", error)) return candidate;
  }
  return "";
}

// The folder of the packages, the libraries' bundle and the declarations: the installed one, or
// the project's own (where a missing installation is then reported).
std::string environment_folder(const Project& project) {
  static std::mutex mutex;
  static std::map<std::string, std::string> found;  // by project build folder: read once a process
  std::lock_guard<std::mutex> lock(mutex);
  auto [entry, inserted] = found.try_emplace(project.build());
  if (inserted) {
    entry->second = installed_environment(project);
    if (entry->second.empty()) entry->second = absolute(project.build() + "/languages/javascript");
  }
  return entry->second;
}

std::string typescript_compiler(const Project& project) {
  return environment_folder(project) + "/node_modules/typescript/lib/tsc.js";
}

// What npm ci installed, by version and integrity hash: the packages' fingerprint, read in place
// of tsc.js's 5.7 MB.
std::string installed_packages(const Project& project) {
  return environment_folder(project) + "/node_modules/.package-lock.json";
}

// build/languages/javascript/libraries.json, made (trusted) from the installed packages when
// they or the bundler change; "" when scripts/install-deps.sh has not installed them.
std::string libraries_bundle(const Project& project) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  const std::string folder = environment_folder(project);
  const std::string modules = folder + "/node_modules";
  const std::string bundler = absolute(project.driver_sources() + "/javascript/bundle_libraries.js");
  const std::string bundle = folder + "/libraries.json";
  std::error_code error;
  if (!fs::is_directory(modules + "/lodash", error) || !fs::is_regular_file(bundler, error)) return "";
  // The lockfile npm ci left is the installed packages' fingerprint.
  const std::string key = sha256_hex(read_file_if_exists(installed_packages(project)).value_or("") + read_file(bundler));
  if (read_file_if_exists(bundle + ".key") == key && fs::exists(bundle, error)) return bundle;
  run_trusted({kNodeProgram, bundler, modules, bundle}, "cannot bundle LeetCode's JavaScript libraries (judge/driver/javascript/)");
  replace_file(bundle + ".key", key);
  return bundle;
}

// build/languages/javascript/NAME (a .d.ts of judge/driver/javascript/): declarations beside
// node_modules, where tsc resolves the packages' types they import.
std::string declarations_file(const Project& project, const std::string& name) {
  const std::string source = absolute(project.driver_sources() + "/javascript/" + name);
  const std::string target = environment_folder(project) + "/" + name;
  const std::string text = read_file(source);
  if (read_file_if_exists(target).value_or("") != text) replace_file(target, text);
  return target;
}

// What LeetCode's TypeScript declares for every solution: its node classes and libraries.
std::string globals_declarations(const Project& project) { return declarations_file(project, "lcjudge_globals.d.ts"); }

// What it declares besides for an API problem (374's guess, 1095's MountainArray...): given to
// tsc for those problems only, so that another problem's solution may use those names itself.
std::vector<std::string> declarations_for(const Project& project, const ProblemConfig& config) {
  std::vector<std::string> files = {globals_declarations(project)};
  if (!config.signature.api.empty()) files.push_back(declarations_file(project, "lcjudge_api.d.ts"));
  return files;
}

// The driver's modules joined into the one script a run is shown (judging/driver_modules.h).
const DriverModules kNodeDriver{"javascript", ".js", "JavaScript"};

std::string driver_path(const Project& project) { return joined_driver(project, kNodeDriver); }

// tsc's messages about the solution as LeetCode shows them: "Line 3: Char 5: error TS2322: ...",
// bounded; nothing when tsc named no file (its own failure, shown as it is).
std::string leetcode_typescript_errors(const std::string& output) {
  if (output.find(".ts(") == std::string::npos) return "";
  return bounded_diagnostic(leetcode_tsc_diagnostics(output));
}

// tsc's arguments for a compile in FOLDER, the solution's source written there: LeetCode's flags
// (kTscFlags, whether tsc runs alone or in the run's server), then its files.
std::vector<std::string> tsc_arguments(const std::string& folder, const std::string& source_text,
                                       const std::vector<std::string>& declarations) {
  replace_file(folder + "/solution.ts", source_text);
  std::vector<std::string> arguments = kTscFlags;
  arguments.insert(arguments.end(), {"--outDir", folder + "/out", folder + "/solution.ts"});
  arguments.insert(arguments.end(), declarations.begin(), declarations.end());
  return arguments;
}

// What tsc's run in FOLDER came to: its JavaScript, or nullopt with OUTCOME's message.
std::optional<std::string> typescript_output(const CompileJailRun& compiled, const std::string& folder,
                                             const CompileJailLimits& limits, BuildOutcome& outcome) {
  outcome.log = compiled.output;
  if (!compiled.ok) {
    const std::string errors = leetcode_typescript_errors(compiled.output);
    outcome.message = describe_compile_limit(compiled.limit, limits);
    if (outcome.message.empty()) outcome.message = errors.empty() ? compile_error_text(compiled, limits) : printable(errors, true);
    return std::nullopt;
  }
  std::optional<std::string> emitted = take_back_file(folder + "/out/solution.js", limits.file_bytes);
  if (!emitted) outcome.message = "tsc left no JavaScript of the solution";
  return emitted;
}

// The run's tsc server (judge/driver/javascript/tsc_server.js): tsc through its API in one Node.
CompilerServerSpec typescript_server(const Project& project) {
  const std::string server = absolute(project.driver_sources() + "/javascript/tsc_server.js");
  const std::string folder = environment_folder(project);
  return {Language::kTypeScript, "tsc", {kNodeProgram, kJailNodeHeap, server, folder + "/node_modules/typescript/lib/typescript.js"},
          {folder, server}, {}};
}

// tsc on the solution in the compiler's jail, in the run's server if it has one: its JavaScript,
// or nullopt with OUTCOME's message.
std::optional<std::string> compile_typescript(const LanguageBuildInput& input, const std::vector<std::string>& declarations,
                                              BuildOutcome& outcome) {
  const Project& project = input.project;
  if (ServedCompile served = input.builder.compiler_servers().serve(typescript_server(project), input.limits)) {
    std::vector<std::string> request = {"tsc"};
    for (std::string& argument : tsc_arguments(served.folder(), input.source_text, declarations)) request.push_back(std::move(argument));
    if (std::optional<CompileJailRun> compiled = served.run(request)) {
      return typescript_output(*compiled, served.folder(), input.limits, outcome);
    }
  }
  const FolderAt jail(jail_folder_name(input.solution));
  std::vector<std::string> tsc = {kNodeProgram, kJailNodeHeap, typescript_compiler(project)};
  for (std::string& argument : tsc_arguments(jail.path(), input.source_text, declarations)) tsc.push_back(std::move(argument));
  CompileJailRun compiled = run_in_jail(tsc, {environment_folder(project)}, jail.path(), input.limits);
  return typescript_output(compiled, jail.path(), input.limits, outcome);
}

struct NodeBuild {
  Language language;
  std::string driver;
  std::string snapshot;  // what runs: the checked copy of a .js, tsc's output of a .ts
  Launch launch;
};

NodeBuild node_build(const LanguageBuildInput& input, Language language) {
  const Project& project = input.project;
  require_program(kNodeProgram, "nodejs");
  NodeBuild build;
  build.language = language;
  build.driver = driver_path(project);
  build.snapshot = absolute(input.solution.build_folder + "/solution.js");
  build.launch.language = language;
  build.launch.argv = {kNodeProgram};
  build.launch.argv.insert(build.launch.argv.end(), kNodeFlags.begin(), kNodeFlags.end());
  build.launch.argv.insert(build.launch.argv.end(),
                           {"{v8_heap}", "{v8_stack}", "{shown:0}", "run", call_descriptor(input.config), "{shown:1}"});
  build.launch.shown = {build.driver, build.snapshot};
  const std::string bundle = uses_libraries(input.source_text) ? libraries_bundle(project) : "";
  if (!bundle.empty()) {
    build.launch.argv.push_back("{shown:2}");
    build.launch.shown.push_back(bundle);
  }
  return build;
}

// The driver's check of SCRIPT in the compiler's jail: true, or false with OUTCOME's message.
bool check_script(const NodeBuild& build, const std::string& descriptor, const std::string& script,
                  const SolutionFile& solution, const CompileJailLimits& limits, BuildOutcome& outcome) {
  const FolderAt jail(jail_folder_name(solution));
  CompileJailRun run = run_in_jail({kNodeProgram, kJailNodeHeap, build.driver, "check", descriptor, script},
                                   {build.driver, script}, jail.path(), limits);
  outcome.log += run.output;
  if (!run.ok) outcome.message = compile_error_text(run, limits);
  return run.ok;
}

BuildOutcome build_javascript(const LanguageBuildInput& input) {
  const NodeBuild build = node_build(input, Language::kJavaScript);
  const std::string descriptor = call_descriptor(input.config);
  return build_checked_script(input, build.launch, build.snapshot, {read_file(build.driver)}, [&](BuildOutcome& outcome) {
    return check_script(build, descriptor, build.snapshot, input.solution, input.limits, outcome);
  });
}

BuildOutcome build_typescript(const LanguageBuildInput& input) {
  const Project& project = input.project;
  const NodeBuild build = node_build(input, Language::kTypeScript);
  const std::string compiler = typescript_compiler(project);
  if (access(compiler.c_str(), R_OK) != 0) {
    throw JudgeFailure(fmt::format("cannot find TypeScript's compiler {}: run scripts/install-deps.sh", compiler));
  }
  const std::vector<std::string> declarations = declarations_for(project, input.config);
  const std::string descriptor = call_descriptor(input.config);
  std::vector<std::string> made_from = {read_file(build.driver), read_file_if_exists(installed_packages(project)).value_or("")};
  for (const std::string& file : declarations) made_from.push_back(read_file(file));
  CompiledBuild compiled;
  compiled.product = build.snapshot;
  // tsc costs a second or two of CPU: its output is kept by the source, the declarations, the
  // installed packages, the flags and the driver whose check it passed.
  compiled.cache_command = {kNodeProgram, "typescript-solution", descriptor};
  compiled.cache_command.insert(compiled.cache_command.end(), kTscFlags.begin(), kTscFlags.end());
  compiled.known_inputs = {absolute_source(input), installed_packages(project), build.driver};
  compiled.known_inputs.insert(compiled.known_inputs.end(), declarations.begin(), declarations.end());
  compiled.compile = [&](BuildOutcome& outcome) {
    std::optional<std::string> emitted = compile_typescript(input, declarations, outcome);
    if (!emitted) return CompileEnd::kFailed;
    replace_file(build.snapshot, *emitted);
    return check_script(build, descriptor, build.snapshot, input.solution, input.limits, outcome) ? CompileEnd::kMade
                                                                                                   : CompileEnd::kFailed;
  };
  return build_compiled_launch(input, build.launch, std::move(made_from), std::move(compiled));
}

// Node's own words ("{v8_heap}", "{v8_stack}") for a run of MIB mebibytes; nullopt for another.
std::optional<std::string> node_launch_word(const std::string& word, std::uint64_t mib) {
  // V8's heap as large as the memory limit, so that V8 collects as it would under it; its own
  // memory beside the heap puts the resident memory past the limit first, where the judge's poll
  // stops the run (MLE) before V8 would abort.
  if (word == "{v8_heap}") return fmt::format("--max-old-space-size={}", mib);
  // The stack V8 lets JavaScript use, in KiB, an eighth of the limit as the JVM's (the process's
  // stack limit is the whole memory limit, so it never reaches its end and segfaults first): a
  // deep recursion passes, an endless one is a RangeError (RTE).
  if (word == "{v8_stack}") return fmt::format("--stack-size={}", std::min<std::uint64_t>(mib / 8, 1024) * 1024);
  return std::nullopt;
}

// Time factor: 913's retrograde analysis on its largest graphs takes 0.098 s and 0.109 s of CPU
// in JavaScript against 0.031 s and 0.017 s in C++ (2.5x to 5x the work, 20 ms of it Node's
// start): 3x; TypeScript runs the JavaScript tsc emits, at the same speed. Memory on resident
// memory: V8 reserves far more address space than it uses.
class NodeLanguage : public LanguageToolchain {
 public:
  using LanguageToolchain::LanguageToolchain;

  bool installed() const override { return access(kNodeProgram, X_OK) == 0; }

  std::optional<std::string> launch_word(const std::string& word, std::uint64_t mib) const override {
    return node_launch_word(word, mib);
  }

  // libuv's event loop, made at start-up even for a script that waits on nothing, polls the
  // descriptors the run already has and wakes its threads with an eventfd; Node reads its own
  // capabilities (capget) to decide whether to trust its environment. Refused with ENOSYS, which
  // the runtime takes as "not here": V8's memory protection keys for its JIT pages
  // (pkey_alloc), and the io_uring some libuv versions probe at start-up.
  SandboxProfile sandbox_needs() const override {
    return {{},
            {"epoll_create1", "epoll_ctl", "epoll_pwait", "epoll_wait", "epoll_pwait2", "eventfd2", "capget"},
            {"pkey_alloc", "io_uring_setup"}};
  }

  // Node with the very flags of the solution's launch (its heap and stack for the problem's
  // memory limit) on `-e 0`, the driver and the solution left out; with no environment, as the
  // judge starts a run: Node reads the certificates NODE_EXTRA_CA_CERTS names at start-up (35 ms
  // of CPU here), which a run never pays.
  StartFloor start_floor(const StartFloorInput& input) const override {
    Launch launch = *input.launch;
    launch.argv.erase(std::find(launch.argv.begin(), launch.argv.end(), "{shown:0}"), launch.argv.end());
    launch.argv.insert(launch.argv.end(), {"-e", "0"});
    SpawnRequest request;
    apply_launch(request, launch, input.limits);
    return {"node -e 0, the judge's flags", request.argv, {{3, "/dev/null"}, {4, "/dev/null"}}, true, {}};
  }
};

class JavaScriptLanguage : public NodeLanguage {
 public:
  JavaScriptLanguage() : NodeLanguage({Language::kJavaScript, "JavaScript", "javascript", ".js", 3.0, true, false, javascript_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_javascript(input); }

  // What JavaScript and TypeScript share: the driver joined, LeetCode's libraries bundled, tsc's
  // declarations.
  void prepare(const Project& project) const override {
    if (!installed()) return;
    std::error_code error;
    if (fs::is_directory(driver_modules_folder(project, kNodeDriver), error)) driver_path(project);
    libraries_bundle(project);
    if (access(typescript_compiler(project).c_str(), R_OK) == 0) {
      globals_declarations(project);
      declarations_file(project, "lcjudge_api.d.ts");
    }
  }

  std::string describe_run() const override { return "Node.js (node --harmony), checked before any case runs"; }
};

class TypeScriptLanguage : public NodeLanguage {
 public:
  TypeScriptLanguage() : NodeLanguage({Language::kTypeScript, "TypeScript", "typescript", ".ts", 3.0, true, false, typescript_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_typescript(input); }

  std::string describe_run() const override {
    return "TypeScript 5.7 (tsc, LeetCode's flags) run on Node.js (node --harmony)";
  }

  // Its runs are JavaScript's, after a tsc compile of 1 to 2 s of CPU: the bench's rows would be JavaScript's again.
  bool benched() const override { return false; }
};

}  // namespace

const LanguageToolchain& javascript_language() {
  static const JavaScriptLanguage language;
  return language;
}

const LanguageToolchain& typescript_language() {
  static const TypeScriptLanguage language;
  return language;
}

}  // namespace lcjudge
