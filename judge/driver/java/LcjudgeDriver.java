import java.io.File;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

// The Java driver (issue #30, lang30.md): runs a LeetCode Java solution on one case the way the
// C++ driver runs a C++ one: same answer text, same side-channel records, same exit codes.
//   LcjudgeDriver run '<descriptor>'                        one case on stdin; fds 3 and 4 as protocol.h,
//                                                           or a session of cases (LcjudgeSession)
//   LcjudgeDriver check '<descriptor>' <solution.jar> <classes>   can the solution be called? then pack it
//   LcjudgeDriver pack <jar> <classes>                      a deterministic jar (the driver's own)
// The arguments are decoded into whatever the solution's method declares (reflection), and the
// answer printed by the problem's declared result type. Kept light on purpose: no regex, no
// String.format, no lambdas or streams (each pulls in classes a JVM start pays for).
public final class LcjudgeDriver {
  static final int USAGE_EXIT = 2;

  private LcjudgeDriver() {}

  public static void main(String[] args) {
    int status;
    if (args.length == 2 && args[0].equals("run")) {
      status = run(args[1]);
    } else if (args.length == 4 && args[0].equals("check")) {
      status = check(args[1], new File(args[2]), new File(args[3]));
    } else if (args.length == 3 && args[0].equals("pack")) {
      status = pack(new File(args[1]), new File(args[2]));
    } else {
      System.err.println("usage: LcjudgeDriver run '<descriptor>' | check '<descriptor>' <solution.jar> <classes dir> | " +
                         "pack <jar> <classes dir>");
      status = USAGE_EXIT;
    }
    LcjudgeChannel.STDOUT.flush();
    LcjudgeChannel.STDERR.flush();
    // halt, not exit: a thread the solution started cannot keep the JVM running, and the guard
    // against the solution's own System.exit does not run.
    Runtime.getRuntime().halt(status);
  }

  // ---- run ----------------------------------------------------------------------------------

  // Runs when the solution calls System.exit (the driver itself only halts): before the run's
  // outcome is decided that is its runtime error; after, the run ends with the driver's status,
  // not the solution's. The outcome is kept here, in an object only the driver's locals and the
  // JDK's list of hooks (closed to reflection) hold, not in a static field the solution could set.
  static final class ExitGuard extends Thread {
    private volatile int status = -1;

    void decide(int exitStatus) {
      status = exitStatus;
    }

    @Override
    public void run() {
      if (status >= 0) Runtime.getRuntime().halt(status);
      String what = "System.exit called by the solution before it returned its answer";
      LcjudgeChannel.STDOUT.flush();
      LcjudgeChannel.STDERR.println(what);
      LcjudgeChannel.record("uncaught_exception", what);
      Runtime.getRuntime().halt(LcjudgeFailure.UNCAUGHT_EXCEPTION_EXIT);
    }
  }

  // The driver's input: the case's text (readLines), or the session's frames.
  private static LcjudgeStdin stdin;

  static long parseNanos, solveNanos;


  static int run(String descriptorText) {
    LcjudgeChannel.open();
    final LcjudgeDescriptor d;
    try {
      d = LcjudgeDescriptor.parse(descriptorText);
    } catch (LcjudgeInputError e) {
      System.err.println("lcjudge: " + e.getMessage());
      return USAGE_EXIT;  // the judge's fault, not the solution's
    }
    ExitGuard guard = new ExitGuard();
    Runtime.getRuntime().addShutdownHook(guard);
    stdin = new LcjudgeStdin();
    boolean session;
    try {
      session = stdin.startsSession();
    } catch (IOException e) {
      session = false;  // readLines meets the error again, as the case's
    }
    if (session) return LcjudgeSession.serve(d, stdin, guard);
    int status = runCase(d, 0);
    guard.decide(status);
    return status;
  }

  // One case: decodes it, calls the solution and hands the answer over, the records written; the
  // exit status (0: answered). In a session (CASE_NUMBER from 1; 0: a one-case run) the answer is
  // a frame, written after every record.
  static int runCase(LcjudgeDescriptor d, long caseNumber) {
    final boolean session = caseNumber > 0;
    // Set again at each case: these fields are open to the solution, whose earlier cases ran.
    LcjudgeStructures.nodeKind = d.node;
    LcjudgeFailure.solutionFile = d.className + ".java";
    try {
      StringBuilder out = new StringBuilder();
      if (d.kind.equals("design")) {
        if (d.drive.equals("round_trip")) roundTrip(d, out);
        else if (d.drive.equals("iterator")) iterate(d, out);
        else design(d, out);
      } else {
        function(d, out);
      }
      out.append('\n');
      byte[] answer = out.toString().getBytes(StandardCharsets.UTF_8);
      LcjudgeChannel.record("parse_ns", Long.toString(parseNanos));
      LcjudgeChannel.record("solve_ns", Long.toString(solveNanos));
      if (session) {
        LcjudgeChannel.recordPeakMemory();
        return LcjudgeChannel.writeFrame(caseNumber, answer) ? 0 : 1;
      }
      boolean written = LcjudgeChannel.writeAnswer(answer);
      LcjudgeChannel.recordPeakMemory();
      return written ? 0 : 1;
    } catch (LcjudgeInputError e) {
      return LcjudgeFailure.badInput(e);
    } catch (InvocationTargetException e) {
      return solutionFailure(e.getCause());
    } catch (ExceptionInInitializerError e) {
      return solutionFailure(e.getCause() != null ? e.getCause() : e);  // the solution's static initialiser threw
    } catch (OutOfMemoryError e) {
      return LcjudgeFailure.outOfMemory(e);
    } catch (LcjudgeWrongResult e) {
      return LcjudgeFailure.wrongResult(e);
    } catch (LcjudgeBadResult e) {
      return LcjudgeFailure.badResult(e);
    } catch (Throwable t) {
      return LcjudgeFailure.uncaught(t);  // printing what the solution returned failed (a null in its list...)
    }
  }

  private static int solutionFailure(Throwable cause) {
    if (cause instanceof OutOfMemoryError) return LcjudgeFailure.outOfMemory((OutOfMemoryError) cause);
    return LcjudgeFailure.uncaught(cause);
  }

  // Node's fields, when the problem uses Node (check mode has already found them).
  private static void bindNode(LcjudgeDescriptor d, Class<?> c) {
    if (d.node.isEmpty() || !LcjudgeMethods.usesNode(d)) return;
    String problem = LcjudgeStructures.bindNode(c.getClassLoader());
    if (problem != null && !d.kind.equals("legacy")) throw new IllegalStateException(problem);
  }

  // The case's lines: each a view [starts[k], ends[k]) of the bytes, as the C++ driver splits them.
  static final class Lines {
    byte[] bytes;
    int count;
    int[] starts = new int[4];
    int[] ends = new int[4];

    Object parse(int k) {
      return LcjudgeJson.parse(bytes, starts[k], ends[k], k + 1);
    }

    LcjudgeLocation at(int k) {
      return new LcjudgeLocation(bytes, starts[k], ends[k], k + 1);
    }
  }

  static Lines readLines(int expected) throws IOException {
    Lines lines = new Lines();
    byte[] b = stdin.caseText();
    lines.bytes = b;
    if (b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
      throw new LcjudgeInputError("line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
    }
    int line = 1, lineStart = 0;
    for (int k = 0; k < b.length; ++k) {
      if (b[k] == '\r') {
        throw new LcjudgeInputError("line " + line + ", column " + (k - lineStart + 1) +
                                    ": carriage return (Windows line ends): lines end in '\\n' alone");
      }
      if (b[k] == '\n') {
        ++line;
        lineStart = k + 1;
      }
    }
    for (int start = 0; start < b.length;) {
      int end = start;
      while (end < b.length && b[end] != '\n') ++end;
      if (lines.count == lines.starts.length) {
        lines.starts = java.util.Arrays.copyOf(lines.starts, 2 * lines.count);
        lines.ends = java.util.Arrays.copyOf(lines.ends, 2 * lines.count);
      }
      lines.starts[lines.count] = start;
      lines.ends[lines.count++] = end;
      start = end + 1;
    }
    String plural = expected + (expected == 1 ? " argument line" : " argument lines");
    if (lines.count < expected) {
      throw new LcjudgeInputError("line " + (lines.count + 1) + ", column 1: expected " + plural + ", found " + lines.count);
    }
    if (lines.count > expected) {
      throw new LcjudgeInputError("line " + (expected + 1) + ", column 1: expected " + plural + ", found more (trailing data)");
    }
    return lines;
  }

  // One argument per line, decoded into the method's own parameter types.
  private static Object[] readArguments(Executable method, LcjudgeDescriptor.Parameter[] declared) throws IOException {
    Type[] types = method.getGenericParameterTypes();
    Lines lines = readLines(types.length);
    Object[] arguments = new Object[types.length];
    for (int k = 0; k < types.length; ++k) {
      LcjudgeDescriptor.Type type = declared == null ? null : declared[k].type;
      Object fast = null;
      if (type == null || !usesUnsigned(type)) {
        if (types[k] == int[].class) fast = LcjudgeFastDecode.intArray(lines.bytes, lines.starts[k], lines.ends[k]);
        else if (types[k] == int[][].class) fast = LcjudgeFastDecode.intMatrix(lines.bytes, lines.starts[k], lines.ends[k]);
      }
      arguments[k] = fast != null ? fast : LcjudgeDecoder.convert(lines.parse(k), types[k], type, lines.at(k));
    }
    return arguments;
  }

  private static boolean usesUnsigned(LcjudgeDescriptor.Type type) {
    for (LcjudgeDescriptor.Type t = type; t != null; t = t.element) if (t.kind.equals("unsigned")) return true;
    return false;
  }

  static Class<?> solutionClass(LcjudgeDescriptor d) throws ClassNotFoundException {
    return Class.forName(d.className, false, LcjudgeDriver.class.getClassLoader());
  }

  static Object newInstance(Class<?> c) throws ReflectiveOperationException {
    Constructor<?> constructor = c.getDeclaredConstructor();
    constructor.setAccessible(true);
    return constructor.newInstance();
  }

  private static void function(LcjudgeDescriptor d, StringBuilder out) throws Exception {
    if (!d.api.isEmpty()) {
      LcjudgeApiRunner.function(d, out);
      return;
    }
    long parseStart = System.nanoTime();
    Class<?> c = solutionClass(d);
    LcjudgeDescriptor.Method declared = d.kind.equals("legacy") ? null : d.methods[0];
    String name = declared == null ? d.method : declared.name;
    bindNode(d, c);
    Method method = LcjudgeMethods.find(c, name, declared, null);
    Object[] arguments = readArguments(method, declared == null ? null : declared.parameters);
    LcjudgeDescriptor.Type resultType = declared == null ? null : declared.result;
    IdentityHashMap<Object, Boolean> inputNodes = null;
    if (resultType != null && resultType.kind.equals("Node") && LcjudgeStructures.mustBeCopied()) {
      inputNodes = new IdentityHashMap<>();
      for (int k = 0; k < arguments.length; ++k) {
        if (declared.parameters[k].type.kind.equals("Node")) LcjudgeStructures.collect(arguments[k], inputNodes);
      }
    }
    parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object solution = Modifier.isStatic(method.getModifiers()) ? null : newInstance(c);
    Object result = method.invoke(solution, arguments);
    solveNanos = System.nanoTime() - solveStart;

    if (declared == null) {
      LcjudgeOutput.encode(result, null, out);
    } else if (d.output.equals("argument_prefix") && declared.answer >= 0) {
      encodePrefix(arguments[declared.answer], result, declared.parameters[declared.answer].type, out);
    } else if (declared.result.kind.equals("void") && declared.answer >= 0) {
      LcjudgeOutput.encode(arguments[declared.answer], declared.parameters[declared.answer].type, out);
    } else {
      if (inputNodes != null) LcjudgeStructures.checkCopy(result, inputNodes);
      LcjudgeOutput.encode(result, resultType, out);
    }
  }

  // argument_prefix: the method returned k, the answer is the first k elements of the argument.
  private static void encodePrefix(Object values, Object returned, LcjudgeDescriptor.Type type, StringBuilder out) {
    long k = ((Number) returned).longValue();
    int size = values instanceof List ? ((List<?>) values).size() : java.lang.reflect.Array.getLength(values);
    if (k < 0 || k > size) {
      throw new LcjudgeBadResult("the method returned k = " + k + ", but the answer is the first k elements of its " +
                                 type.cpp + " argument, which has " + size);
    }
    Object prefix;
    if (values instanceof List) {
      prefix = ((List<?>) values).subList(0, (int) k);
    } else {
      prefix = java.lang.reflect.Array.newInstance(values.getClass().getComponentType(), (int) k);
      System.arraycopy(values, 0, prefix, 0, (int) k);
    }
    LcjudgeOutput.encode(prefix, type, out);
  }

  // LeetCode's two lines: the operations, the constructor first, then each one's arguments;
  // printed [null,...], null for the constructor and for void methods. Every argument is
  // decoded before the object is built, so bad data is never reported as the solution's doing.
  private static void design(LcjudgeDescriptor d, StringBuilder out) throws Exception {
    long parseStart = System.nanoTime();
    Class<?> c = solutionClass(d);
    if (d.methods.length == 0 || !d.methods[0].constructor) throw new LcjudgeInputError("the call descriptor: a design's first method is its constructor");
    bindNode(d, c);
    Constructor<?> constructor = LcjudgeMethods.findConstructor(c, d.methods[0], null);
    Lines lines = readLines(2);
    LcjudgeLocation namesAt = lines.at(0);
    Object namesLine = lines.parse(0);
    if (!(namesLine instanceof ArrayList)) throw namesAt.fail("expected vector<string>, found " + LcjudgeJson.describe(namesLine));
    ArrayList<?> names = (ArrayList<?>) namesLine;
    if (names.isEmpty()) throw namesAt.fail("expected the operations, the constructor \"" + d.className + "\" first, found none");
    namesAt.push(0);
    for (int k = 0; k < names.size(); ++k) {
      namesAt.set(k);
      if (!(names.get(k) instanceof String)) throw namesAt.fail("expected string, found " + LcjudgeJson.describe(names.get(k)));
    }
    namesAt.set(0);
    if (!names.get(0).equals(d.className)) {
      throw namesAt.fail("the first operation must be the constructor \"" + d.className + "\", found \"" + names.get(0) + "\"");
    }
    LcjudgeLocation at = lines.at(1);
    Object argumentsLine = lines.parse(1);
    if (!(argumentsLine instanceof ArrayList)) {
      throw at.fail("expected an array of argument arrays, one per operation, found " + LcjudgeJson.describe(argumentsLine));
    }
    ArrayList<?> all = (ArrayList<?>) argumentsLine;
    if (all.size() != names.size()) {
      throw at.fail("expected " + names.size() + " argument arrays (one per operation on line 1), found " + all.size());
    }

    int operations = names.size();
    Method[] calls = new Method[operations];
    LcjudgeDescriptor.Method[] declaredCalls = new LcjudgeDescriptor.Method[operations];
    Object[][] arguments = new Object[operations][];
    at.push(0);
    arguments[0] = decodeOperation(all.get(0), constructor, d.methods[0], d.className, at);
    ArrayList<String> known = new ArrayList<>();
    for (int m = 1; m < d.methods.length; ++m) known.add(d.methods[m].name);
    for (int k = 1; k < operations; ++k) {
      String name = (String) names.get(k);
      int m = known.indexOf(name);
      if (m < 0) {
        namesAt.set(k);
        if (name.equals(d.className)) throw namesAt.fail("the constructor \"" + name + "\" may only be the first operation");
        throw namesAt.fail("unknown operation \"" + name + "\" (" + d.className + " has " +
                           (known.isEmpty() ? "no methods" : String.join(", ", known)) + ")");
      }
      declaredCalls[k] = d.methods[m + 1];
      calls[k] = LcjudgeMethods.find(c, name, declaredCalls[k], null);
      at.set(k);
      arguments[k] = decodeOperation(all.get(k), calls[k], declaredCalls[k], name, at);
    }
    parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    out.append("[null");
    Object object = constructor.newInstance(arguments[0]);
    for (int k = 1; k < operations; ++k) {
      Object result = calls[k].invoke(Modifier.isStatic(calls[k].getModifiers()) ? null : object, arguments[k]);
      out.append(',');
      LcjudgeOutput.encode(result, declaredCalls[k].result, out);
    }
    solveNanos = System.nanoTime() - solveStart;
    out.append(']');
  }

  private static Object[] decodeOperation(Object json, Executable method, LcjudgeDescriptor.Method declared, String name,
                                          LcjudgeLocation at) {
    if (!(json instanceof ArrayList)) throw at.fail("expected the arguments of " + name + " (an array), found " + LcjudgeJson.describe(json));
    ArrayList<?> values = (ArrayList<?>) json;
    Type[] types = method.getGenericParameterTypes();
    if (values.size() != types.length) {
      throw at.fail(name + " takes " + types.length + (types.length == 1 ? " argument" : " arguments") + ", found " + values.size());
    }
    Object[] arguments = new Object[types.length];
    at.push(0);
    for (int k = 0; k < types.length; ++k) {
      at.set(k);
      arguments[k] = LcjudgeDecoder.convert(values.get(k), types[k], declared.parameters[k].type, at);
    }
    at.pop();
    return arguments;
  }

  // A codec LeetCode round-trips (297, 449): `Codec ser = new Codec(), deser = new Codec();
  // ans = deser.decode(ser.encode(args...))`, the methods the encoder then the decoder.
  private static void roundTrip(LcjudgeDescriptor d, StringBuilder out) throws Exception {
    long parseStart = System.nanoTime();
    Class<?> c = solutionClass(d);
    if (d.methods.length != 2) throw new LcjudgeInputError("the call descriptor: a round trip has an encoder and a decoder");
    bindNode(d, c);
    Method encoder = LcjudgeMethods.find(c, d.methods[0].name, d.methods[0], null);
    Method decoder = LcjudgeMethods.find(c, d.methods[1].name, d.methods[1], null);
    Object[] arguments = readArguments(encoder, d.methods[0].parameters);
    parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object ser = newInstance(c), deser = newInstance(c);
    Object encoded = encoder.invoke(ser, arguments);
    Object answer = decoder.invoke(deser, encoded);
    solveNanos = System.nanoTime() - solveStart;
    LcjudgeOutput.encode(answer, d.methods[1].result, out);
  }

  // An iterator (341): built from the case's arguments, then next() while hasNext(); the answer
  // is the list of what next() returned.
  private static void iterate(LcjudgeDescriptor d, StringBuilder out) throws Exception {
    long parseStart = System.nanoTime();
    Class<?> c = solutionClass(d);
    if (d.methods.length == 0 || !d.methods[0].constructor) throw new LcjudgeInputError("the call descriptor: an iterator's first method is its constructor");
    LcjudgeDescriptor.Method nextDeclared = null, hasNextDeclared = null;
    for (LcjudgeDescriptor.Method m : d.methods) {
      if (m.name.equals("next")) nextDeclared = m;
      if (m.name.equals("hasNext")) hasNextDeclared = m;
    }
    if (nextDeclared == null || hasNextDeclared == null) throw new LcjudgeInputError("the call descriptor: an iterator has next and hasNext");
    bindNode(d, c);
    Constructor<?> constructor = LcjudgeMethods.findConstructor(c, d.methods[0], null);
    Method next = LcjudgeMethods.find(c, "next", nextDeclared, null);
    Method hasNext = LcjudgeMethods.find(c, "hasNext", hasNextDeclared, null);
    Object[] arguments = readArguments(constructor, d.methods[0].parameters);
    parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object iterator = constructor.newInstance(arguments);
    ArrayList<Object> values = new ArrayList<>();
    while (Boolean.TRUE.equals(hasNext.invoke(iterator))) values.add(next.invoke(iterator));
    solveNanos = System.nanoTime() - solveStart;
    LcjudgeOutput.encode(values, new LcjudgeDescriptor.Type("list", nextDeclared.result, "vector"), out);
  }

  // ---- check and pack -------------------------------------------------------------------------

  // Classes LeetCode provides for the problem: a solution that defines one of them is refused, as
  // LeetCode's compiler refuses a duplicate class. Another problem's solution may name its own
  // class so (a helper Sea, ListNode on Two Sum), as on LeetCode: its classes come first on the
  // class path, and the driver touches LeetCode's only for a problem that has them.
  private static final String[] API_CLASSES = {"VersionControl", "GuessGame", "Reader4", "MountainArray", "ArrayReader",
                                               "BinaryMatrix", "CustomFunction", "Master", "Sea"};

  static String[] provided(LcjudgeDescriptor d) {
    ArrayList<String> names = new ArrayList<>(List.of("javafx"));
    HashSet<String> kinds = new HashSet<>();
    boolean every = d.kind.equals("legacy");  // no declared types to tell by (and never an API)
    for (LcjudgeDescriptor.Method m : d.methods) {
      addKinds(m.result, kinds);
      for (LcjudgeDescriptor.Parameter p : m.parameters) addKinds(p.type, kinds);
    }
    for (String node : new String[] {"ListNode", "TreeNode", "NestedInteger"}) {
      if (every || kinds.contains(node)) names.add(node + ".class");
    }
    if (!d.api.isEmpty()) {
      for (String api : API_CLASSES) names.add(api + ".class");
    }
    return names.toArray(new String[0]);
  }

  private static void addKinds(LcjudgeDescriptor.Type type, Set<String> kinds) {
    for (; type != null; type = type.element) kinds.add(type.kind);
  }

  static int check(String descriptorText, File jar, File classes) {
    final LcjudgeDescriptor d;
    try {
      d = LcjudgeDescriptor.parse(descriptorText);
    } catch (LcjudgeInputError e) {
      System.err.println("lcjudge: " + e.getMessage());
      return USAGE_EXIT;
    }
    LcjudgeStructures.nodeKind = d.node;
    String problem = LcjudgeMethods.check(d, classes, provided(d));
    if (problem != null) {
      System.err.println(problem);
      return 1;
    }
    return pack(jar, classes);
  }

  static int pack(File jar, File classes) {
    try {
      LcjudgeJar.pack(jar, classes);
      return 0;
    } catch (IOException e) {
      System.err.println("lcjudge: cannot write " + jar + ": " + e.getMessage());
      return USAGE_EXIT;
    }
  }
}
