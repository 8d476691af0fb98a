// The judge's side of an API problem's channel (docs/driver-protocol.md, "API calls"): the values
// LeetCode's API hides from the solution (1095's array, 278's first bad version, 843's secret)
// stay here, in the sandbox server, which answers the driver's calls one line at a time and
// counts them. The solution's process gets the case with those lines withheld (each reads null).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace lcjudge {

// One case's API: its hidden values, its calls so far and what they showed.
class ApiInteractor {
 public:
  virtual ~ApiInteractor() = default;

  // REQUEST: one call line without its newline ("get 3"). The reply line without its newline:
  // "ok <JSON value>" or "error <text>" (a call LeetCode's API would fail).
  std::string answer(std::string_view request);

  // After the case: a wrong answer's message (a call limit passed, a read4 check failed or never
  // made), or "".
  std::string wrong_answer() const;

  // The case's answer as the judge gives it, in place of the driver's (843: the text LeetCode
  // prints, decided by the calls answered here); nullopt: the driver's answer stands.
  virtual std::optional<std::string> answer_override() const { return std::nullopt; }

  std::uint64_t calls() const { return calls_; }

 protected:
  // METHOD's reply for ARGUMENTS (the rest of the line, JSON values separated by spaces).
  virtual std::string call(std::string_view method, std::string_view arguments) = 0;
  // What the case still lacks once it is answered (157's check of each read), or "".
  virtual std::string missing_at_end() const { return ""; }
  // A call that counts toward LIMIT (0: none) under NAME ("MountainArray.get").
  void count(const char* name, std::uint64_t limit);
  void fail_case(std::string message) {
    if (wrong_answer_.empty()) wrong_answer_ = std::move(message);
  }

 private:
  std::uint64_t calls_ = 0;
  std::string wrong_answer_;
  std::string limit_name_;  // the counted call whose limit was passed, and that limit (0: none)
  std::uint64_t limit_ = 0;
};

// A case of an API problem, split: what the solution's process gets, and the API that answers it.
struct ApiCase {
  std::string shown_text;                     // the case with the API's lines withheld (null)
  std::unique_ptr<ApiInteractor> interactor;  // null when error is set
  std::string error;                          // why the case cannot be served (its line, what is wrong)
};

// SPEC: the API's name, then the case's line names in order, separated by spaces
// ("MountainArray array target": api_spec() of the problem). CASE_TEXT: the case's .in text.
ApiCase open_api_case(std::string_view spec, std::string_view case_text);

// Whether the API named API withholds the case line named LINE.
bool api_withholds(std::string_view api, std::string_view line);

}  // namespace lcjudge
