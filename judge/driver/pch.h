// Everything a solution binary needs that does not depend on the solution, precompiled once:
// LeetCode's prelude first (the solution sees exactly that), then the driver.

#include "prelude.h"
#include "driver.h"
