// The command line: `judge COMMAND [options] [targets]`, each command with its own options (see
// `judge help`). Exit statuses are in base/exit_status.h: 0 when every solution earned its
// expected verdict, 1 when some did not, 2 on usage errors, bad data or internal errors.
#pragma once

#include "base/exit_status.h"

namespace lcjudge {

int run_cli(int argc, char** argv);

}  // namespace lcjudge
