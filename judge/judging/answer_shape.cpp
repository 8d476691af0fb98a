#include "judging/answer_shape.h"

#include <fstream>
#include <map>
#include <vector>

namespace lcjudge {
namespace {

AnswerShape exact() { return {AnswerShape::Kind::kExact, {}}; }

// The names of ["MinStack","push","getMin"]: plain identifiers in quotes, as the input's shape
// check requires of a design case. Nothing when the line is anything else.
std::vector<std::string> operation_names(const std::string& line) {
  std::vector<std::string> names;
  size_t at = 0;
  auto skip_space = [&] {
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t' || line[at] == '\r')) ++at;
  };
  skip_space();
  if (at == line.size() || line[at++] != '[') return {};
  skip_space();
  if (at < line.size() && line[at] == ']') return names;
  while (at < line.size()) {
    if (line[at++] != '"') return {};
    size_t end = line.find('"', at);
    if (end == std::string::npos) return {};
    std::string name = line.substr(at, end - at);
    if (name.find('\\') != std::string::npos) return {};
    names.push_back(std::move(name));
    at = end + 1;
    skip_space();
    if (at < line.size() && line[at] == ']') return names;
    if (at == line.size() || line[at++] != ',') return {};
    skip_space();
  }
  return {};
}

}  // namespace

AnswerShape shape_of(const TypeSpec& type) {
  if (type.kind == TypeSpec::Kind::kDouble) return {AnswerShape::Kind::kFloating, {}};
  if (type.kind != TypeSpec::Kind::kVector || type.element.empty()) return exact();
  AnswerShape element = shape_of(type.element.front());
  if (element.kind == AnswerShape::Kind::kExact) return exact();
  return {AnswerShape::Kind::kList, {std::move(element)}};
}

AnswerShape answer_shape(const ProblemConfig& config, const std::string& operations_line) {
  const ProblemSignature& signature = config.signature;
  if (signature.kind == ProblemSignature::Kind::kNone || signature.methods.empty()) return {};
  if (signature.kind == ProblemSignature::Kind::kFunction) {
    // As config.cpp decides the default tolerance: the argument the result is read from, when it is one.
    const MethodSignature& method = signature.methods.front();
    if (config.output == ResultSource::kArgumentPrefix || method.result.kind == TypeSpec::Kind::kVoid) {
      const Parameter* answer = method.answer_parameter(config.output == ResultSource::kReturn);
      if (answer) return shape_of(answer->type);
    }
    return shape_of(method.result);
  }
  std::map<std::string, AnswerShape> by_name;
  for (const MethodSignature& method : signature.methods) {
    if (!method.is_constructor) by_name.emplace(method.name, shape_of(method.result));
  }
  AnswerShape shape{AnswerShape::Kind::kPerElement, {}};
  for (const std::string& name : operation_names(operations_line)) {
    auto it = by_name.find(name);
    shape.elements.push_back(it == by_name.end() ? exact() : it->second);
  }
  return shape;
}

AnswerShape answer_shape_for_case(const ProblemConfig& config, const std::string& input_path) {
  std::string line;
  if (config.signature.kind == ProblemSignature::Kind::kDesign && config.compare.float_tolerance > 0) {
    std::ifstream in(input_path, std::ios::binary);
    std::getline(in, line);
  }
  return answer_shape(config, line);
}

}  // namespace lcjudge
