#include "process/capture_files.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "base/plural.h"
#include "process/spawn.h"

namespace lcjudge {
namespace {

// LENGTH bytes of FD from OFFSET, or fewer if it ends first.
std::string read_at(int fd, std::uint64_t offset, std::uint64_t length) {
  std::string text(length, '\0');
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = pread(fd, text.data() + done, text.size() - done, static_cast<off_t>(offset + done));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  text.resize(done);
  return text;
}

}  // namespace

std::string errno_text(const char* action) { return std::string(action) + ": " + std::strerror(errno); }

int open_memfd(const char* name) { return static_cast<int>(syscall(SYS_memfd_create, name, MFD_CLOEXEC)); }

std::string read_front(int fd, std::uint64_t limit, std::uint64_t* total_size) {
  struct stat info {};
  std::uint64_t size = fstat(fd, &info) == 0 ? static_cast<std::uint64_t>(info.st_size) : 0;
  if (total_size) *total_size = size;
  return read_at(fd, 0, std::min(size, limit));
}

std::string read_ends(int fd, std::uint64_t limit) {
  std::uint64_t size = 0;
  std::string front = read_front(fd, limit, &size);
  if (size <= limit) return front;
  const std::uint64_t half = limit / 2;
  return front.substr(0, half) + fmt::format("\n[... {} left out ...]\n", plural(size - 2 * half, "byte")) +
         read_at(fd, size - half, half);
}

int sealed_copy(const std::string& path) {
  FileDescriptor source(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (source.get() < 0) return -1;
  FileDescriptor copy(static_cast<int>(syscall(SYS_memfd_create, "shown", MFD_CLOEXEC | MFD_ALLOW_SEALING)));
  if (copy.get() < 0) return -1;
  char buffer[1 << 16];
  for (;;) {
    ssize_t got = read(source.get(), buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return -1;
    if (got == 0) break;
    for (ssize_t done = 0; done < got;) {
      ssize_t put = write(copy.get(), buffer + done, static_cast<size_t>(got - done));
      if (put < 0 && errno == EINTR) continue;
      if (put <= 0) return -1;
      done += put;
    }
  }
  if (lseek(copy.get(), 0, SEEK_SET) != 0 ||
      fcntl(copy.get(), F_ADD_SEALS, F_SEAL_SEAL | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE) != 0) {
    return -1;
  }
  int result = copy.get();
  copy.release();
  return result;
}

bool CaptureFiles::empty_all() {
  for (int fd : {out.get(), err.get(), side.get(), answer.get()}) {
    if (fd < 0 || ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0) return false;
  }
  return true;
}

void read_outputs(const SpawnRequest& request, int stdout_fd, int stderr_fd, int side_fd, int answer_fd,
                  RunRecord& record) {
  std::uint64_t output_limit = request.limits.output_bytes > 0 ? request.limits.output_bytes : UINT64_MAX;
  std::uint64_t stdout_size = 0;
  record.stdout_text = read_front(stdout_fd, answer_fd >= 0 ? std::min(output_limit, kStdoutKeep) : output_limit,
                                  &stdout_size);
  record.stdout_size = stdout_size;
  record.stdout_over_limit = stdout_size >= output_limit;  // the cap was reached: writes past it failed
  if (answer_fd >= 0) {
    std::uint64_t answer_size = 0;
    record.answer_text = read_front(answer_fd, output_limit, &answer_size);
    record.answer_over_limit = answer_size >= output_limit;
  }
  record.stderr_text = read_ends(stderr_fd, kStderrKeep);
  struct stat stderr_info {};
  record.stderr_over_limit = fstat(stderr_fd, &stderr_info) == 0 && static_cast<std::uint64_t>(stderr_info.st_size) >= output_limit;
  if (side_fd >= 0) record.side_channel_text = read_front(side_fd, kStderrKeep, nullptr);
}

}  // namespace lcjudge
