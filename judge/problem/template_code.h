// Reading a template's code: a cursor over C-like code (JavaScript, TypeScript, Go, PHP) with its
// comments set aside, the comment (a JSDoc, a docblock) before a declaration, and small text helpers
// the languages' template readers (judge/languages/<language>_template.cpp) share.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

// TEXT with its /* */ and // comments blanked: the words a comment holds (a usage example, a
// definition in another style) say nothing of the template's language.
std::string uncommented(const std::string& text);

// Whether some line of TEXT starts (after its indentation) with PREFIX.
bool has_line_starting(const std::string& text, const std::string& prefix);

// Whether CODE has `function name(` with a ':' before the next '{' (a TypeScript function).
bool has_typed_function(const std::string& code);

// True for a name the C++ template can have: a letter or '_', then letters, digits and '_'.
bool is_template_name(const std::string& name);

// C-like template code (JavaScript, TypeScript, Go, PHP) with its comments blanked: a cursor
// over it that reads words and brackets, and the comment (a JSDoc or docblock) just before a place.
class TemplateCode {
 public:
  // JudgeFailure naming SOURCE for an unterminated /* comment.
  TemplateCode(const std::string& text, const std::string& source);

  const std::string& code() const { return code_; }
  size_t size() const { return code_.size(); }
  size_t pos = 0;

  void skip_spaces();
  bool at_end() {
    skip_spaces();
    return pos >= code_.size();
  }
  char peek() {
    skip_spaces();
    return pos < code_.size() ? code_[pos] : '\0';
  }
  bool accept(char c);
  bool accept_word(const std::string& word);  // the whole word only
  // A name (letters, digits, '_', and '$' when DOLLAR); "" when none is here.
  std::string word(bool dollar = false);
  // Past the bracket matching the one at pos ('(', '[', '{', '<'), returning what it held; at the
  // end of the code when it is never closed.
  std::string bracketed();
  // Past the next CLOSE at bracket depth 0 (or to the end), returning what came before it.
  std::string until(char close);
  int line() const { return line_of(pos); }
  int line_of(size_t at) const;  // of an offset: a binary search, so a long paste stays linear
  std::string where(const std::string& source) const;
  // The text of the last comment that ends before AT with only spaces between (a JSDoc, a docblock).
  std::string comment_before(size_t at) const;
  // Every comment's text, in order.
  std::string comments() const;

 private:
  std::string code_;
  struct Comment {
    size_t begin, end;
    std::string text;
  };
  std::vector<Comment> comments_;
  std::vector<size_t> newlines_;  // where each '\n' is
};

// A cursor over one type's spelling in a template ("List[List[int]]", "number[] | null").
struct TypeText {
  explicit TypeText(const std::string& spelled) : text(spelled) {}
  const std::string& text;
  size_t pos = 0;

  void skip_spaces();
  bool accept(char c);
  bool accept(const char* word);  // a word or symbol such as "[]"
  // A name of letters, digits, '_' and the characters of EXTRA; "" when none is here.
  std::string name(const char* extra = "");
  bool at_end() {
    skip_spaces();
    return pos >= text.size();
  }
};

// TEXT split at CUT outside brackets and quotes, each part trimmed; empty parts dropped.
std::vector<std::string> split_outside_brackets(const std::string& text, char cut);

std::string trimmed_text(const std::string& text);

}  // namespace lcjudge
