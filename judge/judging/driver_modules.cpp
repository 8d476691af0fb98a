#include "judging/driver_modules.h"

#include <fmt/format.h>

#include <filesystem>
#include <mutex>
#include <set>
#include <sstream>
#include <vector>

#include "base/atomic_file.h"
#include "base/error.h"

namespace fs = std::filesystem;

namespace lcjudge {

namespace {

constexpr const char* kDriverModulesList = "modules.txt";

// The module names FOLDER's modules.txt lists, in its order.
std::vector<std::string> listed_driver_modules(const std::string& folder, const DriverModules& driver) {
  const std::string list_path = folder + "/" + kDriverModulesList;
  const std::optional<std::string> list = read_file_if_exists(list_path);
  if (!list) {
    throw JudgeFailure(fmt::format("cannot find the {} driver: no file {} (run the judge in the project's root)",
                                   driver.name, list_path));
  }
  std::vector<std::string> names;
  std::set<std::string> seen;
  std::istringstream lines(*list);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    if (!seen.insert(line).second) throw JudgeFailure(fmt::format("{} names the module {} twice", list_path, line));
    names.push_back(line);
  }
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == driver.extension && seen.count(name) == 0) {
      throw JudgeFailure(fmt::format("{} is not in {}: list it where it is to be joined", entry.path().string(), list_path));
    }
  }
  return names;
}

// TEXT without its first line when that is OPENING.
std::string without_opening(const std::string& text, const std::string& opening) {
  if (opening.empty() || text.compare(0, opening.size(), opening) != 0) return text;
  if (text.size() == opening.size()) return "";
  if (text[opening.size()] != '\n') return text;
  return text.substr(opening.size() + 1);
}

}  // namespace

std::string driver_modules_folder(const Project& project, const DriverModules& driver) {
  return fmt::format("{}/{}/lcjudge_driver", project.driver_sources(), driver.language);
}

std::string joined_driver_text(const std::string& folder, const DriverModules& driver) {
  const std::string opening = driver.opening;
  std::string joined = opening.empty() ? "" : opening + "\n";
  bool first = true;
  for (const std::string& name : listed_driver_modules(folder, driver)) {
    const std::string path = folder + "/" + name;
    std::error_code error;
    if (!fs::is_regular_file(path, error)) {
      throw JudgeFailure(fmt::format("{} names the module {}, which is not there", folder + "/" + kDriverModulesList, path));
    }
    std::string text = without_opening(read_file(path), opening);
    if (!text.empty() && text.back() != '\n') text += '\n';
    if (!first) joined += '\n';
    joined += text;
    first = false;
  }
  return joined;
}

std::string joined_driver(const Project& project, const DriverModules& driver) {
  const std::string text = joined_driver_text(driver_modules_folder(project, driver), driver);
  const std::string path =
      fs::absolute(fmt::format("{}/languages/{}/lcjudge_driver{}", project.build(), driver.language, driver.extension))
          .lexically_normal()
          .string();
  // One writer a process at a time; another process writes the same text, renamed into place whole.
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  if (read_file_if_exists(path) != text) {
    fs::create_directories(fs::path(path).parent_path());
    replace_file(path, text);
  }
  return path;
}

}  // namespace lcjudge
