// The size of a 1728 Cat and Mouse II case's game graph, for `judge bench`: the work unit that its
// solve times are divided by.
// Usage: game_edges [FILE]    (FILE: a valid .in; '-' or none reads stdin)
// Prints one integer: the number of edges of the game graph, every legal move from every position
// where the game is not over. A position is (mouse cell, cat cell, whose turn), both on cells that
// are not walls; it is over when they share a cell or either is on the food. A move stays put or
// jumps 1..jump cells in one of the four directions, never through a wall or off the grid (the
// mouse may land on the cat: that move ends the game). The 1000-move rule adds no edges: the
// retrograde solutions count moves to the end instead of positions with a move counter.
//
// A full retrograde pass walks each of these edges backwards at most once, from the position a
// move reaches to the position it was made from (each (position, predecessor) pair once). It
// counts every position, reachable from the start or not, as the retrograde solutions do; a pass
// that stops once the start is decided, or never expands draws, walks fewer.
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "../../common/game_edges_main.h"
#include "read_case.h"

namespace {

using cat_mouse_ii::Case;
using cat_mouse_ii::kMaxSide;

// How many cells a player with JUMP reaches in one move from (row, col), staying put included.
std::uint64_t moves_from(const std::vector<std::string>& grid, int row, int col, long long jump) {
    const int rows = static_cast<int>(grid.size()), cols = static_cast<int>(grid[0].size());
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    std::uint64_t moves = 1;
    for (int d = 0; d < 4; ++d) {
        int r = row, c = col;
        for (long long step = 1; step <= jump; ++step) {
            r += dr[d], c += dc[d];
            if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#') break;
            ++moves;
        }
    }
    return moves;
}

std::uint64_t game_edges(const Case& c) {
    struct Cell {
        std::uint64_t mouse_moves, cat_moves;
    };
    std::vector<Cell> cells;  // every cell that is neither a wall nor the food
    for (int r = 0; r < static_cast<int>(c.grid.size()); ++r) {
        for (int col = 0; col < static_cast<int>(c.grid[r].size()); ++col) {
            if (c.grid[r][col] == '#' || c.grid[r][col] == 'F') continue;
            cells.push_back({moves_from(c.grid, r, col, c.mouse_jump), moves_from(c.grid, r, col, c.cat_jump)});
        }
    }
    std::uint64_t edges = 0;
    for (size_t mouse = 0; mouse < cells.size(); ++mouse) {
        for (size_t cat = 0; cat < cells.size(); ++cat) {
            if (mouse == cat) continue;  // the cat has caught the mouse: over
            edges += cells[mouse].mouse_moves + cells[cat].cat_moves;  // mouse to move, cat to move
        }
    }
    return edges;
}

// Counting walks the grid by index; the validator checks the other rules.
std::string uncountable(const Case& c) {
    const size_t rows = c.grid.size();
    bool rectangular = rows >= 1 && rows <= kMaxSide && !c.grid[0].empty() && c.grid[0].size() <= kMaxSide;
    for (const auto& row : c.grid) rectangular = rectangular && row.size() == c.grid[0].size();
    return rectangular ? "" : "the grid is not 1..8 rows of 1..8 equal-length strings";
}

}  // namespace

int main(int argc, char** argv) { return game_edges_tool::run(argc, argv, cat_mouse_ii::read_case, uncountable, game_edges); }
