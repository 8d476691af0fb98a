import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;

// Runs an API problem's method (problem.yaml's `api:`; docs/driver-protocol.md, "API calls"): the
// case's lines (the descriptor's api_case, named and typed in the statement's order) give the
// method's arguments by name; the lines the API hides reach the driver withheld (each reads
// null) and are never decoded. An API parameter gets a handle whose methods are calls to the
// judge (LcjudgeApi), which counts them and gives a call limit's wrong answer and 843's answer
// itself: the driver prints the method's result as for any function.
final class LcjudgeApiRunner {
  private LcjudgeApiRunner() {}

  static final String READ4 = "read4";
  private static final int READ4_SLACK = 4;  // buf's room past n, as the C++ driver gives

  // The Java class of an API parameter the problem declares (its C++ spelling), null if none.
  static Class<?> parameterClass(String cpp) {
    String name = cpp.startsWith("const ") ? cpp.substring(6) : cpp;
    while (name.endsWith("&") || name.endsWith(" ")) name = name.substring(0, name.length() - 1);
    switch (name) {
      case "MountainArray": return MountainArray.class;
      case "ArrayReader": return ArrayReader.class;
      case "BinaryMatrix": return BinaryMatrix.class;
      case "CustomFunction": return CustomFunction.class;
      case "Master": return Master.class;
      case "Sea": return Sea.class;
      case "char*": return char[].class;
      default: return null;
    }
  }

  // Whether the driver knows the API (problem.yaml's `api:`).
  static boolean knows(String api) {
    switch (api) {
      case "isBadVersion":
      case "guess":
      case READ4:
      case "MountainArray":
      case "ArrayReader":
      case "compareSub":
      case "BinaryMatrix":
      case "CustomFunction":
      case "Sea":
      case "Master":
        return true;
      default:
        return false;
    }
  }

  // The case's lines, by the names api_case gives them.
  private static final class Case {
    final LcjudgeDescriptor.Method declared;
    final LcjudgeDriver.Lines lines;

    Case(LcjudgeDescriptor.Method declared, LcjudgeDriver.Lines lines) {
      this.declared = declared;
      this.lines = lines;
    }

    int index(String name) {
      for (int k = 0; k < declared.parameters.length; ++k) if (declared.parameters[k].name.equals(name)) return k;
      throw new LcjudgeInputError("the call descriptor: api_case names no line \"" + name + "\"");
    }

    Object decode(String name, Type javaType) {
      int k = index(name);
      return LcjudgeDecoder.convert(lines.parse(k), javaType, declared.parameters[k].type, lines.at(k));
    }
  }

  static void function(LcjudgeDescriptor d, StringBuilder out) throws Exception {
    long parseStart = System.nanoTime();
    if (!d.kind.equals("function") || d.apiCase == null || !knows(d.api)) {
      throw new LcjudgeInputError("the call descriptor: an API problem (" + d.api + ") is a function with its api_case");
    }
    Class<?> c = LcjudgeDriver.solutionClass(d);
    LcjudgeDescriptor.Method declared = d.methods[0];
    Method method = LcjudgeMethods.find(c, declared.name, declared, null);
    Case lines = new Case(d.apiCase, LcjudgeDriver.readLines(d.apiCase.parameters.length));
    if (d.api.equals(READ4)) {
      read4(d, c, method, lines, parseStart, out);
      return;
    }
    Type[] types = method.getGenericParameterTypes();
    Class<?>[] classes = method.getParameterTypes();
    Object[] arguments = new Object[types.length];
    for (int k = 0; k < types.length; ++k) {
      LcjudgeDescriptor.Parameter parameter = declared.parameters[k];
      if (!parameter.type.kind.equals("api")) {
        arguments[k] = lines.decode(parameter.name, types[k]);
      } else if (classes[k] == CustomFunction.class) {
        arguments[k] = LcjudgeApi.customFunction((Integer) lines.decode("function_id", int.class));
      } else {
        arguments[k] = LcjudgeApi.handle(d.api, classes[k]);
      }
    }
    LcjudgeDriver.parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object solution = Modifier.isStatic(method.getModifiers()) ? null : LcjudgeDriver.newInstance(c);
    Object result = method.invoke(solution, arguments);
    LcjudgeDriver.solveNanos = System.nanoTime() - solveStart;
    LcjudgeOutput.encode(result, declared.result, out);
  }

  // 157 and 158: `int read(char[] buf, int n)`, called once with the case's n, or (158,
  // api_queries) once per entry of its queries on the same Solution, each with a fresh buf of n
  // characters and 4 more, each call's k and buf then checked by the judge. The answer is k, or
  // the list of the k's.
  private static void read4(LcjudgeDescriptor d, Class<?> c, Method method, Case lines, long parseStart, StringBuilder out)
      throws Exception {
    LcjudgeDescriptor.Method declared = d.methods[0];
    if (declared.parameters.length != 2) throw new LcjudgeInputError("the call descriptor: read4 goes with read(buf, n)");
    String countName = d.apiQueries ? "queries" : declared.parameters[1].name;
    int[] counts = d.apiQueries ? (int[]) lines.decode(countName, int[].class) : new int[] {(Integer) lines.decode(countName, int.class)};
    for (int n : counts) {
      if (n < 0) throw new LcjudgeInputError("line " + (lines.index(countName) + 1) + ": n = " + n + " is negative");
    }
    Class<?> countType = method.getParameterTypes()[1];
    boolean longCount = countType == long.class || countType == Long.class;
    LcjudgeDriver.parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object solution = Modifier.isStatic(method.getModifiers()) ? null : LcjudgeDriver.newInstance(c);
    StringBuilder returned = new StringBuilder();
    for (int n : counts) {
      char[] buf = new char[(int) Math.min((long) n + READ4_SLACK, Integer.MAX_VALUE - 8)];
      Object k = method.invoke(solution, buf, longCount ? (Object) Long.valueOf(n) : (Object) Integer.valueOf(n));
      LcjudgeApi.checkRead(n, k, buf);
      returned.append(returned.length() == 0 ? "" : ",").append(k);
    }
    LcjudgeDriver.solveNanos = System.nanoTime() - solveStart;
    if (d.apiQueries) out.append('[').append(returned).append(']');
    else out.append(returned);
  }
}
