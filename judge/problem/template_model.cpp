#include "problem/template_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/signature.h"
#include "problem/template_code.h"

namespace lcjudge {

namespace {

bool is_model_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether FIRST and SECOND undo each other, as a codec's encoder and decoder: 297's
// `string serialize(TreeNode* root)` and `TreeNode* deserialize(string data)`.
bool undo_each_other(const TemplateMethod& first, const TemplateMethod& second) {
  return first.parameters.size() == 1 && second.parameters.size() == 1 &&
         first.result.cpp == second.parameters[0].type.cpp && second.result.cpp == first.parameters[0].type.cpp &&
         first.result.cpp != "void";
}

// "f (line 1), g (line 3)": the first few, for messages.
std::string methods_listed(const std::vector<TemplateMethod>& methods) {
  constexpr size_t kListed = 6;
  std::string out;
  for (size_t i = 0; i < methods.size() && i < kListed; ++i) {
    out += fmt::format("{}{} (line {})", out.empty() ? "" : ", ", methods[i].name, methods[i].line);
  }
  if (methods.size() > kListed) out += fmt::format(" and {} more", methods.size() - kListed);
  return out;
}

// The one class of FINDINGS: the class, or the free functions made one.
TemplateClass one_class(TemplateFindings& findings, Language language, const std::string& source) {
  auto& classes = findings.classes;
  classes.erase(std::remove_if(classes.begin(), classes.end(), [](const TemplateClass& c) { return is_leetcode_definition(c.name); }),
                classes.end());
  const auto& functions = findings.functions;
  const char* name = language_name(language);
  if (!classes.empty() && !functions.empty()) {
    throw JudgeFailure(fmt::format("{}:{}: a function '{}' beside class {} (line {}): LeetCode's {} template is one class "
                                   "or one function; paste it as the editor shows it",
                                   source, functions[0].line, functions[0].name, classes[0].name, classes[0].line, name));
  }
  if (classes.size() > 1) {
    std::string names;
    for (size_t i = 0; i < classes.size() && i < 6; ++i) {
      names += fmt::format("{}{} (line {})", names.empty() ? "" : ", ", classes[i].name, classes[i].line);
    }
    if (classes.size() > 6) names += fmt::format(" and {} more", classes.size() - 6);
    throw JudgeFailure(fmt::format("{}:{}: several classes: {}; LeetCode's template declares one (besides the ListNode, "
                                   "TreeNode or Node it may define): keep that one",
                                   source, classes[1].line, names));
  }
  if (classes.size() == 1) return classes.front();
  if (functions.empty()) {
    throw JudgeFailure(fmt::format("{}:1: no class or function here: expected LeetCode's {} template, {}; copy it from "
                                   "the editor's {} tab",
                                   source, name, template_shape(language), name));
  }
  TemplateClass made;
  made.line = functions[0].line;
  made.methods = functions;
  if (functions.size() == 1) {
    made.name = "Solution";
  } else if (functions.size() == 2 && undo_each_other(functions[0], functions[1])) {
    made.name = "Codec";  // as LeetCode's C++ template names the class of 297, 449, 428 and 271
  } else {
    throw JudgeFailure(fmt::format("{}:{}: {} functions ({}): LeetCode's {} template declares one (or a codec's two, "
                                   "each undoing the other); keep it",
                                   source, functions[1].line, functions.size(), methods_listed(functions), name));
  }
  return made;
}

// Names are quoted in messages and go into C++: one past any template's is refused in the language's terms.
void check_name_lengths(const TemplateClass& the_class, const std::string& source) {
  auto check = [&](const std::string& what, const std::string& name, int line) {
    if (name.size() > kMaxNameLength) {
      throw JudgeFailure(fmt::format("{}:{}: a {} name of {} characters: names are at most {}", source, line, what,
                                     name.size(), kMaxNameLength));
    }
  };
  check("class", the_class.name, the_class.line);
  for (const auto& method : the_class.methods) {
    check("method", method.name, method.line);
    for (const auto& parameter : method.parameters) check("parameter", parameter.name, method.line);
  }
}

}  // namespace

TemplateModel template_model(TemplateFindings findings, Language language, const std::string& source) {
  TemplateModel model;
  model.node_members = node_members(findings.comments);
  TemplateClass the_class = one_class(findings, language, source);
  check_name_lengths(the_class, source);
  std::vector<TemplateMethod> constructors, methods;
  for (auto& method : the_class.methods) (method.constructor ? constructors : methods).push_back(method);
  auto fail = [&](int line, const std::string& what) { throw JudgeFailure(fmt::format("{}:{}: {}", source, line, what)); };
  if (constructors.size() > 1) {
    fail(constructors[1].line, fmt::format("class {} has {} constructors ({}): a LeetCode design class has one; keep the "
                                           "template's",
                                           the_class.name, constructors.size(), methods_listed(constructors)));
  }
  if (methods.empty()) {
    fail(the_class.line, fmt::format("class {} has no method: expected the methods LeetCode's {} template declares",
                                     the_class.name, language_name(language)));
  }
  std::map<std::string, int> seen;  // each method's name, and its line
  for (const auto& method : methods) {
    auto [first, fresh] = seen.emplace(method.name, method.line);
    if (!fresh) fail(method.line, fmt::format("'{}' is declared twice (also line {}): keep one", method.name, first->second));
  }
  bool codec = methods.size() == 2 && undo_each_other(methods[0], methods[1]);
  if (!constructors.empty() && codec && constructors[0].parameters.empty() && the_class.name != "Solution") {
    constructors.clear();  // Go's and PHP's Codec have one; the C++ template has none, and LeetCode round-trips it
  }
  if (constructors.empty() && the_class.name == "Solution" && methods.size() > 1) {
    fail(methods[1].line, fmt::format("class Solution has {} methods ({}): a function problem's template declares one; "
                                      "keep it",
                                      methods.size(), methods_listed(methods)));
  }
  if (constructors.empty() && the_class.name != "Solution" && !codec) {
    fail(the_class.line, fmt::format("class {} has no constructor, and its methods are not a codec's two, each undoing "
                                     "the other (297's serialize and deserialize): LeetCode's {} template of a design "
                                     "class declares its constructor; paste it as the editor shows it",
                                     the_class.name, language_name(language)));
  }
  // An iterator's next() before its hasNext(), as LeetCode's C++ templates declare them (341, 173, 251);
  // its JavaScript and TypeScript templates have them the other way round.
  auto next = std::find_if(methods.begin(), methods.end(), [](const TemplateMethod& m) { return m.name == "next"; });
  auto has_next = std::find_if(methods.begin(), methods.end(), [](const TemplateMethod& m) { return m.name == "hasNext"; });
  if (next != methods.end() && has_next != methods.end() && has_next < next) std::rotate(has_next, has_next + 1, next + 1);
  the_class.methods = constructors;
  the_class.methods.insert(the_class.methods.end(), methods.begin(), methods.end());
  for (auto& method : the_class.methods) {
    if (method.constructor) method.name = the_class.name;
  }
  model.the_class = the_class;
  return model;
}

std::string template_cpp_text(const TemplateModel& model) {
  std::string out;
  int line = 1;
  auto to_line = [&](int wanted) {
    for (; line < wanted; ++line) out += '\n';
  };
  const TemplateClass& the_class = model.the_class;
  to_line(the_class.line);
  out += fmt::format("class {} {{ public:", the_class.name);
  for (const auto& method : the_class.methods) {
    to_line(method.line);
    std::vector<std::string> parameters;
    for (const auto& parameter : method.parameters) {
      const std::string& type = parameter.type.cpp;
      parameters.push_back(type.rfind("vector<", 0) == 0 ? type + "& " + parameter.name : type + " " + parameter.name);
    }
    std::string joined = fmt::format("{}", fmt::join(parameters, ", "));
    if (method.constructor) {
      out += fmt::format(" {}({}) {{}}", the_class.name, joined);
    } else {
      out += fmt::format(" {} {}({}) {{}}", method.result.cpp, method.name, joined);
    }
  }
  out += " };";
  // problem/stub.h tells what Node* is from this definition, as from the C++ template's comment.
  if (!model.node_members.empty()) out += fmt::format(" /* struct Node {{ {} }}; */", model.node_members);
  return out + "\n";
}

const char* template_shape(Language language) {
  const char* shape = language_facts(language).template_reading.shape;
  if (shape && *shape) return shape;
  // C++'s, which has no reader of its own: its template is what the others are read into.
  return "'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { } };', or a design class "
         "'class MinStack { public: MinStack() { } void push(int val) { } };'";
}

std::string all_template_shapes() {
  std::string out;
  for (Language language : all_languages()) {
    out += fmt::format("{}{} {}", out.empty() ? "" : "; ", language_name(language), template_shape(language));
  }
  return out;
}

namespace {

// Where the Node definition in COMMENTS starts (its keyword), and where its name ends; npos for none.
std::pair<size_t, size_t> node_definition_at(const std::string& comments) {
  for (size_t at = 0; at < comments.size(); ++at) {
    if (!is_model_name_char(comments[at]) || (at > 0 && is_model_name_char(comments[at - 1]))) continue;
    size_t end = at;
    while (end < comments.size() && is_model_name_char(comments[end])) ++end;
    std::string keyword = comments.substr(at, end - at);
    if (keyword != "class" && keyword != "struct" && keyword != "function" && keyword != "type") continue;
    size_t name = end;
    while (name < comments.size() && (comments[name] == ' ' || comments[name] == '\t')) ++name;
    size_t name_end = name;
    while (name_end < comments.size() && is_model_name_char(comments[name_end])) ++name_end;
    std::string word = comments.substr(name, name_end - name);
    if (name > end && (word == "Node" || word == "_Node")) return {at, name_end};
  }
  return {std::string::npos, std::string::npos};
}

}  // namespace

std::string node_members(const std::string& comments) {
  auto [at, name_end] = node_definition_at(comments);
  if (at == std::string::npos) return "";
  // Its body: the braces after the name (and its parameters); a Python class's, to the end.
  size_t end = comments.size();
  size_t brace = comments.find_first_of("{:", name_end);
  if (brace != std::string::npos && comments[brace] == '{') {
    int depth = 0;
    for (size_t i = brace; i < comments.size(); ++i) {
      depth += (comments[i] == '{') - (comments[i] == '}');
      if (depth == 0) {
        end = i;
        break;
      }
    }
  }
  std::string body;
  for (size_t i = name_end; i < end; ++i) body += static_cast<char>(std::tolower(static_cast<unsigned char>(comments[i])));
  auto has = [&body](const std::string& word) {
    for (size_t found = body.find(word); found != std::string::npos; found = body.find(word, found + 1)) {
      size_t after = found + word.size();
      if ((found == 0 || !is_model_name_char(body[found - 1])) && (after == body.size() || !is_model_name_char(body[after]))) {
        return true;
      }
    }
    return false;
  };
  std::string members;
  for (const char* member : {"children", "neighbors", "random", "left", "next"}) {
    if (has(member)) members += (members.empty() ? "" : " ") + std::string(member);
  }
  return members;
}

bool is_leetcode_definition(const std::string& name) {
  return name == "ListNode" || name == "TreeNode" || name == "Node" || name == "_Node" || name == "NestedInteger";
}

TemplateType scalar_type(const std::string& cpp, OpenScalar open) { return TemplateType{cpp, open}; }

TemplateType vector_of(const TemplateType& element) { return TemplateType{"vector<" + element.cpp + ">", element.open}; }

void fail_template_type(const std::string& where, const std::string& word, const std::string& text, Language language,
                        const char* known) {
  fail_template_text(where, word.empty() ? "expected a type" : "unsupported type '" + escape_untrusted(word.substr(0, 100)) + "'",
                     text, language, known);
}

void fail_template_text(const std::string& where, const std::string& what, const std::string& text, Language language,
                        const char* known) {
  std::string shown = escape_untrusted(text.substr(0, 200));
  if (text.size() > 200) shown += "...";
  throw JudgeFailure(fmt::format("{}: {} in '{}'; LeetCode's {} templates write {}", where, what, shown,
                                 language_name(language), known));
}

}  // namespace lcjudge
