// Time: O(n^3 d), d = the largest degree  Space: O(n^3)
// Memoized dp over (step, mouse, cat), the mover given by the step's parity; a game still going
// after 2n steps is declared a draw (the first editorial's bound).
// Wrong: forced wins can take longer than 2n moves (a 10-node graph needs 30); and at n = 200
// a dense graph takes over a second.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        graph_ = &graph;
        const int n = graph.size();
        maxSteps_ = 2 * n;
        dp_.assign(maxSteps_, vector<vector<signed char>>(n, vector<signed char>(n, kUnknown)));
        return result(1, 2, 0);
    }

private:
    static constexpr int kUnknown = -1, kDraw = 0, kMouseWin = 1, kCatWin = 2;
    const vector<vector<int>>* graph_ = nullptr;
    int maxSteps_ = 0;
    vector<vector<vector<signed char>>> dp_;  // dp_[step][mouse][cat]

    // The outcome with `step` moves made so far: the mouse moves on even steps, the cat on odd.
    int result(int mouse, int cat, int step) {
        if (step == maxSteps_) return kDraw;
        if (mouse == 0) return kMouseWin;
        if (mouse == cat) return kCatWin;
        signed char& memo = dp_[step][mouse][cat];
        if (memo != kUnknown) return memo;
        const bool mouseTurn = step % 2 == 0;
        const int loss = mouseTurn ? kCatWin : kMouseWin;
        int best = loss;  // no move avoids losing, until one does
        for (int next : (*graph_)[mouseTurn ? mouse : cat]) {
            if (!mouseTurn && next == 0) continue;  // the cat may not enter the hole
            const int outcome = mouseTurn ? result(next, cat, step + 1) : result(mouse, next, step + 1);
            if (outcome == loss) continue;
            best = outcome;
            if (best != kDraw) break;  // a win for the mover
        }
        return memo = best;
    }
};
