// The Java driver (judge/driver/java/, issue #30's lang30.md) on its own, before the judge runs
// .java solutions: built with Debian's JDK 17, run on fixture classes (tests/fixtures/java/)
// with the judge's descriptors 3 and 4 (and an API problem's 5 and 6, served by the judge's
// interactor), and held to the C++ driver's answers, records and exits.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/api_channel.h"
#include "tests/test_util.h"
#include "tests/test_workspace.h"

// A namespace of their own: the unity build puts several test files in one translation unit.
namespace lcjudge::java_driver_tests {

namespace fs = std::filesystem;
using test_util::Contains;

const std::string kJdk = "/usr/lib/jvm/java-17-openjdk-amd64/bin/";

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct JavaRun {
  int status = -1;  // the exit status, or -1 when killed by a signal
  std::string answer, meta, out, err;
  std::string api_wrong_answer;  // an API problem's: the judge's wrong answer (a call limit passed...)
};

// Runs ARGS (a program and its arguments) with INPUT on stdin; with CHANNELS, descriptors 3 and
// 4 are files, as the judge opens them; with API, an API problem's calls on descriptors 5 and 6
// are answered by the judge's interactor, which may replace the answer (843).
JavaRun run_program(const std::vector<std::string>& args, const std::string& input, bool channels, const test_util::TempDir& dir,
                    test_util::ApiChannelForTest* api = nullptr) {
  const std::string in = dir.write("run.in", input);
  const std::string names[] = {"run.out", "run.err", "run.meta", "run.answer"};
  for (const std::string& name : names) dir.write(name, "");
  pid_t pid = fork();
  if (pid == 0) {
    if (api != nullptr) api->place_in_child();  // first: the files below then open on other numbers
    auto place = [](const std::string& path, int flags, int target) {
      int fd = open(path.c_str(), flags);
      if (fd < 0 || dup2(fd, target) < 0) _exit(120);
      if (fd != target) close(fd);
    };
    place(in, O_RDONLY, 0);
    place(dir.path("run.out"), O_WRONLY | O_TRUNC, 1);
    place(dir.path("run.err"), O_WRONLY | O_TRUNC, 2);
    if (channels) {
      place(dir.path("run.meta"), O_WRONLY | O_TRUNC, 3);
      place(dir.path("run.answer"), O_WRONLY | O_TRUNC, 4);
    }
    std::vector<char*> argv;
    for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  int status = 0;
  if (api != nullptr) status = api->serve_until_exit(pid);
  else waitpid(pid, &status, 0);
  JavaRun result;
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = file_text(dir.path("run.out"));
  result.err = file_text(dir.path("run.err"));
  result.meta = file_text(dir.path("run.meta"));
  result.answer = file_text(dir.path("run.answer"));
  if (api != nullptr) {
    result.api_wrong_answer = api->wrong_answer();
    if (auto answer = api->answer_override()) result.answer = *answer;
  }
  return result;
}

// The fixtures, compiled once for the whole suite (javac costs a second a go), against the
// driver's jar the test binary prepared before its first test (tests/shared_builds.h), as the
// judge builds solutions against it.
class JavaDriverTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (!fs::exists(kJdk + "javac")) return;
    build_ = std::make_unique<test_util::TempDir>();
    built_ = fs::exists(driver());
    std::vector<std::string> fixtures = {kJdk + "javac", "-encoding", "UTF-8", "-g", "-cp", driver(),
                                         "-d", build_->path("classes"), "judge/driver/java/node/random/Node.java"};
    for (const auto& entry : fs::directory_iterator("judge/tests/fixtures/java")) fixtures.push_back(entry.path().string());
    built_ = built_ && run_program(fixtures, "", false, *build_).status == 0;
  }
  static std::string driver() { return fs::absolute(test_util::kSharedLanguages + "/java/driver.jar").string(); }
  static void TearDownTestSuite() { build_.reset(); }

  void SetUp() override {
    if (!fs::exists(kJdk + "javac")) GTEST_SKIP() << "Debian's JDK 17 (openjdk-17-jdk-headless) is not installed";
    ASSERT_TRUE(built_) << "the Java driver or its fixtures did not compile";
  }

  // One case through `LcjudgeDriver run DESCRIPTOR`, as the judge runs it.
  JavaRun run_case(const std::string& descriptor, const std::string& input, bool channels = true,
               const std::string& heap = "-Xmx256m", test_util::ApiChannelForTest* api = nullptr) {
    return run_program({kJdk + "java", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", heap, "-cp",
                driver() + ":" + build_->path("classes"), "LcjudgeDriver", "run", descriptor},
               input, channels, scratch_, api);
  }

  // One case of an API problem as the judge runs it: the driver gets CASE_TEXT with the API's
  // lines withheld (the spec: DESCRIPTOR's api and its api_case's line names) and the judge's
  // interactor answers its calls (tests/api_channel.h).
  JavaRun run_api_case(const std::string& descriptor, const std::string& case_text) {
    const nlohmann::json d = nlohmann::json::parse(descriptor);
    std::string spec = d["api"].get<std::string>();
    for (const auto& line : d["api_case"]["parameters"]) spec += " " + line["name"].get<std::string>();
    test_util::ApiChannelForTest api(spec, case_text);
    return run_case(descriptor, api.shown_text(), true, "-Xmx256m", &api);
  }

  JavaRun check(const std::string& descriptor, const std::string& classes, const std::string& jar) {
    return run_program({kJdk + "java", "-cp", build_->path("classes") + ":" + driver(), "LcjudgeDriver", "check",
                descriptor, jar, classes},
               "", false, scratch_);
  }

  static std::string classes() { return build_->path("classes"); }

  static std::unique_ptr<test_util::TempDir> build_;
  static bool built_;
  test_util::TempDir scratch_;
};

std::unique_ptr<test_util::TempDir> JavaDriverTest::build_;
bool JavaDriverTest::built_ = false;

// A TYPE of the descriptor: "int", "vector<int>", "TreeNode*"...
std::string type_json(const std::string& cpp) {
  if (cpp.rfind("vector<", 0) == 0) {
    return "{\"kind\":\"list\",\"element\":" + type_json(cpp.substr(7, cpp.size() - 8)) + ",\"cpp\":\"" + cpp + "\"}";
  }
  const bool api = cpp == "MountainArray" || cpp == "ArrayReader" || cpp == "BinaryMatrix" || cpp == "CustomFunction" ||
                   cpp == "Master" || cpp == "Sea" || cpp == "char*";
  std::string kind = api ? "api" : cpp == "long long" ? "long" : cpp == "TreeNode*" ? "TreeNode" : cpp == "ListNode*" ? "ListNode"
                     : cpp == "Node*"   ? "Node" : cpp;
  return "{\"kind\":\"" + kind + "\",\"cpp\":\"" + cpp + "\"}";
}

struct Declared {
  std::string name, result;
  std::vector<std::string> parameters;  // their C++ types
  int answer = -1;
  bool constructor = false;
};

std::string method_json(const Declared& m) {
  std::string text = "{\"name\":\"" + m.name + "\",\"constructor\":" + (m.constructor ? "true" : "false") +
                     ",\"result\":" + type_json(m.result) + ",\"parameters\":[";
  for (size_t k = 0; k < m.parameters.size(); ++k) {
    text += (k ? "," : "") + std::string("{\"name\":\"p") + std::to_string(k) + "\",\"type\":" + type_json(m.parameters[k]) + "}";
  }
  return text + "],\"answer\":" + std::to_string(m.answer) + "}";
}

std::string function_json(const std::string& class_name, const Declared& m, const std::string& output = "return",
                     const std::string& node = "") {
  return "{\"kind\":\"function\",\"class\":\"" + class_name + "\",\"drive\":\"\",\"node\":\"" + node +
         "\",\"output\":\"" + output + "\",\"method\":\"" + m.name + "\",\"methods\":[" + method_json(m) +
         "],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
}

TEST_F(JavaDriverTest, DoublesPrintAsPrintfFiveDecimalsRoundingHalfToEven) {
  JavaRun r = run_case(function_json("Values", {"doubles", "vector<double>", {"vector<double>"}}),
                   "[0.015625,-0.0000001,2.5,3.000005,1e20,-0.0]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[0.01562,-0.00000,2.50000,3.00000,100000000000000000000.00000,-0.00000]\n");
}

TEST_F(JavaDriverTest, ArgumentsDecodeIntoTheTypesTheMethodDeclares) {
  JavaRun chars = run_case(function_json("Values", {"firstChar", "char", {"string"}}), "\"xyz\"\n");
  EXPECT_EQ(chars.answer, "\"x\"\n") << chars.err;
  JavaRun nested = run_case(function_json("Values", {"nested", "vector<vector<int>>", {"vector<vector<int>>"}}), "[[1,2],[],[3]]\n");
  EXPECT_EQ(nested.answer, "[[1,2],[],[3]]\n") << nested.err;
  JavaRun big = run_case(function_json("Values", {"big", "long long", {"long long"}}), "9007199254740993\n");
  EXPECT_EQ(big.answer, "9007199254740993\n") << big.err;
  JavaRun tree = run_case(function_json("Values", {"mirror", "TreeNode*", {"TreeNode*"}}), "[1,2,3,null,4]\n");
  EXPECT_EQ(tree.answer, "[1,3,2,null,null,4]\n") << tree.err;
}

TEST_F(JavaDriverTest, IntArraysReadStraightFromTheLineKeepTheTreesRules) {
  const std::string flip = function_json("Values", {"flip", "void", {"vector<vector<int>>"}, 0});
  JavaRun extremes = run_case(flip, "[ [2147483647 , -2147483648] ,[-0],[]]\n");
  EXPECT_EQ(extremes.status, 0) << extremes.err;
  EXPECT_EQ(extremes.answer, "[[],[0],[2147483647,-2147483648]]\n");
  JavaRun too_big = run_case(flip, "[[1,2147483648]]\n");
  EXPECT_EQ(too_big.status, 86);
  EXPECT_TRUE(Contains(too_big.meta, "bad_input line 1, column 5: 2147483648 does not fit in int at [0][1]\n"));
  JavaRun leading_zero = run_case(flip, "[[01]]\n");
  EXPECT_EQ(leading_zero.status, 86);
  JavaRun fraction = run_case(flip, "[[1.0]]\n");
  EXPECT_EQ(fraction.status, 86);
  EXPECT_TRUE(Contains(fraction.meta, "expected int, found number 1.0 at [0][0]"));
}

TEST_F(JavaDriverTest, AmongOverloadsTheArrayTemplateIsPicked) {
  JavaRun r = run_case(function_json("Values", {"pick", "vector<int>", {"vector<int>", "int"}}), "[5,6,7]\n9\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[3,9]\n");
}

TEST_F(JavaDriverTest, ArgumentPrefixPrintsTheFirstKOfAList) {
  JavaRun r = run_case(function_json("Values", {"dedupe", "int", {"vector<int>"}, 0}, "argument_prefix"), "[1,1,2,3,3]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[1,2,3]\n");
}

TEST_F(JavaDriverTest, ArgumentPrefixPastTheEndIsTheSolutionsRuntimeError) {
  JavaRun r = run_case(function_json("Values", {"tooFar", "int", {"vector<int>"}, 0}, "argument_prefix"), "[1,2]\n");
  EXPECT_EQ(r.status, 88);
  EXPECT_TRUE(Contains(r.meta, "uncaught_exception lcjudge::BadResult: the method returned k = 3"));
  EXPECT_EQ(r.answer, "");
}

TEST_F(JavaDriverTest, AnUncaughtExceptionNamesTheSolutionsLineAndOnlyItsFrames) {
  JavaRun r = run_case(function_json("Failing", {"divide", "int", {"int"}}), "0\n");
  EXPECT_EQ(r.status, 88);
  // The line of `10 / a` in the fixture, counted from the file itself.
  std::istringstream source(file_text("judge/tests/fixtures/java/Failing.java"));
  std::string line;
  int number = 0, line_of_division = 0;
  while (std::getline(source, line)) {
    ++number;
    if (line.find("10 / a") != std::string::npos) line_of_division = number;
  }
  const std::string where = std::to_string(line_of_division);
  EXPECT_TRUE(Contains(r.meta, "uncaught_exception java.lang.ArithmeticException: / by zero (line " + where +
                                   " in Failing.helper)\n"));
  EXPECT_TRUE(Contains(r.err, "java.lang.ArithmeticException: / by zero\n  at line " + where + ", Failing.helper\n  at line "));
  // The same report is the record before the error's, its newlines escaped, for the judge to show.
  EXPECT_TRUE(Contains(r.meta, "traceback java.lang.ArithmeticException: / by zero\\n  at line " + where +
                                   ", Failing.helper\\n  at line "))
      << r.meta;
  EXPECT_LT(r.meta.find("traceback "), r.meta.find("uncaught_exception ")) << r.meta;
  EXPECT_EQ(r.meta.find("Lcjudge"), std::string::npos) << r.meta;
  EXPECT_EQ(r.err.find("Lcjudge"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("java.base"), std::string::npos) << r.err;
}

TEST_F(JavaDriverTest, OutOfMemoryErrorIsOutOfMemory) {
  JavaRun r = run_case(function_json("Failing", {"hog", "int", {"int"}}), "1\n", true, "-Xmx64m");
  EXPECT_EQ(r.status, 87) << r.err;
  EXPECT_TRUE(Contains(r.meta, "out_of_memory java.lang.OutOfMemoryError: Java heap space\n"));
}

TEST_F(JavaDriverTest, SystemExitBeforeTheAnswerIsARuntimeErrorNotAnAnswer) {
  JavaRun r = run_case(function_json("Failing", {"exits", "int", {"int"}}), "1\n");
  EXPECT_EQ(r.status, 88);
  EXPECT_TRUE(Contains(r.meta, "uncaught_exception System.exit called by the solution"));
  EXPECT_EQ(r.answer, "");
  EXPECT_EQ(r.out, "leaving\n");
}

TEST_F(JavaDriverTest, MalformedInputIsBadInputNamingLineAndColumn) {
  JavaRun r = run_case(function_json("Values", {"pick", "vector<int>", {"vector<int>", "int"}}), "[1,2,\"x\"]\n3\n");
  EXPECT_EQ(r.status, 86);
  EXPECT_TRUE(Contains(r.meta, "bad_input line 1, column 6: expected int, found string \"x\" at [2]\n"));
  JavaRun lines = run_case(function_json("Values", {"pick", "vector<int>", {"vector<int>", "int"}}), "[1]\n");
  EXPECT_EQ(lines.status, 86);
  EXPECT_TRUE(Contains(lines.meta, "bad_input line 2, column 1: expected 2 argument lines, found 1\n"));
}

TEST_F(JavaDriverTest, AHandRunPrintsTheAnswerOnStdoutAfterTheSolutionsPrints) {
  JavaRun r = run_case(function_json("Failing", {"prints", "int", {"int"}}), "7\n", false);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "from the solution 7\n");
}

TEST_F(JavaDriverTest, ADesignClassPrintsNullForItsConstructorAndVoidMethods) {
  std::string descriptor = "{\"kind\":\"design\",\"class\":\"Counter\",\"drive\":\"operations\",\"node\":\"\",\"output\":\"return\","
                           "\"method\":\"\",\"methods\":[" +
                           method_json({"Counter", "void", {"int"}, -1, true}) + "," + method_json({"add", "void", {"int"}}) + "," +
                           method_json({"get", "int", {}}) + "," + method_json({"positive", "bool", {}}) +
                           "],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
  JavaRun r = run_case(descriptor, "[\"Counter\",\"add\",\"get\",\"positive\",\"add\",\"positive\"]\n[[2],[3],[],[],[-9],[]]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[null,null,5,true,null,false]\n");
  JavaRun unknown = run_case(descriptor, "[\"Counter\",\"reset\"]\n[[2],[]]\n");
  EXPECT_EQ(unknown.status, 86);
  EXPECT_TRUE(Contains(unknown.meta, "unknown operation \"reset\" (Counter has add, get, positive)"));
}

TEST_F(JavaDriverTest, ACopySharingTheInputsNodesIsAWrongResult) {
  const std::string list = "[[7,null],[13,0],[11,1]]\n";
  JavaRun copied = run_case(function_json("Copier", {"copy", "Node*", {"Node*"}}, "return", "random"), list);
  EXPECT_EQ(copied.status, 0) << copied.err;
  EXPECT_EQ(copied.answer, "[[7,null],[13,0],[11,1]]\n");
  JavaRun same = run_case(function_json("Copier", {"same", "Node*", {"Node*"}}, "return", "random"), list);
  EXPECT_EQ(same.status, 91);
  EXPECT_TRUE(Contains(same.meta, "wrong_result the copy shares the node at index 0 (val 7) with the input"));
}

TEST_F(JavaDriverTest, ARoundTripDecodesWithASecondObjectWhatTheFirstEncoded) {
  std::string descriptor = "{\"kind\":\"design\",\"class\":\"Codec\",\"drive\":\"round_trip\",\"node\":\"\","
                           "\"output\":\"return\",\"method\":\"\",\"methods\":[" +
                           method_json({"serialize", "string", {"TreeNode*"}}) + "," + method_json({"deserialize", "TreeNode*", {"string"}}) +
                           "],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
  JavaRun r = run_case(descriptor, "[1,2,3,null,null,4,5]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[1,2,3,null,null,4,5]\n");
}

TEST_F(JavaDriverTest, ALegacyProblemTakesItsTypesFromTheMethodAndPrintsTheValue) {
  std::string descriptor = "{\"kind\":\"legacy\",\"class\":\"Values\",\"drive\":\"\",\"node\":\"\",\"output\":\"return\","
                           "\"method\":\"nested\",\"methods\":[],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
  JavaRun r = run_case(descriptor, "[[1,2],[],[3]]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[[1,2],[],[3]]\n");
}

TEST_F(JavaDriverTest, AnIteratorOverNestedIntegersPrintsWhatNextReturned) {
  std::string descriptor = "{\"kind\":\"design\",\"class\":\"NestedIterator\",\"drive\":\"iterator\",\"node\":\"\","
                           "\"output\":\"return\",\"method\":\"\",\"methods\":[" +
                           method_json({"NestedIterator", "void", {"vector<NestedInteger>"}, -1, true}) + "," +
                           method_json({"next", "int", {}}) + "," + method_json({"hasNext", "bool", {}}) +
                           "],\"api\":\"\",\"api_case\":null,\"api_queries\":false}";
  JavaRun r = run_case(descriptor, "[[1,1],2,[[]],[1,[3]]]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[1,1,2,1,3]\n");
}

TEST_F(JavaDriverTest, ANestedIntegerAnswerPrintsAsNestedLists) {
  JavaRun r = run_case(function_json("NestedIterator", {"deserialize", "NestedInteger", {"string"}}), "\"[123,[456,[789]],[]]\"\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "[123,[456,[789]],[]]\n");
  JavaRun single = run_case(function_json("NestedIterator", {"deserialize", "NestedInteger", {"string"}}), "\"-7\"\n");
  EXPECT_EQ(single.answer, "-7\n") << single.err;
}

TEST_F(JavaDriverTest, CheckRefusesAMethodTakingAnotherNumberOfParameters) {
  JavaRun r = check(function_json("Values", {"big", "long long", {"long long", "int"}}), classes(), scratch_.path("s.jar"));
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(Contains(r.err, "error: Values.big(long) takes 1 parameter; the problem declares 2: big(long long p0, int p1)"));
  EXPECT_FALSE(fs::exists(scratch_.path("s.jar")));
}

// ---- API problems (docs/driver-protocol.md, "API calls") ------------------------------------------

// Names and C++ types, in order: a method's parameters or an API case's lines.
using Named = std::vector<std::pair<std::string, std::string>>;

std::string named_json(const Named& named) {
  std::string text = "[";
  for (size_t k = 0; k < named.size(); ++k) {
    text += (k ? "," : "") + std::string("{\"name\":\"") + named[k].first + "\",\"type\":" + type_json(named[k].second) + "}";
  }
  return text + "]";
}

// An API problem's descriptor, as call_descriptor.cpp writes it: METHOD of CLASS_NAME taking
// PARAMETERS, and the case's LINES (api_case) in the statement's order.
std::string api_json(const std::string& api, const std::string& class_name, const std::string& method, const std::string& result,
                     const Named& parameters, const Named& lines, bool queries = false) {
  const std::string declared = "{\"name\":\"" + method + "\",\"constructor\":false,\"result\":" + type_json(result) +
                               ",\"parameters\":" + named_json(parameters) + ",\"answer\":-1}";
  const std::string api_case = "{\"name\":\"" + method + "\",\"constructor\":false,\"result\":" + type_json(result) +
                               ",\"parameters\":" + named_json(lines) + ",\"answer\":-1}";
  return "{\"kind\":\"function\",\"class\":\"" + class_name + "\",\"drive\":\"\",\"node\":\"\",\"output\":\"return\",\"method\":\"" +
         method + "\",\"methods\":[" + declared + "],\"api\":\"" + api + "\",\"api_case\":" + api_case +
         ",\"api_queries\":" + (queries ? "true" : "false") + "}";
}

std::string mountain_json(const std::string& method) {
  return api_json("MountainArray", "Mountain", method, "int", {{"target", "int"}, {"mountainArr", "MountainArray"}},
                  {{"array", "vector<int>"}, {"target", "int"}});
}

// [0,1,...,149,-1]: a mountain whose target 149 a scan from the left finds at its 150th get.
std::string long_mountain() {
  std::string array = "[";
  for (int i = 0; i < 150; ++i) array += std::to_string(i) + ",";
  return array + "-1]\n149\n";
}

TEST_F(JavaDriverTest, TheBadVersionAndThePickReachTheParentClassThroughTheJudge) {
  JavaRun bad = run_api_case(
      api_json("isBadVersion", "FirstBad", "firstBadVersion", "int", {{"n", "int"}}, {{"n", "int"}, {"bad", "int"}}), "5\n4\n");
  EXPECT_EQ(bad.status, 0) << bad.err;
  EXPECT_EQ(bad.answer, "4\n");
  JavaRun pick = run_api_case(api_json("guess", "Guesser", "guessNumber", "int", {{"n", "int"}}, {{"n", "int"}, {"pick", "int"}}),
                              "10\n6\n");
  EXPECT_EQ(pick.status, 0) << pick.err;
  EXPECT_EQ(pick.answer, "6\n");
}

TEST_F(JavaDriverTest, TheDriverGetsTheHiddenLineAsNullAndTheApiStillAnswers) {
  // The solution reads the case's text out of the driver: the array is not in it.
  JavaRun r = run_api_case(mountain_json("readsTheCase"), "[1,5,2]\n2\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "5\n");
}

TEST_F(JavaDriverTest, WithoutTheJudgesChannelAnApiCallIsAnError) {
  JavaRun r = run_case(mountain_json("findInMountainArray"), "null\n2\n");
  EXPECT_EQ(r.status, 88) << r.err;
  EXPECT_TRUE(Contains(r.meta, "uncaught_exception java.lang.IllegalStateException: API calls need the judge's channel (descriptors 5 "
                               "and 6)"));
  EXPECT_EQ(r.answer, "");
}

TEST_F(JavaDriverTest, MountainArrayGetPastOneHundredCallsIsTheJudgesWrongAnswer) {
  JavaRun searches = run_api_case(mountain_json("findInMountainArray"), long_mountain());
  EXPECT_EQ(searches.status, 0) << searches.err;
  EXPECT_EQ(searches.answer, "149\n");
  EXPECT_EQ(searches.api_wrong_answer, "");
  JavaRun short_scan = run_api_case(mountain_json("scan"), "[1,5,2]\n2\n");
  EXPECT_EQ(short_scan.status, 0) << short_scan.err;
  EXPECT_EQ(short_scan.answer, "2\n");
  JavaRun long_scan = run_api_case(mountain_json("scan"), long_mountain());
  EXPECT_EQ(long_scan.status, 0) << long_scan.err;  // the driver answers; the judge's count decides
  EXPECT_EQ(long_scan.answer, "149\n");
  EXPECT_TRUE(Contains(long_scan.api_wrong_answer, "MountainArray.get called 150 times; the limit is 100"));
}

TEST_F(JavaDriverTest, MountainArrayGetOutsideTheArrayIsTheSolutionsRuntimeErrorWithTheJudgesText) {
  JavaRun r = run_api_case(mountain_json("pastTheEnd"), "[1,5,2]\n2\n");
  EXPECT_EQ(r.status, 88);
  EXPECT_TRUE(Contains(r.meta, "uncaught_exception java.lang.IndexOutOfBoundsException: MountainArray.get(3): the index is outside "
                               "0..2 (line "));
}

TEST_F(JavaDriverTest, ArrayReaderGetIsIntMaxPastTheEndOfTheSecret) {
  const std::string search = api_json("ArrayReader", "Readers", "search", "int", {{"reader", "ArrayReader"}, {"target", "int"}},
                                      {{"secret", "vector<int>"}, {"target", "int"}});
  JavaRun r = run_api_case(search, "[-1,0,3,5,9,12]\n12\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.answer, "5\n");
  JavaRun absent = run_api_case(search, "[-1,0,3,5,9,12]\n13\n");
  EXPECT_EQ(absent.answer, "-1\n") << absent.err;
}

TEST_F(JavaDriverTest, CompareSubPastTwentyCallsIsTheJudgesWrongAnswerAndGetIsNotItsApi) {
  auto compare_sub = [](const std::string& method) {
    return api_json("compareSub", "Readers", method, "int", {{"reader", "ArrayReader"}}, {{"arr", "vector<int>"}});
  };
  std::string ones = "[";
  for (int i = 0; i < 40; ++i) ones += i == 30 ? "2," : "1,";
  ones.back() = ']';
  JavaRun halving = run_api_case(compare_sub("getIndex"), ones + "\n");
  EXPECT_EQ(halving.status, 0) << halving.err;
  EXPECT_EQ(halving.answer, "30\n");
  EXPECT_EQ(halving.api_wrong_answer, "");
  JavaRun scan = run_api_case(compare_sub("scanIndex"), ones + "\n");
  EXPECT_EQ(scan.status, 0) << scan.err;
  EXPECT_TRUE(Contains(scan.api_wrong_answer, "ArrayReader.compareSub called 30 times; the limit is 20"));
  JavaRun get = run_api_case(compare_sub("getOnCompareSub"), ones + "\n");
  EXPECT_EQ(get.status, 88);
  EXPECT_TRUE(Contains(get.meta, "ArrayReader.get is not part of this problem's API"));
}

TEST_F(JavaDriverTest, BinaryMatrixGetPastOneThousandCallsIsTheJudgesWrongAnswer) {
  auto matrix = [](const std::string& method) {
    return api_json("BinaryMatrix", "Matrix", method, "int", {{"binaryMatrix", "BinaryMatrix"}}, {{"mat", "vector<vector<int>>"}});
  };
  std::string mat = "[";
  for (int row = 0; row < 40; ++row) {
    mat += row ? ",[" : "[";
    for (int col = 0; col < 40; ++col) mat += std::string(col ? "," : "") + (col >= 40 - row / 2 - 1 ? "1" : "0");
    mat += "]";
  }
  mat += "]\n";
  JavaRun staircase = run_api_case(matrix("leftMostColumnWithOne"), mat);
  EXPECT_EQ(staircase.status, 0) << staircase.err;
  EXPECT_EQ(staircase.answer, "20\n");
  EXPECT_EQ(staircase.api_wrong_answer, "");
  JavaRun scan = run_api_case(matrix("scan"), mat);
  EXPECT_EQ(scan.status, 0) << scan.err;
  EXPECT_TRUE(Contains(scan.api_wrong_answer, "BinaryMatrix.get called 1600 times; the limit is 1000"));
}

// 1237's f is the driver's own (no channel): the case's function_id picks the formula.
TEST_F(JavaDriverTest, CustomFunctionIsTheCasesFormulaComputedByTheDriver) {
  const std::string formula = api_json("CustomFunction", "Formula", "findSolution", "vector<vector<int>>",
                                       {{"customfunction", "CustomFunction"}, {"z", "int"}}, {{"function_id", "int"}, {"z", "int"}});
  JavaRun squares = run_case(formula, "5\n50\n");
  EXPECT_EQ(squares.status, 0) << squares.err;
  EXPECT_EQ(squares.answer, "[[1,7],[5,5],[7,1]]\n");
  JavaRun product = run_case(formula, "2\n5\n");
  EXPECT_EQ(product.answer, "[[1,5],[5,1]]\n") << product.err;
  JavaRun unknown = run_case(formula, "10\n5\n");
  EXPECT_EQ(unknown.status, 86);
  EXPECT_TRUE(Contains(unknown.err, "function_id 10 names none of LeetCode's 9 hidden formulas")) << unknown.err;
}

TEST_F(JavaDriverTest, MastersAnswerIsTheJudgesTextLeetCodePrints) {
  const std::string master = api_json("Master", "Secret", "findSecretWord", "void", {{"words", "vector<string>"}, {"master", "Master"}},
                                      {{"secret", "string"}, {"words", "vector<string>"}, {"allowedGuesses", "int"}});
  const std::string words = "[\"ccbazz\",\"eiowzz\",\"acckzz\"]\n";
  JavaRun found = run_api_case(master, "\"acckzz\"\n" + words + "10\n");
  EXPECT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(found.answer, "\"You guessed the secret word correctly.\"\n");
  JavaRun late = run_api_case(master, "\"acckzz\"\n" + words + "2\n");
  EXPECT_EQ(late.status, 0) << late.err;
  EXPECT_EQ(late.answer, "\"Either you took too many guesses, or you did not find the secret word.\"\n");
}

TEST_F(JavaDriverTest, SeaHasShipsPastFourHundredCallsIsTheJudgesWrongAnswer) {
  auto sea = [](const std::string& method) {
    return api_json("Sea", "Ships", method, "int", {{"sea", "Sea"}, {"topRight", "vector<int>"}, {"bottomLeft", "vector<int>"}},
                    {{"ships", "vector<vector<int>>"}, {"topRight", "vector<int>"}, {"bottomLeft", "vector<int>"}});
  };
  JavaRun quarters = run_api_case(sea("countShips"), "[[1,1],[2,2],[3,3],[5,5]]\n[20,20]\n[0,0]\n");
  EXPECT_EQ(quarters.status, 0) << quarters.err;
  EXPECT_EQ(quarters.answer, "4\n");
  EXPECT_EQ(quarters.api_wrong_answer, "");
  JavaRun every = run_api_case(sea("everyPoint"), "[[1,1],[2,2],[3,3],[5,5]]\n[20,20]\n[0,0]\n");
  EXPECT_EQ(every.status, 0) << every.err;
  EXPECT_EQ(every.answer, "4\n");
  EXPECT_TRUE(Contains(every.api_wrong_answer, "Sea.hasShips called 441 times; the limit is 400"));
}

TEST_F(JavaDriverTest, Read4FillsBufAndTheJudgeChecksEachReadQueriesSharingTheFile) {
  const std::string once = api_json("read4", "FileReader", "read", "int", {{"buf", "char*"}, {"n", "int"}},
                                    {{"file", "string"}, {"n", "int"}});
  JavaRun read = run_api_case(once, "\"abcdefg\"\n5\n");
  EXPECT_EQ(read.status, 0) << read.err;
  EXPECT_EQ(read.answer, "5\n");
  EXPECT_EQ(read.api_wrong_answer, "");
  JavaRun whole = run_api_case(once, "\"abc\"\n4\n");
  EXPECT_EQ(whole.answer, "3\n") << whole.err;
  EXPECT_EQ(whole.api_wrong_answer, "");
  const std::string claims = api_json("read4", "FileReader", "claims", "int", {{"buf", "char*"}, {"n", "int"}},
                                      {{"file", "string"}, {"n", "int"}});
  JavaRun lie = run_api_case(claims, "\"abcdefg\"\n5\n");
  EXPECT_EQ(lie.status, 0) << lie.err;
  EXPECT_EQ(lie.answer, "5\n");
  EXPECT_TRUE(Contains(lie.api_wrong_answer, "read(buf, 5) returned 5, but buf starts with \"\\u0000\\u0000\\u0000\\u0000\\u0000\" "
                                             "where the file has \"abcde\""));
  JavaRun past = run_api_case(claims, "\"ab\"\n5\n");
  EXPECT_TRUE(Contains(past.api_wrong_answer, "read(buf, 5) returned 5, but only 2 characters of the file were left"));
  const std::string queries = api_json("read4", "FileReader", "read", "int", {{"buf", "char*"}, {"n", "int"}},
                                       {{"file", "string"}, {"queries", "vector<int>"}}, true);
  JavaRun many = run_api_case(queries, "\"abcdef\"\n[1,2,4,3]\n");
  EXPECT_EQ(many.status, 0) << many.err;
  EXPECT_EQ(many.answer, "[1,2,3,0]\n");
  EXPECT_EQ(many.api_wrong_answer, "");
  // n is the solution's own line: the driver reads it, and refuses a negative one before any call.
  JavaRun negative = run_case(once, "null\n-1\n");
  EXPECT_EQ(negative.status, 86);
  EXPECT_TRUE(Contains(negative.meta, "bad_input line 2: n = -1 is negative\n"));
}

TEST_F(JavaDriverTest, CheckTakesLeetCodesApiClassForAnApiParameterAndNothingElse) {
  JavaRun fits = check(mountain_json("findInMountainArray"), classes(), scratch_.path("s.jar"));
  EXPECT_EQ(fits.status, 0) << fits.err;
  std::string wrong_class = mountain_json("findInMountainArray");
  wrong_class.replace(wrong_class.find("\"cpp\":\"MountainArray\""), 21, "\"cpp\":\"BinaryMatrix\"");
  JavaRun refused = check(wrong_class, classes(), scratch_.path("t.jar"));
  EXPECT_EQ(refused.status, 1);
  EXPECT_TRUE(Contains(refused.err, "parameter 2 (MountainArray) cannot take the problem's BinaryMatrix mountainArr"));
  std::string unknown = mountain_json("findInMountainArray");
  unknown.replace(unknown.find("\"api\":\"MountainArray\""), 21, "\"api\":\"Teleporter\"");
  JavaRun unknown_api = check(unknown, classes(), scratch_.path("u.jar"));
  EXPECT_EQ(unknown_api.status, 1);
  EXPECT_TRUE(Contains(unknown_api.err, "the Java driver does not know the API Teleporter"));
}

// LeetCode's ListNode and API classes are refused where the problem has them, and the solution's
// own elsewhere (LeetCode provides them only there).
TEST_F(JavaDriverTest, CheckRefusesLeetCodesClassesOnlyOnAProblemThatHasThem) {
  const std::string folder = scratch_.mkdir("own");
  std::filesystem::copy(classes(), folder, std::filesystem::copy_options::recursive);
  scratch_.write("own/ListNode.class", "");
  scratch_.write("own/Sea.class", "");
  JavaRun elsewhere = check(function_json("Values", {"big", "long long", {"long long"}}), folder, scratch_.path("s.jar"));
  EXPECT_EQ(elsewhere.status, 0) << elsewhere.err;
  JavaRun list = check(function_json("Values", {"big", "long long", {"ListNode*"}}), folder, scratch_.path("t.jar"));
  EXPECT_EQ(list.status, 1);
  EXPECT_TRUE(Contains(list.err, "error: duplicate class: ListNode")) << list.err;
  JavaRun api = check(mountain_json("findInMountainArray"), folder, scratch_.path("u.jar"));
  EXPECT_EQ(api.status, 1);
  EXPECT_TRUE(Contains(api.err, "error: duplicate class: Sea")) << api.err;
}

TEST_F(JavaDriverTest, CheckPacksTheSameClassesIntoTheSameBytes) {
  const std::string descriptor = function_json("Values", {"big", "long long", {"long long"}});
  JavaRun first = check(descriptor, classes(), scratch_.path("a.jar"));
  JavaRun second = check(descriptor, classes(), scratch_.path("b.jar"));
  ASSERT_EQ(first.status, 0) << first.err;
  ASSERT_EQ(second.status, 0) << second.err;
  const std::string jar = file_text(scratch_.path("a.jar"));
  ASSERT_GT(jar.size(), 100u);
  EXPECT_TRUE(jar == file_text(scratch_.path("b.jar"))) << "two packs of the same classes differ";
  // Not the time of packing: the first entry's DOS time and date are 1980-01-01 00:00.
  EXPECT_TRUE(jar.compare(10, 4, std::string("\x00\x00\x21\x00", 4)) == 0) << "the first entry is not dated 1980-01-01";
  // In name order, whatever order the folder lists them in.
  EXPECT_LT(jar.find("Copier.class"), jar.find("Counter.class"));
  EXPECT_LT(jar.find("Failing.class"), jar.find("Values.class"));
}

}  // namespace lcjudge::java_driver_tests
