// Time: O(d^(n^2)), d = the largest degree  Space: O(n^2)
// The alpha-beta search as many blogs write it: the path is marked by (mouse, cat) only, so the
// same two nodes with the other player to move already count as a repeat, a draw.
// Wrong: that cuts lines that are not repeats, so a forced win needing the mouse and the cat to
// revisit a pair of nodes with the turn flipped is answered "draw"; still exponential as well.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        graph_ = &graph;
        const int n = graph.size();
        onPath_.assign(n, vector<char>(n, false));
        const int score = search(1, 2, /*mouseTurn=*/true, kCatWins, kMouseWins);
        return score == kMouseWins ? 1 : score == kCatWins ? 2 : 0;
    }

private:
    // Scores from the mouse's side: the mouse maximizes, the cat minimizes.
    static constexpr int kCatWins = -1, kDraw = 0, kMouseWins = 1;
    const vector<vector<int>>* graph_ = nullptr;
    vector<vector<char>> onPath_;  // onPath_[mouse][cat], whoever is to move

    int search(int mouse, int cat, bool mouseTurn, int alpha, int beta) {
        if (mouse == 0) return kMouseWins;
        if (mouse == cat) return kCatWins;
        if (onPath_[mouse][cat]) return kDraw;
        onPath_[mouse][cat] = true;
        int best;
        if (mouseTurn) {
            best = kCatWins;
            for (int next : (*graph_)[mouse]) {
                best = max(best, search(next, cat, false, alpha, beta));
                alpha = max(alpha, best);
                if (alpha >= beta) break;
            }
        } else {
            best = kMouseWins;
            for (int next : (*graph_)[cat]) {
                if (next == 0) continue;  // the cat may not enter the hole
                best = min(best, search(mouse, next, true, alpha, beta));
                beta = min(beta, best);
                if (alpha >= beta) break;
            }
        }
        onPath_[mouse][cat] = false;
        return best;
    }
};
