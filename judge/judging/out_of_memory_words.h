// A runtime's own words when it ran out of memory, for an MLE's message: Java's
// "java.lang.OutOfMemoryError: Java heap space", PHP's "Allowed memory size of N bytes exhausted
// (tried to allocate M bytes)", Node's "JavaScript heap out of memory", Go's "fatal error:
// runtime: out of memory", Python's "MemoryError", C++'s "std::bad_alloc". Shown beside the
// judge's measurement, never deciding the verdict: the process wrote them, so they are untrusted.
#pragma once

#include <map>
#include <string>

#include "process/spawn.h"

namespace lcjudge {

// At most this much of the runtime's words is quoted.
constexpr size_t kMaxOutOfMemoryWords = 200;

// What RUN said of running out of memory: the driver's out_of_memory record (SIDE, its side
// channel parsed), else the first line of its stderr that holds a runtime's words for it;
// escaped and cut to kMaxOutOfMemoryWords bytes; "" when it said nothing of the kind.
std::string out_of_memory_words(const RunRecord& run, const std::map<std::string, std::string>& side);

}  // namespace lcjudge
