// C: LeetCode's C, compiled as it compiles it (gcc, gnu11, -O2, AddressSanitizer + UBSan; Debian's
// gcc 12 for LeetCode's GCC 14, with GCC 14's errors), and driven by the C++ driver: the solution
// and the judge's file of LeetCode's calls (c_entry.h) compile, as C, in the compile jail, into one
// object; the driver's entry for the problem (judging/entry.h), which includes the C adapter in
// place of a solution (LeetCode's C++ class whose methods call the C functions), compiles against
// the driver's precompiled prelude (once per problem: the compile cache keeps it), and the two
// link with the driver's objects, in the jail too. So a C solution runs as a C++ one does (a
// static binary, one process for all the cases, the sanitized twin for each passed case), and
// reads and prints every type as C++ does.
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <filesystem>
#include <mutex>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "base/sha256.h"
#include "base/terminal_escape.h"
#include "judging/compile_diagnostics.h"
#include "judging/compiled_build.h"
#include "judging/entry.h"
#include "judging/language_build_steps.h"
#include "judging/reserved_symbols.h"
#include "judging/solution_scan.h"
#include "languages/c_entry.h"
#include "problem/stub.h"
#include "problem/template_model.h"

namespace fs = std::filesystem;

namespace lcjudge {

TemplateReading c_template_reading();  // c_template.cpp: LeetCode's template, for judge new
TemplateMethod c_solution_function(const std::string& text, const std::string& name, const std::string& source);

namespace {

constexpr const char* kUthash = "/usr/include/uthash.h";

// LeetCode's C: gnu11 at -O2; the errors GCC 14 made of what gcc 12 only warns of (an undeclared
// function, implicit int, an int made a pointer, pointers of other types); the sanitizers as the
// C++ build's (judging/build.cpp), line tables only.
std::vector<std::string> c_compile_flags(bool sanitized) {
  std::vector<std::string> flags = {"-x", "c", "-std=gnu11", "-O2", "-pipe", "-DLCJUDGE",
                                    "-Werror=implicit-function-declaration", "-Werror=implicit-int",
                                    "-Werror=int-conversion", "-Werror=incompatible-pointer-types"};
  if (sanitized) {
    flags.insert(flags.end(), {"-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer",
                               "-g1", "-DLCJUDGE_SANITIZE"});
  }
  return flags;
}

std::string c_join(const std::vector<std::string>& words) { return fmt::format("{}", fmt::join(words, " ")); }

std::string c_upper(std::string word) {
  for (char& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return word;
}

// What changes when a driver file is made again: its path, size and modification time.
std::string file_stamp(const std::string& path) {
  struct stat info {};
  if (stat(path.c_str(), &info) != 0) return path + " missing";
  return fmt::format("{} {} {}.{}", path, info.st_size, info.st_mtim.tv_sec, info.st_mtim.tv_nsec);
}

// The generated files: the calls file in the solution's build folder; the adapter and the entry,
// which depend on the problem alone, in a folder named by their text (build/entries/c/<key>/),
// shared by the problem's solutions, whose entry object the compile cache then keeps once.
struct CGenerated {
  std::string calls, adapter, entry;
  std::vector<std::string> texts;
};

void write_if_changed(const std::string& path, const std::string& text) {
  if (read_file_if_exists(path) != text) replace_file(path, text);
}

CGenerated write_c_generated(const LanguageBuildInput& input, const ProblemConfig& config) {
  static std::mutex writing;  // solutions of one problem build at once, and write the same files
  CGenerated files;
  files.texts = {c_calls_text(config), c_adapter_text(config), entry_text(config)};
  const std::string shared = fmt::format("{}/entries/c/{}", absolute(input.project.build()),
                                         sha256_hex(files.texts[1] + '\0' + files.texts[2]).substr(0, 16));
  files.calls = absolute(input.solution.build_folder) + "/leetcode_calls.c";
  files.adapter = shared + "/leetcode_adapter.h";
  files.entry = shared + "/entry.cpp";
  write_if_changed(files.calls, files.texts[0]);
  std::lock_guard<std::mutex> lock(writing);
  fs::create_directories(shared);
  write_if_changed(files.adapter, files.texts[1]);
  write_if_changed(files.entry, files.texts[2]);
  return files;
}

// One toolchain's build of a C solution: its compiles' command lines, less their outputs.
struct CCompile {
  Toolchain toolchain;
  const SolutionBuilder::Driver* driver = nullptr;
  std::vector<std::string> c_command;      // the calls file and the solution, as C, into an object
  std::vector<std::string> entry_command;  // the entry and the adapter, as C++, into an object
  std::vector<std::string> link_command;   // the two objects and the driver's, less their paths
  std::vector<std::string> readable;
};

std::vector<std::string> c_command_of(const LanguageBuildInput& input, const ProblemConfig& config, bool sanitized) {
  const std::string prelude = absolute(input.project.driver_sources() + "/c/prelude.h");
  std::vector<std::string> command = {find_in_path("gcc")};
  for (const std::string& flag : c_compile_flags(sanitized)) command.push_back(flag);
  command.insert(command.end(), {"-iquote", input.project.root, "-include", prelude,
                                 "-DLCJUDGE_SOLUTION=\"" + input.solution.source + "\""});
  // LeetCode's structures the signature uses, unless the solution defines them (pasted uncommented).
  const SolutionDefinitions defined = scan_solution_definitions(input.source_text);
  for (const std::string& used : c_structures_used(config)) {
    const bool own = (used == "LCJUDGE_C_LISTNODE" && defined.list_node) ||
                     (used == "LCJUDGE_C_TREENODE" && defined.tree_node) || (used == "LCJUDGE_C_NODE" && defined.node);
    if (!own) command.push_back("-D" + used);
  }
  for (NodeKind kind : {NodeKind::kNary, NodeKind::kGraph, NodeKind::kRandom, NodeKind::kNext}) {
    if (config.node == kind) command.push_back(fmt::format("-DLCJUDGE_NODE_{}", c_upper(node_kind_name(kind))));
  }
  return command;
}

CCompile plan_c_compile(const LanguageBuildInput& input, const ProblemConfig& config, const CGenerated& files,
                        bool sanitized) {
  CCompile plan;
  plan.toolchain = Toolchain{CompilerFamily::kGcc, sanitized};
  plan.driver = &input.builder.driver_for(plan.toolchain);
  const SolutionBuilder::Driver& driver = *plan.driver;
  plan.c_command = c_command_of(input, config, sanitized);
  plan.c_command.insert(plan.c_command.end(), {"-c", files.calls});
  plan.link_command = {driver.compiler};
  plan.link_command.insert(plan.link_command.end(), driver.flags.begin(), driver.flags.end());
  plan.entry_command = plan.link_command;
  plan.entry_command.insert(plan.entry_command.end(), {"-iquote", input.project.root, "-include", driver.pch_header,
                                                       "-DLCJUDGE_SOLUTION=\"" + files.adapter + "\""});
  if (sanitized) {
    // The sanitizer's own resident-memory cap, as the C++ build sets it (startup_hook.h).
    plan.entry_command.push_back(
        fmt::format("-DLCJUDGE_SANITIZER_RSS_MB={}", (sanitized_resident_bytes(config.limits.memory_bytes) >> 20) + 64));
  }
  plan.entry_command.insert(plan.entry_command.end(), {"-c", files.entry});
  plan.readable = driver.readable;
  plan.readable.insert(plan.readable.end(), {absolute_source(input), absolute(input.solution.build_folder),
                                             fs::path(files.entry).parent_path().string()});
  return plan;
}

// The compiler's words on the solution in LeetCode's: `Line 4: Char 13: error: ...`, the judge's
// files (the calls file, the entry, a jail) by their names.
std::string c_diagnostics(const LanguageBuildInput& input, const std::string& jail, const std::string& output) {
  const Project& project = input.project;
  const CppDiagnosticPaths paths{{input.solution.source, absolute_source(input)},
                                 {project.build(), absolute(project.build()), project.driver_sources(),
                                  absolute(project.driver_sources()), jail, input.solution.build_folder,
                                  absolute(input.solution.build_folder)}};
  std::string text = leetcode_cpp_diagnostics(output, paths);
  // gcc's "In function 'twoSum':" header, which the C++ reading names solution.cpp's.
  for (size_t at = text.find("solution.cpp: "); at != std::string::npos; at = text.find("solution.cpp: ", at)) {
    if (at == 0 || text[at - 1] == '\n') text.replace(at, 12, "solution.c");
    at += 10;
  }
  return bounded_diagnostic(text);
}

// One jailed step of a compile: true if it made what it was to; else OUTCOME's message, and END
// says whether it stopped at a limit worth remembering.
bool c_compile_step(const LanguageBuildInput& input, const CCompile& plan, std::vector<std::string> argv,
                    const std::string& jail, BuildOutcome& outcome, CompileEnd& end) {
  CompileJailRun run = run_in_jail(std::move(argv), plan.readable, jail, input.limits);
  outcome.log += run.output;
  if (run.ok) return true;
  if (run.limit != CompileLimit::kNone) {
    outcome.message = printable(describe_compile_limit(run.limit, input.limits), true);
    end = run.limit == CompileLimit::kWallTime ? CompileEnd::kFailed : CompileEnd::kStoppedAtLimit;
  } else {
    outcome.message = c_diagnostics(input, jail, run.output);
    end = CompileEnd::kFailed;
  }
  return false;
}

// PLAN's compiles in the compile jail: the solution's object, linked with ENTRY_OBJECT and the
// driver's objects; the binary taken back to PRODUCT.
CompileEnd compile_c(const LanguageBuildInput& input, const CCompile& plan, const std::string& entry_object,
                     const std::string& product, BuildOutcome& outcome) {
  const FolderAt jail(jail_folder_name(input.solution));
  const std::string object = jail.path() + "/solution.o";
  const std::string binary = jail.path() + "/solution";
  CompileEnd end = CompileEnd::kFailed;
  std::vector<std::string> c_command = plan.c_command;
  c_command.insert(c_command.end(), {"-o", object});
  if (!c_compile_step(input, plan, c_command, jail.path(), outcome, end)) return end;
  std::vector<std::string> link_command = plan.link_command;
  link_command.insert(link_command.end(), {object, entry_object});
  link_command.insert(link_command.end(), plan.driver->objects.begin(), plan.driver->objects.end());
  link_command.insert(link_command.end(), plan.driver->link_flags.begin(), plan.driver->link_flags.end());
  link_command.insert(link_command.end(), {"-o", binary});
  if (!c_compile_step(input, plan, link_command, jail.path(), outcome, end)) return end;
  std::optional<std::string> program = take_back_file(binary, input.limits.file_bytes);
  if (!program) {
    outcome.message = "the C build left no program";
    return CompileEnd::kFailed;
  }
  replace_file(product, *program);
  chmod(product.c_str(), 0755);
  return CompileEnd::kMade;
}

std::string c_key_of(const std::vector<std::string>& parts) {
  std::string material;
  for (const std::string& part : parts) material += sha256_hex(part) + "\n";
  return sha256_hex(material);
}

// The entry and the adapter compiled, as C++, into ENTRY_OBJECT in the solution's build folder:
// the same compile for every solution of the problem, so the compile cache makes it once.
BuildOutcome build_c_entry_object(const LanguageBuildInput& input, const CCompile& plan, const CGenerated& files,
                                  const std::string& entry_object) {
  const BuildKey key{entry_object + ".key",
                     c_key_of({c_join(plan.entry_command), files.texts[1], files.texts[2], file_stamp(plan.driver->pch),
                               read_file_if_exists(input.project.driver_sources() + "/c/c_abi.h").value_or("")})};
  CompiledBuild build;
  build.product = entry_object;
  build.cache_command = {plan.entry_command.front(), "c-entry", c_join(plan.entry_command)};
  build.known_inputs = {files.adapter, files.entry, absolute(input.project.driver_sources() + "/c/c_abi.h"),
                        plan.driver->pch};
  build.up_to_date = [&] { return key.up_to_date(entry_object); };
  build.compile = [&](BuildOutcome& outcome) {
    const FolderAt jail(jail_folder_name(input.solution));
    std::vector<std::string> command = plan.entry_command;
    command.insert(command.end(), {"-o", jail.path() + "/entry.o"});
    CompileEnd end = CompileEnd::kFailed;
    if (!c_compile_step(input, plan, command, jail.path(), outcome, end)) {
      outcome.message = "the judge's C adapter does not compile for this problem:\n" + outcome.message;
      return end;
    }
    std::optional<std::string> object = take_back_file(jail.path() + "/entry.o", input.limits.file_bytes);
    if (!object) return CompileEnd::kFailed;
    replace_file(entry_object, *object);
    replace_file(entry_object + ".d", fmt::format("{}: {}\n", entry_object, fmt::join(build.known_inputs, " ")));
    return CompileEnd::kMade;
  };
  build.made = [&] { key.record_success(); };
  build.failed = [&] { key.record_failure(); };
  return build_compiled(build, input.cache, input.limits);
}

// What a build of PLAN depends on besides the solution's text: the generated files, the commands,
// the C prelude and adapter library, and the driver's files as made.
std::vector<std::string> c_key_parts(const LanguageBuildInput& input, const CCompile& plan, const CGenerated& files) {
  std::vector<std::string> parts = files.texts;
  parts.push_back(c_join(plan.c_command));
  parts.push_back(c_join(plan.entry_command));
  parts.push_back(c_join(plan.link_command));
  for (const char* header : {"/c/prelude.h", "/c/c_abi.h"}) {
    parts.push_back(read_file_if_exists(input.project.driver_sources() + header).value_or(""));
  }
  parts.push_back(file_stamp(plan.driver->pch));
  for (const std::string& object : plan.driver->objects) parts.push_back(file_stamp(object));
  return parts;
}

// A C build's lifecycle of one toolchain: its entry object, then the solution into PRODUCT.
CompiledBuild c_compiled_build(const LanguageBuildInput& input, const CCompile& plan, const CGenerated& files,
                               const std::string& product, const std::string& entry_object) {
  CompiledBuild build;
  build.product = product;
  build.executable = true;
  build.cache_command = {plan.c_command.front(), "c-solution", plan.toolchain.name(), c_join(plan.c_command),
                         c_join(plan.link_command)};
  build.known_inputs = {absolute_source(input), files.calls, absolute(input.project.driver_sources() + "/c/prelude.h"),
                        entry_object};
  build.known_inputs.insert(build.known_inputs.end(), plan.driver->objects.begin(), plan.driver->objects.end());
  return build;
}

// The sanitized twin, kept up to date by a key of its own beside the optimised build's.
BuildOutcome build_c_sanitized(const LanguageBuildInput& input, const CCompile& plan, const CGenerated& files) {
  const std::string product = absolute(sanitized_binary_path(input.solution));
  const std::string entry_object = absolute(input.solution.build_folder + "/entry-sanitized.o");
  BuildOutcome entry = build_c_entry_object(input, plan, files, entry_object);
  if (!entry.ok) return entry;
  BuildKey key = build_key(input.solution, input.source_text, c_key_parts(input, plan, files));
  key.key_path = input.solution.build_folder + "/sanitized.key";
  CompiledBuild build = c_compiled_build(input, plan, files, product, entry_object);
  build.up_to_date = [&] { return key.up_to_date(product); };
  build.compile = [&](BuildOutcome& outcome) {
    const CompileEnd end = compile_c(input, plan, entry_object, product, outcome);
    if (end == CompileEnd::kMade) {
      replace_file(product + ".d", fmt::format("{}: {}\n", product, fmt::join(build.known_inputs, " ")));
    }
    return end;
  };
  build.made = [&] { key.record_success(); };
  build.failed = [&] { key.record_failure(); };
  BuildOutcome outcome = build_compiled(build, input.cache, input.limits);
  outcome.rebuilt = outcome.rebuilt || entry.rebuilt;
  return outcome;
}

// A problem naming only its method (`method: add`): its signature is the solution's own C
// function's, read as LeetCode's C template would declare it. False with OUTCOME's message if the
// solution has none that the judge can call.
bool take_solution_signature(const LanguageBuildInput& input, ProblemConfig& config, BuildOutcome& outcome) {
  try {
    TemplateModel model;
    TemplateMethod method = c_solution_function(input.source_text, config.method, input.solution.source);
    model.the_class.name = "Solution";
    model.the_class.line = method.line;
    model.the_class.methods = {method};
    config.signature = parse_stub(template_cpp_text(model), input.solution.source, config.node).signature;
    return true;
  } catch (const JudgeFailure& failure) {
    outcome.message = bounded_diagnostic(failure.what());
    outcome.log = outcome.message + "\n";
    return false;
  }
}

BuildOutcome c_refused(const std::string& message) {
  BuildOutcome outcome;
  outcome.rebuilt = true;
  outcome.message = message;
  outcome.log = message + "\n";
  return outcome;
}

BuildOutcome build_c(const LanguageBuildInput& input) {
  require_program(find_in_path("gcc"), "gcc");
  if (access(kUthash, R_OK) != 0) {
    throw JudgeFailure(fmt::format("cannot find {}: install Debian's uthash-dev (scripts/install-deps.sh does)", kUthash));
  }
  ProblemConfig config = input.config;
  if (config.signature.kind == ProblemSignature::Kind::kNone) {
    BuildOutcome outcome;
    outcome.rebuilt = true;
    if (!take_solution_signature(input, config, outcome)) return outcome;
  }
  if (std::string why = c_refusal(config); !why.empty()) {
    return c_refused(fmt::format("LeetCode's C cannot be judged on this problem: {}", why));
  }
  input.builder.prepare({CompilerFamily::kGcc, config.build.sanitize});  // both drivers, made together
  const CGenerated files = write_c_generated(input, config);
  const CCompile optimised = plan_c_compile(input, config, files, false);
  const std::string entry_object = absolute(input.solution.build_folder + "/entry.o");
  BuildOutcome entry = build_c_entry_object(input, optimised, files, entry_object);
  if (!entry.ok) return entry;
  const std::string product = absolute(input.solution.build_folder + "/solution");
  Launch launch;
  launch.language = Language::kC;
  launch.argv = {product};
  CompiledBuild build = c_compiled_build(input, optimised, files, product, entry_object);
  build.compile = [&](BuildOutcome& outcome) { return compile_c(input, optimised, entry_object, product, outcome); };
  BuildOutcome outcome = build_compiled_launch(input, launch, c_key_parts(input, optimised, files), std::move(build));
  outcome.rebuilt = outcome.rebuilt || entry.rebuilt;
  if (outcome.ok) refuse_reserved_symbols(outcome, product);
  if (!outcome.ok || !config.build.sanitize) return outcome;
  BuildOutcome checked = build_c_sanitized(input, plan_c_compile(input, config, files, true), files);
  return with_sanitized_twin(std::move(outcome), std::move(checked), absolute(sanitized_binary_path(input.solution)));
}

// Time factor 1, as C++'s: both native, and LeetCode's limits are per problem, not per language.
// Memory on resident memory, not address space: under RLIMIT_AS, C's malloc returns NULL at the
// limit and the solution crashes (RTE) where LeetCode stops it as MLE; C++'s `new` throws, which
// the driver reports as MLE.
class CLanguage : public LanguageToolchain {
 public:
  CLanguage() : LanguageToolchain({Language::kC, "C", "c", ".c", 1.0, true, false, c_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_c(input); }

  // gcc's drivers, optimised and sanitized, which every C build compiles and links against.
  void prepare(const Project& project) const override {
    if (installed()) SolutionBuilder(project).prepare({CompilerFamily::kGcc, true});
  }

  std::string describe_run() const override {
    return "gcc 12, gnu11, -O2 (LeetCode's: GCC 14), linked with the C++ driver into a static binary; sanitized as C++ "
           "is";
  }

  bool installed() const override {
    return access(kUthash, R_OK) == 0 && access("/usr/bin/gcc", X_OK) == 0;
  }

  // The solution's binary on a case, as C++'s floor is (timing/overhead_bench.cpp).
  StartFloor start_floor(const StartFloorInput& input) const override {
    std::vector<std::string> argv = input.launch ? input.launch->argv : std::vector<std::string>{};
    return {"the C solution's binary", argv, {{3, "/dev/null"}}, false, {}};
  }
};

}  // namespace

const LanguageToolchain& c_language() {
  static const CLanguage language;
  return language;
}

}  // namespace lcjudge
