#include "problem/signature.h"

#include <fmt/format.h>

#include <cctype>
#include <map>
#include <string_view>

#include "base/plural.h"
#include "base/terminal_escape.h"
#include "problem/api_catalogue.h"

namespace lcjudge {
namespace {

// The scalar spellings LeetCode's C++ stubs use, and what each reads as.
const std::map<std::string, TypeSpec::Kind>& scalar_kinds() {
  static const std::map<std::string, TypeSpec::Kind> kinds = {
      {"int", TypeSpec::Kind::kInt},           {"long", TypeSpec::Kind::kLong},
      {"long long", TypeSpec::Kind::kLong},    {"int64_t", TypeSpec::Kind::kLong},
      {"long int", TypeSpec::Kind::kLong},     {"long long int", TypeSpec::Kind::kLong},
      {"unsigned", TypeSpec::Kind::kUnsigned}, {"unsigned int", TypeSpec::Kind::kUnsigned},
      {"uint32_t", TypeSpec::Kind::kUnsigned}, {"double", TypeSpec::Kind::kDouble},
      {"float", TypeSpec::Kind::kDouble},      {"bool", TypeSpec::Kind::kBool},
      {"char", TypeSpec::Kind::kChar},         {"string", TypeSpec::Kind::kString},
      {"void", TypeSpec::Kind::kVoid},
  };
  return kinds;
}

constexpr size_t kMaxQuoted = 200;

// A small recursive-descent reader over one method signature.
class SignatureReader {
 public:
  explicit SignatureReader(const std::string& text) : text_(text) {}

  [[noreturn]] void fail(const std::string& what, size_t at) const {
    // The signature is problem data or a pasted stub: quoted escaped, and cut if long.
    std::string shown = escape_untrusted(std::string_view(text_).substr(0, kMaxQuoted));
    if (text_.size() > kMaxQuoted) shown += "...";
    throw SignatureError(fmt::format("{} (column {} of '{}')", what, at + 1, shown));
  }
  [[noreturn]] void fail(const std::string& what) const { fail(what, pos_); }

  void skip_spaces() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  bool at_end() {
    skip_spaces();
    return pos_ >= text_.size();
  }

  bool accept(char c) {
    skip_spaces();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  void expect(char c, const std::string& where) {
    if (!accept(c)) fail(fmt::format("expected '{}' {}", c, where));
  }

  // An identifier, possibly qualified (std::vector); empty when none is here.
  std::string word() {
    skip_spaces();
    size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_' ||
                                   (text_[pos_] == ':' && pos_ + 1 < text_.size() && text_[pos_ + 1] == ':'))) {
      pos_ += text_[pos_] == ':' ? 2 : 1;
    }
    return text_.substr(start, pos_ - start);
  }

  size_t position() {
    skip_spaces();
    return pos_;
  }

  void rewind(size_t to) { pos_ = to; }

  // A type with its qualifiers: [const] base [const] [*] [&]. DEPTH: the vectors it is inside.
  TypeSpec type(int depth = 0) {
    size_t start = position();
    if (depth > kMaxTypeDepth) {
      fail(fmt::format("vectors nested more than {} deep: no LeetCode type is", kMaxTypeDepth), start);
    }
    TypeSpec spec;
    std::string first = word();
    if (first == "const") {
      spec.is_const = true;
      start = position();
      first = word();
    }
    if (first.rfind("std::", 0) == 0) first = first.substr(5);
    if (first.empty()) fail("expected a type");
    if (first == "vector") {
      expect('<', "after vector");
      TypeSpec element = type(depth + 1);
      if (element.kind == TypeSpec::Kind::kVoid) fail("vector<void> is not a type", start);
      if (element.is_reference) fail("a vector cannot hold references", start);
      expect('>', "to close vector<...>");
      spec.kind = TypeSpec::Kind::kVector;
      spec.element.push_back(element);
      spec.spelling = "vector<" + element.spelling + ">";
    } else if (first == "NestedInteger") {
      if (accept('*')) fail("a NestedInteger is passed by value or reference, as LeetCode's interface is used", start);
      spec.kind = TypeSpec::Kind::kNestedInteger;
      spec.spelling = "NestedInteger";
    } else if (is_api_class(first)) {
      spec.kind = TypeSpec::Kind::kApi;  // by reference (1095, 1237) or by value (1274's Sea), as declared
      spec.spelling = first;
    } else if (first == "ListNode" || first == "TreeNode" || first == "Node") {
      if (!accept('*')) fail(fmt::format("expected '{}*': {} is passed by pointer", first, first));
      spec.kind = first == "ListNode" ? TypeSpec::Kind::kListNode
                  : first == "TreeNode" ? TypeSpec::Kind::kTreeNode
                                        : TypeSpec::Kind::kNode;
      spec.spelling = first + "*";
    } else {
      read_scalar(spec, first, start);
    }
    if (word_is("const")) spec.is_const = true;
    if (spec.kind == TypeSpec::Kind::kChar && !spec.is_const && accept('*')) {
      spec.kind = TypeSpec::Kind::kApi;  // read's destination buffer (157, 158): only an API problem has one
      spec.spelling = "char*";
      return spec;
    }
    if (accept('*')) fail("a pointer to " + spec.spelling + " is not a LeetCode type; supported: " + supported_types_text(), start);
    if (accept('&')) {
      spec.is_reference = true;
      if (accept('&')) fail("rvalue references are not LeetCode parameters", start);
    }
    return spec;
  }

 private:
  // A scalar type whose first word is FIRST (at START): int, bool, string, long long...; its
  // further words are read here.
  void read_scalar(TypeSpec& spec, const std::string& first, size_t start) {
    std::string name = first;
    // Multi-word scalars: unsigned int, long long, long long int, long int.
    for (;;) {
      size_t before = pos_;
      std::string next = word();
      if (!next.empty() && scalar_kinds().count(name + " " + next)) {
        name += " " + next;
      } else {
        pos_ = before;
        break;
      }
    }
    auto kind = scalar_kinds().find(name);
    if (kind == scalar_kinds().end()) {
      // Show the whole unsupported type, template arguments included.
      size_t end = pos_;
      int depth = 0;
      while (end < text_.size()) {
        char c = text_[end];
        if (c == '<') ++depth;
        if (c == '>') --depth;
        if (depth < 0 || (depth == 0 && (c == ',' || c == ')' || c == '&' || std::isspace(static_cast<unsigned char>(c)))))
          break;
        ++end;
      }
      if (end < text_.size() && text_[end] == '*') ++end;
      fail(fmt::format("unsupported type '{}'; supported: {}", text_.substr(start, end - start), supported_types_text()),
           start);
    }
    spec.kind = kind->second;
    spec.spelling = name;
  }

  bool word_is(const std::string& expected) {
    size_t before = pos_;
    if (word() == expected) return true;
    pos_ = before;
    return false;
  }

  const std::string& text_;
  size_t pos_ = 0;
};

bool is_identifier(const std::string& name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
  for (char c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  }
  return true;
}

std::string too_long_name(size_t length) {
  return fmt::format("a name of {}: names are at most {}", plural(length, "character"), kMaxNameLength);
}

}  // namespace

std::string TypeSpec::cpp_type() const {
  switch (kind) {
    case Kind::kVoid: return "void";
    case Kind::kInt: return "int";
    case Kind::kLong: return spelling == "int64_t" ? "std::int64_t" : spelling == "long" || spelling == "long int" ? "long" : "long long";
    case Kind::kUnsigned: return spelling == "uint32_t" ? "std::uint32_t" : "unsigned int";
    case Kind::kDouble: return spelling == "float" ? "float" : "double";
    case Kind::kBool: return "bool";
    case Kind::kChar: return "char";
    case Kind::kString: return "std::string";
    case Kind::kVector: return "std::vector<" + element.at(0).cpp_type() + ">";
    case Kind::kListNode: return "ListNode*";
    case Kind::kTreeNode: return "TreeNode*";
    case Kind::kNode: return "Node*";
    case Kind::kNestedInteger: return "NestedInteger";
    case Kind::kApi: return spelling;
  }
  return "void";
}

std::string TypeSpec::display() const { return spelling; }

bool TypeSpec::holds_floating() const {
  if (kind == Kind::kDouble) return true;
  return kind == Kind::kVector && element.at(0).holds_floating();
}

const Parameter* MethodSignature::answer_parameter(bool structures) const {
  for (const auto& parameter : parameters) {
    if (parameter.type.mutable_reference()) return &parameter;
  }
  if (!structures) return nullptr;
  for (const auto& parameter : parameters) {
    TypeSpec::Kind kind = parameter.type.kind;
    if (kind == TypeSpec::Kind::kListNode || kind == TypeSpec::Kind::kTreeNode || kind == TypeSpec::Kind::kNode) {
      return &parameter;
    }
  }
  return nullptr;
}

namespace {

// Whether some parameter or result of SIGNATURE is KIND, or vectors of it.
bool uses_kind(const ProblemSignature& signature, TypeSpec::Kind kind) {
  auto uses = [kind](const TypeSpec& type) {
    const TypeSpec* t = &type;
    while (t->kind == TypeSpec::Kind::kVector) t = &t->element.at(0);
    return t->kind == kind;
  };
  for (const auto& method : signature.methods) {
    if (uses(method.result)) return true;
    for (const auto& parameter : method.parameters) {
      if (uses(parameter.type)) return true;
    }
  }
  return false;
}

}  // namespace

bool ProblemSignature::uses_nested_integer() const { return uses_kind(*this, TypeSpec::Kind::kNestedInteger); }

const MethodSignature* ProblemSignature::called_with_case() const {
  if (methods.empty()) return nullptr;
  if (!api.empty()) return &api_case;
  if (kind == Kind::kFunction || drive != Drive::kOperations) return &methods.front();
  return nullptr;
}

bool ProblemSignature::uses_node() const { return uses_kind(*this, TypeSpec::Kind::kNode); }

std::string supported_types_text() {
  return "int, long, long long, int64_t, unsigned int, uint32_t, double, float, bool, char, string, "
         "vector<T> of these (nested), ListNode*, TreeNode*, Node* (N-ary tree, graph, list with random pointers or "
         "tree with next pointers), NestedInteger";
}

MethodSignature parse_method_signature(const std::string& text, const std::string& class_name) {
  SignatureReader reader(text);
  MethodSignature method;
  method.text = text;
  // A constructor: the class name then '('.
  size_t start = reader.position();
  std::string first = reader.word();
  if (!class_name.empty() && first == class_name && reader.accept('(')) {
    method.is_constructor = true;
    method.name = class_name;
  } else {
    reader.rewind(start);
    method.result = reader.type();
    if (method.result.is_reference) reader.fail("a method returning a reference is not a LeetCode signature", start);
    size_t name_at = reader.position();
    method.name = reader.word();
    if (!is_identifier(method.name)) reader.fail("expected the method's name", name_at);
    if (method.name.size() > kMaxNameLength) reader.fail(too_long_name(method.name.size()), name_at);
    reader.expect('(', "after the method's name");
  }
  if (!reader.accept(')')) {
    for (;;) {
      Parameter parameter;
      parameter.type = reader.type();
      if (parameter.type.kind == TypeSpec::Kind::kVoid) {
        if (method.parameters.empty() && reader.accept(')')) break;  // f(void)
        reader.fail("a parameter cannot be void");
      }
      size_t name_at = reader.position();
      parameter.name = reader.word();
      if (!is_identifier(parameter.name)) reader.fail("expected the parameter's name", name_at);
      if (parameter.name.size() > kMaxNameLength) reader.fail(too_long_name(parameter.name.size()), name_at);
      method.parameters.push_back(parameter);
      if (reader.accept(')')) break;
      reader.expect(',', "or ')' after a parameter");
    }
  }
  size_t after = reader.position();
  if (reader.word() != "const") reader.rewind(after);  // a const method: fine, it changes nothing
  if (!reader.at_end()) reader.fail("unexpected text after the parameter list");
  return method;
}

}  // namespace lcjudge
