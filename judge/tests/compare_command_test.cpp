// `judge compare` in a scratch project: solutions named by path are compared with their
// problem's accepted ones (or alone with --only), and each run writes a folder of its own that
// build/report/latest points at, its report naming what was measured.
#include <gtest/gtest.h>

#include <filesystem>
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
namespace fs = std::filesystem;

class CompareCommandTest : public ::testing::Test {
 protected:
  CompareCommandTest() {
    project_.write("solutions/1-add/accepted/other_add.cpp",
                   "// Must earn AC: the sum, the other way round.\nclass Solution {\n public:\n"
                   "  int add(int a, int b) { return b + a; }\n};\n");
    project_.write("solutions/1-add/wrong_answer/off_by_one.cpp",
                   "// Must earn WA.\nclass Solution {\n public:\n  int add(int a, int b) { return a + b + 1; }\n};\n");
  }
  RunRecord compare(std::vector<string> args) {
    args.insert(args.begin(), {"compare", "-j", "1", "--no-sweep", "--repeat", "1"});
    RunRecord run = project_.judge(args);
    EXPECT_TRUE(run.exited && run.exit_code == kExitAllExpected) << run.stdout_text << run.stderr_text;
    return run;
  }
  string latest_report() const { return read_file(project_.path("build/report/latest/REPORT.md")); }
  ScratchProject project_;
};

TEST_F(CompareCommandTest, ANamedSolutionIsComparedWithTheAcceptedOnesOnly) {
  compare({"solutions/1-add/wrong_answer/off_by_one.cpp"});
  string report = latest_report();
  EXPECT_TRUE(Contains(report, "- **Measured:** 1-add/accepted/add, 1-add/accepted/other_add, "
                               "1-add/wrong_answer/off_by_one; groups: every group."))
      << report;
  compare({"solutions/1-add/wrong_answer/off_by_one.cpp", "--only"});
  report = latest_report();
  EXPECT_TRUE(Contains(report, "- **Measured:** 1-add/wrong_answer/off_by_one; groups: every group.")) << report;
}

TEST_F(CompareCommandTest, EachRunHasItsOwnFolderAndLatestPointsAtTheLast) {
  compare({"1"});
  compare({"1", "--group", "sample"});
  std::vector<string> folders;
  for (const auto& entry : fs::directory_iterator(project_.path("build/report"))) {
    if (!entry.is_symlink()) folders.push_back(entry.path().filename().string());
  }
  ASSERT_EQ(folders.size(), 2u);
  string latest = fs::read_symlink(project_.path("build/report/latest")).string();
  EXPECT_TRUE(latest == folders[0] || latest == folders[1]) << latest;
  EXPECT_TRUE(Contains(latest_report(), "groups: sample.")) << latest_report();
}

}  // namespace
}  // namespace lcjudge
