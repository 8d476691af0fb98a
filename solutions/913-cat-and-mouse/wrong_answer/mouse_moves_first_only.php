<?php
// The retrograde analysis with the turns mixed up: every position is resolved as if the mouse
// were to move, so a cat that must move away from the mouse is taken to win anyway.
class Solution {

    /**
     * @param Integer[][] $graph
     * @return Integer
     */
    function catMouseGame($graph) {
        $n = count($graph);
        $result = array_fill(0, $n * $n, 0);
        $degree = array_fill(0, $n * $n, 0);
        for ($mouse = 0; $mouse < $n; ++$mouse) {
            for ($cat = 1; $cat < $n; ++$cat) $degree[$mouse * $n + $cat] = count($graph[$mouse]);
        }
        $queue = [];
        for ($cat = 1; $cat < $n; ++$cat) {
            $result[$cat] = 1;
            $queue[] = $cat;
            $result[$cat * $n + $cat] = 2;
            $queue[] = $cat * $n + $cat;
        }
        for ($head = 0; $head < count($queue); ++$head) {
            $pos = $queue[$head];
            $cat = $pos % $n;
            foreach ($graph[intdiv($pos, $n)] as $from) {
                $prev = $from * $n + $cat;
                if ($cat == 0 || $result[$prev] != 0) continue;
                if ($result[$pos] == 1 || --$degree[$prev] == 0) {
                    $result[$prev] = $result[$pos];
                    $queue[] = $prev;
                }
            }
        }
        return $result[1 * $n + 2];
    }
}
