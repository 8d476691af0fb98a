// The Java floor of `judge bench`: a JVM started with the judge's flags on a main that does
// nothing, so that what a judged Java case costs beyond it is the judge's and the driver's.
public class EmptyMain {
    public static void main(String[] args) {}
}
