import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.math.RoundingMode;

// Prints a value exactly as the C++ driver's encode does (leetcode_io.h), so that the same .ans
// files compare: true/false, null, integers, doubles with 5 decimals (printf's "%.5f"), strings
// quoted and escaped as nlohmann-json dumps them, lists as [1,2,3] without spaces, and the
// structures (LcjudgeStructures). The declared TYPE says how; without one (a legacy problem)
// the Java value's own class does.
final class LcjudgeOutput {
  // Deeper than any declared type: a legacy answer nested more is a list that contains itself.
  private static final int MAX_RUNTIME_DEPTH = 64;

  private LcjudgeOutput() {}

  static void encode(Object value, LcjudgeDescriptor.Type type, StringBuilder out) {
    if (type == null) {
      encodeRuntime(value, out, 0);
      return;
    }
    if (value == null && !type.kind.equals("ListNode") && !type.kind.equals("TreeNode") && !type.kind.equals("Node") &&
        !type.kind.equals("NestedInteger")) {
      out.append("null");  // a boxed result the solution left null: printed as LeetCode does
      return;
    }
    switch (type.kind) {
      case "void":
        out.append("null");
        return;
      case "int":
      case "long":
        if (value instanceof Character) out.append((int) (Character) value);
        else out.append(((Number) value).longValue());
        return;
      case "unsigned":
        // Java has no unsigned int: LeetCode's Java template takes and returns an int "treated as
        // unsigned" (190, 191).
        if (value instanceof Integer) out.append(Integer.toUnsignedLong((Integer) value));
        else out.append(((Number) value).longValue());
        return;
      case "double":
        appendDouble(((Number) value).doubleValue(), out);
        return;
      case "bool":
        out.append(((Boolean) value).booleanValue() ? "true" : "false");
        return;
      case "char":
      case "string":
        if (value instanceof Character) appendString(String.valueOf((char) (Character) value), out);
        else if (value instanceof char[]) appendString(new String((char[]) value), out);
        else appendString((String) value, out);
        return;
      case "list":
        encodeList(value, type.element, out);
        return;
      case "ListNode":
      case "TreeNode":
      case "Node":
      case "NestedInteger":
        LcjudgeStructures.encode(value, type.kind, out);
        return;
      default:
        encodeRuntime(value, out, 0);
    }
  }

  private static void encodeList(Object value, LcjudgeDescriptor.Type element, StringBuilder out) {
    out.append('[');
    if (value instanceof int[]) {
      int[] a = (int[]) value;
      boolean unsigned = element != null && element.kind.equals("unsigned");
      for (int k = 0; k < a.length; ++k) {
        if (k > 0) out.append(',');
        if (unsigned) out.append(Integer.toUnsignedLong(a[k]));
        else out.append(a[k]);
      }
    } else if (value instanceof Iterable) {
      boolean first = true;
      for (Object item : (Iterable<?>) value) {
        if (!first) out.append(',');
        first = false;
        encode(item, element, out);
      }
    } else if (value.getClass().isArray()) {
      int length = Array.getLength(value);
      for (int k = 0; k < length; ++k) {
        if (k > 0) out.append(',');
        encode(Array.get(value, k), element, out);
      }
    } else {
      throw new LcjudgeBadResult("the method returned a " + value.getClass().getName() + " where the problem declares " +
                                 "a list");
    }
    out.append(']');
  }

  // A legacy problem's answer: printed by what the Java value is.
  static void encodeRuntime(Object value, StringBuilder out, int depth) {
    if (depth > MAX_RUNTIME_DEPTH) throw new LcjudgeBadResult("the answer is nested more than " + MAX_RUNTIME_DEPTH + " deep: does a list contain itself?");
    if (value == null) {
      out.append("null");
    } else if (value instanceof Boolean) {
      out.append(((Boolean) value).booleanValue() ? "true" : "false");
    } else if (value instanceof Double || value instanceof Float) {
      appendDouble(((Number) value).doubleValue(), out);
    } else if (value instanceof Number) {
      out.append(((Number) value).longValue());
    } else if (value instanceof Character) {
      appendString(String.valueOf((char) (Character) value), out);
    } else if (value instanceof String) {
      appendString((String) value, out);
    } else if (value instanceof ListNode) {
      LcjudgeStructures.encode(value, "ListNode", out);
    } else if (value instanceof TreeNode) {
      LcjudgeStructures.encode(value, "TreeNode", out);
    } else if (value instanceof NestedInteger) {
      LcjudgeStructures.encode(value, "NestedInteger", out);
    } else if (value.getClass().getName().equals("Node")) {
      LcjudgeStructures.encode(value, "Node", out);
    } else if (value instanceof Iterable || value.getClass().isArray()) {
      out.append('[');
      boolean first = true;
      if (value instanceof Iterable) {
        for (Object item : (Iterable<?>) value) {
          if (!first) out.append(',');
          first = false;
          encodeRuntime(item, out, depth + 1);
        }
      } else {
        int length = Array.getLength(value);
        for (int k = 0; k < length; ++k) {
          if (k > 0) out.append(',');
          encodeRuntime(Array.get(value, k), out, depth + 1);
        }
      }
      out.append(']');
    } else {
      throw new LcjudgeBadResult("cannot print a " + value.getClass().getName() + " as LeetCode's answer");
    }
  }

  // printf("%.5f"): the double's exact value rounded half to even (glibc's rounding), the sign
  // kept for -0.0 and for a negative value that rounds to zero; nan and inf as glibc spells them.
  static void appendDouble(double d, StringBuilder out) {
    boolean negative = (Double.doubleToRawLongBits(d) & Long.MIN_VALUE) != 0;
    if (Double.isNaN(d)) {
      out.append(negative ? "-nan" : "nan");
      return;
    }
    if (Double.isInfinite(d)) {
      out.append(negative ? "-inf" : "inf");
      return;
    }
    String text = new BigDecimal(d).setScale(5, RoundingMode.HALF_EVEN).toPlainString();
    if (negative && text.charAt(0) != '-') out.append('-');
    out.append(text);
  }

  // A JSON string literal as nlohmann-json's dump writes it (ensure_ascii off): quote, backslash
  // and the short escapes; other control characters as backslash-u00xx; everything else as it is.
  static void appendString(String s, StringBuilder out) {
    out.append('"');
    for (int k = 0; k < s.length(); ++k) {
      char c = s.charAt(k);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\b': out.append("\\b"); break;
        case '\f': out.append("\\f"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          if (c < 0x20) {
            out.append("\\u00").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
          } else {
            out.append(c);
          }
      }
    }
    out.append('"');
  }
}
