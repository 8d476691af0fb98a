#include "problem/open_scalars.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>

#include "base/error.h"
#include "problem/case_input.h"

namespace lcjudge {

namespace {

// What an open scalar's example values show.
struct ScalarEvidence {
  bool fraction = false;    // a number written with '.' or an exponent
  bool past_int = false;    // an integer outside int's range
  int strings = 0;          // strings seen
  bool longer_string = false;  // one of them not a single character
};

// Where an open scalar sits: the method's index in the model, and its parameter's (-1: the result).
using ScalarSlot = std::pair<size_t, int>;

// Reads each leaf of JSON (compact, as parse_case_values gives it) into EVIDENCE: no recursion.
void gather_leaves(const std::string& json, ScalarEvidence& evidence) {
  for (size_t i = 0; i < json.size();) {
    char c = json[i];
    if (c == '"') {
      int characters = 0;
      for (++i; i < json.size() && json[i] != '"'; ++characters) {
        if (json[i] == '\\') {
          i += json.compare(i + 1, 1, "u") == 0 ? 6 : 2;
          continue;
        }
        ++i;
        while (i < json.size() && (static_cast<unsigned char>(json[i]) & 0xC0) == 0x80) ++i;  // a UTF-8 continuation
      }
      ++i;
      ++evidence.strings;
      evidence.longer_string = evidence.longer_string || characters != 1;
    } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
      size_t end = i + 1;
      while (end < json.size() && json[end] != '\0' &&
             (std::isdigit(static_cast<unsigned char>(json[end])) || std::strchr(".eE+-", json[end]) != nullptr)) {
        ++end;
      }
      std::string number = json.substr(i, end - i);
      if (number.find_first_of(".eE") != std::string::npos) {
        evidence.fraction = true;
      } else {
        std::string digits = number[0] == '-' ? number.substr(1) : number;
        bool plain = !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos;
        if (plain) digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));  // "007" -> "7"
        long long limit = number[0] == '-' ? 2147483648LL : 2147483647LL;
        evidence.past_int = evidence.past_int || (plain && (digits.size() > 10 || std::stoll(digits) > limit));
      }
      i = end;
    } else {
      ++i;
    }
  }
}

// A JSON array's elements (compact text, as parse_case_values gives it); empty when TEXT is none.
std::vector<std::string> example_array_elements(const std::string& text) {
  std::vector<std::string> elements;
  if (text.size() < 2 || text.front() != '[' || text.back() != ']') return elements;
  int depth = 0;
  bool quoted = false;
  size_t start = 1;
  for (size_t i = 1; i + 1 < text.size(); ++i) {
    char c = text[i];
    if (quoted) {
      if (c == '\\') ++i;
      else if (c == '"') quoted = false;
      continue;
    }
    if (c == '"') quoted = true;
    if (c == '[' || c == '{') ++depth;
    if (c == ']' || c == '}') --depth;
    if (c == ',' && depth == 0) {
      elements.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  if (text.size() > 2) elements.push_back(text.substr(start, text.size() - 1 - start));
  return elements;
}

// The parameter a void function's answer is read from: the first vector, else the first structure.
int answer_parameter_of(const TemplateMethod& method) {
  for (size_t i = 0; i < method.parameters.size(); ++i) {
    if (method.parameters[i].type.cpp.rfind("vector<", 0) == 0) return static_cast<int>(i);
  }
  for (size_t i = 0; i < method.parameters.size(); ++i) {
    if (method.parameters[i].type.cpp.back() == '*') return static_cast<int>(i);
  }
  return -2;  // none
}

// One example's values, each added to the evidence of the slot it fills.
void gather_example(const TemplateClass& the_class, const StatementExample& example,
                    std::map<ScalarSlot, ScalarEvidence>& evidence) {
  std::vector<std::string> inputs = parse_case_values(example.input, "example");
  std::vector<std::string> outputs = parse_case_values(example.output, "example");
  const auto& methods = the_class.methods;
  auto add = [&](size_t method, int parameter, const std::string& value) {
    auto slot = evidence.find({method, parameter});
    if (slot != evidence.end()) gather_leaves(value, slot->second);
  };
  if (methods.front().constructor) {  // a design class: the calls, their arguments, their results
    if (inputs.size() != 2 || outputs.size() != 1) return;
    std::vector<std::string> calls = example_array_elements(inputs[0]), arguments = example_array_elements(inputs[1]);
    std::vector<std::string> results = example_array_elements(outputs[0]);
    std::map<std::string, size_t> called;  // each call's quoted name: the method's index
    for (size_t m = 1; m < methods.size(); ++m) called.emplace("\"" + methods[m].name + "\"", m);
    for (size_t i = 0; i < calls.size() && i < arguments.size(); ++i) {
      auto found = called.find(calls[i]);
      if (i > 0 && found == called.end()) continue;
      size_t m = i == 0 ? 0 : found->second;  // the first call is the constructor's
      std::vector<std::string> values = example_array_elements(arguments[i]);
      for (size_t p = 0; p < values.size(); ++p) add(m, static_cast<int>(p), values[p]);
      if (i < results.size()) add(m, -1, results[i]);
    }
    return;
  }
  for (size_t p = 0; p < inputs.size(); ++p) add(0, static_cast<int>(p), inputs[p]);
  if (outputs.size() != 1) return;
  size_t last = methods.size() - 1;  // a codec's decoder returns what its encoder was given
  add(last, methods[last].result.cpp == "void" ? answer_parameter_of(methods[last]) : -1, outputs[0]);
}

// TYPE's innermost scalar as what SEEN shows it is: "vector<int>" -> "vector<double>".
void settle_scalar(TemplateType& type, const ScalarEvidence& seen) {
  std::string scalar;
  if (type.open == OpenScalar::kNumber && seen.fraction) scalar = "double";
  else if ((type.open == OpenScalar::kNumber || type.open == OpenScalar::kInteger) && seen.past_int) scalar = "long long";
  else if (type.open == OpenScalar::kText && seen.strings > 0 && !seen.longer_string) scalar = "char";
  if (scalar.empty()) return;
  size_t begin = type.cpp.rfind('<');
  begin = begin == std::string::npos ? 0 : begin + 1;
  size_t end = std::min(type.cpp.find('>'), type.cpp.size());
  type.cpp.replace(begin, end - begin, scalar);
}

std::string open_words(const std::map<ScalarSlot, ScalarEvidence>& slots, const TemplateClass& the_class) {
  bool integer = false, number = false, text = false;
  for (const auto& [slot, seen] : slots) {
    const TemplateMethod& method = the_class.methods[slot.first];
    OpenScalar open = slot.second < 0 ? method.result.open : method.parameters[static_cast<size_t>(slot.second)].type.open;
    integer = integer || open == OpenScalar::kInteger;
    number = number || open == OpenScalar::kNumber;
    text = text || open == OpenScalar::kText;
  }
  std::string words = number ? "int from long long and double" : integer ? "int from long long" : "";
  if (text) words += words.empty() ? "string from char" : ", nor string from char";
  return words;
}

}  // namespace

std::string settle_open_scalars(TemplateModel& model, const std::vector<StatementExample>& examples, Language language,
                                bool have_statement) {
  TemplateClass& the_class = model.the_class;
  std::map<ScalarSlot, ScalarEvidence> evidence;
  for (size_t m = 0; m < the_class.methods.size(); ++m) {
    const TemplateMethod& method = the_class.methods[m];
    if (method.result.open != OpenScalar::kNone) evidence[{m, -1}];
    for (size_t p = 0; p < method.parameters.size(); ++p) {
      if (method.parameters[p].type.open != OpenScalar::kNone) evidence[{m, static_cast<int>(p)}];
    }
  }
  if (evidence.empty()) return "";
  for (const auto& example : examples) {
    try {
      gather_example(the_class, example, evidence);
    } catch (const JudgeFailure&) {
      // Not a case: the sample check names it once the problem is read.
    }
  }
  std::vector<std::string> read;  // in the template's order: each method's parameters, then its result
  bool design = the_class.methods.front().constructor || the_class.methods.size() > 1;
  for (size_t m = 0; m < the_class.methods.size(); ++m) {
    TemplateMethod& method = the_class.methods[m];
    std::string owner = design ? method.name + "'s " : "";
    for (int p = 0; p <= static_cast<int>(method.parameters.size()); ++p) {
      bool result = p == static_cast<int>(method.parameters.size());
      auto seen = evidence.find({m, result ? -1 : p});
      if (seen == evidence.end()) continue;
      TemplateType& type = result ? method.result : method.parameters[static_cast<size_t>(p)].type;
      settle_scalar(type, seen->second);
      read.push_back(result ? fmt::format("{}result {}", design ? owner : "the ", type.cpp)
                            : fmt::format("{}{} {}", owner, method.parameters[static_cast<size_t>(p)].name, type.cpp));
    }
  }
  constexpr size_t kListed = 8;
  std::string listed = fmt::format("{}", fmt::join(read.begin(), read.begin() + static_cast<long>(std::min(read.size(), kListed)), ", "));
  if (read.size() > kListed) listed += fmt::format(" and {} more", read.size() - kListed);
  return fmt::format("LeetCode's {} template does not tell {}: {}: {}; compare problem.yaml's signature with LeetCode's "
                     "C++ template",
                     language_name(language), open_words(evidence, the_class),
                     have_statement ? "read from the statement's examples" : "read as int and string (--statement "
                                                                             "reads them from its examples)",
                     listed);
}

}  // namespace lcjudge
