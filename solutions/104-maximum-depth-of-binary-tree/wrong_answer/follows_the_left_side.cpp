// Wrong: follows left children only, as if the tree leaned left ([1,null,2] gives 1).
class Solution {
public:
    int maxDepth(TreeNode* root) {
        int depth = 0;
        for (; root; root = root->left ? root->left : nullptr) ++depth;
        return depth;
    }
};
