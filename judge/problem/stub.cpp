#include "problem/stub.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <vector>

#include "base/error.h"
#include "base/plural.h"

namespace lcjudge {
namespace {

// The definitions LeetCode gives (commented, or pasted uncommented by a user): not the stub's class.
bool is_given_definition(const std::string& name) {
  return name == "ListNode" || name == "TreeNode" || name == "Node" || name == "NestedInteger";
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether LeetCode's comment says it drives the class as an iterator, as 341's does:
// `NestedIterator i(nestedList); while (i.hasNext()) cout << i.next();`.
bool driven_as_iterator(const std::string& text, const std::string& class_name) {
  std::string compact;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) compact += c;
  }
  for (size_t at = compact.find("while("); at != std::string::npos; at = compact.find("while(", at + 1)) {
    size_t name_end = at + 6;
    while (name_end < compact.size() && is_word_char(compact[name_end])) ++name_end;
    if (name_end > at + 6 && compact.compare(name_end, 11, ".hasNext())") == 0) return true;
  }
  return class_name == "NestedIterator";
}

int line_of(const std::string& text, size_t at) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(std::min(at, text.size())), '\n'));
}

// Comments blanked, and string and character literals too when BLANK_LITERALS (their quotes kept):
// then braces, parentheses and semicolons in the result are all code.
std::string blanked(const std::string& text, const std::string& source_name, bool blank_literals) {
  std::string out = text;
  auto blank = [&out](size_t from, size_t to) {
    for (size_t i = from; i < to && i < out.size(); ++i) {
      if (out[i] != '\n') out[i] = ' ';
    }
  };
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, 2, "//") == 0) {
      size_t end = text.find('\n', i);
      if (end == std::string::npos) end = text.size();
      blank(i, end);
      i = end;
    } else if (text.compare(i, 2, "/*") == 0) {
      size_t end = text.find("*/", i + 2);
      if (end == std::string::npos) {
        throw JudgeFailure(fmt::format("{}:{}: the comment opened here is never closed: expected '*/'; paste the "
                                       "whole template",
                                       source_name, line_of(text, i)));
      }
      blank(i, end + 2);
      i = end + 2;
    } else if (text[i] == '"' || text[i] == '\'') {
      // A literal runs to its unescaped closing quote, or to the line's end if it has none.
      char quote = text[i];
      size_t end = i + 1;
      while (end < text.size() && text[end] != quote && text[end] != '\n') end += text[end] == '\\' ? 2 : 1;
      end = std::min(end, text.size());
      if (blank_literals) blank(i + 1, end);
      i = end < text.size() && text[end] == quote ? end + 1 : end;
    } else {
      ++i;
    }
  }
  return out;
}

// The index of the bracket closing the one at OPEN in CODE (comments and literals blanked), or npos.
size_t closing(const std::string& code, size_t open) {
  char open_char = code[open], close_char = open_char == '{' ? '}' : open_char == '(' ? ')' : ']';
  int depth = 0;
  for (size_t i = open; i < code.size(); ++i) {
    if (code[i] == open_char) ++depth;
    if (code[i] == close_char && --depth == 0) return i;
  }
  return std::string::npos;
}

size_t skip_spaces(const std::string& code, size_t at) {
  while (at < code.size() && std::isspace(static_cast<unsigned char>(code[at]))) ++at;
  return at;
}

std::string word_at(const std::string& code, size_t at) {
  size_t end = at;
  while (end < code.size() && is_word_char(code[end])) ++end;
  return code.substr(at, end - at);
}

// The word ending just before END (spaces skipped), or "".
std::string word_before(const std::string& code, size_t end) {
  while (end > 0 && std::isspace(static_cast<unsigned char>(code[end - 1]))) --end;
  size_t start = end;
  while (start > 0 && is_word_char(code[start - 1])) --start;
  return code.substr(start, end - start);
}

// "vector<int>&   nums ,int  target" -> "vector<int>& nums, int target": one space between words.
std::string normalised(const std::string& text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    bool glued = c == ')' || c == ',' || c == '>' || (!out.empty() && (out.back() == '(' || out.back() == '<'));
    if (space && !glued) out += ' ';
    if (c != ',' && !out.empty() && out.back() == ',') out += ' ';
    out += c;
    space = false;
  }
  return out;
}

// Names are quoted in messages: one past any C++ compiler's taste is refused first.
std::string too_long(const std::string& what, const std::string& name) {
  return fmt::format("a {} name of {}: names are at most {}", what, plural(name.size(), "character"), kMaxNameLength);
}

struct ClassDefinition {
  std::string name;
  bool is_struct = false;
  size_t at = 0;          // where `class` is
  size_t body_open = 0;   // its '{'
  size_t body_close = 0;  // its '}'
};

struct Member {
  std::string declaration;  // normalised, up to the parameter list's ')'
  std::string name;         // the word before '('
  size_t at = 0;
  bool is_public = false;
};

class StubReader {
 public:
  StubReader(const std::string& text, const std::string& source_name)
      : text_(text), source_(source_name), code_(blanked(text, source_name, true)) {}

  [[noreturn]] void fail(size_t at, const std::string& what) const {
    throw JudgeFailure(fmt::format("{}:{}: {}", source_, line_of(text_, at), what));
  }
  int line(size_t at) const { return line_of(text_, at); }

  // Every class or struct defined at the top level, in order.
  std::vector<ClassDefinition> classes() const {
    std::vector<ClassDefinition> found;
    for (size_t i = 0; i < code_.size();) {
      if (code_[i] == '{') {  // a namespace or a function at the top level: not LeetCode's, skipped
        size_t close = closing(code_, i);
        i = close == std::string::npos ? code_.size() : close + 1;
        continue;
      }
      if (!is_word_char(code_[i]) || (i > 0 && is_word_char(code_[i - 1]))) {
        ++i;
        continue;
      }
      std::string keyword = word_at(code_, i);
      if (keyword != "class" && keyword != "struct") {
        i += keyword.size();
        continue;
      }
      ClassDefinition definition;
      definition.at = i;
      definition.is_struct = keyword == "struct";
      size_t name_at = skip_spaces(code_, i + keyword.size());
      definition.name = word_at(code_, name_at);
      if (definition.name.size() > kMaxNameLength) fail(i, too_long("class", definition.name));
      size_t open = code_.find_first_of("{;", name_at);
      if (definition.name.empty() || open == std::string::npos) fail(i, fmt::format("expected a class name and its body after '{}'", keyword));
      if (code_[open] == ';') {  // a declaration only: `class Node;`
        i = open + 1;
        continue;
      }
      size_t close = closing(code_, open);
      if (close == std::string::npos) fail(open, fmt::format("the body of {} {} is never closed: expected '}}'; paste the whole template", keyword, definition.name));
      definition.body_open = open;
      definition.body_close = close;
      found.push_back(definition);
      i = close + 1;
    }
    return found;
  }

  // The member functions of DEFINITION in order, with whether each is public. Data members,
  // nested types and declarations without a body are skipped.
  std::vector<Member> members(const ClassDefinition& definition) const {
    std::vector<Member> found;
    bool is_public = definition.is_struct;
    size_t end = definition.body_close;
    for (size_t i = skip_spaces(code_, definition.body_open + 1); i < end; i = skip_spaces(code_, i)) {
      std::string first = word_at(code_, i);
      size_t after = skip_spaces(code_, i + first.size());
      if ((first == "public" || first == "private" || first == "protected") && code_[after] == ':' &&
          code_.compare(after, 2, "::") != 0) {
        is_public = first == "public";
        i = after + 1;
        continue;
      }
      i = member(i, end, is_public, found);
    }
    return found;
  }

  // Reads the member starting at START; returns where the next one starts.
  size_t member(size_t start, size_t end, bool is_public, std::vector<Member>& found) const {
    std::string first = word_at(code_, start);
    bool nested_type = first == "struct" || first == "class" || first == "enum" || first == "union";
    size_t parameters_open = std::string::npos, parameters_close = std::string::npos;
    for (size_t i = start; i < end; ++i) {
      char c = code_[i];
      if (c == ';') return i + 1;
      if (c == '(' && parameters_open == std::string::npos && !nested_type) {
        parameters_open = i;
        parameters_close = closing(code_, i);
        if (parameters_close == std::string::npos || parameters_close >= end) fail(i, "this '(' is never closed: expected ')'");
        i = parameters_close;
        continue;
      }
      if (c != '{') continue;
      size_t close = closing(code_, i);
      if (close == std::string::npos || close >= end) fail(i, "this '{' is never closed: expected '}'");
      // After `) : a(1), b{2}` only the '{' that follows a ')' or a '}' opens the body.
      char previous = code_[skip_back(i)];
      bool body = parameters_open != std::string::npos && !nested_type &&
                  (!has_initialisers(parameters_close, i) || previous == ')' || previous == '}');
      if (!body) {  // a brace initialiser (`int x{0};`, `: seen{}`) or a nested type's body
        i = close;
        continue;
      }
      Member member;
      member.declaration = normalised(code_.substr(start, parameters_close + 1 - start));
      member.name = word_before(code_, parameters_open);
      if (member.name.size() > kMaxNameLength) fail(start, too_long("method", member.name));
      member.at = start;
      member.is_public = is_public;
      for (const char* keyword : {"inline ", "explicit ", "virtual "}) {
        if (member.declaration.rfind(keyword, 0) == 0) member.declaration.erase(0, std::string(keyword).size());
      }
      if (code_[skip_back(parameters_open)] != '~') found.push_back(member);  // a destructor is no method
      size_t next = skip_spaces(code_, close + 1);
      return next < end && code_[next] == ';' ? next + 1 : close + 1;
    }
    return end;
  }

 private:
  // The last non-space character before AT.
  size_t skip_back(size_t at) const {
    while (at > 0 && std::isspace(static_cast<unsigned char>(code_[at - 1]))) --at;
    return at == 0 ? 0 : at - 1;
  }

  // Whether a constructor's initialiser list (`) : a(1), b{2} {`) lies between FROM and TO.
  bool has_initialisers(size_t from, size_t to) const {
    size_t colon = code_.find(':', from);
    return colon != std::string::npos && colon < to;
  }

  const std::string& text_;
  std::string source_;
  std::string code_;
};

// Where WORD occurs in TEXT at or after FROM as a whole word, or npos.
size_t find_word(const std::string& text, const std::string& word, size_t from = 0) {
  for (size_t at = text.find(word, from); at != std::string::npos; at = text.find(word, at + 1)) {
    size_t after = at + word.size();
    if ((at == 0 || !is_word_char(text[at - 1])) && (after == text.size() || !is_word_char(text[after]))) return at;
  }
  return std::string::npos;
}

// Where the stub's Node definition starts: `class Node` or `struct Node` (in a comment, as LeetCode
// gives it), or npos.
size_t node_definition(const std::string& text) {
  size_t first = std::string::npos;
  for (const char* keyword : {"class", "struct"}) {
    for (size_t at = find_word(text, keyword); at != std::string::npos && at < first; at = find_word(text, keyword, at + 1)) {
      size_t spaces = at + std::string(keyword).size(), name = skip_spaces(text, spaces);
      if (name > spaces && text.compare(name, 4, "Node") == 0 && (name + 4 == text.size() || !is_word_char(text[name + 4]))) {
        first = at;
      }
    }
  }
  return first;
}

// What the template's Node is, by its members: `children` an N-ary tree, `neighbors` a graph,
// `random` a list with random pointers, `left` and `next` a tree with next pointers; kNone when
// none or several of these fit.
NodeKind node_kind_from_definition(const std::string& text) {
  size_t from = node_definition(text);
  if (from == std::string::npos) return NodeKind::kNone;
  size_t to = text.find("};", from);
  std::string body = text.substr(from, to == std::string::npos ? std::string::npos : to - from);
  auto has = [&](const char* member) { return find_word(body, member) != std::string::npos; };
  std::vector<NodeKind> fits;
  if (has("children")) fits.push_back(NodeKind::kNary);
  if (has("neighbors")) fits.push_back(NodeKind::kGraph);
  if (has("random")) fits.push_back(NodeKind::kRandom);
  if (has("left") && has("next")) fits.push_back(NodeKind::kNext);
  return fits.size() == 1 ? fits.front() : NodeKind::kNone;
}

// Whether DECLARATION has a `Node*` (spaces allowed before the '*').
bool declares_node_pointer(const std::string& declaration) {
  for (size_t at = find_word(declaration, "Node"); at != std::string::npos; at = find_word(declaration, "Node", at + 1)) {
    size_t after = skip_spaces(declaration, at + 4);
    if (after < declaration.size() && declaration[after] == '*') return true;
  }
  return false;
}

std::string listed(const StubReader& reader, const std::vector<Member>& members) {
  std::string out;
  for (const auto& member : members) out += fmt::format("{}{} (line {})", out.empty() ? "" : ", ", member.name, reader.line(member.at));
  return out;
}

MethodSignature parsed(const StubReader& reader, const Member& member, const std::string& class_name) {
  try {
    return parse_method_signature(member.declaration, class_name);
  } catch (const SignatureError& e) {
    reader.fail(member.at, e.what());
  }
}

}  // namespace

std::string without_comments(const std::string& text, const std::string& source_name) {
  return blanked(text, source_name, false);
}

namespace {

// The one class LeetCode's template declares, besides the ListNode, TreeNode or Node it may define.
ClassDefinition template_class(const StubReader& reader) {
  std::vector<ClassDefinition> classes;
  for (const auto& definition : reader.classes()) {
    if (!is_given_definition(definition.name)) classes.push_back(definition);
  }
  if (classes.empty()) {
    reader.fail(0, "no class here: expected LeetCode's C++ code template, 'class Solution { public: ... };' or a "
                   "design class such as 'class MinStack { public: MinStack() { } ... };'; copy it from the "
                   "editor's C++ tab");
  }
  if (classes.size() > 1) {
    std::string names;
    for (const auto& c : classes) names += fmt::format("{}{} (line {})", names.empty() ? "" : ", ", c.name, reader.line(c.at));
    reader.fail(classes[1].at, fmt::format("several classes: {}; LeetCode's template declares one (besides the "
                                           "ListNode, TreeNode or Node it may define): keep that one",
                                           names));
  }
  return classes.front();
}

// The template class's public members: its constructors and its methods.
struct PublicMembers {
  std::vector<Member> constructors, methods;
};

// A design problem; so is LeetCode's `class Solution` with a constructor (384, 398, 528).
void read_design_class(const StubReader& reader, const std::string& text, const ClassDefinition& definition,
                       const PublicMembers& members, ProblemSignature& signature) {
  const std::vector<Member>& constructors = members.constructors;
  const std::vector<Member>& methods = members.methods;
  if (constructors.size() > 1) {
    reader.fail(constructors[1].at, fmt::format("class {} has {} ({}): a LeetCode design class has one; "
                                                "keep the template's",
                                                definition.name, plural(constructors.size(), "constructor"), listed(reader, constructors)));
  }
  if (methods.empty()) {
    reader.fail(definition.at, fmt::format("class {} has a constructor but no public method: expected the methods "
                                           "LeetCode's template declares after it",
                                           definition.name));
  }
  signature.kind = ProblemSignature::Kind::kDesign;
  signature.methods.push_back(parsed(reader, constructors.front(), definition.name));
  std::map<std::string, size_t> seen;
  for (const auto& member : methods) {
    if (!seen.emplace(member.name, member.at).second) {
      reader.fail(member.at, fmt::format("'{}' is declared twice (also line {}): overloads are not LeetCode design "
                                         "methods; keep one",
                                         member.name, reader.line(seen[member.name])));
    }
    signature.methods.push_back(parsed(reader, member, definition.name));
  }
  if (signature.methods.size() == 3 && seen.count("next") && seen.count("hasNext") &&
      driven_as_iterator(text, definition.name)) {
    signature.drive = ProblemSignature::Drive::kIterator;
  }
}

// A function problem: one public method of class Solution.
void read_solution_class(const StubReader& reader, const ClassDefinition& definition, const std::vector<Member>& methods,
                         ProblemSignature& signature) {
  if (methods.empty()) {
    reader.fail(definition.at, "class Solution has no public method: expected the one LeetCode's template declares, "
                               "after 'public:'");
  }
  if (methods.size() > 1) {
    reader.fail(methods[1].at, fmt::format("class Solution has {} public methods ({}): a function problem's "
                                           "template declares one; keep it, and move helpers under 'private:'",
                                           methods.size(), listed(reader, methods)));
  }
  signature.kind = ProblemSignature::Kind::kFunction;
  signature.methods.push_back(parsed(reader, methods.front(), ""));
}

// A codec (297 Codec, 271): no constructor, each method taking what the other returns;
// LeetCode round-trips the case through them, `deser.decode(ser.encode(case))`.
void read_codec_class(const StubReader& reader, const ClassDefinition& definition, const std::vector<Member>& methods,
                      ProblemSignature& signature) {
  signature.kind = ProblemSignature::Kind::kDesign;
  signature.drive = ProblemSignature::Drive::kRoundTrip;
  for (const auto& member : methods) signature.methods.push_back(parsed(reader, member, definition.name));
  const auto& first = signature.methods[0];
  const auto& second = signature.methods[1];
  bool fits = first.parameters.size() == 1 && second.parameters.size() == 1 &&
              first.result.cpp_type() == second.parameters[0].type.cpp_type() &&
              second.result.cpp_type() == first.parameters[0].type.cpp_type();
  if (!fits) {
    reader.fail(definition.at, fmt::format("class {} has no constructor, and its two methods {} and {} do not "
                                           "undo each other as a codec's do (297's 'string serialize(TreeNode* "
                                           "root)' and 'TreeNode* deserialize(string data)'); a design class's "
                                           "template declares its constructor: add it, '{}() {{ }}', if the class "
                                           "is built without arguments",
                                           definition.name, first.name, second.name, definition.name));
  }
}

// What Node* means in a template that uses it: NODE when given, else told from the template's
// Node definition, else JudgeFailure blaming the first declaration using Node*.
NodeKind node_kind_of(const StubReader& reader, const std::string& text, const ClassDefinition& definition,
                      const PublicMembers& members, NodeKind node) {
  if (node != NodeKind::kNone) return node;
  NodeKind defined = node_kind_from_definition(text);
  if (defined != NodeKind::kNone) return defined;
  const std::vector<Member>& constructors = members.constructors;
  const std::vector<Member>& methods = members.methods;
  // Blame the first declaration using Node*.
  size_t at = definition.at;
  std::vector<Member> declared = constructors;
  declared.insert(declared.end(), methods.begin(), methods.end());
  for (auto it = declared.rbegin(); it != declared.rend(); ++it) {
    if (declares_node_pointer(it->declaration)) at = it->at;
  }
  size_t found = node_definition(text);
  if (found == std::string::npos) {
    reader.fail(at, "cannot tell what Node* is: the template has no Node definition; say which with --node nary, "
                    "graph, random or next (an N-ary tree with 'children', a graph with 'neighbors', a list with "
                    "'random' pointers, a binary tree with 'next' pointers; problem.yaml's 'node:')");
  }
  reader.fail(at, fmt::format("cannot tell what Node* is: the template's Node (line {}) has not exactly one of "
                              "'children' (an N-ary tree), 'neighbors' (a graph), 'random' (a list with random "
                              "pointers) or 'left' with 'next' (a binary tree with next pointers), the kinds the "
                              "judge reads; if it is one of them all the same, say which with --node nary, graph, "
                              "random or next (problem.yaml's 'node:')",
                              reader.line(found)));
}

}  // namespace

ParsedStub parse_stub(const std::string& text, const std::string& source_name, NodeKind node) {
  StubReader reader(text, source_name);
  const ClassDefinition definition = template_class(reader);
  PublicMembers members;
  for (const auto& member : reader.members(definition)) {
    if (!member.is_public) continue;  // private helpers are the solution's business
    (member.name == definition.name ? members.constructors : members.methods).push_back(member);
  }
  ParsedStub stub;
  ProblemSignature& signature = stub.signature;
  signature.class_name = definition.name;
  if (!members.constructors.empty()) {
    read_design_class(reader, text, definition, members, signature);
  } else if (definition.name == "Solution") {
    read_solution_class(reader, definition, members.methods, signature);
  } else if (members.methods.size() == 2) {
    read_codec_class(reader, definition, members.methods, signature);
  } else {
    reader.fail(definition.at, fmt::format("class {} has no constructor: the judge runs one method of class Solution "
                                           "(a function problem) or a class built by its constructor (a design "
                                           "problem, as LeetCode's design templates declare it); add the "
                                           "constructor '{}() {{ }}' if the class is built without arguments",
                                           definition.name, definition.name));
  }
  if (signature.uses_node()) stub.node = node_kind_of(reader, text, definition, members, node);
  return stub;
}

}  // namespace lcjudge
