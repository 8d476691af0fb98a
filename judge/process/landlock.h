// Landlock: the kernel's unprivileged access control, which holds where the seccomp filter alone
// cannot look (paths). A run under it may open no file at all except executing its own binary
// and reading the system's shared libraries and the runtimes' folders of the judge's sandbox
// profile (sandbox_profile.h): no answers beside its input, no /proc of the judge, no /etc. Since ABI 6 it may also signal
// nothing outside its own run (LANDLOCK_SCOPE_SIGNAL covers fcntl F_SETOWN too), and since ABI 4
// it may neither bind nor connect a TCP socket.
#pragma once

#include <string>

namespace lcjudge {

// The highest Landlock ABI this kernel offers; 0 where it has none (or it is disabled).
int landlock_abi();

// A ruleset for one run, made in the parent: everything handled, the binary (an O_PATH
// descriptor) executable and readable, the shared libraries and the profile's folders readable,
// nothing else. Owns its descriptor.
class LandlockRuleset {
 public:
  // Returns an empty ruleset (valid() false, the reason in error()) where Landlock is missing.
  explicit LandlockRuleset(int binary_fd);
  LandlockRuleset(const LandlockRuleset&) = delete;
  LandlockRuleset& operator=(const LandlockRuleset&) = delete;
  ~LandlockRuleset();

  bool valid() const { return fd_ >= 0; }
  const std::string& error() const { return error_; }

  // In the vfork child, after no_new_privs: a system call only. False (errno set) if refused.
  bool restrict_self() const;

 private:
  int fd_ = -1;
  std::string error_;
};

}  // namespace lcjudge
