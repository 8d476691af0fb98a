// Recognising, in clang's errors against libstdc++ 12, the C++23 library features LeetCode's
// library has: on real messages of clang 19 (measured with a program a feature).
#include "judging/library_features.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

TEST(LibraryFeaturesTest, AQualifiedMemberLibcxxHasIsNamedAsTheStandardNamesIt) {
  auto feature = missing_library_feature(
      "s.cpp:5:31: error: no member named 'find_last' in namespace 'std::ranges'\n"
      "    5 |         auto last = ranges::find_last(nums, target);\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_EQ(feature->name, "std::ranges::find_last");
  EXPECT_TRUE(feature->in_libcxx);
  feature = missing_library_feature("s.cpp:4:60: error: no member named 'zip' in namespace 'std::ranges::views'\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_EQ(feature->name, "std::views::zip");
}

TEST(LibraryFeaturesTest, AViewNoLibraryHereHasIsNamedAsMissingFromLibcxxToo) {
  auto feature = missing_library_feature(
      "s.cpp:4:42: error: no member named 'chunk' in namespace 'std::ranges::views'\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_EQ(feature->name, "std::views::chunk");
  EXPECT_FALSE(feature->in_libcxx);
  EXPECT_TRUE(Contains(missing_feature_hint(*feature), "LeetCode's library (GCC 14's libstdc++, C++23) has "
                                                       "std::views::chunk"));
  // views::pairwise libc++ 19 lacks too, but the judge's libc++ build adds it.
  feature = missing_library_feature("s.cpp:4:42: error: no member named 'pairwise' in namespace 'std::ranges::views'\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_TRUE(feature->in_libcxx);
}

// With the prelude's `using namespace std`, println( and generator< name std's.
TEST(LibraryFeaturesTest, AnUnqualifiedNameOrAMissingHeaderIsStds) {
  auto feature = missing_library_feature("s.cpp:3:5: error: use of undeclared identifier 'println'\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_EQ(feature->name, "std::println");
  feature = missing_library_feature("s.cpp:3:5: error: no template named 'generator'; did you mean 'iterator'?\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_EQ(feature->name, "std::generator");
  EXPECT_FALSE(feature->in_libcxx);
  feature = missing_library_feature("s.cpp:1:10: fatal error: 'print' file not found\n");
  ASSERT_TRUE(feature.has_value());
  EXPECT_EQ(feature->name, "std::print");
}

// Only clang's error lines count: a note, or the quoted source a solution chose, names nothing;
// nor does an unknown name, or a known one in another namespace (a solution's own `to`).
TEST(LibraryFeaturesTest, OnlyAnErrorLineNamingAKnownFeatureInItsNamespaceCounts) {
  EXPECT_FALSE(missing_library_feature("    4 | // error: no member named 'find_last' in namespace 'std::ranges'\n"));
  EXPECT_FALSE(missing_library_feature("s.cpp:4:1: note: no member named 'find_last' in namespace 'std::ranges'\n"));
  EXPECT_FALSE(missing_library_feature("s.cpp:4:1: error: no member named 'frobnicate' in namespace 'std::ranges'\n"));
  EXPECT_FALSE(missing_library_feature("s.cpp:4:1: error: no member named 'to' in namespace 'Solution'\n"));
  EXPECT_FALSE(missing_library_feature("s.cpp:4:1: error: use of undeclared identifier 'find_last'\n"));
  EXPECT_FALSE(missing_library_feature("s.cpp:1:10: fatal error: 'mylib.h' file not found\n"));
  EXPECT_FALSE(missing_library_feature(""));
}

}  // namespace
}  // namespace lcjudge
