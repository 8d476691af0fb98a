// judge validate (scripts/validate-all.sh): the data must pass, each junk file must break its rule
// in the validator's own words, naming the file as the judge gave it, and every other outcome is
// a FAIL line naming the file. One scratch problem and validator of its own.
#include "judging/validate_all.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <thread>

#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using test_util::Contains;
using test_util::TempDir;

// Accepts a file that is "1\n" (an answer: "2\n"); otherwise names the file, line 1, column 1.
constexpr const char* kValidator = R"(#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
int main(int argc, char** argv) {
  bool answer = argc > 2 && std::strcmp(argv[1], "--answer") == 0;
  const char* path = argv[argc - 1];
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), {});
  if (text == "crash\n") __builtin_trap();
  if (text == (answer ? "2\n" : "1\n")) return 0;
  std::fprintf(stderr, "%s:1:1: expected %s\n", path, answer ? "2" : "1");
  return 1;
}
)";

class ValidateCommandTest : public ::testing::Test {
 protected:
  ValidateCommandTest() {
    project_.root = root_.path();
    root_.write("testcases/p/problem.yaml", "method: f\n");
    root_.write("testcases/p/validator/validate.cpp", kValidator);
    root_.write("testcases/p/sample/1.in", "1\n");
    root_.write("testcases/p/sample/1.ans", "2\n");
    root_.write("testcases/p/validator/invalid/zero.in", "0\n");
    root_.write("testcases/p/validator/invalid/zero.rule", "expected 1\n");
  }

  int validate() {
    ValidateOptions options;
    options.jobs = 2;
    testing::internal::CaptureStdout();
    int status = command_validate(project_, options);
    out_ = testing::internal::GetCapturedStdout();
    return status;
  }

  string path(const string& relative) const { return root_.path("testcases/p/" + relative); }

  TempDir root_;
  Project project_;
  string out_;
};

TEST_F(ValidateCommandTest, DataThatPassesAndJunkThatBreaksItsRulePass) {
  EXPECT_EQ(validate(), 0) << out_;
  EXPECT_EQ(out_, "validate: 3 passed, 0 failed\n");
}

TEST_F(ValidateCommandTest, EachWrongOutcomeIsAFailLineNamingTheFile) {
  root_.write("testcases/p/secret/2.in", "3\n");
  root_.write("testcases/p/secret/3.in", "crash\n");
  root_.write("testcases/p/validator/invalid/one.in", "1\n");
  root_.write("testcases/p/validator/invalid/one.rule", "expected 1");
  root_.write("testcases/p/validator/invalid/other.ans", "3\n");
  root_.write("testcases/p/validator/invalid/other.rule", "expected 7");
  root_.write("testcases/p/validator/invalid/lonely.rule", "x");
  EXPECT_EQ(validate(), 1);
  EXPECT_TRUE(Contains(out_, "FAIL " + path("secret/2.in") + ": valid case rejected: " + path("secret/2.in") +
                                 ":1:1: expected 1\n"));
  EXPECT_TRUE(Contains(out_, "FAIL " + path("secret/3.in") + ": validator was killed by SIGILL"));
  EXPECT_TRUE(Contains(out_, "FAIL " + path("validator/invalid/one.in") + ": accepted, but must break the rule 'expected 1'\n"));
  EXPECT_TRUE(Contains(out_, "FAIL " + path("validator/invalid/other.ans") + ": expected the rule 'expected 7', found: " +
                                 path("validator/invalid/other.ans") + ":1:1: expected 2\n"));
  EXPECT_TRUE(Contains(out_, "FAIL " + path("validator/invalid/lonely.rule") + ": no "));
  EXPECT_TRUE(Contains(out_, "validate: 3 passed, 5 failed\n")) << out_;
}

TEST_F(ValidateCommandTest, AValidatorThatDoesNotCompileIsOneFailure) {
  root_.write("testcases/p/validator/validate.cpp", "int main() { return }\n");
  EXPECT_EQ(validate(), 1);
  EXPECT_TRUE(Contains(out_, "FAIL " + path("validator/validate.cpp") + ": does not compile\n")) << out_;
  EXPECT_TRUE(Contains(out_, "validate: 0 passed, 1 failed\n"));
}

// A junk rule that was a FIFO blocked judge validate for good; one case linked to a device was read
// as one. Each is a FAIL line naming it. The FIFO's writer gives up after two seconds, so the test
// ends even if the judge waits.
TEST_F(ValidateCommandTest, AJunkFileThatIsAFifoOrADeviceIsAFailLine) {
  root_.write("testcases/p/validator/invalid/piped.in", "0\n");
  const string rule = path("validator/invalid/piped.rule");
  ASSERT_EQ(mkfifo(rule.c_str(), 0600), 0);
  std::thread writer([rule] {
    for (int i = 0; i < 200; ++i) {
      int fd = open(rule.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd >= 0) {
        (void)!write(fd, "expected 1\n", 11);
        close(fd);
        return;
      }
      usleep(10000);
    }
  });
  std::filesystem::create_symlink("/dev/null", path("validator/invalid/device.in"));
  root_.write("testcases/p/validator/invalid/device.rule", "expected 1\n");
  int status = validate();
  writer.join();
  EXPECT_EQ(status, 1) << out_;
  EXPECT_TRUE(Contains(out_, "FAIL cannot read '" + rule + "': not a regular file")) << out_;
  EXPECT_TRUE(Contains(out_, "FAIL " + path("validator/invalid/device.in") + ": not a regular file")) << out_;
}

}  // namespace
}  // namespace lcjudge
