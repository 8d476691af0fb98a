// A process's resident memory now, read from outside through /proc/PID/statm: the limit of a run
// that cannot have RLIMIT_AS (AddressSanitizer reserves terabytes of address space). Header-only:
// the judge and the static sandbox server both poll it.
#pragma once

#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <string>

namespace lcjudge {

// Every thread's resident pages (they share one address space) in bytes; 0 if unknown.
// Plain std::string: the static sandbox server links no fmt.
inline std::uint64_t resident_bytes_of(pid_t pid) {
  const std::string path = "/proc/" + std::to_string(pid) + "/statm";
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char text[128];
  ssize_t got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return 0;
  text[got] = '\0';
  char* end = nullptr;
  std::strtoull(text, &end, 10);                                // size
  unsigned long long resident = std::strtoull(end, nullptr, 10);  // resident
  return static_cast<std::uint64_t>(resident) * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

}  // namespace lcjudge
