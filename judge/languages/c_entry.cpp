#include "languages/c_entry.h"

#include <fmt/format.h>

#include <cctype>
#include <set>
#include <vector>

#include "base/terminal_escape.h"
#include "judging/entry.h"

namespace lcjudge {

namespace {

// How deep a declared type is in C: a scalar (a number, a string, a node), an array of them, or
// a grid; its innermost element as LeetCode's C spells it ("int", "char*", "struct ListNode*").
struct CShape {
  int levels = 0;
  const TypeSpec* element = nullptr;
  std::string spelled;
};

// table: the C spelling of a scalar kind, as LeetCode's C templates write it; "" for none
std::string c_scalar_spelling(const TypeSpec& type) {
  switch (type.kind) {
    case TypeSpec::Kind::kInt: return "int";
    case TypeSpec::Kind::kLong:
      return type.spelling == "int64_t" ? "int64_t" : type.spelling == "long" || type.spelling == "long int" ? "long" : "long long";
    case TypeSpec::Kind::kUnsigned: return type.spelling == "uint32_t" ? "uint32_t" : "unsigned int";
    case TypeSpec::Kind::kDouble: return type.spelling == "float" ? "float" : "double";
    case TypeSpec::Kind::kBool: return "bool";
    case TypeSpec::Kind::kChar: return "char";
    case TypeSpec::Kind::kString: return "char*";
    case TypeSpec::Kind::kListNode: return "struct ListNode*";
    case TypeSpec::Kind::kTreeNode: return "struct TreeNode*";
    case TypeSpec::Kind::kNode: return "struct Node*";
    case TypeSpec::Kind::kNestedInteger: return "struct NestedInteger*";
    default: return "";
  }
}

// TYPE's shape, or levels -1 when LeetCode's C has no such type here.
CShape c_shape(const TypeSpec& type) {
  CShape shape;
  const TypeSpec* inner = &type;
  while (inner->kind == TypeSpec::Kind::kVector && !inner->element.empty()) {
    ++shape.levels;
    inner = &inner->element.front();
  }
  shape.element = inner;
  shape.spelled = c_scalar_spelling(*inner);
  if (shape.spelled.empty() || shape.levels > 2) shape.levels = -1;
  return shape;
}

std::string c_stars(int count) { return std::string(static_cast<size_t>(count), '*'); }

std::string c_parameter_name(const MethodSignature& method, size_t index) {
  const std::string& name = method.parameters[index].name;
  return name.empty() ? fmt::format("param_{}", index + 1) : name;
}

// The C parameters of one declared parameter: "int* nums", "int numsSize".
std::vector<std::string> c_parameters_of(const CShape& shape, const std::string& name) {
  std::vector<std::string> words = {fmt::format("{}{} {}", shape.spelled, c_stars(shape.levels), name)};
  if (shape.levels >= 1) words.push_back(fmt::format("int {}Size", name));
  if (shape.levels == 2) words.push_back(fmt::format("int* {}ColSize", name));
  return words;
}

std::string lower_first(std::string name) {
  if (!name.empty()) name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
  return name;
}

std::string upper_first(std::string name) {
  if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

// A design class driven by operations or as an iterator is a C object; a codec is two functions.
bool c_has_object(const ProblemConfig& config) {
  return config.signature.kind == ProblemSignature::Kind::kDesign &&
         config.signature.drive != ProblemSignature::Drive::kRoundTrip;
}

// The start of a class's C functions' names: the class's name in lower camel case (lRUCache),
// but 341's, which LeetCode's C names nestedIterCreate, nestedIterNext.
std::string c_prefix(const std::string& class_name) {
  return class_name == "NestedIterator" ? "nestedIter" : lower_first(class_name);
}

// The solution's C function LeetCode calls for METHOD: twoSum; minStackCreate, minStackPush
// (the prefix, then the method's name); a codec's serialize.
std::string c_function_name(const ProblemConfig& config, const MethodSignature& method) {
  if (!c_has_object(config)) return method.name;
  const std::string prefix = c_prefix(config.signature.class_name);
  return method.is_constructor ? prefix + "Create" : prefix + upper_first(method.name);
}

// The C function of METHOD: its result's type and its parameters (the object first, the result's
// sizes last), as LeetCode's template declares it.
struct CFunction {
  std::string result;
  std::vector<std::string> parameters;
  std::vector<std::string> arguments;  // the parameters' names
};

// OBJECT: how the object is spelled, "MinStack*" as LeetCode's template has it, or "void*" in the
// calls file, which then takes a struct of any name (341's `struct NestedIterator`).
CFunction c_function(const ProblemConfig& config, const MethodSignature& method, const std::string& object) {
  CFunction function;
  if (c_has_object(config) && !method.is_constructor) function.parameters.push_back(object + " obj");
  for (size_t i = 0; i < method.parameters.size(); ++i) {
    for (const std::string& word : c_parameters_of(c_shape(method.parameters[i].type), c_parameter_name(method, i))) {
      function.parameters.push_back(word);
    }
  }
  const CShape result = c_shape(method.result);
  if (method.is_constructor) {
    function.result = object;
  } else if (method.result.kind == TypeSpec::Kind::kVoid) {
    function.result = "void";
  } else {
    function.result = result.spelled + c_stars(result.levels);
    if (result.levels >= 1) function.parameters.push_back("int* returnSize");
    if (result.levels == 2) function.parameters.push_back("int** returnColumnSizes");
  }
  for (const std::string& parameter : function.parameters) {
    function.arguments.push_back(parameter.substr(parameter.find_last_of(" *") + 1));
  }
  return function;
}

// Why one type has no C form here, or "".
std::string c_type_refusal(const TypeSpec& type) {
  const CShape shape = c_shape(type);
  if (shape.levels >= 0) return "";
  if (shape.element->kind == TypeSpec::Kind::kApi) return "it uses an API LeetCode provides, which the judge's C does not";
  return fmt::format("LeetCode's C templates have no form for '{}'", type.display());
}

// An API LeetCode's C gives as a function (278's, 374's): its C declaration, and the C++ driver's
// function of the same name (judge/driver/api_*.h) that answers it.
struct CApiFunction {
  const char* api;          // problem.yaml's api:
  const char* result;
  const char* name;
  const char* parameter;    // its one parameter's type and name
  const char* argument;     // that name
};

// table: LeetCode's C APIs that are functions
const CApiFunction* c_api_function(const std::string& api) {
  static const CApiFunction kFunctions[] = {
      {"isBadVersion", "bool", "isBadVersion", "int version", "version"},
      {"guess", "int", "guess", "int num", "num"},
  };
  for (const CApiFunction& function : kFunctions) {
    if (api == function.api) return &function;
  }
  return nullptr;
}

std::string c_generated_head(const ProblemConfig& config, const char* comment_start, const char* comment_end) {
  return fmt::format("{} Generated by the judge from {}; do not edit. {}\n", comment_start,
                     cpp_string_literal(escape_untrusted(config.directory + "/problem.yaml")), comment_end);
}

// ---- the calls file (C) ----

std::string c_call_name(size_t index) { return fmt::format("leetcode_c_call_{}", index); }

std::string c_call_text(const ProblemConfig& config, const MethodSignature& method, size_t index) {
  const CFunction function = c_function(config, method, "void*");
  const bool returns = function.result != "void";
  return fmt::format("{} {}({}) {{\n    {}{}({});\n}}\n", function.result, c_call_name(index),
                     function.parameters.empty() ? "void" : fmt::format("{}", fmt::join(function.parameters, ", ")),
                     returns ? "return " : "", c_function_name(config, method), fmt::join(function.arguments, ", "));
}

// ---- the adapter (C++) ----

// The C++ type of a C parameter of a declared type: lcjudge::c_abi::c_type<int>*.
std::string c_abi_type(const CShape& shape) {
  return fmt::format("lcjudge::c_abi::c_type<{}>{}", shape.element->cpp_type(), c_stars(shape.levels));
}

// The extern "C" declaration of the calls file's function INDEX.
std::string c_extern_declaration(const ProblemConfig& config, const MethodSignature& method, size_t index) {
  std::vector<std::string> parameters;
  if (c_has_object(config) && !method.is_constructor) parameters.push_back("void*");
  for (const Parameter& parameter : method.parameters) {
    const CShape shape = c_shape(parameter.type);
    parameters.push_back(c_abi_type(shape));
    if (shape.levels >= 1) parameters.push_back("int");
    if (shape.levels == 2) parameters.push_back("int*");
  }
  std::string result = "void";
  if (method.is_constructor) {
    result = "void*";
  } else if (method.result.kind != TypeSpec::Kind::kVoid) {
    const CShape shape = c_shape(method.result);
    result = c_abi_type(shape);
    if (shape.levels >= 1) parameters.push_back("int*");
    if (shape.levels == 2) parameters.push_back("int**");
  }
  return fmt::format("{} {}({});\n", result, c_call_name(index), fmt::join(parameters, ", "));
}

// Whether the answer is read from parameter INDEX after the call: a non-const reference, or a
// void method's node (reorderList), as the driver picks it.
bool c_copied_back(const ProblemConfig& config, const MethodSignature& method, size_t index) {
  if (method.is_constructor) return false;
  if (method.parameters[index].type.mutable_reference()) return true;
  bool structures = method.result.kind == TypeSpec::Kind::kVoid && config.output == ResultSource::kReturn;
  return structures && method.answer_parameter(true) == &method.parameters[index];
}

// One method's body: its arguments made C's, the call, the result made C++'s, the in-place
// arguments copied back.
std::string c_adapter_body(const ProblemConfig& config, const MethodSignature& method, size_t index) {
  std::string body;
  std::vector<std::string> arguments;
  if (c_has_object(config) && !method.is_constructor) arguments.push_back("object_");
  std::string back;
  for (size_t i = 0; i < method.parameters.size(); ++i) {
    const CShape shape = c_shape(method.parameters[i].type);
    const bool copied = c_copied_back(config, method, i);
    if (shape.levels == 0) {
      body += fmt::format("    auto c{0} = lcjudge::c_abi::to_c(call, a{0});\n", i);
      arguments.push_back(fmt::format("c{}", i));
      if (copied) back += fmt::format("    a{0} = lcjudge::c_abi::from_c<{1}>(call, c{0});\n", i, shape.element->cpp_type());
    } else if (shape.levels == 1) {
      body += fmt::format("    auto* c{0} = lcjudge::c_abi::array_to_c(call, a{0});\n", i);
      arguments.push_back(fmt::format("c{0}, lcjudge::c_abi::size_of(a{0})", i));
      if (copied) back += fmt::format("    lcjudge::c_abi::array_back(call, a{0}, c{0});\n", i);
    } else {
      body += fmt::format("    int* c{0}_columns = nullptr;\n    auto** c{0} = lcjudge::c_abi::grid_to_c(call, a{0}, c{0}_columns);\n", i);
      arguments.push_back(fmt::format("c{0}, lcjudge::c_abi::size_of(a{0}), c{0}_columns", i));
      if (copied) back += fmt::format("    lcjudge::c_abi::grid_back(call, a{0}, c{0});\n", i);
    }
  }
  const CShape result = c_shape(method.result);
  const bool returns = !method.is_constructor && method.result.kind != TypeSpec::Kind::kVoid;
  if (returns && result.levels >= 1) {
    body += "    int return_size = 0;\n";
    arguments.push_back("&return_size");
  }
  if (returns && result.levels == 2) {
    body += "    int* return_columns = nullptr;\n";
    arguments.push_back("&return_columns");
  }
  const std::string call = fmt::format("{}({})", c_call_name(index), fmt::join(arguments, ", "));
  if (method.is_constructor) return body + fmt::format("    object_ = {};\n", call);
  if (!returns) return body + fmt::format("    {};\n", call) + back;
  const std::string type = method.result.cpp_type();
  body += fmt::format("    auto result_c = {};\n", call);
  if (result.levels == 0) body += fmt::format("    {} result = lcjudge::c_abi::from_c<{}>(call, result_c);\n", type, type);
  if (result.levels == 1) body += fmt::format("    {} result = lcjudge::c_abi::array_from_c<{}>(call, result_c, return_size);\n", type, type);
  if (result.levels == 2) {
    body += fmt::format("    {} result = lcjudge::c_abi::grid_from_c<{}>(call, result_c, return_size, return_columns);\n", type, type);
  }
  return body + back + "    return result;\n";
}

std::string c_adapter_method(const ProblemConfig& config, const MethodSignature& method, size_t index) {
  std::vector<std::string> parameters;
  for (size_t i = 0; i < method.parameters.size(); ++i) {
    parameters.push_back(fmt::format("{}& a{}", method.parameters[i].type.cpp_type(), i));
  }
  const std::string head = method.is_constructor ? config.signature.class_name
                                                 : fmt::format("{} {}", method.result.kind == TypeSpec::Kind::kVoid
                                                                            ? "void" : method.result.cpp_type(), method.name);
  const std::string call = c_has_object(config) ? "    lcjudge::c_abi::Call& call = call_;\n" : "    lcjudge::c_abi::Call call;\n";
  return fmt::format("  {}({}) {{\n{}{}  }}\n", head, fmt::join(parameters, ", "), call, c_adapter_body(config, method, index));
}

}  // namespace

std::vector<std::string> c_structures_used(const ProblemConfig& config) {
  std::set<TypeSpec::Kind> kinds;
  auto add = [&](const TypeSpec& type) { kinds.insert(c_shape(type).element->kind); };
  for (const MethodSignature& method : config.signature.methods) {
    add(method.result);
    for (const Parameter& parameter : method.parameters) add(parameter.type);
  }
  std::vector<std::string> used;
  if (kinds.count(TypeSpec::Kind::kListNode)) used.push_back("LCJUDGE_C_LISTNODE");
  if (kinds.count(TypeSpec::Kind::kTreeNode)) used.push_back("LCJUDGE_C_TREENODE");
  if (kinds.count(TypeSpec::Kind::kNode)) used.push_back("LCJUDGE_C_NODE");
  if (kinds.count(TypeSpec::Kind::kNestedInteger)) used.push_back("LCJUDGE_C_NESTED_INTEGER");
  return used;
}

std::string c_refusal(const ProblemConfig& config) {
  const ProblemSignature& signature = config.signature;
  if (signature.kind == ProblemSignature::Kind::kNone) return "problem.yaml declares no signature for LeetCode's C call";
  if (!signature.api.empty() && !c_api_function(signature.api)) {
    return fmt::format("it is an API problem ({}), whose C API (a struct and its functions) the judge does not "
                       "provide", signature.api);
  }
  if (signature.drive == ProblemSignature::Drive::kIterator && signature.class_name != "NestedIterator") {
    return "LeetCode's C names this iterator's functions in its own way, which the judge does not know";
  }
  std::set<std::string> names;
  for (const MethodSignature& method : signature.methods) {
    if (!method.is_constructor && !names.insert(method.name).second) {
      return fmt::format("'{}' is declared twice, and C has no overloads", method.name);
    }
    if (std::string why = c_type_refusal(method.result); !why.empty() && method.result.kind != TypeSpec::Kind::kVoid) {
      return why;
    }
    for (const Parameter& parameter : method.parameters) {
      if (std::string why = c_type_refusal(parameter.type); !why.empty()) return why;
    }
  }
  return "";
}

std::string c_declaration(const ProblemConfig& config, const MethodSignature& method) {
  const std::string object = (config.signature.class_name == "NestedIterator" ? "struct " : "") +
                             config.signature.class_name + "*";
  const CFunction function = c_function(config, method, object);
  return fmt::format("{} {}({})", function.result, c_function_name(config, method), fmt::join(function.parameters, ", "));
}

std::string c_calls_text(const ProblemConfig& config) {
  std::string text = c_generated_head(config, "/*", "*/");
  if (const CApiFunction* api = c_api_function(config.signature.api)) {
    // LeetCode's C declares it for the solution; its calls go to the adapter's answering function.
    text += fmt::format("{} {}({}) __asm__(\"leetcode_c_api_{}\");\n", api->result, api->name, api->parameter, api->name);
  }
  text += "#include LCJUDGE_SOLUTION\n\n"
          "/* LeetCode's calls of the solution, as its C harness makes them: a call that does not compile\n"
          "   there does not compile here. */\n";
  const std::vector<MethodSignature>& methods = config.signature.methods;
  for (size_t i = 0; i < methods.size(); ++i) text += c_call_text(config, methods[i], i);
  if (c_has_object(config)) {
    text += fmt::format("void leetcode_c_free(void* obj) {{\n    {}Free(obj);\n}}\n", c_prefix(config.signature.class_name));
  }
  return text;
}

std::string c_adapter_text(const ProblemConfig& config) {
  const ProblemSignature& signature = config.signature;
  const std::vector<MethodSignature>& methods = signature.methods;
  std::string text = c_generated_head(config, "//", "") + "#pragma once\n#include \"judge/driver/c/c_abi.h\"\n\nextern \"C\" {\n";
  for (size_t i = 0; i < methods.size(); ++i) text += c_extern_declaration(config, methods[i], i);
  if (c_has_object(config)) text += "void leetcode_c_free(void*);\n";
  if (const CApiFunction* api = c_api_function(signature.api)) {
    text += fmt::format("// LeetCode's C API, answered by the C++ driver's {}.\n{} leetcode_c_api_{}({}) {{ return {}({}); }}\n",
                        api->name, api->result, api->name, api->parameter, api->name, api->argument);
  }
  const std::string class_name = signature.class_name.empty() ? "Solution" : signature.class_name;
  text += fmt::format("}}\n\n// LeetCode's C++ class for the C solution: each method calls the solution's C function.\nclass {} {{\n public:\n", class_name);
  for (size_t i = 0; i < methods.size(); ++i) text += c_adapter_method(config, methods[i], i);
  if (c_has_object(config)) {
    text += "  // After the last operation, as LeetCode's C harness does: the object's Free; the arguments are\n"
            "  // left to it (it may have freed the ones it kept).\n"
            "  void lcjudge_finish() {\n    leetcode_c_free(object_);\n    call_.disown();\n  }\n";
    // An iterator is the driver's local object (iterator_runner.h), finished as it goes.
    if (signature.drive == ProblemSignature::Drive::kIterator) text += fmt::format("  ~{}() {{ lcjudge_finish(); }}\n", class_name);
    text += "\n private:\n  void* object_ = nullptr;\n  lcjudge::c_abi::Call call_;\n";
  }
  return text + "};\n";
}

}  // namespace lcjudge
