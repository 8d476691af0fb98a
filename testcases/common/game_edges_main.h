// The command line both problems' game_edges programs share, for `judge bench`:
//   game_edges [FILE]    (FILE: a valid .in; '-' or none reads stdin)
// reads the case with the validator's strict reader, lets the problem check what its count
// relies on, and prints the count: one integer and a newline. Errors name the file (and the line
// and column of a syntax error) and exit 2.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "case_tool.h"

namespace game_edges_tool {

// READ(StrictReader&) -> Case throws ValidationError on bad syntax; CHECK(const Case&) returns ""
// when the case can be counted, else why not; COUNT(const Case&) -> uint64_t is the count.
template <typename Read, typename Check, typename Count>
int run(int argc, char** argv, Read read, Check check, Count count) {
    if (argc > 2) {
        std::fprintf(stderr, "usage: game_edges [FILE]   (a valid .in; '-' or none reads stdin)\n");
        return 2;
    }
    const auto c = case_tool::read_checked("game_edges", argc == 2 ? argv[1] : "-", read, check);
    if (!c) return 2;
    std::printf("%llu\n", static_cast<unsigned long long>(count(*c)));
    return 0;
}

}  // namespace game_edges_tool
