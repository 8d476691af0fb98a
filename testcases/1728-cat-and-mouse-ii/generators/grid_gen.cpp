// Test input generator for 1728 Cat and Mouse II.
// Usage: grid_gen FAMILY ROWS COLS CATJUMP MOUSEJUMP [PARAM] [--place random|far|chase] --seed S
// Prints one input as three lines: the grid as compact JSON, catJump, mouseJump. The input always
// meets the constraints: 1..8 rows and columns, only ".#CMF", exactly one C, M and F, jumps 1..8.
// Placement "far" puts the mouse and the food at the two ends of a longest shortest path (one-cell
// steps) and the cat as far as it can be from both, on the same floor component when possible;
// "chase" puts the cat at the far end instead and the mouse one step ahead of it, so that in a maze
// the mouse wins only by running the whole way (long forced wins).
// Family "snake" takes the corridor's LENGTH as its PARAM: a corridor of LENGTH cells winding through
// rows of COLS cells, the mouse at its start, the food at its end, and the cat shut in the bottom
// right corner below a wall row; the grid has just the rows it needs (at most ROWS), and --place
// is ignored. With the cat unable to move, a forward search walks every line of the mouse's play
// shorter than the corridor, so its work grows by a steady factor per cell of corridor.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <vector>

#include "../../common/prng.h"

namespace {

const char* const kUsage =
    "usage: grid_gen FAMILY ROWS COLS CATJUMP MOUSEJUMP [PARAM] [--place random|far|chase]\n"
    "                --seed S\n"
    "  FAMILY: open | walls [DENSITY=0.3] | corridor | maze [LOOPS=0] | enclosed [DENSITY=0.2]\n"
    "          | snake LENGTH\n"
    "  1 <= ROWS, COLS <= 8 with ROWS * COLS >= 3; 1 <= CATJUMP, MOUSEJUMP <= 8\n";

[[noreturn]] void usage(const std::string& why) {
    std::fprintf(stderr, "grid_gen: error: %s\n%s", why.c_str(), kUsage);
    std::exit(2);
}

bool parseInt(const std::string& s, long long lo, long long hi, long long& out) {
    if (s.empty() || s.size() > 19) return false;
    unsigned long long value = 0;
    for (char ch : s) {
        if (ch < '0' || ch > '9') return false;
        value = value * 10 + (ch - '0');
    }
    if (value < static_cast<unsigned long long>(lo)) return false;
    if (value > static_cast<unsigned long long>(hi)) return false;
    out = static_cast<long long>(value);
    return true;
}

class Board {
public:
    Board(int numRows, int numCols)
        : rows(numRows), cols(numCols), cell(numRows, std::string(numCols, '.')) {}
    const int rows, cols;
    std::vector<std::string> cell;

    int count() const { return rows * cols; }
    char& at(int id) { return cell[id / cols][id % cols]; }
    char at(int id) const { return cell[id / cols][id % cols]; }
    bool floor(int id) const { return at(id) != '#'; }
    std::vector<int> neighbours(int id) const {
        const int r = id / cols, c = id % cols;
        std::vector<int> out;
        if (r > 0) out.push_back(id - cols);
        if (r + 1 < rows) out.push_back(id + cols);
        if (c > 0) out.push_back(id - 1);
        if (c + 1 < cols) out.push_back(id + 1);
        return out;
    }
    std::vector<int> floorCells() const {
        std::vector<int> out;
        for (int id = 0; id < count(); ++id) {
            if (floor(id)) out.push_back(id);
        }
        return out;
    }
    // One-cell-step distances over floor cells from `from`; -1 where unreachable.
    std::vector<int> distances(int from) const {
        std::vector<int> dist(count(), -1);
        std::queue<int> q;
        dist[from] = 0;
        q.push(from);
        while (!q.empty()) {
            const int v = q.front();
            q.pop();
            for (int w : neighbours(v)) {
                if (floor(w) && dist[w] < 0) dist[w] = dist[v] + 1, q.push(w);
            }
        }
        return dist;
    }
};

void addRandomWalls(Board& b, double density, Prng& rng) {
    for (int id = 0; id < b.count(); ++id) {
        if (rng.chance(density)) b.at(id) = '#';
    }
}

// Boustrophedon: open rows 0, 2, 4, ...; the wall rows between them keep one gap, alternately at
// the right and the left end. A single row or column stays open.
void addCorridor(Board& b) {
    if (b.rows == 1 || b.cols == 1) return;
    for (int r = 1; r < b.rows; r += 2) {
        b.cell[r] = std::string(b.cols, '#');
        if (r + 1 < b.rows) b.cell[r][(r / 2) % 2 == 0 ? b.cols - 1 : 0] = '.';
    }
}

// Randomized depth-first maze whose floor is a tree: a wall cell is carved only when it touches
// exactly one floor cell, which packs long winding paths into the grid. Then each wall cell that
// separates two floor cells is opened with probability `loops`.
void addMaze(Board& b, double loops, Prng& rng) {
    for (auto& row : b.cell) row.assign(b.cols, '#');
    auto floorNeighbours = [&](int id) {
        int n = 0;
        for (int w : b.neighbours(id)) n += b.floor(w);
        return n;
    };
    const int start = rng.below(b.count());
    b.at(start) = '.';
    std::vector<int> stack{start};
    while (!stack.empty()) {
        std::vector<int> options;
        for (int w : b.neighbours(stack.back())) {
            if (!b.floor(w) && floorNeighbours(w) == 1) options.push_back(w);
        }
        if (options.empty()) {
            stack.pop_back();
            continue;
        }
        const int next = rng.pick(options);
        b.at(next) = '.';
        stack.push_back(next);
    }
    for (int id = 0; id < b.count(); ++id) {
        if (!b.floor(id) && floorNeighbours(id) >= 2 && rng.chance(loops)) b.at(id) = '.';
    }
}

// Opens random wall cells (never those in `keep`) until at least `need` floor cells exist.
void ensureFloor(Board& b, int need, const std::vector<int>& keep, Prng& rng) {
    std::vector<int> walls;
    for (int id = 0; id < b.count(); ++id) {
        const bool kept = std::find(keep.begin(), keep.end(), id) != keep.end();
        if (!b.floor(id) && !kept) walls.push_back(id);
    }
    rng.shuffle(walls);
    for (int id : walls) {
        if (static_cast<int>(b.floorCells().size()) >= need) return;
        b.at(id) = '.';
    }
}

// The snake family's grid (see the header), or an empty board when LENGTH does not fit in
// ROWS x COLS.
std::vector<std::string> snakeGrid(int maxRows, int cols, int length) {
    std::vector<std::pair<int, int>> path;
    int r = 0, c = 0, step = 1;
    while (static_cast<int>(path.size()) < length) {
        path.push_back({r, c});
        if (static_cast<int>(path.size()) == length) break;
        if (c + step >= 0 && c + step < cols) {
            c += step;
        } else {  // down through the wall row to the next open row, turning round
            path.push_back({r + 1, c});
            r += 2, step = -step;
        }
    }
    const int rows = path.back().first + 3;  // the corridor's rows, a wall row, the cat's row
    if (rows > maxRows || cols < 2) return {};
    std::vector<std::string> grid(rows, std::string(cols, '#'));
    for (auto [pr, pc] : path) grid[pr][pc] = '.';
    grid[path.front().first][path.front().second] = 'M';
    grid[path.back().first][path.back().second] = 'F';
    grid[rows - 1][cols - 1] = 'C';  // walls above and to the left: it can only stay
    return grid;
}

enum class Placement { kRandom, kFar, kChase };

// Picks distinct floor cells for the food (unless already fixed), the mouse and the cat.
void place(Board& b, Placement placement, int food, Prng& rng) {
    std::vector<int> free = b.floorCells();
    free.erase(std::remove(free.begin(), free.end(), food), free.end());
    rng.shuffle(free);  // also breaks the ties below at random
    if (placement == Placement::kRandom) {
        if (food < 0) food = free[2];
        b.at(food) = 'F', b.at(free[0]) = 'M', b.at(free[1]) = 'C';
        return;
    }
    // The two ends of a longest shortest path among the free cells.
    int end1 = free[0], end2 = free[1], longest = -1;
    for (int a : free) {
        const std::vector<int> dist = b.distances(a);
        for (int c : free) {
            if (c != a && dist[c] > longest) longest = dist[c], end1 = a, end2 = c;
        }
    }
    if (food >= 0) {  // the food is walled in: keep the mouse and the cat apart instead
        b.at(food) = 'F', b.at(end1) = 'M', b.at(end2) = 'C';
        return;
    }
    food = end2;
    const std::vector<int> fromFood = b.distances(food);
    if (placement == Placement::kChase && longest >= 2) {
        // The cat at the far end, the mouse one step ahead of it towards the food.
        for (int w : b.neighbours(end1)) {
            if (b.floor(w) && fromFood[w] == longest - 1) {
                b.at(food) = 'F', b.at(w) = 'M', b.at(end1) = 'C';
                return;
            }
        }
    }
    // Far: the mouse at the far end, the cat where the nearer of the mouse and the food is
    // farthest.
    const std::vector<int> fromMouse = b.distances(end1);
    int cat = -1, best = -3;
    for (int c : free) {
        const int score = c == end1 || c == end2 ? -2 : std::min(fromMouse[c], fromFood[c]);
        if (score > best) best = score, cat = c;
    }
    b.at(food) = 'F', b.at(end1) = 'M', b.at(cat) = 'C';
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> positional;
    std::string seedText, placement = "random";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--seed" || arg == "--place") {
            if (i + 1 >= argc) usage(arg + " needs a value");
            (arg == "--seed" ? seedText : placement) = argv[++i];
        } else {
            positional.push_back(arg);
        }
    }
    long long rows = 0, cols = 0, catJump = 0, mouseJump = 0, seed = 0;
    if (seedText.empty()) usage("missing --seed S");
    if (!parseInt(seedText, 0, INT64_MAX, seed)) usage("bad seed '" + seedText + "'");
    if (placement != "random" && placement != "far" && placement != "chase") {
        usage("--place must be random, far or chase");
    }
    if (positional.size() < 5 || positional.size() > 6) {
        usage("expected FAMILY ROWS COLS CATJUMP MOUSEJUMP [PARAM]");
    }
    if (!parseInt(positional[1], 1, 8, rows) || !parseInt(positional[2], 1, 8, cols)) {
        usage("ROWS and COLS must be in 1..8");
    }
    if (rows * cols < 3) usage("the grid needs at least 3 cells for C, M and F");
    if (!parseInt(positional[3], 1, 8, catJump) || !parseInt(positional[4], 1, 8, mouseJump)) {
        usage("jumps must be in 1..8");
    }

    const std::string& family = positional[0];
    if (family == "snake") {
        long long length = 0;
        if (positional.size() != 6 || !parseInt(positional[5], 2, 64, length)) usage("snake needs a LENGTH in 2..64");
        const std::vector<std::string> grid = snakeGrid(static_cast<int>(rows), static_cast<int>(cols),
                                                        static_cast<int>(length));
        if (grid.empty()) usage("a snake of " + positional[5] + " cells does not fit in " + positional[1] + "x" + positional[2]);
        std::string out = "[";
        for (size_t r = 0; r < grid.size(); ++r) out += (r ? ",\"" : "\"") + grid[r] + "\"";
        std::printf("%s]\n%lld\n%lld\n", out.c_str(), catJump, mouseJump);
        return 0;
    }
    const bool takesParam = family == "walls" || family == "maze" || family == "enclosed";
    if (positional.size() == 6 && !takesParam) usage("FAMILY '" + family + "' takes no PARAM");
    auto paramOr = [&](double fallback) {
        if (positional.size() < 6) return fallback;
        char* end = nullptr;
        const double value = std::strtod(positional[5].c_str(), &end);
        if (*end != '\0' || !(value >= 0 && value <= 1)) {
            usage("PARAM must be a probability in [0, 1]");
        }
        return value;
    };

    Prng rng(static_cast<uint64_t>(seed));
    Board b(static_cast<int>(rows), static_cast<int>(cols));
    int food = -1;
    if (family == "open") {
    } else if (family == "walls") {
        addRandomWalls(b, paramOr(0.3), rng);
    } else if (family == "corridor") {
        addCorridor(b);
    } else if (family == "maze") {
        addMaze(b, paramOr(0), rng);
    } else if (family == "enclosed") {
        // Food walled in on all four sides, so nobody ever reaches it (grids too small to fit
        // the mouse and the cat besides get as many of those walls as fit).
        addRandomWalls(b, paramOr(0.2), rng);
        food = rng.below(b.count());
        b.at(food) = '.';
        std::vector<int> keep = b.neighbours(food);
        for (int w : keep) b.at(w) = '#';
        keep.push_back(food);
        ensureFloor(b, 3, keep, rng);
        ensureFloor(b, 3, {food}, rng);
    } else {
        usage("unknown FAMILY '" + family + "'");
    }
    ensureFloor(b, 3, {}, rng);
    const Placement mode = placement == "far"     ? Placement::kFar
                           : placement == "chase" ? Placement::kChase
                                                  : Placement::kRandom;
    place(b, mode, food, rng);

    std::string out = "[";
    for (int r = 0; r < b.rows; ++r) out += (r ? ",\"" : "\"") + b.cell[r] + "\"";
    std::printf("%s]\n%lld\n%lld\n", out.c_str(), catJump, mouseJump);
    return 0;
}
