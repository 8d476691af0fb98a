<?php
// Time: O(1) per operation  Space: O(n)
// Each entry keeps the minimum of the stack up to it.
class MinStack {
    private $entries = [];

    /**
     */
    function __construct() {
    }

    /**
     * @param Integer $val
     * @return NULL
     */
    function push($val) {
        $this->entries[] = [$val, $this->entries ? min($val, end($this->entries)[1]) : $val];
    }

    /**
     * @return NULL
     */
    function pop() {
        array_pop($this->entries);
    }

    /**
     * @return Integer
     */
    function top() {
        return end($this->entries)[0];
    }

    /**
     * @return Integer
     */
    function getMin() {
        return end($this->entries)[1];
    }
}
