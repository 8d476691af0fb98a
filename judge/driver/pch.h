// Everything a solution binary needs that does not depend on the solution, precompiled once:
// LeetCode's prelude first (the solution sees exactly that), then the driver and its mains.

#include "prelude.h"
#include "driver.h"
#include "function_runner.h"
#include "design_runner.h"
