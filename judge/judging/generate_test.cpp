// `judge gen`: cases.txt and SHA256SUMS parsing with file:line errors, SHA-256 itself, and the
// command on a scratch problem: --write pins, a check passes, and a hand-edited input, an edited
// pin, a stray pin, a missing file or a failing generator are each caught.
#include "judging/generate.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/sha256.h"
#include "problem/gen_spec.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_util::Contains;
using test_util::failure;
using test_util::TempDir;

const std::set<string> kGenerators = {"graph_gen", "grid_gen"};

string spec_failure(const string& text) {
  return failure([&] { parse_case_specs(text, "gen/cases.txt", kGenerators); });
}

// --- SHA-256 ---

TEST(Sha256Test, KnownDigests) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex(string("a\0b", 3)).size(), 64u);
}

// --- cases.txt ---

TEST(CaseSpecTest, EmptyAndCommentsOnly) {
  EXPECT_TRUE(parse_case_specs("", "c", kGenerators).empty());
  EXPECT_TRUE(parse_case_specs("# only a comment\n\n   \n", "c", kGenerators).empty());
}

TEST(CaseSpecTest, GeneratorAndManualLines) {
  auto specs = parse_case_specs(
      "# header\n"
      "secret/small/path-3 graph_gen path 3 --seed 6   # 2\n"
      "\n"
      "secret/small/counterexample manual\n"
      "sample/grid\tgrid_gen open 1 3 1 1 --seed 1\n",
      "gen/cases.txt", kGenerators);
  ASSERT_EQ(specs.size(), 3u);
  EXPECT_EQ(specs[0].id, "secret/small/path-3");
  EXPECT_EQ(specs[0].generator, "graph_gen");
  EXPECT_EQ(specs[0].arguments, (vector<string>{"path", "3", "--seed", "6"}));
  EXPECT_EQ(specs[0].origin, "gen/cases.txt:2");
  EXPECT_EQ(specs[0].command(), "graph_gen path 3 --seed 6");
  EXPECT_EQ(specs[1].id, "secret/small/counterexample");
  EXPECT_EQ(specs[1].generator, "");
  EXPECT_EQ(specs[1].origin, "gen/cases.txt:4");
  EXPECT_EQ(specs[2].id, "sample/grid");
}

TEST(CaseSpecTest, UnknownGeneratorNamesFileAndLine) {
  EXPECT_EQ(spec_failure("secret/a graph_gen path 3 --seed 1\n\nsecret/b foo 1 --seed 2\n"),
            "gen/cases.txt:3: unknown generator 'foo' (known: graph_gen, grid_gen)");
}

TEST(CaseSpecTest, MalformedLines) {
  EXPECT_TRUE(Contains(spec_failure("secret/a\n"), "gen/cases.txt:1: expected 'GROUP/NAME GENERATOR ARGS... --seed S'"));
  EXPECT_EQ(spec_failure("path-3 graph_gen path 3 --seed 1\n"), "gen/cases.txt:1: 'path-3' is not GROUP/NAME");
  EXPECT_TRUE(Contains(spec_failure("x\n#\nreference/a graph_gen path 3 --seed 1\n"), "gen/cases.txt:1:"));
  EXPECT_TRUE(Contains(spec_failure("reference/a graph_gen path 3 --seed 1\n"),
                       "gen/cases.txt:1: 'reference/a': the group is not below sample/ or secret/"));
  EXPECT_TRUE(Contains(spec_failure("secret/../../x graph_gen path 3 --seed 1\n"), "gen/cases.txt:1: 'secret/../../x'"));
  EXPECT_TRUE(Contains(spec_failure("/secret/x graph_gen path 3 --seed 1\n"), "an absolute path"));
  EXPECT_TRUE(Contains(spec_failure("secret/.x graph_gen path 3 --seed 1\n"), "'.x' is not a plain file name"));
  EXPECT_EQ(spec_failure("secret/a manual please\n"), "gen/cases.txt:1: a manual case takes no arguments");
}

TEST(CaseSpecTest, SeedIsRequired) {
  EXPECT_EQ(spec_failure("secret/a graph_gen path 3\n"),
            "gen/cases.txt:1: missing '--seed S': a generator takes its seed on the command line");
  EXPECT_TRUE(Contains(spec_failure("secret/a graph_gen path 3 --seed\n"), "missing '--seed S'"));
}

TEST(CaseSpecTest, CaseListedTwice) {
  EXPECT_EQ(spec_failure("secret/a graph_gen path 3 --seed 1\nsecret/a manual\n"),
            "gen/cases.txt:2: 'secret/a' is already listed at gen/cases.txt:1");
}

// --- SHA256SUMS ---

const string kHashA = sha256_hex("a");
const string kHashB = sha256_hex("b");

TEST(PinnedHashTest, ReadsSha256sumFormat) {
  auto pinned = parse_pinned_hashes(kHashA + "  secret/small/a.in\n" + kHashB + " *sample/b.in\n", "SUMS");
  ASSERT_EQ(pinned.size(), 2u);
  EXPECT_EQ(pinned.at("secret/small/a").hash, kHashA);
  EXPECT_EQ(pinned.at("secret/small/a").origin, "SUMS:1");
  EXPECT_EQ(pinned.at("sample/b").hash, kHashB);
}

TEST(PinnedHashTest, WritesWhatItReads) {
  string text = format_pinned_hashes({{"secret/z", kHashB}, {"secret/a", kHashA}});
  EXPECT_EQ(text, kHashB + "  secret/z.in\n" + kHashA + "  secret/a.in\n");  // in the order given
  EXPECT_EQ(parse_pinned_hashes(text, "SUMS").size(), 2u);
}

TEST(PinnedHashTest, MalformedLinesNameFileAndLine) {
  auto fails = [](const string& text) { return failure([&] { parse_pinned_hashes(text, "SUMS"); }); };
  EXPECT_TRUE(Contains(fails(kHashA + "  secret/a.in\nabc  secret/b.in\n"), "SUMS:2: expected 'SHA256  GROUP/NAME.in'"));
  string upper = kHashA;
  for (auto& c : upper) c = static_cast<char>(std::toupper(c));
  EXPECT_TRUE(Contains(fails(upper + "  secret/a.in\n"), "SUMS:1: expected"));
  EXPECT_TRUE(Contains(fails(kHashA + " secret/a.in\n"), "SUMS:1: expected"));
  EXPECT_EQ(fails(kHashA + "  secret/a.ans\n"), "SUMS:1: 'secret/a.ans' is not an input (.in)");
  EXPECT_EQ(fails(kHashA + "  secret/a.in\n" + kHashB + "  secret/a.in\n"), "SUMS:2: 'secret/a.in' is already pinned at SUMS:1");
}

// --- the command on a scratch problem ---

// testcases/p: a generator that prints its arguments (exit 3 when one is "fail"), two generated
// cases and a hand-written one.
class GenCommandTest : public ::testing::Test {
 protected:
  GenCommandTest() {
    project_.root = root_.path();
    root_.write("testcases/p/problem.yaml", "method: f\n");
    root_.write("testcases/p/generators/echo.cpp",
                "#include <cstring>\n#include <iostream>\n"
                "int main(int argc, char** argv) {\n"
                "  for (int i = 1; i < argc; ++i) {\n"
                "    if (std::strcmp(argv[i], \"fail\") == 0) { std::cerr << \"echo: failing\\n\"; return 3; }\n"
                "    std::cout << argv[i] << (i + 1 < argc ? \" \" : \"\\n\");\n"
                "  }\n"
                "}\n");
    spec("# scratch\nsecret/a echo 1 2 --seed 1\nsecret/small/b echo 3 --seed 2  # b\nsecret/hand manual\n");
    root_.write("testcases/p/secret/hand.in", "hand\n");
    for (const char* answer : {"secret/a.ans", "secret/small/b.ans", "secret/hand.ans"}) root_.write("testcases/p/" + string(answer), "0\n");
  }

  void spec(const string& text) { root_.write("testcases/p/generators/cases.txt", text); }

  // Runs the command; its standard output and error are kept in out_ and err_.
  int gen(bool write) {
    GenOptions options;
    options.problem = "p";
    options.write = write;
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    auto keep = [&] {
      out_ = testing::internal::GetCapturedStdout();
      err_ = testing::internal::GetCapturedStderr();
    };
    int status = -1;
    try {
      status = command_gen(project_, options);
    } catch (...) {
      keep();
      throw;
    }
    keep();
    return status;
  }

  string path(const string& relative) const { return root_.path("testcases/p/" + relative); }

  TempDir root_;
  Project project_;
  string out_, err_;
};

TEST_F(GenCommandTest, WritePinsEveryGeneratedInput) {
  ASSERT_EQ(gen(true), 0) << out_;
  EXPECT_EQ(read_file(path("secret/a.in")), "1 2 --seed 1\n");
  EXPECT_EQ(read_file(path("secret/small/b.in")), "3 --seed 2\n");
  EXPECT_EQ(read_file(path("generators/SHA256SUMS")),
            sha256_hex("1 2 --seed 1\n") + "  secret/a.in\n" + sha256_hex("3 --seed 2\n") + "  secret/small/b.in\n");
  EXPECT_TRUE(Contains(out_, "gen: 3 passed, 0 failed"));
  EXPECT_TRUE(Contains(out_, "SHA256SUMS rewritten"));

  ASSERT_EQ(gen(false), 0) << out_;
  EXPECT_EQ(out_, "gen: 3 passed, 0 failed\n");
  ASSERT_EQ(gen(true), 0) << out_;
  EXPECT_TRUE(Contains(out_, "gen: wrote 0 of 2 generated inputs;")) << out_;
  EXPECT_TRUE(Contains(out_, "SHA256SUMS unchanged")) << out_;
}

TEST_F(GenCommandTest, HandEditedInputIsCaught) {
  ASSERT_EQ(gen(true), 0) << out_;
  root_.write("testcases/p/secret/a.in", "1 7 --seed 1\n");
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "secret/a.in: differs from what 'echo 1 2 --seed 1' makes (" + path("generators/cases.txt") +
                                 ":2): first difference at line 1, column 3; hand-edited? the pinned hash is the generator's"))
      << out_;
  EXPECT_TRUE(Contains(out_, "secret/a.in: its SHA-256 " + sha256_hex("1 7 --seed 1\n").substr(0, 12) +
                                 "... is not the hash pinned at " + path("generators/SHA256SUMS") + ":1"))
      << out_;
  EXPECT_TRUE(Contains(out_, "gen: 2 passed, 1 failed")) << out_;

  ASSERT_EQ(gen(true), 0) << out_;  // --write puts the generator's bytes back
  EXPECT_EQ(read_file(path("secret/a.in")), "1 2 --seed 1\n");
  EXPECT_TRUE(Contains(out_, "secret/a.in (changed)")) << out_;
  EXPECT_TRUE(Contains(err_, "judge: warning: '" + path("secret/a.ans") + "' was kept: check it against the new input"));
}

TEST_F(GenCommandTest, EditedPinIsCaught) {
  ASSERT_EQ(gen(true), 0) << out_;
  string sums = read_file(path("generators/SHA256SUMS"));
  sums[0] = sums[0] == '0' ? '1' : '0';
  root_.write("testcases/p/generators/SHA256SUMS", sums);
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "secret/a.in: its SHA-256")) << out_;
  EXPECT_TRUE(Contains(out_, "is not the hash pinned at " + path("generators/SHA256SUMS") + ":1")) << out_;
  EXPECT_FALSE(Contains(out_, "differs from what"));
}

TEST_F(GenCommandTest, GeneratorChangeIsCaught) {
  ASSERT_EQ(gen(true), 0) << out_;
  spec("secret/a echo 1 2 --seed 9\nsecret/small/b echo 3 --seed 2\nsecret/hand manual\n");
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "first difference at line 1, column 12; the generator's output changed")) << out_;
}

TEST_F(GenCommandTest, MissingFilesAndStrayPinsAreCaught) {
  ASSERT_EQ(gen(true), 0) << out_;
  std::filesystem::remove(path("secret/small/b.in"));
  std::filesystem::remove(path("secret/hand.in"));
  root_.write("testcases/p/generators/SHA256SUMS",
              read_file(path("generators/SHA256SUMS")) + sha256_hex("x") + "  secret/gone.in\n");
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "secret/small/b.in: missing (" + path("generators/cases.txt") + ":3 generates it")) << out_;
  EXPECT_TRUE(Contains(out_, "secret/hand.in: missing (a hand-written case")) << out_;
  EXPECT_TRUE(Contains(out_, "secret/gone.in: pinned at " + path("generators/SHA256SUMS") + ":3, but")) << out_;
  EXPECT_TRUE(Contains(out_, "gen: 1 passed, 3 failed")) << out_;
}

TEST_F(GenCommandTest, NewSpecLineIsNotPinnedUntilWritten) {
  ASSERT_EQ(gen(true), 0) << out_;
  spec("secret/a echo 1 2 --seed 1\nsecret/small/b echo 3 --seed 2\nsecret/hand manual\nsecret/c echo 4 --seed 3\n");
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "secret/c.in: missing")) << out_;
  root_.write("testcases/p/secret/c.in", "4 --seed 3\n");
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "secret/c.in: not pinned in")) << out_;
  ASSERT_EQ(gen(true), 0) << out_;
  EXPECT_EQ(gen(false), 0) << out_;
}

TEST_F(GenCommandTest, SpecErrorNamesFileAndLine) {
  spec("secret/a echo 1 --seed 1\n# two\nsecret/b foo 1 --seed 1\n");
  EXPECT_EQ(failure([&] { gen(false); }), path("generators/cases.txt") + ":3: unknown generator 'foo' (known: echo)");
  EXPECT_FALSE(std::filesystem::exists(path("secret/a.in")));
}

TEST_F(GenCommandTest, FailingGeneratorFailsTheCheckAndBlocksWrite) {
  spec("secret/a echo 1 --seed 1\nsecret/bad echo fail --seed 1\n");
  EXPECT_EQ(gen(false), 1);
  EXPECT_TRUE(Contains(out_, "secret/bad.in: 'echo fail --seed 1' failed (" + path("generators/cases.txt") +
                                 ":2): exited 3: echo: failing"))
      << out_;
  EXPECT_TRUE(Contains(failure([&] { gen(true); }), "'echo fail --seed 1' failed")) << out_;
  EXPECT_FALSE(std::filesystem::exists(path("secret/a.in")));  // nothing written
  EXPECT_FALSE(std::filesystem::exists(path("generators/SHA256SUMS")));
}

TEST_F(GenCommandTest, NoSpecIsAnError) {
  std::filesystem::remove(path("generators/cases.txt"));
  EXPECT_TRUE(Contains(failure([&] { gen(false); }), "cases.txt': No such file"));
}

}  // namespace
}  // namespace lcjudge
