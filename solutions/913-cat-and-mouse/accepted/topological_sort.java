// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis, as topological_sort.cpp: resolve positions backwards from the terminal
// ones; whatever is never resolved is a draw.
class Solution {
    private static final int DRAW = 0, MOUSE_WIN = 1, CAT_WIN = 2;
    private static final int MOUSE_TURN = 0, CAT_TURN = 1;

    public int catMouseGame(int[][] graph) {
        int n = graph.length;

        // result[mouse][cat][turn]; degree = moves not yet known to lose for the player to move.
        int[][][] result = new int[n][n][2];
        int[][][] degree = new int[n][n][2];
        for (int mouse = 0; mouse < n; ++mouse) {
            for (int cat = 1; cat < n; ++cat) {  // the cat never stands on the hole
                int catHoleMoves = 0;
                for (int to : graph[cat]) {
                    if (to == 0) ++catHoleMoves;
                }
                degree[mouse][cat][MOUSE_TURN] = graph[mouse].length;
                degree[mouse][cat][CAT_TURN] = graph[cat].length - catHoleMoves;
            }
        }

        // A queue of (mouse, cat, turn), three ints an entry; each position enters it at most once.
        int[] resolved = new int[3 * 2 * n * n];
        int head = 0, tail = 0;
        for (int cat = 1; cat < n; ++cat) {
            for (int turn = MOUSE_TURN; turn <= CAT_TURN; ++turn) {
                result[0][cat][turn] = MOUSE_WIN;
                resolved[tail++] = 0;
                resolved[tail++] = cat;
                resolved[tail++] = turn;
                result[cat][cat][turn] = CAT_WIN;
                resolved[tail++] = cat;
                resolved[tail++] = cat;
                resolved[tail++] = turn;
            }
        }

        while (head < tail) {
            int mouse = resolved[head++], cat = resolved[head++], turn = resolved[head++];
            int outcome = result[mouse][cat][turn];
            // The position one move earlier had the other player to move, standing on a neighbour.
            int prevTurn = 1 - turn;
            int prevMoverWins = prevTurn == MOUSE_TURN ? MOUSE_WIN : CAT_WIN;
            for (int from : graph[prevTurn == MOUSE_TURN ? mouse : cat]) {
                int prevMouse = prevTurn == MOUSE_TURN ? from : mouse;
                int prevCat = prevTurn == CAT_TURN ? from : cat;
                if (prevCat == 0 || result[prevMouse][prevCat][prevTurn] != DRAW) continue;
                // One winning move suffices; a loss needs every move to lose.
                if (outcome == prevMoverWins || --degree[prevMouse][prevCat][prevTurn] == 0) {
                    result[prevMouse][prevCat][prevTurn] = outcome;
                    resolved[tail++] = prevMouse;
                    resolved[tail++] = prevCat;
                    resolved[tail++] = prevTurn;
                }
            }
        }
        return result[1][2][MOUSE_TURN];
    }
}
