// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis that forgets the cat may not enter the hole: the cat's degree counts its
// moves to node 0 too, so a cat with a hole neighbour seems to have an escape it does not have,
// and positions it loses are left as draws.
/**
 * @param {number[][]} graph
 * @return {number}
 */
var catMouseGame = function(graph) {
    const DRAW = 0, MOUSE_WIN = 1, CAT_WIN = 2;
    const n = graph.length;
    const id = (mouse, cat, turn) => (mouse * n + cat) * 2 + turn;
    const result = new Uint8Array(n * n * 2);
    const degree = new Int32Array(n * n * 2);
    for (let mouse = 0; mouse < n; ++mouse) {
        for (let cat = 1; cat < n; ++cat) {
            degree[id(mouse, cat, 0)] = graph[mouse].length;
            degree[id(mouse, cat, 1)] = graph[cat].length;  // the hole counted as a move
        }
    }
    const queue = [];
    for (let cat = 1; cat < n; ++cat) {
        for (const turn of [0, 1]) {
            result[id(0, cat, turn)] = MOUSE_WIN;
            queue.push(id(0, cat, turn));
            result[id(cat, cat, turn)] = CAT_WIN;
            queue.push(id(cat, cat, turn));
        }
    }
    for (let head = 0; head < queue.length; ++head) {
        const pos = queue[head];
        const turn = pos % 2, cat = (pos >> 1) % n, mouse = Math.floor((pos >> 1) / n);
        const prevTurn = 1 - turn;
        const prevMoverWins = prevTurn === 0 ? MOUSE_WIN : CAT_WIN;
        for (const from of graph[prevTurn === 0 ? mouse : cat]) {
            const prevMouse = prevTurn === 0 ? from : mouse;
            const prevCat = prevTurn === 1 ? from : cat;
            const prev = id(prevMouse, prevCat, prevTurn);
            if (prevCat === 0 || result[prev] !== DRAW) continue;
            if (result[pos] === prevMoverWins || --degree[prev] === 0) {
                result[prev] = result[pos];
                queue.push(prev);
            }
        }
    }
    return result[id(1, 2, 0)];
};
