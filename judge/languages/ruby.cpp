// Ruby: the solution is copied aside (what runs is what was checked) and the driver's check mode,
// in the compiler's jail, compiles it without running it (a syntax error is CE, `ruby -c`'s words)
// and finds its top-level functions, classes and methods in its parse tree (Ripper); its top-level
// code runs in the first case, under the run's limits. Runs start Debian's Ruby 3.1 without
// RubyGems (--disable-gems: LeetCode's one gem, algorithms, is not in Debian) on the driver's
// source, its modules joined into one file: Ruby compiles it on every start, in a few ms.
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"
#include "judging/call_descriptor.h"
#include "judging/driver_modules.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"

namespace fs = std::filesystem;

namespace lcjudge {

TemplateReading ruby_template_reading();  // ruby_template.cpp: LeetCode's template, for judge new

namespace {

// Debian's Ruby 3.1 (package ruby3.1, which `ruby` depends on); LeetCode runs 3.2.
constexpr const char* kRubyProgram = "/usr/bin/ruby3.1";

// judge/driver/ruby/lcjudge_driver/'s modules, joined into build/languages/ruby/lcjudge_driver.rb.
const DriverModules kRubyDriver{"ruby", ".rb", "Ruby"};

// No RubyGems (its load is 60 ms of CPU a start, and no gem is there to load); UTF-8 as the
// external encoding, whatever the run's locale (C), as LeetCode's strings are.
std::vector<std::string> ruby_flags() { return {kRubyProgram, "--disable-gems", "-EUTF-8"}; }

BuildOutcome build_ruby(const LanguageBuildInput& input) {
  const Project& project = input.project;
  const SolutionFile& solution = input.solution;
  require_program(kRubyProgram, "ruby");
  const std::string driver = joined_driver(project, kRubyDriver);
  const std::string descriptor = call_descriptor(input.config);
  const std::string snapshot = absolute(solution.build_folder + "/solution.rb");
  Launch launch;
  launch.language = Language::kRuby;
  launch.argv = ruby_flags();
  for (const char* word : {"{shown:0}", "run"}) launch.argv.push_back(word);
  launch.argv.push_back(descriptor);
  launch.argv.push_back("{shown:1}");
  launch.shown = {driver, snapshot};
  return build_checked_script(input, launch, snapshot, {read_file(driver)}, [&](BuildOutcome& outcome) {
    std::vector<std::string> check = ruby_flags();
    for (const std::string& word : {driver, std::string("check"), descriptor, snapshot}) check.push_back(word);
    return check_in_jail(solution, check, {driver, snapshot}, input.limits, outcome);
  });
}

// Time factor: Ruby 3.1 (no JIT) took 0.15-0.18 s of CPU on 913's largest graphs with Python's
// bit-mask retrograde analysis (Python 0.06-0.09 s, C++'s own 0.03-0.04 s, PHP's 0.32 s), and 1728's
// 0.05 s against Python's 0.04 s: as Python and PHP, 3x, which leaves it most of its limit.
// Memory on resident memory, held from outside (Ruby has no limit of its own).
class RubyLanguage : public LanguageToolchain {
 public:
  RubyLanguage() : LanguageToolchain({Language::kRuby, "Ruby", "ruby", ".rb", 3.0, true, false, ruby_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_ruby(input); }

  // The driver's modules joined; nothing to compile: it runs from its source.
  void prepare(const Project& project) const override {
    std::error_code error;
    if (installed() && fs::is_directory(driver_modules_folder(project, kRubyDriver), error)) joined_driver(project, kRubyDriver);
  }

  std::string describe_run() const override {
    return fmt::format("{} --disable-gems, checked before any case runs", kRubyProgram);
  }

  bool installed() const override { return access(kRubyProgram, X_OK) == 0; }

  // The main thread's VM stack, where Ruby's own frames go: 64 MiB, about 600,000 levels of a
  // plain recursion, as deep as LeetCode's Python goes (Ruby's default, 1 MiB, stops near 9,000,
  // under the depth of LeetCode's 10^4-node lists and trees; LeetCode does not say its Ruby's).
  // Pages untouched cost nothing; a runaway recursion's SystemStackError, its backtrace included,
  // holds about 150 MiB.
  std::vector<std::string> run_environment() const override { return {"RUBY_THREAD_VM_STACK_SIZE=67108864"}; }

  // Its standard library (set, json's Ruby half, did_you_mean, error_highlight) and the bundled
  // gems a solution may require (prime, matrix); its compiled extensions and libruby are in the
  // system's library folder every run sees. Its timer thread, made at start-up, arms a POSIX timer
  // that signals the process itself (SIGVTALRM: thread switches) and waits in ppoll on its own
  // eventfd; Dir.glob lists folders.
  SandboxProfile sandbox_needs() const override {
    return {{"/usr/lib/ruby/3.1.0", "/usr/lib/ruby/gems/3.1.0/gems"},
            {"getdents64", "timer_create", "timer_settime", "timer_gettime", "timer_delete", "ppoll", "eventfd2"},
            {}};
  }

  // The launch's own flags on `-e 0`, in the runs' environment (its VM stack's size).
  StartFloor start_floor(const StartFloorInput& input) const override {
    Launch launch = *input.launch;
    launch.argv.erase(std::find(launch.argv.begin(), launch.argv.end(), "{shown:0}"), launch.argv.end());
    launch.argv.insert(launch.argv.end(), {"-e", "0"});
    SpawnRequest request;
    apply_launch(request, launch, input.limits);
    std::vector<std::string> environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C"};
    for (const std::string& variable : run_environment()) environment.push_back(variable);
    return {"ruby3.1 --disable-gems -EUTF-8 -e 0", request.argv, {{3, "/dev/null"}, {4, "/dev/null"}}, true, environment};
  }
};

}  // namespace

const LanguageToolchain& ruby_language() {
  static const RubyLanguage language;
  return language;
}

}  // namespace lcjudge
