// Time: O(d^(2n^2)), d = the largest degree  Space: O(n^2)
// Depth-first minimax with alpha-beta pruning, no memo; a position (mouse, cat, turn) already on
// the search path is a repeat, a draw. Exact (that is the game's own rule), but too slow: it
// walks lines of play, not positions, and cycle-rich graphs of 10 to 20 nodes have billions.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        graph_ = &graph;
        const int n = graph.size();
        onPath_.assign(2, vector<vector<char>>(n, vector<char>(n, false)));
        const int score = search(1, 2, kMouseTurn, kCatWins, kMouseWins);
        return score == kMouseWins ? 1 : score == kCatWins ? 2 : 0;
    }

private:
    // Scores from the mouse's side: the mouse maximizes, the cat minimizes.
    static constexpr int kCatWins = -1, kDraw = 0, kMouseWins = 1;
    static constexpr int kMouseTurn = 0, kCatTurn = 1;
    const vector<vector<int>>* graph_ = nullptr;
    vector<vector<vector<char>>> onPath_;  // onPath_[turn][mouse][cat]

    // The score of the game from here, exact when it lies strictly inside (alpha, beta), else a
    // bound on the side of the window it falls.
    int search(int mouse, int cat, int turn, int alpha, int beta) {
#ifdef LCJUDGE
        ++lcjudge_work;  // a call made (the judge's work count; LeetCode skips this)
#endif
        if (mouse == 0) return kMouseWins;
        if (mouse == cat) return kCatWins;
        if (onPath_[turn][mouse][cat]) return kDraw;
        onPath_[turn][mouse][cat] = true;
        int best;
        if (turn == kMouseTurn) {
            best = kCatWins;
            for (int next : (*graph_)[mouse]) {
                best = max(best, search(next, cat, kCatTurn, alpha, beta));
                alpha = max(alpha, best);
                if (alpha >= beta) break;
            }
        } else {
            best = kMouseWins;
            for (int next : (*graph_)[cat]) {
                if (next == 0) continue;  // the cat may not enter the hole
                best = min(best, search(mouse, next, kMouseTurn, alpha, beta));
                beta = min(beta, best);
                if (alpha >= beta) break;
            }
        }
        onPath_[turn][mouse][cat] = false;
        return best;
    }
};
