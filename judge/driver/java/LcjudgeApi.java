import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

// LeetCode's APIs (judge/driver/api_*.h) for Java solutions: what each answers, over the values
// the case's lines give (LcjudgeApiRunner loads them), and how many calls each allows. As in the
// C++ driver, the values and the call count live in private static fields here, never in an
// object the solution holds: a copy or a new MountainArray neither reads nor resets them, and an
// API is loaded once (a second load, the solution's doing, is its runtime error). The classes the
// solution sees (MountainArray, VersionControl...) only forward here.
final class LcjudgeApi {
  private LcjudgeApi() {}

  // The API loaded ("" none), the call it counts and the limit (-1: none), as api_catalogue.h names them.
  private static String api = "";
  private static String counted = "";
  private static long limit = -1;
  private static long calls;

  private static int bad, pick;              // 278, 374
  private static int[] values;               // 1095's array, 702's secret
  private static long[] prefix;              // 1533: prefix[i] is the sum of arr's first i elements
  private static int[][] cells;              // 1428's mat, 1274's ships
  private static int functionId;             // 1237
  private static HashSet<String> words;      // 843
  private static String secret = "";
  private static long allowedGuesses;
  private static boolean found;
  private static String file = "";           // 157, 158
  private static int position;               // the next character read4 hands out
  private static int delivered;              // the characters the solution's read calls have returned

  static final int CUSTOM_FORMULAS = 9;

  // A session's way to unload the API between cases (each case loads its own). A plain method
  // would let the solution (in this package) reset its own call count: this is handed out once,
  // never while an API is loaded, and the driver keeps it in its locals. A session's driver takes
  // it before any case; a one-case run loads its API before any of the solution's code runs.
  private static boolean resetterTaken;

  static Runnable takeResetter() {
    if (resetterTaken || !api.isEmpty()) throw new IllegalStateException("the API's resetter is the driver's, taken once");
    resetterTaken = true;
    return new Resetter();
  }

  private static final class Resetter implements Runnable {
    @Override
    public void run() {
      api = counted = secret = file = "";
      limit = -1;
      calls = 0;
      bad = pick = functionId = position = delivered = 0;
      values = null;
      prefix = null;
      cells = null;
      words = null;
      allowedGuesses = 0;
      found = false;
    }
  }

  private static void load(String name, String countedCall, long callLimit) {
    if (!api.isEmpty()) throw new IllegalStateException("the " + api + " API is set once, by the judge");
    api = name;
    counted = countedCall;
    limit = callLimit;
  }

  // A call to an API the problem does not use (VersionControl made by a 374 solution, 1533's
  // compareSub on 702's ArrayReader) is the solution's runtime error, as it would not compile on LeetCode.
  private static void require(String name, String call) {
    if (!api.equals(name)) throw new UnsupportedOperationException(call + " is not part of this problem's API");
  }

  static void loadBadVersion(int version) {
    load("isBadVersion", "", -1);
    bad = version;
  }

  static void loadGuess(int number) {
    load("guess", "", -1);
    pick = number;
  }

  static MountainArray mountainArray(int[] array) {
    load("MountainArray", "MountainArray.get", 100);
    values = array.clone();
    return new MountainArrayImpl();
  }

  static ArrayReader arrayReader(int[] secretArray) {
    load("ArrayReader", "", -1);
    values = secretArray.clone();
    return new SecretReader();
  }

  static ArrayReader compareSubReader(int[] arr) {
    load("compareSub", "ArrayReader.compareSub", 20);
    prefix = new long[arr.length + 1];
    for (int k = 0; k < arr.length; ++k) prefix[k + 1] = prefix[k] + arr[k];
    return new CompareSubReader();
  }

  static BinaryMatrix binaryMatrix(int[][] mat) {
    load("BinaryMatrix", "BinaryMatrix.get", 1000);
    cells = copy(mat);
    return new BinaryMatrixImpl();
  }

  static CustomFunction customFunction(int id) {
    if (id < 1 || id > CUSTOM_FORMULAS) throw new IllegalArgumentException("function_id " + id + " names no formula");
    load("CustomFunction", "", -1);
    functionId = id;
    return new CustomFunctionImpl();
  }

  static Sea sea(int[][] ships) {
    load("Sea", "Sea.hasShips", 400);
    cells = copy(ships);
    return new Sea();
  }

  static Master master(String[] wordList, String secretWord, long allowed) {
    load("Master", "", -1);  // too many guesses is the answer's text, as LeetCode prints it
    words = new HashSet<>();
    for (String word : wordList) words.add(word);
    secret = secretWord;
    allowedGuesses = allowed;
    return new MasterImpl();
  }

  static void loadFile(String text) {
    load("read4", "", -1);
    file = text;
  }

  private static int[][] copy(int[][] rows) {
    int[][] copied = new int[rows.length][];
    for (int k = 0; k < rows.length; ++k) copied[k] = rows[k].clone();
    return copied;
  }

  // After the solution's call: more calls than the API allows is a wrong answer, as on LeetCode.
  static void checkCalls() {
    if (limit >= 0 && calls > limit) throw new LcjudgeWrongResult(counted + " called " + calls + " times; the limit is " + limit);
  }

  // 843's answer: the text LeetCode prints after the call.
  static String masterAnswer() {
    return found && calls <= allowedGuesses ? "You guessed the secret word correctly."
                                            : "Either you took too many guesses, or you did not find the secret word.";
  }

  // 157, 158: after read(buf, n) returned K, K must be in 0..n and buf's first K characters the
  // file's next K, as LeetCode checks them, else a wrong answer saying where; the K checked.
  static int checkRead(int n, Object returned, char[] buf) {
    String call = "read(buf, " + n + ")";
    if (!(returned instanceof Number)) {
      String what = returned == null ? "null" : "a " + returned.getClass().getName();
      throw new LcjudgeWrongResult(call + " returned " + what + ": expected 0.." + n);
    }
    long k = ((Number) returned).longValue();
    if (k < 0 || k > n) throw new LcjudgeWrongResult(call + " returned " + k + ": expected 0.." + n);
    int left = file.length() - Math.min(delivered, file.length());
    if (left < k) throw new LcjudgeWrongResult(call + " returned " + k + ", but only " + left + " characters of the file were left");
    String expected = file.substring(delivered, delivered + (int) k);
    String found = new String(buf, 0, (int) k);
    if (!found.equals(expected)) {
      throw new LcjudgeWrongResult(call + " returned " + k + ", but buf starts with " + excerpt(found) + " where the file has " +
                                   excerpt(expected));
    }
    delivered += (int) k;
    return (int) k;
  }

  private static String excerpt(String text) {
    StringBuilder quoted = new StringBuilder();
    LcjudgeOutput.appendString(text.length() > 40 ? text.substring(0, 40) : text, quoted);
    return text.length() > 40 ? quoted + "..." : quoted.toString();
  }

  // ---- The calls ------------------------------------------------------------------------------

  static boolean isBadVersion(int version) {
    require("isBadVersion", "VersionControl.isBadVersion");
    return version >= bad;
  }

  static int guess(int num) {
    require("guess", "GuessGame.guess");
    return num > pick ? -1 : num < pick ? 1 : 0;
  }

  static int read4(char[] buf4) {
    require("read4", "Reader4.read4");
    int count = Math.min(4, file.length() - position);
    if (count > 0) file.getChars(position, position + count, buf4, 0);  // buf4 too short: the solution's exception
    position += count;
    return count;
  }

  static boolean hasShips(int[] topRight, int[] bottomLeft) {
    require("Sea", "Sea.hasShips");
    ++calls;
    if (topRight == null || bottomLeft == null || topRight.length != 2 || bottomLeft.length != 2) {
      throw new IllegalArgumentException("Sea.hasShips takes two points of 2 coordinates each");
    }
    for (int[] ship : cells) {
      if (ship[0] >= bottomLeft[0] && ship[0] <= topRight[0] && ship[1] >= bottomLeft[1] && ship[1] <= topRight[1]) return true;
    }
    return false;
  }

  private static final class MountainArrayImpl implements MountainArray {
    @Override
    public int get(int index) {
      ++calls;
      if (index < 0 || index >= values.length) {
        throw new IndexOutOfBoundsException("MountainArray.get(" + index + "): the index is outside 0.." + (values.length - 1));
      }
      return values[index];
    }

    @Override
    public int length() {
      return values.length;
    }
  }

  // 702: the element at index, or 2^31 - 1 past either end (the array's length is not told).
  private static final class SecretReader implements ArrayReader {
    @Override
    public int get(int index) {
      return index >= 0 && index < values.length ? values[index] : Integer.MAX_VALUE;
    }

    @Override
    public int compareSub(int l, int r, int x, int y) {
      throw new UnsupportedOperationException("ArrayReader.compareSub is not part of this problem's API (702 has get alone)");
    }

    @Override
    public int length() {
      throw new UnsupportedOperationException("ArrayReader.length is not part of this problem's API (702 has get alone)");
    }
  }

  // 1533: 1, 0 or -1 as arr[l..r]'s sum is greater than, equal to or less than arr[x..y]'s.
  private static final class CompareSubReader implements ArrayReader {
    @Override
    public int get(int index) {
      throw new UnsupportedOperationException("ArrayReader.get is not part of this problem's API (1533 has compareSub and length)");
    }

    @Override
    public int compareSub(int l, int r, int x, int y) {
      ++calls;
      long left = sum(l, r), right = sum(x, y);
      return left > right ? 1 : left < right ? -1 : 0;
    }

    private static long sum(int from, int to) {
      int n = prefix.length - 1;
      if (from < 0 || from > to || to >= n) {
        throw new IndexOutOfBoundsException("ArrayReader.compareSub: the range " + from + ".." + to + " is not within 0.." + (n - 1));
      }
      return prefix[to + 1] - prefix[from];
    }

    @Override
    public int length() {
      return prefix.length - 1;
    }
  }

  private static final class BinaryMatrixImpl implements BinaryMatrix {
    @Override
    public int get(int row, int col) {
      ++calls;
      if (row < 0 || row >= cells.length || col < 0 || col >= cells[row].length) {
        throw new IndexOutOfBoundsException("BinaryMatrix.get(" + row + ", " + col + "): the cell is outside the matrix");
      }
      return cells[row][col];
    }

    @Override
    public List<Integer> dimensions() {
      List<Integer> size = new ArrayList<>(2);
      size.add(cells.length);
      size.add(cells.length == 0 ? 0 : cells[0].length);
      return size;
    }
  }

  // 1 (x + y) and 2 (x * y) are the statement's; 3 to 9 those users report from LeetCode's runs.
  private static final class CustomFunctionImpl implements CustomFunction {
    @Override
    public int f(int x, int y) {
      long a = x, b = y, value = 0;
      switch (functionId) {
        case 1: value = a + b; break;
        case 2: value = a * b; break;
        case 3: value = a * a + b; break;
        case 4: value = a + b * b; break;
        case 5: value = a * a + b * b; break;
        case 6: value = (a + b) * (a + b); break;
        case 7: value = a * a * a + b * b * b; break;
        case 8: value = a * a * b; break;
        case 9: value = a * b * b; break;
        default: break;
      }
      return (int) value;  // LeetCode: f fits in 32 bits for 1 <= x, y <= 1000
    }
  }

  private static final class MasterImpl implements Master {
    @Override
    public int guess(String word) {
      ++calls;
      if (word == null || !words.contains(word)) return -1;
      if (word.equals(secret) && calls <= allowedGuesses) found = true;
      int matches = 0;
      for (int k = 0; k < word.length() && k < secret.length(); ++k) if (word.charAt(k) == secret.charAt(k)) ++matches;
      return matches;
    }
  }
}
