// The sanitized build, judged end to end by the built judge in a scratch project: memory errors
// and undefined behaviour that give the right answer at -O2 are RTE naming the finding and the
// solution's line, under clang (the default) and g++; --no-sanitize judges the optimised build
// alone; a clean solution, a large allocation and a deep recursion stay AC.
#include <gtest/gtest.h>

#include <string>

#include "base/atomic_file.h"
#include "base/exit_status.h"
#include "tests/scratch_project.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::ScratchProject;

constexpr const char* kSanitizedProblem = "method: add\ntime_limit: 1\nmemory_limit: 512\n";

// Reads one int past a vector's end (volatile: no compiler may drop the read); the sum is right.
constexpr const char* kHeapOverflow = R"(class Solution {
 public:
  int add(int a, int b) {
    std::vector<int> v = {a, b};
    volatile int* p = v.data();
    int past = p[v.size()];
    return a + b + (past & 0);
  }
};
)";

// a * 2^30 overflows int for a >= 2; at -O2 the result is never used.
constexpr const char* kSignedOverflow = R"(class Solution {
 public:
  int add(int a, int b) {
    volatile int scaled = a;
    scaled = scaled * 1073741824;
    return a + b;
  }
};
)";

// A use after free through a reference kept across push_back.
constexpr const char* kUseAfterFree = R"(class Solution {
 public:
  int add(int a, int b) {
    std::vector<int> v(8, a);
    const int& kept = v[7];
    for (int i = 0; i < 100; ++i) v.push_back(b);
    return kept + b;
  }
};
)";

class SanitizerTest : public ::testing::Test {
 protected:
  SanitizerTest() { project_.write(string(ScratchProject::kProblem) + "/problem.yaml", kSanitizedProblem); }

  RunRecord judge(std::vector<string> args) {
    args.insert(args.begin(), {"run", "-j", "1"});
    RunRecord run = project_.judge(args);
    EXPECT_TRUE(run.exited) << run.internal_error << run.stderr_text;
    return run;
  }
  ScratchProject project_;
};

TEST_F(SanitizerTest, AHeapOverflowWithTheRightAnswerIsRuntimeErrorAtTheSolutionsLine) {
  const string source = "solutions/1-add/run_time_error/heap_overflow.cpp";
  project_.write(source, kHeapOverflow);
  RunRecord run = judge({source});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got RTE")) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "AddressSanitizer: heap-buffer-overflow, READ of size 4 at " + source + ":6"))
      << run.stdout_text;
}

TEST_F(SanitizerTest, ASignedOverflowIsRuntimeErrorNamingUbsansFinding) {
  const string source = "solutions/1-add/run_time_error/signed_overflow.cpp";
  project_.write(source, kSignedOverflow);
  RunRecord run = judge({source, "--json", "report.json"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "UndefinedBehaviorSanitizer: signed integer overflow: 2 * 1073741824 cannot be "
                                        "represented in type 'int' at " + source + ":5"))
      << run.stdout_text;
  EXPECT_TRUE(Contains(read_file(project_.path("report.json")), "UndefinedBehaviorSanitizer: signed integer overflow"));
}

TEST_F(SanitizerTest, AUseAfterFreeIsRuntimeError) {
  const string source = "solutions/1-add/run_time_error/use_after_free.cpp";
  project_.write(source, kUseAfterFree);
  RunRecord run = judge({source});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "AddressSanitizer: heap-use-after-free, READ of size 4 at " + source + ":7"))
      << run.stdout_text;
}

// The slow tier (tests/slow_tier.h): g++'s driver is built for it.
class SlowGccSanitizerTest : public SanitizerTest {};

// g++ on request (its sanitized build is left out here: its driver alone is a minute of this
// suite on a 2-core machine): code g++ refuses is CE under it, with its message, and AC under clang.
TEST_F(SlowGccSanitizerTest, TheCompilerChosenIsTheOneThatCompiles) {
  const string source = "solutions/1-add/accepted/gnu_extension.cpp";
  // Designated initializers out of declaration order: g++ refuses them, clang only warns.
  project_.write(source, R"(struct Pair { int first, second; };
class Solution {
 public:
  int add(int a, int b) {
    Pair p = {.second = b, .first = a};
    return p.first + p.second;
  }
};
)");
  RunRecord clang = judge({source, "--no-sanitize"});
  EXPECT_EQ(clang.exit_code, kExitAllExpected) << clang.stdout_text << clang.stderr_text;
  RunRecord gcc = judge({source, "--no-sanitize", "--compiler", "gcc", "-v"});
  EXPECT_TRUE(Contains(gcc.stdout_text, "expected AC  got CE")) << gcc.stdout_text;
  EXPECT_TRUE(Contains(gcc.stdout_text, "designator order for field")) << gcc.stdout_text;
  EXPECT_TRUE(Contains(gcc.stdout_text, "build: gcc (GNU C++20, -O2), no sanitizers")) << gcc.stdout_text;
}

TEST_F(SanitizerTest, WithoutTheSanitizedBuildTheRightAnswerIsAccepted) {
  const string source = "solutions/1-add/run_time_error/heap_overflow.cpp";
  project_.write(source, kHeapOverflow);
  RunRecord run = judge({source, "--no-sanitize"});
  EXPECT_EQ(run.exit_code, kExitSomeUnexpected) << run.stdout_text;
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got AC")) << run.stdout_text;
  project_.write(string(ScratchProject::kProblem) + "/problem.yaml", string(kSanitizedProblem) + "sanitize: false\n");
  run = judge({source});
  EXPECT_TRUE(Contains(run.stdout_text, "expected RTE got AC")) << run.stdout_text;
}

TEST_F(SanitizerTest, CleanLargeAndDeepSolutionsStayAccepted) {
  // 128 MiB touched under a 512 MiB limit: AddressSanitizer's reserved terabytes are no MLE. (Not
  // more: a virtual machine seen here took 1.16 s of CPU to fault in 300 MiB, past the 1 s limit.)
  project_.write("solutions/1-add/accepted/large.cpp", R"(class Solution {
 public:
  int add(int a, int b) {
    std::vector<char> block(128 << 20, 1);
    asm volatile("" : : "r"(block.data()) : "memory");
    return a + b + block[12345] - 1;
  }
};
)");
  // A recursion 100,000 deep: the stack keeps the memory limit under the sanitizers too.
  project_.write("solutions/1-add/accepted/deep.cpp", R"(class Solution {
 public:
  int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
  int add(int a, int b) { return a + b + depth(100000) - 100000; }
};
)");
  RunRecord run = judge({"solutions/1-add/accepted/large.cpp", "solutions/1-add/accepted/deep.cpp"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "2 passed, 0 failed")) << run.stdout_text;
}

TEST_F(SanitizerTest, ARunGrowingOnlyUnderTheSanitizerIsStoppedFromOutsideNotBlamed) {
  project_.write(string(ScratchProject::kProblem) + "/problem.yaml", "method: add\ntime_limit: 1\nmemory_limit: 128\n");
  // Under the sanitizer only, touches memory past its cap (twice the 128 MiB limit + 512 MiB),
  // a page at a time straight from mmap, where the sanitizer's allocator does not look; bounded
  // at 1 GiB should every limit fail.
  project_.write("solutions/1-add/accepted/grows_when_sanitized.cpp", R"(#include <sys/mman.h>
class Solution {
 public:
  int add(int a, int b) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
    const size_t size = size_t(1) << 30;
    char* block = (char*)mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    for (size_t i = 0; block != MAP_FAILED && i < size; i += 4096) block[i] = 1;
#endif
#endif
    return a + b;
  }
};
)");
  RunRecord run = judge({"solutions/1-add/accepted/grows_when_sanitized.cpp", "-v"});
  EXPECT_EQ(run.exit_code, kExitAllExpected) << run.stdout_text << run.stderr_text;
  EXPECT_TRUE(Contains(run.stdout_text, "[sanitized run stopped at its limit, not checked]")) << run.stdout_text;
}

}  // namespace
}  // namespace lcjudge
