// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
// resolved is a draw.
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        constexpr int kDraw = 0, kMouseWin = 1, kCatWin = 2;
        constexpr int kMouseTurn = 0, kCatTurn = 1;
        const int n = graph.size();

        // result[mouse][cat][turn]; degree = moves not yet known to lose for the player to move.
        vector<vector<array<int, 2>>> result(n, vector<array<int, 2>>(n, {kDraw, kDraw}));
        vector<vector<array<int, 2>>> degree(n, vector<array<int, 2>>(n));
        for (int mouse = 0; mouse < n; ++mouse) {
            for (int cat = 1; cat < n; ++cat) {  // the cat never stands on the hole
                const auto& catMoves = graph[cat];
                const int catHoleMoves = count(catMoves.begin(), catMoves.end(), 0);
                degree[mouse][cat][kMouseTurn] = graph[mouse].size();
                degree[mouse][cat][kCatTurn] = catMoves.size() - catHoleMoves;
            }
        }

        queue<array<int, 3>> resolved;  // (mouse, cat, turn)
        for (int cat = 1; cat < n; ++cat) {
            for (int turn : {kMouseTurn, kCatTurn}) {
                result[0][cat][turn] = kMouseWin;
                resolved.push({0, cat, turn});
                result[cat][cat][turn] = kCatWin;
                resolved.push({cat, cat, turn});
            }
        }

        while (!resolved.empty()) {
            const auto [mouse, cat, turn] = resolved.front();
            resolved.pop();
            const int outcome = result[mouse][cat][turn];
            // The position one move earlier had the other player to move, standing on a neighbour.
            const int prevTurn = 1 - turn;
            const int prevMoverWins = prevTurn == kMouseTurn ? kMouseWin : kCatWin;
            for (int from : graph[prevTurn == kMouseTurn ? mouse : cat]) {
#ifdef LCJUDGE
                ++lcjudge_work;  // a move looked at, backwards (the judge's work count; LeetCode skips this)
#endif
                const int prevMouse = prevTurn == kMouseTurn ? from : mouse;
                const int prevCat = prevTurn == kCatTurn ? from : cat;
                if (prevCat == 0 || result[prevMouse][prevCat][prevTurn] != kDraw) continue;
                // One winning move suffices; a loss needs every move to lose.
                if (outcome == prevMoverWins || --degree[prevMouse][prevCat][prevTurn] == 0) {
                    result[prevMouse][prevCat][prevTurn] = outcome;
                    resolved.push({prevMouse, prevCat, prevTurn});
                }
            }
        }
        return result[1][2][kMouseTurn];
    }
};
