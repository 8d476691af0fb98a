import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

// The driver's input, through a stream of its own (System.in is the solution's to read or
// replace): one case's whole text on stdin, or a session's marker on stdin and then its frames
// on descriptor 12 (docs/driver-protocol.md),
//   #case <N>\n<N bytes>
// A read asks only for what the frame still lacks and takes what the pipe holds: the judge
// writes a case only after the answer to the one before, so nothing past a frame is waited for.
final class LcjudgeStdin {
  // "#case " and the digits of any size an array can hold, with room to spare.
  private static final int MAX_HEADER = 32;
  private static final byte[] CASE = {'#', 'c', 'a', 's', 'e', ' '};
  // A session's whole stdin; its cases come on CASES_FD (protocol.h's kSessionMarker, kSessionCasesFd).
  private static final byte[] SESSION = {'#', 's', 'e', 's', 's', 'i', 'o', 'n', '\n'};
  private static final int CASES_FD = 12;

  // The judge broke the framing (a malformed header, end of file inside a frame): exit 2.
  static final class FrameError extends Exception {
    FrameError(String message) {
      super(message);
    }
  }

  // Stdin, then (takeSession) the session's descriptor of cases.
  private InputStream in = new FileInputStream(FileDescriptor.in);
  private final byte[] buffer = new byte[8192];
  private int start, end;
  private byte[] caseText;

  // Whether the judge serves a session: stdin starts with '#', which no JSON value does.
  boolean startsSession() throws IOException {
    return fill(1) && buffer[start] == '#';
  }

  // Reads the session's marker, all its stdin holds, then turns to CASES_FD for the frames: a
  // solution that reads stdin finds its end at once, as in a one-case run. Java cannot move a
  // descriptor away, so 12 stays open to the solution, as its stdin did before.
  void takeSession() throws IOException, FrameError {
    for (int k = 0; k < SESSION.length; ++k) {
      if (!fill(k + 1) || buffer[start + k] != SESSION[k]) throw new FrameError("stdin starts with '#' but not with the session's marker");
    }
    InputStream cases = LcjudgeChannel.openReadable(CASES_FD);
    if (cases == null) throw new FrameError("no case descriptor " + CASES_FD);
    in = cases;
    start = end = 0;
  }

  // The case's text: the frame just read, or (one case) all of stdin, read at the first call.
  byte[] caseText() throws IOException {
    if (caseText == null) {
      // Not FileInputStream.readAllBytes: JDK 17's asks a pipe for its position, which fails.
      byte[] text = new byte[Math.max(buffer.length, 2 * (end - start))];
      int length = end - start;
      System.arraycopy(buffer, start, text, 0, length);
      start = end;
      for (int read; (read = in.read(text, length, text.length - length)) >= 0;) {
        length += read;
        if (length == text.length) text = Arrays.copyOf(text, 2 * length);
      }
      caseText = Arrays.copyOf(text, length);
    }
    return caseText;
  }

  // Reads the session's next case, whose text caseText() then gives: false at end of file where
  // a frame would start.
  boolean nextFrame() throws IOException, FrameError {
    caseText = null;
    if (!fill(1)) return false;
    int newline = -1;
    while (newline < 0) {
      for (int k = start; k < end && newline < 0; ++k) if (buffer[k] == '\n') newline = k;
      if (newline < 0 && end - start >= MAX_HEADER) throw new FrameError("a frame's header is longer than " + MAX_HEADER + " bytes");
      if (newline < 0 && !fill(end - start + 1)) throw new FrameError("end of file inside a frame's header");
    }
    int size = caseSize(start, newline);
    if (size < 0) throw new FrameError("malformed frame header (expected \"#case <N>\\n\")");
    start = newline + 1;
    byte[] text = new byte[size];
    int buffered = Math.min(size, end - start);
    System.arraycopy(buffer, start, text, 0, buffered);
    start += buffered;
    if (in.readNBytes(text, buffered, size - buffered) != size - buffered) {
      throw new FrameError("end of file inside a frame (" + size + " bytes announced)");
    }
    caseText = text;
    return true;
  }

  // N of the header "#case N" in buffer[from, to), or -1 if it is not one.
  private int caseSize(int from, int to) {
    if (to - from <= CASE.length) return -1;
    for (int k = 0; k < CASE.length; ++k) if (buffer[from + k] != CASE[k]) return -1;
    long size = 0;
    for (int k = from + CASE.length; k < to; ++k) {
      if (buffer[k] < '0' || buffer[k] > '9') return -1;
      size = size * 10 + (buffer[k] - '0');
      if (size > Integer.MAX_VALUE - 8) return -1;  // past what an array holds
    }
    return (int) size;
  }

  // At least COUNT bytes buffered (COUNT <= MAX_HEADER + 1), reading as little as the pipe
  // gives; false at end of file before that.
  private boolean fill(int count) throws IOException {
    if (end - start >= count) return true;
    if (buffer.length - start < count) {
      System.arraycopy(buffer, start, buffer, 0, end - start);
      end -= start;
      start = 0;
    }
    while (end - start < count) {
      int read = in.read(buffer, end, buffer.length - end);
      if (read < 0) return false;
      end += read;
    }
    return true;
  }
}
