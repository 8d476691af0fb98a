#include "judging/language_launch.h"

#include <sys/stat.h>

#include <fmt/format.h>

#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "base/atomic_file.h"
#include "base/error.h"
#include "judging/run_profile.h"

namespace lcjudge {

namespace {

constexpr const char* kLaunchSuffix = ".launch";
constexpr const char* kShownWord = "{shown:";
// What a JVM holds of resident memory besides its heap, at most, for a LeetCode solution's run.
constexpr std::uint64_t kJvmOwnMib = 128;

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

bool is_launch_path(const std::string& program) {
  const std::string suffix = kLaunchSuffix;
  return program.size() > suffix.size() && program.compare(program.size() - suffix.size(), suffix.size(), suffix) == 0;
}

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
    } else if (word == "{heap}") {
      // The heap within the memory limit, the JVM's own resident memory (its code, its classes,
      // its compiler) beside it, all held to the limit from outside, as DOMjudge runs Java.
      request.argv.push_back(fmt::format("-Xmx{}m", std::max<std::uint64_t>(mib, kJvmOwnMib + 64) - kJvmOwnMib));
    } else if (word == "{memory_limit}") {
      // PHP's own limit at the run's: its "Allowed memory size exhausted" is the driver's out of
      // memory (MLE) before the resident limit, held from outside, stops it without a word.
      request.argv.push_back(fmt::format("memory_limit={}M", mib));
    } else if (word == "{stack}") {
      // Deep recursion is the solution's right (an eighth of 256 MiB held 836,000 frames of a
      // small method), but a run's resident memory at its StackOverflowError was some 3.5 times
      // its -Xss above the JVM's 35 MiB (C1's frames: 147 MiB at 32m, 258 MiB at 64m): a larger
      // stack makes unbounded recursion MLE instead of LeetCode's RTE. At most 1 GiB.
      request.argv.push_back(fmt::format("-Xss{}m", std::min<std::uint64_t>(mib / 8, 1024)));
    } else if (word == "{v8_heap}") {
      // Node: V8's heap as large as the memory limit, so that V8 collects as it would under it;
      // its own memory beside the heap puts the resident memory past the limit first, where the
      // judge's poll stops the run (MLE) before V8 would abort.
      request.argv.push_back(fmt::format("--max-old-space-size={}", mib));
    } else if (word == "{v8_stack}") {
      // Node: the stack V8 lets JavaScript use, in KiB, an eighth of the limit as the JVM's (the
      // process's stack limit is the whole memory limit, so it never reaches its end and
      // segfaults first): a deep recursion passes, an endless one is a RangeError (RTE).
      request.argv.push_back(fmt::format("--stack-size={}", std::min<std::uint64_t>(mib / 8, 1024) * 1024));
    } else {
      request.argv.push_back(word);
    }
  }
}

}  // namespace lcjudge
