// The first include of a generated entry (build/entries/<problem>.cpp), before the solution:
// the start-up hook, then LeetCode's structures that the solution does not define itself.
#pragma once

#include "prelude.h"
#include "driver.h"
#include "startup_hook.h"
#include "structures.h"
