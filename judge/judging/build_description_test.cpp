#include "judging/build_description.h"

#include <gtest/gtest.h>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

SolutionFile solution_in(const std::string& problem, Language language) {
  SolutionFile solution;
  solution.problem = problem;
  solution.language = language;
  return solution;
}

Workload workload_of(std::vector<SolutionFile> solutions) {
  Workload work;
  work.configs["1-add"].build.compiler = CompilerFamily::kGcc;
  work.configs["2-sub"].build.compiler = CompilerFamily::kClang;
  work.solutions = std::move(solutions);
  return work;
}

TEST(BuildDescriptionTest, APythonOnlyRunSaysNothingOfCpp) {
  std::string described = describe_builds(workload_of({solution_in("1-add", Language::kPython)}));
  EXPECT_EQ(described.rfind("Python 3: ", 0), 0u) << described;
  EXPECT_FALSE(Contains(described, "gcc")) << described;
  EXPECT_FALSE(Contains(described, "clang")) << described;
  EXPECT_FALSE(Contains(described, "C++")) << described;
}

TEST(BuildDescriptionTest, CppIsDescribedForTheProblemsOfItsSolutionsOnly) {
  std::string one = describe_builds(workload_of({solution_in("1-add", Language::kCpp), solution_in("2-sub", Language::kGo)}));
  EXPECT_EQ(one.rfind("gcc (GNU C++20, -O2)", 0), 0u) << one;  // 2-sub's clang build is not used
  EXPECT_FALSE(Contains(one, "clang")) << one;
  EXPECT_TRUE(Contains(one, "; Go: ")) << one;
  std::string both = describe_builds(workload_of({solution_in("1-add", Language::kCpp), solution_in("2-sub", Language::kCpp)}));
  EXPECT_TRUE(Contains(both, "1-add: gcc")) << both;
  EXPECT_TRUE(Contains(both, "2-sub: clang")) << both;
  EXPECT_EQ(describe_builds(workload_of({})), "");
}

}  // namespace
}  // namespace lcjudge
