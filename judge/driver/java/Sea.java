// LeetCode 1274's class, as its Java template declares it: hasShips(topRight, bottomLeft) says
// whether one of the case's ships lies in the rectangle, its edges included. The ships and the
// call count stay in the judge (LcjudgeApi asks it), not in the Sea: a Sea the solution makes counts on.
public class Sea {
  public boolean hasShips(int[] topRight, int[] bottomLeft) {
    return LcjudgeApi.hasShips(topRight, bottomLeft);
  }
}
