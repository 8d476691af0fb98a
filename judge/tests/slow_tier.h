// The slow tier: the few tests that build a toolchain or a driver of their own for what they check
// (clang's libc++ driver, g++'s, the judge's recovery from its own broken or moved build, the Java
// driver's jar, the overhead benchmark on a real fixture), or that spend seconds of CPU or wall
// time by design (a compiler burning its CPU limit, a solution judged to six wall deadlines),
// named Slow*. `make test` runs every test but these (about a quarter of its CPU time, for ten
// tests); `make unit-test`, `make unit-test-slow` and CI run them. The variant drivers they need
// are built only when one of them is selected.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace lcjudge::test_util {

inline constexpr const char* kSlowTierPattern = "Slow*";

// True when NAME matches PATTERN, GoogleTest's wildcards: '*' any run of characters, '?' one.
inline bool glob_matches(std::string_view pattern, std::string_view name) {
  size_t p = 0, n = 0, star = std::string_view::npos, resume = 0;
  while (n < name.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == name[n])) {
      ++p, ++n;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++, resume = n;
    } else if (star != std::string_view::npos) {
      p = star + 1, n = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

// True when NAME matches one of PATTERNS (':'-separated).
inline bool matches_any(std::string_view patterns, std::string_view name) {
  for (size_t start = 0; start <= patterns.size();) {
    size_t end = patterns.find(':', start);
    if (end == std::string_view::npos) end = patterns.size();
    if (glob_matches(patterns.substr(start, end - start), name)) return true;
    start = end + 1;
  }
  return false;
}

// True when GoogleTest's FILTER ("POSITIVE[-NEGATIVE]", as --gtest_filter) selects the test NAME.
inline bool filter_selects(std::string_view filter, std::string_view name) {
  const size_t dash = filter.find('-');
  std::string_view positive = filter.substr(0, dash);
  if (positive.empty()) positive = "*";
  const bool excluded = dash != std::string_view::npos && matches_any(filter.substr(dash + 1), name);
  return matches_any(positive, name) && !excluded;
}

// True when this run's filter selects a test of the slow tier.
inline bool slow_tier_selected() {
  const std::string filter = GTEST_FLAG_GET(filter);
  const ::testing::UnitTest& tests = *::testing::UnitTest::GetInstance();
  for (int i = 0; i < tests.total_test_suite_count(); ++i) {
    const ::testing::TestSuite& suite = *tests.GetTestSuite(i);
    if (!glob_matches(kSlowTierPattern, suite.name())) continue;
    for (int j = 0; j < suite.total_test_count(); ++j) {
      if (filter_selects(filter, std::string(suite.name()) + "." + suite.GetTestInfo(j)->name())) return true;
    }
  }
  return false;
}

}  // namespace lcjudge::test_util
