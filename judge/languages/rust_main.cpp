#include "languages/rust_main.h"

#include <fmt/format.h>

#include <cctype>
#include <optional>

namespace lcjudge {

std::string rust_snake_case(const std::string& name) {
  std::string snake;
  for (size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if (std::isupper(static_cast<unsigned char>(c))) {
      const bool after_lower = i > 0 && (std::islower(static_cast<unsigned char>(name[i - 1])) ||
                                         std::isdigit(static_cast<unsigned char>(name[i - 1])));
      const bool word_start = i > 0 && std::isupper(static_cast<unsigned char>(name[i - 1])) && i + 1 < name.size() &&
                              std::islower(static_cast<unsigned char>(name[i + 1]));
      if ((after_lower || word_start) && snake.back() != '_') snake += '_';
      snake += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else {
      snake += c;
    }
  }
  return snake;
}

std::string rust_type(const TypeSpec& type) {
  switch (type.kind) {
    case TypeSpec::Kind::kInt: return "i32";
    case TypeSpec::Kind::kLong: return "i64";
    case TypeSpec::Kind::kUnsigned: return "u32";
    case TypeSpec::Kind::kDouble: return "f64";
    case TypeSpec::Kind::kBool: return "bool";
    case TypeSpec::Kind::kChar: return "char";
    case TypeSpec::Kind::kString: return "String";
    case TypeSpec::Kind::kListNode: return "Option<Box<ListNode>>";
    case TypeSpec::Kind::kTreeNode: return "Option<Rc<RefCell<TreeNode>>>";
    case TypeSpec::Kind::kVector: {
      std::string element = type.element.empty() ? "" : rust_type(type.element.front());
      return element.empty() ? "" : "Vec<" + element + ">";
    }
    case TypeSpec::Kind::kVoid: return "()";
    case TypeSpec::Kind::kNestedInteger: return "NestedInteger";
    case TypeSpec::Kind::kNode:
    case TypeSpec::Kind::kApi: return "";
  }
  return "";
}

namespace {

// What LeetCode's Rust environment declares around the solution, and the program's entry: the
// driver's channels moved before any of the solution's code can run (an .init_array entry, as
// C++'s constructor of priority 101), then the driver's run with the generated lcjudge_solve.
constexpr const char* kRustMainHead = R"(#![no_main]
#![allow(warnings)]
extern crate lcjudge;
#[allow(unused_imports)]
use lcjudge::prelude::*;
)";

constexpr const char* kRustMainEntry = R"(
#[used]
#[link_section = ".init_array.00101"]
static LCJUDGE_SETUP: extern "C" fn() = lcjudge::setup_before_main;

#[no_mangle]
pub extern "C" fn main(_: i32, _: *const *const u8) -> i32 {
    lcjudge::run(lcjudge_solve)
}
)";

// LeetCode's ListNode and TreeNode as its Rust templates' comments define them, in the solution's
// crate as on LeetCode (a solution may implement std's traits for them: `impl Ord for ListNode`),
// and the shapes through which the driver reads and prints them (judge/driver/rust/lcjudge/nodes.rs).
constexpr const char* kRustListNode = R"(#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode {
    pub val: i32,
    pub next: Option<Box<ListNode>>,
}
impl ListNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        ListNode { next: None, val }
    }
}
impl lcjudge::ListShape for ListNode {
    fn list_node(val: i32, next: Option<Box<Self>>) -> Self { ListNode { val, next } }
    fn list_val(&self) -> i32 { self.val }
    fn list_next(&self) -> Option<&Self> { self.next.as_deref() }
}
)";

constexpr const char* kRustTreeNode = R"(#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
    pub right: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
}
impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode { val, left: None, right: None }
    }
}
impl lcjudge::TreeShape for TreeNode {
    fn tree_node(val: i32) -> Self { TreeNode::new(val) }
    fn tree_val(&self) -> i32 { self.val }
    fn tree_children(&self) -> (Option<std::rc::Rc<std::cell::RefCell<Self>>>, Option<std::rc::Rc<std::cell::RefCell<Self>>>) {
        (self.left.clone(), self.right.clone())
    }
    fn set_tree_child(&mut self, right: bool, child: std::rc::Rc<std::cell::RefCell<Self>>) {
        if right { self.right = Some(child) } else { self.left = Some(child) }
    }
}
)";

// LeetCode's Rust NestedInteger, as its template's comment defines it, read and printed by the
// driver (judge/driver/rust/lcjudge/nested.rs).
constexpr const char* kRustNestedInteger = R"(#[derive(Debug, PartialEq, Eq)]
pub enum NestedInteger {
    Int(i32),
    List(Vec<NestedInteger>),
}
impl lcjudge::NestedShape for NestedInteger {
    fn nested_int(value: i32) -> Self { NestedInteger::Int(value) }
    fn nested_list(items: Vec<Self>) -> Self { NestedInteger::List(items) }
    fn nested_parts(&self) -> Result<i32, &[Self]> {
        match self { NestedInteger::Int(value) => Ok(*value), NestedInteger::List(items) => Err(items) }
    }
}
impl lcjudge::Decode for NestedInteger {
    fn type_name() -> String { "NestedInteger".to_string() }
    fn decode(r: &mut lcjudge::Reader) -> Self { lcjudge::decode_nested(r) }
}
impl lcjudge::Encode for NestedInteger {
    fn encode(&self, out: &mut String) { lcjudge::encode_nested(self, out) }
}
)";

// Whether TYPE is, or holds, KIND.
bool rust_holds(const TypeSpec& type, TypeSpec::Kind kind) {
  if (type.kind == kind) return true;
  for (const TypeSpec& element : type.element) {
    if (rust_holds(element, kind)) return true;
  }
  return false;
}

// Whether the solution's crate needs LeetCode's definition of NAME (KIND): the problem's
// signature names it, or the solution does without declaring its own (707's MyLinkedList holds
// an Option<Box<ListNode>>: LeetCode's Rust environment defines ListNode and TreeNode for it too).
bool rust_needs_node(const ProblemConfig& config, const std::string& text, TypeSpec::Kind kind, const std::string& name) {
  for (const MethodSignature& method : config.signature.methods) {
    if (rust_holds(method.result, kind)) return true;
    for (const Parameter& parameter : method.parameters) {
      if (rust_holds(parameter.type, kind)) return true;
    }
  }
  return rust_names_undeclared(text, name);
}

// Why CONFIG's problem cannot be judged in Rust, "" when it can. A problem without a signature
// (problem.yaml's `method:` alone) takes its types from the solution's function.
std::string rust_unsupported(const ProblemConfig& config) {
  const ProblemSignature& signature = config.signature;
  if (!signature.api.empty()) return fmt::format("LeetCode's API problems ({}) are not supported in Rust yet", signature.api);
  for (const MethodSignature& method : signature.methods) {
    std::vector<const TypeSpec*> types = {&method.result};
    for (const Parameter& parameter : method.parameters) types.push_back(&parameter.type);
    for (const TypeSpec* type : types) {
      if (rust_type(*type).empty()) return fmt::format("{} is not supported in Rust yet", type->display());
    }
  }
  return "";
}

// The solution's function for the C++ method CPP_NAME: the one LeetCode's Rust template names
// (two_sum), else one named alike but for case and underscores; one in `impl OWNER` (Solution, the
// design class) before any other (a helper struct's `fn new` or `fn search`); nullopt for none.
std::optional<RustFunction> rust_function_named(const std::string& cpp_name, const std::vector<RustFunction>& functions,
                                                const std::string& owner) {
  const std::string snake = rust_snake_case(cpp_name);
  auto folded = [](const std::string& name) {
    std::string out;
    for (char c : name) {
      if (c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
  };
  for (bool owned : {true, false}) {
    for (const RustFunction& function : functions) {
      if ((!owned || function.owner == owner) && function.name == snake) return function;
    }
    for (const RustFunction& function : functions) {
      if ((!owned || function.owner == owner) && folded(function.name) == folded(cpp_name)) return function;
    }
  }
  return std::nullopt;
}

// As rust_function_named, else LeetCode's name for it, which the compile then says is missing.
RustFunction rust_function_for(const std::string& cpp_name, const std::vector<RustFunction>& functions,
                               const std::string& owner) {
  return rust_function_named(cpp_name, functions, owner).value_or(RustFunction{rust_snake_case(cpp_name), owner, {}, {}, ""});
}

// The arguments A0... of a call to FUNCTION: the answer's (ANSWER) by `&mut`, as LeetCode's Rust
// templates take an in-place argument; each other as the solution declares it.
std::string rust_arguments(const RustFunction& function, size_t count, int answer, const char* prefix = "a") {
  std::string out;
  for (size_t i = 0; i < count; ++i) {
    std::string passing = static_cast<int>(i) == answer ? "&mut"
                          : i < function.passing.size() ? function.passing[i] : "";
    out += fmt::format("{}{}{}{}{}", i > 0 ? ", " : "", passing, passing.empty() ? "" : " ", prefix, i);
  }
  return out;
}

// Where a function problem's answer is read after the call when it is not the return value, as
// the C++ driver picks it (a void method's, or the prefix argument_prefix cuts); -1 for none.
int rust_answer_parameter(const MethodSignature& method, const ProblemConfig& config) {
  bool from_parameter = method.result.kind == TypeSpec::Kind::kVoid || config.output == ResultSource::kArgumentPrefix;
  if (!from_parameter) return -1;
  const Parameter* chosen = method.answer_parameter(config.output == ResultSource::kReturn);
  return chosen ? static_cast<int>(chosen - method.parameters.data()) : -1;
}

// A function problem's call: the solution's function, its arguments' Rust types (owned), its
// result's ("" for none: the answer is argument ANSWER after the call), and for argument_prefix
// the answer argument's C++ type (the message of a k past it).
struct RustCallPlan {
  RustFunction function;
  std::vector<std::string> types;
  std::string result;
  int answer = -1;
  std::string prefix_of;
};

std::string rust_call_solve(const RustCallPlan& plan) {
  std::string out = "fn lcjudge_solve(lcjudge_case: &mut lcjudge::Case) -> String {\n";
  out += fmt::format("    lcjudge_case.lines({});\n", plan.types.size());
  for (size_t i = 0; i < plan.types.size(); ++i) {
    out += fmt::format("    let mut a{}: {} = lcjudge_case.arg({});\n", i, plan.types[i], i);
  }
  const std::string call =
      fmt::format("Solution::{}({})", plan.function.name, rust_arguments(plan.function, plan.types.size(), plan.answer));
  if (plan.result.empty()) {
    out += fmt::format("    lcjudge_case.call(|| {});\n    lcjudge::answer(&a{})\n", call, plan.answer);
  } else if (!plan.prefix_of.empty()) {
    out += fmt::format("    let r: {} = lcjudge_case.call(|| {});\n", plan.result, call);
    out += fmt::format("    lcjudge::answer(lcjudge::prefix(&a{}, r as i64, \"{}\"))\n", plan.answer, plan.prefix_of);
  } else {
    out += fmt::format("    let r: {} = lcjudge_case.call(|| {});\n    lcjudge::answer(&r)\n", plan.result, call);
  }
  return out + "}\n";
}

// The call of a function problem with a signature: its types LeetCode's Rust template's.
RustCallPlan rust_signature_call(const ProblemConfig& config, const std::vector<RustFunction>& functions) {
  const MethodSignature& method = config.signature.methods.front();
  RustCallPlan plan;
  plan.function = rust_function_for(method.name, functions, "Solution");
  for (const Parameter& parameter : method.parameters) plan.types.push_back(rust_type(parameter.type));
  plan.answer = rust_answer_parameter(method, config);
  if (method.result.kind != TypeSpec::Kind::kVoid || plan.answer < 0) plan.result = rust_type(method.result);
  if (plan.answer >= 0 && config.output == ResultSource::kArgumentPrefix) {
    plan.prefix_of = method.parameters[plan.answer].type.display();
  }
  return plan;
}

// The type FUNCTION's parameter I is declared with, its reference taken off ("&mut Vec<i32>": Vec<i32>).
std::string rust_owned_type(const RustFunction& function, size_t i) {
  std::string type = function.types[i];
  if (function.passing[i].empty()) return type;
  size_t at = 1;
  if (at < type.size() && type[at] == '\'') {
    while (at < type.size() && type[at] != ' ' && type[at] != '\t') ++at;
  }
  type = type.substr(at);
  type.erase(0, type.find_first_not_of(" \t\n"));
  if (function.passing[i] == "&mut") type.erase(0, type.find_first_not_of(" \t\n", 3));
  return type;
}

// The call of a problem without a signature: its types the solution's function's; a function
// without a result answers with its first `&mut` argument.
std::optional<RustCallPlan> rust_declared_call(const ProblemConfig& config, const std::vector<RustFunction>& functions,
                                               std::string& refused) {
  std::optional<RustFunction> function = rust_function_named(config.method, functions, "Solution");
  if (!function) {
    refused = fmt::format("the solution has no function '{}' (the problem's method, as LeetCode's Rust template names "
                              "it) to take its types from",
                              rust_snake_case(config.method));
    return std::nullopt;
  }
  RustCallPlan plan;
  plan.function = *function;
  for (size_t i = 0; i < function->types.size(); ++i) plan.types.push_back(rust_owned_type(*function, i));
  plan.result = function->result == "()" ? "" : function->result;
  if (plan.result.empty()) {
    for (size_t i = 0; i < function->passing.size() && plan.answer < 0; ++i) {
      if (function->passing[i] == "&mut") plan.answer = static_cast<int>(i);
    }
    if (plan.answer < 0) refused = fmt::format("fn {} returns nothing and changes no '&mut' argument", function->name);
  }
  if (!refused.empty()) return std::nullopt;
  return plan;
}

// The enum of a design case's calls, a variant a method (M1, M2...) holding its arguments.
std::string rust_design_calls(const std::vector<MethodSignature>& methods) {
  std::string out = "enum LcjudgeCall {\n";
  for (size_t k = 1; k < methods.size(); ++k) {
    std::string fields;
    for (const Parameter& parameter : methods[k].parameters) fields += (fields.empty() ? "" : ", ") + rust_type(parameter.type);
    out += fmt::format("    M{}{},\n", k, fields.empty() ? "" : "(" + fields + ")");
  }
  return out + "}\n\n";
}

// Each call's arguments decoded by its method's types, before the class is built.
std::string rust_design_decoding(const std::vector<MethodSignature>& methods) {
  std::string out;
  for (size_t i = 0; i < methods.front().parameters.size(); ++i) {
    out += fmt::format("    let mut k{}: {} = constructor.next();\n", i, rust_type(methods.front().parameters[i].type));
  }
  out += "    let mut calls: Vec<LcjudgeCall> = Vec::with_capacity(operations.calls.len());\n";
  out += "    for k in 1..operations.calls.len() {\n        let mut arguments = operations.arguments(k);\n";
  out += "        calls.push(match operations.calls[k].0 {\n";
  for (size_t k = 1; k < methods.size(); ++k) {
    std::string fields;
    for (size_t i = 0; i < methods[k].parameters.size(); ++i) fields += (i > 0 ? ", " : "") + std::string("arguments.next()");
    out += fmt::format("            {} => LcjudgeCall::M{}{},\n", k, k, fields.empty() ? "" : "(" + fields + ")");
  }
  return out + "            _ => unreachable!(),\n        });\n    }\n";
}

// Each call made as LeetCode's Rust driver makes it (`obj.push(val)`, `let r: i32 = obj.top()`),
// its answer kept: null for a void method.
std::string rust_design_run(const ProblemSignature& signature, const std::vector<RustFunction>& functions) {
  const std::vector<MethodSignature>& methods = signature.methods;
  const RustFunction constructor = rust_function_for("new", functions, signature.class_name);
  std::string out = "    lcjudge_case.call(move || {\n        let mut answers = lcjudge::Answers::new();\n";
  out += fmt::format("        let mut obj = {}::{}({});\n        answers.null();\n", signature.class_name, constructor.name,
                     rust_arguments(constructor, methods.front().parameters.size(), -1, "k"));
  out += "        for call in calls {\n            match call {\n";
  for (size_t k = 1; k < methods.size(); ++k) {
    const RustFunction function = rust_function_for(methods[k].name, functions, signature.class_name);
    std::string fields;
    for (size_t i = 0; i < methods[k].parameters.size(); ++i) fields += fmt::format("{}mut a{}", i > 0 ? ", " : "", i);
    const std::string call = fmt::format("obj.{}({})", function.name,
                                         rust_arguments(function, methods[k].parameters.size(), -1));
    const std::string made = methods[k].result.kind == TypeSpec::Kind::kVoid
                                 ? fmt::format("{}; answers.null();", call)
                                 : fmt::format("let r: {} = {}; answers.value(&r);", rust_type(methods[k].result), call);
    out += fmt::format("                LcjudgeCall::M{}{} => {{ {} }}\n", k, fields.empty() ? "" : "(" + fields + ")", made);
  }
  return out + "            }\n        }\n        answers.text()\n    })\n";
}

std::string rust_design_solve(const ProblemSignature& signature, const std::vector<RustFunction>& functions) {
  const std::vector<MethodSignature>& methods = signature.methods;
  std::string names, arities = std::to_string(methods.front().parameters.size());
  for (size_t k = 1; k < methods.size(); ++k) {
    names += fmt::format("{}\"{}\"", k > 1 ? ", " : "", methods[k].name);
    arities += fmt::format(", {}", methods[k].parameters.size());
  }
  std::string out = rust_design_calls(methods);
  out += "fn lcjudge_solve(lcjudge_case: &mut lcjudge::Case) -> String {\n";
  out += "    let lines: Vec<&str> = lcjudge_case.lines(2).to_vec();\n";
  out += fmt::format("    let operations = lcjudge::Operations::read(&lines, \"{}\", &[{}], &[{}]);\n", signature.class_name,
                     names, arities);
  out += "    let mut constructor = operations.arguments(0);\n";
  out += rust_design_decoding(methods);
  return out + rust_design_run(signature, functions) + "}\n";
}

// A codec's round trip (297, 449, 271), as the C++ driver makes it: two objects made by `new()`,
// what one encodes the other decodes (what one remembers, the other cannot read back), the
// decoded value the answer: `let data: String = ser.serialize(a0); deser.deserialize(data)`.
std::string rust_round_trip_solve(const ProblemSignature& signature, const std::vector<RustFunction>& functions) {
  const MethodSignature& encoder = signature.methods.at(0);
  const MethodSignature& decoder = signature.methods.at(1);
  const RustFunction made = rust_function_for("new", functions, signature.class_name);
  const RustFunction encode = rust_function_for(encoder.name, functions, signature.class_name);
  const RustFunction decode = rust_function_for(decoder.name, functions, signature.class_name);
  std::string out = "fn lcjudge_solve(lcjudge_case: &mut lcjudge::Case) -> String {\n";
  out += fmt::format("    lcjudge_case.lines({});\n", encoder.parameters.size());
  for (size_t i = 0; i < encoder.parameters.size(); ++i) {
    out += fmt::format("    let mut a{}: {} = lcjudge_case.arg({});\n", i, rust_type(encoder.parameters[i].type), i);
  }
  out += fmt::format("    let r: {} = lcjudge_case.call(|| {{\n", rust_type(decoder.result));
  out += fmt::format("        let mut ser = {0}::{1}();\n        let mut deser = {0}::{1}();\n", signature.class_name,
                     made.name);
  out += fmt::format("        let data: {} = ser.{}({});\n", rust_type(encoder.result), encode.name,
                     rust_arguments(encode, encoder.parameters.size(), -1));
  out += fmt::format("        deser.{}({}data)\n    }});\n", decode.name,
                     decode.passing.empty() || decode.passing[0].empty() ? "" : decode.passing[0] + " ");
  return out + "    lcjudge::answer(&r)\n}\n";
}

// An iterator's drive (341), as LeetCode's: built from the case's arguments, next() collected while
// has_next(), the list the answer.
std::string rust_iterator_solve(const ProblemSignature& signature, const std::vector<RustFunction>& functions) {
  const MethodSignature& constructor = signature.methods.front();
  const MethodSignature* next = nullptr;
  for (const MethodSignature& method : signature.methods) {
    if (method.name == "next") next = &method;
  }
  const RustFunction made = rust_function_for("new", functions, signature.class_name);
  std::string out = "fn lcjudge_solve(lcjudge_case: &mut lcjudge::Case) -> String {\n";
  out += fmt::format("    lcjudge_case.lines({});\n", constructor.parameters.size());
  for (size_t i = 0; i < constructor.parameters.size(); ++i) {
    out += fmt::format("    let mut a{}: {} = lcjudge_case.arg({});\n", i, rust_type(constructor.parameters[i].type), i);
  }
  const std::string value = next ? rust_type(next->result) : "i32";
  out += fmt::format("    let r: Vec<{}> = lcjudge_case.call(|| {{\n", value);
  out += fmt::format("        let mut obj = {}::{}({});\n", signature.class_name, made.name,
                     rust_arguments(made, constructor.parameters.size(), -1));
  out += fmt::format("        let mut values: Vec<{}> = Vec::new();\n", value);
  out += fmt::format("        while obj.{}() {{\n            values.push(obj.{}());\n        }}\n        values\n    }});\n",
                     rust_function_for("hasNext", functions, signature.class_name).name,
                     rust_function_for("next", functions, signature.class_name).name);
  return out + "    lcjudge::answer(&r)\n}\n";
}

}  // namespace

RustMain rust_main_text(const ProblemConfig& config, const std::string& solution_text) {
  RustMain main;
  main.refused = rust_unsupported(config);
  if (main.refused.empty()) main.refused = rust_refused_attribute(solution_text);
  if (!main.refused.empty()) return main;
  const std::vector<RustFunction> functions = rust_functions(solution_text);
  const ProblemSignature::Kind kind = config.signature.kind;
  std::string solve;
  if (kind == ProblemSignature::Kind::kDesign && config.signature.drive == ProblemSignature::Drive::kIterator) {
    solve = rust_iterator_solve(config.signature, functions);
  } else if (kind == ProblemSignature::Kind::kDesign && config.signature.drive == ProblemSignature::Drive::kRoundTrip) {
    solve = rust_round_trip_solve(config.signature, functions);
  } else if (kind == ProblemSignature::Kind::kDesign) {
    solve = rust_design_solve(config.signature, functions);
  } else if (kind == ProblemSignature::Kind::kFunction) {
    solve = rust_call_solve(rust_signature_call(config, functions));
  } else if (std::optional<RustCallPlan> plan = rust_declared_call(config, functions, main.refused)) {
    solve = rust_call_solve(*plan);
  } else {
    return main;
  }
  main.text = kRustMainHead;
  if (kind != ProblemSignature::Kind::kDesign) main.text += "pub struct Solution;\n";
  if (rust_needs_node(config, solution_text, TypeSpec::Kind::kListNode, "ListNode")) main.text += kRustListNode;
  if (rust_needs_node(config, solution_text, TypeSpec::Kind::kTreeNode, "TreeNode")) main.text += kRustTreeNode;
  if (rust_needs_node(config, solution_text, TypeSpec::Kind::kNestedInteger, "NestedInteger")) {
    main.text += kRustNestedInteger;
  }
  main.text += fmt::format("include!(\"{}\");\n", kRustSolutionFile);
  main.text += kRustMainEntry;
  main.text += "\n" + solve;
  return main;
}

}  // namespace lcjudge
