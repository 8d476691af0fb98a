#include "problem/case_text.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>

#include "base/error.h"
#include "base/utf8.h"

namespace lcjudge {
namespace {

std::string hex_byte(char c) { return fmt::format("0x{:02X}", static_cast<unsigned char>(c)); }

}  // namespace

std::string plain_text_problem(const std::string& text) {
  if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) {
    return "line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one";
  }
  size_t bad_utf8 = invalid_utf8_at(text);
  size_t line = 1, line_start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    auto where = [&] { return "line " + std::to_string(line) + ", column " + std::to_string(i - line_start + 1) + ": "; };
    if (i == bad_utf8) return where() + "invalid UTF-8 byte " + hex_byte(text[i]);
    if (text[i] == '\r') return where() + "carriage return (Windows line ends): lines end in '\\n' alone";
    if (text[i] == '\0') return where() + "NUL byte";
    if (text[i] == '\n') ++line, line_start = i + 1;
  }
  return "";
}

void check_case_file(const std::string& path) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw JudgeFailure(errno_message("cannot read", path));
  struct stat info {};
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    close(fd);
    throw JudgeFailure("cannot read '" + path + "': not a regular file");
  }
  auto size = static_cast<std::uint64_t>(info.st_size);
  if (size > kMaxCaseFileBytes) {
    close(fd);
    throw JudgeFailure("bad test data in '" + path + "': " + std::to_string(size >> 20) + " MiB, more than the " +
                       std::to_string(kMaxCaseFileBytes >> 20) + " MiB a test file may hold");
  }
  std::string text(size, '\0');
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = read(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      int error = errno;
      close(fd);
      errno = error;
      throw JudgeFailure(errno_message("cannot read", path));
    }
    if (n == 0) break;  // it shrank while being read: check what there is
    done += static_cast<size_t>(n);
  }
  close(fd);
  text.resize(done);
  std::string problem = plain_text_problem(text);
  if (!problem.empty()) throw JudgeFailure("bad test data in '" + path + "', " + problem);
}

}  // namespace lcjudge
