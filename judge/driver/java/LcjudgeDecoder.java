import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedList;
import java.util.List;

// Turns one parsed JSON value into whatever the solution's method declares (reflection): int,
// long, double, boolean, char, String and their boxes, arrays of any depth, List<...> of any
// depth, ListNode, TreeNode, Node and NestedInteger. The problem's declared TYPE (C++) says what the case holds;
// fits() says whether a Java type can take it, so that check mode refuses, before any case, a
// method the driver could not call.
final class LcjudgeDecoder {
  private LcjudgeDecoder() {}

  // ---- What a Java type can take ----------------------------------------------------------------

  // Whether the Java type T can hold a value of the declared TYPE; a null TYPE (legacy) asks only
  // whether the driver can decode into T at all.
  static boolean fits(Type t, LcjudgeDescriptor.Type declared) {
    // An API's parameter is the driver's own object (LcjudgeApiRunner), of LeetCode's class.
    if (declared != null && declared.kind.equals("api")) return t == LcjudgeApiRunner.parameterClass(declared.cpp);
    if (t instanceof WildcardType) return fits(((WildcardType) t).getUpperBounds()[0], declared);
    Type element = elementOf(t);
    if (element != null) return declared == null ? fits(element, null) : declared.kind.equals("list") && fits(element, declared.element);
    if (!(t instanceof Class)) return false;
    Class<?> c = (Class<?>) t;
    if (declared == null) {
      return c == int.class || c == Integer.class || c == long.class || c == Long.class || c == double.class ||
             c == Double.class || c == boolean.class || c == Boolean.class || c == char.class || c == Character.class ||
             c == String.class || c == ListNode.class || c == TreeNode.class || c == NestedInteger.class || c.getName().equals("Node") ||
             c == float.class || c == Float.class;
    }
    switch (declared.kind) {
      case "int":
      case "unsigned":
        return c == int.class || c == Integer.class || c == long.class || c == Long.class;
      case "long":
        return c == long.class || c == Long.class;
      case "double":
        return c == double.class || c == Double.class || c == float.class || c == Float.class;
      case "bool":
        return c == boolean.class || c == Boolean.class;
      case "char":
        return c == char.class || c == Character.class;
      case "string":
        return c == String.class;
      case "ListNode":
        return c == ListNode.class;
      case "TreeNode":
        return c == TreeNode.class;
      case "Node":
        return c.getName().equals("Node");
      case "NestedInteger":
        return c == NestedInteger.class;
      default:
        return false;
    }
  }

  // How closely T matches TYPE, to choose among overloads: a primitive for a scalar and an array
  // for a list count as exact (LeetCode's own Java templates use them).
  static int exactness(Type t, LcjudgeDescriptor.Type declared) {
    if (declared == null) return 0;
    if (t instanceof Class && ((Class<?>) t).isArray()) return 1 + exactness(((Class<?>) t).getComponentType(), declared.element);
    if (t instanceof Class && ((Class<?>) t).isPrimitive()) {
      Class<?> c = (Class<?>) t;
      boolean exact = (c == int.class && (declared.kind.equals("int") || declared.kind.equals("unsigned"))) ||
                      (c == long.class && declared.kind.equals("long")) || (c == double.class && declared.kind.equals("double"));
      return exact || c == boolean.class || c == char.class ? 1 : 0;
    }
    return 0;
  }

  // The element type of an array or a List-like type, else null.
  static Type elementOf(Type t) {
    if (t instanceof Class && ((Class<?>) t).isArray()) return ((Class<?>) t).getComponentType();
    if (t instanceof GenericArrayType) return ((GenericArrayType) t).getGenericComponentType();
    if (t instanceof ParameterizedType) {
      ParameterizedType p = (ParameterizedType) t;
      Type raw = p.getRawType();
      if (raw == List.class || raw == ArrayList.class || raw == Collection.class || raw == Iterable.class ||
          raw == LinkedList.class) {
        return p.getActualTypeArguments()[0];
      }
    }
    return null;
  }

  // ---- Decoding ---------------------------------------------------------------------------------

  static Object convert(Object json, Type t, LcjudgeDescriptor.Type declared, LcjudgeLocation at) {
    if (t instanceof WildcardType) return convert(json, ((WildcardType) t).getUpperBounds()[0], declared, at);
    if (t instanceof Class) {
      Class<?> c = (Class<?>) t;
      if (c == int.class || c == Integer.class) return toInt(json, declared, at);
      if (c == long.class || c == Long.class) return toLong(json, at);
      if (c == double.class || c == Double.class) return toDouble(json, at, "double");
      if (c == float.class || c == Float.class) {
        double d = toDouble(json, at, "float");
        if (Math.abs(d) > Float.MAX_VALUE) throw at.fail(LcjudgeJson.describe(json) + " does not fit in float");
        return (float) d;
      }
      if (c == boolean.class || c == Boolean.class) {
        if (!(json instanceof Boolean)) throw at.fail("expected bool, found " + LcjudgeJson.describe(json));
        return json;
      }
      if (c == char.class || c == Character.class) return toChar(json, at);
      if (c == String.class) {
        if (!(json instanceof String)) throw at.fail("expected string, found " + LcjudgeJson.describe(json));
        return json;
      }
      if (c == ListNode.class) return LcjudgeStructures.decodeList(json, at);
      if (c == TreeNode.class) return LcjudgeStructures.decodeTree(json, at);
      if (c == NestedInteger.class) return LcjudgeStructures.decodeNested(json, at);
      if (c.getName().equals("Node")) return LcjudgeStructures.decodeNode(json, at);
      if (c.isArray()) return toArray(json, c.getComponentType(), declared, at);
    }
    Type element = elementOf(t);
    if (element != null && !(t instanceof Class)) {
      ArrayList<?> a = expectArray(json, declared, at);
      LcjudgeDescriptor.Type declaredElement = declared == null ? null : declared.element;
      List<Object> list = t instanceof ParameterizedType && ((ParameterizedType) t).getRawType() == LinkedList.class
                              ? new LinkedList<Object>() : new ArrayList<Object>(a.size());
      at.push(0);
      for (int k = 0; k < a.size(); ++k) {
        at.set(k);
        list.add(convert(a.get(k), element, declaredElement, at));
      }
      at.pop();
      return list;
    }
    throw new IllegalStateException("the driver cannot decode into " + t.getTypeName());
  }

  private static ArrayList<?> expectArray(Object json, LcjudgeDescriptor.Type declared, LcjudgeLocation at) {
    if (!(json instanceof ArrayList)) {
      throw at.fail("expected " + (declared == null ? "an array" : declared.cpp) + ", found " + LcjudgeJson.describe(json));
    }
    return (ArrayList<?>) json;
  }

  private static int toInt(Object json, LcjudgeDescriptor.Type declared, LcjudgeLocation at) {
    boolean unsigned = declared != null && declared.kind.equals("unsigned");
    String name = unsigned ? "unsigned int" : "int";
    if (!(json instanceof Long)) throw at.fail("expected " + name + ", found " + LcjudgeJson.describe(json));
    long v = (Long) json;
    if (unsigned ? v < 0 || v > 0xFFFFFFFFL : v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
      throw at.fail(v + " does not fit in " + name);
    }
    return (int) v;  // an unsigned value past 2^31 wraps, as LeetCode's Java template says it does
  }

  private static long toLong(Object json, LcjudgeLocation at) {
    if (!(json instanceof Long)) throw at.fail("expected long long, found " + LcjudgeJson.describe(json));
    return (Long) json;
  }

  private static double toDouble(Object json, LcjudgeLocation at, String name) {
    if (json instanceof Long) return (double) (Long) json;
    if (json instanceof Double) return (Double) json;
    throw at.fail("expected " + name + ", found " + LcjudgeJson.describe(json));
  }

  private static char toChar(Object json, LcjudgeLocation at) {
    if (!(json instanceof String) || ((String) json).length() != 1) {
      throw at.fail("expected char (a one-character string), found " + LcjudgeJson.describe(json));
    }
    return ((String) json).charAt(0);
  }

  private static Object toArray(Object json, Class<?> component, LcjudgeDescriptor.Type declared, LcjudgeLocation at) {
    ArrayList<?> a = expectArray(json, declared, at);
    LcjudgeDescriptor.Type declaredElement = declared == null ? null : declared.element;
    int n = a.size();
    at.push(0);
    Object result;
    if (component == int.class) {
      int[] values = new int[n];
      for (int k = 0; k < n; ++k) {
        at.set(k);
        values[k] = toInt(a.get(k), declaredElement, at);
      }
      result = values;
    } else if (component == long.class) {
      long[] values = new long[n];
      for (int k = 0; k < n; ++k) {
        at.set(k);
        values[k] = toLong(a.get(k), at);
      }
      result = values;
    } else if (component == double.class) {
      double[] values = new double[n];
      for (int k = 0; k < n; ++k) {
        at.set(k);
        values[k] = toDouble(a.get(k), at, "double");
      }
      result = values;
    } else if (component == char.class) {
      char[] values = new char[n];
      for (int k = 0; k < n; ++k) {
        at.set(k);
        values[k] = toChar(a.get(k), at);
      }
      result = values;
    } else if (component.isPrimitive()) {
      result = Array.newInstance(component, n);  // boolean[], float[]: rare enough for Array.set
      for (int k = 0; k < n; ++k) {
        at.set(k);
        Array.set(result, k, convert(a.get(k), component, declaredElement, at));
      }
    } else {
      Object[] values = (Object[]) Array.newInstance(component, n);
      for (int k = 0; k < n; ++k) {
        at.set(k);
        values[k] = convert(a.get(k), component, declaredElement, at);
      }
      result = values;
    }
    at.pop();
    return result;
  }
}
