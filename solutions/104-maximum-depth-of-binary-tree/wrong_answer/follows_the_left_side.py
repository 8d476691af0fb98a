# Counts the nodes down the left edge only: a deeper right subtree is missed.
class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        depth = 0
        while root:
            depth += 1
            root = root.left if root.left else None
        return depth
