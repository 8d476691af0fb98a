// How the solution's failures are reported (lang30.md): an uncaught exception as LeetCode words
// it, its stack trimmed to the solution's own frames,
//   java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5
//     at line 7, Solution.twoSum
// on stderr, with the record `uncaught_exception <type>: <message> (line 7 in Solution.twoSum)`
// and exit 88; OutOfMemoryError is out_of_memory, exit 87.
final class LcjudgeFailure {
  static final int BAD_INPUT_EXIT = 86;
  static final int OUT_OF_MEMORY_EXIT = 87;
  static final int UNCAUGHT_EXCEPTION_EXIT = 88;
  static final int WRONG_RESULT_EXIT = 91;

  // A StackOverflowError's trace repeats one frame a thousand times: the first ones say enough.
  private static final int MAX_FRAMES = 40;
  // A message is the solution's text: kept to a readable length.
  private static final int MAX_MESSAGE = 1000;
  // The traceback record: the message and the solution's frames.
  private static final int MAX_TRACEBACK_RECORD = 6000;

  // The solution's source file as the judge wrote it ("Solution.java"): its frames are those.
  static String solutionFile = "Solution.java";

  private LcjudgeFailure() {}

  static int badInput(LcjudgeInputError e) {
    LcjudgeChannel.STDERR.println("lcjudge: bad input: " + e.getMessage());
    LcjudgeChannel.record("bad_input", e.getMessage());
    return BAD_INPUT_EXIT;
  }

  static int outOfMemory(OutOfMemoryError e) {
    String what = describe(e);
    LcjudgeChannel.STDERR.println(what);
    LcjudgeChannel.record("out_of_memory", what);
    return OUT_OF_MEMORY_EXIT;
  }

  static int wrongResult(LcjudgeWrongResult e) {
    LcjudgeChannel.STDERR.println("lcjudge: wrong answer: " + e.getMessage());
    LcjudgeChannel.record("wrong_result", e.getMessage());
    return WRONG_RESULT_EXIT;
  }

  static int badResult(LcjudgeBadResult e) {
    String what = "lcjudge::BadResult: " + e.getMessage();
    LcjudgeChannel.STDERR.println("lcjudge: uncaught exception " + what);
    LcjudgeChannel.record("uncaught_exception", what);
    return UNCAUGHT_EXCEPTION_EXIT;
  }

  static int uncaught(Throwable t) {
    String what = describe(t);
    StringBuilder trace = new StringBuilder(what).append('\n');
    StackTraceElement[] frames = t.getStackTrace();
    String top = null;
    int shown = 0, hidden = 0;
    for (StackTraceElement frame : frames) {
      if (!solutionFile.equals(frame.getFileName())) continue;
      String place = "line " + frame.getLineNumber() + ", " + frame.getClassName() + "." + frame.getMethodName();
      if (top == null) top = "line " + frame.getLineNumber() + " in " + frame.getClassName() + "." + frame.getMethodName();
      if (shown < MAX_FRAMES) {
        trace.append("  at ").append(place).append('\n');
        ++shown;
      } else {
        ++hidden;
      }
    }
    if (hidden > 0) trace.append("  ... ").append(hidden).append(" more\n");
    LcjudgeChannel.STDERR.print(trace);
    LcjudgeChannel.STDERR.flush();
    // The report rides with the error's record, before it: the judge shows it under the case.
    LcjudgeChannel.record("traceback", escaped(trace.toString().stripTrailing(), MAX_TRACEBACK_RECORD));
    LcjudgeChannel.record("uncaught_exception", top == null ? what : what + " (" + top + ")");
    return UNCAUGHT_EXCEPTION_EXIT;
  }

  // TEXT cut to LIMIT characters, one record line: a backslash doubled, a newline as backslash-n.
  static String escaped(String text, int limit) {
    if (text.length() > limit) text = text.substring(0, limit) + "...";
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
  }

  // "java.lang.ArithmeticException: / by zero", on one line. The message is the solution's
  // (its own exception class may compute it): whatever it throws there, the type remains.
  static String describe(Throwable t) {
    String message;
    try {
      message = t.getMessage();
    } catch (Throwable e) {
      message = null;
    }
    String type = t.getClass().getName();
    if (message == null) return type;
    if (message.length() > MAX_MESSAGE) message = message.substring(0, MAX_MESSAGE) + "...";
    return type + ": " + message.replace('\n', ' ').replace('\r', ' ');
  }
}
