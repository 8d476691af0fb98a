// Everything a solution binary needs that does not depend on the solution, precompiled once:
// LeetCode's prelude first (the solution sees exactly that), then the driver, its mains and the
// structures' codec templates (entry_end.h binds them to the solution's structures).

#include "prelude.h"
#include "driver.h"
#include "function_runner.h"
#include "design_runner.h"
#include "iterator_runner.h"
#include "round_trip_runner.h"
#include "leetcode_io.h"
#include "structure_codecs.h"
