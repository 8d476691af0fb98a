// Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
// Retrograde analysis with move counts, in TypeScript: breadth-first back from the terminal
// positions; the mouse wins iff the start is a mouse win within 1000 moves.
const enum Result { Undecided, MouseWin, CatWin }

function canMouseWin(grid: string[], catJump: number, mouseJump: number): boolean {
    const MAX_MOVES = 1000;
    const rows = grid.length, cols = grid[0].length, cells = rows * cols;
    let mouseStart = 0, catStart = 0, food = 0;
    for (let cell = 0; cell < cells; ++cell) {
        const c: string = grid[Math.floor(cell / cols)][cell % cols];
        if (c === 'M') mouseStart = cell;
        if (c === 'C') catStart = cell;
        if (c === 'F') food = cell;
    }
    const isWall = (cell: number): boolean => grid[Math.floor(cell / cols)][cell % cols] === '#';

    // Cells reachable in one move, staying put included; a jump can be reversed, so the same
    // lists also give the cells a player came from.
    const movesFor = (jump: number): number[][] => {
        const moves: number[][] = [];
        for (let cell = 0; cell < cells; ++cell) {
            const list: number[] = [];
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
    const moves: number[][][] = [movesFor(mouseJump), movesFor(catJump)];

    const id = (mouse: number, cat: number, turn: number): number => (mouse * cells + cat) * 2 + turn;
    const positions = cells * cells * 2;
    const result = new Uint8Array(positions);
    const movesToEnd = new Int32Array(positions);
    const degree = new Int32Array(positions);
    const queue = new Int32Array(positions);
    let tail = 0;
    for (let mouse = 0; mouse < cells; ++mouse) {
        for (let cat = 0; cat < cells; ++cat) {
            if (isWall(mouse) || isWall(cat)) continue;
            for (const turn of [0, 1]) {
                const pos = id(mouse, cat, turn);
                if (mouse === cat || cat === food) {
                    result[pos] = Result.CatWin;
                } else if (mouse === food) {
                    result[pos] = Result.MouseWin;
                } else {
                    degree[pos] = moves[turn][turn === 0 ? mouse : cat].length;
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
        const prevMoverWins = prevTurn === 0 ? Result.MouseWin : Result.CatWin;
        for (const from of moves[prevTurn][prevTurn === 0 ? mouse : cat]) {
            const prev = prevTurn === 0 ? id(from, cat, prevTurn) : id(mouse, from, prevTurn);
            if (result[prev] !== Result.Undecided) continue;
            // One winning move suffices; a loss needs every move to lose.
            if (result[pos] === prevMoverWins || --degree[prev] === 0) {
                result[prev] = result[pos];
                movesToEnd[prev] = movesToEnd[pos] + 1;
                queue[tail++] = prev;
            }
        }
    }
    const start = id(mouseStart, catStart, 0);
    return result[start] === Result.MouseWin && movesToEnd[start] <= MAX_MOVES;
}
