// Reading a statement pasted from LeetCode's page: title, examples in both forms, the phrases that
// free the answer, and the untrusted text's checks.
#include "problem/statement.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/statements.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
namespace s = test_statements;

TEST(StatementTest, FunctionExamplesAndTitleAreRead) {
  Statement statement = parse_statement(s::kTwoSum, "two_sum.txt");
  EXPECT_EQ(statement.number, "1");
  EXPECT_EQ(statement.title, "Two Sum");
  ASSERT_EQ(statement.examples.size(), 3u);
  EXPECT_EQ(statement.examples[0].input, "nums = [2,7,11,15], target = 9");
  EXPECT_EQ(statement.examples[0].output, "[0,1]");
  EXPECT_EQ(statement.examples[0].line, 11u);
  EXPECT_EQ(statement.examples[1].input, "nums = [3,2,4], target = 6");  // the NBSP is a space
  EXPECT_EQ(statement.examples[2].number, 3);
  EXPECT_EQ(statement.body.rfind("Easy\nGiven an array of integers", 0), 0u) << statement.body;
  EXPECT_TRUE(Contains(statement.body, "-10^9 <= nums[i]"));  // U+2212 is '-'
  ASSERT_EQ(statement.freedoms.size(), 1u);
  EXPECT_EQ(statement.freedoms[0].phrase, "in any order");
  EXPECT_TRUE(statement.freedoms[0].order_only);
}

TEST(StatementTest, DesignExampleIsItsTwoLinesAndTheOutputLine) {
  Statement statement = parse_statement(s::kMinStack, "min_stack.txt");
  EXPECT_EQ(statement.title, "Min Stack");
  ASSERT_EQ(statement.examples.size(), 1u);
  EXPECT_EQ(statement.examples[0].input,
            "[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]\n[[],[-2],[0],[-3],[],[],[],[]]");
  EXPECT_EQ(statement.examples[0].output, "[null,null,null,null,-3,null,0,-2]");
  EXPECT_TRUE(statement.freedoms.empty());
}

// 47's and 40's pages wrap the Output over lines, from the line after "Output:"; a string's
// bracket does not hold the value open.
TEST(StatementTest, AnOutputWrappedOverLinesIsReadWhole) {
  Statement statement = parse_statement(
      "47. Permutations II\nExample 1:\nInput: nums = [1,1,2]\nOutput:\n[[1,1,2],\n [1,2,1],\n [2,1,1]]\n\n"
      "Example 2:\nInput: s = \"a\"\nOutput: [\"[\",\n\"b\"]\nExplanation: none\n",
      "permutations.txt");
  ASSERT_EQ(statement.examples.size(), 2u);
  EXPECT_EQ(statement.examples[0].output, "[[1,1,2],[1,2,1],[2,1,1]]");
  EXPECT_EQ(statement.examples[1].output, "[\"[\",\"b\"]");
}

TEST(StatementTest, CrlfAndNonBreakingSpacesReadAsPlainText) {
  std::string crlf;
  for (const char* c = s::kTwoSum; *c; ++c) crlf += *c == '\n' ? std::string("\r\n") : std::string(1, *c);
  Statement statement = parse_statement(crlf, "x");
  ASSERT_EQ(statement.examples.size(), 3u);
  EXPECT_EQ(statement.examples[2].input, "nums = [3,3], target = 6");
  EXPECT_EQ(statement.body, parse_statement(s::kTwoSum, "x").body);
  EXPECT_EQ(clean_statement_text("a\xC2\xA0\xE2\x80\xAF" "b \r\nc\rd\xE2\x80\x8B", "x"), "a  b\nc\nd");
}

TEST(StatementTest, AnyOfThemAsksForAValidatorOnce) {
  auto found = answer_freedoms("If there are multiple answers, return ANY OF THEM.\nAny valid answer is accepted.");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].phrase, "any of them");
  EXPECT_FALSE(found[0].order_only);
  auto both = answer_freedoms("Return the pairs in any\norder. If several exist, return any valid one.");
  ASSERT_EQ(both.size(), 2u);
  EXPECT_TRUE(both[0].order_only);
  EXPECT_EQ(both[1].phrase, "any valid");
  EXPECT_TRUE(answer_freedoms("Only one valid answer exists.").empty());
}

TEST(StatementTest, UntrustedTextIsRefusedWithTheLine) {
  EXPECT_TRUE(Contains(test_util::failure([] { parse_statement("1. A\nok\n\x1b[31mred", "p.txt"); }),
                       "p.txt: line 3: control character 0x1B: paste the statement as plain text"));
  EXPECT_TRUE(Contains(test_util::failure([] { parse_statement("1. A\n\xC2\x9B" "x", "p.txt"); }),
                       "p.txt: line 2: control character U+009B"));
  EXPECT_TRUE(Contains(test_util::failure([] { parse_statement("x\n\xFF", "p.txt"); }), "line 2: invalid UTF-8 byte 0xFF"));
  EXPECT_TRUE(Contains(test_util::failure([] { parse_statement(std::string(kMaxStatementBytes + 1, 'a'), "p.txt"); }),
                       "more than the 1024 KiB a statement may hold"));
  EXPECT_EQ(test_util::failure([] { parse_statement("1. A\n\tTabbed", "p.txt"); }), "(no error)");
}

TEST(StatementTest, AnExampleWithoutInputOrOutputIsNamed) {
  EXPECT_TRUE(Contains(test_util::failure([] { parse_statement("1. A\nExample 1:\nOutput: 3\n", "p.txt"); }),
                       "p.txt: example 1 (line 2): no 'Input' line"));
  EXPECT_TRUE(Contains(
      test_util::failure([] { parse_statement("1. A\nExample 1:\nInput: a = 1\nOutput: 1\nExample 2:\nInput: a = 2\n", "p.txt"); }),
      "p.txt: example 2 (line 5): no 'Output' line after its Input"));
}

TEST(StatementTest, NoTitleLineKeepsTheWholeText) {
  Statement statement = parse_statement("\n\nGiven n.\nExample:\nInput: n = 3\nOutput: 3\n", "x");
  EXPECT_EQ(statement.number, "");
  EXPECT_EQ(statement.body, "Given n.\nExample:\nInput: n = 3\nOutput: 3\n");
  ASSERT_EQ(statement.examples.size(), 1u);
  EXPECT_EQ(statement.examples[0].input, "n = 3");
  EXPECT_EQ(statement.examples[0].output, "3");
}

TEST(StatementTest, MarkdownHasTheTitleHeading) {
  EXPECT_EQ(statement_markdown("1", "Two Sum", "Given.\n"), "# 1. Two Sum\n\nGiven.\n");
}

}  // namespace
}  // namespace lcjudge
