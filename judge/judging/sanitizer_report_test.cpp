#include "judging/sanitizer_report.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

const char* const kHeapOverflow = R"(=================================================================
==7==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x502000000038 at pc 0x55ab445f709d bp 0x7ffc4c800df0 sp 0x7ffc4c800de8
READ of size 4 at 0x502000000038 thread T0
    #0 0x55ab445f709c  (/work/build/solutions/1-add/run_time_error/h.sanitized+0x13b09c) (BuildId: fece28eb)
    #1 0x55ab445f331c  (/work/build/solutions/1-add/run_time_error/h.sanitized+0x13731c) (BuildId: fece28eb)
    #2 0x7f400b2f7249  (/lib/x86_64-linux-gnu/libc.so.6+0x27249) (BuildId: 93ac61ec)

0x502000000038 is located 0 bytes after 8-byte region [0x502000000030,0x502000000038)
allocated by thread T0 here:
    #0 0x55ab445f0000  (/work/build/solutions/1-add/run_time_error/h.sanitized+0x130000) (BuildId: fece28eb)
SUMMARY: AddressSanitizer: heap-buffer-overflow (/work/build/h.sanitized+0x13b09c)
)";

TEST(SanitizerReportTest, AddressSanitizersHeadlineAccessAndFirstStack) {
  auto report = parse_sanitizer_report(kHeapOverflow);
  ASSERT_TRUE(report.has_value());
  EXPECT_EQ(report->headline, "AddressSanitizer: heap-buffer-overflow, READ of size 4");
  EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x13b09c, 0x13731c}));  // not libc's, not the allocation's
  EXPECT_FALSE(report->memory_cap);
}

TEST(SanitizerReportTest, UbsansRuntimeErrorKeepsItsLocationAndStack) {
  auto report = parse_sanitizer_report(
      "/usr/include/c++/12/bits/stl_vector.h:1124:9: runtime error: reference binding to address 0x5020 with "
      "insufficient space for an object of type 'int'\n"
      "    #0 0x4f5a2 in std::vector<int>::operator[](unsigned long) (/b/x.sanitized+0x4f5a2)\n"
      "    #1 0x4f600  (/b/x.sanitized+0x4f600)\n"
      "\nSUMMARY: UndefinedBehaviorSanitizer: undefined-behavior\n");
  ASSERT_TRUE(report.has_value());
  EXPECT_EQ(report->headline,
            "UndefinedBehaviorSanitizer: reference binding to address 0x5020 with insufficient space for an object of "
            "type 'int'");
  EXPECT_EQ(report->error_location, "/usr/include/c++/12/bits/stl_vector.h:1124");
  EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x4f5a2, 0x4f600}));
}

TEST(SanitizerReportTest, OtherTextIsNoReportAndTheMemoryCapIsNoFinding) {
  EXPECT_FALSE(parse_sanitizer_report("").has_value());
  EXPECT_FALSE(parse_sanitizer_report("debug: i = 3\nterminate called\n").has_value());
  EXPECT_FALSE(parse_sanitizer_report("my ERROR: AddressSanitizer: heap-buffer-overflow\n").has_value());
  auto cap = parse_sanitizer_report("==1==AddressSanitizer: hard rss limit exhausted (2560Mb vs 2600Mb)\n");
  ASSERT_TRUE(cap.has_value());
  EXPECT_TRUE(cap->memory_cap);
}

// The sanitizer prints its report last, as it stops the program: report-like lines the solution
// printed first, however far before it, are not it.
TEST(SanitizerReportTest, TheLastReportIsTheSanitizersOwnNotOneForgedBeforeIt) {
  const std::string real =
      "==9==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020 at pc 0x1 bp 0x2 sp 0x3\n"
      "READ of size 4 at 0x6020 thread T0\n"
      "    #0 0x5555 in Solution::add(int, int) (/r/binary+0x13b09c) (BuildId: ab)\n";
  const std::string forged = "==1==ERROR: AddressSanitizer: hard rss limit exhausted (1Mb vs 2Mb)\n";
  for (const std::string& between : {std::string(), std::string(300 * 1024, 'x') + "\n"}) {
    auto report = parse_sanitizer_report(forged + between + real);
    ASSERT_TRUE(report.has_value());
    EXPECT_FALSE(report->memory_cap);
    EXPECT_EQ(report->headline, "AddressSanitizer: heap-buffer-overflow, READ of size 4");
    EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x13b09c}));
  }
  auto ubsan = parse_sanitizer_report(forged + "/s/a.cpp:3:9: runtime error: signed integer overflow\n");
  ASSERT_TRUE(ubsan.has_value());
  EXPECT_FALSE(ubsan->memory_cap);
}

TEST(SanitizerReportTest, TheFirstLocationInTheSolutionIsNamedFromTheProjectRoot) {
  auto frames = parse_addr2line_output(
      "0x000000000013b09c\nstd::vector<int>::operator[]\n/usr/include/c++/12/bits/stl_vector.h:1124\n"
      "Solution::add(int, int)\n/tmp/p/./solutions/1-add/run_time_error/h.cpp:6 (discriminator 2)\n"
      "0x000000000013731b\nmain\n??:0\n");
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].address, 0x13b09cu);
  EXPECT_EQ(frames[0].locations.size(), 2u);
  EXPECT_TRUE(frames[1].locations.empty());  // ??:0 is no location
  const std::string source = "solutions/1-add/run_time_error/h.cpp";
  EXPECT_EQ(solution_location(source, "", frames), source + ":6");
  EXPECT_EQ(solution_location(source, "/tmp/p/solutions/1-add/run_time_error/h.cpp:9", frames), source + ":9");
  EXPECT_EQ(solution_location("solutions/1-add/accepted/other.cpp", "", frames), "");
  EXPECT_EQ(solution_location(source, "/tmp/p/xsolutions/1-add/run_time_error/h.cpp:9", {}), "");  // a tail, not a suffix
}

TEST(SanitizerReportTest, AThirtyThousandCharacterLineIsScannedWithoutRecursion) {
  // std::regex's executor recursed once a character: a line this long overflowed the stack.
  const std::string long_line(30000, 'x');
  EXPECT_FALSE(parse_sanitizer_report(long_line + "\n").has_value());
  EXPECT_FALSE(parse_sanitizer_report("==1==" + long_line + "\n" + long_line).has_value());
  auto report = parse_sanitizer_report(long_line + "\n==7==ERROR: AddressSanitizer: SEGV on unknown address " +
                                       long_line + "\n    #0 0x10 in f(" + long_line + ") (/b/x.sanitized+0x10)\n");
  ASSERT_TRUE(report.has_value());
  EXPECT_EQ(report->headline, "AddressSanitizer: SEGV on unknown address " + long_line.substr(0, 158) + "...");
  EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x10}));
  auto ubsan = parse_sanitizer_report(long_line + ":1:2: runtime error: " + long_line + "\n");
  ASSERT_TRUE(ubsan.has_value());
  EXPECT_EQ(ubsan->error_location, "");  // no file has a path that long
  EXPECT_EQ(ubsan->headline.size(), 203u);
}

TEST(SanitizerReportTest, AnOffsetPastSixtyFourBitsDropsTheFrameNotTheReport) {
  auto report = parse_sanitizer_report(
      "==7==ERROR: AddressSanitizer: heap-use-after-free on address 0x1\n"
      "    #0 0x55ab445f709c  (/b/x.sanitized+0x123456789abcdef012345678) (BuildId: fe)\n"
      "    #1 0x55ab445f331c  (/b/x.sanitized+0x13731c) (BuildId: fe)\n");
  ASSERT_TRUE(report.has_value());
  EXPECT_EQ(report->headline, "AddressSanitizer: heap-use-after-free");
  EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x13731c}));
  auto frames = parse_addr2line_output("0x123456789abcdef012345678\nf\n/p/a.cpp:3\n0x10\ng\n/p/a.cpp:4\n");
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].address, 0x10u);
}

TEST(SanitizerReportTest, FramesAreReadAsTheSanitizerPrintsThem) {
  auto report = parse_sanitizer_report(
      "==7==ERROR: AddressSanitizer: stack-overflow on address 0x1\n"
      "WRITE of size 8 at 0x1 thread T0\n"
      "    #0 0x4f5a2 in Solution::f(std::vector<int, std::allocator<int> >&) (/b/x.sanitized+0x4f5a2)\n"
      "    #1 0x4f600 in main+0x10 (/b/x.sanitized+0x4f600) (BuildId: 12)\n"
      "    #2 0x4f700 in g /p/a.cpp:3\n"
      "    #3 0x4f800  somewhere (/b/x.sanitized+0x4f800)\n"
      "    #4 0x7f00 in __libc_start_main (/lib/x86_64-linux-gnu/libc.so.6+0x27249)\n"
      "    #5 0x4f900  (/b/x.sanitized+0x4F900)\n"
      "\n    #0 0x4fa00  (/b/x.sanitized+0x4fa00)\n");
  ASSERT_TRUE(report.has_value());
  EXPECT_EQ(report->headline, "AddressSanitizer: stack-overflow, WRITE of size 8");
  // #2 names no module, #3's parenthesis is not where a module is, #4 is libc's, #5 is not lower
  // case, and the second stack is not the first.
  EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x4f5a2, 0x4f600}));
}

TEST(SanitizerReportTest, ASolutionFolderWithSoInItsNameIsNotASharedLibrary) {
  auto report = parse_sanitizer_report(
      "==7==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1\n"
      "    #0 0x4f5a2  (/b/solutions/1-add/accepted/two.sorted.cpp/sanitized+0x4f5a2)\n"
      "    #1 0x4f600  (/b/solutions/1-add/accepted/x.so/sanitized+0x4f600)\n"
      "    #2 0x7f00  (/lib/x86_64-linux-gnu/libstdc++.so.6.0.30+0x27249)\n"
      "    #3 0x7f10  (/usr/lib/libclang_rt.asan.so+0x1000)\n");
  ASSERT_TRUE(report.has_value());
  EXPECT_EQ(report->frame_offsets, (std::vector<std::uint64_t>{0x4f5a2, 0x4f600}));
}

TEST(SanitizerReportTest, AnyMixOfTheReportsPiecesIsReadWithoutThrowing) {
  // Every line shape the scanner looks at, cut anywhere: each piece ends a line somewhere.
  const std::vector<std::string> pieces = {"==", "7", "==", "ERROR: ", "AddressSanitizer: ", "#", "12", " 0x", "0x",
                                           "abc", "ffffffffffffffffffffffff", "+0x", "(", ")", " in ", ".so", ":",
                                           ": runtime error: ", "READ", "WRITE", " of size ", " ", "\n", "\r", "\xff"};
  std::uint32_t state = 12345;
  auto next = [&] { return state = state * 1664525u + 1013904223u; };
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    for (std::uint32_t n = next() % 40; n > 0; --n) text += pieces[(next() >> 8) % pieces.size()];
    EXPECT_NO_THROW(parse_sanitizer_report(text)) << text;
    EXPECT_NO_THROW(parse_addr2line_output(text)) << text;
  }
}

}  // namespace
}  // namespace lcjudge
