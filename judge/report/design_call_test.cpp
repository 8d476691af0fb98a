#include "report/design_call.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

const char* const kMinStack =
    "[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]\n"
    "[[],[-2],[0],[-3],[],[],[],[]]\n";

TEST(DesignCallTest, TheFirstDifferingCallIsNamedWithItsArguments) {
  EXPECT_EQ(differing_call(kMinStack, "[null,null,null,null,-3,null,0,-2]", "[null,null,null,null,-3,null,0,-3]"),
            "call 8 getMin(): expected -2, found -3");
  EXPECT_EQ(differing_call(kMinStack, "[null,null,null,null,-3,null,0,-2]", "[null,null,null,1,-3,null,0,-2]"),
            "call 4 push(-3): expected null, found 1");
}

TEST(DesignCallTest, SpacesInAnAnswerDoNotDiffer) {
  EXPECT_EQ(differing_call(kMinStack, "[null, null, null, null, -3, null, 0, -2]", "[null,null,null,null,-3,null,1,-2]"),
            "call 7 top(): expected 0, found 1");
}

TEST(DesignCallTest, AShortAnswerSaysWhereItEnds) {
  EXPECT_EQ(differing_call(kMinStack, "[null,null,null,null,-3,null,0,-2]", "[null,null]"),
            "call 3 push(0): expected null, found nothing (the answer ends)");
}

TEST(DesignCallTest, NotADesignCaseGivesNothing) {
  EXPECT_EQ(differing_call("[2,7,11,15]\n9\n", "[0,1]", "[1,2]"), "");
  EXPECT_EQ(differing_call(kMinStack, "[1,2]", "[1,3]"), "");  // not a result per call
}

TEST(DesignCallTest, WhatItQuotesIsEscaped) {
  EXPECT_EQ(differing_call("[\"A\",\"get\"]\n[[],[]]\n", "[null,\"x\"]", "[null,\"\x1b[2J\"]"),
            "call 2 get(): expected \"x\", found \"\\x1b[2J\"");
}

// LeetCode's JSON text: a string's backslash is written "\\" once.
TEST(DesignCallTest, AnAnswersBackslashIsNotDoubled) {
  EXPECT_EQ(differing_call("[\"A\",\"get\"]\n[[],[\"x\\\\y\"]]\n", "[null,\"a\\\\b\"]", "[null,\"c\"]"),
            "call 2 get(\"x\\\\y\"): expected \"a\\\\b\", found \"c\"");
}

}  // namespace
}  // namespace lcjudge
