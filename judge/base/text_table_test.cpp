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

size_t widest_line(const std::string& text) {
  size_t widest = 0, start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    widest = std::max(widest, display_width(text.substr(start, end - start)));
    start = end + 1;
  }
  return widest;
}

TEST(TextTableTest, ATableThatFitsIsRenderedAsIs) {
  TextTable table{{"a", "b"}, {{"1", "2"}}, {}};
  EXPECT_EQ(render_text_within(table, 120), render_text(table));
}

TEST(TextTableTest, ATooWideTableIsCutIntoPanelsLedByTheFirstColumn) {
  TextTable table{{"solution", "first", "second", "third"},
                  {{"alpha_beta", std::string(30, 'x'), std::string(30, 'y'), std::string(30, 'z')}},
                  {}};
  std::string out = render_text_within(table, 80);
  EXPECT_LE(widest_line(out), 80u) << out;
  EXPECT_EQ(out,
            "  solution    first                           second\n"
            "  alpha_beta  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\n"
            "\n"
            "  solution    third\n"
            "  alpha_beta  zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n");
}

TEST(TextTableTest, ALongNameAndAHugeCellAreShortenedInTheMiddle) {
  TextTable table{{"solution", "note"}, {{"accepted/" + std::string(80, 'n') + "_end", std::string(200, 'w') + " 1.40^n"}}, {}};
  std::string out = render_text_within(table, 120);
  EXPECT_LE(widest_line(out), 120u) << out;
  EXPECT_NE(out.find("accepted/"), std::string::npos);
  EXPECT_NE(out.find("…"), std::string::npos);
  EXPECT_NE(out.find("1.40^n"), std::string::npos);  // the end of a cell is kept
}

TEST(TextTableTest, ShortenMiddleKeepsBothEndsAndWholeCharacters) {
  EXPECT_EQ(shorten_middle("abcdefghij", 5), "ab…ij");
  EXPECT_EQ(shorten_middle("µµµµµµ", 3), "µ…µ");
  EXPECT_EQ(shorten_middle("short", 10), "short");
}

}  // namespace
}  // namespace lcjudge
