// Comparing a solution's output with the expected answer: token by token, or as JSON whose lists
// may come in any order (unordered_compare.h), as the problem's `order:` says.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "problem/config.h"

namespace lcjudge {

struct Comparison {
  bool equal = false;
  std::string message;  // where the first difference is: "line 1, token 1: expected '1', found '0'"
  bool bad_answer = false;  // the expected answer itself cannot be read as the order needs: the data's fault
};

// Which numbers of an answer the float tolerance reaches, as the signature types them
// (judging/answer_shape.h): a `double` result's, a `vector<double>`'s elements, a design class's
// answers from its `double` methods; never an integer's, a bool's or a string's.
struct AnswerShape {
  enum class Kind {
    kExact,       // no number here, or anywhere inside, takes the tolerance
    kFloating,    // every number here and inside does (a double; also the default, for unknown types)
    kList,        // a list whose every element has the shape elements[0]
    kPerElement,  // a list whose element i has the shape elements[i] (a design class's answers)
  };
  Kind kind = Kind::kFloating;
  std::vector<AnswerShape> elements;

  // The shape of element I of a list of this shape: exact past the end of a kPerElement list.
  const AnswerShape& element(size_t i) const;
  // The shape every element of a list of this shape has when the list may be reordered: a
  // kPerElement list's elements are exact then, as no index says which method gave which.
  const AnswerShape& any_element() const;
};

// The problem's comparison: compare_tokens for order exact, else compare_unordered; the tolerance
// reaches only the numbers SHAPE says are floating.
Comparison compare_answers(const std::string& expected, const std::string& found, const CompareOptions& options,
                           const AnswerShape& shape = {});

// Two numbers within TOLERANCE of each other, absolutely or relatively to WANT.
bool numbers_within(double want, double got, double tolerance);

// What a message quotes of an untrusted text: about 40 characters around byte FIRST_DIFFERENCE, escaped.
std::string quoted_excerpt(const std::string& text, size_t first_difference);

// Whitespace separates tokens and is otherwise ignored (as LeetCode ignores a trailing newline).
// Numbers inside JSON strings never take the tolerance.
Comparison compare_tokens(const std::string& expected, const std::string& found, const CompareOptions& options,
                          const AnswerShape& shape = {});

// TEXT as the comparison reads it: each token (JSON values with no whitespace outside their
// strings) on a line of its own. What an output validator is given, so that "[null, true]" in a
// .ans reads as the driver's "[null,true]".
std::string compact_answer_text(const std::string& text);

}  // namespace lcjudge
