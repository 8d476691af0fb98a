// LeetCode's Ruby template (its language object's TemplateReading, problem/language.h): top-level
// `def two_sum(nums, target)` functions and design classes (`class MinStack` with `def initialize`
// and `def get_min`), each typed by the comments above it: YARD's `# @param {Integer[]} nums` and
// `# @return {Integer[]}`, or a design method's `=begin` block, `:type val: Integer` and `:rtype:
// Void`. Ruby's snake_case names are the C++ template's camelCase (get_min is getMin; an acronym,
// 300's length_of_lis, reads lengthOfLis where C++ has lengthOfLIS: problem.yaml then says which).
#include <fmt/format.h>

#include <cctype>
#include <map>
#include <optional>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"
#include "problem/template_code.h"
#include "problem/template_model.h"

namespace lcjudge {

namespace {

constexpr int kMaxRubyTypeDepth = 16;

constexpr const char* kRubyTypes =
    "Integer, Float, String, Character, Boolean, Void, T[], ListNode, TreeNode, Node and NestedInteger";

std::string ruby_lowered(const std::string& word) {
  std::string lowered;
  for (char c : word) lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lowered;
}

// A scalar's or a structure's name, as LeetCode's Ruby comments spell them (`{Integer}`, `{string}`,
// an old template's `{int}` and `{List[str]}`); nullopt for none.
std::optional<TemplateType> ruby_named_type(const std::string& word) {
  const std::string lowered = ruby_lowered(word);
  if (lowered == "integer" || lowered == "int" || lowered == "long") return scalar_type("int", OpenScalar::kInteger);
  if (lowered == "float" || lowered == "double") return scalar_type("double");
  if (lowered == "string" || lowered == "str") return scalar_type("string", OpenScalar::kText);
  if (lowered == "character" || lowered == "char") return scalar_type("char");
  if (lowered == "boolean" || lowered == "bool") return scalar_type("bool");
  if (lowered == "void" || lowered == "nil" || lowered == "none") return scalar_type("void");
  if (word == "ListNode" || word == "TreeNode" || word == "Node") return scalar_type(word + "*");
  if (word == "NestedInteger") return scalar_type(word);
  return std::nullopt;
}

// A name then any number of [], `List[T]` (an old template's), or a union whose others are nil.
TemplateType ruby_type(TypeText& type, const std::string& where, int depth = 0) {
  auto fail = [&](const std::string& word) { fail_template_type(where, word, type.text, Language::kRuby, kRubyTypes); };
  if (depth > kMaxRubyTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kRuby, kRubyTypes);
  std::string word = type.name();
  std::optional<TemplateType> read;
  if (word == "List" || word == "Array") {
    if (!type.accept('[') && !type.accept('<')) fail(word);
    read = vector_of(ruby_type(type, where, depth + 1));
    if (!type.accept(']') && !type.accept('>')) fail(word);
  } else {
    read = ruby_named_type(word);
    if (!read) fail(word);
  }
  for (int dimensions = 0; type.accept('['); ++dimensions) {
    if (dimensions >= kMaxRubyTypeDepth) fail_template_text(where, "a type nested too deep", type.text, Language::kRuby, kRubyTypes);
    if (!type.accept(']')) fail(word);
    read = vector_of(*read);
  }
  if (type.accept('|')) {  // `TreeNode|nil`
    TemplateType other = ruby_type(type, where, depth + 1);
    if (read->cpp == "void") return other;
    if (other.cpp != "void") fail_template_text(where, "a union of types (other than with nil)", type.text, Language::kRuby, kRubyTypes);
  }
  return *read;
}

TemplateType ruby_type_of(const std::string& spelled, const std::string& where) {
  TypeText type(spelled);
  TemplateType read = ruby_type(type, where);
  if (!type.at_end()) fail_template_type(where, "", spelled, Language::kRuby, kRubyTypes);
  return read;
}

// The comment lines before a def: each @param's or :type's spelled type by name, and the
// @return's or :rtype's ("" for none). A later line wins: the def's own come last.
struct RubyDoc {
  std::map<std::string, std::string> parameters;
  std::string result;
};

// `{Integer[]} nums` -> type and the rest; "" when TEXT does not start with a brace.
std::pair<std::string, std::string> ruby_braced_type(const std::string& text) {
  if (text.empty() || text[0] != '{') return {"", text};
  size_t close = text.find('}');
  if (close == std::string::npos) return {"", text};
  return {trimmed_text(text.substr(1, close - 1)), trimmed_text(text.substr(close + 1))};
}

void read_ruby_doc_line(const std::string& raw, RubyDoc& doc) {
  std::string line = trimmed_text(raw);
  if (!line.empty() && line[0] == '#') line = trimmed_text(line.substr(1));
  auto first_word = [](const std::string& text) { return text.substr(0, text.find_first_of(" \t")); };
  if (line.rfind("@param", 0) == 0) {
    auto [type, rest] = ruby_braced_type(trimmed_text(line.substr(6)));
    if (!type.empty() && !rest.empty()) doc.parameters[first_word(rest)] = type;
  } else if (line.rfind("@return", 0) == 0) {
    const std::string rest = trimmed_text(line.substr(line.rfind("@returns", 0) == 0 ? 8 : 7));
    auto [type, ignored] = ruby_braced_type(rest);  // `{Void} Do not return anything, ...`
    if (!type.empty()) doc.result = type;
  } else if (line.rfind(":type ", 0) == 0) {
    size_t colon = line.find(':', 6);
    if (colon != std::string::npos) doc.parameters[trimmed_text(line.substr(6, colon - 6))] = trimmed_text(line.substr(colon + 1));
  } else if (line.rfind(":rtype:", 0) == 0) {
    doc.result = first_word(trimmed_text(line.substr(7)));
  }
}

// snake_case as the C++ template's camelCase: get_min is getMin.
std::string ruby_camel_case(const std::string& name) {
  std::string out;
  bool upper = false;
  for (char c : name) {
    if (c == '_' && !out.empty()) {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  return out;
}

// A `def` line: its name (after `def `, "" for `def self.x`, the class's own) and parameters.
struct RubyDef {
  std::string name;
  std::vector<std::string> parameters;
};

RubyDef parse_ruby_def(const std::string& line, const std::string& where) {
  RubyDef def;
  size_t at = line.find("def ") + 4;
  while (at < line.size() && line[at] == ' ') ++at;
  size_t end = at;
  while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
  def.name = line.substr(at, end - at);
  if (end < line.size() && line[end] == '.') return {};  // def self.make: not an instance method
  std::string rest = trimmed_text(line.substr(end));
  std::string list;
  if (!rest.empty() && rest[0] == '(') {
    size_t close = rest.rfind(')');
    if (close == std::string::npos) throw JudgeFailure(fmt::format("{}: expected 'def name(a, b)'", where));
    list = rest.substr(1, close - 1);
  } else {
    list = rest.substr(0, rest.find(';'));  // `def add a, b`
  }
  for (const std::string& part : split_outside_brackets(list, ',')) {
    std::string name = trimmed_text(part.substr(0, part.find_first_of("=:")));  // `val = 0`, `k: 1`
    if (!is_template_name(name)) {
      throw JudgeFailure(fmt::format("{}: expected a parameter's name, found '{}'", where, escape_untrusted(part)));
    }
    def.parameters.push_back(name);
  }
  return def;
}

TemplateMethod ruby_method(const RubyDef& def, const RubyDoc& doc, int line, const std::string& where) {
  TemplateMethod method;
  method.constructor = def.name == "initialize";
  method.name = ruby_camel_case(def.name);
  method.line = line;
  if (!is_template_name(def.name)) throw JudgeFailure(fmt::format("{}: expected a method's name after 'def'", where));
  for (const std::string& name : def.parameters) {
    auto typed = doc.parameters.find(name);
    if (typed == doc.parameters.end()) {
      throw JudgeFailure(fmt::format("{}: parameter '{}' has no type: LeetCode's Ruby template gives each one in the "
                                     "comment above the method, '# @param {{Integer[]}} {}'",
                                     where, name, name));
    }
    method.parameters.push_back({ruby_camel_case(name), ruby_type_of(typed->second, where)});
  }
  if (!method.constructor) method.result = doc.result.empty() ? scalar_type("void") : ruby_type_of(doc.result, where);
  return method;
}

// How many blocks LINE (trimmed) opens, less those it closes with `end`: `class`, `def`, `if`... at
// its start, a `do` at its end (an endless `def f(x) = x` opens none).
int ruby_depth_change(const std::string& line) {
  static const char* const kOpeners[] = {"class", "module", "def", "if", "unless", "while", "until", "case", "begin", "for"};
  std::string first = line.substr(0, line.find_first_of(" \t(;"));
  int change = 0;
  for (const char* opener : kOpeners) {
    if (first == opener) change = 1;
  }
  if (first == "def" && line.find(")") != std::string::npos && line.find('=', line.find(")")) != std::string::npos &&
      line.find("end") == std::string::npos) {
    change = 0;  // an endless method, `def f(x) = x + 1`
  }
  if (line.size() >= 2 && (line.compare(line.size() - 2, 2, "do") == 0 || line.find(" do |") != std::string::npos)) ++change;
  for (size_t at = line.find("end"); at != std::string::npos; at = line.find("end", at + 3)) {
    bool starts = at == 0 || (!std::isalnum(static_cast<unsigned char>(line[at - 1])) && line[at - 1] != '_' && line[at - 1] != '.');
    size_t after = at + 3;
    bool ends = after == line.size() || (!std::isalnum(static_cast<unsigned char>(line[after])) && line[after] != '_');
    if (starts && ends) --change;
  }
  return change;
}

// Reading state: the comment lines waiting for a def, the class open and its depth.
struct RubyReader {
  TemplateFindings found;
  RubyDoc doc;
  int depth = 0;
  int class_depth = -1;   // the depth inside the open class; -1 for none
  bool hidden = false;    // after `private` in the open class
};

void read_ruby_code_line(RubyReader& reader, const std::string& line, int number, const std::string& where) {
  std::string first = line.substr(0, line.find_first_of(" \t(;<"));
  if (first == "class" && reader.depth == 0) {
    TemplateClass opened;
    std::string rest = trimmed_text(line.substr(5));
    opened.name = trimmed_text(rest.substr(0, rest.find_first_of(" \t<;")));
    opened.line = number;
    if (!is_template_name(opened.name)) throw JudgeFailure(fmt::format("{}: expected a class's name after 'class'", where));
    reader.found.classes.push_back(opened);
    reader.class_depth = 1;
    reader.hidden = false;
  } else if (first == "private" || first == "protected") {
    if (reader.class_depth == reader.depth) reader.hidden = true;
  } else if (first == "def") {
    RubyDef def = parse_ruby_def(line, where);
    const bool in_class = reader.class_depth >= 0 && reader.depth == reader.class_depth;
    if (!def.name.empty() && reader.depth == 0) {
      reader.found.functions.push_back(ruby_method(def, reader.doc, number, where));
    } else if (!def.name.empty() && in_class && !reader.hidden && !is_leetcode_definition(reader.found.classes.back().name)) {
      reader.found.classes.back().methods.push_back(ruby_method(def, reader.doc, number, where));
    }
  }
  reader.doc = RubyDoc();  // a comment's types are for the def right after it
  reader.depth += ruby_depth_change(line);
  if (reader.depth < 0) reader.depth = 0;
  if (reader.class_depth >= 0 && reader.depth < reader.class_depth) reader.class_depth = -1;
}

}  // namespace

TemplateFindings read_ruby_template(const std::string& text, const std::string& source) {
  RubyReader reader;
  std::vector<std::string> lines;
  for (size_t start = 0; start <= text.size();) {
    size_t end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  bool in_block = false;  // between =begin and =end
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string line = trimmed_text(lines[i]);
    const int number = static_cast<int>(i) + 1;
    if (in_block || lines[i].rfind("=begin", 0) == 0) {
      in_block = lines[i].rfind("=end", 0) != 0;
      if (lines[i].rfind("=begin", 0) != 0 && in_block) {
        reader.found.comments += line + "\n";
        read_ruby_doc_line(line, reader.doc);
      }
      continue;
    }
    if (line.empty()) continue;
    if (line[0] == '#') {
      reader.found.comments += line.substr(1) + "\n";
      read_ruby_doc_line(line, reader.doc);
      continue;
    }
    read_ruby_code_line(reader, line, number, fmt::format("{}:{}", source, number));
  }
  return reader.found;
}

namespace {

// How surely TEXT is LeetCode's Ruby template (problem/language.h's TemplateReading::rank): a
// `def` closed by a line `end`, or a `=begin` comment, which no other language writes.
int ruby_template_rank(const std::string& text, const std::string&) {
  bool end_line = false;
  for (size_t start = 0; start < text.size();) {
    size_t end = std::min(text.find('\n', start), text.size());
    end_line = end_line || trimmed_text(text.substr(start, end - start)) == "end";
    start = end + 1;
  }
  if (has_line_starting(text, "=begin")) return 0;
  return end_line && has_line_starting(text, "def ") ? 0 : -1;
}

}  // namespace

// What LeetCode's Ruby template looks like, for messages (problem/template_model.h's template_shape).
constexpr const char* kRubyTemplateShape =
    "'def two_sum(nums, target)' ... 'end' under its comments ('# @param {Integer[]} nums', '# @return "
    "{Integer[]}'), or a design class 'class MinStack' with 'def initialize()' and 'def get_min()'";

TemplateReading ruby_template_reading() { return {ruby_template_rank, read_ruby_template, kRubyTemplateShape}; }

}  // namespace lcjudge
