// Transposes, then mirrors the columns instead of the rows: a counter-clockwise turn.
class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                int t = matrix[i][j];
                matrix[i][j] = matrix[j][i];
                matrix[j][i] = t;
            }
        }
        for (int top = 0, bottom = n - 1; top < bottom; ++top, --bottom) {
            int[] t = matrix[top];
            matrix[top] = matrix[bottom];
            matrix[bottom] = t;
        }
    }
}
