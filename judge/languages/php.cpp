// PHP: the solution is copied aside (what runs is what was checked) and the driver's check mode,
// in the compiler's jail, compiles it without running it (a parse or compile error is CE) and finds
// its class and methods; its top-level code runs in the first case, under the run's limits. Runs
// start Debian's PHP 8.2 CLI with no php.ini and LeetCode's one extension (bcmath) on the driver's
// source, its modules joined into one file: PHP's start is cheap and there is nothing to compile
// ahead.
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/scratch_folder.h"
#include "judging/call_descriptor.h"
#include "judging/driver_modules.h"
#include "judging/language_build_steps.h"
#include "judging/language_launch.h"

namespace fs = std::filesystem;

namespace lcjudge {

TemplateReading php_template_reading();  // php_template.cpp: LeetCode's template, for judge new

namespace {

// Debian's PHP 8.2 CLI (LeetCode's version), and the launch word its run's memory_limit replaces.
constexpr const char* kPhpProgram = "/usr/bin/php8.2";
constexpr const char* kPhpMemoryLimitWord = "{memory_limit}";

// judge/driver/php/lcjudge_driver/'s modules, joined into build/languages/php/lcjudge_driver.php.
const DriverModules kPhpDriver{"php", ".php", "PHP", "<?php"};

// -n: no php.ini of the system's; bcmath as LeetCode has it, and no other extension: dl() is off
// (it would load FFI, and libc's mmap with it); PHP's own printing of errors off (the driver prints
// them LeetCode-worded, on stderr, with the solution's file name and lines).
std::vector<std::string> php_flags(const std::string& memory_limit) {
  return {kPhpProgram, "-n", "-d", "extension=bcmath", "-d", "enable_dl=0", "-d", memory_limit,
          "-d", "display_errors=0", "-d", "log_errors=0"};
}

BuildOutcome build_php(const LanguageBuildInput& input) {
  const Project& project = input.project;
  const SolutionFile& solution = input.solution;
  require_program(kPhpProgram, "php8.2-cli");
  const std::string driver = joined_driver(project, kPhpDriver);
  const std::string descriptor = call_descriptor(input.config);
  const std::string snapshot = absolute(solution.build_folder + "/solution.php");
  Launch launch;
  launch.language = Language::kPhp;
  launch.argv = php_flags(kPhpMemoryLimitWord);
  for (const char* word : {"{shown:0}", "run"}) launch.argv.push_back(word);
  launch.argv.push_back(descriptor);
  launch.argv.push_back("{shown:1}");
  launch.shown = {driver, snapshot};
  return build_checked_script(input, launch, snapshot, {read_file(driver)}, [&](BuildOutcome& outcome) {
    // The check reads the source with PHP's tokenizer and compiles it: 256 MiB is plenty for any
    // source, whatever the problem's limit, as none of the solution's code runs.
    std::vector<std::string> check = php_flags("memory_limit=256M");
    for (const char* word : {"-d", "extension=tokenizer"}) check.push_back(word);
    for (const std::string& word : {driver, std::string("check"), descriptor, snapshot}) check.push_back(word);
    return check_in_jail(solution, check, {driver, snapshot}, input.limits, outcome);
  });
}

// Time factor: PHP 8.2 (no JIT, no opcache) took 10 ms to start and 0.23-0.31 s on 913's densest
// graph where C++'s same retrograde analysis takes 0.03 s: as Python, 3x, which leaves it two
// thirds of its limit. Memory on resident memory: PHP's own memory_limit stops it first, with
// its words (the launch word below).
class PhpLanguage : public LanguageToolchain {
 public:
  PhpLanguage() : LanguageToolchain({Language::kPhp, "PHP", "php", ".php", 3.0, true, false, php_template_reading()}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override { return build_php(input); }

  // The driver's modules joined; nothing to compile: it runs from its source.
  void prepare(const Project& project) const override {
    std::error_code error;
    if (installed() && fs::is_directory(driver_modules_folder(project, kPhpDriver), error)) joined_driver(project, kPhpDriver);
  }

  std::string describe_run() const override {
    return fmt::format("{} -n with bcmath, checked before any case runs", kPhpProgram);
  }

  bool installed() const override { return access(kPhpProgram, X_OK) == 0; }

  // PHP's own limit at the run's: its "Allowed memory size exhausted" is the driver's out of
  // memory (MLE) before the resident limit, held from outside, stops it without a word.
  std::optional<std::string> launch_word(const std::string& word, std::uint64_t mib) const override {
    if (word != kPhpMemoryLimitWord) return std::nullopt;
    return fmt::format("memory_limit={}M", mib);
  }

  // Its extensions' folder, for bcmath, the one extension LeetCode's PHP has; it lists folders at start-up.
  SandboxProfile sandbox_needs() const override { return {{"/usr/lib/php/20220829"}, {"getdents64"}, {}}; }

  // The launch's own flags (memory_limit of the problem's limit, bcmath), an empty program.
  StartFloor start_floor(const StartFloorInput& input) const override {
    Launch launch = *input.launch;
    launch.argv.erase(std::find(launch.argv.begin(), launch.argv.end(), "{shown:0}"), launch.argv.end());
    launch.argv.insert(launch.argv.end(), {"-r", ""});
    SpawnRequest request;
    apply_launch(request, launch, input.limits);
    return {"php8.2 -n, the judge's flags, -r ''", request.argv, {{3, "/dev/null"}, {4, "/dev/null"}}, false, {}};
  }
};

}  // namespace

const LanguageToolchain& php_language() {
  static const PhpLanguage language;
  return language;
}

}  // namespace lcjudge
