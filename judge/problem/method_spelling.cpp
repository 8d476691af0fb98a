#include "problem/method_spelling.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "base/error.h"
#include "problem/case_input.h"

namespace lcjudge {

namespace {

// NAME without case or underscores: `calculate_mk_average` and `calculateMKAverage` agree.
std::string spelling_folded(const std::string& name) {
  std::string out;
  for (char c : name) {
    if (c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// The names a design example's first line calls (`["MyCircularQueue","enQueue","Rear"]`).
void gather_called_names(const StatementExample& example, std::set<std::string>& called) {
  std::vector<std::string> inputs = parse_case_values(example.input, "example");
  if (inputs.empty()) return;
  const std::string& calls = inputs.front();  // compact JSON: names hold no quotes or escapes
  for (size_t open = calls.find('"'); open != std::string::npos; open = calls.find('"', open + 1)) {
    size_t close = calls.find('"', open + 1);
    if (close == std::string::npos) break;
    called.insert(calls.substr(open + 1, close - open - 1));
    open = close;
  }
}

}  // namespace

void settle_method_spelling(TemplateModel& model, const std::vector<StatementExample>& examples) {
  std::vector<TemplateMethod>& methods = model.the_class.methods;
  if (methods.empty() || !methods.front().constructor) return;
  std::set<std::string> called;
  for (const StatementExample& example : examples) {
    try {
      gather_called_names(example, called);
    } catch (const JudgeFailure&) {
      // Not a case: the sample check names it once the problem is read.
    }
  }
  for (TemplateMethod& method : methods) {
    if (method.constructor || called.count(method.name)) continue;
    std::vector<std::string> alike;
    for (const std::string& name : called) {
      bool taken = std::any_of(methods.begin(), methods.end(), [&](const TemplateMethod& m) { return m.name == name; });
      if (!taken && spelling_folded(name) == spelling_folded(method.name)) alike.push_back(name);
    }
    if (alike.size() == 1) method.name = alike.front();
  }
}

}  // namespace lcjudge
