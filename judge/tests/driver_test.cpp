// The driver's line handling: one argument per line, the count checked against the method's
// arity, arguments decoded in order, and the types deduced from a method's signature.
#include "driver/driver.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <type_traits>
#include <vector>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::string_view;
using std::vector;

string line_count_error(const vector<string_view>& lines, size_t arity) {
  try {
    check_line_count(lines, arity);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(SplitLinesTest, EmptyTextHasNoLines) { EXPECT_TRUE(split_lines("").empty()); }

TEST(SplitLinesTest, FinalNewlineIsOptional) {
  EXPECT_EQ(split_lines("2\n3\n"), (vector<string_view>{"2", "3"}));
  EXPECT_EQ(split_lines("2\n3"), (vector<string_view>{"2", "3"}));
  EXPECT_EQ(split_lines("5"), (vector<string_view>{"5"}));
}

TEST(SplitLinesTest, BlankLinesAreLines) {
  EXPECT_EQ(split_lines("\n"), (vector<string_view>{""}));
  EXPECT_EQ(split_lines("2\n\n3\n"), (vector<string_view>{"2", "", "3"}));
}

TEST(SplitLinesTest, CarriageReturnIsNotALineBreak) {
  EXPECT_EQ(split_lines("2\r\n3\r\n"), (vector<string_view>{"2\r", "3\r"}));
}

string line_ends_error(const string& text) {
  try {
    check_line_ends(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(CheckLineEndsTest, EmptyAndPlainTextAreFine) {
  EXPECT_EQ(line_ends_error(""), "(no error)");
  EXPECT_EQ(line_ends_error("2\n[1,2]\n\"caf\xC3\xA9\"\n"), "(no error)");
}

TEST(CheckLineEndsTest, CarriageReturnIsRejectedWhereItIs) {
  EXPECT_EQ(line_ends_error("2\r\n3\r\n"), "line 1, column 2: carriage return (Windows line ends): lines end in '\\n' alone");
  EXPECT_EQ(line_ends_error("2\n[1, 2]\r\n"), "line 2, column 7: carriage return (Windows line ends): lines end in '\\n' alone");
}

TEST(CheckLineEndsTest, ByteOrderMarkIsRejected) {
  EXPECT_EQ(line_ends_error("\xEF\xBB\xBF" "2\n3\n"), "line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
}

// Puts `fd` on stdin for as long as it lives, then the old stdin back.
class StdinFrom {
 public:
  explicit StdinFrom(int fd) : saved_(dup(STDIN_FILENO)) {
    dup2(fd, STDIN_FILENO);
    close(fd);
  }
  StdinFrom(const StdinFrom&) = delete;
  StdinFrom& operator=(const StdinFrom&) = delete;
  ~StdinFrom() {
    dup2(saved_, STDIN_FILENO);
    close(saved_);
  }

 private:
  int saved_;
};

string stdin_text_error() {
  try {
    StdinText input;
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// A file on stdin, as the judge gives (it is mapped), of a few bytes and of many pages.
TEST(StdinTextTest, FileIsTakenWholeAndLeftAtItsEnd) {
  test_util::TempDir dir;
  string big;
  while (big.size() < 300000) big += "[1,22,333]\n";
  for (const string& content : {string("2\n[1,2]\n"), big}) {
    StdinFrom stdin_from(open(dir.write("case.in", content).c_str(), O_RDONLY));
    StdinText input;
    EXPECT_EQ(input.text(), content);
    EXPECT_EQ(lseek(STDIN_FILENO, 0, SEEK_CUR), static_cast<off_t>(content.size()));  // as reading leaves it
  }
}

// Mapped, not copied: the point of StdinText (a copy faults in a fresh page per 4 KiB).
TEST(StdinTextTest, FileIsMappedNotCopied) {
  test_util::TempDir dir;
  string path = dir.write("case.in", "2\n3\n");
  StdinFrom stdin_from(open(path.c_str(), O_RDONLY));
  StdinText input;
  std::ifstream maps("/proc/self/maps");
  auto at = reinterpret_cast<uintptr_t>(input.text().data());
  bool mapped = false;
  for (string line; std::getline(maps, line);) {
    uintptr_t start = 0, end = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx", &start, &end) == 2 && start <= at && at < end) {
      mapped = line.size() >= path.size() && line.compare(line.size() - path.size(), path.size(), path) == 0;
    }
  }
  EXPECT_TRUE(mapped) << "the text is not in a mapping of " << path;
}

TEST(StdinTextTest, EmptyFileIsNoText) {
  test_util::TempDir dir;
  StdinFrom stdin_from(open(dir.write("case.in", "").c_str(), O_RDONLY));
  EXPECT_EQ(StdinText().text(), "");
}

TEST(StdinTextTest, FileHandedOverPartlyReadIsTakenFromThere) {
  test_util::TempDir dir;
  int fd = open(dir.write("case.in", "skip\n2\n").c_str(), O_RDONLY);
  ASSERT_EQ(lseek(fd, 5, SEEK_SET), 5);
  StdinFrom stdin_from(fd);
  EXPECT_EQ(StdinText().text(), "2\n");
}

// A pipe is read to its end, the buffer growing past its first size many times over.
TEST(StdinTextTest, PipeIsReadToItsEnd) {
  string content;
  while (content.size() < 200000) content += "[\"CM..\",\"#.F\"]\n";
  int ends[2];
  ASSERT_EQ(pipe(ends), 0);
  std::thread writer([&] {
    for (size_t done = 0; done < content.size();) {
      ssize_t n = write(ends[1], content.data() + done, content.size() - done);
      if (n <= 0) break;
      done += static_cast<size_t>(n);
    }
    close(ends[1]);
  });
  {
    StdinFrom stdin_from(ends[0]);
    EXPECT_EQ(StdinText().text(), content);
  }
  writer.join();
}

TEST(StdinTextTest, LineEndsAreCheckedInAFileAndInAPipe) {
  test_util::TempDir dir;
  {
    StdinFrom stdin_from(open(dir.write("case.in", "2\n[1, 2]\r\n").c_str(), O_RDONLY));
    EXPECT_EQ(stdin_text_error(), "line 2, column 7: carriage return (Windows line ends): lines end in '\\n' alone");
  }
  int ends[2];
  ASSERT_EQ(pipe(ends), 0);
  ASSERT_EQ(write(ends[1], "\xEF\xBB\xBF" "2\n", 5), 5);
  close(ends[1]);
  StdinFrom stdin_from(ends[0]);
  EXPECT_EQ(stdin_text_error(), "line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one");
}

TEST(CheckLineCountTest, ZeroArgumentsAndNoLinesIsFine) { EXPECT_NO_THROW(check_line_count({}, 0)); }

TEST(CheckLineCountTest, ExactCountIsFine) { EXPECT_NO_THROW(check_line_count({"2", "3"}, 2)); }

TEST(CheckLineCountTest, NoLinesForOneArgument) {
  EXPECT_EQ(line_count_error({}, 1), "line 1, column 1: expected 1 argument line, found 0");
}

TEST(CheckLineCountTest, TooFewLinesNamesTheFirstMissingLine) {
  EXPECT_EQ(line_count_error({"2"}, 2), "line 2, column 1: expected 2 argument lines, found 1");
}

TEST(CheckLineCountTest, TooManyLinesNamesTheFirstExtraLine) {
  EXPECT_EQ(line_count_error({"2", "3", "4"}, 2), "line 3, column 1: expected 2 argument lines, found more (trailing data)");
}

TEST(CheckLineCountTest, MissingFinalNewlineIsFine) { EXPECT_NO_THROW(check_line_count(split_lines("2\n3"), 2)); }

TEST(CheckLineCountTest, TrailingBlankLineIsExtraData) {
  EXPECT_EQ(line_count_error(split_lines("2\n3\n\n"), 2),
            "line 3, column 1: expected 2 argument lines, found more (trailing data)");
}

TEST(DecodeArgumentsTest, BadLineIsNamedByItsNumber) {
  try {
    decode_arguments<int, vector<int>>({"2", "[1,x]"});
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(string(e.what()).rfind("line 2, column 4: ", 0), 0u) << e.what();
  }
}

TEST(DecodeArgumentsTest, FirstBadLineIsTheOneReported) {
  try {
    decode_arguments<int, int>({"x", "y"});
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(string(e.what()).rfind("line 1, ", 0), 0u) << e.what();
  }
}

TEST(DecodeArgumentsTest, LineCountIsCheckedBeforeDecoding) {
  try {
    decode_arguments<int, int>({"x"});
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "line 2, column 1: expected 2 argument lines, found 1");
  }
}

struct Example {
  int add(int a, int b) { return a + b; }
  vector<vector<char>> grid(vector<string>& rows, const string& fill) const { return {{fill[0]}, {rows[0][0]}}; }
  const vector<int>& keep(const vector<int>& v) { return v; }
};

TEST(MethodTraitsTest, DeducesArgumentAndResultTypes) {
  using Add = method_traits<decltype(&Example::add)>;
  static_assert(std::is_same_v<Add::Solution, Example>);
  static_assert(std::is_same_v<Add::Result, int>);
  static_assert(std::is_same_v<Add::Arguments, std::tuple<int, int>>);
}

TEST(MethodTraitsTest, ReferencesAndConstAreDecayed) {
  using Grid = method_traits<decltype(&Example::grid)>;  // a const method with reference parameters
  static_assert(std::is_same_v<Grid::Result, vector<vector<char>>>);
  static_assert(std::is_same_v<Grid::Arguments, std::tuple<vector<string>, string>>);
  using Keep = method_traits<decltype(&Example::keep)>;
  static_assert(std::is_same_v<Keep::Result, vector<int>>);
}

}  // namespace
}  // namespace lcjudge
