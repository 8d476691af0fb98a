// How `judge stress` shows the programs' answers on the shrunk case.
#include "commands/stress.h"

#include <gtest/gtest.h>

#include <string>

namespace lcjudge {
namespace {

// A wrong solution's answer reaches the terminal: a newline in it would start a line of its own,
// free to read "stress: no disagreement found", and a megabyte of it would flood the terminal.
TEST(StressShownAnswerTest, AnAnswerIsOneEscapedLineCutWithItsSize) {
  EXPECT_EQ(shown_answer("[1,2]\n"), "[1,2]");
  EXPECT_EQ(shown_answer("5\nstress: no disagreement found\n"), "5\\x0astress: no disagreement found");
  EXPECT_EQ(shown_answer("\x1b[2K\xe2\x80\xae" "x"), "\\x1b[2K\\xe2\\x80\\xaex");
  std::string shown = shown_answer(std::string(500000, 'x'));
  EXPECT_EQ(shown, std::string(kShownAnswerBytes, 'x') + "... (500000 bytes)");
}

}  // namespace
}  // namespace lcjudge
