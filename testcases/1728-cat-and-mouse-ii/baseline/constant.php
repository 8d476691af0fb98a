<?php
// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's PHP template
// answering a constant, so that its CPU time is what every PHP solution pays besides solving.
class Solution {

    /**
     * @param String[] $grid
     * @param Integer $catJump
     * @param Integer $mouseJump
     * @return Boolean
     */
    function canMouseWin($grid, $catJump, $mouseJump) {
        return false;
    }
}
