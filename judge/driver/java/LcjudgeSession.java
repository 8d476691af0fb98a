import java.io.IOException;

// A session (docs/driver-protocol.md): all of a solution's cases in this one JVM, one frame at
// a time, as LeetCode's Submit runs them. The solution's class is loaded once, so its statics
// carry over between cases; each case makes a fresh Solution (runCase, as a one-case run does),
// writes its records, then its answer frame. A failing case ends the process as a one-case run
// does; at end of file between frames, "#end" and a halt, so that no more of the solution's code
// runs (its threads, its shutdown hooks: halt runs none).
final class LcjudgeSession {
  private LcjudgeSession() {}

  static int serve(LcjudgeDescriptor d, LcjudgeStdin stdin, LcjudgeDriver.ExitGuard guard) {
    for (long caseNumber = 1; ; ++caseNumber) {
      try {
        if (caseNumber == 1) stdin.takeSession();
        if (!stdin.nextFrame()) break;
      } catch (LcjudgeStdin.FrameError | IOException e) {
        LcjudgeChannel.STDERR.println("lcjudge: session: " + e.getMessage());
        guard.decide(LcjudgeDriver.USAGE_EXIT);
        return LcjudgeDriver.USAGE_EXIT;  // the judge's fault, not the solution's
      }
      int status = LcjudgeDriver.runCase(d, caseNumber);
      if (status != 0) {
        guard.decide(status);
        return status;
      }
    }
    int status = LcjudgeChannel.writeEnd() ? 0 : 1;
    guard.decide(status);
    return status;  // main halts at once
  }
}
