// The judge's side of the API problems' channel: what the solution's process is shown, each API's
// replies, its call limits counted here, 843's answer and 157's check of buf.
#include "interactor/api_interactor.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

std::unique_ptr<ApiInteractor> opened(const std::string& spec, const std::string& case_text, std::string* shown = nullptr) {
  ApiCase api = open_api_case(spec, case_text);
  EXPECT_TRUE(api.error.empty()) << api.error;
  if (shown) *shown = api.shown_text;
  return std::move(api.interactor);
}

TEST(ApiInteractorTest, TheHiddenLinesAreWithheldAndTheOthersShownAsTheyAre) {
  std::string shown;
  opened("MountainArray array target", "[1,2,3,4,5,3,1]\n3\n", &shown);
  EXPECT_EQ(shown, "null\n3\n");
  opened("Master secret words allowedGuesses", "\"acckzz\"\n[\"acckzz\",\"ccbazz\"]\n10\n", &shown);
  EXPECT_EQ(shown, "null\n[\"acckzz\",\"ccbazz\"]\nnull\n");
  opened("isBadVersion n bad", "5\n4\n", &shown);
  EXPECT_EQ(shown, "5\nnull\n");
  opened("read4 file queries", "\"abc\"\n[1,2]\n", &shown);
  EXPECT_EQ(shown, "null\n[1,2]\n");
}

TEST(ApiInteractorTest, EachApiAnswersItsCallsFromTheHiddenValues) {
  auto bad = opened("isBadVersion n bad", "5\n4\n");
  EXPECT_EQ(bad->answer("isBadVersion 3"), "ok false");
  EXPECT_EQ(bad->answer("isBadVersion 4"), "ok true");
  auto pick = opened("guess n pick", "10\n6\n");
  EXPECT_EQ(pick->answer("guess 7"), "ok -1");
  EXPECT_EQ(pick->answer("guess 6"), "ok 0");
  auto secret = opened("ArrayReader secret target", "[-1,0,3]\n9\n");
  EXPECT_EQ(secret->answer("get 2"), "ok 3");
  EXPECT_EQ(secret->answer("get 3"), "ok 2147483647");
  auto mountain = opened("MountainArray array target", "[1,5,2]\n2\n");
  EXPECT_EQ(mountain->answer("length"), "ok 3");
  EXPECT_EQ(mountain->answer("get 1"), "ok 5");
  EXPECT_EQ(mountain->answer("get 3"), "error MountainArray.get(3): the index is outside 0..2");
  auto matrix = opened("BinaryMatrix mat", "[[0,0],[0,1]]\n");
  EXPECT_EQ(matrix->answer("dimensions"), "ok [2,2]");
  EXPECT_EQ(matrix->answer("get 1 1"), "ok 1");
  auto sums = opened("compareSub arr", "[7,7,7,7,10,7,7,7]\n");
  EXPECT_EQ(sums->answer("compareSub 0 1 2 3"), "ok 0");
  EXPECT_EQ(sums->answer("compareSub 4 4 5 5"), "ok 1");
  EXPECT_EQ(sums->answer("compareSub 0 8 1 1"), "error ArrayReader.compareSub: the range 0..8 is not within 0..7");
  auto sea = opened("Sea ships topRight bottomLeft", "[[1,1],[2,2],[3,3],[5,5]]\n[4,4]\n[0,0]\n");
  EXPECT_EQ(sea->answer("hasShips [4,4] [0,0]"), "ok true");
  EXPECT_EQ(sea->answer("hasShips [0,4] [0,4]"), "ok false");
  EXPECT_EQ(sea->answer("hasShips [4,4]"), "error the call's arguments are not 2 JSON values");
  EXPECT_EQ(sea->answer("sink [4,4] [0,0]"), "error Sea has no method sink");
}

TEST(ApiInteractorTest, CallsPastTheLimitAreTheJudgesWrongAnswerWithTheFinalCount) {
  auto mountain = opened("MountainArray array target", "[1,5,2]\n2\n");
  for (int i = 0; i < 100; ++i) mountain->answer("get 0");
  mountain->answer("length");  // not counted
  EXPECT_EQ(mountain->wrong_answer(), "");
  for (int i = 0; i < 50; ++i) mountain->answer("get 1");
  EXPECT_EQ(mountain->wrong_answer(), "MountainArray.get called 150 times; the limit is 100");
  EXPECT_EQ(mountain->calls(), 150u);
}

TEST(ApiInteractorTest, MastersAnswerIsTheTextLeetCodePrintsAfterTheGuessesItAnswered) {
  const std::string case_text = "\"acckzz\"\n[\"acckzz\",\"ccbazz\",\"eiowzz\"]\n2\n";
  auto found = opened("Master secret words allowedGuesses", case_text);
  EXPECT_EQ(found->answer("guess \"ccbazz\""), "ok 3");
  EXPECT_EQ(found->answer("guess \"zzzzzz\""), "ok -1");
  EXPECT_EQ(*found->answer_override(), "\"Either you took too many guesses, or you did not find the secret word.\"\n");
  auto in_time = opened("Master secret words allowedGuesses", case_text);
  EXPECT_EQ(in_time->answer("guess \"acckzz\""), "ok 6");
  EXPECT_EQ(*in_time->answer_override(), "\"You guessed the secret word correctly.\"\n");
  in_time->answer("guess \"eiowzz\"");
  in_time->answer("guess \"eiowzz\"");  // a third guess: too many, after all
  EXPECT_EQ(*in_time->answer_override(), "\"Either you took too many guesses, or you did not find the secret word.\"\n");
}

TEST(ApiInteractorTest, Read4HandsTheFileOutAndChecksEachReadsBuf) {
  auto file = opened("read4 file n", "\"abcdefg\"\n5\n");
  EXPECT_EQ(file->answer("read4"), "ok \"abcd\"");
  EXPECT_EQ(file->answer("read4"), "ok \"efg\"");
  EXPECT_EQ(file->answer("read4"), "ok \"\"");
  EXPECT_EQ(file->wrong_answer(), "the driver showed 0 of the 1 call of read(buf, n) to the judge");
  EXPECT_EQ(file->answer("read 5 5 \"abcd \""), "ok null");
  EXPECT_EQ(file->wrong_answer(), "read(buf, 5) returned 5, but buf starts with \"abcd \" where the file has \"abcde\"");
  auto queries = opened("read4 file queries", "\"abc\"\n[1,2,1]\n");
  EXPECT_EQ(queries->answer("read 1 1 \"a\""), "ok null");
  EXPECT_EQ(queries->answer("read 2 2 \"bc\""), "ok null");
  EXPECT_EQ(queries->answer("read 1 1 \"d\""), "ok null");
  EXPECT_EQ(queries->wrong_answer(), "read(buf, 1) returned 1, but only 0 characters of the file were left");
}

TEST(ApiInteractorTest, ACaseTheApiCannotBeMadeFromSaysWhichLine) {
  ApiCase api = open_api_case("MountainArray array target", "[1,oops]\n2\n");
  EXPECT_EQ(api.interactor, nullptr);
  EXPECT_NE(api.error.find("the case's array line is not what the API needs"), std::string::npos) << api.error;
  EXPECT_NE(open_api_case("Sea ships topRight bottomLeft", "[[1]]\n[4,4]\n[0,0]\n").error.find("each ship is a point"),
            std::string::npos);
  EXPECT_NE(open_api_case("MountainArray array target", "[1]\n").error.find("the case has 1 line,"), std::string::npos);
}

}  // namespace
}  // namespace lcjudge
