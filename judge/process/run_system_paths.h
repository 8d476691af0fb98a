// What a solution's run may read of the system, shown read-only by the sandbox server's root and
// allowed by the Landlock rules of a run forked without it: the loader and the shared libraries
// every program needs, and the runtimes of the languages judged besides C++ (Python's standard
// library and LeetCode's sortedcontainers, the JDK and its configuration). None holds anything of
// the judge's or of a problem's. Free of allocation: the static sandbox server includes it.
#pragma once

namespace lcjudge {

// Real folders first: a link among them (merged /usr: /lib -> usr/lib) is recreated in the
// server's root after the folders it leads into. Folders missing on this system are skipped.
inline constexpr const char* kRunSystemPaths[] = {
    "/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/lib64", "/lib/x86_64-linux-gnu",
    // Python 3 (judging/language_build.cpp runs /usr/bin/python3.11): its standard library, and
    // the Debian packages LeetCode's Python environment has (python3-sortedcontainers).
    "/usr/lib/python3.11", "/usr/lib/python3/dist-packages",
    // Java: the JDK (the launcher finds it through /proc/self/exe) and the configuration its
    // conf/ links lead to.
    "/usr/lib/jvm/java-17-openjdk-amd64", "/etc/java-17-openjdk",
    // PHP 8.2: its extensions' folder, for bcmath, the one extension LeetCode's PHP has.
    "/usr/lib/php/20220829",
};

}  // namespace lcjudge
