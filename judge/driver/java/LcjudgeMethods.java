import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;

// Finds the solution's methods the problem declares, by reflection, as LeetCode's generated
// call `new Solution().twoSum(param_1, param_2)` would pick them: by name, among the methods
// that are not private, taking the declared number of parameters. When several do (overloads),
// the one whose parameter types can all take the declared arguments wins; among those, the one
// closest to LeetCode's own template (primitives and arrays), then the first by signature text,
// so the choice never depends on the JVM's order. check() runs all of it once, before any case,
// and says in a compile error what is wrong.
final class LcjudgeMethods {
  private LcjudgeMethods() {}

  // The method, or (PROBLEM given) null with the reason in PROBLEM[0]; without PROBLEM an
  // IllegalStateException, which check mode has already ruled out.
  static Method find(Class<?> c, String name, LcjudgeDescriptor.Method declared, String[] problem) {
    ArrayList<Method> named = new ArrayList<>();
    for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
      for (Method m : k.getDeclaredMethods()) {
        if (m.getName().equals(name) && !Modifier.isPrivate(m.getModifiers()) && !m.isSynthetic()) named.add(m);
      }
    }
    String wanted = declared == null ? name + "(...)" : declared.declared();
    if (named.isEmpty()) return fail(problem, "error: class " + c.getName() + " has no method " + name + "; the problem declares " + wanted);
    Method best = null;
    int bestScore = -1;
    String reason = null;
    for (Method m : named) {
      String unfit = unfit(m, declared);
      if (unfit != null) {
        if (reason == null) reason = unfit;
        continue;
      }
      int score = 0;
      Type[] types = m.getGenericParameterTypes();
      for (int k = 0; k < types.length && declared != null; ++k) score += LcjudgeDecoder.exactness(types[k], declared.parameters[k].type);
      if (score > bestScore || (score == bestScore && m.toGenericString().compareTo(best.toGenericString()) < 0)) {
        best = m;
        bestScore = score;
      }
    }
    if (best == null) return fail(problem, reason);
    best.setAccessible(true);
    return best;
  }

  static Constructor<?> findConstructor(Class<?> c, LcjudgeDescriptor.Method declared, String[] problem) {
    Constructor<?> best = null;
    String reason = null;
    for (Constructor<?> constructor : c.getDeclaredConstructors()) {
      if (Modifier.isPrivate(constructor.getModifiers())) continue;
      String unfit = unfit(constructor, declared);
      if (unfit != null) {
        if (reason == null) reason = unfit;
        continue;
      }
      if (best == null || constructor.toGenericString().compareTo(best.toGenericString()) < 0) best = constructor;
    }
    if (best == null) {
      return fail(problem, reason != null ? reason : "error: class " + c.getName() + " has no constructor the problem can call; it declares " +
                                                     declared.declared());
    }
    best.setAccessible(true);
    return best;
  }

  private static <T> T fail(String[] problem, String reason) {
    if (problem == null) throw new IllegalStateException(reason);
    problem[0] = reason;
    return null;
  }

  // Why the problem's call cannot go to M, or null when it can.
  private static String unfit(Executable m, LcjudgeDescriptor.Method declared) {
    Type[] types = m.getGenericParameterTypes();
    String java = m.getDeclaringClass().getName() + (m instanceof Method ? "." + m.getName() : "") + "(" + parameterList(types) + ")";
    if (declared == null) {
      for (int k = 0; k < types.length; ++k) {
        if (!LcjudgeDecoder.fits(types[k], null)) {
          return "error: " + java + ": the judge cannot pass parameter " + (k + 1) + " (" + types[k].getTypeName() + ") from a test case";
        }
      }
      return null;
    }
    if (types.length != declared.parameters.length) {
      return "error: " + java + " takes " + types.length + (types.length == 1 ? " parameter" : " parameters") +
             "; the problem declares " + declared.parameters.length + ": " + declared.declared();
    }
    for (int k = 0; k < types.length; ++k) {
      if (!LcjudgeDecoder.fits(types[k], declared.parameters[k].type)) {
        return "error: " + java + ": parameter " + (k + 1) + " (" + types[k].getTypeName() + ") cannot take the problem's " +
               declared.parameters[k].type.cpp + " " + declared.parameters[k].name + "; the problem declares " + declared.declared();
      }
    }
    if (m instanceof Method && !declared.constructor && ((Method) m).getReturnType() == void.class &&
        !declared.result.kind.equals("void")) {
      return "error: " + java + " returns void; the problem declares " + declared.result.cpp + " " + declared.declared();
    }
    return null;
  }

  private static String parameterList(Type[] types) {
    StringBuilder text = new StringBuilder();
    for (int k = 0; k < types.length; ++k) {
      if (k > 0) text.append(", ");
      text.append(types[k].getTypeName());
    }
    return text.toString();
  }

  // Check mode: whether every call the problem makes can be made; null, or the compile error.
  static String check(LcjudgeDescriptor d, File classes, String[] provided) {
    String[] names = classes.list();
    if (names == null) return "lcjudge: cannot read the classes folder " + classes;
    for (String name : names) {
      if (name.startsWith("Lcjudge")) return "error: the class name " + name.replace(".class", "") + " is reserved by the judge";
      for (String taken : provided) {
        if (name.equals(taken)) {
          String shown = name.replace(".class", "");
          return "error: duplicate class: " + shown + " (LeetCode already defines " + shown + ": remove the solution's own)";
        }
      }
    }
    try {
      return checkCalls(d);
    } catch (LinkageError e) {
      return "error: " + LcjudgeFailure.describe(e);
    }
  }

  private static String checkCalls(LcjudgeDescriptor d) {
    if (!d.api.isEmpty()) {
      if (!LcjudgeApiRunner.knows(d.api)) return "lcjudge: the call descriptor: the Java driver does not know the API " + d.api;
      if (!d.kind.equals("function") || d.apiCase == null) return "lcjudge: the call descriptor: an API problem is a function with its api_case";
    }
    Class<?> c;
    try {
      c = Class.forName(d.className, false, LcjudgeMethods.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      return "error: class " + d.className + " is not defined";
    }
    if (!d.node.isEmpty() && usesNode(d)) {
      String problem = LcjudgeStructures.bindNode(c.getClassLoader());
      if (problem != null) return "error: " + problem;
    }
    String[] problem = new String[1];
    boolean designed = d.kind.equals("design");
    if (designed && !d.drive.equals("round_trip")) {
      if (d.methods.length == 0 || !d.methods[0].constructor) return "lcjudge: the call descriptor: a design's first method is its constructor";
      if (findConstructor(c, d.methods[0], problem) == null) return problem[0];
      for (int k = 1; k < d.methods.length; ++k) {
        if (find(c, d.methods[k].name, d.methods[k], problem) == null) return problem[0];
      }
      return null;
    }
    try {
      c.getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      return "error: class " + d.className + " has no constructor without parameters: LeetCode calls new " + d.className + "()";
    }
    if (d.kind.equals("legacy")) return find(c, d.method, null, problem) == null ? problem[0] : null;
    for (LcjudgeDescriptor.Method m : d.methods) {
      if (find(c, m.name, m, problem) == null) return problem[0];
    }
    return null;
  }

  static boolean usesNode(LcjudgeDescriptor d) {
    for (LcjudgeDescriptor.Method m : d.methods) {
      if (usesNode(m.result)) return true;
      for (LcjudgeDescriptor.Parameter p : m.parameters) if (usesNode(p.type)) return true;
    }
    return d.kind.equals("legacy");
  }

  private static boolean usesNode(LcjudgeDescriptor.Type t) {
    for (; t != null; t = t.element) if (t.kind.equals("Node")) return true;
    return false;
  }
}
