#include "problem/config.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <vector>

#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/utf8.h"

namespace lcjudge {
namespace {

const std::vector<std::string> kKeys = {"title", "method", "time_limit", "memory_limit", "output_limit",
                                        "float_tolerance"};

// The bounds of each number: beyond them a limit is surely a typo, and would overflow.
constexpr double kMaxTimeLimit = 3600;          // seconds
constexpr double kMinMemoryLimit = 32;          // MiB: the driver and C++ runtime need ~10 to start
constexpr double kMaxMemoryLimit = 1 << 20;     // MiB (1 TiB)
constexpr double kMaxOutputLimit = 1024;        // MiB, held in memory while the run lasts
constexpr double kMaxFloatTolerance = 1e9;

std::string number_text(double value) {
  std::string text = std::to_string(value);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text;
}

class ConfigReader {
 public:
  explicit ConfigReader(std::string path) : path_(std::move(path)) {}

  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const {
    throw JudgeFailure(path_ + ":" + std::to_string(std::max(mark.line, 0) + 1) + ": " + what);
  }

  // A number in (0, high], or in [low, high] when low > 0. zero_means_off: 0 (in any spelling,
  // "0.0" too) is allowed and switches the feature off.
  double positive_number(const YAML::Node& node, const std::string& key, double high, double low = 0,
                         bool zero_means_off = false) const {
    double value = 0;
    try {
      value = node.as<double>();
    } catch (const YAML::Exception&) {
      fail(node.Mark(), key + " must be a number, found '" + node.as<std::string>("?") + "'");
    }
    if (zero_means_off && value == 0) return 0;
    std::string found = ", found '" + node.as<std::string>("?") + "'";
    if (!(value > 0)) fail(node.Mark(), key + " must be positive" + found);
    if (value < low) fail(node.Mark(), key + " must be at least " + number_text(low) + found);
    // Past this the limits overflow their system types (seconds of rlimit, bytes of uint64).
    if (!(value <= high)) fail(node.Mark(), key + " must be at most " + number_text(high) + found);
    return value;
  }

  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace

void set_time_limit(JudgeLimits& limits, double seconds) {
  limits.time_limit_seconds = seconds;
  limits.kill_after_seconds = seconds * kKillFactor;
  limits.wall_seconds = limits.kill_after_seconds + kWallGraceSeconds;
}

ProblemConfig load_problem_config(const std::string& directory) {
  std::string path = directory + "/problem.yaml";
  std::ifstream in(path, std::ios::binary);
  if (!in) throw JudgeFailure(errno_message("cannot open", path));
  std::stringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw JudgeFailure(errno_message("cannot read", path));
  std::string text = buffer.str();
  ConfigReader reader(path);
  // YAML is Unicode; yaml-cpp would pass a stray byte on into the title. (A BOM and CRLF line
  // ends are YAML too, and fine.)
  if (size_t bad = invalid_utf8_at(text); bad != std::string::npos) {
    size_t line = static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n'));
    throw JudgeFailure(path + ":" + std::to_string(line + 1) + ": invalid UTF-8");
  }
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    reader.fail(e.mark, e.msg);
  }
  if (root.IsNull()) reader.fail(root.Mark(), "empty file: expected 'key: value' lines, at least 'method: NAME'");
  if (!root.IsMap()) reader.fail(root.Mark(), "expected 'key: value' lines, at least 'method: NAME'");

  ProblemConfig config;
  config.directory = directory;
  config.name = std::filesystem::path(directory).filename().string();
  config.title = config.name;
  double memory_mib = 1024, output_mib = 8;
  std::map<std::string, int> seen_on_line;
  for (const auto& entry : root) {
    auto key = entry.first.as<std::string>();
    const YAML::Node& value = entry.second;
    if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) {
      reader.fail(entry.first.Mark(), "unknown key '" + key + "'" + did_you_mean(key, kKeys));
    }
    // yaml-cpp keeps both; the later one would silently win.
    auto [first, fresh] = seen_on_line.emplace(key, entry.first.Mark().line + 1);
    if (!fresh) reader.fail(entry.first.Mark(), key + " given twice (first on line " + std::to_string(first->second) + ")");
    // An empty value's mark is where the next token starts, a line late: cite the key instead.
    if (value.IsNull()) reader.fail(entry.first.Mark(), key + " has no value");
    if (!value.IsScalar()) reader.fail(value.Mark(), key + " must be a single value");
    if (key == "title") config.title = value.as<std::string>();
    if (key == "method") {
      config.method = value.as<std::string>();
      static const std::regex identifier("[A-Za-z_][A-Za-z0-9_]*");
      if (!std::regex_match(config.method, identifier)) {
        reader.fail(value.Mark(), "method must be a C++ method name, found '" + config.method + "'");
      }
    }
    if (key == "time_limit") config.limits.time_limit_seconds = reader.positive_number(value, key, kMaxTimeLimit);
    if (key == "memory_limit") memory_mib = reader.positive_number(value, key, kMaxMemoryLimit, kMinMemoryLimit);
    if (key == "output_limit") output_mib = reader.positive_number(value, key, kMaxOutputLimit);
    if (key == "float_tolerance") {
      config.compare.float_tolerance =
          reader.positive_number(value, key, kMaxFloatTolerance, 0, /*zero_means_off=*/true);
    }
  }
  if (config.method.empty()) reader.fail(root.Mark(), "missing 'method: NAME' (the Solution method to call)");
  set_time_limit(config.limits, config.limits.time_limit_seconds);
  config.limits.memory_bytes = static_cast<std::uint64_t>(memory_mib * (1 << 20));
  config.limits.output_bytes = static_cast<std::uint64_t>(output_mib * (1 << 20));
  return config;
}

}  // namespace lcjudge
