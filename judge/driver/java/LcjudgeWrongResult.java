// A result that is well formed but wrong in a way its text cannot show (a copy sharing nodes with
// the input, 138): the solution's wrong answer, record wrong_result, exit 91.
final class LcjudgeWrongResult extends RuntimeException {
  private static final long serialVersionUID = 1L;

  LcjudgeWrongResult(String message) {
    super(message, null, false, false);
  }
}
