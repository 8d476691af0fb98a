// One-step shrinks of a 1728 Cat and Mouse II case, for `judge stress`.
// Usage: shrink FILE    (FILE: a valid .in, '-' for stdin)
// Prints every candidate one step smaller than the case, each as its three .in lines followed by
// a line `---` (nothing at all when there is none; no candidate twice), biggest steps first:
//   1. drop a row or column that holds none of C, M, F (the cells on either side of it become
//      neighbours; a border one simply goes);
//   2. shorten catJump or mouseJump by one (down to 1);
//   3. turn one floor cell '.' into a wall '#'.
// Every candidate meets the constraints (PROBLEMS.md) by construction: C, M and F stay, once
// each; a side drops only while above 1; jumps stay in 1..8.
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "read_case.h"

namespace {

using cat_mouse_ii::Case;

// Prints a candidate unless an earlier step already gave the same one (two equal rows dropped).
void print(const Case& c) {
    static std::set<std::string> printed;
    std::string out = "[";
    for (size_t r = 0; r < c.grid.size(); ++r) out += (r ? ",\"" : "\"") + c.grid[r] + "\"";
    out += "]\n" + std::to_string(c.cat_jump) + "\n" + std::to_string(c.mouse_jump) + "\n";
    if (printed.insert(out).second) std::printf("%s---\n", out.c_str());
}

bool plain(const std::string& cells) { return cells.find_first_of("CMF") == std::string::npos; }

std::string column(const Case& c, size_t col) {
    std::string cells;
    for (const auto& row : c.grid) cells += row[col];
    return cells;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: shrink FILE   (a valid .in; '-' reads stdin)\n");
        return 2;
    }
    validate::StrictReader in(validate::detail::read_all(argv[1]));
    Case c;
    try {
        c = cat_mouse_ii::read_case(in);
    } catch (const validate::ValidationError& e) {
        std::fprintf(stderr, "shrink: error: %s:%d:%d: %s\n", argv[1], e.pos().line, e.pos().column,
                     e.message().c_str());
        return 2;
    }
    const size_t rows = c.grid.size(), cols = rows ? c.grid[0].size() : 0;
    bool rectangular = rows >= 1 && cols >= 1;
    for (const auto& row : c.grid) rectangular = rectangular && row.size() == cols;
    if (!rectangular) {
        std::fprintf(stderr, "shrink: error: %s: not a valid case (check it with the validator)\n", argv[1]);
        return 2;
    }

    for (size_t r = 0; r < rows && rows > 1; ++r) {
        if (!plain(c.grid[r])) continue;
        Case smaller = c;
        smaller.grid.erase(smaller.grid.begin() + r);
        print(smaller);
    }
    for (size_t col = 0; col < cols && cols > 1; ++col) {
        if (!plain(column(c, col))) continue;
        Case smaller = c;
        for (auto& row : smaller.grid) row.erase(col, 1);
        print(smaller);
    }
    for (long long Case::*jump : {&Case::cat_jump, &Case::mouse_jump}) {
        if (c.*jump <= 1) continue;
        Case smaller = c;
        --(smaller.*jump);
        print(smaller);
    }
    for (size_t r = 0; r < rows; ++r) {
        for (size_t col = 0; col < cols; ++col) {
            if (c.grid[r][col] != '.') continue;
            Case smaller = c;
            smaller.grid[r][col] = '#';
            print(smaller);
        }
    }
    return 0;
}
