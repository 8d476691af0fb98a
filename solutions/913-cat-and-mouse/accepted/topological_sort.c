// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
// resolved is a draw. topological_sort.cpp in LeetCode's C: the graph is int** with its sizes.
enum { kDraw = 0, kMouseWin = 1, kCatWin = 2 };
enum { kMouseTurn = 0, kCatTurn = 1 };

int catMouseGame(int** graph, int graphSize, int* graphColSize) {
    const int n = graphSize;
    // result[(mouse * n + cat) * 2 + turn]; degree = moves not yet known to lose for the player to move.
    int* result = calloc((size_t)n * n * 2, sizeof(int));
    int* degree = calloc((size_t)n * n * 2, sizeof(int));
    int* queue = malloc((size_t)n * n * 2 * sizeof(int));  // each position resolved once
    int head = 0, tail = 0;
#define POS(mouse, cat, turn) (((mouse) * n + (cat)) * 2 + (turn))
    for (int mouse = 0; mouse < n; mouse++) {
        for (int cat = 1; cat < n; cat++) {  // the cat never stands on the hole
            int catHoleMoves = 0;
            for (int i = 0; i < graphColSize[cat]; i++) catHoleMoves += graph[cat][i] == 0;
            degree[POS(mouse, cat, kMouseTurn)] = graphColSize[mouse];
            degree[POS(mouse, cat, kCatTurn)] = graphColSize[cat] - catHoleMoves;
        }
    }
    for (int cat = 1; cat < n; cat++) {
        for (int turn = 0; turn < 2; turn++) {
            result[POS(0, cat, turn)] = kMouseWin;
            queue[tail++] = POS(0, cat, turn);
            result[POS(cat, cat, turn)] = kCatWin;
            queue[tail++] = POS(cat, cat, turn);
        }
    }
    while (head < tail) {
        const int pos = queue[head++];
        const int mouse = pos / 2 / n, cat = pos / 2 % n, turn = pos % 2;
        const int outcome = result[pos];
        // The position one move earlier had the other player to move, standing on a neighbour.
        const int prevTurn = 1 - turn;
        const int prevMoverWins = prevTurn == kMouseTurn ? kMouseWin : kCatWin;
        const int mover = prevTurn == kMouseTurn ? mouse : cat;
        for (int i = 0; i < graphColSize[mover]; i++) {
            const int from = graph[mover][i];
#ifdef LCJUDGE
            ++lcjudge_work;  // a move looked at, backwards (the judge's work count; LeetCode skips this)
#endif
            const int prevMouse = prevTurn == kMouseTurn ? from : mouse;
            const int prevCat = prevTurn == kCatTurn ? from : cat;
            const int prev = POS(prevMouse, prevCat, prevTurn);
            if (prevCat == 0 || result[prev] != kDraw) continue;
            // One winning move suffices; a loss needs every move to lose.
            if (outcome == prevMoverWins || --degree[prev] == 0) {
                result[prev] = outcome;
                queue[tail++] = prev;
            }
        }
    }
    const int answer = result[POS(1, 2, kMouseTurn)];
#undef POS
    free(result);
    free(degree);
    free(queue);
    return answer;
}
