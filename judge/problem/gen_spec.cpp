#include "problem/gen_spec.h"

#include <sstream>

#include "base/error.h"
#include "problem/case_path.h"

namespace lcjudge {
namespace {

constexpr const char* kManual = "manual";

std::string plain_path_problem(const std::string& id) {
  auto slash = id.rfind('/');
  if (slash == std::string::npos) return "'" + id + "' is not GROUP/NAME";
  std::string group = group_problem(id.substr(0, slash));
  if (!group.empty()) return "'" + id + "': the group is " + group;
  if (!is_plain_name(id.substr(slash + 1))) return "'" + id + "': '" + id.substr(slash + 1) + "' is not a plain file name";
  return "";
}

std::string known_list(const std::set<std::string>& generators) {
  std::string list;
  for (const auto& name : generators) list += (list.empty() ? "" : ", ") + name;
  return list.empty() ? "none: no generators/*.cpp" : list;
}

}  // namespace

std::string CaseSpec::command() const {
  std::string line = generator;
  for (const auto& argument : arguments) line += " " + argument;
  return line;
}

std::vector<CaseSpec> parse_case_specs(const std::string& text, const std::string& path,
                                       const std::set<std::string>& generators) {
  std::vector<CaseSpec> specs;
  std::map<std::string, std::string> seen;  // id -> origin
  std::stringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    std::string origin = path + ":" + std::to_string(number);
    auto fail = [&](const std::string& what) { throw JudgeFailure(origin + ": " + what); };
    std::stringstream words(line.substr(0, line.find('#')));
    std::vector<std::string> parts;
    for (std::string word; words >> word;) parts.push_back(word);
    if (parts.empty()) continue;
    if (parts.size() < 2) fail("expected 'GROUP/NAME GENERATOR ARGS... --seed S' or 'GROUP/NAME manual'");
    CaseSpec spec;
    spec.id = parts[0];
    spec.origin = origin;
    if (auto problem = plain_path_problem(spec.id); !problem.empty()) fail(problem);
    if (auto [it, fresh] = seen.emplace(spec.id, origin); !fresh) fail("'" + spec.id + "' is already listed at " + it->second);
    if (parts[1] == kManual) {
      if (parts.size() > 2) fail("a manual case takes no arguments");
    } else {
      spec.generator = parts[1];
      spec.arguments.assign(parts.begin() + 2, parts.end());
      if (!generators.count(spec.generator)) {
        fail("unknown generator '" + spec.generator + "' (known: " + known_list(generators) + ")");
      }
      bool seeded = false;
      for (size_t i = 0; i + 1 < spec.arguments.size(); ++i) seeded = seeded || spec.arguments[i] == "--seed";
      if (!seeded) fail("missing '--seed S': a generator takes its seed on the command line");
    }
    specs.push_back(std::move(spec));
  }
  return specs;
}

std::map<std::string, PinnedHash> parse_pinned_hashes(const std::string& text, const std::string& path) {
  std::map<std::string, PinnedHash> pinned;
  std::stringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    std::string origin = path + ":" + std::to_string(number);
    auto fail = [&](const std::string& what) { throw JudgeFailure(origin + ": " + what); };
    if (line.empty()) continue;
    std::string hash = line.substr(0, 64);
    bool hex = hash.size() == 64 && hash.find_first_not_of("0123456789abcdef") == std::string::npos;
    // sha256sum writes "HASH  FILE", or "HASH *FILE" in binary mode (the same on Linux).
    if (!hex || line.size() < 67 || (line.compare(64, 2, "  ") != 0 && line.compare(64, 2, " *") != 0)) {
      fail("expected 'SHA256  GROUP/NAME.in' (64 lowercase hex digits, two spaces, the input's path)");
    }
    std::string file = line.substr(66);
    if (file.size() < 4 || file.compare(file.size() - 3, 3, ".in") != 0) fail("'" + file + "' is not an input (.in)");
    std::string id = file.substr(0, file.size() - 3);
    if (auto problem = plain_path_problem(id); !problem.empty()) fail(problem);
    auto [it, fresh] = pinned.emplace(id, PinnedHash{hash, origin});
    if (!fresh) fail("'" + file + "' is already pinned at " + it->second.origin);
  }
  return pinned;
}

std::string format_pinned_hashes(const std::vector<std::pair<std::string, std::string>>& hashes) {
  std::string text;
  for (const auto& [id, hash] : hashes) text += hash + "  " + id + ".in\n";
  return text;
}

}  // namespace lcjudge
