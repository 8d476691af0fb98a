import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;

// Runs an API problem's method (problem.yaml's `api:`), as judge/driver/api_runner.h does: the
// case's lines (the descriptor's api_case, named and typed in the statement's order) give the
// method's arguments by name, the API's parameter from the line that defines it, and the API's
// hidden lines go to LcjudgeApi alone, never to the solution. After the call, more calls than
// the API allows is a wrong answer (record wrong_result, exit 91); then the answer is printed as
// the method's result, or (843) as the text LeetCode prints.
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

  // The case line that defines the API's parameter ("" none), for each API the driver knows.
  static String parameterLine(String api) {
    switch (api) {
      case "MountainArray": return "array";
      case "CustomFunction": return "function_id";
      case "BinaryMatrix": return "mat";
      case "compareSub": return "arr";
      case "ArrayReader": return "secret";
      case "Sea": return "ships";
      case "Master": return "words";
      case "isBadVersion":
      case "guess":
      case READ4:
        return "";
      default: return null;
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
    if (!d.kind.equals("function") || d.apiCase == null || parameterLine(d.api) == null) {
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
    Object api = load(d.api, lines);
    Type[] types = method.getGenericParameterTypes();
    Object[] arguments = new Object[types.length];
    for (int k = 0; k < types.length; ++k) {
      LcjudgeDescriptor.Parameter parameter = declared.parameters[k];
      arguments[k] = parameter.type.kind.equals("api") ? api : lines.decode(parameter.name, types[k]);
    }
    LcjudgeDriver.parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object solution = Modifier.isStatic(method.getModifiers()) ? null : LcjudgeDriver.newInstance(c);
    Object result = method.invoke(solution, arguments);
    LcjudgeDriver.solveNanos = System.nanoTime() - solveStart;
    LcjudgeApi.checkCalls();
    if (d.api.equals("Master") && declared.result.kind.equals("void")) {
      LcjudgeOutput.encode(LcjudgeApi.masterAnswer(), new LcjudgeDescriptor.Type("string", null, "string"), out);
    } else {
      LcjudgeOutput.encode(result, declared.result, out);
    }
  }

  // Loads the API from its lines; the object the method's API parameter gets (null: none).
  private static Object load(String api, Case lines) {
    switch (api) {
      case "isBadVersion":
        LcjudgeApi.loadBadVersion((Integer) lines.decode("bad", int.class));
        return null;
      case "guess":
        LcjudgeApi.loadGuess((Integer) lines.decode("pick", int.class));
        return null;
      case "MountainArray":
        return LcjudgeApi.mountainArray((int[]) lines.decode("array", int[].class));
      case "ArrayReader":
        return LcjudgeApi.arrayReader((int[]) lines.decode("secret", int[].class));
      case "compareSub":
        return LcjudgeApi.compareSubReader((int[]) lines.decode("arr", int[].class));
      case "BinaryMatrix":
        return LcjudgeApi.binaryMatrix((int[][]) lines.decode("mat", int[][].class));
      case "CustomFunction": {
        int id = (Integer) lines.decode("function_id", int.class);
        if (id < 1 || id > LcjudgeApi.CUSTOM_FORMULAS) {
          int k = lines.index("function_id");
          throw lines.lines.at(k).fail("function_id " + id + " names none of LeetCode's 9 hidden formulas (1 to 9)");
        }
        return LcjudgeApi.customFunction(id);
      }
      case "Sea": {
        int[][] ships = (int[][]) lines.decode("ships", int[][].class);
        LcjudgeLocation at = lines.lines.at(lines.index("ships"));
        at.push(0);
        for (int k = 0; k < ships.length; ++k) {
          at.set(k);
          if (ships[k].length != 2) throw at.fail("each ship is a point [x,y]");
        }
        return LcjudgeApi.sea(ships);
      }
      case "Master":
        return LcjudgeApi.master((String[]) lines.decode("words", String[].class), (String) lines.decode("secret", String.class),
                                 (Long) lines.decode("allowedGuesses", long.class));
      default:
        throw new LcjudgeInputError("the call descriptor: the Java driver does not know the API " + api);
    }
  }

  // 157 and 158: `int read(char[] buf, int n)`, called once with the case's n, or (158,
  // api_queries) once per entry of its queries on the same Solution, each with a fresh buf of n
  // characters and 4 more. The answer is k, or the list of the k's.
  private static void read4(LcjudgeDescriptor d, Class<?> c, Method method, Case lines, long parseStart, StringBuilder out)
      throws Exception {
    LcjudgeDescriptor.Method declared = d.methods[0];
    if (declared.parameters.length != 2) throw new LcjudgeInputError("the call descriptor: read4 goes with read(buf, n)");
    String countName = d.apiQueries ? "queries" : declared.parameters[1].name;
    String file = (String) lines.decode("file", String.class);
    int[] counts = d.apiQueries ? (int[]) lines.decode(countName, int[].class) : new int[] {(Integer) lines.decode(countName, int.class)};
    for (int n : counts) {
      if (n < 0) throw new LcjudgeInputError("line " + (lines.index(countName) + 1) + ": n = " + n + " is negative");
    }
    LcjudgeApi.loadFile(file);
    Class<?> countType = method.getParameterTypes()[1];
    boolean longCount = countType == long.class || countType == Long.class;
    LcjudgeDriver.parseNanos = System.nanoTime() - parseStart;

    long solveStart = System.nanoTime();
    Object solution = Modifier.isStatic(method.getModifiers()) ? null : LcjudgeDriver.newInstance(c);
    StringBuilder returned = new StringBuilder();
    for (int n : counts) {
      char[] buf = new char[(int) Math.min((long) n + READ4_SLACK, Integer.MAX_VALUE - 8)];
      Object k = method.invoke(solution, buf, longCount ? (Object) Long.valueOf(n) : (Object) Integer.valueOf(n));
      returned.append(returned.length() == 0 ? "" : ",").append(LcjudgeApi.checkRead(n, k, buf));
    }
    LcjudgeDriver.solveNanos = System.nanoTime() - solveStart;
    if (d.apiQueries) out.append('[').append(returned).append(']');
    else out.append(returned);
  }
}
