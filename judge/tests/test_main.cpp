// The test binary's main: GoogleTest with a progress report, so a long run is never silent. On a
// terminal a bar (base/progress.h) counts the tests; otherwise a line every 15 s. Failures are
// printed in full by GoogleTest itself (--gtest_brief=1 keeps the passing ones quiet); the last
// line sums up: `unit tests: 557 passed, 0 failed, 2 skipped in 61 s`, or, when GoogleTest runs
// one shard of the suite (GTEST_TOTAL_SHARDS, as make test does), `unit tests, part 1 of 4: ...`.
//
// Before the first test it makes the process's private folder and brings the shared drivers up
// to date (tests/test_workspace.h); after the last it fails the run if build/driver/ changed
// meanwhile, and removes the private folder. `judge_tests --prepare-only` prepares the shared
// builds and runs no test: make test runs it before starting the two halves.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>
#include <fmt/core.h>

#include "base/progress.h"
#include "judging/run_profile.h"
#include "tests/shared_builds.h"
#include "tests/slow_tier.h"
#include "tests/test_workspace.h"

namespace {

// The end-to-end program (judge/tests/, built with LCJUDGE_END_TO_END_TESTS) prepares the debug
// build and the fixture solutions its tests share; the unit tests beside the modules use none.
#ifdef LCJUDGE_END_TO_END_TESTS
constexpr bool kWithFixtures = true;
#else
constexpr bool kWithFixtures = false;
#endif

class ProgressListener : public ::testing::EmptyTestEventListener {
 public:
  ProgressListener(bool terminal, std::string label) : terminal_(terminal), label_prefix_(std::move(label)) {}

  // After --gtest_filter is applied, so the count is of the tests that will run.
  void OnTestProgramStart(const ::testing::UnitTest& unit_test) override {
    total_ = static_cast<size_t>(unit_test.test_to_run_count());
    if (terminal_) progress_.emplace(stderr, true, total_, 0.5);  // off a terminal: its own lines below
  }

  void OnTestStart(const ::testing::TestInfo& test) override {
    label_ = fmt::format("{}.{}", test.test_suite_name(), test.name());
  }

  void OnTestEnd(const ::testing::TestInfo& test) override {
    const auto* result = test.result();
    if (result->Skipped()) ++skipped_;
    else if (result->Failed()) ++failed_;
    else ++passed_;
    if (progress_) progress_->advance(label_);
    auto now = std::chrono::steady_clock::now();
    if (!terminal_ && now - last_line_ >= std::chrono::seconds(15)) {
      last_line_ = now;
      fmt::print(stderr, "{}: {}/{} run, {:.0f} s\n", label_prefix_, done(), total_, elapsed());
    }
  }

  void OnTestProgramEnd(const ::testing::UnitTest&) override {
    if (progress_) progress_->finish();
    fmt::print(stderr, "{}: {} passed, {} failed, {} skipped in {:.0f} s\n", label_prefix_, passed_, failed_,
               skipped_, elapsed());
  }

 private:
  size_t done() const { return passed_ + failed_ + skipped_; }
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

  bool terminal_;
  std::string label_prefix_;
  size_t total_ = 0;
  std::optional<lcjudge::Progress> progress_;
  std::string label_;
  size_t passed_ = 0, failed_ = 0, skipped_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_line_ = start_;
};

}  // namespace

// "unit tests", or "unit tests, half 1 of 2" when GoogleTest runs a shard of them.
std::string run_label() {
  const char* shards = std::getenv("GTEST_TOTAL_SHARDS");
  const char* index = std::getenv("GTEST_SHARD_INDEX");
  if (shards == nullptr || index == nullptr || std::string(shards) == "1") return "unit tests";
  std::string part = std::string(shards) == "2" ? "half" : "part";
  return fmt::format("unit tests, {} {} of {}", part, std::atoi(index) + 1, shards);
}

// Whether ARGV (GoogleTest's flags removed) asks for --prepare-only; exit 2 on anything else.
bool prepare_only(int argc, char** argv) {
  if (argc == 1) return false;
  if (argc == 2 && std::string(argv[1]) == "--prepare-only") return true;
  fmt::print(stderr, "judge_tests: error: unknown argument '{}' (GoogleTest's flags, or --prepare-only)\n", argv[1]);
  std::exit(2);
}

// Runs STEP; false on a failure, the test binary's own: `judge_tests: error: WHAT: why` (main
// then returns 2, so that the private folder is removed on the way out).
template <typename Step> bool succeeds(const char* what, Step&& step) {
  try {
    step();
    return true;
  } catch (const std::exception& e) {
    fmt::print(stderr, "judge_tests: error: {}: {}\n", what, e.what());
    return false;
  }
}

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  // As the judge's main: the judged languages' runtimes' folders and calls, before any run.
  lcjudge::set_sandbox_profile(lcjudge::judged_languages_sandbox_profile());
  const bool only_prepare = prepare_only(argc, argv);
  std::optional<lcjudge::test_util::PrivateFolder> private_folder;
  if (!succeeds("making the test process's private folder", [&] { private_folder.emplace(); })) return 2;
  if (only_prepare) {
    auto start = std::chrono::steady_clock::now();
    const bool variants = lcjudge::test_util::slow_tier_selected();
    if (!succeeds("preparing the shared driver and fixtures", [&] { lcjudge::test_util::prepare_shared_builds(kWithFixtures, variants); })) {
      return 2;
    }
    fmt::print(stderr, "unit tests: prepared the shared drivers and {} fixture solutions in {:.0f} s\n",
               kWithFixtures ? lcjudge::test_fixtures::kFixtureNames.size() : 0,
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return 0;
  }
  const bool listing = GTEST_FLAG_GET(list_tests);
  std::string driver_before;
  if (!listing) {
    const bool prepared = succeeds("preparing the shared driver", [] {
      lcjudge::test_util::PrepareLock lock;
      lcjudge::test_util::prepare_shared_drivers(kWithFixtures, lcjudge::test_util::slow_tier_selected());
    });
    if (!prepared) return 2;
    driver_before = lcjudge::test_util::shared_driver_fingerprint();
  }
  ::testing::UnitTest::GetInstance()->listeners().Append(
      new ProgressListener(isatty(STDERR_FILENO) == 1, run_label()));
  int status = RUN_ALL_TESTS();
  if (!listing && lcjudge::test_util::shared_driver_fingerprint() != driver_before) {
    fmt::print(stderr, "judge_tests: error: a test changed the shared driver {}/, which the other test process "
               "reads: build what it needs in tests/shared_builds.h (prepare_shared_drivers), or give it a "
               "driver of its own\n", lcjudge::test_util::kSharedDriver);
    status = 1;
  }
  return status;
}
