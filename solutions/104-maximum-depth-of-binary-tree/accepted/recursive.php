<?php
// Time: O(n)  Space: O(height)
// The deeper of the two subtrees, plus the root.
/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     public $val = null;
 *     public $left = null;
 *     public $right = null;
 *     function __construct($val = 0, $left = null, $right = null) {
 *         $this->val = $val;
 *         $this->left = $left;
 *         $this->right = $right;
 *     }
 * }
 */
class Solution {

    /**
     * @param TreeNode $root
     * @return Integer
     */
    function maxDepth($root) {
        if ($root === null) return 0;
        return 1 + max($this->maxDepth($root->left), $this->maxDepth($root->right));
    }
}
