// Java: LeetCode's imports are put before the solution on its first line (its line numbers stay
// the user's), javac compiles it in the compiler's jail against the driver's classes (built once,
// trusted, into build/languages/java/driver.jar), and the driver's check mode, in the jail too,
// finds its class and methods and packs its classes into a jar, kept in the compile cache.
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <functional>
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
#include "judging/javac_server.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"
#include "process/sandbox_protocol.h"

namespace fs = std::filesystem;

namespace lcjudge {

// "Line 3: error: ';' expected" for javac's "src/Solution.java:3: error: ';' expected": LeetCode's
// words for a Java compile error, each with its quoted line, caret and details, bounded and
// printable (judging/compile_diagnostics.h); "" when javac named no file.
std::string leetcode_java_errors(const std::string& javac_output, const std::string& file_name);

TemplateReading java_template_reading();  // java_template.cpp: LeetCode's template, for judge new

namespace {

// The JDK: Debian's OpenJDK 17 (LeetCode's Java is 21).
constexpr const char* kJavaHome = "/usr/lib/jvm/java-17-openjdk-amd64";
constexpr const char* kJavaFloorClass = "EmptyMain";  // judge/bench/java-floor/
// What a JVM holds of resident memory besides its heap, at most, for a LeetCode solution's run.
constexpr std::uint64_t kJvmOwnMib = 128;

// LeetCode's Java editor compiles a solution with imports before it; these are the packages its
// solutions are seen to use unqualified (LeetCode does not publish the list). javafx.util comes
// on demand, so that a solution's own Pair wins over it; the driver provides its Pair.
constexpr const char* kJavaImports =
    "import java.util.*;import java.util.function.*;import java.util.stream.*;import java.util.concurrent.*;"
    "import java.util.concurrent.atomic.*;import java.util.concurrent.locks.*;import java.math.*;import java.io.*;"
    "import java.text.*;import java.time.*;import java.util.regex.*;import javafx.util.*;";

// What a JVM run is given besides its heap and stack: start-up that suits one short run (the
// JDK's class-data sharing, no performance-data file in /tmp, the client compiler only: CPU time
// of every thread counts, the JIT's too). The default collector, G1: in JDK 17 only it maps the
// archived heap objects, which makes its start cheaper than the serial collector's.
// -XX:-MaxFDLimit: the JVM would raise its own descriptor limit, which a run may not; the Dump*InCore
// flags: it would open /proc/self/coredump_filter for writing, and a run opens nothing for writing.
// UTF-8 as Java 18 on makes it the default (LeetCode's Java 21): the runs' locale is C, whose
// ASCII would print "é" as "?".
const std::vector<std::string> kJvmFlags = {"-Dfile.encoding=UTF-8", "-Xshare:auto", "-XX:-UsePerfData", "-XX:-MaxFDLimit",
                                            "-XX:+UnlockDiagnosticVMOptions", "-XX:-DumpPrivateMappingsInCore",
                                            "-XX:-DumpSharedMappingsInCore", "-XX:TieredStopAtLevel=1",
                                            "-Xlog:disable"};

// javac's string concatenation as StringBuilder calls, as before Java 9, instead of an
// invokedynamic call site: the first such site's bootstrap (StringConcatFactory, method handles,
// a class spun at run time) costs 15 to 20 ms of CPU in every run that reaches one, a third of
// the JVM's whole start (EmptyMain: 35 ms); the strings made are the same.
constexpr const char* kInlineStringConcat = "-XDstringConcat=inline";

// The JVM flags of javac and of the check run in the compiler's jail, whose address-space limit a
// JVM's default reservations (a quarter of the machine's memory for the heap) would pass.
constexpr int kJailJvmHeapMib = 512;
const std::vector<std::string> kJailJvmFlags = {fmt::format("-Xmx{}m", kJailJvmHeapMib), "-XX:+UseSerialGC", "-XX:CompressedClassSpaceSize=64m",
                                                "-XX:ReservedCodeCacheSize=64m", "-XX:TieredStopAtLevel=1",
                                                "-XX:-UsePerfData", "-Xshare:auto"};

// javac's own words when its heap ran out ("The system is out of resources. ... OutOfMemoryError")
// as the limit it met, the way describe_compile_limit names the jail's; "" for any other failure.
std::string javac_heap_exhausted(const std::string& javac_output) {
  if (javac_output.find("java.lang.OutOfMemoryError") == std::string::npos) return "";
  return fmt::format("the compiler passed its memory limit of {} MiB (javac's heap)", kJailJvmHeapMib);
}

std::string java_program(const char* tool) { return std::string(kJavaHome) + "/bin/" + tool; }

// The JDK's programs find libjli.so through /proc/self/exe, which the jail does not have.
std::vector<std::string> jdk_environment() { return {std::string("LD_LIBRARY_PATH=") + kJavaHome + "/lib"}; }

// The newest change time of the files under FOLDER, recursively. It starts from min(), not from
// a value-initialized time: libstdc++'s file clock counts from 2174, so its zero is later than any
// file's time and the jar would be built again on every command.
fs::file_time_type newest_under(const std::string& folder) {
  fs::file_time_type newest = fs::file_time_type::min();
  for (const auto& entry : fs::recursive_directory_iterator(folder)) newest = std::max(newest, entry.last_write_time());
  return newest;
}

// build/languages/java/driver.jar, built (trusted, unjailed) when a source of judge/driver/java/
// is newer; its path. Once a process, under a lock; written whole, by rename.
std::string java_driver_jar(const Project& project) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  const std::string sources = project.driver_sources() + "/java";
  const std::string jar = absolute(project.build() + "/languages/java/driver.jar");
  std::error_code error;
  if (!fs::is_directory(sources, error)) {
    throw JudgeFailure(fmt::format("cannot find the Java driver: no folder {} (run the judge in the project's root)", sources));
  }
  if (fs::exists(jar, error) && fs::last_write_time(jar, error) >= newest_under(sources)) return jar;
  const std::string classes = fmt::format("{}.classes.{}", jar, getpid());
  fs::remove_all(classes, error);
  fs::create_directories(classes);
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(sources)) {
    const std::string path = entry.path().string();
    // Node.java comes in one version per node kind (node/<kind>/): a solution's build takes one.
    // compile_server/ is the javac server's (judging/javac_server.h), not the runs'.
    if (entry.path().extension() == ".java" && path.find("/node/") == std::string::npos &&
        path.find("/compile_server/") == std::string::npos) {
      files.push_back(path);
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> javac = {java_program("javac"), kInlineStringConcat, "-encoding", "UTF-8", "-g",
                                    "-nowarn", "-d", classes};
  javac.insert(javac.end(), files.begin(), files.end());
  run_trusted(javac, "the Java driver does not compile (judge/driver/java/)");
  const std::string temporary = fmt::format("{}.tmp.{}", jar, getpid());
  run_trusted({java_program("java"), "-Xshare:auto", "-cp", classes, "LcjudgeDriver", "pack", temporary, classes},
              "the Java driver does not pack its jar (judge/driver/java/)");
  fs::rename(temporary, jar);
  fs::remove_all(classes, error);
  return jar;
}

// build/languages/java/javac.jsa: a class-data archive of what javac loads (its compiler's
// classes, the platform's it reads), dumped once (trusted) with the jail's JVM flags on a small
// source, for every solution's javac to map instead of loading and verifying them: 0.47 -> 0.30
// CPU-s a compile here. "" if it cannot be made; javac then runs without it (-Xshare:auto also
// ignores an archive that does not match this JDK or these flags).
std::string javac_archive(const Project& project) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  const std::string archive = absolute(project.build() + "/languages/java/javac.jsa");
  std::string key = read_file_if_exists(std::string(kJavaHome) + "/release").value_or("") + java_program("javac");
  for (const auto& flag : kJailJvmFlags) key += " " + flag;
  key = sha256_hex(key);
  std::error_code error;
  if (read_file_if_exists(archive + ".key") == key && fs::exists(archive, error)) return archive;
  try {
    const FolderAt scratch(fmt::format("{}.dump.{}", archive, getpid()));
    replace_file(scratch.path() + "/Warm.java",
                 "import java.util.*;\nclass Warm {\n  int f(List<Integer> xs, Map<String, int[]> m) {\n"
                 "    int s = 0;\n    for (int x : xs) s += x;\n    return s + m.size() + new ArrayDeque<Long>().size();\n  }\n}\n");
    std::vector<std::string> javac = {java_program("javac")};
    for (const auto& flag : kJailJvmFlags) javac.push_back("-J" + flag);
    javac.insert(javac.end(), {"-J-XX:ArchiveClassesAtExit=" + scratch.path() + "/javac.jsa", kInlineStringConcat,
                               "-proc:none", "-d", scratch.path() + "/classes", scratch.path() + "/Warm.java"});
    run_trusted(javac, "javac's class-data archive was not made");
    fs::create_directories(fs::path(archive).parent_path());
    fs::rename(scratch.path() + "/javac.jsa", archive);
    replace_file(archive + ".key", key);
    return archive;
  } catch (const std::exception&) {
    return "";
  }
}

// What one solution's Java compile is made of.
struct JavaCompile {
  const SolutionFile& solution;
  std::string class_name, source_text, node_text, driver_jar, descriptor, archive;
  const CompileJailLimits& limits;
};

// One of a compile's two jailed steps, in its folder: "javac" and javac's arguments, or "check"
// and the driver's check's class path and arguments; nullopt if it could not run (the server failed).
using JavaStep = std::function<std::optional<CompileJailRun>(const std::string& tool, std::vector<std::string> arguments)>;

// javac on the solution (LeetCode's imports on its first line) and NODE_TEXT's Node, then the
// driver's check, both in FOLDER, each run by STEP: the jar of its classes, or nullopt with
// OUTCOME's message (the compile error in LeetCode's words, the limit it met, or the check's
// finding), or with UNSERVED set when a step could not run. STOPPED_AT_LIMIT: javac met a limit
// that the same source meets again on any machine.
std::optional<std::string> compile_java_in(const JavaCompile& java, const std::string& folder, const JavaStep& step,
                                           BuildOutcome& outcome, bool& stopped_at_limit, bool& unserved) {
  const std::string file_name = java.class_name + ".java";
  const std::string sources = folder + "/src";
  fs::create_directories(sources);
  // The imports on the solution's first line, as LeetCode adds them: its line numbers stay the user's.
  replace_file(sources + "/" + file_name, std::string(kJavaImports) + java.source_text);
  std::vector<std::string> files = {sources + "/" + file_name};
  if (!java.node_text.empty()) {
    replace_file(sources + "/Node.java", java.node_text);
    files.push_back(sources + "/Node.java");
  }
  // -proc:none: no annotation processor runs, whatever a class path could offer.
  std::vector<std::string> javac = {kInlineStringConcat, "-encoding", "UTF-8", "-g", "-nowarn", "-proc:none", "-Xmaxerrs",
                                    "20", "-cp", java.driver_jar, "-d", folder + "/classes"};
  javac.insert(javac.end(), files.begin(), files.end());
  std::optional<CompileJailRun> compiled = step("javac", javac);
  if (!compiled) {
    unserved = true;
    return std::nullopt;
  }
  const CompileJailLimits& limits = java.limits;
  outcome.log = compiled->output;
  if (!compiled->ok) {
    std::string errors = leetcode_java_errors(compiled->output, file_name);
    outcome.message = describe_compile_limit(compiled->limit, limits);
    if (outcome.message.empty() && errors.empty()) outcome.message = javac_heap_exhausted(compiled->output);
    if (outcome.message.empty()) outcome.message = printable(errors.empty() ? compiled->output : errors, true);
    // The wall-clock deadline depends on the machine's load, not on the source.
    stopped_at_limit = compiled->limit != CompileLimit::kNone && compiled->limit != CompileLimit::kWallTime;
    return std::nullopt;
  }
  std::optional<CompileJailRun> checked = step("check", {folder + "/classes:" + java.driver_jar, java.descriptor,
                                                         folder + "/solution.jar", folder + "/classes"});
  if (!checked) {
    unserved = true;
    return std::nullopt;
  }
  outcome.log += checked->output;
  std::optional<std::string> jar = checked->ok ? take_back_file(folder + "/solution.jar", limits.file_bytes) : std::nullopt;
  if (!jar) outcome.message = checked->ok ? "the check left no jar of the solution's classes" : compile_error_text(*checked, limits);
  return jar;
}

// The run's javac server (judge/driver/java/compile_server/LcjudgeJavac.java): javac and the
// driver's check in one JVM, with the jail's JVM flags.
CompilerServerSpec javac_server(const std::string& classes, const std::string& driver_jar) {
  std::vector<std::string> argv = {java_program("java")};
  argv.insert(argv.end(), kJailJvmFlags.begin(), kJailJvmFlags.end());
  argv.insert(argv.end(), {"-cp", classes, "LcjudgeJavac"});
  return {Language::kJava, "javac", argv, {driver_jar, std::string("/etc/java-17-openjdk"), classes}, jdk_environment()};
}

// JAVA's compile (compile_java_in) in the run's javac server if it has one, else alone: javac
// and then the check each a JVM of its own in a jail of its own.
std::optional<std::string> compile_java(const JavaCompile& java, const Project& project, CompilerServers& servers,
                                        BuildOutcome& outcome, bool& stopped_at_limit) {
  bool unserved = false;
  const std::string classes = javac_server_classes(project, java_program("javac"));
  if (ServedCompile served = classes.empty() ? ServedCompile() : servers.serve(javac_server(classes, java.driver_jar), java.limits)) {
    const JavaStep step = [&served](const std::string& tool, std::vector<std::string> arguments) {
      arguments.insert(arguments.begin(), tool);
      return served.run(arguments);
    };
    std::optional<std::string> jar = compile_java_in(java, served.folder(), step, outcome, stopped_at_limit, unserved);
    if (!unserved) return jar;
    outcome.log.clear();
    outcome.message.clear();
  }
  const FolderAt jail(jail_folder_name(java.solution));
  std::vector<std::string> readable = {java.driver_jar, std::string("/etc/java-17-openjdk")};
  if (!java.archive.empty()) readable.push_back(java.archive);
  const JavaStep step = [&](const std::string& tool, std::vector<std::string> arguments) -> std::optional<CompileJailRun> {
    std::vector<std::string> argv;
    if (tool == "javac") {
      argv = {java_program("javac")};
      for (const auto& flag : kJailJvmFlags) argv.push_back("-J" + flag);
      if (!java.archive.empty()) argv.push_back("-J-XX:SharedArchiveFile=" + java.archive);
    } else {
      argv = {java_program("java")};
      argv.insert(argv.end(), kJailJvmFlags.begin(), kJailJvmFlags.end());
      argv.insert(argv.end(), {"-cp", arguments.front(), "LcjudgeDriver", "check"});
      arguments.erase(arguments.begin());
    }
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return run_in_jail(argv, readable, jail.path(), java.limits, jdk_environment());
  };
  return compile_java_in(java, jail.path(), step, outcome, stopped_at_limit, unserved);
}

// How a solution whose classes are in SOLUTION_JAR starts, on the driver's DRIVER_JAR.
Launch java_launch(const std::string& driver_jar, const std::string& solution_jar, const std::string& descriptor) {
  Launch launch;
  launch.language = Language::kJava;
  launch.argv = {java_program("java")};
  launch.argv.insert(launch.argv.end(), kJvmFlags.begin(), kJvmFlags.end());
  // On the boot class path: the application class loader resolves a -cp entry to its real path,
  // and a shown file's (/proc/self/fd/N, a sealed copy) has none; the VM's own loader opens it as named.
  // The solution's classes first: its own ListNode or Sea on a problem that has none is the one
  // loaded (the check refuses one that LeetCode provides for the problem, and any named Lcjudge*).
  launch.argv.insert(launch.argv.end(),
                     {"{heap}", "{stack}", "-Xbootclasspath/a:{shown:1}:{shown:0}", "LcjudgeDriver", "run", descriptor});
  launch.shown = {driver_jar, solution_jar};
  return launch;
}

BuildOutcome build_java(const LanguageBuildInput& input) {
  const Project& project = input.project;
  const ProblemConfig& config = input.config;
  require_program(java_program("javac"), "openjdk-17-jdk-headless");
  const std::string driver_jar = java_driver_jar(project);
  const std::string descriptor = call_descriptor(config);
  const std::string class_name = config.signature.class_name.empty() ? "Solution" : config.signature.class_name;
  const std::string node_source =
      config.node == NodeKind::kNone
          ? ""
          : absolute(fmt::format("{}/java/node/{}/Node.java", project.driver_sources(), node_kind_name(config.node)));
  const std::string node_text = node_source.empty() ? "" : read_file(node_source);
  const std::string solution_jar = absolute(input.solution.build_folder + "/solution.jar");
  CompiledBuild build;
  build.product = solution_jar;
  // The compile cache keeps the jar by what it was made from (the unit tests' processes and
  // scratch projects share one): the source, the driver's jar, Node's kind, and the flags.
  build.cache_command = {java_program("javac"), "java-solution", kJavaImports, kInlineStringConcat, descriptor, class_name};
  build.known_inputs = {absolute_source(input), driver_jar};
  if (!node_source.empty()) build.known_inputs.push_back(node_source);
  // A javac stopped at a limit (a few hundred bytes of nested generic calls cost it its whole
  // minute of CPU) is remembered by the lifecycle, so that the same source is not compiled again.
  build.compile = [&](BuildOutcome& outcome) {
    const JavaCompile java{input.solution, class_name, input.source_text, node_text, driver_jar, descriptor,
                           javac_archive(project), input.limits};
    bool stopped_at_limit = false;
    std::optional<std::string> jar = compile_java(java, project, input.builder.compiler_servers(), outcome, stopped_at_limit);
    if (!jar) return stopped_at_limit ? CompileEnd::kStoppedAtLimit : CompileEnd::kFailed;
    replace_file(solution_jar, *jar);
    return CompileEnd::kMade;
  };
  return build_compiled_launch(input, java_launch(driver_jar, solution_jar, descriptor),
                               {read_file(driver_jar), node_text, kJavaImports, kInlineStringConcat}, std::move(build));
}

// The bench fixture's java-floor/empty.jar, judge/bench/java-floor/'s empty main, compiled when
// its source changed; its path.
std::string java_floor_jar(const StartFloorInput& input) {
  const std::string folder = input.fixture_root + "/java-floor";
  const std::string source = folder + "/" + kJavaFloorClass + ".java";
  const std::string jar = fs::absolute(folder + "/empty.jar").string();
  const std::string text = read_file(input.project.root + "/judge/bench/java-floor/" + kJavaFloorClass + ".java");
  fs::create_directories(folder);
  if (read_file_if_exists(source) == text && fs::exists(jar)) return jar;
  replace_file(source, text);
  run_trusted({java_program("javac"), "-d", folder + "/classes", source}, "the Java floor");
  run_trusted({java_program("jar"), "--create", "--file", jar + ".tmp", "-C", folder + "/classes",
               std::string(kJavaFloorClass) + ".class"},
              "the Java floor");
  fs::rename(jar + ".tmp", jar);
  return jar;
}

// Time factor: the JVM's start-up and JIT threads cost about 2x. Memory on resident memory: the
// JVM reserves far more address space than it uses; its heap is held within the limit (launch_word).
class JavaLanguage : public LanguageToolchain {
 public:
  JavaLanguage() : LanguageToolchain({Language::kJava, "Java", "java", ".java", 2.0, true, false, java_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_java(input); }

  void prepare(const Project& project) const override {
    if (!installed()) return;
    java_driver_jar(project);
    javac_archive(project);
  }

  std::string describe_run() const override {
    return "OpenJDK 17 (javac; java -XX:TieredStopAtLevel=1, heap within the memory limit)";
  }

  bool installed() const override { return access(java_program("javac").c_str(), X_OK) == 0; }

  std::optional<std::string> launch_word(const std::string& word, std::uint64_t mib) const override {
    // The heap within the memory limit, the JVM's own resident memory (its code, its classes,
    // its compiler) beside it, all held to the limit from outside, as DOMjudge runs Java.
    if (word == "{heap}") return fmt::format("-Xmx{}m", std::max<std::uint64_t>(mib, kJvmOwnMib + 64) - kJvmOwnMib);
    // Deep recursion is the solution's right (an eighth of 256 MiB held 836,000 frames of a
    // small method), but a run's resident memory at its StackOverflowError was some 3.5 times
    // its -Xss above the JVM's 35 MiB (C1's frames: 147 MiB at 32m, 258 MiB at 64m): a larger
    // stack makes unbounded recursion MLE instead of LeetCode's RTE. At most 1 GiB.
    if (word == "{stack}") return fmt::format("-Xss{}m", std::min<std::uint64_t>(mib / 8, 1024));
    return std::nullopt;
  }

  // The JDK (the launcher finds it through /proc/self/exe) and the configuration its conf/ links
  // lead to; the JVM lists folders at start-up.
  SandboxProfile sandbox_needs() const override { return {{kJavaHome, "/etc/java-17-openjdk"}, {"getdents64"}, {}}; }

  // The JVM with the very flags of the solution's launch (its heap and stack for the problem's
  // memory limit), its empty main on the boot class path through /proc/self/fd/N as the judge's
  // runs have the driver's jar, the real file opened there instead of a sealed copy.
  StartFloor start_floor(const StartFloorInput& input) const override {
    Launch launch = *input.launch;
    auto class_path = std::find_if(launch.argv.begin(), launch.argv.end(),
                                   [](const std::string& word) { return word.rfind("-Xbootclasspath/a:", 0) == 0; });
    launch.argv.erase(class_path, launch.argv.end());
    launch.argv.insert(launch.argv.end(), {"-Xbootclasspath/a:{shown:0}", kJavaFloorClass});
    launch.shown = {java_floor_jar(input)};
    SpawnRequest request;
    apply_launch(request, launch, input.limits);
    return {"the JVM, the judge's flags, an empty main", request.argv,
            {{3, "/dev/null"}, {4, "/dev/null"}, {sandbox_protocol::kFirstExtraFd, launch.shown.front()}}, false, {}};
  }
};

}  // namespace

std::string leetcode_java_errors(const std::string& javac_output, const std::string& file_name) {
  // Nothing when javac named no file: its own failure (the heap, a crash) is worded elsewhere.
  if (javac_output.find(file_name + ":") == std::string::npos) return "";
  return bounded_diagnostic(leetcode_javac_diagnostics(javac_output, file_name, kJavaImports));
}

const LanguageToolchain& java_language() {
  static const JavaLanguage language;
  return language;
}

}  // namespace lcjudge
