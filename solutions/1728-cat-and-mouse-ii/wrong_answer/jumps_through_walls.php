// The retrograde analysis, but a jump goes on past a wall instead of stopping at it (the wall
// cell itself is skipped): the mouse reaches food the walls shut off.
class Solution {

    /**
     * @param String[] $grid
     * @param Integer $catJump
     * @param Integer $mouseJump
     * @return Boolean
     */
    function canMouseWin($grid, $catJump, $mouseJump) {
        $rows = count($grid);
        $cols = strlen($grid[0]);
        $cells = $rows * $cols;
        $wall = [];
        $mouseStart = $catStart = $food = 0;
        for ($cell = 0; $cell < $cells; ++$cell) {
            $c = $grid[intdiv($cell, $cols)][$cell % $cols];
            $wall[$cell] = $c === '#';
            if ($c === 'M') $mouseStart = $cell;
            if ($c === 'C') $catStart = $cell;
            if ($c === 'F') $food = $cell;
        }

        // Cells reachable in one move, staying put included. A jump can be reversed, so the same
        // lists also give the cells a player came from.
        $movesFor = function ($jump) use ($grid, $rows, $cols, $cells, $wall) {
            $moves = array_fill(0, $cells, []);
            foreach ([[-1, 0], [1, 0], [0, -1], [0, 1]] as [$dr, $dc]) {
                for ($cell = 0; $cell < $cells; ++$cell) {
                    if ($wall[$cell]) continue;
                    if ($dr == -1) $moves[$cell][] = $cell;
                    $r = intdiv($cell, $cols);
                    $c = $cell % $cols;
                    for ($step = 1; $step <= $jump; ++$step) {
                        $r += $dr;
                        $c += $dc;
                        if ($r < 0 || $r >= $rows || $c < 0 || $c >= $cols) break;
                        if ($grid[$r][$c] === '#') continue;
                        $moves[$cell][] = $r * $cols + $c;
                    }
                }
            }
            return $moves;
        };
        $moves = [$movesFor($mouseJump), $movesFor($catJump)];

        // A position (mouse, cat, turn) is one index: (mouse * cells + cat) * 2 + turn.
        $positions = $cells * $cells * 2;
        $result = array_fill(0, $positions, 0);
        $movesToEnd = array_fill(0, $positions, 0);
        $degree = array_fill(0, $positions, 0);
        $queue = [];
        for ($mouse = 0; $mouse < $cells; ++$mouse) {
            if ($wall[$mouse]) continue;
            for ($cat = 0; $cat < $cells; ++$cat) {
                if ($wall[$cat]) continue;
                for ($turn = 0; $turn < 2; ++$turn) {
                    $pos = ($mouse * $cells + $cat) * 2 + $turn;
                    if ($mouse == $cat || $cat == $food) {
                        $result[$pos] = 2;
                    } elseif ($mouse == $food) {
                        $result[$pos] = 1;
                    } else {
                        $degree[$pos] = count($moves[$turn][$turn == 0 ? $mouse : $cat]);
                        continue;
                    }
                    $queue[] = $pos;
                }
            }
        }

        // Breadth-first order gives the winner's shortest and the loser's longest move count.
        for ($head = 0; $head < count($queue); ++$head) {
            $pos = $queue[$head];
            $turn = $pos & 1;
            $mouse = intdiv($pos >> 1, $cells);
            $cat = ($pos >> 1) % $cells;
            $prevTurn = 1 - $turn;
            $prevMoverWins = $prevTurn == 0 ? 1 : 2;
            $outcome = $result[$pos];
            foreach ($moves[$prevTurn][$prevTurn == 0 ? $mouse : $cat] as $from) {
                $prev = $prevTurn == 0 ? ($from * $cells + $cat) * 2 : ($mouse * $cells + $from) * 2 + 1;
                if ($result[$prev] != 0) continue;
                // One winning move suffices; a loss needs every move to lose.
                if ($outcome == $prevMoverWins || --$degree[$prev] == 0) {
                    $result[$prev] = $outcome;
                    $movesToEnd[$prev] = $movesToEnd[$pos] + 1;
                    $queue[] = $prev;
                }
            }
        }
        $start = ($mouseStart * $cells + $catStart) * 2;
        return $result[$start] == 1 && $movesToEnd[$start] <= 1000;
    }
}
