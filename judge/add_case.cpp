#include "add_case.h"

#include "error.h"

namespace lcjudge {

// Placeholder until the command lands: fails loudly rather than pretending.
int command_add(const Project&, const AddOptions&) { throw JudgeFailure("'command_add' is not implemented yet"); }

}  // namespace lcjudge
