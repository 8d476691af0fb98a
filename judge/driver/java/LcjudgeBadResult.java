// A result the driver cannot print (a cyclic list, a prefix length out of range): the solution's
// runtime error, reported as the C++ driver reports its lcjudge::BadResult.
final class LcjudgeBadResult extends RuntimeException {
  private static final long serialVersionUID = 1L;

  LcjudgeBadResult(String message) {
    super(message, null, false, false);
  }
}
