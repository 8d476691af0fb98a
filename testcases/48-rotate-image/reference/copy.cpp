// Test-only reference: build the rotated matrix in a copy, then assign it back.
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        int n = matrix.size();
        vector<vector<int>> turned(n, vector<int>(n));
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) turned[j][n - 1 - i] = matrix[i][j];
        matrix = turned;
    }
};
