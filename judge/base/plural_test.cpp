#include "base/plural.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

TEST(PluralTest, OneIsSingularAndEveryOtherCountPlural) {
  EXPECT_EQ(plural(1, "example"), "1 example");
  EXPECT_EQ(plural(0, "example"), "0 examples");
  EXPECT_EQ(plural(2, "method"), "2 methods");
  EXPECT_EQ(plural(1000000, "byte"), "1000000 bytes");
}

TEST(PluralTest, TheLastWordOfTheNounTakesThePlural) {
  EXPECT_EQ(plural(1, "more byte"), "1 more byte");
  EXPECT_EQ(plural(7, "more byte"), "7 more bytes");
}

TEST(PluralTest, EnglishSpellingRules) {
  EXPECT_EQ(plural(2, "family"), "2 families");
  EXPECT_EQ(plural(2, "key"), "2 keys");
  EXPECT_EQ(plural(2, "match"), "2 matches");
  EXPECT_EQ(plural(2, "process"), "2 processes");
  EXPECT_EQ(plural(2, "child", "children"), "2 children");
  EXPECT_EQ(plural(1, "child", "children"), "1 child");
}

}  // namespace
}  // namespace lcjudge
