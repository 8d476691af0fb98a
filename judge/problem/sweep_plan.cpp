#include "problem/sweep_plan.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <sstream>

#include "base/error.h"

namespace lcjudge {
namespace {

bool parse_count(const std::string& text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  std::from_chars(text.data(), text.data() + text.size(), out);  // six digits: it fits
  return out > 0;
}

bool parse_size(const std::string& text, SweepSize& size) {
  size.label = text;
  auto cross = text.find('x');
  if (cross == std::string::npos) {
    int n = 0;
    if (!parse_count(text, n)) return false;
    size.n = n;
    return true;
  }
  if (!parse_count(text.substr(0, cross), size.rows) || !parse_count(text.substr(cross + 1), size.cols)) return false;
  size.n = static_cast<double>(size.rows) * size.cols;
  return true;
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

}  // namespace

SweepPlan parse_sweep_plan(const std::string& text, const std::string& path, const std::set<std::string>& generators) {
  SweepPlan plan;
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  std::set<std::string> names;
  std::vector<SweepSize> sizes;  // those of the last `sizes:` line
  auto fail = [&](int at, const std::string& what) -> JudgeFailure {
    return JudgeFailure(path + ":" + std::to_string(at) + ": " + what);
  };
  while (std::getline(lines, line)) {
    ++number;
    line = line.substr(0, line.find('#'));
    std::istringstream words(line);
    std::vector<std::string> tokens;
    for (std::string word; words >> word;) tokens.push_back(word);
    if (tokens.empty()) continue;
    if (tokens[0] == "axis:") {
      plan.axis = line.substr(line.find("axis:") + 5);
      plan.axis.erase(0, plan.axis.find_first_not_of(" \t"));
      plan.axis.erase(plan.axis.find_last_not_of(" \t\r") + 1);
      continue;
    }
    if (tokens[0] == "degrees:") {
      for (size_t i = 1; i < tokens.size(); ++i) {
        auto equals = tokens[i].find('=');
        char* end = nullptr;
        double degree = equals == std::string::npos ? 0 : std::strtod(tokens[i].c_str() + equals + 1, &end);
        if (equals == std::string::npos || equals == 0 || end == tokens[i].c_str() + equals + 1 || *end != '\0' ||
            !(degree >= 0 && degree <= 100)) {
          throw fail(number, "degree '" + tokens[i] + "' is not VARIABLE=DEGREE (0 to 100)");
        }
        plan.degrees[tokens[i].substr(0, equals)] = degree;
      }
      continue;
    }
    if (tokens[0] == "sizes:") {
      sizes.clear();
      for (size_t i = 1; i < tokens.size(); ++i) {
        SweepSize size;
        if (!parse_size(tokens[i], size)) throw fail(number, "size '" + tokens[i] + "' is not N or ROWSxCOLS");
        if (!sizes.empty() && size.n <= sizes.back().n) {
          throw fail(number, "sizes must increase: '" + tokens[i] + "' after '" + sizes.back().label + "'");
        }
        sizes.push_back(size);
      }
      if (sizes.empty()) throw fail(number, "'sizes:' lists no size");
      continue;
    }
    if (tokens[0].back() == ':') throw fail(number, "unknown key '" + tokens[0] + "' (expected axis:, degrees: or sizes:)");
    if (tokens.size() < 2) throw fail(number, "expected NAME GENERATOR ARGS..., found '" + tokens[0] + "' alone");
    if (sizes.empty()) throw fail(number, "family '" + tokens[0] + "' comes before any 'sizes:' line");
    SweepFamily family{tokens[0], tokens[1], {tokens.begin() + 2, tokens.end()}, sizes, path + ":" + std::to_string(number)};
    if (!generators.count(family.generator)) {
      throw fail(number, "unknown generator '" + family.generator + "' (no generators/" + family.generator + ".cpp)");
    }
    if (!names.insert(family.name).second) throw fail(number, "family '" + family.name + "' listed twice");
    bool sized = false;
    for (const auto& argument : family.arguments) {
      bool grid = argument.find("{rows}") != std::string::npos || argument.find("{cols}") != std::string::npos;
      for (const auto& size : grid ? sizes : std::vector<SweepSize>{}) {
        if (size.rows == 0) throw fail(number, "{rows} and {cols} need ROWSxCOLS sizes, found '" + size.label + "'");
      }
      sized = sized || grid || argument.find("{n}") != std::string::npos;
    }
    if (!sized) throw fail(number, "family '" + family.name + "' has no {n}, {rows} or {cols}: every size would be one input");
    plan.families.push_back(family);
    for (const auto& size : sizes) {
      bool known = std::any_of(plan.sizes.begin(), plan.sizes.end(), [&](const SweepSize& s) { return s.label == size.label; });
      if (!known) plan.sizes.push_back(size);
    }
  }
  if (plan.families.empty()) throw fail(number, sizes.empty() ? "no 'sizes:' line" : "no family (NAME GENERATOR ARGS...)");
  std::stable_sort(plan.sizes.begin(), plan.sizes.end(), [](const SweepSize& a, const SweepSize& b) { return a.n < b.n; });
  if (plan.axis.empty()) plan.axis = "size";
  return plan;
}

std::vector<std::string> sweep_arguments(const SweepFamily& family, const SweepSize& size) {
  std::vector<std::string> arguments = family.arguments;
  for (auto& argument : arguments) {
    replace_all(argument, "{n}", std::to_string(static_cast<long long>(size.n)));
    replace_all(argument, "{rows}", std::to_string(size.rows));
    replace_all(argument, "{cols}", std::to_string(size.cols));
  }
  return arguments;
}

}  // namespace lcjudge
