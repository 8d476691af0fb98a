#include "process/landlock.h"

#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string>
#include <vector>

#include "process/run_system_paths.h"
#include "process/sandbox_profile.h"

namespace lcjudge {
namespace {

// This system's headers are older than the kernel: the fields and flags of later ABIs by value.
struct RulesetAttr {
  std::uint64_t handled_access_fs;
  std::uint64_t handled_access_net;  // ABI 4
  std::uint64_t scoped;              // ABI 6
};
struct PathBeneathAttr {
  std::uint64_t allowed_access;
  std::int32_t parent_fd;
} __attribute__((packed));

constexpr std::uint64_t kFsExecute = 1ULL << 0, kFsReadFile = 1ULL << 2;
constexpr std::uint64_t kNetBindTcp = 1ULL << 0, kNetConnectTcp = 1ULL << 1;
constexpr std::uint64_t kScopeAbstractUnixSocket = 1ULL << 0, kScopeSignal = 1ULL << 1;
constexpr int kRulePathBeneath = 1;
constexpr unsigned kCreateRulesetVersion = 1U << 0;
constexpr int kHighestPlacedDescriptor = 3;  // stdin, stdout, stderr and the side channel

// Every filesystem right the ABI knows: 13 in ABI 1, REFER in 2, TRUNCATE in 3, IOCTL_DEV in 5.
std::uint64_t handled_fs(int abi) {
  int rights = abi >= 5 ? 16 : abi >= 3 ? 15 : abi >= 2 ? 14 : 13;
  return (1ULL << rights) - 1;
}

}  // namespace

int landlock_abi() {
  static const int abi = [] {
    long version = syscall(SYS_landlock_create_ruleset, nullptr, 0, kCreateRulesetVersion);
    return version > 0 ? static_cast<int>(version) : 0;
  }();
  return abi;
}

LandlockRuleset::LandlockRuleset(int binary_fd) {
  int abi = landlock_abi();
  if (abi == 0) {
    error_ = "Landlock is not available";
    return;
  }
  RulesetAttr attr{handled_fs(abi), abi >= 4 ? kNetBindTcp | kNetConnectTcp : 0,
                   abi >= 6 ? kScopeAbstractUnixSocket | kScopeSignal : 0};
  size_t size = abi >= 6 ? sizeof attr : abi >= 4 ? 2 * sizeof(std::uint64_t) : sizeof(std::uint64_t);
  fd_ = static_cast<int>(syscall(SYS_landlock_create_ruleset, &attr, size, 0U));
  // Above the descriptors a spawned child places (0 to 3), so that placing them cannot replace it.
  if (fd_ >= 0 && fd_ <= kHighestPlacedDescriptor) {
    int moved = fcntl(fd_, F_DUPFD_CLOEXEC, kHighestPlacedDescriptor + 1);
    close(fd_);
    fd_ = moved;
  }
  if (fd_ < 0) {
    error_ = fmt::format("cannot create a Landlock ruleset: {}", std::strerror(errno));
    return;
  }
  PathBeneathAttr binary{kFsExecute | kFsReadFile, binary_fd};
  if (syscall(SYS_landlock_add_rule, fd_, kRulePathBeneath, &binary, 0U) != 0) {
    error_ = fmt::format("cannot add a Landlock rule: {}", std::strerror(errno));
    close(fd_);
    fd_ = -1;
    return;
  }
  // The system's shared libraries and the sandbox profile's runtimes, to read, and the loader
  // among them to execute (the kernel opens it for a dynamically linked program, a sanitized
  // build); the filter still allows no exec but the one. Folders missing on this system are skipped.
  std::vector<std::string> folders(std::begin(kRunSystemPaths), std::end(kRunSystemPaths));
  const SandboxProfile& profile = sandbox_profile();
  folders.insert(folders.end(), profile.system_paths.begin(), profile.system_paths.end());
  for (const std::string& folder : folders) {
    int folder_fd = open(folder.c_str(), O_PATH | O_CLOEXEC);
    if (folder_fd < 0) continue;
    PathBeneathAttr libraries{kFsReadFile | kFsExecute, folder_fd};
    bool added = syscall(SYS_landlock_add_rule, fd_, kRulePathBeneath, &libraries, 0U) == 0;
    close(folder_fd);
    if (!added) {
      error_ = fmt::format("cannot add a Landlock rule for {}: {}", folder, std::strerror(errno));
      close(fd_);
      fd_ = -1;
      return;
    }
  }
}

LandlockRuleset::~LandlockRuleset() {
  if (fd_ >= 0) close(fd_);
}

bool LandlockRuleset::restrict_self() const { return syscall(SYS_landlock_restrict_self, fd_, 0U) == 0; }

}  // namespace lcjudge
