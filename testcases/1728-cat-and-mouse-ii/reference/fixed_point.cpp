// Test-only reference for 1728, independent of the accepted retrograde solution.
// Time: O(H * (R*C)^2 * (R+C)), H = rounds until nothing changes (<= 1000)  Space: O((R*C)^2)
// Value iteration with a horizon: after round k, win holds the positions from which the mouse
// can force reaching the food within k moves (plies). The mouse wins iff the start is in it after
// round 1000.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        constexpr int kHorizon = 1000;
        const int rows = grid.size(), cols = grid[0].size();
        int mouseRow = 0, mouseCol = 0, catRow = 0, catCol = 0, foodRow = 0, foodCol = 0;
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] == 'M') mouseRow = r, mouseCol = c;
                if (grid[r][c] == 'C') catRow = r, catCol = c;
                if (grid[r][c] == 'F') foodRow = r, foodCol = c;
            }
        }
        // Every landing cell of one move from (r, c) with the given jump, staying put included.
        auto landings = [&](int r, int c, int jump) {
            vector<pair<int, int>> out{{r, c}};
            const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
            for (int d = 0; d < 4; ++d) {
                for (int step = 1; step <= jump; ++step) {
                    const int nr = r + dr[d] * step, nc = c + dc[d] * step;
                    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] == '#') break;
                    out.emplace_back(nr, nc);
                }
            }
            return out;
        };
        // win[at(mouse, cat, turn)] for the current horizon; turn 0 = mouse to move.
        auto at = [&](int mRow, int mCol, int cRow, int cCol, int turn) {
            return (((mRow * cols + mCol) * rows + cRow) * cols + cCol) * 2 + turn;
        };
        vector<char> win(rows * cols * rows * cols * 2, false);
        // Horizon 0: only the mouse standing on the food (the cat elsewhere) is a mouse win.
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] == '#' || (r == foodRow && c == foodCol)) continue;
                win[at(foodRow, foodCol, r, c, 0)] = win[at(foodRow, foodCol, r, c, 1)] = true;
            }
        }

        for (int round = 1; round <= kHorizon; ++round) {
            vector<char> next = win;
            bool changed = false;
            for (int mRow = 0; mRow < rows; ++mRow) {
                for (int mCol = 0; mCol < cols; ++mCol) {
                    for (int cRow = 0; cRow < rows; ++cRow) {
                        for (int cCol = 0; cCol < cols; ++cCol) {
                            // Skip walls and terminal positions: their values never change.
                            if (grid[mRow][mCol] == '#' || grid[cRow][cCol] == '#') continue;
                            const bool caught = mRow == cRow && mCol == cCol;
                            const bool mouseFed = mRow == foodRow && mCol == foodCol;
                            const bool catFed = cRow == foodRow && cCol == foodCol;
                            if (caught || mouseFed || catFed) continue;
                            // Mouse to move: some move reaches a win within round - 1 moves.
                            if (!win[at(mRow, mCol, cRow, cCol, 0)]) {
                                bool someWin = false;
                                for (auto [r, c] : landings(mRow, mCol, mouseJump)) {
                                    someWin = someWin || win[at(r, c, cRow, cCol, 1)];
                                }
                                if (someWin) next[at(mRow, mCol, cRow, cCol, 0)] = changed = true;
                            }
                            // Cat to move: every move leaves a win within round - 1 moves.
                            if (!win[at(mRow, mCol, cRow, cCol, 1)]) {
                                bool allWin = true;
                                for (auto [r, c] : landings(cRow, cCol, catJump)) {
                                    allWin = allWin && win[at(mRow, mCol, r, c, 0)];
                                }
                                if (allWin) next[at(mRow, mCol, cRow, cCol, 1)] = changed = true;
                            }
                        }
                    }
                }
            }
            win = move(next);
            if (!changed) break;  // a fixed point: larger horizons give the same sets
        }
        return win[at(mouseRow, mouseCol, catRow, catCol, 0)];
    }
};
