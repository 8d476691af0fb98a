// The common large arguments, int[] and int[][], read straight from the line's bytes without a
// JSON tree (a million-element line would otherwise box every number). Anything unusual (a
// number out of range, a float, a syntax error) makes it decline with null, and the JSON tree
// reads the line instead, with its messages: the two always agree on what they accept.
final class LcjudgeFastDecode {
  private final byte[] b;
  private final int end;
  private int i;

  private LcjudgeFastDecode(byte[] bytes, int start, int end) {
    this.b = bytes;
    this.i = start;
    this.end = end;
  }

  static int[] intArray(byte[] bytes, int start, int end) {
    LcjudgeFastDecode cursor = new LcjudgeFastDecode(bytes, start, end);
    int[] values = cursor.ints();
    return values != null && cursor.atEnd() ? values : null;
  }

  static int[][] intMatrix(byte[] bytes, int start, int end) {
    LcjudgeFastDecode c = new LcjudgeFastDecode(bytes, start, end);
    if (!c.take('[')) return null;
    int[][] rows = new int[8][];
    int count = 0;
    if (!c.take(']')) {
      do {
        int[] row = c.ints();
        if (row == null) return null;
        if (count == rows.length) rows = java.util.Arrays.copyOf(rows, 2 * count);
        rows[count++] = row;
      } while (c.take(','));
      if (!c.take(']')) return null;
    }
    return c.atEnd() ? java.util.Arrays.copyOf(rows, count) : null;
  }

  private void skipSpace() {
    while (i < end && (b[i] == ' ' || b[i] == '\t')) ++i;
  }

  private boolean take(char c) {
    skipSpace();
    if (i < end && b[i] == c) {
      ++i;
      return true;
    }
    return false;
  }

  private boolean atEnd() {
    skipSpace();
    return i == end;
  }

  // [int,int,...], or null.
  private int[] ints() {
    if (!take('[')) return null;
    int[] values = new int[16];
    int count = 0;
    if (take(']')) return new int[0];
    do {
      skipSpace();
      boolean negative = i < end && b[i] == '-';
      if (negative) ++i;
      int first = i;
      long value = 0;
      while (i < end && b[i] >= '0' && b[i] <= '9' && i - first < 11) value = value * 10 + (b[i++] - '0');
      int digits = i - first;
      // No digits, a leading zero, too long, or a float or exponent next: the tree decides.
      if (digits == 0 || digits > 10 || (digits > 1 && b[first] == '0')) return null;
      if (i < end && (b[i] == '.' || b[i] == 'e' || b[i] == 'E' || (b[i] >= '0' && b[i] <= '9'))) return null;
      if (negative) value = -value;
      if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) return null;
      if (count == values.length) values = java.util.Arrays.copyOf(values, 2 * count);
      values[count++] = (int) value;
    } while (take(','));
    if (!take(']')) return null;
    return count == values.length ? values : java.util.Arrays.copyOf(values, count);
  }
}
