// LeetCode 278's parent class: `public class Solution extends VersionControl` calls
// isBadVersion(version), true from the case's hidden `bad` on. The version stays in the judge,
// which answers the call (LcjudgeApi).
public class VersionControl {
  boolean isBadVersion(int version) {
    return LcjudgeApi.isBadVersion(version);
  }
}
