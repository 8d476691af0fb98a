import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// LeetCode's APIs for Java solutions (docs/driver-protocol.md, "API calls"): each call is one
// request line to the judge on descriptor 5 and its reply line on descriptor 6. The values the
// API hides (1095's array, 278's bad version, 843's secret) stay in the judge, which also counts
// the calls: nothing here holds them, so nothing the solution can reach in this process does.
// The classes the solution sees (MountainArray, VersionControl...) only forward here.
final class LcjudgeApi {
  private LcjudgeApi() {}

  private static final int REQUEST_FD = 5;
  private static final int REPLY_FD = 6;

  // The channel, opened at the first call (the class is initialised then). Static finals: the
  // solution's reflection can read them, which gives it no more than descriptors 5 and 6 do, but
  // cannot replace them; their state lives in java.io, closed to reflection, and a reply is read
  // into a buffer of the call's own. Without descriptor 5 open for writing (a hand run, where 5
  // may be one of the JVM's own files) there is no channel.
  private static final class Channel {
    static final OutputStream REQUESTS = LcjudgeChannel.openWritable(REQUEST_FD);
    static final InputStream REPLIES = REQUESTS == null ? null : LcjudgeChannel.openReadable(REPLY_FD);
  }

  // One call: REQUEST's line written in one write, then the value of the judge's reply, `ok <JSON
  // value>`; `error <text>` (an index outside the array) is the solution's exception, that text
  // its message. Synchronized: calls from the solution's threads take turns on the one channel.
  static synchronized Object call(String request) {
    OutputStream requests = Channel.REQUESTS;
    InputStream replies = Channel.REPLIES;
    if (requests == null || replies == null) throw new IllegalStateException("API calls need the judge's channel (descriptors 5 and 6)");
    byte[] reply = new byte[64];
    int length = 0;
    try {
      requests.write((request + "\n").getBytes(StandardCharsets.UTF_8));
      // The judge writes one line, then waits for the next call: nothing past it to read ahead.
      while (length == 0 || reply[length - 1] != '\n') {
        if (length == reply.length) reply = Arrays.copyOf(reply, 2 * length);
        int read = replies.read(reply, length, reply.length - length);
        if (read < 0) throw new IllegalStateException("the judge closed the API channel during " + request);
        length += read;
      }
    } catch (IOException e) {
      throw new IllegalStateException("the judge's API channel: " + e.getMessage(), e);
    }
    if (startsWith(reply, length, "ok ")) return LcjudgeJson.parse(reply, 3, length - 1, 1);
    if (startsWith(reply, length, "error ")) throw new IndexOutOfBoundsException(new String(reply, 6, length - 7, StandardCharsets.UTF_8));
    throw new IllegalStateException("the judge's API channel: unexpected reply to " + request);
  }

  private static boolean startsWith(byte[] bytes, int length, String prefix) {
    if (length < prefix.length()) return false;
    for (int k = 0; k < prefix.length(); ++k) if (bytes[k] != prefix.charAt(k)) return false;
    return true;
  }

  private static int callInt(String request) {
    return ((Number) call(request)).intValue();
  }

  // A point of 1274's, as a JSON array: [x,y].
  private static String point(int[] coordinates) {
    StringBuilder text = new StringBuilder("[");
    for (int k = 0; k < coordinates.length; ++k) text.append(k == 0 ? "" : ",").append(coordinates[k]);
    return text.append(']').toString();
  }

  // The handle an API parameter of CLASS gets for the problem's API (702's and 1533's
  // ArrayReader differ); none for another class.
  static Object handle(String api, Class<?> parameter) {
    if (parameter == MountainArray.class) return new MountainArrayHandle();
    if (parameter == ArrayReader.class) return api.equals("compareSub") ? new CompareSubReader() : new SecretReader();
    if (parameter == BinaryMatrix.class) return new BinaryMatrixHandle();
    if (parameter == Master.class) return new MasterHandle();
    if (parameter == Sea.class) return new Sea();
    return null;
  }

  // ---- The calls ------------------------------------------------------------------------------

  static boolean isBadVersion(int version) {
    return (Boolean) call("isBadVersion " + version);
  }

  static int guess(int num) {
    return callInt("guess " + num);
  }

  static int read4(char[] buf4) {
    String read = (String) call("read4");
    read.getChars(0, read.length(), buf4, 0);  // buf4 too short: the solution's exception
    return read.length();
  }

  // 157, 158: what read(buf, n) returned, for the judge to check against the file: K as
  // returned (null is the solution's NullPointerException, as LeetCode's int would be) and buf's
  // first K characters, clipped to buf.
  static void checkRead(int n, Object returned, char[] buf) {
    long k = ((Number) returned).longValue();
    StringBuilder request = new StringBuilder("read ").append(n).append(' ').append(k).append(' ');
    LcjudgeOutput.appendString(new String(buf, 0, (int) Math.max(0, Math.min(k, buf.length))), request);
    call(request.toString());
  }

  static boolean hasShips(int[] topRight, int[] bottomLeft) {
    return (Boolean) call("hasShips " + point(topRight) + " " + point(bottomLeft));
  }

  private static final class MountainArrayHandle implements MountainArray {
    @Override
    public int get(int index) {
      return callInt("get " + index);
    }

    @Override
    public int length() {
      return callInt("length");
    }
  }

  // 702: the element at index, or 2^31 - 1 past either end (the array's length is not told);
  // 1533's calls are not part of its API.
  private static final class SecretReader implements ArrayReader {
    @Override
    public int get(int index) {
      return callInt("get " + index);
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

  // 1533: 1, 0 or -1 as arr[l..r]'s sum is greater than, equal to or less than arr[x..y]'s, and
  // the array's length; 702's get is not part of its API.
  private static final class CompareSubReader implements ArrayReader {
    @Override
    public int get(int index) {
      throw new UnsupportedOperationException("ArrayReader.get is not part of this problem's API (1533 has compareSub and length)");
    }

    @Override
    public int compareSub(int l, int r, int x, int y) {
      return callInt("compareSub " + l + " " + r + " " + x + " " + y);
    }

    @Override
    public int length() {
      return callInt("length");
    }
  }

  private static final class BinaryMatrixHandle implements BinaryMatrix {
    @Override
    public int get(int row, int col) {
      return callInt("get " + row + " " + col);
    }

    @Override
    public List<Integer> dimensions() {
      List<?> reply = (List<?>) call("dimensions");
      List<Integer> size = new ArrayList<>(reply.size());
      for (Object value : reply) size.add(((Number) value).intValue());
      return size;
    }
  }

  // 1237's f is the driver's own, from the case's function_id (docs/driver-protocol.md): its calls
  // have no limit, and LeetCode's accepted brute force makes a million of them. 1 (x + y) and 2
  // (x * y) are the statement's; 3 to 9 those users report from LeetCode's runs.
  static CustomFunction customFunction(int id) {
    if (id < 1 || id > 9) throw new LcjudgeInputError("function_id " + id + " names none of LeetCode's 9 hidden formulas (1 to 9)");
    return new Formula(id);
  }

  private static final class Formula implements CustomFunction {
    private final int id;

    Formula(int id) {
      this.id = id;
    }

    @Override
    public int f(int x, int y) {
      long a = x, b = y, value = 0;
      switch (id) {
        case 1: value = a + b; break;
        case 2: value = a * b; break;
        case 3: value = a * a + b; break;
        case 4: value = a + b * b; break;
        case 5: value = a * a + b * b; break;
        case 6: value = (a + b) * (a + b); break;
        case 7: value = a * a * a + b * b * b; break;
        case 8: value = a * a * b; break;
        default: value = a * b * b; break;
      }
      return (int) value;  // LeetCode: f fits in 32 bits for 1 <= x, y <= 1000
    }
  }

  private static final class MasterHandle implements Master {
    @Override
    public int guess(String word) {
      StringBuilder request = new StringBuilder("guess ");
      LcjudgeOutput.appendString(word, request);
      return callInt(request.toString());
    }
  }
}
