// problem.yaml: defaults, every key, and errors that cite the file and line.
#include "problem/config.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <thread>

#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

class ConfigTest : public ::testing::Test {
 protected:
  // The problem folder is named like a real one, so the default title can be checked.
  std::string directory() const { return temp_.path("42-answer"); }
  std::string yaml_path() const { return directory() + "/problem.yaml"; }

  ProblemConfig load(const std::string& yaml) {
    temp_.write("42-answer/problem.yaml", yaml);
    return load_problem_config(directory());
  }

  // The JudgeFailure's message for this problem.yaml, or a marker that it loaded.
  std::string error(const std::string& yaml) {
    try {
      load(yaml);
    } catch (const JudgeFailure& e) {
      return e.what();
    }
    return "(loaded without error)";
  }

  test_util::TempDir temp_;
};

TEST_F(ConfigTest, MissingFileIsAnError) {
  temp_.mkdir("42-answer");
  try {
    load_problem_config(directory());
    FAIL() << "no JudgeFailure";
  } catch (const JudgeFailure& e) {
    EXPECT_EQ(std::string(e.what()), "cannot open '" + yaml_path() + "': No such file or directory");
  }
}

TEST_F(ConfigTest, MissingFolderIsAnError) {
  EXPECT_THROW(load_problem_config(temp_.path("no-such-problem")), JudgeFailure);
}

TEST_F(ConfigTest, EmptyFileIsAnErrorAtLineOne) {
  EXPECT_EQ(error(""), yaml_path() + ":1: empty file: expected 'key: value' lines, at least 'method: NAME'");
  EXPECT_EQ(error("# only a comment\n"), yaml_path() + ":1: empty file: expected 'key: value' lines, at least 'method: NAME'");
}

TEST_F(ConfigTest, FileThatIsNotAMapIsAnError) {
  EXPECT_EQ(error("- add\n- sub\n"), yaml_path() + ":1: expected 'key: value' lines, at least 'method: NAME'");
  EXPECT_EQ(error("just text\n"), yaml_path() + ":1: expected 'key: value' lines, at least 'method: NAME'");
}

TEST_F(ConfigTest, MethodAloneGivesEveryDefault) {
  auto config = load("method: add\n");
  EXPECT_EQ(config.method, "add");
  EXPECT_EQ(config.name, "42-answer");
  EXPECT_EQ(config.title, "42-answer");
  EXPECT_EQ(config.directory, directory());
  EXPECT_DOUBLE_EQ(config.limits.time_limit_seconds, 1.0);
  EXPECT_DOUBLE_EQ(config.limits.kill_after_seconds, 1.0 * kKillFactor);
  EXPECT_DOUBLE_EQ(config.limits.wall_seconds, 1.0 * kKillFactor + kWallGraceSeconds);
  EXPECT_EQ(config.limits.memory_bytes, 1024ull << 20);
  EXPECT_EQ(config.limits.output_bytes, 8ull << 20);
  EXPECT_EQ(config.compare.float_tolerance, 0);
}

TEST_F(ConfigTest, CompilerAndSanitizersAreLeetCodesUnlessTheProblemSays) {
  BuildSettings defaults = load("method: add\n").build;
  EXPECT_EQ(defaults.compiler, CompilerFamily::kClang);
  EXPECT_TRUE(defaults.sanitize);
  BuildSettings chosen = load("method: add\ncompiler: gcc\nsanitize: false\n").build;
  EXPECT_EQ(chosen.compiler, CompilerFamily::kGcc);
  EXPECT_FALSE(chosen.sanitize);
  EXPECT_NE(error("method: add\ncompiler: msvc\n").find("problem.yaml:2: compiler must be clang | gcc"), std::string::npos) << error("method: add\ncompiler: msvc\n");
  EXPECT_NE(error("method: add\nsanitize: yes\n").find("true | false"), std::string::npos) << error("method: add\nsanitize: yes\n");
}

TEST_F(ConfigTest, EveryKey) {
  auto config = load(
      "# a comment\n"
      "title: Two Sum\n"
      "method: twoSum\n"
      "time_limit: 2\n"
      "memory_limit: 256\n"
      "output_limit: 0.5\n"
      "float_tolerance: 1e-6\n");
  EXPECT_EQ(config.title, "Two Sum");
  EXPECT_EQ(config.method, "twoSum");
  EXPECT_DOUBLE_EQ(config.limits.time_limit_seconds, 2.0);
  EXPECT_DOUBLE_EQ(config.limits.kill_after_seconds, 2.0 * kKillFactor);
  EXPECT_EQ(config.limits.memory_bytes, 256ull << 20);
  EXPECT_EQ(config.limits.output_bytes, 512ull << 10);
  EXPECT_DOUBLE_EQ(config.compare.float_tolerance, 1e-6);
}

TEST_F(ConfigTest, FractionalTimeLimit) {
  auto config = load("method: add\ntime_limit: 0.5\n");
  EXPECT_DOUBLE_EQ(config.limits.time_limit_seconds, 0.5);
  EXPECT_DOUBLE_EQ(config.limits.kill_after_seconds, 0.75);
}

TEST_F(ConfigTest, FloatToleranceZeroMeansExact) {
  EXPECT_EQ(load("method: add\nfloat_tolerance: 0\n").compare.float_tolerance, 0);
}

TEST_F(ConfigTest, MissingMethodIsAnError) {
  EXPECT_TRUE(Contains(error("time_limit: 2\n"), yaml_path() + ":1: missing the solution's shape: 'signature: "));
}

TEST_F(ConfigTest, MethodMustBeAnIdentifier) {
  EXPECT_EQ(error("title: x\nmethod: add two\n"),
            yaml_path() + ":2: method must be a C++ method name of at most 100 characters, found 'add two'");
  EXPECT_TRUE(Contains(error("method: 2sum\n"), "found '2sum'"));
  EXPECT_TRUE(Contains(error("method: \"a\\x1b[2Jb\"\n"), "found 'a\\x1b[2Jb'"));  // escaped
}

TEST_F(ConfigTest, AMethodOfTwoHundredThousandLettersIsAnErrorNotACrash) {
  // std::regex_match recursed once a letter: exit 139.
  const std::string letters(200000, 'a');
  std::string message = error("method: " + letters + "\n");
  EXPECT_TRUE(Contains(message, yaml_path() + ":1: method must be a C++ method name of at most 100 characters, found '" +
                                    letters.substr(0, 100) + "...'"));
  EXPECT_LT(message.size(), 400u);
  EXPECT_TRUE(Contains(error("design: " + letters + "\nmethods:\n  - X()\n"), "design must be a C++ class name"));
  EXPECT_TRUE(Contains(error("signature: int " + letters + "(int a)\n"), "a name of 200000 characters: names are at most 100"));
}

TEST_F(ConfigTest, ASignatureNestedTenThousandVectorsDeepIsAnErrorNotACrash) {
  std::string type = "int";
  for (int i = 0; i < 10000; ++i) type = "vector<" + type + ">";
  std::string message = error("signature: int f(" + type + " a)\n");
  EXPECT_TRUE(Contains(message, yaml_path() + ":1: signature: vectors nested more than 32 deep: no LeetCode type is (column "));
  EXPECT_LT(message.size(), 600u);  // the declaration quoted cut short
  std::string deepest = "int";
  for (int i = 0; i < 32; ++i) deepest = "vector<" + deepest + ">";
  EXPECT_EQ(load("signature: int f(" + deepest + " a)\n").signature.methods.front().parameters.size(), 1u);
}

TEST_F(ConfigTest, SignatureDeclaresTheMethodAndItsTypes) {
  ProblemConfig config = load("signature: vector<int> twoSum(vector<int>& nums, int target)\norder: any\n");
  EXPECT_EQ(config.method, "twoSum");
  ASSERT_EQ(config.signature.kind, ProblemSignature::Kind::kFunction);
  const MethodSignature& method = config.signature.methods.at(0);
  EXPECT_EQ(method.result.cpp_type(), "std::vector<int>");
  ASSERT_EQ(method.parameters.size(), 2u);
  EXPECT_EQ(method.parameters[0].name, "nums");
  EXPECT_TRUE(method.parameters[0].type.mutable_reference());
  EXPECT_EQ(method.parameters[1].type.cpp_type(), "int");
  EXPECT_EQ(config.compare.order, AnswerOrder::kAny);
  EXPECT_EQ(config.compare.float_tolerance, 0);
}

TEST_F(ConfigTest, EveryLeetCodeTypeIsRead) {
  ProblemConfig config = load(
      "signature: ListNode* f(const vector<vector<char>>& a, uint32_t b, long long c, int64_t d, unsigned int e, "
      "float g, bool h, char i, string j, TreeNode* k, vector<string> l)\n");
  const auto& p = config.signature.methods.at(0).parameters;
  ASSERT_EQ(p.size(), 11u);
  EXPECT_EQ(p[0].type.cpp_type(), "std::vector<std::vector<char>>");
  EXPECT_FALSE(p[0].type.mutable_reference());
  EXPECT_EQ(p[1].type.cpp_type(), "std::uint32_t");
  EXPECT_EQ(p[2].type.cpp_type(), "long long");
  EXPECT_EQ(p[3].type.cpp_type(), "std::int64_t");
  EXPECT_EQ(p[4].type.cpp_type(), "unsigned int");
  EXPECT_EQ(p[5].type.cpp_type(), "float");
  EXPECT_EQ(p[9].type.cpp_type(), "TreeNode*");
  EXPECT_EQ(p[10].type.cpp_type(), "std::vector<std::string>");
  EXPECT_EQ(config.signature.methods.at(0).result.cpp_type(), "ListNode*");
}

TEST_F(ConfigTest, AnUnsupportedTypeIsNamedWithTheSupportedOnes) {
  std::string message = error("title: x\nsignature: int f(unordered_map<int, int>& m)\n");
  EXPECT_TRUE(Contains(message, yaml_path() + ":2: signature: unsupported type 'unordered_map<int, int>'")) << message;
  EXPECT_TRUE(Contains(message, "supported: int, long")) << message;
  EXPECT_TRUE(Contains(error("signature: int f(Employee* e)\n"), "unsupported type 'Employee*'"));
}

TEST_F(ConfigTest, ADoubleResultIsComparedAsLeetCodeDoes) {
  EXPECT_EQ(load("signature: double myPow(double x, int n)\n").compare.float_tolerance, 1e-5);
  EXPECT_EQ(load("signature: double myPow(double x, int n)\nfloat_tolerance: 0\n").compare.float_tolerance, 0);
}

TEST_F(ConfigTest, DesignDeclaresTheConstructorThenTheMethods) {
  ProblemConfig config = load("design: MinStack\nmethods:\n  - MinStack()\n  - void push(int val)\n  - int getMin()\n");
  ASSERT_EQ(config.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(config.signature.class_name, "MinStack");
  ASSERT_EQ(config.signature.methods.size(), 3u);
  EXPECT_TRUE(config.signature.methods[0].is_constructor);
  EXPECT_EQ(config.signature.methods[1].name, "push");
  EXPECT_EQ(config.signature.methods[1].result.kind, TypeSpec::Kind::kVoid);
  EXPECT_EQ(config.signature.methods[2].result.cpp_type(), "int");
}

TEST_F(ConfigTest, DesignMistakesAreNamed) {
  EXPECT_TRUE(Contains(error("design: MinStack\nmethods:\n  - void push(int val)\n  - MinStack()\n"),
                       ":3: the first of methods: must be the constructor, 'MinStack(...)'"));
  EXPECT_TRUE(Contains(error("design: MinStack\n"), "design: needs methods:"));
  EXPECT_TRUE(Contains(error("signature: int f(int a)\ndesign: X\nmethods: [X()]\n"), "not both"));
  EXPECT_TRUE(Contains(error("design: A\nmethods:\n  - A()\n  - int f()\n  - int f()\n"), ":5: 'f' is declared twice"));
}

TEST_F(ConfigTest, ArgumentPrefixNeedsAnIntAndAVectorReference) {
  EXPECT_EQ(load("signature: int removeDuplicates(vector<int>& nums)\noutput: argument_prefix\n").output,
            ResultSource::kArgumentPrefix);
  EXPECT_TRUE(Contains(error("signature: int f(vector<int> nums)\noutput: argument_prefix\n"),
                       "output: argument_prefix needs"));
  EXPECT_TRUE(Contains(error("signature: int f(int a)\noutput: prefix\n"),
                       ":2: output must be return | argument_prefix, found 'prefix'"));
}

TEST_F(ConfigTest, NodeMustSayWhatItIs) {
  EXPECT_TRUE(Contains(error("signature: Node* cloneGraph(Node* node)\n"), "node: nary"));
  EXPECT_EQ(load("signature: Node* cloneGraph(Node* node)\nnode: graph\n").node, NodeKind::kGraph);
  EXPECT_EQ(load("signature: Node* copyRandomList(Node* head)\nnode: random\n").node, NodeKind::kRandom);
  EXPECT_EQ(load("signature: Node* connect(Node* root)\nnode: next\n").node, NodeKind::kNext);
  EXPECT_TRUE(Contains(error("signature: Node* connect(Node* root)\nnode: nxt\n"), "did you mean 'next'"));
}

TEST_F(ConfigTest, ASignatureThatIsNotOneSaysWhere) {
  EXPECT_TRUE(Contains(error("signature: int twoSum(vector<int>& nums int target)\n"),
                       "expected ',' or ')' after a parameter (column 30"));
  EXPECT_TRUE(Contains(error("signature: int (int a)\n"), "expected the method's name"));
}

TEST_F(ConfigTest, ListValueIsAnError) {
  EXPECT_EQ(error("title: x\nmethod: [add]\n"), yaml_path() + ":2: method must be a single value");
}

TEST_F(ConfigTest, UnknownKeySuggestsTheClosestKnownOne) {
  EXPECT_EQ(error("method: add\ntime_limt: 2\n"),
            yaml_path() + ":2: unknown key 'time_limt' (did you mean 'time_limit'?)");
  EXPECT_EQ(error("methd: add\n"), yaml_path() + ":1: unknown key 'methd' (did you mean 'method'?)");
}

TEST_F(ConfigTest, UnknownKeyFarFromAnyKnownOneHasNoSuggestion) {
  EXPECT_EQ(error("method: add\ncolour: red\n"), yaml_path() + ":2: unknown key 'colour'");
}

TEST_F(ConfigTest, TimeLimitZeroIsRejectedWithFileAndLine) {
  EXPECT_EQ(error("method: add\ntime_limit: 0\n"), yaml_path() + ":2: time_limit must be positive, found '0'");
}

TEST_F(ConfigTest, NegativeTimeLimitIsRejectedWithFileAndLine) {
  EXPECT_EQ(error("method: add\n\ntime_limit: -1\n"), yaml_path() + ":3: time_limit must be positive, found '-1'");
}

TEST_F(ConfigTest, NegativeMemoryAndOutputLimitsAreRejected) {
  EXPECT_EQ(error("method: add\nmemory_limit: -256\n"), yaml_path() + ":2: memory_limit must be positive, found '-256'");
  EXPECT_EQ(error("method: add\noutput_limit: 0\n"), yaml_path() + ":2: output_limit must be positive, found '0'");
  EXPECT_EQ(error("method: add\nfloat_tolerance: -1e-6\n"),
            yaml_path() + ":2: float_tolerance must be positive, found '-1e-6'");
}

TEST_F(ConfigTest, LimitsPastTheirBoundsAreRejected) {
  EXPECT_EQ(error("method: add\ntime_limit: 1e300\n"), yaml_path() + ":2: time_limit must be at most 3600, found '1e300'");
  EXPECT_EQ(error("method: add\ntime_limit: .inf\n"), yaml_path() + ":2: time_limit must be at most 3600, found '.inf'");
  EXPECT_EQ(error("method: add\ntime_limit: .nan\n"), yaml_path() + ":2: time_limit must be positive, found '.nan'");
  EXPECT_EQ(error("method: add\nmemory_limit: 1e300\n"),
            yaml_path() + ":2: memory_limit must be at most 1048576, found '1e300'");
  EXPECT_EQ(error("method: add\nmemory_limit: 1\n"), yaml_path() + ":2: memory_limit must be at least 32, found '1'");
  EXPECT_EQ(error("method: add\noutput_limit: 4096\n"), yaml_path() + ":2: output_limit must be at most 1024, found '4096'");
}

TEST_F(ConfigTest, KeyGivenTwiceIsAnErrorNamingBothLines) {
  EXPECT_EQ(error("method: add\ntime_limit: 1\ntime_limit: 2\n"),
            yaml_path() + ":3: time_limit given twice (first on line 2)");
}

TEST_F(ConfigTest, InvalidUtf8IsAnErrorNamingTheLine) {
  EXPECT_EQ(error("method: add\ntitle: caf\xE9\n"), yaml_path() + ":2: invalid UTF-8");
}

// YAML allows both, and an editor may add them.
TEST_F(ConfigTest, ByteOrderMarkAndCrlfLineEndsAreFine) {
  ProblemConfig config = load("\xEF\xBB\xBFmethod: add\r\ntime_limit: 2\r\n");
  EXPECT_EQ(config.method, "add");
  EXPECT_DOUBLE_EQ(config.limits.time_limit_seconds, 2);
}

TEST_F(ConfigTest, NonNumericValueIsRejectedWithFileAndLine) {
  EXPECT_EQ(error("method: add\ntime_limit: fast\n"), yaml_path() + ":2: time_limit must be a number, found 'fast'");
  EXPECT_EQ(error("method: add\nmemory_limit: 256MB\n"),
            yaml_path() + ":2: memory_limit must be a number, found '256MB'");
}

TEST_F(ConfigTest, YamlSyntaxErrorCitesTheLine) {
  EXPECT_TRUE(Contains(error("method: add\n  bad: [\n"), yaml_path() + ":2: "));
}

// "0" means exact, and so must any other spelling of zero.
TEST_F(ConfigTest, FloatToleranceZeroPointZeroMeansExact) {
  EXPECT_EQ(error("method: add\nfloat_tolerance: 0.0\n"), "(loaded without error)");
}

// yaml-cpp marks an empty value where the next token starts, a line late; the error must cite
// the key's own line.
TEST_F(ConfigTest, EmptyValueIsReportedOnItsOwnLine) {
  EXPECT_TRUE(Contains(error("method: add\ntime_limit:\ntitle: x\n"), yaml_path() + ":2: "));
}

TEST_F(ConfigTest, AKeyThatIsAListIsAnErrorNotAnInternalOne) {
  // yaml-cpp's bad conversion of the key escaped as "internal".
  EXPECT_EQ(error("method: add\n? [a, b]\n: 1\n"), yaml_path() + ":2: expected a key such as 'method:', found a list or a map");
}

TEST_F(ConfigTest, AnyMixOfYamlPiecesLoadsOrIsRefusedNeverThrownOtherwise) {
  const std::vector<std::string> pieces = {"method", "signature", "design", "methods", "time_limit", "memory_limit",
                                           "float_tolerance", "order", "node", "title", ": ", ":", "\n", "  - ",
                                           "- ", "[", "]", "{", "}", "\"", "'", "&a ", "*a", "!!str ", "1e999", "-1",
                                           "int f(int a)", "vector<", ">", "X()", "X", "#", "? ", ",", "|\n", "nan"};
  std::uint32_t state = 7;
  auto next = [&] { return state = state * 1664525u + 1013904223u; };
  for (int i = 0; i < 1500; ++i) {
    std::string text;
    for (std::uint32_t n = next() % 30; n > 0; --n) text += pieces[(next() >> 8) % pieces.size()];
    try {
      load(text);
    } catch (const JudgeFailure&) {
      // refused, naming the file and line
    } catch (const std::exception& e) {
      ADD_FAILURE() << e.what() << " on:\n" << text;
    }
  }
}

// A problem.yaml that is a FIFO blocked the judge for good (and one linked to /dev/zero filled its
// memory); one of 100 MB was read whole. Each is refused by name at once. The FIFO's writer gives
// up after two seconds, so the test ends even if the judge waits.
TEST_F(ConfigTest, AFifoOrAnOversizedFileIsRefusedNotWaitedOn) {
  temp_.mkdir("42-answer");
  ASSERT_EQ(mkfifo(yaml_path().c_str(), 0600), 0);
  std::thread writer([path = yaml_path()] {
    for (int i = 0; i < 200; ++i) {
      int fd = open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd >= 0) {
        (void)!write(fd, "method: f\n", 10);
        close(fd);
        return;
      }
      usleep(10000);
    }
  });
  std::string message = "(loaded without error)";
  try {
    load_problem_config(directory());
  } catch (const JudgeFailure& e) {
    message = e.what();
  }
  writer.join();
  EXPECT_EQ(message, "cannot read '" + yaml_path() + "': not a regular file (a FIFO, a device or a folder)");
  std::filesystem::remove(yaml_path());
  EXPECT_TRUE(Contains(error("method: f\n#" + std::string(5 << 20, 'x') + "\n"), "more than the 4194304 bytes"));
}

// 297: a codec LeetCode round-trips.
TEST_F(ConfigTest, DriveRoundTripNeedsTwoMethodsThatUndoEachOtherAndNoConstructor) {
  const std::string codec = "design: Codec\nmethods:\n  - string serialize(TreeNode* root)\n  - TreeNode* deserialize(string data)\n";
  EXPECT_EQ(load(codec + "drive: round_trip\n").signature.drive, ProblemSignature::Drive::kRoundTrip);
  EXPECT_TRUE(Contains(error(codec), "the first of methods: must be the constructor"));
  EXPECT_TRUE(Contains(error("design: Codec\nmethods:\n  - Codec()\n  - string serialize(TreeNode* root)\n"
                             "  - TreeNode* deserialize(string data)\ndrive: round_trip\n"),
                       "drive: round_trip takes no constructor: LeetCode builds 'Codec ser, deser;'"));
  EXPECT_TRUE(Contains(error("design: Codec\nmethods:\n  - string serialize(TreeNode* root)\n  - string deserialize(string data)\n"
                             "drive: round_trip\n"),
                       "drive: round_trip needs methods: the encoder, then the decoder"));
}

// 341: a design class LeetCode drives as an iterator.
TEST_F(ConfigTest, DriveIteratorNeedsADesignClassWithNextAndHasNext) {
  const std::string iterator =
      "design: NestedIterator\nmethods:\n  - NestedIterator(vector<NestedInteger>& nestedList)\n  - int next()\n"
      "  - bool hasNext()\n";
  EXPECT_EQ(load(iterator + "drive: iterator\n").signature.drive, ProblemSignature::Drive::kIterator);
  EXPECT_EQ(load(iterator).signature.drive, ProblemSignature::Drive::kOperations);
  EXPECT_EQ(load(iterator + "drive: operations\n").signature.drive, ProblemSignature::Drive::kOperations);
  EXPECT_TRUE(Contains(error("signature: int f(int a)\ndrive: iterator\n"), "drive: iterator goes with design:"));
  EXPECT_TRUE(Contains(error("design: It\nmethods:\n  - It(int n)\n  - int next()\ndrive: iterator\n"),
                       "drive: iterator needs methods: the constructor, 'bool hasNext()' and a 'next()'"));
}

}  // namespace
}  // namespace lcjudge

namespace lcjudge {
namespace {

// api: the case's lines, named in the statement's order, and the API's hidden ones with them.
TEST_F(ConfigTest, ApiProblemsCaseLinesFollowInputsByName) {
  ProblemConfig config = load("signature: int findInMountainArray(int target, MountainArray &mountainArr)\n"
                              "api: MountainArray\ninputs: [array, target]\n");
  EXPECT_EQ(config.signature.api, "MountainArray");
  ASSERT_EQ(config.signature.api_case.parameters.size(), 2u);
  EXPECT_EQ(config.signature.api_case.parameters[0].name, "array");
  EXPECT_EQ(config.signature.api_case.parameters[0].type.display(), "vector<int>");
  EXPECT_EQ(config.signature.api_case.parameters[1].name, "target");
  EXPECT_EQ(config.signature.called_with_case(), &config.signature.api_case);

  config = load("signature: int firstBadVersion(int n)\napi: isBadVersion\n");  // LeetCode's order: n, bad
  ASSERT_EQ(config.signature.api_case.parameters.size(), 2u);
  EXPECT_EQ(config.signature.api_case.parameters[1].name, "bad");

  config = load("signature: int read(char *buf, int k)\napi: read4\ninputs: [file, queries]\n");  // k: any name
  EXPECT_TRUE(config.signature.api_queries);
  EXPECT_EQ(config.signature.api_case.result.display(), "vector<int>");

  config = load("signature: vector<vector<int>> findSolution(CustomFunction& customfunction, int z)\napi: CustomFunction\n");
  EXPECT_EQ(config.compare.order, AnswerOrder::kAny);  // LeetCode's answer key is a set of pairs
}

TEST_F(ConfigTest, ApiMistakesNameTheLineAndWhatIsExpected) {
  EXPECT_EQ(error("signature: int findInMountainArray(int target, MountainArray &mountainArr)\n"),
            yaml_path() + ":1: the signature takes 'MountainArray mountainArr', which LeetCode provides: declare it "
                          "with 'api:' (docs/problems.md lists the APIs)");
  EXPECT_EQ(error("signature: int findInMountainArray(int target, MountainArray &mountainArr)\napi: MountainArray\n"
                  "inputs: [mountainArr, target]\n"),
            yaml_path() + ":3: inputs: 'mountainArr' is none of the case's lines; expected each of array, target, "
                          "once, in the statement's order");
  EXPECT_EQ(error("signature: int firstBadVersion(int n)\napi: isBadVersion\ninputs: [n]\n"),
            yaml_path() + ":3: inputs: lists 1 of the case's 2 lines; expected each of n, bad, once, in the "
                          "statement's order");
  EXPECT_EQ(error("signature: int firstBadVersion(int n)\napi: isBadVersion\ninputs: [n, n]\n"),
            yaml_path() + ":3: inputs: 'n' given twice");
  EXPECT_TRUE(Contains(error("signature: int firstBadVersion(int n)\napi: MountainArray\n"),
                       ":2: api: MountainArray passes the method a parameter of type MountainArray"));
  EXPECT_TRUE(Contains(error("signature: int f(int n)\napi: isBadVersoin\n"), ":2: api must be isBadVersion | guess |"));
  EXPECT_TRUE(Contains(error("signature: int f(int n)\ninputs: [n]\n"), ":2: inputs: goes with api:"));
  EXPECT_TRUE(Contains(error("signature: int f(const char* s)\n"), "a pointer to char is not a LeetCode type"));
}

TEST_F(ConfigTest, TimeFactorScalesALanguagesTimeLimitAndDefaultsPerLanguage) {
  ProblemConfig config = load("method: f\ntime_limit: 2\ntime_factor: {python: 4}\n");
  EXPECT_EQ(time_factor(config, Language::kPython), 4.0);
  EXPECT_EQ(time_factor(config, Language::kJava), default_time_factor(Language::kJava));
  ProblemConfig python = for_language(config, Language::kPython);
  EXPECT_DOUBLE_EQ(python.limits.time_limit_seconds, 8.0);
  EXPECT_DOUBLE_EQ(python.limits.kill_after_seconds, 8.0 * kKillFactor);
  EXPECT_TRUE(python.limits.resident_memory);
  EXPECT_EQ(python.language, Language::kPython);
  ProblemConfig cpp = for_language(config, Language::kCpp);
  EXPECT_DOUBLE_EQ(cpp.limits.time_limit_seconds, 2.0);
  EXPECT_FALSE(cpp.limits.resident_memory);
}

TEST_F(ConfigTest, TimeFactorMistakesNameTheLineAndWhatIsExpected) {
  EXPECT_EQ(error("method: f\ntime_factor: 3\n"),
            yaml_path() + ":2: time_factor must be a map of languages to factors: '{python: 3, java: 2}'");
  EXPECT_TRUE(Contains(error("method: f\ntime_factor: {pyhton: 3}\n"), ":2: unknown language 'pyhton' in time_factor"));
  EXPECT_TRUE(Contains(error("method: f\ntime_factor: {pyhton: 3}\n"), "did you mean 'python'?"));
  EXPECT_TRUE(Contains(error("method: f\ntime_factor: {java: -1}\n"), ":2:"));
  EXPECT_TRUE(Contains(error("method: f\ntime_factor: {java: [1]}\n"), "time_factor's java must be a number"));
}

}  // namespace
}  // namespace lcjudge
