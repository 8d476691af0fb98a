// Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
// Retrograde analysis with move counts: breadth-first back from the terminal positions; the
// mouse wins iff the start is a mouse win within 1000 moves.
/**
 * @param {string[]} grid
 * @param {number} catJump
 * @param {number} mouseJump
 * @return {boolean}
 */
var canMouseWin = function(grid, catJump, mouseJump) {
    const MAX_MOVES = 1000;
    const UNDECIDED = 0, MOUSE_WIN = 1, CAT_WIN = 2;
    const MOUSE_TURN = 0, CAT_TURN = 1;
    const rows = grid.length, cols = grid[0].length, cells = rows * cols;
    let mouseStart = 0, catStart = 0, food = 0;
    for (let cell = 0; cell < cells; ++cell) {
        const c = grid[Math.floor(cell / cols)][cell % cols];
        if (c === 'M') mouseStart = cell;
        if (c === 'C') catStart = cell;
        if (c === 'F') food = cell;
    }
    const isWall = (cell) => grid[Math.floor(cell / cols)][cell % cols] === '#';

    // Cells reachable in one move, staying put included. A jump can be reversed, so the same
    // lists also give the cells a player came from.
    const movesFor = (jump) => {
        const moves = [];
        for (let cell = 0; cell < cells; ++cell) {
            const list = [];
            moves.push(list);
            if (isWall(cell)) continue;
            list.push(cell);
            for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
                let r = Math.floor(cell / cols), c = cell % cols;
                for (let step = 1; step <= jump; ++step) {
                    r += dr;
                    c += dc;
                    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] === '#') break;
                    list.push(r * cols + c);
                }
            }
        }
        return moves;
    };
    const moves = [movesFor(mouseJump), movesFor(catJump)];

    const id = (mouse, cat, turn) => (mouse * cells + cat) * 2 + turn;
    const positions = cells * cells * 2;
    const result = new Uint8Array(positions);
    const movesToEnd = new Int32Array(positions);
    const degree = new Int32Array(positions);
    const queue = new Int32Array(positions);
    let tail = 0;
    for (let mouse = 0; mouse < cells; ++mouse) {
        for (let cat = 0; cat < cells; ++cat) {
            if (isWall(mouse) || isWall(cat)) continue;
            for (const turn of [MOUSE_TURN, CAT_TURN]) {
                const pos = id(mouse, cat, turn);
                if (mouse === cat || cat === food) {
                    result[pos] = CAT_WIN;
                } else if (mouse === food) {
                    result[pos] = MOUSE_WIN;
                } else {
                    degree[pos] = moves[turn][turn === MOUSE_TURN ? mouse : cat].length;
                    continue;
                }
                queue[tail++] = pos;
            }
        }
    }

    // Breadth-first order gives the winner's shortest and the loser's longest move count.
    for (let head = 0; head < tail; ++head) {
        const pos = queue[head];
        const mouse = Math.floor(pos / 2 / cells), cat = (pos >> 1) % cells, turn = pos % 2;
        const prevTurn = 1 - turn;
        const prevMoverWins = prevTurn === MOUSE_TURN ? MOUSE_WIN : CAT_WIN;
        for (const from of moves[prevTurn][prevTurn === MOUSE_TURN ? mouse : cat]) {
            const prev = prevTurn === MOUSE_TURN ? id(from, cat, prevTurn) : id(mouse, from, prevTurn);
            if (result[prev] !== UNDECIDED) continue;
            // One winning move suffices; a loss needs every move to lose.
            if (result[pos] === prevMoverWins || --degree[prev] === 0) {
                result[prev] = result[pos];
                movesToEnd[prev] = movesToEnd[pos] + 1;
                queue[tail++] = prev;
            }
        }
    }
    const start = id(mouseStart, catStart, MOUSE_TURN);
    return result[start] === MOUSE_WIN && movesToEnd[start] <= MAX_MOVES;
};
