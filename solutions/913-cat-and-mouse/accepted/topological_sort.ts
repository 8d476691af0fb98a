// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis in TypeScript: the same backwards walk from the terminal positions, with
// the game's outcomes as an enum and its positions as a class of their own.
enum Outcome { Draw, MouseWin, CatWin }
enum Turn { Mouse, Cat }

class Positions {
    readonly outcome: Outcome[];
    readonly degree: number[];
    constructor(private readonly n: number) {
        this.outcome = new Array(n * n * 2).fill(Outcome.Draw);
        this.degree = new Array(n * n * 2).fill(0);
    }
    id(mouse: number, cat: number, turn: Turn): number {
        return (mouse * this.n + cat) * 2 + turn;
    }
}

function catMouseGame(graph: number[][]): number {
    const n = graph.length;
    const positions = new Positions(n);
    for (let mouse = 0; mouse < n; ++mouse) {
        for (let cat = 1; cat < n; ++cat) {  // the cat never stands on the hole
            positions.degree[positions.id(mouse, cat, Turn.Mouse)] = graph[mouse].length;
            positions.degree[positions.id(mouse, cat, Turn.Cat)] = graph[cat].filter((next) => next !== 0).length;
        }
    }

    const queue: [number, number, Turn][] = [];
    const settle = (mouse: number, cat: number, turn: Turn, outcome: Outcome): void => {
        positions.outcome[positions.id(mouse, cat, turn)] = outcome;
        queue.push([mouse, cat, turn]);
    };
    for (let cat = 1; cat < n; ++cat) {
        for (const turn of [Turn.Mouse, Turn.Cat]) {
            settle(0, cat, turn, Outcome.MouseWin);
            settle(cat, cat, turn, Outcome.CatWin);
        }
    }

    for (let head = 0; head < queue.length; ++head) {
        const [mouse, cat, turn] = queue[head];
        const outcome = positions.outcome[positions.id(mouse, cat, turn)];
        // The position one move earlier had the other player to move, standing on a neighbour.
        const prevTurn = turn === Turn.Mouse ? Turn.Cat : Turn.Mouse;
        const prevMoverWins = prevTurn === Turn.Mouse ? Outcome.MouseWin : Outcome.CatWin;
        for (const from of graph[prevTurn === Turn.Mouse ? mouse : cat]) {
            const prevMouse = prevTurn === Turn.Mouse ? from : mouse;
            const prevCat = prevTurn === Turn.Cat ? from : cat;
            const prev = positions.id(prevMouse, prevCat, prevTurn);
            if (prevCat === 0 || positions.outcome[prev] !== Outcome.Draw) continue;
            // One winning move suffices; a loss needs every move to lose.
            if (outcome === prevMoverWins || --positions.degree[prev] === 0) {
                settle(prevMouse, prevCat, prevTurn, outcome);
            }
        }
    }
    return positions.outcome[positions.id(1, 2, Turn.Mouse)];
}
