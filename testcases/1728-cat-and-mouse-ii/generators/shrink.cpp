// One-step shrinks of a 1728 Cat and Mouse II case, for `judge stress`.
// Usage: shrink FILE    (FILE: a valid .in, '-' for stdin)
// Prints every candidate one step smaller than the case, each as its three .in lines followed by
// a line `---` (nothing at all when there is none; no candidate twice), biggest steps first:
//   1. drop a row or column that holds none of C, M, F (the cells on either side of it become
//      neighbours; a border one simply goes);
//   2. shorten catJump or mouseJump by one (down to 1);
//   3. turn one floor cell '.' into a wall '#'.
// Every candidate meets the constraints (../problem.md) by construction: C, M and F stay, once
// each; a side drops only while above 1; jumps stay in 1..8.
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "../../common/case_tool.h"
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

// Shrinking walks the grid by index; the validator checks the other rules.
std::string unshrinkable(const Case& c) {
    const size_t cols = c.grid.empty() ? 0 : c.grid[0].size();
    bool rectangular = !c.grid.empty() && cols >= 1;
    for (const auto& row : c.grid) rectangular = rectangular && row.size() == cols;
    return rectangular ? "" : "not a valid case";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: shrink FILE   (a valid .in; '-' reads stdin)\n");
        return 2;
    }
    const auto read = case_tool::read_checked("shrink", argv[1], cat_mouse_ii::read_case, unshrinkable);
    if (!read) return 2;
    const Case& c = *read;
    const size_t rows = c.grid.size(), cols = c.grid[0].size();

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
