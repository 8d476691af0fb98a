<?php
// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's PHP template
// answering a constant, so that its CPU time is what every PHP solution pays besides solving.
class Solution {

    /**
     * @param Integer[][] $graph
     * @return Integer
     */
    function catMouseGame($graph) {
        return 0;
    }
}
