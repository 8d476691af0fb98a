#include "generate.h"

#include "error.h"

namespace lcjudge {

// Placeholder until the command lands: fails loudly rather than pretending.
int command_gen(const Project&, const GenOptions&) { throw JudgeFailure("'command_gen' is not implemented yet"); }

}  // namespace lcjudge
