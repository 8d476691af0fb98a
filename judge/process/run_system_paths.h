// What every solution's run may read of the system, shown read-only by the sandbox server's root
// and allowed by the Landlock rules of a run forked without it: the loader and the shared
// libraries every program needs. A runtime's own folders come from the judge's sandbox profile
// (sandbox_profile.h), after these. None holds anything of the judge's or of a problem's. Free of
// allocation: the static sandbox server includes it.
#pragma once

namespace lcjudge {

// Real folders first: a link among them (merged /usr: /lib -> usr/lib) is recreated in the
// server's root after the folders it leads into. Folders missing on this system are skipped.
inline constexpr const char* kRunSystemPaths[] = {
    "/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/lib64", "/lib/x86_64-linux-gnu",
};

}  // namespace lcjudge
