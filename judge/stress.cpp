#include "stress.h"

#include "error.h"

namespace lcjudge {

// Placeholder until the command lands: fails loudly rather than pretending.
int command_stress(const Project&, const StressOptions&) { throw JudgeFailure("'command_stress' is not implemented yet"); }

}  // namespace lcjudge
