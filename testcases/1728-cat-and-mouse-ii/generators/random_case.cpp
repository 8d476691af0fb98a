// Random small case for `judge stress` on 1728 Cat and Mouse II.
// Usage: random_case --seed S --max-size K [--count N]    (2 <= K <= 8)
// Prints one input in the committed .in format (grid, catJump, mouseJump, one per line): rows and
// cols uniform in 1..K (redrawn until the grid has the 3 cells C, M and F need), C, M and F on
// distinct random cells, every other cell a wall with a density picked by the seed (0 to 0.6),
// and both jumps uniform in 1..K (a jump of K or more reaches as far as K - 1 does on a K-wide
// grid, so larger jumps add nothing new).
// With --count N it prints the cases of seeds S, S+1, ..., S+N-1 (each the same as alone), each
// followed by a line `---`: one start for a batch of cases.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../../common/prng.h"
#include "../../common/random_case_main.h"

namespace {

// The case for one seed, as its three .in lines; k is the largest side and jump.
std::string randomCase(uint64_t seed, int k) {
    Prng rng(seed);
    int rows = 0, cols = 0;
    do {
        rows = rng.between(1, k), cols = rng.between(1, k);
    } while (rows * cols < 3);
    const double density = rng.between(0, 6) / 10.0;
    std::vector<std::string> grid(rows, std::string(cols, '.'));
    std::vector<int> cells(rows * cols);
    for (int id = 0; id < rows * cols; ++id) cells[id] = id;
    rng.shuffle(cells);
    const char pieces[] = {'C', 'M', 'F'};
    for (int i = 0; i < rows * cols; ++i) {
        char& cell = grid[cells[i] / cols][cells[i] % cols];
        if (i < 3) {
            cell = pieces[i];
        } else if (rng.chance(density)) {
            cell = '#';
        }
    }
    const int catJump = rng.between(1, k), mouseJump = rng.between(1, k);

    std::string out = "[";
    for (int r = 0; r < rows; ++r) out += (r ? ",\"" : "\"") + grid[r] + "\"";
    return out + "]\n" + std::to_string(catJump) + "\n" + std::to_string(mouseJump) + "\n";
}

}  // namespace

int main(int argc, char** argv) { return random_case::run(argc, argv, 2, 8, randomCase); }
