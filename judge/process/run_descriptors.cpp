#include "process/run_descriptors.h"

#include <fcntl.h>
#include <linux/close_range.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "driver/protocol.h"

namespace lcjudge {
namespace {

// Puts FD at TARGET, open across the exec. The parent's descriptors are all close-on-exec, and
// dup2 onto itself keeps that flag: FD can be TARGET when the parent had TARGET free (another
// thread had just closed it), and the program then started without it.
bool place_descriptor(int fd, int target) {
  if (fd == target) return fcntl(target, F_SETFD, 0) == 0;
  return dup2(fd, target) >= 0;
}

}  // namespace

bool place_run_descriptors(const RunDescriptors& fds) {
  for (int target = 0; target < 3; ++target) {
    if (!place_descriptor(fds.stdio[target], target)) return false;
  }
  if (fds.side >= 0 && !place_descriptor(fds.side, protocol::kMetaFd)) return false;
  if (fds.answer >= 0 && !place_descriptor(fds.answer, protocol::kAnswerFd)) return false;
  // Each extra descriptor is moved clear of the numbers they go to first, so that no placement
  // replaces one not yet placed.
  int extra[sandbox_protocol::kMaxExtraFds];
  for (int i = 0; i < fds.extra_count; ++i) {
    if ((extra[i] = fcntl(fds.extra[i], F_DUPFD_CLOEXEC, kClearOfExtraFds)) < 0) return false;
  }
  int cases = -1;
  if (fds.session_cases >= 0 && (cases = fcntl(fds.session_cases, F_DUPFD_CLOEXEC, kClearOfExtraFds)) < 0) return false;
  // Close-on-exec rather than closed: what the child still needs (an error pipe, the binary)
  // stays open until the exec.
  int first_closed = fds.answer >= 0 ? protocol::kAnswerFd + 1 : STDERR_FILENO + 1;
  if (syscall(SYS_close_range, first_closed, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
    for (int fd = first_closed; fd < fds.descriptor_limit; ++fd) fcntl(fd, F_SETFD, FD_CLOEXEC);
  }
  for (int i = 0; i < fds.extra_count; ++i) {
    if (dup2(extra[i], sandbox_protocol::kFirstExtraFd + i) < 0) return false;
  }
  return cases < 0 || dup2(cases, sandbox_protocol::kSessionCasesFd) >= 0;
}

}  // namespace lcjudge
