// Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
// Retrograde analysis with move counts: breadth-first back from the terminal positions; the
// mouse wins iff the start is a mouse win within 1000 moves. topological_sort.cpp in LeetCode's
// C: the grid is char** rows of gridSize, each NUL-terminated.
enum { kMaxMoves = 1000 };
enum { kUndecided = 0, kMouseWin = 1, kCatWin = 2 };
enum { kMouseTurn = 0, kCatTurn = 1 };

// Cells reachable in one move, staying put included, as lists in MOVES (cells * (4 * jump + 1)
// slots) with their counts in COUNT. A jump can be reversed: the same lists give the cells a
// player came from.
static void find_moves(char** grid, int rows, int cols, int jump, int* moves, int* count) {
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    const int slots = 4 * jump + 1;
    for (int cell = 0; cell < rows * cols; cell++) {
        count[cell] = 0;
        if (grid[cell / cols][cell % cols] == '#') continue;
        int* list = moves + (size_t)cell * slots;
        list[count[cell]++] = cell;
        for (int d = 0; d < 4; d++) {
            int r = cell / cols, c = cell % cols;
            for (int step = 1; step <= jump; step++) {
                r += dr[d], c += dc[d];
                if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#') break;
                list[count[cell]++] = r * cols + c;
            }
        }
    }
}

bool canMouseWin(char** grid, int gridSize, int catJump, int mouseJump) {
    const int rows = gridSize, cols = strlen(grid[0]), cells = rows * cols;
    int mouseStart = 0, catStart = 0, food = 0;
    for (int cell = 0; cell < cells; cell++) {
        const char c = grid[cell / cols][cell % cols];
        if (c == 'M') mouseStart = cell;
        if (c == 'C') catStart = cell;
        if (c == 'F') food = cell;
    }
    const int jumps[2] = {mouseJump, catJump};
    int* moves[2];
    int* counts[2];
    for (int turn = 0; turn < 2; turn++) {
        moves[turn] = malloc((size_t)cells * (4 * jumps[turn] + 1) * sizeof(int));
        counts[turn] = malloc((size_t)cells * sizeof(int));
        find_moves(grid, rows, cols, jumps[turn], moves[turn], counts[turn]);
    }

    // A position (mouse, cat, turn) is flattened to one id.
    const int positions = cells * cells * 2;
    int* result = calloc(positions, sizeof(int));
    int* movesToEnd = calloc(positions, sizeof(int));
    int* degree = calloc(positions, sizeof(int));
    int* queue = malloc((size_t)positions * sizeof(int));
    int head = 0, tail = 0;
    for (int mouse = 0; mouse < cells; mouse++) {
        for (int cat = 0; cat < cells; cat++) {
            if (counts[0][mouse] == 0 || counts[1][cat] == 0) continue;  // a wall
            for (int turn = 0; turn < 2; turn++) {
                const int pos = (mouse * cells + cat) * 2 + turn;
                if (mouse == cat || cat == food) {
                    result[pos] = kCatWin;
                } else if (mouse == food) {
                    result[pos] = kMouseWin;
                } else {
                    degree[pos] = counts[turn][turn == kMouseTurn ? mouse : cat];
                    continue;
                }
                queue[tail++] = pos;
            }
        }
    }

    // Breadth-first order gives the winner's shortest and the loser's longest move count.
    while (head < tail) {
        const int pos = queue[head++];
        const int mouse = pos / 2 / cells, cat = pos / 2 % cells, turn = pos % 2;
        const int prevTurn = 1 - turn;
        const int prevMoverWins = prevTurn == kMouseTurn ? kMouseWin : kCatWin;
        const int mover = prevTurn == kMouseTurn ? mouse : cat;
        const int* from = moves[prevTurn] + (size_t)mover * (4 * jumps[prevTurn] + 1);
        for (int i = 0; i < counts[prevTurn][mover]; i++) {
#ifdef LCJUDGE
            ++lcjudge_work;  // a move looked at, backwards (the judge's work count; LeetCode skips this)
#endif
            const int prev = prevTurn == kMouseTurn ? (from[i] * cells + cat) * 2 + prevTurn
                                                    : (mouse * cells + from[i]) * 2 + prevTurn;
            if (result[prev] != kUndecided) continue;
            // One winning move suffices; a loss needs every move to lose.
            if (result[pos] == prevMoverWins || --degree[prev] == 0) {
                result[prev] = result[pos];
                movesToEnd[prev] = movesToEnd[pos] + 1;
                queue[tail++] = prev;
            }
        }
    }
    const int start = (mouseStart * cells + catStart) * 2 + kMouseTurn;
    const bool wins = result[start] == kMouseWin && movesToEnd[start] <= kMaxMoves;
    for (int turn = 0; turn < 2; turn++) {
        free(moves[turn]);
        free(counts[turn]);
    }
    free(result);
    free(movesToEnd);
    free(degree);
    free(queue);
    return wins;
}
