#include "problem/sweep_plan.h"

#include <sstream>

#include "base/error.h"

namespace lcjudge {
namespace {

bool parse_count(const std::string& text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  out = std::stoi(text);
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
  bool uses_grid = false;
  int grid_line = 0;
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
    if (tokens[0] == "sizes:") {
      for (size_t i = 1; i < tokens.size(); ++i) {
        SweepSize size;
        if (!parse_size(tokens[i], size)) throw fail(number, "size '" + tokens[i] + "' is not N or ROWSxCOLS");
        if (!plan.sizes.empty() && size.n <= plan.sizes.back().n) {
          throw fail(number, "sizes must increase: '" + tokens[i] + "' after '" + plan.sizes.back().label + "'");
        }
        plan.sizes.push_back(size);
      }
      continue;
    }
    if (tokens[0].back() == ':') throw fail(number, "unknown key '" + tokens[0] + "' (expected axis: or sizes:)");
    if (tokens.size() < 2) throw fail(number, "expected NAME GENERATOR ARGS..., found '" + tokens[0] + "' alone");
    SweepFamily family{tokens[0], tokens[1], {tokens.begin() + 2, tokens.end()}, path + ":" + std::to_string(number)};
    if (!generators.count(family.generator)) {
      throw fail(number, "unknown generator '" + family.generator + "' (no generators/" + family.generator + ".cpp)");
    }
    if (!names.insert(family.name).second) throw fail(number, "family '" + family.name + "' listed twice");
    bool sized = false;
    for (const auto& argument : family.arguments) {
      bool grid = argument.find("{rows}") != std::string::npos || argument.find("{cols}") != std::string::npos;
      if (grid && !uses_grid) uses_grid = true, grid_line = number;
      sized = sized || grid || argument.find("{n}") != std::string::npos;
    }
    if (!sized) throw fail(number, "family '" + family.name + "' has no {n}, {rows} or {cols}: every size would be one input");
    plan.families.push_back(family);
  }
  if (plan.sizes.empty()) throw fail(number, "no 'sizes:' line");
  if (plan.families.empty()) throw fail(number, "no family (NAME GENERATOR ARGS...)");
  if (uses_grid) {
    for (const auto& size : plan.sizes) {
      if (size.rows == 0) throw fail(grid_line, "{rows} and {cols} need ROWSxCOLS sizes, found '" + size.label + "'");
    }
  }
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
