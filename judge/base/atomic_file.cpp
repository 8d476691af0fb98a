#include "base/atomic_file.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <limits>

#include "base/error.h"
#include "base/plural.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

constexpr mode_t kNewFileMode = 0644;  // committed data: readable by all, like a checkout

// A temporary file beside PATH holding TEXT, flushed to disk; returns its path.
std::string write_temporary(const std::string& path, const std::string& text, mode_t mode) {
  fs::path target(path);
  std::string pattern = (target.parent_path() / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  int fd = mkstemp(pattern.data());
  if (fd < 0) throw JudgeFailure(errno_message("cannot create a temporary file for", path));
  // mkstemp makes 0600 files; a committed file must keep the usual mode.
  bool ok = fchmod(fd, mode) == 0;
  for (size_t done = 0; ok && done < text.size();) {
    ssize_t wrote = write(fd, text.data() + done, text.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    ok = wrote > 0;
    if (ok) done += static_cast<size_t>(wrote);
  }
  ok = ok && fsync(fd) == 0;
  int saved = errno;
  ok = close(fd) == 0 && ok;
  if (!ok) {
    unlink(pattern.c_str());
    errno = saved;
    throw JudgeFailure(errno_message("cannot write", pattern));
  }
  return pattern;
}

// link(2) fails with EEXIST instead of replacing; renameat2's RENAME_NOREPLACE is the fallback
// for file systems without hard links. Returns 0 or an errno.
int link_without_replacing(const std::string& from, const std::string& to) {
  if (link(from.c_str(), to.c_str()) == 0) return 0;
  if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS) return errno;
  if (renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0) return 0;
  return errno;
}

}  // namespace

std::string read_file(const std::string& path) {
  auto text = read_file_if_exists(path);
  if (!text) {
    errno = ENOENT;
    throw JudgeFailure(errno_message("cannot open", path));
  }
  return *text;
}

namespace {

// FD's bytes to its end, at most MAX_BYTES; FD is closed in any case.
std::string read_to_end(int fd, const std::string& path, std::uint64_t max_bytes) {
  struct Closer {
    int fd;
    ~Closer() { close(fd); }
  } closer{fd};
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    ssize_t got = read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw JudgeFailure(errno_message("cannot read", path));
    if (got == 0) return text;
    text.append(buffer, static_cast<size_t>(got));
    if (text.size() > max_bytes) {
      throw JudgeFailure(fmt::format("cannot read '{}': more than the {} such a file may hold", path, plural(max_bytes, "byte")));
    }
  }
}

}  // namespace

std::optional<std::string> read_file_if_exists(const std::string& path) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return std::nullopt;
    throw JudgeFailure(errno_message("cannot open", path));
  }
  return read_to_end(fd, path, std::numeric_limits<std::uint64_t>::max());
}

std::optional<std::string> read_data_file_if_exists(const std::string& path, std::uint64_t max_bytes) {
  // Non-blocking, so that opening a FIFO returns at once; its type is refused below (and on a
  // regular file the flag changes nothing).
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    if (errno == ENOENT) return std::nullopt;
    throw JudgeFailure(errno_message("cannot open", path));
  }
  struct stat info {};
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    close(fd);
    throw JudgeFailure("cannot read '" + path + "': not a regular file (a FIFO, a device or a folder)");
  }
  return read_to_end(fd, path, max_bytes);
}

void replace_file(const std::string& path, const std::string& text) {
  struct stat old;
  mode_t mode = stat(path.c_str(), &old) == 0 ? (old.st_mode & 07777) : kNewFileMode;
  std::string temporary = write_temporary(path, text, mode);
  if (rename(temporary.c_str(), path.c_str()) != 0) {
    int saved = errno;
    unlink(temporary.c_str());
    errno = saved;
    throw JudgeFailure(errno_message("cannot replace", path));
  }
}

bool create_new_files(const std::vector<std::pair<std::string, std::string>>& files) {
  std::vector<std::string> temporaries, created;
  auto clean_up = [&](bool undo) {
    for (const auto& temporary : temporaries) unlink(temporary.c_str());
    // Only names this call linked are removed: nobody else writes a taken name.
    if (undo) for (const auto& path : created) unlink(path.c_str());
  };
  try {
    for (const auto& [path, text] : files) temporaries.push_back(write_temporary(path, text, kNewFileMode));
  } catch (...) {
    clean_up(false);
    throw;
  }
  for (size_t i = 0; i < files.size(); ++i) {
    int error = link_without_replacing(temporaries[i], files[i].first);
    if (error == 0) {
      created.push_back(files[i].first);
      continue;
    }
    clean_up(true);
    if (error == EEXIST) return false;
    errno = error;
    throw JudgeFailure(errno_message("cannot create", files[i].first));
  }
  clean_up(false);
  return true;
}

}  // namespace lcjudge
