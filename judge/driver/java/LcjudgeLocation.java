// Where a value sits inside one case line: built up while decoding, turned into a message
// ("line 1, column 8: expected int, found string \"a\" at [2]") only on an error.
final class LcjudgeLocation {
  final byte[] bytes;
  final int start;
  final int end;
  final int lineNumber;
  int[] path = new int[8];
  int depth;

  LcjudgeLocation(byte[] bytes, int start, int end, int lineNumber) {
    this.bytes = bytes;
    this.start = start;
    this.end = end;
    this.lineNumber = lineNumber;
  }

  void push(int index) {
    if (depth == path.length) path = java.util.Arrays.copyOf(path, 2 * depth);
    path[depth++] = index;
  }

  void pop() {
    --depth;
  }

  void set(int index) {
    path[depth - 1] = index;
  }

  LcjudgeInputError fail(String what) {
    StringBuilder where = new StringBuilder();
    for (int k = 0; k < depth; ++k) where.append('[').append(path[k]).append(']');
    int column = LcjudgeJson.columnOf(bytes, start, end, path, depth);
    return new LcjudgeInputError("line " + lineNumber + ", column " + column + ": " + what +
                                 (depth == 0 ? "" : " at " + where));
  }
}
