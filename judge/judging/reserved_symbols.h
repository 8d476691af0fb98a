// Names a solution may not define or use: the sanitizers' interfaces (through them a solution can
// replace what a finding does, as a death callback that exits with 0, or silence the report) and
// the driver's reserved `lcjudge_` names. Found in the optimised binary's symbol table, which
// links no sanitizer runtime: every such name in it, defined or only referenced (even weakly),
// came from the solution.
#pragma once

#include <optional>
#include <string>

#include "judging/build.h"

namespace lcjudge {

// The first reserved symbol of the ELF binary at PATH, raw (escape it to show it); a binary the
// judge cannot read as ELF with a symbol table counts as one, "(no symbol table)", since the
// judge's own links always write one. Throws JudgeFailure if the file cannot be read.
std::optional<std::string> reserved_symbol_in(const std::string& path);

// Whether NAME is reserved: __asan_, __ubsan_, __sanitizer_, __lsan_, __msan_, __tsan_,
// __hwasan_, __dfsan_ prefixed, or lcjudge_ prefixed except the driver's own lcjudge_work.
bool is_reserved_symbol(const std::string& name);

// After a good optimised build of BINARY: a reserved symbol in it makes OUTCOME a compile error
// naming the symbol (escaped), the same with or without the sanitized build.
void refuse_reserved_symbols(BuildOutcome& outcome, const std::string& binary);

}  // namespace lcjudge
