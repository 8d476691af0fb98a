#include "config.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <vector>

#include "error.h"

namespace lcjudge {
namespace {

const std::vector<std::string> kKeys = {"title", "method", "time_limit", "memory_limit", "output_limit",
                                        "float_tolerance"};

size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string did_you_mean(const std::string& key) {
  std::string best;
  size_t best_distance = 3;  // suggest only close matches
  for (const auto& known : kKeys) {
    size_t distance = edit_distance(key, known);
    if (distance < best_distance) best = known, best_distance = distance;
  }
  return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

class ConfigReader {
 public:
  explicit ConfigReader(std::string path) : path_(std::move(path)) {}

  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const {
    throw JudgeFailure(path_ + ":" + std::to_string(std::max(mark.line, 0) + 1) + ": " + what);
  }

  // zero_means_off: 0 (in any spelling, "0.0" too) is allowed and switches the feature off.
  double positive_number(const YAML::Node& node, const std::string& key, bool zero_means_off = false) const {
    double value = 0;
    try {
      value = node.as<double>();
    } catch (const YAML::Exception&) {
      fail(node.Mark(), key + " must be a number, found '" + node.as<std::string>("?") + "'");
    }
    if (zero_means_off && value == 0) return 0;
    if (!(value > 0)) fail(node.Mark(), key + " must be positive, found '" + node.as<std::string>("?") + "'");
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
  if (!std::filesystem::exists(path)) throw JudgeFailure("cannot open '" + path + "': No such file or directory");
  ConfigReader reader(path);
  YAML::Node root;
  try {
    root = YAML::LoadFile(path);
  } catch (const YAML::ParserException& e) {
    reader.fail(e.mark, e.msg);
  } catch (const YAML::BadFile&) {
    throw JudgeFailure(errno_message("cannot read", path));
  }
  if (!root.IsMap()) reader.fail(root.Mark(), "expected 'key: value' lines, at least 'method: NAME'");

  ProblemConfig config;
  config.directory = directory;
  config.name = std::filesystem::path(directory).filename().string();
  config.title = config.name;
  double memory_mib = 1024, output_mib = 8;
  for (const auto& entry : root) {
    auto key = entry.first.as<std::string>();
    const YAML::Node& value = entry.second;
    if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) {
      reader.fail(entry.first.Mark(), "unknown key '" + key + "'" + did_you_mean(key));
    }
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
    if (key == "time_limit") config.limits.time_limit_seconds = reader.positive_number(value, key);
    if (key == "memory_limit") memory_mib = reader.positive_number(value, key);
    if (key == "output_limit") output_mib = reader.positive_number(value, key);
    if (key == "float_tolerance") {
      config.compare.float_tolerance = reader.positive_number(value, key, /*zero_means_off=*/true);
    }
  }
  if (config.method.empty()) reader.fail(root.Mark(), "missing 'method: NAME' (the Solution method to call)");
  set_time_limit(config.limits, config.limits.time_limit_seconds);
  config.limits.memory_bytes = static_cast<std::uint64_t>(memory_mib * (1 << 20));
  config.limits.output_bytes = static_cast<std::uint64_t>(output_mib * (1 << 20));
  return config;
}

}  // namespace lcjudge
