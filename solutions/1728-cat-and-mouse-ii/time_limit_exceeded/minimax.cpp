// Time: O(m^L), L = the plies the search must look ahead (up to 1000), m = moves per position  Space: O(R*C + 1000)
// Depth-first minimax with the 1000-move counter and no memo: the mouse tries its moves until one
// wins, the cat until one holds the mouse off; the cat wins when the counter runs out.
// Too slow: every line of play is searched anew, and a won position is reached by many lines.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        const int rows = grid.size(), cols = grid[0].size();
        int mouse = 0, cat = 0;
        for (int cell = 0; cell < rows * cols; ++cell) {
            const char c = grid[cell / cols][cell % cols];
            if (c == 'M') mouse = cell;
            if (c == 'C') cat = cell;
            if (c == 'F') food_ = cell;
        }
        moves_[0] = movesFor(grid, mouseJump);
        moves_[1] = movesFor(grid, catJump);
        return mouseWins(mouse, cat, 0);
    }

private:
    static constexpr int kMaxMoves = 1000;
    int food_ = 0;
    vector<vector<int>> moves_[2];  // landing cells, staying put included: [0] mouse, [1] cat

    static vector<vector<int>> movesFor(const vector<string>& grid, int jump) {
        const int rows = grid.size(), cols = grid[0].size();
        const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        vector<vector<int>> moves(rows * cols);
        for (int cell = 0; cell < rows * cols; ++cell) {
            if (grid[cell / cols][cell % cols] == '#') continue;
            moves[cell].push_back(cell);
            for (int d = 0; d < 4; ++d) {
                int r = cell / cols, c = cell % cols;
                for (int step = 1; step <= jump; ++step) {
                    r += dr[d], c += dc[d];
                    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#') break;
                    moves[cell].push_back(r * cols + c);
                }
            }
        }
        return moves;
    }

    // Can the mouse force the food, `made` moves (plies) having been made? The mouse moves when
    // `made` is even.
    bool mouseWins(int mouse, int cat, int made) {
#ifdef LCJUDGE
        ++lcjudge_work;  // a call made (the judge's work count; LeetCode skips this)
#endif
        if (made == kMaxMoves) return false;
        if (made % 2 == 0) {
            for (int next : moves_[0][mouse]) {
                if (next == food_) return true;
                if (next != cat && mouseWins(next, cat, made + 1)) return true;
            }
            return false;
        }
        for (int next : moves_[1][cat]) {
            if (next == food_ || next == mouse) return false;
            if (!mouseWins(mouse, next, made + 1)) return false;
        }
        return true;
    }
};
