// The start of a compile jail (compile_jail.h), shared by the compile of one solution
// (run_jailed_compiler) and a compiler kept running as a server (compile_server_jail.h): the
// jail's PID 1, in its namespaces and root, under its limits, with the program as its child.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>

#include "process/compile_jail.h"
#include "process/file_descriptor.h"

namespace lcjudge {

struct StartedJail {
  std::string internal_error;  // non-empty: nothing started (or, with init set, the jail is to be reaped)
  pid_t init = -1;             // the jail's PID 1, the caller's child: killing it ends the jail; reap it
  FileDescriptor output;       // the read end of the program's stdout and stderr
  FileDescriptor input;        // the write end of its stdin, when kept (else it reads an empty one)
  FileDescriptor errors;       // the init's report: a setup error, or the program's status and CPU time
  std::string staging;         // the root's staging folder, removed once the init is reaped
  uid_t uid = 0;               // as root: the uid the jail's programs run as (one of its own)
  std::chrono::steady_clock::time_point start;
};

// Starts REQUEST's program in a new jail, into JAIL; its stdin is a pipe kept open for the caller
// when KEEP_INPUT (a socket: send it with MSG_NOSIGNAL).
void start_jail(const CompileJailRequest& request, bool keep_input, StartedJail& jail);

// "" once FOLDER is writable by the jail's compiler (given to the jail's UID when the judge is
// root), else why not.
std::string give_to_jail(const std::string& folder, uid_t uid);

// Removes JAIL's staging folder (after its init was reaped).
void remove_jail_staging(StartedJail& jail);

}  // namespace lcjudge
