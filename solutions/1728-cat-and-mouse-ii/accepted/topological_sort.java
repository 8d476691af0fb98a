// Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
// Retrograde analysis with move counts, as topological_sort.cpp: breadth-first back from the
// terminal positions; the mouse wins iff the start is a mouse win within 1000 moves.
class Solution {
    private static final int MAX_MOVES = 1000;
    private static final int UNDECIDED = 0, MOUSE_WIN = 1, CAT_WIN = 2;
    private static final int MOUSE_TURN = 0, CAT_TURN = 1;

    private int rows, cols, cells;
    private String[] grid;

    private boolean isWall(int cell) {
        return grid[cell / cols].charAt(cell % cols) == '#';
    }

    // Cells reachable in one move, staying put included. A jump can be reversed, so the same
    // lists also give the cells a player came from.
    private int[][] movesFor(int jump) {
        int[][] moves = new int[cells][];
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        int[] buffer = new int[1 + 4 * jump];
        for (int cell = 0; cell < cells; ++cell) {
            if (isWall(cell)) {
                moves[cell] = new int[0];
                continue;
            }
            int count = 0;
            buffer[count++] = cell;
            for (int d = 0; d < 4; ++d) {
                int r = cell / cols, c = cell % cols;
                for (int step = 1; step <= jump; ++step) {
                    r += dr[d];
                    c += dc[d];
                    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r].charAt(c) == '#') break;
                    buffer[count++] = r * cols + c;
                }
            }
            moves[cell] = Arrays.copyOf(buffer, count);
        }
        return moves;
    }

    // A position (mouse, cat, turn) flattened to one id.
    private int id(int mouse, int cat, int turn) {
        return (mouse * cells + cat) * 2 + turn;
    }

    public boolean canMouseWin(String[] grid, int catJump, int mouseJump) {
        this.grid = grid;
        rows = grid.length;
        cols = grid[0].length();
        cells = rows * cols;
        int mouseStart = 0, catStart = 0, food = 0;
        for (int cell = 0; cell < cells; ++cell) {
            char c = grid[cell / cols].charAt(cell % cols);
            if (c == 'M') mouseStart = cell;
            if (c == 'C') catStart = cell;
            if (c == 'F') food = cell;
        }
        int[][][] moves = {movesFor(mouseJump), movesFor(catJump)};

        int positions = cells * cells * 2;
        int[] result = new int[positions], movesToEnd = new int[positions], degree = new int[positions];
        int[] queue = new int[positions];
        int head = 0, tail = 0;
        for (int mouse = 0; mouse < cells; ++mouse) {
            for (int cat = 0; cat < cells; ++cat) {
                if (isWall(mouse) || isWall(cat)) continue;
                for (int turn = MOUSE_TURN; turn <= CAT_TURN; ++turn) {
                    int pos = id(mouse, cat, turn);
                    if (mouse == cat || cat == food) {
                        result[pos] = CAT_WIN;
                    } else if (mouse == food) {
                        result[pos] = MOUSE_WIN;
                    } else {
                        degree[pos] = moves[turn][turn == MOUSE_TURN ? mouse : cat].length;
                        continue;
                    }
                    queue[tail++] = pos;
                }
            }
        }

        // Breadth-first order gives the winner's shortest and the loser's longest move count.
        while (head < tail) {
            int pos = queue[head++];
            int mouse = pos / 2 / cells, cat = pos / 2 % cells, turn = pos % 2;
            int prevTurn = 1 - turn;
            int prevMoverWins = prevTurn == MOUSE_TURN ? MOUSE_WIN : CAT_WIN;
            for (int from : moves[prevTurn][prevTurn == MOUSE_TURN ? mouse : cat]) {
                int prev = prevTurn == MOUSE_TURN ? id(from, cat, prevTurn) : id(mouse, from, prevTurn);
                if (result[prev] != UNDECIDED) continue;
                // One winning move suffices; a loss needs every move to lose.
                if (result[pos] == prevMoverWins || --degree[prev] == 0) {
                    result[prev] = result[pos];
                    movesToEnd[prev] = movesToEnd[pos] + 1;
                    queue[tail++] = prev;
                }
            }
        }
        int start = id(mouseStart, catStart, MOUSE_TURN);
        return result[start] == MOUSE_WIN && movesToEnd[start] <= MAX_MOVES;
    }
}
