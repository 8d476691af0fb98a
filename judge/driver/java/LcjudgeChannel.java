import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;

// The judge's two descriptors (protocol.h): 3, the side channel of `KEY VALUE` records, and 4,
// the answer. Both are written through FileDescriptor objects for those numbers. By the time main runs the JVM has opened files of its own, so in a hand run 3 and 4
// may be its jars: a descriptor counts as the judge's only when it is open for writing
// (/proc/self/fdinfo), which the JVM's own files never are. An API problem's descriptors 5 and 6
// (the calls and their replies) are opened here too, for LcjudgeApi, at its first call.
final class LcjudgeChannel {
  static final int META_FD = 3;
  static final int ANSWER_FD = 4;

  // The process's stdout and stderr as the JVM made them, taken before the solution runs: the
  // driver flushes and writes these, never a stream the solution put in System.out (whose code
  // would run when the driver flushes it, even after the session's end).
  static final PrintStream STDOUT = System.out;
  static final PrintStream STDERR = System.err;

  private static OutputStream meta;
  private static OutputStream answer;

  private LcjudgeChannel() {}

  static void open() {
    meta = openWritable(META_FD);
    answer = openWritable(ANSWER_FD);
  }

  // Whether the answer goes to descriptor 4 (else to stdout, after the solution's prints).
  static boolean hasAnswerChannel() {
    return answer != null;
  }

  // Descriptor FD for writing if it is open for writing (the judge's), else null.
  static OutputStream openWritable(int fd) {
    if (!writable(fd)) return null;
    FileDescriptor descriptor = descriptor(fd);
    if (descriptor != null) return new FileOutputStream(descriptor);
    // A new open of it through /proc, appending so that a regular file is not written over from
    // its start; it needs the permission to open the judge's file, which the jail may not give.
    try {
      return new FileOutputStream("/proc/self/fd/" + fd, true);
    } catch (IOException e) {
      return null;
    }
  }

  // Descriptor FD for reading (the judge's API replies, LcjudgeApi), null if it cannot be had.
  static InputStream openReadable(int fd) {
    FileDescriptor descriptor = descriptor(fd);
    if (descriptor != null) return new FileInputStream(descriptor);
    try {
      return new FileInputStream("/proc/self/fd/" + fd);
    } catch (IOException e) {
      return null;
    }
  }

  // A FileDescriptor for the descriptor number FD itself (the judge's open file, whatever its
  // permissions), which no public constructor gives. sun.misc.Unsafe, which the jdk.unsupported
  // module opens to everyone, sets its field: reflection on java.io would need --add-opens,
  // which costs every start about 5 ms of CPU (it disables the archived module graph).
  private static FileDescriptor descriptor(int fd) {
    try {
      // Its methods called directly: through reflection, Unsafe's annotations would be parsed,
      // at a cost. Named once only, as javac warns (unavoidably, in JDK 17) at each mention.
      Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      var unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
      FileDescriptor descriptor = new FileDescriptor();
      unsafe.putInt(descriptor, unsafe.objectFieldOffset(FileDescriptor.class.getDeclaredField("fd")), fd);
      return descriptor;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  // Whether FD is open, for writing: its fdinfo's flags (octal) have O_WRONLY or O_RDWR.
  private static boolean writable(int fd) {
    byte[] info;
    try (FileInputStream in = new FileInputStream("/proc/self/fdinfo/" + fd)) {
      info = in.readNBytes(512);
    } catch (IOException e) {
      return false;
    }
    String text = new String(info, StandardCharsets.ISO_8859_1);
    int at = text.indexOf("flags:");
    if (at < 0) return false;
    int k = at + 6;
    while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) ++k;
    int flags = 0;
    for (; k < text.length() && text.charAt(k) >= '0' && text.charAt(k) <= '7'; ++k) flags = flags * 8 + (text.charAt(k) - '0');
    return (flags & 3) != 0;
  }

  // One `KEY VALUE` record on the side channel, in one write, if the judge opened it. VALUE is
  // made one line: a message may hold anything the solution put in it.
  static void record(String key, String value) {
    if (meta == null) return;
    StringBuilder line = new StringBuilder(key.length() + value.length() + 2).append(key).append(' ');
    for (int k = 0; k < value.length(); ++k) {
      char c = value.charAt(k);
      line.append(c == '\n' || c == '\r' ? ' ' : c);
    }
    line.append('\n');
    try {
      meta.write(line.toString().getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      // the judge stopped listening: nothing to tell it
    }
  }

  // The answer: to descriptor 4, closed once written so that nothing running after can add to
  // it; else (a hand run) to stdout. False when it could not all be written (past the output
  // limit: the judge sees the file at its cap).
  static boolean writeAnswer(byte[] text) {
    STDOUT.flush();
    if (answer == null) {
      STDOUT.write(text, 0, text.length);
      STDOUT.flush();
      return !STDOUT.checkError();
    }
    try {
      answer.write(text);
      answer.close();
      return true;
    } catch (IOException e) {
      return false;
    } finally {
      answer = null;
    }
  }

  // A session's answer frame to its CASE-th case, "#answer <K> <N>\n" and the N bytes, in one write
  // after the solution's stdout is flushed; the channel stays open for the next case. A hand
  // run's go to stdout.
  static boolean writeFrame(long caseNumber, byte[] text) {
    byte[] header = ("#answer " + caseNumber + " " + text.length + "\n").getBytes(StandardCharsets.US_ASCII);
    byte[] frame = new byte[header.length + text.length];
    System.arraycopy(header, 0, frame, 0, header.length);
    System.arraycopy(text, 0, frame, header.length, text.length);
    return writeOpen(frame);
  }

  // The session's last word, at end of file on descriptor 12: "#end\n", then the channel is closed.
  static boolean writeEnd() {
    boolean written = writeOpen(new byte[] {'#', 'e', 'n', 'd', '\n'});
    if (answer != null) {
      try {
        answer.close();
      } catch (IOException e) {
        written = false;
      }
      answer = null;
    }
    return written;
  }

  private static boolean writeOpen(byte[] bytes) {
    STDOUT.flush();
    if (answer == null) {
      STDOUT.write(bytes, 0, bytes.length);
      STDOUT.flush();
      return !STDOUT.checkError();
    }
    try {
      answer.write(bytes);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  // The peak resident memory (VmHWM of /proc/self/status), in KiB.
  static void recordPeakMemory() {
    if (meta == null) return;
    byte[] status;
    try (FileInputStream in = new FileInputStream("/proc/self/status")) {
      status = in.readAllBytes();
    } catch (IOException e) {
      return;
    }
    String text = new String(status, StandardCharsets.ISO_8859_1);
    int at = text.indexOf("VmHWM:");
    if (at < 0) return;
    int k = at + 6;
    while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) ++k;
    int digits = k;
    while (digits < text.length() && Character.isDigit(text.charAt(digits))) ++digits;
    if (digits > k) record("peak_rss_kib", text.substring(k, digits));
  }
}
