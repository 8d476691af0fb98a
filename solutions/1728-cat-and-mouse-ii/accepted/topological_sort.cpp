// Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
// Retrograde analysis with move counts: breadth-first back from the terminal positions;
// the mouse wins iff the start is a mouse win within 1000 moves.
class Solution {
public:
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        constexpr int kMaxMoves = 1000;
        constexpr int kUndecided = 0, kMouseWin = 1, kCatWin = 2;
        constexpr int kMouseTurn = 0, kCatTurn = 1;
        const int rows = grid.size(), cols = grid[0].size(), cells = rows * cols;

        int mouseStart = 0, catStart = 0, food = 0;
        for (int cell = 0; cell < cells; ++cell) {
            const char c = grid[cell / cols][cell % cols];
            if (c == 'M') mouseStart = cell;
            if (c == 'C') catStart = cell;
            if (c == 'F') food = cell;
        }
        auto isWall = [&](int cell) { return grid[cell / cols][cell % cols] == '#'; };

        // Cells reachable in one move, staying put included. A jump can be reversed, so the same
        // lists also give the cells a player came from.
        auto movesFor = [&](int jump) {
            vector<vector<int>> moves(cells);
            const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
            for (int cell = 0; cell < cells; ++cell) {
                if (isWall(cell)) continue;
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
        };
        const vector<vector<int>> moves[2] = {movesFor(mouseJump), movesFor(catJump)};

        // A position (mouse, cat, turn) is flattened to one id.
        auto id = [&](int mouse, int cat, int turn) { return (mouse * cells + cat) * 2 + turn; };
        const int positions = cells * cells * 2;
        vector<int> result(positions, kUndecided), movesToEnd(positions, 0), degree(positions, 0);
        queue<int> resolved;
        for (int mouse = 0; mouse < cells; ++mouse) {
            for (int cat = 0; cat < cells; ++cat) {
                if (isWall(mouse) || isWall(cat)) continue;
                for (int turn : {kMouseTurn, kCatTurn}) {
                    const int pos = id(mouse, cat, turn);
                    if (mouse == cat || cat == food) {
                        result[pos] = kCatWin;
                    } else if (mouse == food) {
                        result[pos] = kMouseWin;
                    } else {
                        degree[pos] = moves[turn][turn == kMouseTurn ? mouse : cat].size();
                        continue;
                    }
                    resolved.push(pos);
                }
            }
        }

        // Breadth-first order gives the winner's shortest and the loser's longest move count.
        while (!resolved.empty()) {
            const int pos = resolved.front();
            resolved.pop();
            const int mouse = pos / 2 / cells, cat = pos / 2 % cells, turn = pos % 2;
            const int prevTurn = 1 - turn;
            const int prevMoverWins = prevTurn == kMouseTurn ? kMouseWin : kCatWin;
            for (int from : moves[prevTurn][prevTurn == kMouseTurn ? mouse : cat]) {
#ifdef LCJUDGE
                ++lcjudge_work;  // a move looked at, backwards (the judge's work count; LeetCode skips this)
#endif
                const int prev = prevTurn == kMouseTurn ? id(from, cat, prevTurn)
                                                        : id(mouse, from, prevTurn);
                if (result[prev] != kUndecided) continue;
                // One winning move suffices; a loss needs every move to lose.
                if (result[pos] == prevMoverWins || --degree[prev] == 0) {
                    result[prev] = result[pos];
                    movesToEnd[prev] = movesToEnd[pos] + 1;
                    resolved.push(prev);
                }
            }
        }
        const int start = id(mouseStart, catStart, kMouseTurn);
        return result[start] == kMouseWin && movesToEnd[start] <= kMaxMoves;
    }
};
