// Compiler servers (judging/compiler_server.h, process/compile_server_jail.h): one compiler kept
// running in the compile jail for a builder's compiles of a language. With a stand-in server
// (fixtures/compile_server/fake_server.py): compiles answered in turn, each in a folder of its own;
// a compile past its CPU limit is its own compile error; a server that ends mid-compile leaves
// that compile to be made alone and is started anew, then given up.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "base/atomic_file.h"
#include "judging/compiler_server.h"
#include "tests/test_util.h"

namespace lcjudge::compiler_server_test {
namespace {

namespace fs = std::filesystem;
using std::string;
using test_util::TempDir;

const string kFakeServer = "judge/tests/fixtures/compile_server/fake_server.py";

CompilerServerSpec fake_server(const string& mode = "serve") {
  const string script = fs::absolute(kFakeServer).string();
  return {"fake", {"/usr/bin/python3.11", "-I", "-S", script, mode}, {script}, {}};
}

CompileJailLimits quick_limits() {
  CompileJailLimits limits;
  limits.cpu_seconds = 1;
  limits.wall_seconds = 30;
  return limits;
}

TEST(CompilerServerTest, CompilesAreAnsweredInTurnByOneServerEachInAFolderOfItsOwn) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  string first_folder;
  {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served);
    first_folder = served.folder();
    std::optional<CompileJailRun> echoed = served.run({"echo", "one"});
    ASSERT_TRUE(echoed);
    EXPECT_TRUE(echoed->ok);
    EXPECT_EQ(echoed->output, "one");
    std::optional<CompileJailRun> failed = served.run({"status", "1"});
    ASSERT_TRUE(failed);
    EXPECT_FALSE(failed->ok);
    EXPECT_EQ(failed->limit, CompileLimit::kNone);
    std::optional<CompileJailRun> wrote = served.run({"write", served.folder() + "/made"});
    ASSERT_TRUE(wrote);
    EXPECT_TRUE(wrote->ok) << wrote->output;
    EXPECT_EQ(read_file(served.folder() + "/made"), "made");
  }
  EXPECT_FALSE(fs::exists(first_folder));  // gone with its compile
  {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served);
    EXPECT_NE(served.folder(), first_folder);
    EXPECT_TRUE(fs::is_empty(served.folder()));
    // What a server prints outside a reply is not the compile's.
    std::optional<CompileJailRun> after = served.run({"stray", "a runtime's warning"});
    ASSERT_TRUE(after);
    EXPECT_EQ(after->output, "after");
  }
  EXPECT_EQ(servers.starts(), 1);
}

TEST(CompilerServerTest, ACompilePastItsCpuLimitIsItsOwnAndTheNextHasANewServer) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served);
    std::optional<CompileJailRun> burnt = served.run({"burn"});
    ASSERT_TRUE(burnt);  // decided here, not made again alone: its limit is its own
    EXPECT_FALSE(burnt->ok);
    EXPECT_EQ(burnt->limit, CompileLimit::kCpuTime);
    EXPECT_GE(burnt->cpu_seconds, 1);
  }
  ServedCompile next = servers.serve(fake_server(), quick_limits());
  ASSERT_TRUE(next);
  std::optional<CompileJailRun> echoed = next.run({"echo", "fresh"});
  ASSERT_TRUE(echoed);
  EXPECT_EQ(echoed->output, "fresh");
  EXPECT_EQ(servers.starts(), 2);
}

TEST(CompilerServerTest, AServerThatEndsMidCompileIsStartedAgainThenGivenUp) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  for (int failure = 1; failure <= kMostServerFailures; ++failure) {
    ServedCompile served = servers.serve(fake_server(), quick_limits());
    ASSERT_TRUE(served) << failure;
    if (failure > 1) {
      EXPECT_TRUE(served.run({"echo", "again"}));
    }
    EXPECT_FALSE(served.run({"exit"}));  // the caller compiles this one alone
  }
  EXPECT_FALSE(servers.serve(fake_server(), quick_limits()));
  EXPECT_EQ(servers.starts(), kMostServerFailures);
}

TEST(CompilerServerTest, AServerThatDoesNotStartIsNotTriedAgain) {
  TempDir dir;
  CompilerServers servers(dir.path() + "/servers");
  EXPECT_FALSE(servers.serve(fake_server("mute"), quick_limits()));
  EXPECT_FALSE(servers.serve(fake_server("mute"), quick_limits()));
  EXPECT_EQ(servers.starts(), 0);
}

}  // namespace
}  // namespace lcjudge::compiler_server_test
