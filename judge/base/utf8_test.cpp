// The UTF-8 check: well-formed sequences only (Unicode table 3-7), from any offset.
#include "base/utf8.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

constexpr size_t kNone = std::string::npos;

TEST(InvalidUtf8AtTest, AcceptsAsciiAndTwoToFourByteForms) {
  EXPECT_EQ(invalid_utf8_at(""), kNone);
  EXPECT_EQ(invalid_utf8_at("ok"), kNone);
  EXPECT_EQ(invalid_utf8_at("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x90\xAD"), kNone);
  EXPECT_EQ(invalid_utf8_at("\xF4\x8F\xBF\xBF"), kNone);  // U+10FFFF itself
}

TEST(InvalidUtf8AtTest, RejectsTruncatedOverlongSurrogateAndOutOfRangeForms) {
  EXPECT_EQ(invalid_utf8_at("a\xC3"), 1u);              // truncated
  EXPECT_EQ(invalid_utf8_at("\xC0\xAF"), 0u);           // overlong '/'
  EXPECT_EQ(invalid_utf8_at("\xE0\x80\xAF"), 0u);       // overlong
  EXPECT_EQ(invalid_utf8_at("\xED\xA0\x80"), 0u);       // a UTF-16 surrogate
  EXPECT_EQ(invalid_utf8_at("\xF4\x90\x80\x80"), 0u);   // past U+10FFFF
  EXPECT_EQ(invalid_utf8_at("\x80"), 0u);               // a lone continuation byte
  EXPECT_EQ(invalid_utf8_at("ab\xFF"), 2u);             // never UTF-8
}

TEST(InvalidUtf8AtTest, StartsAtTheGivenOffset) {
  std::string text = "\xFF" "ab\xC3\xA9\xFE";
  EXPECT_EQ(invalid_utf8_at(text), 0u);
  EXPECT_EQ(invalid_utf8_at(text, 1), 5u);
  EXPECT_EQ(invalid_utf8_at(text, 6), kNone);
}

}  // namespace
}  // namespace lcjudge
