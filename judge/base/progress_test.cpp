// The progress bar: drawn only on a terminal and only after its delay, erased at the end.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "base/progress.h"
#include "base/text_table.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

std::string written(std::FILE* file) {
  std::fflush(file);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
  return text;
}

TEST(ProgressTest, NoBarButPlainLinesNowAndThenWhenNotATerminal) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  {
    Progress progress(file, false, 10, 0.0);  // every ten seconds: none in this quick loop
    for (int i = 0; i < 10; ++i) progress.advance("case");
  }
  EXPECT_EQ(written(file), "");
  std::fclose(file);

  file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  {
    Progress progress(file, false, 4, 0.0, 0.0);  // a line at every step
    progress.advance("913 screening alpha_beta sample/1");
    progress.advance("913 alpha_beta sample/2");
  }
  std::string text = written(file);
  // No estimate of the time left in the first seconds: they say little about the rest.
  EXPECT_TRUE(Contains(text, "progress: 1/4 done, 0:00 elapsed (913 screening alpha_beta sample/1)\n"))
      << text;
  EXPECT_TRUE(Contains(text, "progress: 2/4 done")) << text;
  EXPECT_EQ(text.find('\r'), std::string::npos) << text;  // no bar to erase in a log
  std::fclose(file);
}

TEST(ProgressTest, PlainLineEstimatesWhatIsLeft) {
  EXPECT_EQ(plain_progress_line(120, 480, 45, "913 sweep", 135),
            "progress: 120/480 done, 0:45 elapsed, about 2:15 left (913 sweep)");
  EXPECT_EQ(plain_progress_line(0, 10, 3, "x", std::nullopt), "progress: 0/10 done, 0:03 elapsed (x)");
}

TEST(ProgressTest, APlainLineFitsAHundredAndTwentyColumnsItsLabelShortenedInTheMiddle) {
  // The longest line of a real `judge compare 913 1728` was 158 columns.
  std::string label = "1728-cat-and-mouse-ii screening time_limit_exceeded/minimax secret/large/maze-8x8-loops10-chase-s137";
  std::string line = plain_progress_line(2392, 3489, 228, label, 206);
  EXPECT_LE(display_width(line), Progress::kPlainColumns) << line;
  EXPECT_EQ(display_width(line), Progress::kPlainColumns) << line;  // no more shortened than it must be
  EXPECT_EQ(line.rfind("progress: 2392/3489 done, 3:48 elapsed, about 3:26 left (1728-cat-and-mouse-ii screening", 0), 0u)
      << line;
  EXPECT_TRUE(Contains(line, "…")) << line;
  EXPECT_EQ(line.substr(line.size() - 11), "chase-s137)") << line;
  // Widths count characters, not bytes.
  std::string wide(200, 'x');
  for (size_t i = 0; i < wide.size(); i += 10) wide.replace(i, 1, "µ");
  EXPECT_EQ(display_width(plain_progress_line(1, 2, 3, wide, std::nullopt)), Progress::kPlainColumns);
}

TEST(ProgressTest, ALabelCannotReachTheTerminalUnescaped) {
  std::string label = "913 screening wrong_answer/\x1b[2Jevil\r.cpp sample/1";
  for (const std::string& line : {plain_progress_line(1, 2, 3, label, std::nullopt), progress_line(1, 2, 3, label, 100)}) {
    EXPECT_EQ(line.find('\x1b'), std::string::npos) << line;
    EXPECT_EQ(line.find('\r'), std::string::npos) << line;
  }
}

TEST(ProgressTest, NothingBeforeTheDelay) {
  std::FILE* file = std::tmpfile();
  {
    Progress progress(file, true, 10, 60.0);
    progress.advance("case");
  }
  EXPECT_EQ(written(file), "");
  std::fclose(file);
}

TEST(ProgressTest, OnATerminalDrawsAndErases) {
  std::FILE* file = std::tmpfile();
  {
    Progress progress(file, true, 4, 0.0);
    progress.advance("913 alpha_beta secret/small/ring-12");
  }
  std::string text = written(file);
  ASSERT_EQ(text.front(), '\r');
  size_t line_end = text.find('\r', 1);
  ASSERT_NE(line_end, std::string::npos);
  std::string line = text.substr(1, line_end - 1);
  EXPECT_TRUE(Contains(line, "1/4"));
  EXPECT_TRUE(Contains(line, "secret/small/ring-12"));
  // Erased at the end: blanks over the whole line, and back to its start.
  EXPECT_EQ(text.substr(line_end), "\r" + std::string(line.size(), ' ') + "\r");
  std::fclose(file);
}

TEST(ProgressTest, LineShowsBarCountAndTime) {
  EXPECT_EQ(progress_line(0, 0, 0, "", 100), "[########################] 100%  0/0  0:00  ");
  std::string line = progress_line(6, 24, 75, "label", 100);
  EXPECT_EQ(line, "[######..................]  25%  6/24  1:15  label");
  EXPECT_EQ(progress_line(6, 24, 75, "a long label", 20).size(), 20u);
  EXPECT_EQ(progress_line(6, 24, 75, "label", 100, 225), "[######..................]  25%  6/24  1:15  ~3:45 left  label");
  std::string shortened = progress_line(6, 24, 75, std::string(40, 'a') + std::string(40, 'z'), 70);
  EXPECT_EQ(display_width(shortened), 70u) << shortened;
  EXPECT_EQ(shortened.substr(shortened.size() - 3), "zzz") << shortened;
}

}  // namespace
}  // namespace lcjudge
