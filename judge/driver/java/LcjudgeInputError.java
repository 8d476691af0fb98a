// Malformed test data (or a malformed descriptor): reported as bad data, never as a verdict on
// the solution. The message names the line and column, as the C++ driver's InputError does.
final class LcjudgeInputError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  LcjudgeInputError(String message) {
    super(message, null, false, false);  // no stack trace: it is never shown
  }
}
