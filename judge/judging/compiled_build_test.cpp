// The compiled languages' one lifecycle, on a fake language's parts: a build up to date does
// nothing; a product the compile cache has is fetched instead of compiled; a compile stopped at a
// limit is said again from memory until the source or the limits change; a changed input compiles.
#include "judging/compiled_build.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/atomic_file.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::TempDir;

// A fake compiled language in a folder of its own: its "compiler" (any file: the cache knows it by
// size and time stamp), a source, and a compile that turns the source into a product, or fails as
// END_ says, counting its compiles; it is up to date while FRESH_ is true.
class CompiledBuildTest : public ::testing::Test {
 protected:
  CompiledBuildTest() : cache_(dir_.path("cache")) {
    compiler_ = dir_.write("bin/fakec", "fake compiler\n");
    source_ = dir_.write("solution.fake", "answer 42\n");
    product_ = dir_.path("build/product");
  }

  CompiledBuild parts() {
    CompiledBuild build;
    build.product = product_;
    build.cache_command = {compiler_, "--fake", "-O2"};
    build.known_inputs = {source_};
    build.up_to_date = [this] { return fresh_; };
    build.compile = [this](BuildOutcome& outcome) {
      ++compiles_;
      outcome.log = "fakec ran\n";
      if (end_ != CompileEnd::kMade) {
        outcome.message = end_ == CompileEnd::kStoppedAtLimit ? "the compiler passed its CPU time limit of 60 s"
                                                             : "Line 1: error: no answer";
        return end_;
      }
      std::filesystem::remove(product_);  // a new file, as a compiler's output is renamed into place
      dir_.write("build/product.d", product_ + ": " + source_ + "\n");
      dir_.write("build/product", "made from " + read_file(source_));
      return CompileEnd::kMade;
    };
    build.made = [this] { ++made_; };
    build.failed = [this] { ++failed_; };
    return build;
  }

  BuildOutcome build() { return build_compiled(parts(), cache_, limits_); }

  TempDir dir_;
  CompileCache cache_;
  CompileJailLimits limits_;
  std::string compiler_, source_, product_;
  bool fresh_ = false;
  CompileEnd end_ = CompileEnd::kMade;
  int compiles_ = 0, made_ = 0, failed_ = 0;
};

TEST_F(CompiledBuildTest, ABuildUpToDateDoesNothing) {
  fresh_ = true;
  BuildOutcome outcome = build();
  EXPECT_TRUE(outcome.ok);
  EXPECT_FALSE(outcome.rebuilt);
  EXPECT_EQ(compiles_, 0);
  EXPECT_EQ(made_, 0);
}

TEST_F(CompiledBuildTest, AProductTheCacheHasIsFetchedNotCompiled) {
  BuildOutcome first = build();
  ASSERT_TRUE(first.ok) << first.message;
  EXPECT_TRUE(first.rebuilt);
  EXPECT_FALSE(first.from_cache);
  EXPECT_EQ(compiles_, 1);
  std::filesystem::remove(product_);

  BuildOutcome second = build();
  ASSERT_TRUE(second.ok) << second.message;
  EXPECT_TRUE(second.rebuilt);
  EXPECT_TRUE(second.from_cache);
  EXPECT_EQ(compiles_, 1);
  EXPECT_EQ(made_, 2);  // the launch or command line recorded after the fetch too
  EXPECT_EQ(read_file(product_), "made from answer 42\n");
}

TEST_F(CompiledBuildTest, AChangedSourceIsCompiledAgain) {
  ASSERT_TRUE(build().ok);
  dir_.write("solution.fake", "answer 43\n");
  BuildOutcome again = build();
  ASSERT_TRUE(again.ok) << again.message;
  EXPECT_FALSE(again.from_cache);
  EXPECT_EQ(compiles_, 2);
  EXPECT_EQ(read_file(product_), "made from answer 43\n");
}

TEST_F(CompiledBuildTest, ACompileStoppedAtALimitIsSaidAgainFromMemory) {
  end_ = CompileEnd::kStoppedAtLimit;
  BuildOutcome first = build();
  EXPECT_FALSE(first.ok);
  EXPECT_FALSE(first.from_cache);
  EXPECT_EQ(first.message, "the compiler passed its CPU time limit of 60 s");

  BuildOutcome second = build();
  EXPECT_FALSE(second.ok);
  EXPECT_TRUE(second.rebuilt);
  EXPECT_TRUE(second.from_cache);
  EXPECT_EQ(second.message, first.message);
  EXPECT_NE(second.log.find("[remembered:"), std::string::npos) << second.log;
  EXPECT_EQ(compiles_, 1);
  EXPECT_EQ(failed_, 2);  // the build's key forgotten both times
  EXPECT_EQ(made_, 0);
}

TEST_F(CompiledBuildTest, AStopIsForgottenWhenTheSourceOrTheLimitsChange) {
  end_ = CompileEnd::kStoppedAtLimit;
  EXPECT_FALSE(build().ok);
  dir_.write("solution.fake", "answer 43\n");
  EXPECT_FALSE(build().from_cache);
  EXPECT_EQ(compiles_, 2);
  limits_.cpu_seconds = 120;
  EXPECT_FALSE(build().from_cache);
  EXPECT_EQ(compiles_, 3);
}

// A compile error (or the wall-clock deadline, which the load moves) is not remembered: the next
// build compiles again, and its message is the compile's own.
TEST_F(CompiledBuildTest, AFailureNotAtALimitIsCompiledAgain) {
  end_ = CompileEnd::kFailed;
  EXPECT_EQ(build().message, "Line 1: error: no answer");
  BuildOutcome again = build();
  EXPECT_FALSE(again.ok);
  EXPECT_FALSE(again.from_cache);
  EXPECT_EQ(again.message, "Line 1: error: no answer");
  EXPECT_EQ(compiles_, 2);
  EXPECT_EQ(failed_, 2);
}

}  // namespace
}  // namespace lcjudge
