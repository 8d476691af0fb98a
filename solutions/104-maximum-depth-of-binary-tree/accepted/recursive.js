// Time: O(n)  Space: O(height)
// A tree's depth is one more than its deeper subtree's.
/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {TreeNode} root
 * @return {number}
 */
const maxDepth = (root) => (root === null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right)));
