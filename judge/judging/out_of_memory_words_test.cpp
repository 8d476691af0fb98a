#include "judging/out_of_memory_words.h"

#include <gtest/gtest.h>

#include <string>

#include "judging/classify.h"

namespace lcjudge {
namespace {

std::string oom_words_of(const std::string& side_channel, const std::string& err) {
  RunRecord run;
  run.side_channel_text = side_channel;
  run.stderr_text = err;
  return out_of_memory_words(run, parse_side_channel(side_channel));
}

TEST(OutOfMemoryWordsTest, TheDriversRecordHoldsTheRuntimesWords) {
  EXPECT_EQ(oom_words_of("out_of_memory java.lang.OutOfMemoryError: Java heap space\n", ""),
            "java.lang.OutOfMemoryError: Java heap space");
  EXPECT_EQ(oom_words_of("out_of_memory Allowed memory size of 67108864 bytes exhausted (tried to allocate 4096 bytes)\n", ""),
            "Allowed memory size of 67108864 bytes exhausted (tried to allocate 4096 bytes)");
  EXPECT_EQ(oom_words_of("out_of_memory MemoryError\n", ""), "MemoryError");
}

// Node and Go end on their own, on stderr, with no record: the line that says so.
TEST(OutOfMemoryWordsTest, ElseTheRuntimesLineOnStderr) {
  EXPECT_EQ(oom_words_of("", "<--- Last few GCs --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of "
                         "memory\n 1: 0xb7 node::Abort()\n"),
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory");
  EXPECT_EQ(oom_words_of("", "fatal error: runtime: out of memory\n\nruntime stack:\n"), "fatal error: runtime: out of memory");
  EXPECT_EQ(oom_words_of("", "Traceback (most recent call last):\n  ...\nMemoryError\n"), "MemoryError");
  EXPECT_EQ(oom_words_of("", "Segmentation fault\n"), "");
}

// The process wrote them: escaped and cut, whatever they hold.
TEST(OutOfMemoryWordsTest, TheyAreEscapedAndBounded) {
  EXPECT_EQ(oom_words_of("out_of_memory \x1b[2JMemoryError\n", ""), "\\x1b[2JMemoryError");
  std::string said = oom_words_of("out_of_memory " + std::string(5000, 'x') + "\n", "");
  EXPECT_EQ(said, std::string(kMaxOutOfMemoryWords, 'x') + "...");
}

}  // namespace
}  // namespace lcjudge
