import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;

// A small JSON reader for one line of a case (or the descriptor), over its UTF-8 bytes. Values:
// NULL, Boolean, Long (an integer literal that fits 64 bits), Double (any other number), String,
// ArrayList<Object> and HashMap<String, Object>. Nesting is limited to MAX_DEPTH, with a message,
// so no input can exhaust the stack. Errors are LcjudgeInputErrors naming line and byte column.
final class LcjudgeJson {
  static final Object NULL = new Object();
  static final int MAX_DEPTH = 1000;

  private final byte[] b;
  private final int lineStart;
  private final int end;
  private final int lineNumber;
  private int i;

  private LcjudgeJson(byte[] bytes, int start, int end, int lineNumber) {
    this.b = bytes;
    this.lineStart = start;
    this.end = end;
    this.lineNumber = lineNumber;
    this.i = start;
  }

  // Parses bytes[start, end) as one JSON value (line LINE_NUMBER, for messages).
  static Object parse(byte[] bytes, int start, int end, int lineNumber) {
    LcjudgeJson parser = new LcjudgeJson(bytes, start, end, lineNumber);
    parser.skipSpace();
    if (parser.i == end) parser.fail("syntax error: expected a value, found the end of the line");
    Object value = parser.value(0);
    parser.skipSpace();
    if (parser.i != end) parser.fail("syntax error: unexpected '" + parser.shown() + "' after the value");
    return value;
  }

  private void fail(String what) {
    throw new LcjudgeInputError("line " + lineNumber + ", column " + (i - lineStart + 1) + ": " + what);
  }

  private String shown() {
    int c = b[i] & 0xff;
    if (c < 0x20 || c >= 0x7f) return "\\x" + Integer.toHexString(c);
    return String.valueOf((char) c);
  }

  private void skipSpace() {
    while (i < end) {
      byte c = b[i];
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
      ++i;
    }
  }

  private Object value(int depth) {
    if (i == end) fail("syntax error: unexpected end of the line");
    byte c = b[i];
    switch (c) {
      case '[': return array(depth);
      case '{': return object(depth);
      case '"': return string();
      case 't': literal("true"); return Boolean.TRUE;
      case 'f': literal("false"); return Boolean.FALSE;
      case 'n': literal("null"); return NULL;
      default:
        if (c == '-' || (c >= '0' && c <= '9')) return number();
        fail("syntax error: unexpected '" + shown() + "'");
        return null;
    }
  }

  private void literal(String word) {
    for (int k = 0; k < word.length(); ++k) {
      if (i + k >= end || b[i + k] != word.charAt(k)) {
        i += k;
        fail("syntax error: invalid literal; expected " + word);
      }
    }
    i += word.length();
  }

  private Object array(int depth) {
    if (depth >= MAX_DEPTH) fail("nested more than " + MAX_DEPTH + " deep");
    ++i;
    ArrayList<Object> list = new ArrayList<>();
    skipSpace();
    if (i < end && b[i] == ']') {
      ++i;
      return list;
    }
    for (;;) {
      skipSpace();
      list.add(value(depth + 1));
      skipSpace();
      if (i == end) fail("syntax error: unexpected end of the line; expected ',' or ']'");
      if (b[i] == ',') {
        ++i;
        continue;
      }
      if (b[i] == ']') {
        ++i;
        return list;
      }
      fail("syntax error: unexpected '" + shown() + "'; expected ',' or ']'");
    }
  }

  private Object object(int depth) {
    if (depth >= MAX_DEPTH) fail("nested more than " + MAX_DEPTH + " deep");
    ++i;
    HashMap<String, Object> map = new HashMap<>();
    skipSpace();
    if (i < end && b[i] == '}') {
      ++i;
      return map;
    }
    for (;;) {
      skipSpace();
      if (i == end || b[i] != '"') fail("syntax error: expected a member's name (a string)");
      String key = string();
      skipSpace();
      if (i == end || b[i] != ':') fail("syntax error: expected ':'");
      ++i;
      skipSpace();
      map.put(key, value(depth + 1));
      skipSpace();
      if (i == end) fail("syntax error: unexpected end of the line; expected ',' or '}'");
      if (b[i] == ',') {
        ++i;
        continue;
      }
      if (b[i] == '}') {
        ++i;
        return map;
      }
      fail("syntax error: unexpected '" + shown() + "'; expected ',' or '}'");
    }
  }

  private Object number() {
    final int start = i;
    if (b[i] == '-') ++i;
    if (i == end || b[i] < '0' || b[i] > '9') fail("syntax error: invalid number; expected a digit");
    if (b[i] == '0') {
      ++i;
    } else {
      while (i < end && b[i] >= '0' && b[i] <= '9') ++i;
    }
    boolean integer = true;
    if (i < end && b[i] == '.') {
      ++i;
      if (i == end || b[i] < '0' || b[i] > '9') fail("syntax error: invalid number; expected a digit after '.'");
      while (i < end && b[i] >= '0' && b[i] <= '9') ++i;
      integer = false;
    }
    if (i < end && (b[i] == 'e' || b[i] == 'E')) {
      ++i;
      if (i < end && (b[i] == '+' || b[i] == '-')) ++i;
      if (i == end || b[i] < '0' || b[i] > '9') fail("syntax error: invalid number; expected a digit in the exponent");
      while (i < end && b[i] >= '0' && b[i] <= '9') ++i;
      integer = false;
    }
    if (integer) {
      // Accumulated negatively, so that Long.MIN_VALUE fits; an overflow reads as a double.
      boolean negative = b[start] == '-';
      long value = 0;
      boolean fits = true;
      for (int k = negative ? start + 1 : start; k < i; ++k) {
        int digit = b[k] - '0';
        if (value < (Long.MIN_VALUE + digit) / 10) {
          fits = false;
          break;
        }
        value = value * 10 - digit;
      }
      if (fits && (negative || value != Long.MIN_VALUE)) return Long.valueOf(negative ? value : -value);
    }
    double d = Double.parseDouble(new String(b, start, i - start, StandardCharsets.ISO_8859_1));
    if (Double.isInfinite(d)) {
      i = start;
      fail("number overflow parsing '" + new String(b, start, Math.min(40, end - start), StandardCharsets.ISO_8859_1) + "'");
    }
    return Double.valueOf(d);
  }

  private String string() {
    ++i;  // the opening quote
    int run = i;
    StringBuilder built = null;
    for (;;) {
      if (i == end) fail("syntax error: missing closing quote");
      int c = b[i] & 0xff;
      if (c == '"') {
        String tail = new String(b, run, i - run, StandardCharsets.UTF_8);
        ++i;
        if (built == null) return tail;
        return built.append(tail).toString();
      }
      if (c < 0x20) fail("syntax error: control character U+00" + (c < 0x10 ? "0" : "") + Integer.toHexString(c).toUpperCase() + " in a string must be escaped");
      if (c != '\\') {
        ++i;
        continue;
      }
      if (built == null) built = new StringBuilder();
      built.append(new String(b, run, i - run, StandardCharsets.UTF_8));
      ++i;
      if (i == end) fail("syntax error: missing closing quote");
      switch (b[i]) {
        case '"': built.append('"'); break;
        case '\\': built.append('\\'); break;
        case '/': built.append('/'); break;
        case 'b': built.append('\b'); break;
        case 'f': built.append('\f'); break;
        case 'n': built.append('\n'); break;
        case 'r': built.append('\r'); break;
        case 't': built.append('\t'); break;
        case 'u': {
          if (i + 4 >= end) fail("syntax error: '\\u' must be followed by 4 hex digits");
          int unit = 0;
          for (int k = 1; k <= 4; ++k) {
            int h = Character.digit(b[i + k], 16);
            if (h < 0) fail("syntax error: '\\u' must be followed by 4 hex digits");
            unit = unit * 16 + h;
          }
          built.append((char) unit);
          i += 4;
          break;
        }
        default:
          fail("syntax error: invalid escape '\\" + shown() + "'");
      }
      ++i;
      run = i;
    }
  }

  // "array [1,2,3]", "number 1.5", "null": the value's JSON type and its text, cut at 20
  // characters, for messages.
  static String describe(Object value) {
    StringBuilder text = new StringBuilder();
    dump(value, text, 21);
    String shown = text.length() > 20 ? text.substring(0, 17) + "..." : text.toString();
    return typeName(value) + " " + shown;
  }

  static String typeName(Object value) {
    if (value == NULL) return "null";
    if (value instanceof Boolean) return "boolean";
    if (value instanceof Long || value instanceof Double) return "number";
    if (value instanceof String) return "string";
    if (value instanceof ArrayList) return "array";
    return "object";
  }

  // VALUE as compact JSON, stopped once past LIMIT characters (so depth costs nothing more).
  private static void dump(Object value, StringBuilder out, int limit) {
    if (out.length() > limit) return;
    if (value instanceof ArrayList) {
      ArrayList<?> list = (ArrayList<?>) value;
      out.append('[');
      for (int k = 0; k < list.size() && out.length() <= limit; ++k) {
        if (k > 0) out.append(',');
        dump(list.get(k), out, limit);
      }
      out.append(']');
    } else if (value instanceof String) {
      LcjudgeOutput.appendString((String) value, out);
    } else if (value instanceof HashMap) {
      out.append("{...}");
    } else {
      out.append(value == NULL ? "null" : value.toString());
    }
  }

  // The 1-based byte column where the element at PATH (array indexes) starts, in a line already
  // known to be valid JSON; used only to point at a type error.
  static int columnOf(byte[] b, int start, int end, int[] path, int depth) {
    int i = skipSpace(b, start, end);
    for (int level = 0; level < depth; ++level) {
      i = skipSpace(b, i + 1, end);  // over '['
      for (int k = 0; k < path[level]; ++k) {
        i = skipSpace(b, skipValue(b, i, end), end);
        i = skipSpace(b, i + 1, end);  // over ','
      }
    }
    return i - start + 1;
  }

  private static int skipSpace(byte[] b, int i, int end) {
    while (i < end && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n')) ++i;
    return i;
  }

  private static int skipValue(byte[] b, int i, int end) {
    int depth = 0;
    boolean inString = false;
    for (; i < end; ++i) {
      byte c = b[i];
      if (inString) {
        if (c == '\\') {
          ++i;
        } else if (c == '"') {
          inString = false;
          if (depth == 0) return i + 1;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '[' || c == '{') {
        ++depth;
      } else if (c == ']' || c == '}') {
        if (depth == 0) return i;
        if (--depth == 0) return i + 1;
      } else if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\r')) {
        return i;
      }
    }
    return i;
  }
}
