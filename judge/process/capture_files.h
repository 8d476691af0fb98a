// What the process layer shares between its ways of running a program: the in-memory files
// (memfd) a run's stdout, stderr, side channel and answer are captured in.
#pragma once

#include <cstdint>
#include <string>

#include "process/file_descriptor.h"

namespace lcjudge {

struct RunRecord;
struct SpawnRequest;

// "ACTION: <errno's text>".
std::string errno_text(const char* action);

// A new close-on-exec memfd named NAME; -1 (errno set) if none can be made.
int open_memfd(const char* name);

// At most LIMIT bytes of FD from its start; its whole size into TOTAL_SIZE when given.
std::string read_front(int fd, std::uint64_t limit, std::uint64_t* total_size);

// Up to LIMIT bytes of FD: all of it when it fits, else its first and last halves around a
// marker, so that what a program printed last (a sanitizer's report, say) is kept too.
std::string read_ends(int fd, std::uint64_t limit);

// A sealed in-memory copy of the file at PATH: however it is opened again (/proc/self/fd/N), its
// contents cannot change. -1 (errno set) if it cannot be read or made.
int sealed_copy(const std::string& path);

// A run's capture files, emptied and reused by the sandbox server's runs: making the
// files and freeing them was a tenth of a trivial case's cost. Safe there only, where nothing of
// a run outlives its reply (the server kills its whole PID namespace) to write into the next
// run's output; elsewhere each run gets new files.
struct CaptureFiles {
  FileDescriptor out{open_memfd("stdout")}, err{open_memfd("stderr")}, side{open_memfd("side")},
      answer{open_memfd("answer")};

  // False when a file is missing or cannot be emptied.
  bool empty_all();
};

// The run's stdout, stderr, side channel and answer (SIDE_FD, ANSWER_FD < 0: none), read from
// their files into RECORD: stdout up to REQUEST's output limit when there is no answer channel
// (a problem's program's output), else kStdoutKeep bytes of it (a solution's prints, for show).
void read_outputs(const SpawnRequest& request, int stdout_fd, int stderr_fd, int side_fd, int answer_fd,
                  RunRecord& record);

}  // namespace lcjudge
