// The C++23 library features LeetCode's library (GCC 14's libstdc++) has and the judge's default
// one (Debian 12's libstdc++ 12) lacks, recognised in clang's errors: those the build against
// LLVM's libc++ 19 has make the judge compile the solution again against libc++ (judging/build.h); the others make the
// compile error say that LeetCode has the feature. Measured with a small program per feature
// (docs/compiling.md).
#pragma once

#include <optional>
#include <string>

namespace lcjudge {

struct LibraryFeature {
  std::string name;  // as the standard names it: "std::ranges::find_last"
  // The build against LLVM's libc++ 19 (Debian 12's libc++-19-dev) has it: libc++'s own, or the
  // judge's views and algorithms built from libc++'s (judge/driver/libcxx/lcjudge_cxx23_ranges.h).
  bool in_libcxx = false;
};

// The first feature of the table that an error line of clang's COMPILER_OUTPUT says is missing:
// "no member named 'find_last' in namespace 'std::ranges'", "use of undeclared identifier
// 'println'", "no template named 'generator'", "'print' file not found" (only error lines, not
// the quoted source). nullopt if none is named.
std::optional<LibraryFeature> missing_library_feature(const std::string& compiler_output);

// The line a compile error gets when FEATURE is missing from every library here: it names the
// feature and says that LeetCode has it.
std::string missing_feature_hint(const LibraryFeature& feature);

}  // namespace lcjudge
