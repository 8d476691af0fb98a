import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;

// The call descriptor the judge passes (lang30.md): the problem's declared signature, as the
// C++ types of problem.yaml. A malformed descriptor is the judge's fault: LcjudgeInputError,
// reported by the caller as such.
final class LcjudgeDescriptor {
  // A declared TYPE: kind (void, int, long, unsigned, double, bool, char, string, list,
  // ListNode, TreeNode, Node, NestedInteger, api), the element of a list, and the C++ spelling.
  static final class Type {
    final String kind;
    final Type element;
    final String cpp;

    Type(String kind, Type element, String cpp) {
      this.kind = kind;
      this.element = element;
      this.cpp = cpp;
    }
  }

  static final class Parameter {
    final String name;
    final Type type;

    Parameter(String name, Type type) {
      this.name = name;
      this.type = type;
    }
  }

  static final class Method {
    final String name;
    final boolean constructor;
    final Type result;
    final Parameter[] parameters;
    final int answer;  // the parameter whose value after the call is the answer, or -1

    Method(String name, boolean constructor, Type result, Parameter[] parameters, int answer) {
      this.name = name;
      this.constructor = constructor;
      this.result = result;
      this.parameters = parameters;
      this.answer = answer;
    }

    // twoSum(vector<int> nums, int target), for messages.
    String declared() {
      StringBuilder text = new StringBuilder(name).append('(');
      for (int k = 0; k < parameters.length; ++k) {
        if (k > 0) text.append(", ");
        text.append(parameters[k].type.cpp).append(' ').append(parameters[k].name);
      }
      return text.append(')').toString();
    }
  }

  String kind = "";       // function, design or legacy
  String className = "";
  String drive = "";      // design only: operations, iterator, round_trip
  String node = "";       // "", nary, graph, random, next
  String output = "";     // return or argument_prefix
  String method = "";
  Method[] methods = new Method[0];
  String api = "";
  Method apiCase;             // an API problem's case lines, named and typed in the statement's order
  boolean apiQueries;         // read4's `queries` line instead of `n` (158)

  static LcjudgeDescriptor parse(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    Object root;
    try {
      root = LcjudgeJson.parse(bytes, 0, bytes.length, 1);
    } catch (LcjudgeInputError e) {
      throw new LcjudgeInputError("the call descriptor: " + e.getMessage());
    }
    HashMap<?, ?> object = asObject(root, "the descriptor");
    LcjudgeDescriptor d = new LcjudgeDescriptor();
    d.kind = string(object, "kind", true);
    d.className = string(object, "class", true);
    d.drive = string(object, "drive", false);
    d.node = string(object, "node", false);
    d.output = string(object, "output", false);
    d.method = string(object, "method", false);
    d.api = string(object, "api", false);
    Object methods = object.get("methods");
    if (methods instanceof ArrayList) {
      ArrayList<?> list = (ArrayList<?>) methods;
      d.methods = new Method[list.size()];
      for (int k = 0; k < list.size(); ++k) d.methods[k] = method(list.get(k));
    } else if (methods != null && methods != LcjudgeJson.NULL) {
      throw bad("\"methods\" is not an array");
    }
    Object apiCase = object.get("api_case");
    if (apiCase != null && apiCase != LcjudgeJson.NULL) d.apiCase = method(apiCase);
    d.apiQueries = Boolean.TRUE.equals(object.get("api_queries"));
    if (!d.kind.equals("function") && !d.kind.equals("design") && !d.kind.equals("legacy"))
      throw bad("unknown \"kind\" \"" + d.kind + "\"");
    if (d.kind.equals("function") && d.methods.length != 1) throw bad("a function has one method");
    if (d.kind.equals("legacy") && d.method.isEmpty()) throw bad("a legacy problem names its \"method\"");
    return d;
  }

  private static LcjudgeInputError bad(String what) {
    return new LcjudgeInputError("the call descriptor: " + what);
  }

  private static HashMap<?, ?> asObject(Object value, String what) {
    if (!(value instanceof HashMap)) throw bad(what + " is not an object");
    return (HashMap<?, ?>) value;
  }

  private static String string(HashMap<?, ?> object, String key, boolean required) {
    Object value = object.get(key);
    if (value instanceof String) return (String) value;
    if (value == null || value == LcjudgeJson.NULL) {
      if (required) throw bad("\"" + key + "\" is missing");
      return "";
    }
    throw bad("\"" + key + "\" is not a string");
  }

  private static Method method(Object value) {
    HashMap<?, ?> object = asObject(value, "a method");
    String name = string(object, "name", true);
    boolean constructor = Boolean.TRUE.equals(object.get("constructor"));
    Type result = object.get("result") instanceof HashMap ? type(object.get("result"), 0) : new Type("void", null, "void");
    Object parameters = object.get("parameters");
    Parameter[] declared = new Parameter[0];
    if (parameters instanceof ArrayList) {
      ArrayList<?> list = (ArrayList<?>) parameters;
      declared = new Parameter[list.size()];
      for (int k = 0; k < list.size(); ++k) {
        HashMap<?, ?> parameter = asObject(list.get(k), "a parameter");
        declared[k] = new Parameter(string(parameter, "name", false), type(parameter.get("type"), 0));
      }
    }
    int answer = -1;
    if (object.get("answer") instanceof Long) answer = ((Long) object.get("answer")).intValue();
    if (answer >= declared.length) throw bad("the answer's parameter " + answer + " of " + name + " is past the last");
    return new Method(name, constructor, result, declared, answer);
  }

  private static Type type(Object value, int depth) {
    if (depth > 64) throw bad("a type nested more than 64 deep");
    HashMap<?, ?> object = asObject(value, "a type");
    String kind = string(object, "kind", true);
    Type element = null;
    if (kind.equals("list")) element = type(object.get("element"), depth + 1);
    String cpp = string(object, "cpp", false);
    return new Type(kind, element, cpp.isEmpty() ? kind : cpp);
  }
}
