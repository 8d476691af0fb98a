// LeetCode's C template (its language object's TemplateReading, problem/language.h), read into
// what the C++ template declares: a function `int* twoSum(int* nums, int numsSize, int target,
// int* returnSize)`, or a design class, a struct with `MinStack* minStackCreate()`, methods
// `void minStackPush(MinStack* obj, int val)` and `minStackFree` (dropped). An array is a pointer
// and the `int <name>Size` after it, a grid adds `int* <name>ColSize`; an array result's
// `int* returnSize` (and a grid's `int** returnColumnSizes`) close the parameters; `char*` is a
// string, `struct ListNode*` a ListNode*. Also read: a C solution's function, for a problem that
// names only its method (c.cpp).
#include <fmt/format.h>

#include <algorithm>
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

constexpr const char* kCTypes =
    "int, long long, double, bool, char, uint32_t, char*, struct ListNode*, struct TreeNode*, struct Node*, an array "
    "'T* name, int nameSize', a grid 'T** name, int nameSize, int* nameColSize'";

// A C type as written: its base words ("struct ListNode", "unsigned int") and its stars.
struct CTypeWords {
  std::string base;
  int stars = 0;
  std::string text;  // as written, for messages
};

struct CRawParameter {
  CTypeWords type;
  std::string name;
};

// A function definition of the code: its result, name and parameters as written.
struct CRawFunction {
  CTypeWords result;
  std::string name;
  std::vector<CRawParameter> parameters;
  int line = 1;
};

bool c_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// TEXT's words and stars: qualifiers dropped, `int nums[]` counted as a star.
CTypeWords c_type_words(const std::string& text) {
  CTypeWords type;
  type.text = trimmed_text(text);
  std::vector<std::string> words;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '*' || text[i] == '[') {
      ++type.stars;
      i = text[i] == '[' ? std::min(text.find(']', i), text.size()) + 1 : i + 1;
    } else if (c_name_char(text[i])) {
      size_t end = i;
      while (end < text.size() && c_name_char(text[end])) ++end;
      std::string word = text.substr(i, end - i);
      static const char* const kQualifiers[] = {"const", "volatile", "static", "inline", "extern", "register",
                                                "restrict", "__restrict", "__inline", "_Noreturn"};
      if (std::none_of(std::begin(kQualifiers), std::end(kQualifiers), [&](const char* q) { return word == q; })) {
        words.push_back(word);
      }
      i = end;
    } else {
      ++i;
    }
  }
  for (const std::string& word : words) type.base += (type.base.empty() ? "" : " ") + word;
  return type;
}

// `int* nums`, `char *s`, `int nums[]`: the type and the name (the last word, unless it is all there is).
CRawParameter c_raw_parameter(const std::string& text) {
  std::string spelled = trimmed_text(text);
  size_t bracket = spelled.find('[');
  std::string before = bracket == std::string::npos ? spelled : spelled.substr(0, bracket);
  size_t end = before.size();
  while (end > 0 && std::isspace(static_cast<unsigned char>(before[end - 1]))) --end;
  size_t start = end;
  while (start > 0 && c_name_char(before[start - 1])) --start;
  CRawParameter parameter;
  parameter.name = before.substr(start, end - start);
  std::string type_text = before.substr(0, start) + (bracket == std::string::npos ? "" : spelled.substr(bracket));
  CTypeWords type = c_type_words(type_text);
  if (type.base.empty() || parameter.name == "void" || c_type_words(parameter.name).base.empty()) {
    // No name: `int*` or `void` alone.
    type = c_type_words(spelled);
    parameter.name.clear();
  }
  parameter.type = type;
  return parameter;
}

// Past a preprocessor line at POS (its continuation lines too).
void skip_preprocessor_line(TemplateCode& code) {
  const std::string& text = code.code();
  while (code.pos < text.size() && text[code.pos] != '\n') {
    if (text[code.pos] == '\\' && code.pos + 1 < text.size() && text[code.pos + 1] == '\n') ++code.pos;
    ++code.pos;
  }
}

// What comes before a declaration's end at depth 0: '{' (a body: a function's, a struct's, an
// initializer's), ';' or '='. CODE is left at that character.
std::string c_declaration_head(TemplateCode& code, char& stop) {
  const std::string& text = code.code();
  std::string head;
  int depth = 0;
  stop = '\0';
  for (; code.pos < text.size(); ++code.pos) {
    char c = text[code.pos];
    if (c == '(' || c == '[') ++depth;
    if (c == ')' || c == ']') depth = std::max(0, depth - 1);
    if (depth == 0 && (c == '{' || c == ';' || c == '=')) {
      stop = c;
      return head;
    }
    head += c;
  }
  return head;
}

// HEAD as a function's head `R name(params)`, or nullopt.
std::optional<CRawFunction> c_function_head(const std::string& head, int line) {
  std::string text = trimmed_text(head);
  if (text.empty() || text.back() != ')') return std::nullopt;
  int depth = 0;
  size_t open = std::string::npos;
  for (size_t i = text.size(); i-- > 0;) {
    if (text[i] == ')') ++depth;
    if (text[i] == '(' && --depth == 0) {
      open = i;
      break;
    }
  }
  if (open == std::string::npos) return std::nullopt;
  size_t end = open;
  while (end > 0 && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  size_t start = end;
  while (start > 0 && c_name_char(text[start - 1])) --start;
  CRawFunction function;
  function.name = text.substr(start, end - start);
  function.result = c_type_words(text.substr(0, start));
  function.line = line;
  if (!is_template_name(function.name) || function.result.base.empty() || function.result.base.find("typedef") == 0) {
    return std::nullopt;
  }
  for (const std::string& part : split_outside_brackets(text.substr(open + 1, text.size() - open - 2), ',')) {
    CRawParameter parameter = c_raw_parameter(part);
    if (parameter.type.base == "void" && parameter.type.stars == 0 && parameter.name.empty()) continue;
    function.parameters.push_back(parameter);
  }
  return function;
}

// Every function definition of TEXT, and the names its typedefs give structs.
struct CDeclarations {
  std::vector<CRawFunction> functions;
  std::string comments;
};

CDeclarations c_declarations(const std::string& text, const std::string& source) {
  TemplateCode code(text, source);
  CDeclarations found;
  found.comments = code.comments();
  while (!code.at_end()) {
    const char c = code.peek();
    if (c == '#') {
      skip_preprocessor_line(code);
      continue;
    }
    if (c == ';' || c == '}' || c == ')' || c == ']') {
      ++code.pos;
      continue;
    }
    const int line = code.line();
    char stop = '\0';
    std::string head = c_declaration_head(code, stop);
    if (stop == '{') {
      std::optional<CRawFunction> function = c_function_head(head, line);
      code.bracketed();
      if (function) {
        found.functions.push_back(*function);
      } else {
        code.until(';');  // a struct's or an initializer's end: `} MinStack;`
      }
    } else if (stop == '=') {
      code.until(';');
    } else if (stop == ';') {
      ++code.pos;
    }
  }
  return found;
}

// table: C's scalar words, as the C++ template writes them
const char* c_scalar_cpp(const std::string& base) {
  static const std::pair<const char*, const char*> kScalars[] = {
      {"int", "int"},         {"long long", "long long"}, {"long long int", "long long"}, {"long", "long long"},
      {"long int", "long long"}, {"int64_t", "long long"},  {"unsigned", "unsigned int"}, {"unsigned int", "unsigned int"},
      {"uint32_t", "uint32_t"}, {"double", "double"},       {"float", "double"},          {"bool", "bool"},
      {"_Bool", "bool"},        {"char", "char"},
  };
  for (const auto& [c, cpp] : kScalars) {
    if (base == c) return cpp;
  }
  return nullptr;
}

// The structure a pointer to BASE is: "ListNode*" for struct ListNode; "" for none.
std::string c_structure_cpp(const std::string& base) {
  std::string name = base.rfind("struct ", 0) == 0 ? base.substr(7) : base;
  if (name == "ListNode" || name == "TreeNode" || name == "Node") return name + "*";
  if (name == "NestedInteger") return "NestedInteger";
  return "";
}

// The C++ type of an element: BASE with STARS (a string is char with one).
std::optional<std::string> c_element_cpp(const std::string& base, int stars) {
  if (stars == 0) {
    if (const char* scalar = c_scalar_cpp(base)) return std::string(scalar);
  }
  if (stars == 1 && base == "char") return std::string("string");
  if (stars == 1) {
    if (std::string structure = c_structure_cpp(base); !structure.empty()) return structure;
  }
  return std::nullopt;
}

std::string c_nested(std::string element, int levels) {
  for (int i = 0; i < levels; ++i) element = "vector<" + element + ">";
  return element;
}

bool c_is_int_pointer(const CRawParameter& parameter, int stars) {
  return parameter.type.base == "int" && parameter.type.stars == stars;
}

bool ends_with_word(const std::string& name, const char* tail) {
  const std::string suffix = tail;
  return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// FUNCTION as the C++ template's method, its parameters from FIRST on (past a design's `obj`); a
// CONSTRUCTOR's result is the object.
TemplateMethod c_template_method(const CRawFunction& function, size_t first, const std::string& source,
                                 bool constructor = false) {
  const std::string where = fmt::format("{}:{}", source, function.line);
  TemplateMethod method;
  method.name = function.name;
  method.line = function.line;
  method.constructor = constructor;
  const std::vector<CRawParameter>& raw = function.parameters;
  size_t end = raw.size();
  // The result's sizes close the parameters: `int* returnSize`, then a grid's `int** returnColumnSizes`.
  int result_levels = 0;
  const bool pointer_result = !constructor && function.result.stars > 0 && function.result.base != "void";
  if (pointer_result && end >= first + 2 && c_is_int_pointer(raw[end - 1], 2) && c_is_int_pointer(raw[end - 2], 1)) {
    result_levels = 2;
  } else if (pointer_result && end >= first + 1 && c_is_int_pointer(raw[end - 1], 1)) {
    result_levels = 1;
  }
  end -= static_cast<size_t>(result_levels);
  if (constructor || (function.result.base == "void" && function.result.stars == 0)) {
    method.result = scalar_type("void");
  } else {
    std::optional<std::string> element = c_element_cpp(function.result.base, function.result.stars - result_levels);
    if (!element) fail_template_type(where, function.result.text, function.result.text, Language::kC, kCTypes);
    method.result = scalar_type(c_nested(*element, result_levels));
  }
  for (size_t i = first; i < end; ++i) {
    const CRawParameter& parameter = raw[i];
    int levels = 0;
    if (parameter.type.stars > 0 && i + 1 < end && raw[i + 1].type.base == "int" && raw[i + 1].type.stars == 0 &&
        ends_with_word(raw[i + 1].name, "Size")) {
      levels = 1;
      if (i + 2 < end && c_is_int_pointer(raw[i + 2], 1) &&
          (ends_with_word(raw[i + 2].name, "ColSize") || ends_with_word(raw[i + 2].name, "ColSizes"))) {
        levels = 2;
      }
    }
    std::optional<std::string> element = c_element_cpp(parameter.type.base, parameter.type.stars - levels);
    if (!element) {
      fail_template_type(where, parameter.type.text, parameter.type.text + " " + parameter.name, Language::kC, kCTypes);
    }
    if (parameter.name.empty()) {
      throw JudgeFailure(fmt::format("{}: a parameter of type '{}' has no name: LeetCode's C template names each one",
                                     where, escape_untrusted(parameter.type.text)));
    }
    method.parameters.push_back({parameter.name, scalar_type(c_nested(*element, levels))});
    i += static_cast<size_t>(levels);
  }
  return method;
}

std::string c_struct_name(const std::string& base) { return base.rfind("struct ", 0) == 0 ? base.substr(7) : base; }

std::string c_lower_first(std::string name) {
  if (!name.empty()) name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
  return name;
}

// A design class: `X* xCreate(...)`, and the functions whose names start as its does and whose
// first parameter is the object (`X* obj`).
struct CDesign {
  std::string name, prefix;
  size_t create;
};

std::vector<CDesign> c_designs(const std::vector<CRawFunction>& functions) {
  std::vector<CDesign> designs;
  for (size_t i = 0; i < functions.size(); ++i) {
    const CRawFunction& function = functions[i];
    if (!ends_with_word(function.name, "Create") || function.result.stars != 1 || function.name.size() <= 6) continue;
    const std::string name = c_struct_name(function.result.base);
    if (!is_template_name(name) || !c_structure_cpp(name).empty() || c_scalar_cpp(name)) continue;
    designs.push_back({name, function.name.substr(0, function.name.size() - 6), i});
  }
  return designs;
}

bool c_method_of(const CRawFunction& function, const CDesign& design) {
  return function.name.size() > design.prefix.size() && function.name.compare(0, design.prefix.size(), design.prefix) == 0 &&
         !function.parameters.empty() && function.parameters[0].type.stars == 1 &&
         c_struct_name(function.parameters[0].type.base) == design.name;
}

}  // namespace

TemplateFindings read_c_template(const std::string& text, const std::string& source) {
  CDeclarations declared = c_declarations(text, source);
  TemplateFindings found;
  found.comments = declared.comments;
  const std::vector<CDesign> designs = c_designs(declared.functions);
  std::vector<bool> taken(declared.functions.size(), false);
  for (const CDesign& design : designs) {
    TemplateClass the_class;
    the_class.name = design.name;
    the_class.line = declared.functions[design.create].line;
    for (size_t i = 0; i < declared.functions.size(); ++i) {
      const CRawFunction& function = declared.functions[i];
      if (i == design.create) {
        the_class.methods.push_back(c_template_method(function, 0, source, true));
      } else if (c_method_of(function, design)) {
        std::string rest = function.name.substr(design.prefix.size());
        if (rest != "Free") {
          TemplateMethod method = c_template_method(function, 1, source);
          method.name = c_lower_first(rest);  // minStackGetMin is getMin
          the_class.methods.push_back(method);
        }
      } else {
        continue;
      }
      taken[i] = true;
    }
    found.classes.push_back(the_class);
  }
  for (size_t i = 0; i < declared.functions.size(); ++i) {
    if (!taken[i]) found.functions.push_back(c_template_method(declared.functions[i], 0, source));
  }
  return found;
}

TemplateMethod c_solution_function(const std::string& text, const std::string& name, const std::string& source) {
  CDeclarations declared = c_declarations(text, source);
  for (const CRawFunction& function : declared.functions) {
    if (function.name == name) return c_template_method(function, 0, source);
  }
  throw JudgeFailure(fmt::format("{}: no function '{}' here: the problem calls it", source, escape_untrusted(name)));
}

namespace {

// How surely TEXT is LeetCode's C template (problem/language.h's TemplateReading::rank): a
// function definition of C's types at the top level, and no other language's words; after all
// the others, which claim their templates by words C has not.
int c_template_rank(const std::string&, const std::string& code) {
  if (code.find("class ") != std::string::npos || code.find("function") != std::string::npos) return -1;
  for (const char* start : {"int", "bool", "char", "void", "double", "long", "struct ", "typedef struct", "unsigned",
                            "uint32_t", "float"}) {
    if (has_line_starting(code, start) && code.find('(') != std::string::npos && code.find('{') != std::string::npos) return 9;
  }
  return -1;
}

}  // namespace

TemplateReading c_template_reading() {
  return {c_template_rank, read_c_template,
          "'int* twoSum(int* nums, int numsSize, int target, int* returnSize) { }', or a design class 'typedef struct "
          "{ } MinStack;' with 'MinStack* minStackCreate() { }' and 'void minStackPush(MinStack* obj, int val) { }'"};
}

}  // namespace lcjudge
