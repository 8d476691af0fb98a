// The judge's sandbox profile: carried to the sandbox server as its arguments, set once, and
// never widening a call the base filter rules on.
#include "process/sandbox_profile.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "process/sandbox.h"

namespace lcjudge {
namespace {

TEST(SandboxProfileTest, ItsArgumentsReadBackAsTheSameProfile) {
  SandboxProfile profile{{"/usr/lib/a runtime", "/etc/its=config"}, {"eventfd2", "capget"}, {"pkey_alloc"}};
  SandboxProfile read;
  for (const std::string& argument : profile_arguments(profile)) {
    EXPECT_TRUE(read_profile_argument(argument.c_str(), read)) << argument;
  }
  EXPECT_EQ(read.system_paths, profile.system_paths);
  EXPECT_EQ(read.allowed_syscalls, profile.allowed_syscalls);
  EXPECT_EQ(read.refused_syscalls, profile.refused_syscalls);
}

TEST(SandboxProfileTest, AnArgumentOfNoProfileIsRefused) {
  SandboxProfile read;
  for (const char* argument : {"--feedback", "--allow=", "--system-path", "allow=eventfd2", "--allowed=eventfd2", ""}) {
    EXPECT_FALSE(read_profile_argument(argument, read)) << argument;
  }
  EXPECT_TRUE(read.system_paths.empty() && read.allowed_syscalls.empty() && read.refused_syscalls.empty());
}

TEST(SandboxProfileTest, ACallTheBaseFilterRulesOnIsNamed) {
  EXPECT_EQ(profile_call_ruled_by_base({{}, {"eventfd2", "capget"}, {"pkey_alloc"}}), "");
  EXPECT_EQ(profile_call_ruled_by_base({{}, {"eventfd2", "openat"}, {}}), "openat");  // only for reading
  EXPECT_EQ(profile_call_ruled_by_base({{}, {"clone"}, {}}), "clone");                // threads only
  EXPECT_EQ(profile_call_ruled_by_base({{}, {}, {"read"}}), "read");                  // the base allows it
  EXPECT_EQ(profile_call_ruled_by_base({{}, {}, {"kill"}}), "kill");                  // the server's
}

// The test binary's main set the judge's profile; once read, it is fixed.
TEST(SandboxProfileTest, TheProfileIsSetOnlyBeforeItIsRead) {
  const SandboxProfile before = sandbox_profile();
  EXPECT_THROW(set_sandbox_profile(SandboxProfile{{"/tmp"}, {}, {}}), JudgeFailure);
  EXPECT_EQ(sandbox_profile().system_paths, before.system_paths);
}

}  // namespace
}  // namespace lcjudge
