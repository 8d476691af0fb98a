#include "problem/case_path.h"

#include <cctype>
#include <sstream>
#include <vector>

#include "base/terminal_escape.h"

namespace lcjudge {

bool is_plain_name(const std::string& part) {
  if (part.empty() || part[0] == '.' || part[0] == '-') return false;
  for (char c : part) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') return false;
  }
  return true;
}

std::string group_problem(const std::string& group) {
  if (group.empty()) return "empty";
  if (group[0] == '/') return "an absolute path";
  std::vector<std::string> parts;
  std::stringstream split(group);
  for (std::string part; std::getline(split, part, '/');) parts.push_back(part);
  if (group.back() == '/') parts.push_back("");
  for (const auto& part : parts) {
    if (part == "..") return "'..' leaves the problem's folder";
    if (!is_plain_name(part)) return part.empty() ? "an empty folder name" : "'" + escape_untrusted(part) + "' is not a plain folder name";
  }
  if (parts[0] != "sample" && parts[0] != "secret") return "not below sample/ or secret/";
  return "";
}

}  // namespace lcjudge
