// Python 3: the solution is copied aside (what runs is what was checked) and the driver's check
// mode, in the compiler's jail, compiles it and finds its class and methods in its source without
// running it (its module's code runs only in the runs, under their limits); runs execute the
// driver's bytecode, compiled once.
#include <unistd.h>

#include <fmt/format.h>

#include <filesystem>
#include <mutex>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "base/sha256.h"
#include "judging/call_descriptor.h"
#include "judging/driver_modules.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"

namespace fs = std::filesystem;

namespace lcjudge {

TemplateReading python_template_reading();  // python_template.cpp: LeetCode's template, for judge new

namespace {

// The Python the judge runs: Debian's python3.11 (LeetCode's is 3.11 too).
constexpr const char* kPythonProgram = "/usr/bin/python3.11";

// judge/driver/python/lcjudge_driver/'s modules, joined into build/languages/python/lcjudge_driver.py.
const DriverModules kPythonDriver{"python", ".py", "Python"};

// build/languages/python/lcjudge_driver.pyc: the joined driver compiled to bytecode once, when its text
// changes (trusted, unjailed), and run as the script: with -B nothing is cached, and a run would
// compile the whole driver again before the solution's first line (about 25 us a line here).
// Python runs a script that starts with its bytecode's magic number as bytecode, also through
// /proc/self/fd/N. Unchecked: nothing compares it with a source, which the run does not have.
std::string python_driver_pyc(const Project& project, const std::string& driver) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  const std::string pyc = absolute(project.build() + "/languages/python/lcjudge_driver.pyc");
  const std::string key = sha256_hex(read_file(driver));
  if (read_file_if_exists(pyc + ".key") == key && fs::exists(pyc)) return pyc;
  fs::create_directories(fs::path(pyc).parent_path());
  const std::string temporary = fmt::format("{}.tmp.{}", pyc, getpid());
  run_trusted({kPythonProgram, "-I", "-S", "-B", "-c",
               "import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], dfile='lcjudge_driver.py', "
               "doraise=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)",
               driver, temporary},
              "the Python driver does not compile (judge/driver/python/)");
  fs::rename(temporary, pyc);
  replace_file(pyc + ".key", key);
  return pyc;
}

BuildOutcome build_python(const LanguageBuildInput& input) {
  const Project& project = input.project;
  const SolutionFile& solution = input.solution;
  require_program(kPythonProgram, "python3");
  const std::string driver = joined_driver(project, kPythonDriver);
  const std::string driver_pyc = python_driver_pyc(project, driver);
  const std::string descriptor = call_descriptor(input.config);
  const std::string snapshot = absolute(solution.build_folder + "/Solution.py");
  Launch launch;
  launch.language = Language::kPython;
  launch.argv = {kPythonProgram, "-I", "-S", "-B", "{shown:0}", "run", descriptor, "{shown:1}"};
  launch.shown = {driver_pyc, snapshot};
  return build_checked_script(input, launch, snapshot, {read_file(driver)}, [&](BuildOutcome& outcome) {
    return check_in_jail(solution, {kPythonProgram, "-I", "-S", "-B", driver, "check", descriptor, snapshot},
                         {driver, snapshot}, input.limits, outcome);
  });
}

// Time factor: Python does in CPU time about 3x what C++ does on LeetCode's typical loops once
// the case is big enough to matter.
class PythonLanguage : public LanguageToolchain {
 public:
  PythonLanguage() : LanguageToolchain({Language::kPython, "Python 3", "python", ".py", 3.0, true, false, python_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_python(input); }

  void prepare(const Project& project) const override {
    if (installed() && fs::exists(driver_modules_folder(project, kPythonDriver))) {
      python_driver_pyc(project, joined_driver(project, kPythonDriver));
    }
  }

  std::string describe_run() const override {
    return fmt::format("{} -I -S, checked before any case runs", kPythonProgram);
  }

  bool installed() const override { return access(kPythonProgram, X_OK) == 0; }

  // Its standard library, and the Debian packages LeetCode's Python environment has
  // (python3-sortedcontainers); its import system lists its library's folders (getdents64: the
  // root shows only the system's libraries and runtimes, nothing of the judge's).
  SandboxProfile sandbox_needs() const override {
    return {{"/usr/lib/python3.11", "/usr/lib/python3/dist-packages"}, {"getdents64"}, {}};
  }

  StartFloor start_floor(const StartFloorInput&) const override {
    return {"python3.11 -I -S -B -c pass", {kPythonProgram, "-I", "-S", "-B", "-c", "pass"},
            {{3, "/dev/null"}, {4, "/dev/null"}}, false, {}};
  }
};

}  // namespace

const LanguageToolchain& python_language() {
  static const PythonLanguage language;
  return language;
}

}  // namespace lcjudge
