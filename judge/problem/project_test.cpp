// Where things are: problems found by their problem.yaml, solutions by verdict folder, and the
// binary each solution is built into.
#include "problem/project.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <string>
#include <vector>

#include "base/error.h"
#include "problem/language.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using std::string;
using std::vector;
using test_util::Contains;
using test_util::failure;
using test_util::TempDir;

class ProjectTest : public ::testing::Test {
 protected:
  ProjectTest() { project_.root = root_.path(); }

  string failure_of_solution_at(const string& path, const string& problem = "") {
    try {
      solution_at(project_, path, problem);
    } catch (const JudgeFailure& e) {
      return e.what();
    }
    return "(no error)";
  }

  TempDir root_;
  Project project_;
};

TEST_F(ProjectTest, NoTestcasesFolderIsAnError) { EXPECT_THROW(all_problems(project_), JudgeFailure); }

TEST_F(ProjectTest, EmptyTestcasesFolderHasNoProblems) {
  root_.mkdir("testcases");
  EXPECT_TRUE(all_problems(project_).empty());
}

TEST_F(ProjectTest, ProblemsAreFoldersWithAProblemYamlInNaturalOrder) {
  root_.write("testcases/1728-cat-and-mouse-ii/problem.yaml", "method: canMouseWin\n");
  root_.write("testcases/913-cat-and-mouse/problem.yaml", "method: catMouseGame\n");
  root_.write("testcases/common/helpers.h", "");
  EXPECT_EQ(all_problems(project_), (vector<string>{"913-cat-and-mouse", "1728-cat-and-mouse-ii"}));
}

// Their missing config is then reported, instead of their cases and solutions being skipped.
TEST_F(ProjectTest, FoldersThatShouldBeProblemsAreProblems) {
  root_.write("testcases/1-add/sample/1.in", "1\n");        // test data but no problem.yaml
  root_.write("solutions/2-sub/accepted/x.cpp", "");         // solutions with no problem folder
  root_.write("testcases/common/strict_reader.h", "");       // shared files: no problem
  EXPECT_EQ(all_problems(project_), (vector<string>{"1-add", "2-sub"}));
}

TEST_F(ProjectTest, ProblemIsNamedByItsFolderItsNumberOrItsPath) {
  root_.write("testcases/913-cat-and-mouse/problem.yaml", "method: catMouseGame\n");
  root_.write("testcases/1728-cat-and-mouse-ii/problem.yaml", "method: canMouseWin\n");
  EXPECT_EQ(find_problem(project_, "913"), "913-cat-and-mouse");
  EXPECT_EQ(find_problem(project_, "913-cat-and-mouse"), "913-cat-and-mouse");
  EXPECT_EQ(find_problem(project_, "1728"), "1728-cat-and-mouse-ii");
  EXPECT_EQ(find_problem(project_, root_.path("testcases/913-cat-and-mouse")), "913-cat-and-mouse");
  EXPECT_EQ(find_problem(project_, root_.path("testcases/1728-cat-and-mouse-ii/")), "1728-cat-and-mouse-ii");
}

TEST_F(ProjectTest, UnknownProblemListsTheProblems) {
  root_.write("testcases/913-cat-and-mouse/problem.yaml", "method: catMouseGame\n");
  root_.write("testcases/1728-cat-and-mouse-ii/problem.yaml", "method: canMouseWin\n");
  const string problems = ": the problems are 913-cat-and-mouse, 1728-cat-and-mouse-ii";
  EXPECT_EQ(failure([&] { find_problem(project_, "914"); }), "unknown problem '914'" + problems);
  EXPECT_EQ(failure([&] { find_problem(project_, "91"); }), "unknown problem '91'" + problems);
  EXPECT_EQ(failure([&] { find_problem(project_, ""); }), "unknown problem ''" + problems);
  // A path must lead to the problem's folder, and a number is no path.
  EXPECT_EQ(failure([&] { find_problem(project_, root_.path("elsewhere/913-cat-and-mouse")); }),
            "unknown problem '" + root_.path("elsewhere/913-cat-and-mouse") + "'" + problems);
  EXPECT_EQ(failure([&] { find_problem(project_, root_.path("testcases/913")); }),
            "unknown problem '" + root_.path("testcases/913") + "'" + problems);
}

TEST_F(ProjectTest, MistypedProblemGetsASuggestion) {
  root_.write("testcases/913-cat-and-mouse/problem.yaml", "method: catMouseGame\n");
  root_.write("testcases/1728-cat-and-mouse-ii/problem.yaml", "method: canMouseWin\n");
  EXPECT_EQ(failure([&] { find_problem(project_, "913-cat-and-mose"); }),
            "unknown problem '913-cat-and-mose' (did you mean '913-cat-and-mouse'?): the problems are "
            "913-cat-and-mouse, 1728-cat-and-mouse-ii");
}

TEST_F(ProjectTest, UnknownProblemWhenThereAreNone) {
  root_.mkdir("testcases");
  EXPECT_EQ(failure([&] { find_problem(project_, "913"); }),
            "unknown problem '913': there are no problems in " + root_.path("testcases") + "/");
}

TEST_F(ProjectTest, ProblemWithoutSolutionsFolderHasNoSolutions) {
  EXPECT_TRUE(problem_solutions(project_, "913-cat-and-mouse").empty());
}

TEST_F(ProjectTest, SolutionsComeByVerdictFolderInNaturalOrder) {
  for (const char* file : {"accepted/b.cpp", "accepted/a10.cpp", "accepted/a2.cpp", "wrong_answer/greedy.cpp"}) {
    root_.write(string("solutions/913-cat-and-mouse/") + file, "");
  }
  root_.write("solutions/913-cat-and-mouse/accepted/notes.md", "");
  auto solutions = problem_solutions(project_, "913-cat-and-mouse");
  vector<string> shown;
  for (const auto& s : solutions) shown.push_back(s.display);
  EXPECT_EQ(shown, (vector<string>{"913-cat-and-mouse/accepted/a2", "913-cat-and-mouse/accepted/a10",
                                   "913-cat-and-mouse/accepted/b", "913-cat-and-mouse/wrong_answer/greedy"}));
  EXPECT_EQ(solutions[0].expected, Verdict::kAccepted);
  EXPECT_EQ(solutions[3].expected, Verdict::kWrongAnswer);
  EXPECT_EQ(solutions[3].problem, "913-cat-and-mouse");
  EXPECT_EQ(solutions[3].source, "solutions/913-cat-and-mouse/wrong_answer/greedy.cpp");
  EXPECT_EQ(solutions[3].binary, root_.path("build/solutions/913-cat-and-mouse/wrong_answer/greedy.cpp/optimised"));
  EXPECT_EQ(solutions[3].build_folder, root_.path("build/solutions/913-cat-and-mouse/wrong_answer/greedy.cpp"));
}

TEST_F(ProjectTest, UnknownVerdictFolderIsAnError) {
  root_.write("solutions/913-cat-and-mouse/acepted/x.cpp", "");
  try {
    problem_solutions(project_, "913-cat-and-mouse");
    FAIL() << "no JudgeFailure";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(Contains(e.what(), "unknown verdict folder '" + root_.path("solutions/913-cat-and-mouse/acepted") + "'"));
    EXPECT_TRUE(Contains(e.what(), "(did you mean 'accepted'?): expected one of accepted, wrong_answer,"));
  }
}

TEST_F(ProjectTest, SolutionOutsideAVerdictFolderIsAnError) {
  root_.write("solutions/913-cat-and-mouse/accepted/a.cpp", "");
  root_.write("solutions/913-cat-and-mouse/stray.cpp", "");
  root_.write("solutions/913-cat-and-mouse/submissions.yaml", "");  // other files are fine
  try {
    problem_solutions(project_, "913-cat-and-mouse");
    FAIL() << "no JudgeFailure";
  } catch (const JudgeFailure& e) {
    EXPECT_TRUE(Contains(e.what(), "solution '" + root_.path("solutions/913-cat-and-mouse/stray.cpp") +
                                       "' is not in a verdict folder: expected one of accepted,"));
  }
}

TEST_F(ProjectTest, SolutionAtMissingFileIsAnError) {
  EXPECT_EQ(failure_of_solution_at(root_.path("nope.cpp"), "913"), "cannot open '" + root_.path("nope.cpp") + "': No such file");
}

TEST_F(ProjectTest, SolutionAtNonCppFileIsAnError) {
  string path = root_.write("solutions/913-cat-and-mouse/accepted/x.txt", "");
  EXPECT_EQ(failure_of_solution_at(path), "'" + path + "' is not a solution: a solution's file ends in " + judged_extensions_text());
}

// Whichever languages are judged: each language's build adds its own (problem/language.cpp).
const string kJudgedToday = " solution: only " + judged_languages_text() + " are judged today (" + judged_extensions_text() + ")";

TEST_F(ProjectTest, SolutionAtAnotherLanguagesFileSaysWhichAreJudged) {
  for (const auto& [file, language] : std::vector<std::pair<string, string>>{
           {"x.dart", "Dart"}, {"x.kt", "Kotlin"}, {"x.scala", "Scala"}}) {
    string path = root_.write("solutions/913-cat-and-mouse/accepted/" + file, "");
    EXPECT_EQ(failure_of_solution_at(path), "'" + path + "' is a " + language + kJudgedToday);
  }
  // Said even when the file is not there: it cannot be a problem's name either.
  EXPECT_EQ(failure_of_solution_at(root_.path("gone.swift"), "913"), "'" + root_.path("gone.swift") + "' is a Swift" + kJudgedToday);
}

TEST_F(ProjectTest, SolutionAtTakesPythonAndJavaByTheirExtension) {
  string python = root_.write("solutions/913-cat-and-mouse/accepted/cat.py", "");
  string java = root_.write("solutions/913-cat-and-mouse/wrong_answer/Cat.java", "");
  root_.write("solutions/913-cat-and-mouse/accepted/cat.cpp", "");
  SolutionFile p = solution_at(project_, python, "");
  SolutionFile j = solution_at(project_, java, "");
  EXPECT_EQ(p.language, Language::kPython);
  EXPECT_EQ(j.language, Language::kJava);
  EXPECT_EQ(j.expected, Verdict::kWrongAnswer);
  // Each keeps its extension in reports: cat.py is not cat.cpp's twin.
  EXPECT_EQ(p.display, "913-cat-and-mouse/accepted/cat.py");
  EXPECT_EQ(p.binary, p.build_folder + "/optimised.launch");
  std::vector<SolutionFile> all = problem_solutions(project_, "913-cat-and-mouse");
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].display, "913-cat-and-mouse/accepted/cat");
  EXPECT_EQ(all[1].display, "913-cat-and-mouse/accepted/cat.py");
  EXPECT_NE(all[0].build_folder, all[1].build_folder);
}

// A C++ file named like another language's solution keeps its .cpp: x.py.cpp is not x.py.
TEST_F(ProjectTest, ACppSolutionNamedLikeAnotherLanguagesKeepsItsExtension) {
  string python = root_.write("solutions/913-cat-and-mouse/accepted/x.py", "");
  string cpp = root_.write("solutions/913-cat-and-mouse/accepted/x.py.cpp", "");
  EXPECT_EQ(solution_at(project_, python, "").display, "913-cat-and-mouse/accepted/x.py");
  EXPECT_EQ(solution_at(project_, cpp, "").display, "913-cat-and-mouse/accepted/x.py.cpp");
  EXPECT_EQ(solution_at(project_, root_.write("solutions/913-cat-and-mouse/accepted/x.v2.cpp", ""), "").display,
            "913-cat-and-mouse/accepted/x.v2");
}

TEST_F(ProjectTest, AnotherLanguagesFileNamedAsAProblemSaysOnlyCppIsJudged) {
  root_.write("testcases/913-cat-and-mouse/problem.yaml", "method: catMouseGame\n");
  try {
    find_problem(project_, "solutions/913-cat-and-mouse/accepted/cat.swift");
    FAIL() << "no JudgeFailure";
  } catch (const JudgeFailure& e) {
    EXPECT_EQ(string(e.what()),
              std::string("'solutions/913-cat-and-mouse/accepted/cat.swift' is a Swift") + kJudgedToday);
  }
}

// A .py in a verdict folder (or beside them) would otherwise be left out without a word, the
// folder's expectation never checked.
TEST_F(ProjectTest, AnotherLanguagesSolutionAmongTheSolutionsIsAnError) {
  root_.write("solutions/913-cat-and-mouse/accepted/a.cpp", "");
  root_.write("solutions/913-cat-and-mouse/accepted/notes.md", "");  // not a solution: fine
  root_.write("solutions/913-cat-and-mouse/wrong_answer/greedy.swift", "");
  try {
    problem_solutions(project_, "913-cat-and-mouse");
    FAIL() << "no JudgeFailure";
  } catch (const JudgeFailure& e) {
    EXPECT_EQ(string(e.what()), "'" + root_.path("solutions/913-cat-and-mouse/wrong_answer/greedy.swift") + "' is a Swift" +
                                    kJudgedToday);
  }
  std::filesystem::remove(root_.path("solutions/913-cat-and-mouse/wrong_answer/greedy.swift"));
  root_.write("solutions/913-cat-and-mouse/Stray.java", "");
  EXPECT_THROW(problem_solutions(project_, "913-cat-and-mouse"), JudgeFailure);
}

TEST_F(ProjectTest, SolutionAtTakesProblemAndVerdictFromTheSolutionsPath) {
  string path = root_.write("solutions/913-cat-and-mouse/time_limit_exceeded/brute.cpp", "");
  SolutionFile solution = solution_at(project_, path, "");
  EXPECT_EQ(solution.problem, "913-cat-and-mouse");
  EXPECT_EQ(solution.expected, Verdict::kTimeLimitExceeded);
  EXPECT_EQ(solution.display, "913-cat-and-mouse/time_limit_exceeded/brute");
}

TEST_F(ProjectTest, SolutionAtUnknownVerdictFolderUnderSolutionsIsAnError) {
  string path = root_.write("solutions/913-cat-and-mouse/slow/brute.cpp", "");
  EXPECT_TRUE(Contains(failure_of_solution_at(path), "unknown verdict folder"));
}

TEST_F(ProjectTest, SolutionAtTakesProblemFromTheTestcasesPath) {
  string path = root_.write("testcases/913-cat-and-mouse/reference/slow.cpp", "");
  SolutionFile solution = solution_at(project_, path, "");
  EXPECT_EQ(solution.problem, "913-cat-and-mouse");
  EXPECT_EQ(solution.expected, Verdict::kAccepted);  // not a verdict folder, not under solutions/
  EXPECT_EQ(solution.binary, root_.path("build/other/testcases/913-cat-and-mouse/reference/slow.cpp/optimised"));
}

TEST_F(ProjectTest, SolutionAtElsewhereNeedsTheProblem) {
  string path = root_.write("scratch/try.cpp", "");
  EXPECT_TRUE(Contains(failure_of_solution_at(path), "cannot tell the problem of '" + path + "'"));
  EXPECT_EQ(solution_at(project_, path, "913-cat-and-mouse").problem, "913-cat-and-mouse");
}

TEST_F(ProjectTest, SolutionOutsideTheProjectIsBuiltUnderExternal) {
  TempDir elsewhere;
  string path = elsewhere.write("wrong_answer/mine.cpp", "");
  SolutionFile solution = solution_at(project_, path, "913-cat-and-mouse");
  EXPECT_EQ(solution.expected, Verdict::kWrongAnswer);
  EXPECT_EQ(solution.source, path);
  EXPECT_EQ(solution.binary, root_.path("build/external") + path + "/optimised");
}

// A solution's binary must not be build/ + its path without .cpp, or one at the project root
// named judge.cpp (or judge_tests.cpp) is built over the judge itself, and one under judge/
// cannot be built at all (build/judge is a file).
TEST_F(ProjectTest, SolutionBinaryNeverLandsOnTheJudgesOwnBuildFiles) {
  for (const char* file : {"judge.cpp", "judge_tests.cpp", "judge/tests/fixtures/x.cpp", "driver/pch.h.cpp"}) {
    string path = root_.write(file, "");
    string binary = solution_at(project_, path, "913-cat-and-mouse").binary;
    for (const char* reserved_file : {"build/judge", "build/judge_tests"}) {
      EXPECT_NE(binary, root_.path(reserved_file)) << file << " is built over the judge's " << reserved_file;
    }
    for (const char* reserved_folder : {"build/judge/", "build/driver/", "build/obj/"}) {
      EXPECT_NE(binary.rfind(root_.path(reserved_folder), 0), 0u) << file << " is built into " << binary;
    }
  }
}

// Each solution's build files live in a folder of its own that no other solution's folder is
// in or equal to, whatever safe names they have: x.sanitized.cpp was built over x's sanitized
// binary, x.cmd.cpp over x's command line, x.d.cpp over its depfile.
TEST_F(ProjectTest, NoSolutionsBuildFolderHoldsAnothers) {
  vector<string> paths;
  for (const char* name : {"x", "x.sanitized", "x.cmd", "x.d", "x.sanitized.cmd", "x.sanitized.d", "x.cpp", "x.cpp.cpp",
                           "x.jail.1.2", "x.jail.1.2.root", "x.cache.1.2", "x.tmp.1", "optimised", "sanitized",
                           "optimised.cmd", "optimised.d", ".x", "-x", "x+", ".", ".."}) {
    paths.push_back(root_.write(fmt::format("solutions/913-cat-and-mouse/accepted/{}.cpp", name), ""));
  }
  // Outside solutions/, at any depth: a file a/b.cpp and a folder a/b/ may both exist.
  paths.push_back(root_.write("scratch/b.cpp", ""));
  paths.push_back(root_.write("scratch/b/optimised.cpp", ""));
  paths.push_back(root_.write("scratch/b/sanitized.cpp", ""));
  vector<string> folders;
  for (const string& path : paths) {
    SolutionFile solution = solution_at(project_, path, "913-cat-and-mouse");
    EXPECT_EQ(solution.binary, solution.build_folder + "/optimised");
    folders.push_back(solution.build_folder + "/");
  }
  for (size_t i = 0; i < folders.size(); ++i) {
    for (size_t j = 0; j < folders.size(); ++j) {
      if (i == j) continue;
      EXPECT_NE(folders[i].rfind(folders[j], 0), 0u) << folders[i] << " is in " << folders[j];
    }
  }
}

TEST_F(ProjectTest, SolutionFileNamesAreRestrictedToASafeSet) {
  EXPECT_TRUE(is_safe_name("dp_v2.fast-1+x.cpp"));
  for (const char* name : {"a`id`.cpp", "a$(id).cpp", "a b.cpp", "a'.cpp", "a\x1b.cpp", "\xff.cpp", ""}) {
    EXPECT_FALSE(is_safe_name(name)) << name;
  }
  string path = root_.write("solutions/1-a/accepted/x`touch y`.cpp", "");
  EXPECT_EQ(failure_of_solution_at(path),
            "solution file '" + path + "' has a name with '`' in it: names may use only A-Z a-z 0-9 . _ + -; rename the file");
}

TEST_F(ProjectTest, ProblemFolderNamesAreHeldToTheSafeSetWhereverProblemsAreFound) {
  root_.write("testcases/1-add/problem.yaml", "method: add\n");
  for (const string bad : {"2-a\nint main(){}", "2-a\x1b[2J", "2-\xff", "2-a b", "2-a\"b"}) {
    SCOPED_TRACE(bad);
    for (const char* parent : {"testcases/", "solutions/"}) {
      string folder = root_.write(string(parent) + bad + "/problem.yaml", "method: add\n");
      try {
        all_problems(project_);
        ADD_FAILURE() << "no JudgeFailure for " << parent;
      } catch (const JudgeFailure& e) {
        string message = e.what();
        EXPECT_NE(message.find("problem folder '" + root_.path(parent)), string::npos) << message;
        EXPECT_NE(message.find("; rename the folder"), string::npos) << message;
        for (char c : message) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << message;  // quoted escaped
      }
      EXPECT_THROW(find_problem(project_, "1"), JudgeFailure);  // whichever problem is asked for
      std::filesystem::remove_all(std::filesystem::path(folder).parent_path());
    }
  }
  EXPECT_EQ(find_problem(project_, "1"), "1-add");
  string outside = root_.write("solutions/3-a\x1b" "b/accepted/x.cpp", "");
  EXPECT_EQ(failure_of_solution_at(outside),
            "problem folder '" + outside.substr(0, outside.find('\x1b')) +
                "\\x1bb/accepted/x.cpp' has a name with '\\x1b' in it: names may use only A-Z a-z 0-9 . _ + -; "
                "rename the folder");
}

// A link in a verdict folder to another problem's solution was judged under that solution's name
// and built into its folder (its FAIL line blamed the honest one); a link to a file outside the
// project showed the compiler that file, whose first line the CE quoted. Each is refused by name,
// whether listed with its problem or named alone, as are a FIFO and a device.
TEST_F(ProjectTest, ASolutionThatIsALinkOrNotAPlainFileIsRefusedByName) {
  namespace fs = std::filesystem;
  string honest = root_.write("solutions/155-min-stack/accepted/pairs.cpp", "class MinStack {};\n");
  TempDir elsewhere;
  string secret = elsewhere.write("secret.txt", "SECRET\n");
  string wrong = root_.path("solutions/1-two-sum/wrong_answer");
  fs::create_directories(wrong);
  fs::create_symlink("../../155-min-stack/accepted/pairs.cpp", wrong + "/evil.cpp");
  EXPECT_TRUE(Contains(failure_of_solution_at(wrong + "/evil.cpp"), "is a symbolic link"));
  EXPECT_TRUE(Contains(failure([&] { problem_solutions(project_, "1-two-sum"); }), "'" + wrong + "/evil.cpp' is a symbolic link"));
  fs::remove(wrong + "/evil.cpp");
  fs::create_symlink(secret, wrong + "/leak.cpp");
  EXPECT_TRUE(Contains(failure([&] { problem_solutions(project_, "1-two-sum"); }), "is a symbolic link (to '" + secret + "')"));
  fs::remove(wrong + "/leak.cpp");
  fs::create_symlink("/dev/zero", wrong + "/zero.cpp");
  EXPECT_TRUE(Contains(failure_of_solution_at(wrong + "/zero.cpp"), "is a symbolic link"));
  fs::remove(wrong + "/zero.cpp");
  ASSERT_EQ(mkfifo((wrong + "/fifo.cpp").c_str(), 0600), 0);
  EXPECT_TRUE(Contains(failure([&] { problem_solutions(project_, "1-two-sum"); }), "is not a plain file"));
  fs::remove(wrong + "/fifo.cpp");
  // A linked folder on the way: a problem's folder, or a verdict folder, leading to another's.
  fs::create_directory_symlink(root_.path("solutions/155-min-stack"), root_.path("solutions/2-linked"));
  EXPECT_TRUE(Contains(failure_of_solution_at(root_.path("solutions/2-linked/accepted/pairs.cpp")), "through a linked folder"));
  EXPECT_TRUE(Contains(failure([&] { problem_solutions(project_, "2-linked"); }), "through a linked folder"));
  elsewhere.write("mine.cpp", "");
  fs::create_directory_symlink(fs::path(secret).parent_path(), root_.path("solutions/1-two-sum/accepted"));
  EXPECT_TRUE(Contains(failure([&] { problem_solutions(project_, "1-two-sum"); }), "through a linked folder"));
  // The honest solution, and the project named through a link to it, are as they were.
  EXPECT_EQ(solution_at(project_, honest, "").display, "155-min-stack/accepted/pairs");
  fs::create_directory_symlink(root_.path(), elsewhere.path("project"));
  SolutionFile through_link = solution_at(project_, elsewhere.path("project/solutions/155-min-stack/accepted/pairs.cpp"), "");
  EXPECT_EQ(through_link.source, "solutions/155-min-stack/accepted/pairs.cpp");
}

// A problem folder of 255 bytes, which the file system allows, left no room for its generated
// entry (build/entries/NAME.cpp): every run ended in "File name too long", no report written.
TEST_F(ProjectTest, AProblemFolderNameTooLongForTheJudgesFilesIsRefused) {
  const string name = "9-" + string(253, 'a');
  root_.write("testcases/" + name + "/problem.yaml", "method: add\n");
  string solution = root_.write("solutions/" + name + "/accepted/x.cpp", "");
  const string expected = "has a name of 255 characters: a problem's name is at most 200";
  EXPECT_TRUE(Contains(failure([&] { all_problems(project_); }), expected));
  EXPECT_TRUE(Contains(failure_of_solution_at(solution), expected));
  const string longest = "9-" + string(198, 'b');
  std::filesystem::rename(root_.path("testcases/" + name), root_.path("testcases/" + longest));
  std::filesystem::rename(root_.path("solutions/" + name), root_.path("solutions/" + longest));
  EXPECT_EQ(all_problems(project_), vector<string>{longest});
}

}  // namespace
}  // namespace lcjudge
