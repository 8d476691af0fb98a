// Reading a Rust solution as the generated main needs it (languages/rust_main.h): its functions
// and how each takes its parameters, with comments, strings and character literals left unread.
#include "languages/rust_main.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

namespace lcjudge {

namespace {

bool rust_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The length of the string literal at TEXT[AT] (`"..."`, `r"..."`, `r#"..."#`, `b"..."`), 0 for none.
size_t rust_string_length(const std::string& text, size_t at) {
  size_t i = at;
  if (i < text.size() && text[i] == 'b') ++i;
  bool raw = i < text.size() && text[i] == 'r';
  if (raw) ++i;
  size_t hashes = 0;
  while (raw && i < text.size() && text[i] == '#') ++hashes, ++i;
  if (i >= text.size() || text[i] != '"' || (i > at && at > 0 && rust_name_char(text[at - 1]))) return 0;
  if (!raw && i > at + 1) return 0;  // `xr"`: not a literal's prefix
  for (++i; i < text.size(); ++i) {
    if (!raw && text[i] == '\\') {
      ++i;
    } else if (text[i] == '"' && text.compare(i + 1, hashes, std::string(hashes, '#')) == 0) {
      return i + 1 + hashes - at;
    }
  }
  return text.size() - at;
}

// The length of the character literal at TEXT[AT] ('x', '\n', '\u{1F600}'), 0 for a lifetime ('a).
size_t rust_char_length(const std::string& text, size_t at) {
  size_t i = at + 1;
  if (i < text.size() && text[i] == '\\') {
    size_t end = text.find('\'', i + 2);
    return end == std::string::npos || end - at > 12 ? 0 : end + 1 - at;
  }
  // One character (of up to four UTF-8 bytes), then the closing quote.
  size_t length = 1;
  if (i < text.size() && (static_cast<unsigned char>(text[i]) & 0x80)) {
    while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xc0) == 0x80) ++length;
  }
  return i + length < text.size() && text[i + length] == '\'' ? length + 2 : 0;
}

// TEXT with its comments, strings and character literals blanked (newlines kept).
std::string rust_code_blanked(const std::string& text) {
  std::string code = text;
  auto blank = [&code](size_t from, size_t to) {
    for (size_t i = from; i < to && i < code.size(); ++i) {
      if (code[i] != '\n') code[i] = ' ';
    }
  };
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, 2, "//") == 0) {
      size_t end = std::min(text.find('\n', i), text.size());
      blank(i, end);
      i = end;
    } else if (text.compare(i, 2, "/*") == 0) {
      size_t end = i + 2;
      for (int depth = 1; end < text.size() && depth > 0;) {  // Rust's block comments nest
        if (text.compare(end, 2, "/*") == 0) ++depth, end += 2;
        else if (text.compare(end, 2, "*/") == 0) --depth, end += 2;
        else ++end;
      }
      blank(i, end);
      i = end;
    } else if (size_t string = rust_string_length(text, i)) {
      blank(i, i + string);
      i += string;
    } else if (text[i] == '\'' && rust_char_length(text, i)) {
      size_t length = rust_char_length(text, i);
      blank(i, i + length);
      i += length;
    } else {
      ++i;
    }
  }
  return code;
}

// CODE's parameter list at OPEN (its '('), split at its top-level commas, each trimmed.
std::vector<std::string> rust_parameter_list(const std::string& code, size_t open) {
  std::vector<std::string> parts;
  std::string part;
  int depth = 0;
  for (size_t i = open + 1; i < code.size(); ++i) {
    char c = code[i];
    if (c == '-' && i + 1 < code.size() && code[i + 1] == '>') {  // a function type's arrow
      part += "->";
      ++i;
      continue;
    }
    if (depth == 0 && (c == ')' || c == ',')) {
      size_t begin = part.find_first_not_of(" \t\n");
      if (begin != std::string::npos) parts.push_back(part.substr(begin, part.find_last_not_of(" \t\n") + 1 - begin));
      part.clear();
      if (c == ')') break;
      continue;
    }
    if (c == '(' || c == '[' || c == '<' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '>' || c == '}') --depth;
    part += c;
  }
  return parts;
}

// PARAMETER's type as written (`nums: &mut Vec<i32>`: "&mut Vec<i32>"); nullopt for a receiver
// (`&mut self`).
std::optional<std::string> rust_parameter_type(const std::string& parameter) {
  size_t colon = parameter.find(':');
  while (colon != std::string::npos && colon + 1 < parameter.size() && parameter[colon + 1] == ':') {
    colon = parameter.find(':', colon + 2);  // a path's `::` in a pattern
  }
  if (colon == std::string::npos) return std::nullopt;  // self, &self, &mut self, mut self
  std::string type = parameter.substr(colon + 1);
  type.erase(0, type.find_first_not_of(" \t\n"));
  return type;
}

// How a parameter of TYPE (as written) is passed: "&mut", "&" or "" (by value).
std::string rust_passing(const std::string& type) {
  if (type.empty() || type[0] != '&') return "";
  size_t at = 1;
  if (at < type.size() && type[at] == '\'') {  // &'a mut T
    ++at;
    while (at < type.size() && rust_name_char(type[at])) ++at;
  }
  while (at < type.size() && std::isspace(static_cast<unsigned char>(type[at]))) ++at;
  bool mutable_reference = type.compare(at, 3, "mut") == 0 && (at + 3 >= type.size() || !rust_name_char(type[at + 3]));
  return mutable_reference ? "&mut" : "&";
}

// The result type written after the parameter list at CLOSE (its ')'): `-> T` up to the body or
// a `where`; "" for none.
std::string rust_result_type(const std::string& code, size_t close) {
  size_t i = code.find_first_not_of(" \t\n", close + 1);
  if (i == std::string::npos || code.compare(i, 2, "->") != 0) return "";
  i += 2;
  size_t end = i;
  int depth = 0;
  for (; end < code.size(); ++end) {
    char c = code[end];
    if (depth == 0 && (c == '{' || c == ';')) break;
    if (depth == 0 && code.compare(end, 6, " where") == 0) break;
    if (c == '<' || c == '(' || c == '[') ++depth;
    if ((c == '>' && code[end - 1] != '-') || c == ')' || c == ']') --depth;
  }
  std::string type = code.substr(i, end - i);
  size_t first = type.find_first_not_of(" \t\n");
  return first == std::string::npos ? "" : type.substr(first, type.find_last_not_of(" \t\n") + 1 - first);
}

// An `impl` block of CODE: the type it is for and its braces' span.
struct RustImplBlock {
  std::string owner;
  size_t open = 0;
  size_t close = 0;
};

// The type an `impl` header names (`impl<T> Trie<T>`, `impl Ord for ListNode`: Trie, ListNode).
std::string rust_impl_owner(const std::string& header) {
  size_t at = header.rfind(" for ");
  std::string type = at == std::string::npos ? header.substr(4) : header.substr(at + 5);
  if (at == std::string::npos && !type.empty() && type.find_first_not_of(" \t\n") != std::string::npos &&
      type[type.find_first_not_of(" \t\n")] == '<') {  // the impl's own generics
    size_t i = type.find_first_not_of(" \t\n");
    for (int depth = 0; i < type.size(); ++i) {
      if (type[i] == '<') ++depth;
      if (type[i] == '>' && --depth == 0) break;
    }
    type = i < type.size() ? type.substr(i + 1) : "";
  }
  size_t begin = type.find_first_not_of(" \t\n");
  if (begin == std::string::npos) return "";
  size_t end = begin;
  while (end < type.size() && (rust_name_char(type[end]) || type[end] == ':')) ++end;
  std::string path = type.substr(begin, end - begin);
  size_t last = path.rfind("::");
  return last == std::string::npos ? path : path.substr(last + 2);
}

// CODE's `impl` blocks, in order (nested ones too, as inside a function).
std::vector<RustImplBlock> rust_impl_blocks(const std::string& code) {
  std::vector<RustImplBlock> blocks;
  for (size_t at = code.find("impl"); at != std::string::npos; at = code.find("impl", at + 4)) {
    if ((at > 0 && rust_name_char(code[at - 1])) || (at + 4 < code.size() && rust_name_char(code[at + 4]))) continue;
    // An item starts a statement (after `}`, `;`, `{`, an attribute, `unsafe`); `-> impl Iterator`
    // and `f: impl Fn(i32)` are types.
    size_t before = at;
    while (before > 0 && std::isspace(static_cast<unsigned char>(code[before - 1]))) --before;
    if (before >= 6 && code.compare(before - 6, 6, "unsafe") == 0) before -= 6;
    while (before > 0 && std::isspace(static_cast<unsigned char>(code[before - 1]))) --before;
    if (before > 0 && std::string("};{]").find(code[before - 1]) == std::string::npos) continue;
    size_t open = code.find_first_of("{;", at);
    if (open == std::string::npos || code[open] != '{') continue;
    const std::string header = code.substr(at, open - at);
    size_t close = open;
    for (int depth = 0; close < code.size(); ++close) {
      if (code[close] == '{') ++depth;
      if (code[close] == '}' && --depth == 0) break;
    }
    blocks.push_back({rust_impl_owner(header), open, close});
  }
  return blocks;
}

// The type of the innermost impl block of BLOCKS around AT, "" for none.
std::string rust_owner_at(const std::vector<RustImplBlock>& blocks, size_t at) {
  std::string owner;
  for (const RustImplBlock& block : blocks) {
    if (block.open < at && at < block.close) owner = block.owner;
  }
  return owner;
}

}  // namespace

std::vector<RustFunction> rust_functions(const std::string& text) {
  const std::string code = rust_code_blanked(text);
  const std::vector<RustImplBlock> blocks = rust_impl_blocks(code);
  std::vector<RustFunction> functions;
  for (size_t at = code.find("fn"); at != std::string::npos; at = code.find("fn", at + 2)) {
    if ((at > 0 && rust_name_char(code[at - 1])) || at + 2 >= code.size() || rust_name_char(code[at + 2])) continue;
    size_t i = at + 2;
    while (i < code.size() && std::isspace(static_cast<unsigned char>(code[i]))) ++i;
    size_t name_end = i;
    while (name_end < code.size() && rust_name_char(code[name_end])) ++name_end;
    if (name_end == i) continue;
    RustFunction function;
    function.name = code.substr(i, name_end - i);
    function.owner = rust_owner_at(blocks, at);
    i = name_end;
    while (i < code.size() && std::isspace(static_cast<unsigned char>(code[i]))) ++i;
    if (i < code.size() && code[i] == '<') {  // generics: past the matching '>'
      for (int depth = 0; i < code.size(); ++i) {
        if (code[i] == '<') ++depth;
        if (code[i] == '>' && --depth == 0) break;
      }
      ++i;
      while (i < code.size() && std::isspace(static_cast<unsigned char>(code[i]))) ++i;
    }
    if (i >= code.size() || code[i] != '(') continue;
    size_t close = i;
    for (int depth = 0; close < code.size(); ++close) {
      if (code[close] == '(') ++depth;
      if (code[close] == ')' && --depth == 0) break;
    }
    for (const std::string& parameter : rust_parameter_list(code, i)) {
      if (std::optional<std::string> type = rust_parameter_type(parameter)) {
        function.types.push_back(*type);
        function.passing.push_back(rust_passing(*type));
      }
    }
    function.result = rust_result_type(code, close);
    functions.push_back(function);
  }
  return functions;
}

bool rust_names_undeclared(const std::string& text, const std::string& name) {
  const std::string code = rust_code_blanked(text);
  bool named = false;
  for (size_t at = code.find(name); at != std::string::npos; at = code.find(name, at + 1)) {
    if ((at > 0 && rust_name_char(code[at - 1])) || (at + name.size() < code.size() && rust_name_char(code[at + name.size()]))) {
      continue;
    }
    size_t word_end = at;
    while (word_end > 0 && std::isspace(static_cast<unsigned char>(code[word_end - 1]))) --word_end;
    size_t word = word_end;
    while (word > 0 && rust_name_char(code[word - 1])) --word;
    const std::string before = code.substr(word, word_end - word);
    if (before == "struct" || before == "enum" || before == "type" || before == "union") return false;
    named = true;
  }
  return named;
}

std::string rust_refused_attribute(const std::string& text) {
  const std::string code = rust_code_blanked(text);
  for (const char* word : {"link_section", "no_mangle", "export_name"}) {
    const std::string name(word);
    for (size_t at = code.find(name); at != std::string::npos; at = code.find(name, at + 1)) {
      if ((at > 0 && rust_name_char(code[at - 1])) || (at + name.size() < code.size() && rust_name_char(code[at + name.size()]))) {
        continue;
      }
      const long line = 1 + std::count(code.begin(), code.begin() + static_cast<long>(at), '\n');
      return fmt::format("Line {}: #[{}] is not allowed: it would place the solution's code before the judge's, or in "
                         "place of the C library's functions the judge's driver calls",
                         line, name);
    }
  }
  return "";
}

}  // namespace lcjudge
