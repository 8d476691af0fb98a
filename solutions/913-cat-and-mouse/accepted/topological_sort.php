<?php
// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
// resolved is a draw. A position (mouse, cat, turn) is one index of flat arrays.
class Solution {

    /**
     * @param Integer[][] $graph
     * @return Integer
     */
    function catMouseGame($graph) {
        $draw = 0; $mouseWin = 1; $catWin = 2;
        $n = count($graph);
        $id = fn($mouse, $cat, $turn) => ($mouse * $n + $cat) * 2 + $turn;

        // degree: moves not yet known to lose for the player to move (the cat never enters the hole).
        $result = array_fill(0, $n * $n * 2, $draw);
        $degree = array_fill(0, $n * $n * 2, 0);
        $catMoves = [];
        for ($cat = 0; $cat < $n; ++$cat) {
            $catMoves[$cat] = count($graph[$cat]) - (in_array(0, $graph[$cat], true) ? 1 : 0);
        }
        for ($mouse = 0; $mouse < $n; ++$mouse) {
            for ($cat = 1; $cat < $n; ++$cat) {
                $degree[$id($mouse, $cat, 0)] = count($graph[$mouse]);
                $degree[$id($mouse, $cat, 1)] = $catMoves[$cat];
            }
        }

        $queue = [];
        for ($cat = 1; $cat < $n; ++$cat) {
            for ($turn = 0; $turn < 2; ++$turn) {
                $result[$id(0, $cat, $turn)] = $mouseWin;
                $queue[] = $id(0, $cat, $turn);
                $result[$id($cat, $cat, $turn)] = $catWin;
                $queue[] = $id($cat, $cat, $turn);
            }
        }

        // The moves are looked at here about n^3 times: the arithmetic is inlined, no closure call.
        $stride = 2 * $n;
        for ($head = 0; $head < count($queue); ++$head) {
            $pos = $queue[$head];
            $turn = $pos & 1;
            $cat = ($pos >> 1) % $n;
            $mouse = intdiv($pos, $stride);
            $outcome = $result[$pos];
            // The position one move earlier had the other player to move, standing on a neighbour.
            if ($turn == 1) {  // the mouse moved into this position from one of its neighbours
                $base = 2 * $cat;
                foreach ($graph[$mouse] as $from) {
                    $prev = $from * $stride + $base;
                    if ($result[$prev] != $draw) continue;
                    // One winning move suffices; a loss needs every move to lose.
                    if ($outcome == $mouseWin || --$degree[$prev] == 0) {
                        $result[$prev] = $outcome;
                        $queue[] = $prev;
                    }
                }
            } else {  // the cat moved, never from the hole
                $base = $mouse * $stride + 1;
                foreach ($graph[$cat] as $from) {
                    $prev = $base + 2 * $from;
                    if ($from == 0 || $result[$prev] != $draw) continue;
                    if ($outcome == $catWin || --$degree[$prev] == 0) {
                        $result[$prev] = $outcome;
                        $queue[] = $prev;
                    }
                }
            }
        }
        return $result[$id(1, 2, 0)];
    }
}
