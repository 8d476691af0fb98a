import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

// javac kept running for one judge run (judge/judging/compiler_server.h), in the compiler's jail:
//   java <the jail's JVM flags> -cp <this class's folder> LcjudgeJavac
// so that the JVM starts, and javac's classes load and warm up, once a run rather than once a
// solution. Requests, in process/compile_server_jail.h's protocol:
//   javac <javac's arguments>                   compiled as the javac launcher compiles them: its
//                                               exit status and messages
//   check <class path> <the check's arguments>  as `java -cp <class path> LcjudgeDriver check ...`:
//                                               the driver's classes and the solution's are loaded
//                                               anew for each check, by a class loader of their
//                                               own, whose static state no other check sees
// No solution's code runs here: javac runs no annotation processor (-proc:none), and the check
// loads the classes without initialising them. Should javac or the check itself fail, this server
// ends, and the judge compiles that solution alone, where the same failure is its own JVM's message.
public final class LcjudgeJavac {
  private static final byte[] MARKER = "\u001elcjudge-".getBytes(StandardCharsets.ISO_8859_1);
  private static final int SERVER_FAILED_EXIT = 70;  // the server's end: compile this solution alone

  private LcjudgeJavac() {}

  public static void main(String[] args) throws IOException {
    OutputStream replies = new FileOutputStream(FileDescriptor.out);
    DataInputStream requests = new DataInputStream(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
    // Whatever else prints (a class's static code, a library's warning) stays off the replies.
    PrintStream elsewhere = new PrintStream(new ByteArrayOutputStream() {
      @Override
      public synchronized void write(byte[] bytes, int offset, int length) {}
    });
    System.setOut(elsewhere);
    System.setErr(elsewhere);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    warmUp(javac);
    write(replies, "ready\n", new byte[0]);
    for (List<String> request = read(requests); request != null; request = read(requests)) {
      ByteArrayOutputStream messages = new ByteArrayOutputStream();
      int status;
      List<String> arguments = request.subList(1, request.size());
      if (request.get(0).equals("javac")) {
        status = compile(javac, arguments, messages);
      } else if (request.get(0).equals("check") && arguments.size() >= 1) {
        status = check(arguments.get(0), arguments.subList(1, arguments.size()), messages, elsewhere);
      } else {
        messages.write(("LcjudgeJavac: unknown request " + request.get(0) + "\n").getBytes(StandardCharsets.UTF_8));
        status = 2;
      }
      byte[] body = messages.toByteArray();
      write(replies, "reply " + status + " " + body.length + "\n", body);
    }
    replies.flush();
    Runtime.getRuntime().halt(0);
  }

  // javac's status and messages; past javac's own failure (out of memory, a crash: its statuses 2
  // to 4), this JVM may be unfit for the next compile (a class whose initialiser failed stays
  // failed), so it ends, and the judge compiles that solution alone.
  private static int compile(JavaCompiler javac, List<String> arguments, ByteArrayOutputStream messages) {
    int status = SERVER_FAILED_EXIT;
    try {
      status = javac.run(null, messages, messages, arguments.toArray(new String[0]));
    } catch (Throwable e) {
      Runtime.getRuntime().halt(SERVER_FAILED_EXIT);
    }
    if (status != 0 && status != 1) Runtime.getRuntime().halt(SERVER_FAILED_EXIT);
    return status;
  }

  // One small compile, in the jail's own /tmp, before the first request: javac's classes loaded
  // and some of its code compiled, so that a request costs no more CPU time here than alone.
  private static void warmUp(JavaCompiler javac) throws IOException {
    File folder = Files.createTempDirectory("lcjudge-warm").toFile();
    File source = new File(folder, "Warm.java");
    Files.write(source.toPath(), ("import java.util.*;\nclass Warm {\n  int f(List<Integer> xs, Map<String, int[]> m) {\n"
                                  + "    int s = 0;\n    for (int x : xs) s += x;\n"
                                  + "    return s + m.size() + new ArrayDeque<Long>().size() + (\"\" + s).length();\n  }\n}\n")
                                     .getBytes(StandardCharsets.UTF_8));
    javac.run(null, OutputStream.nullOutputStream(), OutputStream.nullOutputStream(), "-proc:none", "-XDstringConcat=inline", "-g",
              "-d", folder.getPath(), source.getPath());
  }

  // The driver's check mode (LcjudgeDriver.check) with CLASS_PATH's classes, its messages into
  // MESSAGES; its exit status.
  private static int check(String classPath, List<String> arguments, ByteArrayOutputStream messages, PrintStream elsewhere) {
    if (arguments.size() != 3) return 2;
    List<URL> urls = new ArrayList<>();
    try {
      for (String entry : classPath.split(":")) urls.add(new File(entry).toURI().toURL());
    } catch (IOException e) {
      return 2;
    }
    PrintStream captured = new PrintStream(messages, true);
    System.setOut(captured);
    System.setErr(captured);
    try (URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader())) {
      Class<?> driver = Class.forName("LcjudgeDriver", true, loader);
      Method check = driver.getDeclaredMethod("check", String.class, File.class, File.class);
      check.setAccessible(true);
      Object status = check.invoke(null, arguments.get(0), new File(arguments.get(1)), new File(arguments.get(2)));
      captured.flush();
      return (Integer) status;
    } catch (Throwable e) {
      Runtime.getRuntime().halt(SERVER_FAILED_EXIT);
      return SERVER_FAILED_EXIT;
    } finally {
      System.setOut(elsewhere);
      System.setErr(elsewhere);
    }
  }

  // One request's fields ("<count>\n", then each "<bytes>\n" and its bytes), or null at the end.
  private static List<String> read(DataInputStream in) throws IOException {
    String count = line(in);
    if (count == null || count.equals("0")) return null;
    List<String> fields = new ArrayList<>();
    for (int k = Integer.parseInt(count); k > 0; --k) {
      String size = line(in);
      if (size == null) return null;
      byte[] bytes = new byte[Integer.parseInt(size)];
      try {
        in.readFully(bytes);
      } catch (EOFException e) {
        return null;
      }
      fields.add(new String(bytes, StandardCharsets.UTF_8));
    }
    return fields;
  }

  private static String line(InputStream in) throws IOException {
    StringBuilder text = new StringBuilder();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) return null;
      text.append((char) c);
    }
    return text.toString();
  }

  private static void write(OutputStream out, String header, byte[] body) throws IOException {
    byte[] head = header.getBytes(StandardCharsets.ISO_8859_1);
    byte[] frame = Arrays.copyOf(MARKER, MARKER.length + head.length + body.length);
    System.arraycopy(head, 0, frame, MARKER.length, head.length);
    System.arraycopy(body, 0, frame, MARKER.length + head.length, body.length);
    out.write(frame);
    out.flush();
  }
}
