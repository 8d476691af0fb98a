// Input validator for 1728 Cat and Mouse II (rules: ../problem.md).
// Usage: validate FILE.in | validate --answer FILE.ans   (FILE '-' reads stdin)
//
// An input is exactly three lines, each compact JSON then "\n", then end of file:
//   ["####F","#C...","M...."]      grid
//   1                              catJump
//   2                              mouseJump
// No spaces anywhere (LeetCode prints none; see strict_reader.h). Rules, checked in this order:
// grid cells only . # C M F (checked as the strings are read); 1 <= rows <= 8; 1 <= cols <= 8 with
// cols = grid[0].length; every row of length cols; exactly one C, one M, one F;
// 1 <= catJump <= 8; 1 <= mouseJump <= 8. An answer is `true` or `false`, then "\n".
#include <string>
#include <vector>

#include "../../common/strict_reader.h"
#include "../../common/validator_main.h"

namespace {

using validate::Integer;
using validate::Pos;
using validate::StrictReader;
using validate::String;
using validate::fail_at;

constexpr int kMaxSide = 8;
constexpr int kMinJump = 1;
constexpr int kMaxJump = 8;
const char* const kCells = ".#CMF";

std::string at(size_t i) { return "grid[" + std::to_string(i) + "]"; }

// The line's syntax and characters: an array of strings over kCells.
std::vector<String> read_grid(StrictReader& in) {
    std::vector<String> grid;
    in.expect('[', "opening grid");
    if (in.accept(']')) return grid;
    for (;;) {
        grid.push_back(in.read_string(at(grid.size()), kCells));
        if (in.expect_one_of(",]", "after " + at(grid.size() - 1)) == ']') return grid;
    }
}

void check_grid(const Pos& start, const std::vector<String>& grid) {
    const int rows = static_cast<int>(grid.size());
    if (rows < 1 || rows > kMaxSide) {
        fail_at(start, "rows = grid.length must be in 1.." + std::to_string(kMaxSide) + ", found " + std::to_string(rows));
    }
    const int cols = static_cast<int>(grid[0].value.size());
    if (cols < 1 || cols > kMaxSide) {
        fail_at(grid[0].pos, "cols = grid[0].length must be in 1.." + std::to_string(kMaxSide) + ", found " +
                                 std::to_string(cols));
    }
    for (int r = 1; r < rows; ++r) {
        if (static_cast<int>(grid[r].value.size()) != cols) {
            fail_at(grid[r].pos, at(r) + " has length " + std::to_string(grid[r].value.size()) + " but grid[0] has " +
                                     std::to_string(cols) + " (all rows must have the same length)");
        }
    }
    struct Piece {
        char cell;
        const char* name;
        int count;
    };
    Piece pieces[] = {{'C', "the cat", 0}, {'M', "the mouse", 0}, {'F', "the food", 0}};
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            for (Piece& p : pieces) {
                if (grid[r].value[c] != p.cell || ++p.count == 1) continue;
                fail_at(grid[r].char_pos(c), std::string("grid must contain exactly one '") + p.cell + "' (" + p.name +
                                                 "), found a second one at " + at(r) + "[" + std::to_string(c) + "]");
            }
        }
    }
    for (const Piece& p : pieces) {
        if (p.count == 0) {
            fail_at(start, std::string("grid must contain exactly one '") + p.cell + "' (" + p.name + "), found none");
        }
    }
}

void read_jump(StrictReader& in, const char* name) {
    in.begin_line(name);
    const Integer jump = in.read_integer(name);
    validate::require_range(jump, kMinJump, kMaxJump, name);
    in.end_line(name);
}

void validate_input(StrictReader& in) {
    in.start_file();
    in.begin_line("grid");
    const Pos start = in.pos();
    const std::vector<String> grid = read_grid(in);
    check_grid(start, grid);
    in.end_line("grid");
    read_jump(in, "catJump");
    read_jump(in, "mouseJump");
    in.end_file();
}

void validate_answer(StrictReader& in) {
    in.start_file();
    in.begin_line("the answer");
    const Pos start = in.pos();
    const std::string word = in.read_word();
    if (word.empty()) in.fail_expected("the answer (true or false)");
    if (word != "true" && word != "false") fail_at(start, "the answer must be true or false, found '" + validate::shorten(word) + "'");
    in.end_line("the answer");
    in.end_file();
}

}  // namespace

int main(int argc, char** argv) {
    return validate::run(argc, argv, validate::Problem{"1728 Cat and Mouse II", validate_input, validate_answer});
}
