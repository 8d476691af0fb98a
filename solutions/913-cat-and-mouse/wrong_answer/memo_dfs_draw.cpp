// Time: O(n^2 d), d = the largest degree  Space: O(n^2)
// Memoized depth-first minimax on (mouse, cat, turn); a position met again while it is still
// being searched is taken as a draw, and every result is memoized as final.
// Wrong: a result that leaned on such a provisional draw is cached, so a win can be lost.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        graph_ = &graph;
        const int n = graph.size();
        memo_.assign(2, vector<vector<signed char>>(n, vector<signed char>(n, kUnknown)));
        return search(1, 2, kMouseTurn);
    }

private:
    static constexpr int kUnknown = -1, kInProgress = -2, kDraw = 0, kMouseWin = 1, kCatWin = 2;
    static constexpr int kMouseTurn = 0, kCatTurn = 1;
    const vector<vector<int>>* graph_ = nullptr;
    vector<vector<vector<signed char>>> memo_;  // memo_[turn][mouse][cat]

    int search(int mouse, int cat, int turn) {
        if (mouse == 0) return kMouseWin;
        if (mouse == cat) return kCatWin;
        signed char& memo = memo_[turn][mouse][cat];
        if (memo == kInProgress) return kDraw;  // the shortcut
        if (memo != kUnknown) return memo;
        memo = kInProgress;
        const bool mouseTurn = turn == kMouseTurn;
        const int loss = mouseTurn ? kCatWin : kMouseWin;
        int best = loss;
        for (int next : (*graph_)[mouseTurn ? mouse : cat]) {
            if (!mouseTurn && next == 0) continue;  // the cat may not enter the hole
            const int outcome = mouseTurn ? search(next, cat, kCatTurn) : search(mouse, next, kMouseTurn);
            if (outcome == loss) continue;
            best = outcome;
            if (best != kDraw) break;  // a win for the mover
        }
        return memo = best;
    }
};
