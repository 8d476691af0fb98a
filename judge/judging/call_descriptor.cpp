#include "judging/call_descriptor.h"

#include <nlohmann/json.hpp>

namespace lcjudge {

namespace {

const char* kind_key(TypeSpec::Kind kind) {
  switch (kind) {
    case TypeSpec::Kind::kVoid: return "void";
    case TypeSpec::Kind::kInt: return "int";
    case TypeSpec::Kind::kLong: return "long";
    case TypeSpec::Kind::kUnsigned: return "unsigned";
    case TypeSpec::Kind::kDouble: return "double";
    case TypeSpec::Kind::kBool: return "bool";
    case TypeSpec::Kind::kChar: return "char";
    case TypeSpec::Kind::kString: return "string";
    case TypeSpec::Kind::kVector: return "list";
    case TypeSpec::Kind::kListNode: return "ListNode";
    case TypeSpec::Kind::kTreeNode: return "TreeNode";
    case TypeSpec::Kind::kNode: return "Node";
    case TypeSpec::Kind::kNestedInteger: return "NestedInteger";
    case TypeSpec::Kind::kApi: return "api";
  }
  return "void";
}

nlohmann::json type_json(const TypeSpec& type) {
  nlohmann::json json = {{"kind", kind_key(type.kind)}, {"cpp", type.display()}};
  if (type.kind == TypeSpec::Kind::kVector && !type.element.empty()) json["element"] = type_json(type.element.front());
  return json;
}

nlohmann::json method_json(const MethodSignature& method, const ProblemConfig& config) {
  nlohmann::json parameters = nlohmann::json::array();
  for (const auto& parameter : method.parameters) {
    parameters.push_back({{"name", parameter.name}, {"type", type_json(parameter.type)}});
  }
  // Where the answer is read after the call when it is not the return value, as the C++ driver
  // picks it: a void method's (reorderList, rotate), or the prefix argument_prefix cuts.
  int answer = -1;
  bool from_parameter = method.result.kind == TypeSpec::Kind::kVoid || config.output == ResultSource::kArgumentPrefix;
  if (from_parameter && !method.is_constructor) {
    if (const Parameter* chosen = method.answer_parameter(config.output == ResultSource::kReturn)) {
      answer = static_cast<int>(chosen - method.parameters.data());
    }
  }
  return {{"name", method.name},
          {"constructor", method.is_constructor},
          {"result", type_json(method.result)},
          {"parameters", parameters},
          {"answer", answer}};
}

const char* drive_key(ProblemSignature::Drive drive) {
  switch (drive) {
    case ProblemSignature::Drive::kOperations: return "operations";
    case ProblemSignature::Drive::kIterator: return "iterator";
    case ProblemSignature::Drive::kRoundTrip: return "round_trip";
  }
  return "operations";
}

const char* kind_key(ProblemSignature::Kind kind) {
  switch (kind) {
    case ProblemSignature::Kind::kNone: return "legacy";
    case ProblemSignature::Kind::kFunction: return "function";
    case ProblemSignature::Kind::kDesign: return "design";
  }
  return "legacy";
}

}  // namespace

std::string call_descriptor(const ProblemConfig& config) {
  const ProblemSignature& signature = config.signature;
  nlohmann::json methods = nlohmann::json::array();
  for (const auto& method : signature.methods) methods.push_back(method_json(method, config));
  std::string method = config.method;
  if (method.empty() && signature.kind == ProblemSignature::Kind::kFunction) method = signature.methods.front().name;
  nlohmann::json json = {
      {"kind", kind_key(signature.kind)},
      {"class", signature.class_name.empty() ? std::string("Solution") : signature.class_name},
      {"drive", drive_key(signature.drive)},
      {"node", node_kind_name(config.node)},
      {"output", config.output == ResultSource::kReturn ? "return" : "argument_prefix"},
      {"method", method},
      {"methods", methods},
      {"api", signature.api},
      {"api_case", signature.api.empty() ? nlohmann::json() : method_json(signature.api_case, config)},
      {"api_queries", signature.api_queries},
  };
  return json.dump();
}

}  // namespace lcjudge
