#include "judging/javac_server.h"

#include <unistd.h>

#include <fmt/format.h>

#include <filesystem>
#include <mutex>

#include "base/atomic_file.h"
#include "base/sha256.h"
#include "judging/language_build_steps.h"

namespace fs = std::filesystem;

namespace lcjudge {

std::string javac_server_classes(const Project& project, const std::string& javac) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  try {
    const std::string source = absolute(project.driver_sources() + "/java/compile_server/LcjudgeJavac.java");
    // A folder per version, never replaced: a judge running beside this one may be using another.
    const std::string classes = absolute(fmt::format("{}/languages/java/compile-server/{}", project.build(),
                                                     sha256_hex(javac + "\n" + read_file(source)).substr(0, 16)));
    std::error_code error;
    if (fs::exists(classes + "/LcjudgeJavac.class", error)) return classes;
    const std::string made = fmt::format("{}.{}", classes, getpid());
    fs::remove_all(made, error);
    fs::create_directories(made);
    run_trusted({javac, "-encoding", "UTF-8", "-nowarn", "-d", made, source},
                "the javac server does not compile (judge/driver/java/compile_server/)");
    fs::rename(made, classes, error);  // another judge's made first: the same classes
    fs::remove_all(made, error);
    return fs::exists(classes + "/LcjudgeJavac.class", error) ? classes : "";
  } catch (const std::exception&) {
    return "";  // no server: each solution compiles alone, as it would without
  }
}

}  // namespace lcjudge
