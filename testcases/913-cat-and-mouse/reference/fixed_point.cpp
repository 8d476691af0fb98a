// Test-only reference for 913, independent of the accepted retrograde solution.
// Time: O(sweeps * n^3), sweeps <= 2n^2 + 1 (each sweep but the last decides a position; a few
// dozen in practice)  Space: O(n^2)
// Fixed-point iteration: sweep over every position, deciding one when some move reaches a win for
// its mover or every move reaches a loss, until a sweep changes nothing; the rest are draws.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        const int n = graph.size();
        constexpr int kDraw = 0, kMouseWin = 1, kCatWin = 2;
        // value[turn][mouse][cat], turn 0 = mouse to move, 1 = cat to move.
        vector<vector<vector<int>>> value(2, vector<vector<int>>(n, vector<int>(n, kDraw)));
        for (int turn = 0; turn < 2; ++turn) {
            for (int node = 1; node < n; ++node) {  // the cat never stands on the hole
                value[turn][0][node] = kMouseWin;
                value[turn][node][node] = kCatWin;
            }
        }

        for (bool changed = true; changed;) {
            changed = false;
            for (int mouse = 1; mouse < n; ++mouse) {
                for (int cat = 1; cat < n; ++cat) {
                    if (mouse == cat) continue;
                    for (int turn = 0; turn < 2; ++turn) {
                        if (value[turn][mouse][cat] != kDraw) continue;
                        const int win = turn == 0 ? kMouseWin : kCatWin;
                        const int loss = turn == 0 ? kCatWin : kMouseWin;
                        bool canWin = false, allLose = true;
                        for (int next : graph[turn == 0 ? mouse : cat]) {
                            if (turn == 1 && next == 0) continue;  // the cat may not enter the hole
                            const int v = turn == 0 ? value[1][next][cat] : value[0][mouse][next];
                            canWin = canWin || v == win;
                            allLose = allLose && v == loss;
                        }
                        if (canWin || allLose) {
                            value[turn][mouse][cat] = canWin ? win : loss;
                            changed = true;
                        }
                    }
                }
            }
        }
        return value[0][1][2];
    }
};
