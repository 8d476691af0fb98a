// Ctrl-C: the judge stops promptly, kills every process group it started, removes its scratch
// folders and exits 130. SIGINT, SIGTERM and SIGHUP are blocked in every thread and taken by one
// watcher thread with sigwait, so nothing runs in a signal handler; children unblock them.
#pragma once

#include <sys/types.h>

#include <shared_mutex>
#include <string>

#include "base/exit_status.h"  // kExitInterrupted
#include "base/scratch_folder.h"

namespace lcjudge {

// Call first thing in main, before any thread starts.
void install_interrupt_handling();

// Held while a process is started and registered, so an interrupt cannot fall between the two.
// Shared: threads start their processes at the same time; only the interrupt waits for them all.
std::shared_lock<std::shared_mutex> defer_interrupts();

// What to clean up if interrupted; each registration is undone by the matching unregister.
void register_process_group(pid_t group, const std::shared_lock<std::shared_mutex>& deferred);
void unregister_process_group(pid_t group);
void register_scratch_folder(const std::string& path);
void unregister_scratch_folder(const std::string& path);

// For a ScratchFolder that an interrupt must remove too: the two calls above.
ScratchFolderWatch removed_on_interrupt();

}  // namespace lcjudge
