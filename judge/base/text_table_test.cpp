// Tables for the terminal and for Markdown: aligned by characters, not bytes.
#include <gtest/gtest.h>

#include "base/text_table.h"

namespace lcjudge {
namespace {

TEST(TextTableTest, EmptyTableIsItsHeader) {
  TextTable table{{"a", "b"}, {}, {}};
  EXPECT_EQ(render_text(table), "  a  b\n");
  EXPECT_EQ(render_markdown(table), "| a | b |\n| --- | --- |\n");
}

TEST(TextTableTest, ColumnsAlignOnCharactersNotBytes) {
  TextTable table{{"time", "spread"}, {{"12.3 µs", "±4%"}, {"1 s", "±10%"}}, {true, false}};
  EXPECT_EQ(render_text(table, ""),
            "   time  spread\n"
            "12.3 µs  ±4%\n"
            "    1 s  ±10%\n");
  EXPECT_EQ(display_width("±µ"), 2u);
}

TEST(TextTableTest, MarkdownEscapesPipesAndAlignsNumbersRight) {
  TextTable table{{"name", "n"}, {{"a|b", "3"}}, {false, true}};
  EXPECT_EQ(render_markdown(table), "| name | n |\n| --- | ---: |\n| a\\|b | 3 |\n");
}

}  // namespace
}  // namespace lcjudge
