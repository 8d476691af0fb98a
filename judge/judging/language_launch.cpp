#include "judging/language_launch.h"

#include <sys/stat.h>

#include <fmt/format.h>

#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "base/atomic_file.h"
#include "base/error.h"
#include "judging/language_toolchain.h"
#include "judging/run_profile.h"

namespace lcjudge {

namespace {

constexpr const char* kLaunchSuffix = ".launch";
constexpr const char* kShownWord = "{shown:";

// The launch files read so far, by path, with the change time they were read at.
struct LaunchCache {
  std::mutex mutex;
  std::map<std::string, std::pair<timespec, std::shared_ptr<const Launch>>> entries;
};

LaunchCache& launch_cache() {
  static LaunchCache cache;
  return cache;
}

bool same_time(const timespec& a, const timespec& b) { return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec; }

Launch parse_launch(const std::string& path, const std::string& text) {
  nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  Launch launch;
  auto language = json.is_object() && json.contains("language") && json["language"].is_string()
                      ? language_keyed(json["language"].get<std::string>())
                      : std::nullopt;
  bool lists = json.is_object() && json.contains("argv") && json["argv"].is_array() && json.contains("shown") &&
               json["shown"].is_array();
  if (!language || !lists) {
    throw JudgeFailure(fmt::format("'{}' is not a launch file the judge wrote; remove it and judge again", path));
  }
  launch.language = *language;
  for (const auto& word : json["argv"]) launch.argv.push_back(word.is_string() ? word.get<std::string>() : "");
  for (const auto& file : json["shown"]) launch.shown.push_back(file.is_string() ? file.get<std::string>() : "");
  if (launch.argv.empty() || launch.argv.front().empty()) {
    throw JudgeFailure(fmt::format("'{}' names no program; remove it and judge again", path));
  }
  return launch;
}

// WORD with each "{shown:N}" in it replaced by the path the run opens its N-th shown file by.
std::string with_shown_paths(const std::string& word, const SpawnRequest& request) {
  std::string result;
  const std::string marker = kShownWord;
  size_t at = 0;
  for (size_t found; (found = word.find(marker, at)) != std::string::npos;) {
    size_t end = word.find('}', found);
    if (end == std::string::npos) break;
    size_t index = 0;
    for (size_t i = found + marker.size(); i < end; ++i) index = index * 10 + static_cast<size_t>(word[i] - '0');
    result += word.substr(at, found - at) + shown_file_path(request, index);
    at = end + 1;
  }
  return result + word.substr(at);
}

}  // namespace

std::string launch_path(const std::string& build_folder) { return build_folder + "/optimised" + kLaunchSuffix; }

std::string launch_text(const Launch& launch) {
  nlohmann::json json = {{"language", language_key(launch.language)}, {"argv", launch.argv}, {"shown", launch.shown}};
  return json.dump(1) + "\n";
}

void write_launch(const std::string& path, const Launch& launch) { replace_file(path, launch_text(launch)); }

std::shared_ptr<const Launch> read_launch(const std::string& path) {
  struct stat status {};
  if (stat(path.c_str(), &status) != 0) throw JudgeFailure(errno_message("cannot read the launch file", path));
  LaunchCache& cache = launch_cache();
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    auto found = cache.entries.find(path);
    if (found != cache.entries.end() && same_time(found->second.first, status.st_mtim)) return found->second.second;
  }
  auto launch = std::make_shared<const Launch>(parse_launch(path, read_file(path)));
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.entries[path] = {status.st_mtim, launch};
  return launch;
}

void apply_launch(SpawnRequest& request, const Launch& launch, const JudgeLimits& limits) {
  request.shown_files = launch.shown;
  request.environment = run_environment(launch.language);
  request.argv.clear();
  const std::uint64_t mib = std::max<std::uint64_t>(limits.memory_bytes >> 20, 16);
  for (const std::string& word : launch.argv) {
    if (word.find(kShownWord) != std::string::npos) {
      request.argv.push_back(with_shown_paths(word, request));
    } else if (auto own = language_toolchain(launch.language).launch_word(word, mib)) {
      request.argv.push_back(*own);
    } else {
      request.argv.push_back(word);
    }
  }
}

}  // namespace lcjudge
