// The shrink loop's greedy logic with fake candidates and predicates (no processes), and the
// parsing of the candidate listing a problem's shrink program prints.
#include "judging/shrink.h"

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <vector>

#include "base/error.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;

TEST(ParseCandidatesTest, EmptyListingHasNoCandidates) { EXPECT_TRUE(parse_candidates("").empty()); }

TEST(ParseCandidatesTest, EachCandidateEndsAtItsSeparatorLine) {
  auto candidates = parse_candidates("[[1],[0,2],[1]]\n---\n[\"M.C\"]\n1\n2\n---\n");
  ASSERT_EQ(candidates.size(), 2u);
  EXPECT_EQ(candidates[0], "[[1],[0,2],[1]]\n");
  EXPECT_EQ(candidates[1], "[\"M.C\"]\n1\n2\n");
}

TEST(ParseCandidatesTest, SeparatorWithoutFinalNewlineStillEnds) {
  EXPECT_EQ(parse_candidates("1\n---"), vector<string>{"1\n"});
}

TEST(ParseCandidatesTest, DashesInsideALineAreData) {
  EXPECT_EQ(parse_candidates("a---b\n ---\n---\n"), vector<string>{"a---b\n ---\n"});
}

TEST(ParseCandidatesTest, TextAfterTheLastSeparatorIsAnError) {
  EXPECT_THROW(parse_candidates("1\n---\n2\n"), JudgeFailure);
  EXPECT_THROW(parse_candidates("1\n"), JudgeFailure);
}

TEST(ParseCandidatesTest, EmptyCandidateIsAnError) {
  EXPECT_THROW(parse_candidates("---\n"), JudgeFailure);
  EXPECT_THROW(parse_candidates("1\n---\n---\n"), JudgeFailure);
}

TEST(FirstIndexWhereTest, NothingToTryFindsNothing) {
  EXPECT_FALSE(first_index_where(0, 4, [](size_t) { return true; }));
}

TEST(FirstIndexWhereTest, LowestHitWinsWhateverTheJobs) {
  for (int jobs : {1, 2, 3, 8}) {
    auto found = first_index_where(10, jobs, [](size_t i) { return i == 4 || i == 5 || i == 9; });
    ASSERT_TRUE(found) << "jobs " << jobs;
    EXPECT_EQ(*found, 4u) << "jobs " << jobs;
  }
}

TEST(FirstIndexWhereTest, StopsAfterTheBatchWithAHit) {
  std::atomic<int> calls{0};
  first_index_where(100, 3, [&](size_t i) {
    ++calls;
    return i == 1;
  });
  EXPECT_EQ(calls.load(), 3);
}

TEST(FirstIndexWhereTest, AnExceptionReachesTheCaller) {
  EXPECT_THROW(first_index_where(6, 2, [](size_t i) -> bool { throw JudgeFailure("bad " + std::to_string(i)); }),
               JudgeFailure);
}

// A fake case is a string of digits; its candidates drop one character each, left to right.
vector<string> drop_one(const string& input) {
  vector<string> out;
  for (size_t i = 0; i < input.size(); ++i) out.push_back(input.substr(0, i) + input.substr(i + 1));
  return out;
}

TEST(ShrinkGreedyTest, NoFailingCandidateKeepsTheCaseInZeroSteps) {
  auto result = shrink_greedy("123", drop_one, [](const string&) { return false; }, {});
  EXPECT_EQ(result.input, "123");
  EXPECT_EQ(result.steps, 0);
  EXPECT_FALSE(result.step_limit);
}

TEST(ShrinkGreedyTest, ShrinksToTheSmallestCaseThatStillFails) {
  // Fails while it holds a 7: the minimum is "7", reached one character at a time.
  auto fails = [](const string& input) { return input.find('7') != string::npos; };
  auto result = shrink_greedy("1274", drop_one, fails, {});
  EXPECT_EQ(result.input, "7");
  EXPECT_EQ(result.steps, 3);
}

TEST(ShrinkGreedyTest, TakesTheFirstFailingCandidateEachStep) {
  // Fails while it holds a 7 or an 8: dropping from the left keeps the first failing candidate,
  // "78" -> "8" (drop the 7 first), not "7".
  auto fails = [](const string& input) { return input.find_first_of("78") != string::npos; };
  for (int jobs : {1, 2, 4}) {
    ShrinkOptions options;
    options.jobs = jobs;
    auto result = shrink_greedy("78", drop_one, fails, options);
    EXPECT_EQ(result.input, "8") << "jobs " << jobs;
    EXPECT_EQ(result.steps, 1);
  }
}

TEST(ShrinkGreedyTest, GreedyStopsAtALocalMinimum) {
  // Fails only on "ab" and "abcd": from "abcd" no one-step candidate fails, so it stays.
  auto fails = [](const string& input) { return input == "ab" || input == "abcd"; };
  auto result = shrink_greedy("abcd", drop_one, fails, {});
  EXPECT_EQ(result.input, "abcd");
  EXPECT_EQ(result.steps, 0);
}

TEST(ShrinkGreedyTest, ACandidateOfferedBackIsNotRevisited) {
  // A broken shrinker that offers the case itself and its swap: with everything failing, the
  // loop would run forever without remembering where it has been.
  auto swap_back = [](const string& input) { return vector<string>{input, string(input.rbegin(), input.rend())}; };
  auto result = shrink_greedy("ab", swap_back, [](const string&) { return true; }, {});
  EXPECT_EQ(result.input, "ba");
  EXPECT_EQ(result.steps, 1);
  EXPECT_FALSE(result.step_limit);
}

TEST(ShrinkGreedyTest, StepLimitStopsAnEndlessShrinker) {
  auto grows = [](const string& input) { return vector<string>{input + "x"}; };
  ShrinkOptions options;
  options.max_steps = 5;
  auto result = shrink_greedy("", grows, [](const string&) { return true; }, options);
  EXPECT_EQ(result.steps, 5);
  EXPECT_EQ(result.input, "xxxxx");
  EXPECT_TRUE(result.step_limit);
}

}  // namespace
}  // namespace lcjudge
