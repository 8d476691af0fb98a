// A driver's modules joined into the one file its runtime runs, in modules.txt's order.
#include "judging/driver_modules.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <string>

#include "base/atomic_file.h"
#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::TempDir;

const DriverModules kToyDriver{"toy", ".py", "Toy"};
const DriverModules kToyPhpDriver{"toy", ".php", "Toy", "<?php"};

std::string modules_folder(const TempDir& dir) { return dir.path("judge/driver/toy/lcjudge_driver"); }

void write_module(const TempDir& dir, const std::string& name, const std::string& text) {
  dir.write("judge/driver/toy/lcjudge_driver/" + name, text);
}

ino_t inode_of(const std::string& path) {
  struct stat info {};
  return stat(path.c_str(), &info) == 0 ? info.st_ino : 0;
}

TEST(DriverModulesTest, ModulesAreJoinedInTheListedOrderNotTheFoldersOrder) {
  TempDir dir;
  write_module(dir, "a.py", "A = 1\n");
  write_module(dir, "b.py", "B = A\n");
  write_module(dir, "c.py", "print(B)");  // no newline at its end: given one
  write_module(dir, "modules.txt", "# the order\nb.py\n\nc.py\na.py\n");
  EXPECT_EQ(joined_driver_text(modules_folder(dir), kToyDriver), "B = A\n\nprint(B)\n\nA = 1\n");
}

TEST(DriverModulesTest, TheOpeningLineEachModuleHasIsKeptOnceAtTheTop) {
  TempDir dir;
  write_module(dir, "one.php", "<?php\n// one\nconst ONE = 1;\n");
  write_module(dir, "two.php", "<?php\n// two\n$x = '<?php';\n");
  write_module(dir, "modules.txt", "one.php\ntwo.php\n");
  EXPECT_EQ(joined_driver_text(modules_folder(dir), kToyPhpDriver),
            "<?php\n// one\nconst ONE = 1;\n\n// two\n$x = '<?php';\n");
}

TEST(DriverModulesTest, AModuleLeftOutOfTheListIsRefusedByName) {
  TempDir dir;
  write_module(dir, "a.py", "A = 1\n");
  write_module(dir, "forgotten.py", "F = 1\n");
  write_module(dir, "notes.md", "not a module: another extension\n");
  write_module(dir, "modules.txt", "a.py\n");
  try {
    joined_driver_text(modules_folder(dir), kToyDriver);
    FAIL() << "a module left out was joined without a word";
  } catch (const JudgeFailure& failure) {
    EXPECT_NE(std::string(failure.what()).find("forgotten.py is not in"), std::string::npos) << failure.what();
  }
}

TEST(DriverModulesTest, AListedModuleThatIsNotThereOrListedTwiceIsRefused) {
  TempDir dir;
  write_module(dir, "a.py", "A = 1\n");
  write_module(dir, "modules.txt", "a.py\ngone.py\n");
  EXPECT_THROW(joined_driver_text(modules_folder(dir), kToyDriver), JudgeFailure);
  write_module(dir, "modules.txt", "a.py\na.py\n");
  EXPECT_THROW(joined_driver_text(modules_folder(dir), kToyDriver), JudgeFailure);
}

TEST(DriverModulesTest, WithoutModulesTxtTheDriverIsNotFound) {
  TempDir dir;
  write_module(dir, "a.py", "A = 1\n");
  try {
    joined_driver_text(modules_folder(dir), kToyDriver);
    FAIL() << "a folder without modules.txt was joined";
  } catch (const JudgeFailure& failure) {
    EXPECT_NE(std::string(failure.what()).find("cannot find the Toy driver: no file"), std::string::npos) << failure.what();
  }
}

// Its bytes are what build keys and Python's bytecode are made from: rewritten when a module
// changes, and left alone (the same file) when none did.
TEST(DriverModulesTest, TheJoinedFileIsReplacedOnlyWhenAModuleChanged) {
  TempDir dir;
  write_module(dir, "a.py", "A = 1\n");
  write_module(dir, "modules.txt", "a.py\n");
  const Project project{dir.path()};
  const std::string joined = joined_driver(project, kToyDriver);
  EXPECT_EQ(joined, dir.path("build/languages/toy/lcjudge_driver.py"));
  EXPECT_EQ(read_file(joined), "A = 1\n");
  const ino_t first = inode_of(joined);
  joined_driver(project, kToyDriver);
  EXPECT_EQ(inode_of(joined), first);
  write_module(dir, "a.py", "A = 2\n");
  joined_driver(project, kToyDriver);
  EXPECT_EQ(read_file(joined), "A = 2\n");
}

// The repository's own drivers join (every module listed, each there), each beginning as its
// runtime needs: Python's docstring first and its entry last, PHP's opening tag once, JavaScript's
// strict mode before any statement.
TEST(DriverModulesTest, TheJudgesDriversJoin) {
  const Project project;
  const DriverModules python{"python", ".py", "Python"};
  const std::string python_text = joined_driver_text(driver_modules_folder(project, python), python);
  EXPECT_EQ(python_text.rfind("\"\"\"lcjudge's Python 3 driver", 0), 0u);
  EXPECT_NE(python_text.find("\nif __name__ == \"__main__\":\n"), std::string::npos);
  const DriverModules php{"php", ".php", "PHP", "<?php"};
  const std::string php_text = joined_driver_text(driver_modules_folder(project, php), php);
  EXPECT_EQ(php_text.rfind("<?php\n", 0), 0u);
  EXPECT_EQ(php_text.find("\n<?php\n"), std::string::npos);  // no module's own
  const DriverModules node{"javascript", ".js", "JavaScript"};
  const std::string js = joined_driver_text(driver_modules_folder(project, node), node);
  EXPECT_LT(js.find("\n'use strict';\n"), js.find("\nconst "));
}

}  // namespace
}  // namespace lcjudge
