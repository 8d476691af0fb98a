#include "judging/unordered_compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "base/terminal_escape.h"
#include "judging/json_strings.h"

namespace lcjudge {
namespace {

using Json = nlohmann::json;

// The deepest nesting of [ and { outside strings, counted only up to one past the bound: a
// linear pass in constant memory before the parser sees the text.
int nesting_depth(const std::string& text) {
  int depth = 0, deepest = 0;
  JsonStringState strings;
  for (char c : text) {
    if (strings.inside(c)) continue;
    if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > kMaxAnswerDepth) break;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// nlohmann's reason without its "last read: '...'" quote of the raw bytes: "invalid literal".
std::string parse_reason(const Json::parse_error& error) {
  std::string what = error.what();
  size_t start = what.find(": ", what.find("parse error"));
  start = start == std::string::npos ? 0 : start + 2;
  size_t end = what.find("; last read");
  std::string reason = what.substr(start, end == std::string::npos ? std::string::npos : end - start);
  if (reason.size() > 100) reason = reason.substr(0, 100) + "...";
  return escape_untrusted(reason);
}

// How many values TEXT would parse into, near enough: the [ { and , outside strings, one more for
// the first value. Equal answers count the same; a linear pass in constant memory.
size_t value_count(const std::string& text) {
  size_t count = 1;
  JsonStringState strings;
  for (char c : text) {
    if (!strings.inside(c) && (c == '[' || c == '{' || c == ',')) ++count;
  }
  return count;
}

// The text as JSON, or why not.
std::optional<Json> parse(const std::string& text, std::string* why) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    *why = "no output";
    return std::nullopt;
  }
  if (nesting_depth(text) > kMaxAnswerDepth) {
    *why = fmt::format("nested deeper than {}", plural(kMaxAnswerDepth, "level"));
    return std::nullopt;
  }
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& error) {
    *why = fmt::format("not JSON, at byte {}: {}", error.byte, parse_reason(error));
  } catch (const std::exception& error) {  // bad_alloc for text past memory; a judge limit, not the solution's crash
    *why = "not readable as JSON (" + escape_untrusted(error.what()) + ")";
  }
  return std::nullopt;
}

int rank(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null: return 0;
    case Json::value_t::boolean: return 1;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return 2;
    case Json::value_t::string: return 3;
    case Json::value_t::array: return 4;
    default: return 5;  // object (binary and discarded do not come from the parser)
  }
}

template <typename T>
int three_way(const T& a, const T& b) {
  return (b < a) - (a < b);
}

// Integers exactly (int64 and uint64 both), anything with a float as doubles: 2 and 2.0 are equal.
int compare_numbers(const Json& a, const Json& b) {
  if (a.is_number_float() || b.is_number_float()) return three_way(a.get<double>(), b.get<double>());
  bool a_negative = !a.is_number_unsigned() && a.get<std::int64_t>() < 0;
  bool b_negative = !b.is_number_unsigned() && b.get<std::int64_t>() < 0;
  if (a_negative != b_negative) return a_negative ? -1 : 1;
  if (a_negative) return three_way(a.get<std::int64_t>(), b.get<std::int64_t>());
  return three_way(a.get<std::uint64_t>(), b.get<std::uint64_t>());
}

// A total order on JSON values, the canonical order free lists are sorted in; 0 exactly when
// the values are equal (numbers by value). Recursion is bounded by kMaxAnswerDepth.
int compare_values(const Json& a, const Json& b) {
  if (rank(a) != rank(b)) return three_way(rank(a), rank(b));
  switch (rank(a)) {
    case 0: return 0;
    case 1: return three_way(a.get<bool>(), b.get<bool>());
    case 2: return compare_numbers(a, b);
    case 3: {
      int order = a.get_ref<const std::string&>().compare(b.get_ref<const std::string&>());
      return three_way(order, 0);
    }
    case 4: {
      size_t common = std::min(a.size(), b.size());
      for (size_t i = 0; i < common; ++i) {
        if (int order = compare_values(a[i], b[i]); order != 0) return order;
      }
      return three_way(a.size(), b.size());
    }
    default: {  // objects keep their keys sorted
      auto x = a.begin(), y = b.begin();
      for (; x != a.end() && y != b.end(); ++x, ++y) {
        if (int order = x.key().compare(y.key()); order != 0) return three_way(order, 0);
        if (int order = compare_values(x.value(), y.value()); order != 0) return order;
      }
      return three_way(a.size(), b.size());
    }
  }
}

// Sorts the free lists: the value itself if it is a list, and with DEEP every list inside it,
// innermost first so that a list's elements are canonical before it is sorted.
void canonicalise(Json& value, bool deep) {
  if (deep) {
    for (auto& child : value) {
      if (child.is_structured()) canonicalise(child, true);
    }
  }
  if (value.is_array()) {
    std::sort(value.begin(), value.end(), [](const Json& a, const Json& b) { return compare_values(a, b) < 0; });
  }
}

class Matcher {
 public:
  explicit Matcher(const CompareOptions& options) : options_(options) {}

  // WANT and GOT (both canonical) are equal, numbers within the tolerance where SHAPE says they
  // are floating. FREE: the order of this list's elements is free; with any-deep so is every
  // list's inside.
  bool matches(const Json& want, const Json& got, bool free, const AnswerShape& shape) {
    ++steps_;
    if (want.is_number() && got.is_number()) {
      // Where no tolerance reaches, a number is an integer or it is not: 1.0 and 1e5 are not
      // an int's 1 and 100000, as they are not in order exact.
      bool floating = shape.kind == AnswerShape::Kind::kFloating;
      if (!floating && want.is_number_float() != got.is_number_float()) return false;
      if (compare_numbers(want, got) == 0) return true;
      if (options_.float_tolerance <= 0 || shape.kind != AnswerShape::Kind::kFloating ||
          !numbers_within(want.get<double>(), got.get<double>(), options_.float_tolerance)) {
        return false;
      }
      used_tolerance_ = true;
      return true;
    }
    // Lists and objects are walked even without a tolerance: their numbers must reach the check
    // above (compare_values alone takes 1.0 for 1).
    if (rank(want) != rank(got) || !want.is_structured()) return compare_values(want, got) == 0;
    if (want.size() != got.size()) return false;
    bool deep = options_.order == AnswerOrder::kAnyDeep;
    if (want.is_object()) {  // no signature type is an object: exact unless the types are unknown
      for (auto x = want.begin(), y = got.begin(); x != want.end(); ++x, ++y) {
        if (x.key() != y.key() || !matches(x.value(), y.value(), deep, shape.any_element())) return false;
      }
      return true;
    }
    // Sorted canonically, a list's elements no longer sit at their printed index.
    const AnswerShape& element = shape.any_element();
    bool in_order = true;
    for (size_t i = 0; i < want.size() && in_order; ++i) in_order = matches(want[i], got[i], deep, element);
    // Pairing is for numbers within the tolerance that sorted apart; without one, sorted is final
    // (and a wrong list of 2,000 long lists is not matched pair by pair).
    return in_order || (free && options_.float_tolerance > 0 && want.size() <= kMaxPairwiseElements &&
                        pairwise(want, got, deep, element));
  }

  bool used_tolerance() const { return used_tolerance_; }

 private:
  // Each wanted element takes the first unused one that matches it: two sorted lists of close
  // numbers may sort apart. Greedy, so elements each within the tolerance of several others may
  // still be refused; exact duplicates count as often as they occur.
  bool pairwise(const Json& want, const Json& got, bool deep, const AnswerShape& shape) {
    std::vector<bool> used(got.size(), false);
    for (const auto& element : want) {
      size_t j = 0;
      while (j < got.size() && (used[j] || !matches(element, got[j], deep, shape))) {
        // 2,000 lists alike but for their last of 500 numbers would take a billion steps: an
        // answer that needs this many to pair up is not one.
        if (steps_ > kMaxMatchSteps) return false;
        ++j;
      }
      if (j == got.size()) return false;
      used[j] = true;
    }
    return true;
  }

  const CompareOptions& options_;
  bool used_tolerance_ = false;
  size_t steps_ = 0;  // values compared so far
};

std::string dumped(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace); }

// Where two dumps first differ, for the excerpt around it.
size_t first_difference(const std::string& a, const std::string& b) {
  size_t at = 0;
  while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
  return at;
}

std::string expected_found(const std::string& want, const std::string& got) {
  size_t at = first_difference(want, got);
  return "expected '" + quoted_excerpt(want, at) + "', found '" + quoted_excerpt(got, at) + "'";
}

}  // namespace

Comparison compare_unordered(const std::string& expected, const std::string& found, const CompareOptions& options,
                             const AnswerShape& shape) {
  const char* order_name = options.order == AnswerOrder::kAnyDeep ? "any-deep" : "any";
  std::string why;
  std::optional<Json> want = parse(expected, &why);
  if (!want) {
    Comparison bad{false, fmt::format("the expected answer cannot be compared in order {}: {}", order_name, why)};
    bad.bad_answer = true;
    return bad;
  }
  // A parsed value costs some 50 bytes of the judge's memory: 8 MiB of "[[],[],...]" would be
  // 150 MiB. An output of many more values than the answer cannot equal it; it is not parsed.
  const size_t wanted_values = value_count(expected), found_values = value_count(found);
  if (found_values > 2 * wanted_values + 1024 && nesting_depth(found) <= kMaxAnswerDepth) {  // else parse says so
    return {false, fmt::format("the output holds some {} where the answer holds {} (order {}; not compared)",
                               plural(found_values, "value"), wanted_values, order_name)};
  }
  std::optional<Json> got = parse(found, &why);
  if (!got) return {false, fmt::format("the output is {} (order {} reads it as JSON)", why, order_name)};
  bool deep = options.order == AnswerOrder::kAnyDeep;
  if (want->is_array() && !got->is_array()) {
    return {false, "expected a list, found '" + quoted_excerpt(dumped(*got), 0) + "'"};
  }
  canonicalise(*want, deep);
  canonicalise(*got, deep);
  Matcher matcher(options);
  if (matcher.matches(*want, *got, true, shape)) {
    if (matcher.used_tolerance()) return {true, "equal in any order within the float tolerance"};
    return {true, expected == found ? "" : "equal in any order"};
  }
  if (!want->is_array()) return {false, expected_found(dumped(*want), dumped(*got))};
  if (want->size() != got->size()) {
    return {false, fmt::format("order ignored: expected {}, found {}", plural(want->size(), "element"), got->size())};
  }
  // The first sorted position that differs names the element: with duplicates [1,1,2] against
  // [1,2,2] it is the second, expected '1', found '2'.
  size_t i = 0;
  while (i + 1 < want->size() && matcher.matches((*want)[i], (*got)[i], deep, shape.any_element())) ++i;
  return {false, fmt::format("order ignored, sorted element {} of {}: ", i + 1, want->size()) +
                     expected_found(dumped((*want)[i]), dumped((*got)[i]))};
}

}  // namespace lcjudge
