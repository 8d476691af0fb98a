// LeetCode 278's parent class: `public class Solution extends VersionControl` calls
// isBadVersion(version), true from the case's hidden `bad` on (api_bad_version.h). The version
// lives in LcjudgeApi, out of the solution's reach by name, and is set once, by the driver.
public class VersionControl {
  boolean isBadVersion(int version) {
    return LcjudgeApi.isBadVersion(version);
  }
}
