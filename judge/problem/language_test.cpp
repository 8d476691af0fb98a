// Which language a file is, and what each language's names and defaults are.
#include "problem/language.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

TEST(LanguageTest, TheExtensionPicksTheLanguage) {
  EXPECT_EQ(language_of_path("solutions/1-two-sum/accepted/hash.cpp"), Language::kCpp);
  EXPECT_EQ(language_of_path("a/b/two_sum.py"), Language::kPython);
  EXPECT_EQ(language_of_path("Main.java"), Language::kJava);
  EXPECT_EQ(language_of_path("x.js"), Language::kJavaScript);
  EXPECT_EQ(language_of_path("x.ts"), Language::kTypeScript);
  EXPECT_EQ(language_of_path("x.rb"), Language::kRuby);
  // Every language of the table by its own extension, whichever languages it lists.
  for (Language language : all_languages())
    EXPECT_EQ(language_of_path(std::string("x") + language_extension(language)), language) << language_extension(language);
  EXPECT_EQ(language_of_path("x.txt"), std::nullopt);
  EXPECT_EQ(language_of_path("x.py.txt"), std::nullopt);
  EXPECT_EQ(language_of_path("python"), std::nullopt);
}

TEST(LanguageTest, KeysReadBackAndNamesAreLeetCodes) {
  for (Language language : all_languages()) EXPECT_EQ(language_keyed(language_key(language)), language);
  EXPECT_EQ(language_keyed("Python"), std::nullopt);
  EXPECT_STREQ(language_name(Language::kPython), "Python 3");
  EXPECT_STREQ(language_name(Language::kJava), "Java");
}

TEST(LanguageTest, OnlyCppHasNoTimeFactorAndAnAddressSpaceLimit) {
  EXPECT_EQ(default_time_factor(Language::kCpp), 1.0);
  EXPECT_FALSE(limits_resident_memory(Language::kCpp));
  for (Language language : {Language::kPython, Language::kJava}) {
    EXPECT_GT(default_time_factor(language), 1.0);
    EXPECT_TRUE(limits_resident_memory(language));
  }
}

}  // namespace
}  // namespace lcjudge
