#include "problem/input_shape.h"

#include <fmt/format.h>

#include <charconv>
#include <map>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/plural.h"
#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

using Kind = TypeSpec::Kind;

// A departure from the shape: AT is the byte of the line (0-based) where it is.
struct ShapeError {
  size_t at;
  std::string what;
};

// Checks JSON syntax alone, building nothing: a huge or deeply nested line costs no memory
// beyond the parser's own stack of open brackets (the shape walk below reads the text itself).
struct SyntaxCheck {
  size_t error_position = 0;
  std::string error;
  bool null() { return true; }
  bool boolean(bool) { return true; }
  bool number_integer(nlohmann::json::number_integer_t) { return true; }
  bool number_unsigned(nlohmann::json::number_unsigned_t) { return true; }
  bool number_float(nlohmann::json::number_float_t, const std::string&) { return true; }
  bool string(std::string&) { return true; }
  bool binary(nlohmann::json::binary_t&) { return true; }
  bool start_object(std::size_t) { return true; }
  bool key(std::string&) { return true; }
  bool end_object() { return true; }
  bool start_array(std::size_t) { return true; }
  bool end_array() { return true; }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
    error_position = position;
    error = e.what();
    return false;
  }
};

// nlohmann's reason, "invalid literal", out of "[json.exception.parse_error.101] parse error at
// line 1, column 4: syntax error while parsing value - invalid literal; last read: ...".
std::string syntax_reason(const std::string& what) {
  size_t dash = what.find(" - ");
  if (dash == std::string::npos) return "not JSON";
  size_t end = what.find(';', dash);
  return what.substr(dash + 3, end == std::string::npos ? std::string::npos : end - dash - 3);
}

// How messages name a type, as LeetCode writes it.
std::string type_name(const TypeSpec& type) {
  auto spelled = [&](const char* fallback) { return type.spelling.empty() ? std::string(fallback) : type.spelling; };
  switch (type.kind) {
    case Kind::kVoid: return "void";
    case Kind::kInt: return "int";
    case Kind::kLong: return spelled("long long");
    case Kind::kUnsigned: return spelled("unsigned int");
    case Kind::kDouble: return spelled("double");
    case Kind::kBool: return "bool";
    case Kind::kChar: return "char";
    case Kind::kString: return "string";
    case Kind::kVector: return "vector<" + (type.element.empty() ? std::string("?") : type_name(type.element.front())) + ">";
    case Kind::kListNode: return "ListNode*";
    case Kind::kTreeNode: return "TreeNode*";
    case Kind::kNode: return "Node*";
    case Kind::kNestedInteger: return "NestedInteger";
    case Kind::kApi: return type.spelling;
  }
  return "?";
}

TypeSpec int_type() {
  TypeSpec type;
  type.kind = Kind::kInt;
  return type;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Walks one syntactically valid JSON line along a type. Its recursion follows the type, never the
// data, so it is as deep as the deepest declared vector, whatever the line holds.
class LineWalk {
 public:
  LineWalk(const std::string& line, NodeKind node) : line_(line), node_(node) {}

  size_t skip_space(size_t at) const {
    while (at < line_.size() && is_space(line_[at])) ++at;
    return at;
  }

  // Past the value starting at AT: iterative, so a deep array costs no stack.
  size_t value_end(size_t at) const {
    if (at < line_.size() && line_[at] != '"' && line_[at] != '[' && line_[at] != '{') {  // a number or literal
      while (at < line_.size() && !is_space(line_[at]) && line_[at] != ',' && line_[at] != ']' && line_[at] != '}') ++at;
      return at;
    }
    size_t depth = 0;
    for (size_t i = at; i < line_.size(); ++i) {
      const char c = line_[i];
      if (c == '"') {
        for (++i; i < line_.size() && line_[i] != '"'; ++i) i += line_[i] == '\\';
        if (depth == 0) return i + 1;
      } else if (c == '[' || c == '{') {
        ++depth;
      } else if (c == ']' || c == '}') {
        if (--depth == 0) return i + 1;
      }
    }
    return line_.size();
  }

  // Calls EACH(index, start) for every element of the array at AT; the number of elements.
  template <class Each>
  size_t elements(size_t at, Each each) const {
    size_t i = skip_space(at + 1), count = 0;
    if (i < line_.size() && line_[i] == ']') return 0;
    while (i < line_.size()) {
      each(count++, i);
      i = skip_space(value_end(i));
      if (i >= line_.size() || line_[i] == ']') break;
      i = skip_space(i + 1);  // past the comma
    }
    return count;
  }

  // The byte of the array's closing bracket.
  size_t closing(size_t at) const { return value_end(at) - 1; }

  // The value at AT, for messages: string "a", number 1.5, null, an array.
  std::string found(size_t at) const {
    const char c = line_[at];
    if (c == '[') return "an array";
    if (c == '{') return "an object";
    std::string token = line_.substr(at, value_end(at) - at);
    if (token.size() > 40) token = token.substr(0, 36) + (c == '"' ? "...\"" : "...");
    if (c == '"') return "string " + token;
    if (c == 'n' || c == 't' || c == 'f') return token;
    return "number " + token;
  }

  bool is_string(size_t at) const { return line_[at] == '"'; }
  bool is_array(size_t at) const { return line_[at] == '['; }
  bool is_null(size_t at) const { return line_.compare(at, 4, "null") == 0; }

  // The string at AT, decoded.
  std::string string_at(size_t at) const {
    return nlohmann::json::parse(line_.begin() + static_cast<long>(at), line_.begin() + static_cast<long>(value_end(at)))
        .get<std::string>();
  }

  [[noreturn]] void expected(size_t at, const std::string& what) const {
    throw ShapeError{at, fmt::format("expected {}, found {}", what, found(at))};
  }

  void value(const TypeSpec& type, size_t at) const {
    switch (type.kind) {
      case Kind::kInt: return integer(type, at, -2147483648LL, 2147483647LL);
      case Kind::kLong: return integer(type, at, INT64_MIN, INT64_MAX);
      case Kind::kUnsigned: return integer(type, at, 0, 4294967295LL);
      case Kind::kDouble:
        if (!is_number(at)) expected(at, type_name(type));
        return;
      case Kind::kBool:
        if (line_[at] != 't' && line_[at] != 'f') expected(at, "bool (true or false)");
        return;
      case Kind::kChar:
        if (line_[at] != '"' || string_at(at).size() != 1) expected(at, "char (a one-character string)");
        return;
      case Kind::kString:
        if (line_[at] != '"') expected(at, "string");
        return;
      case Kind::kVector: {
        if (line_[at] != '[') expected(at, type_name(type));
        if (type.element.empty()) return;
        elements(at, [&](size_t, size_t element) { value(type.element.front(), element); });
        return;
      }
      case Kind::kListNode: {
        if (line_[at] != '[') expected(at, "ListNode* (an array of ints)");
        elements(at, [&](size_t, size_t element) { value(int_type(), element); });
        return;
      }
      case Kind::kTreeNode: return tree(at);
      case Kind::kNode:
        if (node_ == NodeKind::kNary) return nary_tree(at);
        if (node_ == NodeKind::kGraph) return graph(at);
        if (node_ == NodeKind::kRandom) return random_list(at);
        if (node_ == NodeKind::kNext) return tree(at);
        throw ShapeError{at, "Node* needs problem.yaml's node: nary, graph, random or next"};
      case Kind::kNestedInteger: return nested_integer(at);
      case Kind::kApi: throw ShapeError{at, type.spelling + " is LeetCode's API: its case line is what defines it (problem.yaml's api:)"};
      case Kind::kVoid: break;
    }
    throw ShapeError{at, "a parameter of type void"};
  }

 private:
  bool is_number(size_t at) const { return line_[at] == '-' || (line_[at] >= '0' && line_[at] <= '9'); }

  void integer(const TypeSpec& type, size_t at, long long low, long long high) const {
    if (!is_number(at)) expected(at, type_name(type));
    const size_t end = value_end(at);
    long long number = 0;
    auto [stop, error] = std::from_chars(line_.data() + at, line_.data() + end, number);
    if (stop != line_.data() + end && error == std::errc()) expected(at, type_name(type));  // 1.5, 1e3
    if (error == std::errc::result_out_of_range || number < low || number > high) {
      throw ShapeError{at, fmt::format("expected {}, found {} (outside {}..{})", type_name(type),
                                       line_.substr(at, end - at), low, high)};
    }
    if (error != std::errc()) expected(at, type_name(type));
  }

  // LeetCode's level order: the root's value first (not null), then each node's children, a null
  // standing for a missing child.
  void tree(size_t at) const {
    if (line_[at] != '[') expected(at, "TreeNode* (an array of ints and nulls)");
    elements(at, [&](size_t index, size_t element) {
      if (index == 0 && line_[element] == 'n') throw ShapeError{element, "expected the root's int, found null (a tree's first value is not null; [] is the empty tree)"};
      if (line_[element] != 'n') value(int_type(), element);
    });
  }

  // LeetCode's N-ary level order: the root, a null, then each node's children in level order,
  // each list ended by a null: [1,null,3,2,4,null,5,6]. A list must belong to a node already seen.
  void nary_tree(size_t at) const {
    if (line_[at] != '[') expected(at, "Node* (an N-ary tree in level order: [1,null,3,2,4,null,5,6])");
    size_t nodes = 0, lists = 0;
    elements(at, [&](size_t index, size_t element) {
      const bool null = line_[element] == 'n';
      if (index == 0) {
        if (null) throw ShapeError{element, "expected the root's int, found null (an N-ary tree's first value is not null; [] is the empty tree)"};
      } else if (index == 1) {
        if (!null) expected(element, "null after the root (N-ary level order: [1,null,3,2,4,null,5,6])");
        return;
      }
      if (null) {
        if (lists >= nodes) throw ShapeError{element, fmt::format("expected the end of the tree, found null (it would end the children of node {}, and there {} {})", lists + 1, nodes == 1 ? "is" : "are", plural(nodes, "node"))};
        ++lists;
        return;
      }
      if (index > 0 && lists >= nodes) throw ShapeError{element, fmt::format("expected the end of the tree, found {} (a child of node {}, and there {} {})", found(element), lists + 1, nodes == 1 ? "is" : "are", plural(nodes, "node"))};
      value(int_type(), element);
      ++nodes;
    });
  }

  // An adjacency list: node i+1's neighbours at index i, each a node number 1..n other than i+1.
  void graph(size_t at) const {
    if (line_[at] != '[') expected(at, "Node* (a graph's adjacency list: [[2,4],[1,3],[2,4],[1,3]])");
    const size_t n = elements(at, [](size_t, size_t) {});
    elements(at, [&](size_t index, size_t neighbours) {
      if (line_[neighbours] != '[') expected(neighbours, fmt::format("the neighbours of node {} (an array of node numbers)", index + 1));
      elements(neighbours, [&](size_t, size_t neighbour) {
        value(int_type(), neighbour);
        long long number = 0;  // an int: value() checked it
        std::from_chars(line_.data() + neighbour, line_.data() + value_end(neighbour), number);
        if (number < 1 || static_cast<size_t>(number) > n) {
          throw ShapeError{neighbour, fmt::format("expected a node number 1..{}, found {}", n, number)};
        }
        if (static_cast<size_t>(number) == index + 1) {
          throw ShapeError{neighbour, fmt::format("expected a neighbour of node {} other than itself, found {} (a self loop)", number, number)};
        }
      });
    });
  }

  // An int or a list of NestedIntegers, nested at most as deep as the driver reads: a scan of the
  // value's bytes (its JSON syntax is checked already), no recursion.
  void nested_integer(size_t at) const {
    constexpr size_t kMaxDepth = 1000;  // the driver's kMaxNestedIntegerDepth
    const size_t end = value_end(at);
    size_t depth = 0;
    for (size_t i = at; i < end;) {
      const char c = line_[i];
      if (c == '[') {
        if (++depth > kMaxDepth) throw ShapeError{i, fmt::format("a NestedInteger nested more than {} deep", kMaxDepth)};
        ++i;
      } else if (c == ']') {
        --depth;
        ++i;
      } else if (c == ',' || is_space(c)) {
        ++i;
      } else if (is_number(i)) {
        value(int_type(), i);
        i = value_end(i);
      } else {
        expected(i, "NestedInteger (an int or a nested list of ints: [[1,1],2,[1,1]])");
      }
    }
  }

  // A list with random pointers: [[7,null],[13,0],...], each node's val and its random's index 0..n-1 or null.
  void random_list(size_t at) const {
    if (line_[at] != '[') expected(at, "Node* (a list with random pointers: [[7,null],[13,0],[11,4]])");
    const size_t n = elements(at, [](size_t, size_t) {});
    elements(at, [&](size_t index, size_t pair) {
      const std::string what = fmt::format("[val, random_index] for node {} (random_index null or 0..{})", index, n - 1);
      if (line_[pair] != '[') expected(pair, what);
      size_t count = elements(pair, [&](size_t i, size_t element) {
        if (i == 0) return value(int_type(), element);
        if (i > 1 || is_null(element)) return;
        value(int_type(), element);
        long long number = 0;  // an int: value() checked it
        std::from_chars(line_.data() + element, line_.data() + value_end(element), number);
        if (number < 0 || static_cast<size_t>(number) >= n) {
          throw ShapeError{element, fmt::format("expected a node index 0..{} or null, found {}", n - 1, number)};
        }
      });
      if (count != 2) throw ShapeError{pair, fmt::format("expected {}, found an array of {}", what, count)};
    });
  }

  const std::string& line_;
  NodeKind node_;
};

struct Line {
  std::string text;
  size_t number;  // 1-based
};

std::vector<Line> split_lines(const std::string& text) {
  std::vector<Line> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back({text.substr(start, end - start), lines.size() + 1});
    start = end + 1;
  }
  return lines;
}

std::string at_line(size_t line, size_t column, const std::string& what) {
  return fmt::format("line {}, column {}: {}", line, column, what);
}

// Checks LINE's syntax, then calls CHECK(walk, start of the value); "" or the message.
template <class Check>
std::string check_line(const Line& line, NodeKind node, const std::string& expected, Check check) {
  const size_t first = LineWalk(line.text, node).skip_space(0);
  if (first >= line.text.size()) return at_line(line.number, first + 1, "expected " + expected + ", found an empty line");
  SyntaxCheck syntax;
  if (!nlohmann::json::sax_parse(line.text, &syntax)) {
    size_t column = std::max<size_t>(1, std::min(syntax.error_position, line.text.size() + 1));
    return at_line(line.number, column, fmt::format("expected {}, found text that is not JSON ({})", expected,
                                                     syntax_reason(syntax.error)));
  }
  try {
    check(LineWalk(line.text, node), first);
  } catch (const ShapeError& e) {
    return at_line(line.number, e.at + 1, e.what);
  }
  return "";
}

std::string parameter_list(const MethodSignature& method) {
  std::string names;
  for (const auto& parameter : method.parameters) names += (names.empty() ? "" : ", ") + parameter.name;
  return names;
}

std::string function_problem(const std::vector<Line>& lines, const MethodSignature& method, NodeKind node) {
  const size_t count = method.parameters.size();
  const std::string takes = fmt::format("{} takes {} ({}), a line each", method.name, plural(count, "parameter"),
                                        parameter_list(method));
  if (lines.size() < count) {
    const Parameter& missing = method.parameters[lines.size()];
    return at_line(lines.size() + 1, 1, fmt::format("expected a line for parameter '{}' ({}), found the end of the input: {}",
                                                    missing.name, type_name(missing.type), takes));
  }
  if (lines.size() > count) {
    return at_line(count + 1, 1, fmt::format("expected the end of the input, found line {} of {}: {}", count + 1,
                                             lines.size(), takes));
  }
  for (size_t i = 0; i < count; ++i) {
    const TypeSpec& type = method.parameters[i].type;
    std::string problem = check_line(lines[i], node, type_name(type),
                                     [&](const LineWalk& walk, size_t at) { walk.value(type, at); });
    if (!problem.empty()) return problem;
  }
  return "";
}

std::string design_problem(const std::vector<Line>& lines, const ProblemSignature& signature, NodeKind node) {
  const std::string shape = "a design problem's input is 2 lines: the operations, then their arguments";
  if (lines.size() < 2) {
    return at_line(lines.size() + 1, 1, fmt::format("expected {}, found the end of the input ({})",
                                                    lines.empty() ? "the operations" : "the operations' arguments", shape));
  }
  if (lines.size() > 2) return at_line(3, 1, fmt::format("expected the end of the input, found line 3 of {} ({})", lines.size(), shape));
  const std::string& class_name = signature.class_name;
  const MethodSignature& constructor = signature.methods.front();
  std::map<std::string, const MethodSignature*> methods;
  std::string method_names;
  for (size_t i = 1; i < signature.methods.size(); ++i) {
    methods[signature.methods[i].name] = &signature.methods[i];
    method_names += (method_names.empty() ? "" : ", ") + signature.methods[i].name;
  }
  const std::string quoted_class = nlohmann::json(class_name).dump();

  std::vector<const MethodSignature*> operations;
  std::string problem = check_line(lines[0], node, "an array of operations", [&](const LineWalk& walk, size_t at) {
    if (walk.found(at) != "an array") walk.expected(at, fmt::format("an array of operations: [{}, ...]", quoted_class));
    size_t count = walk.elements(at, [&](size_t index, size_t element) {
      if (index == 0) {
        if (!walk.is_string(element) || walk.string_at(element) != class_name) {
          walk.expected(element, fmt::format("{} (the constructor comes first)", quoted_class));
        }
        operations.push_back(&constructor);
        return;
      }
      auto method = walk.is_string(element) ? methods.find(walk.string_at(element)) : methods.end();
      if (method == methods.end()) {
        walk.expected(element, fmt::format("one of {}'s methods ({})", class_name, method_names));
      }
      operations.push_back(method->second);
    });
    if (count == 0) throw ShapeError{at, fmt::format("expected the operations, starting with {}, found an empty array", quoted_class)};
  });
  if (!problem.empty()) return problem;

  return check_line(lines[1], node, "an array of argument lists", [&](const LineWalk& walk, size_t at) {
    if (walk.found(at) != "an array") walk.expected(at, "an array of argument lists, one per operation");
    size_t count = walk.elements(at, [&](size_t index, size_t arguments) {
      if (index >= operations.size()) {
        walk.expected(arguments, fmt::format("the end of the argument lists (line 1 has {})", plural(operations.size(), "operation")));
      }
      const MethodSignature& method = *operations[index];
      const size_t wanted = method.parameters.size();
      const std::string for_method = fmt::format("for '{}' (operation {})", method.text, index + 1);
      if (walk.found(arguments) != "an array") walk.expected(arguments, "the argument list " + for_method);
      size_t given = walk.elements(arguments, [&](size_t argument, size_t start) {
        if (argument >= wanted) {
          walk.expected(start, fmt::format("the end of the {} argument{} {}", wanted, wanted == 1 ? "" : "s", for_method));
        }
        walk.value(method.parameters[argument].type, start);
      });
      if (given < wanted) {
        throw ShapeError{walk.closing(arguments), fmt::format("expected {} argument{} {}, found {}", wanted,
                                                              wanted == 1 ? "" : "s", for_method, given)};
      }
    });
    if (count < operations.size()) {
      throw ShapeError{walk.closing(at), fmt::format("expected {} argument lists, one per operation of line 1, found {}",
                                                     operations.size(), count)};
    }
  });
}

// 116/117's answer, which is not JSON: each level's values along the next pointers, '#' after
// each level: [1,#,2,3,#], or [] for the empty tree.
std::string next_levels_problem(const Line& line) {
  const std::string& text = line.text;
  auto skip = [&](size_t at) {
    while (at < text.size() && is_space(text[at])) ++at;
    return at;
  };
  auto fail = [&](size_t at, const std::string& what) {
    std::string found = at >= text.size() ? "the end of the line" : fmt::format("'{}'", escape_untrusted(text.substr(at, 20)));
    return at_line(line.number, at + 1, fmt::format("expected {}, found {}", what, found));
  };
  const char* what = "Node* (each level along its next pointers, '#' after each: [1,#,2,3,#])";
  size_t at = skip(0);
  if (at >= text.size() || text[at] != '[') return fail(at, what);
  at = skip(at + 1);
  bool level_open = false, first = true;
  while (at < text.size() && text[at] != ']') {
    if (!first) {
      if (text[at] != ',') return fail(at, "',' or ']'");
      at = skip(at + 1);
    }
    first = false;
    if (at < text.size() && text[at] == '#') {
      if (!level_open) return fail(at, "a value: a level has at least one node");
      level_open = false;
      at = skip(at + 1);
      continue;
    }
    int value = 0;
    auto [end, error] = std::from_chars(text.data() + at, text.data() + text.size(), value);
    if (error != std::errc() || end == text.data() + at) return fail(at, "an int or '#'");
    level_open = true;
    at = skip(static_cast<size_t>(end - text.data()));
  }
  if (at >= text.size()) return fail(at, "']'");
  if (level_open) return fail(at, "'#' to end the last level");
  at = skip(at + 1);
  if (at < text.size()) return fail(at, "the end of the line");
  return "";
}

}  // namespace

std::string input_shape_problem(const std::string& text, const ProblemSignature& signature, NodeKind node) {
  if (signature.kind == ProblemSignature::Kind::kNone || signature.methods.empty()) return "";
  std::vector<Line> lines = split_lines(text);
  if (const MethodSignature* method = signature.called_with_case()) return function_problem(lines, *method, node);
  return design_problem(lines, signature, node);
}

std::string answer_shape_problem(const std::string& answer, const std::string& input, const ProblemConfig& config) {
  const ProblemSignature& signature = config.signature;
  if (signature.kind == ProblemSignature::Kind::kNone || signature.methods.empty()) return "";
  std::vector<Line> lines = split_lines(answer);
  if (lines.size() != 1) {
    return at_line(lines.empty() ? 1 : 2, 1, fmt::format("expected the answer on one line, found {}", plural(lines.size(), "line")));
  }
  if (signature.kind == ProblemSignature::Kind::kFunction) {
    // The result, or the argument it is read from (as the driver's run_function picks it).
    const MethodSignature& method = signature.methods.front();
    const TypeSpec* type = signature.api.empty() ? &method.result : &signature.api_case.result;  // 158: a list
    if (signature.api.empty() && (config.output == ResultSource::kArgumentPrefix || method.result.kind == Kind::kVoid)) {
      if (const Parameter* argument = method.answer_parameter(config.output == ResultSource::kReturn)) type = &argument->type;
    }
    if (type->kind == Kind::kVoid) return "";
    if (type->kind == Kind::kNode && config.node == NodeKind::kNext) return next_levels_problem(lines[0]);
    return check_line(lines[0], config.node, type_name(*type), [&](const LineWalk& walk, size_t at) { walk.value(*type, at); });
  }
  if (signature.drive == ProblemSignature::Drive::kRoundTrip && signature.methods.size() == 2) {
    // What the decoder returns.
    const TypeSpec& type = signature.methods[1].result;
    if (type.kind == Kind::kNode && config.node == NodeKind::kNext) return next_levels_problem(lines[0]);
    return check_line(lines[0], config.node, type_name(type), [&](const LineWalk& walk, size_t at) { walk.value(type, at); });
  }
  if (signature.drive == ProblemSignature::Drive::kIterator) {
    // The values next() returned, as a vector.
    TypeSpec values;
    values.kind = Kind::kVector;
    for (const MethodSignature& method : signature.methods) {
      if (method.name == "next" && !method.is_constructor) values.element.push_back(method.result);
    }
    if (values.element.size() != 1) return "";  // problem.yaml's check says what is missing
    return check_line(lines[0], config.node, type_name(values), [&](const LineWalk& walk, size_t at) { walk.value(values, at); });
  }
  // A design class: one result per operation of the input's first line, null for the constructor
  // and for a void method.
  std::vector<std::string> operations;
  std::vector<Line> input_lines = split_lines(input);
  if (!input_lines.empty()) {
    check_line(input_lines[0], config.node, "an array of operations", [&](const LineWalk& walk, size_t at) {
      if (!walk.is_array(at)) return;
      walk.elements(at, [&](size_t, size_t element) {
        operations.push_back(walk.is_string(element) ? walk.string_at(element) : "");
      });
    });
  }
  std::map<std::string, const TypeSpec*> results;
  for (const MethodSignature& method : signature.methods) {
    if (!method.is_constructor) results.emplace(method.name, &method.result);
  }
  return check_line(lines[0], config.node, "an array of results, one per operation", [&](const LineWalk& walk, size_t at) {
    if (!walk.is_array(at)) walk.expected(at, "an array of results, one per operation");
    size_t count = walk.elements(at, [&](size_t index, size_t element) {
      if (index >= operations.size()) return;  // the count is checked below
      auto found = index == 0 ? results.end() : results.find(operations[index]);
      const TypeSpec* type = found == results.end() ? nullptr : found->second;
      if (type == nullptr || type->kind == Kind::kVoid) {
        if (!walk.is_null(element)) walk.expected(element, "null (operation " + std::to_string(index + 1) + " returns nothing)");
        return;
      }
      walk.value(*type, element);
    });
    if (count != operations.size()) {
      throw ShapeError{walk.closing(at), fmt::format("expected {}, one per operation, found {}", plural(operations.size(), "result"), count)};
    }
  });
}

void check_case_shape(const std::string& path, const ProblemConfig& config) {
  if (config.signature.kind == ProblemSignature::Kind::kNone) return;
  std::string problem = input_shape_problem(read_file(path), config.signature, config.node);
  if (!problem.empty()) throw JudgeFailure("bad test data in '" + path + "', " + problem);
}

}  // namespace lcjudge
