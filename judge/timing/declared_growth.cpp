#include "timing/declared_growth.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>

namespace lcjudge {
namespace {

// A term's growth: exponential, or a polynomial of DEGREE (unknown when a variable has none);
// VALUE is set while the term is a plain number (an exponent must be one).
struct Term {
  bool exponential = false;
  bool known = true;
  double degree = 0;
  std::optional<double> value;
};

Term number_term(double value) { return {false, true, 0, value}; }

// Recursive descent over + - * / ^, parentheses and juxtaposition ("1000 (R*C)^2", "2n^2").
class Parser {
 public:
  Parser(const std::string& text, const std::map<std::string, double>& degrees) : text_(text), degrees_(degrees) {}

  std::optional<Term> parse() {
    auto term = sum();
    skip_blanks();
    if (!term || at_ != text_.size()) return std::nullopt;
    return term;
  }

 private:
  // A solution's comment is read here: nesting past this is no growth anyone declares, and it
  // must not recurse without bound ("((((...", "2^2^2^...", "log log log ...").
  static constexpr int kMaxDepth = 64;

  const std::string& text_;
  const std::map<std::string, double>& degrees_;
  size_t at_ = 0;
  int depth_ = 0;

  // One level of recursion while it lives.
  struct Level {
    explicit Level(int& depth) : depth(++depth) {}
    ~Level() { --depth; }
    bool too_deep() const { return depth > kMaxDepth; }
    Level(const Level&) = delete;
    Level& operator=(const Level&) = delete;
    int& depth;
  };

  void skip_blanks() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  char peek() {
    skip_blanks();
    return at_ < text_.size() ? text_[at_] : '\0';
  }

  std::optional<Term> sum() {
    auto left = product();
    while (left && (peek() == '+' || peek() == '-')) {
      ++at_;
      auto right = product();
      if (!right) return std::nullopt;
      left = Term{left->exponential || right->exponential, left->known && right->known,
                  std::max(left->degree, right->degree), std::nullopt};
    }
    return left;
  }

  std::optional<Term> product() {
    auto left = power();
    for (;;) {
      if (!left) return std::nullopt;
      char c = peek();
      bool divide = c == '/';
      if (c == '*' || c == '/') {
        ++at_;
      } else if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '(')) {
        return left;
      }
      auto right = power();
      if (!right) return std::nullopt;
      std::optional<double> value;
      if (left->value && right->value && (!divide || *right->value != 0)) {
        value = divide ? *left->value / *right->value : *left->value * *right->value;
      }
      left = Term{left->exponential || right->exponential, left->known && right->known,
                  left->degree + (divide ? -right->degree : right->degree), value};
    }
  }

  std::optional<Term> power() {
    Level level(depth_);
    if (level.too_deep()) return std::nullopt;
    auto base = primary();
    if (!base || peek() != '^') return base;
    ++at_;
    auto exponent = power();
    if (!exponent) return std::nullopt;
    if (!exponent->value) return Term{true, true, 0, std::nullopt};  // a variable in the exponent
    return Term{base->exponential, base->known, base->degree * *exponent->value,
                base->value ? std::optional<double>(std::pow(*base->value, *exponent->value)) : std::nullopt};
  }

  std::optional<Term> primary() {
    Level level(depth_);
    if (level.too_deep()) return std::nullopt;
    char c = peek();
    if (c == '(') {
      ++at_;
      auto inner = sum();
      if (!inner || peek() != ')') return std::nullopt;
      ++at_;
      return inner;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      double value = 0;
      auto [end, error] = std::from_chars(text_.data() + at_, text_.data() + text_.size(), value);
      if (error != std::errc()) return std::nullopt;  // out of range: no sane bound either
      at_ = static_cast<size_t>(end - text_.data());
      return number_term(value);
    }
    if (std::isalpha(static_cast<unsigned char>(c))) {
      size_t end = at_;
      while (end < text_.size() && std::isalpha(static_cast<unsigned char>(text_[end]))) ++end;
      std::string name = text_.substr(at_, end - at_);
      at_ = end;
      if (name == "log") {  // log n grows slower than any power: degree 0
        auto argument = primary();
        if (!argument) return std::nullopt;
        return Term{argument->exponential, true, 0, std::nullopt};
      }
      auto degree = degrees_.find(name);
      if (degree != degrees_.end()) return Term{false, true, degree->second, std::nullopt};
      if (name == "n") return Term{false, true, 1, std::nullopt};
      return Term{false, false, 0, std::nullopt};
    }
    return std::nullopt;
  }
};

// The text inside the first "O(" and its matching parenthesis.
std::optional<std::string> big_o_argument(const std::string& declared) {
  auto start = declared.find("O(");
  if (start == std::string::npos) return std::nullopt;
  int depth = 0;
  for (size_t i = start + 1; i < declared.size(); ++i) {
    depth += declared[i] == '(' ? 1 : declared[i] == ')' ? -1 : 0;
    if (depth == 0) return declared.substr(start + 2, i - start - 2);
  }
  return std::nullopt;
}

}  // namespace

DeclaredGrowth read_declared_growth(const std::string& declared, const std::map<std::string, double>& variable_degrees) {
  DeclaredGrowth growth;
  auto argument = big_o_argument(declared);
  if (!argument) return growth;
  auto term = Parser(*argument, variable_degrees).parse();
  if (!term) return growth;
  if (term->exponential) {
    growth.kind = DeclaredGrowth::Kind::kExponential;
    return growth;
  }
  growth.kind = DeclaredGrowth::Kind::kPolynomial;
  growth.degree = term->degree;
  growth.degree_known = term->known;
  return growth;
}

std::string growth_disagreement(const DeclaredGrowth& declared, const GrowthFit& fit) {
  if (declared.kind == DeclaredGrowth::Kind::kUnknown || fit.model == GrowthModel::kNone ||
      fit.r_squared < kComparableRSquared) {
    return "";
  }
  bool declared_exponential = declared.kind == DeclaredGrowth::Kind::kExponential;
  if (fit.model == GrowthModel::kSuperPolynomial) {
    // Faster than any small power: what an exponential declares, and more than a small degree.
    if (declared_exponential || (declared.degree_known && declared.degree + kDegreeTolerance >= fit.exponent)) return "";
    return "declared polynomial, fitted faster than any small power";
  }
  bool fitted_exponential = fit.model == GrowthModel::kExponential;
  if (declared_exponential && !fitted_exponential) return "declared exponential, fitted polynomial";
  if (!declared_exponential && fitted_exponential) return "declared polynomial, fitted exponential";
  if (!declared_exponential && declared.degree_known && fit.exponent > declared.degree + kDegreeTolerance) {
    return fmt::format("fitted n^{:.2f} above the declared n^{:g}", fit.exponent, declared.degree);
  }
  return "";
}

}  // namespace lcjudge
