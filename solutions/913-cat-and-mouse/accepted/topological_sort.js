// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
// resolved is a draw. Positions are flattened into typed arrays: (mouse * n + cat) * 2 + turn.
/**
 * @param {number[][]} graph
 * @return {number}
 */
var catMouseGame = function(graph) {
    const DRAW = 0, MOUSE_WIN = 1, CAT_WIN = 2;
    const MOUSE_TURN = 0, CAT_TURN = 1;
    const n = graph.length;
    const id = (mouse, cat, turn) => (mouse * n + cat) * 2 + turn;

    // degree = moves not yet known to lose for the player to move.
    const result = new Uint8Array(n * n * 2);
    const degree = new Int32Array(n * n * 2);
    for (let mouse = 0; mouse < n; ++mouse) {
        for (let cat = 1; cat < n; ++cat) {  // the cat never stands on the hole
            degree[id(mouse, cat, MOUSE_TURN)] = graph[mouse].length;
            degree[id(mouse, cat, CAT_TURN)] = graph[cat].filter((next) => next !== 0).length;
        }
    }

    const queue = [];
    for (let cat = 1; cat < n; ++cat) {
        for (const turn of [MOUSE_TURN, CAT_TURN]) {
            result[id(0, cat, turn)] = MOUSE_WIN;
            queue.push(id(0, cat, turn));
            result[id(cat, cat, turn)] = CAT_WIN;
            queue.push(id(cat, cat, turn));
        }
    }

    for (let head = 0; head < queue.length; ++head) {
        const pos = queue[head];
        const turn = pos % 2, cat = (pos >> 1) % n, mouse = Math.floor((pos >> 1) / n);
        const outcome = result[pos];
        // The position one move earlier had the other player to move, standing on a neighbour.
        const prevTurn = 1 - turn;
        const prevMoverWins = prevTurn === MOUSE_TURN ? MOUSE_WIN : CAT_WIN;
        for (const from of graph[prevTurn === MOUSE_TURN ? mouse : cat]) {
            const prevMouse = prevTurn === MOUSE_TURN ? from : mouse;
            const prevCat = prevTurn === CAT_TURN ? from : cat;
            const prev = id(prevMouse, prevCat, prevTurn);
            if (prevCat === 0 || result[prev] !== DRAW) continue;
            // One winning move suffices; a loss needs every move to lose.
            if (outcome === prevMoverWins || --degree[prev] === 0) {
                result[prev] = outcome;
                queue.push(prev);
            }
        }
    }
    return result[id(1, 2, MOUSE_TURN)];
};
