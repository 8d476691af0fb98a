#include "interactor/leetcode_apis.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <set>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/plural.h"

namespace lcjudge {

// Named, not anonymous: the judge's unity batches share one anonymous namespace per batch.
namespace leetcode_apis {

using nlohmann::json;

// The API withholds these case lines: the solution's process never gets them.
const std::map<std::string_view, std::vector<std::string_view>>& withheld_lines() {
  static const std::map<std::string_view, std::vector<std::string_view>> lines = {
      {"isBadVersion", {"bad"}},   {"guess", {"pick"}},         {"ArrayReader", {"secret"}},
      {"Master", {"secret", "allowedGuesses"}}, {"MountainArray", {"array"}},
      {"Sea", {"ships"}},          {"BinaryMatrix", {"mat"}},   {"compareSub", {"arr"}},
      {"read4", {"file"}},
  };
  return lines;
}

// The case's line NAME as a value of type T.
template <typename T> T line_value(const CaseLines& lines, const char* name) {
  auto it = lines.find(name);
  if (it == lines.end()) throw ApiCaseError(std::string("the case has no line named ") + name);
  try {
    return json::parse(it->second).get<T>();
  } catch (const json::exception&) {
    throw ApiCaseError(std::string("the case's ") + name + " line is not what the API needs: " + it->second.substr(0, 80));
  }
}

// A call's arguments: JSON values separated by single spaces, read as one JSON array (a space
// inside a string or between an array's brackets is the value's own).
json arguments_of(std::string_view text, size_t expected) {
  std::string array = "[";
  bool in_string = false, escaped = false;
  int depth = 0;
  for (char c : text) {
    if (in_string) {
      in_string = escaped || c != '"';
      escaped = !escaped && c == '\\';
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      ++depth;
    } else if (c == ']' || c == '}') {
      --depth;
    } else if (c == ' ' && depth == 0) {
      c = ',';
    }
    array += c;
  }
  array += ']';
  json values = json::parse(array, nullptr, false);
  if (values.is_discarded() || values.size() != expected) {
    throw ApiCallError("the call's arguments are not " + std::to_string(expected) + " JSON values");
  }
  return values;
}

long long integer(const json& value) {
  if (!value.is_number_integer()) throw ApiCallError("an argument is not an integer");
  return value.get<long long>();
}

std::string ok(const json& value) { return "ok " + value.dump(); }

std::string unknown(std::string_view api, std::string_view method) {
  throw ApiCallError(std::string(api) + " has no method " + std::string(method));
}

std::string range(long long size) { return "0.." + std::to_string(size - 1); }

class BadVersion : public ApiInteractor {
 public:
  explicit BadVersion(const CaseLines& lines) : bad_(line_value<long long>(lines, "bad")) {}
  std::string call(std::string_view method, std::string_view text) override {
    if (method != "isBadVersion") return unknown("isBadVersion", method);
    count("isBadVersion", leetcode_call_limit("isBadVersion"));
    return ok(integer(arguments_of(text, 1)[0]) >= bad_);
  }

 private:
  long long bad_;
};

class GuessGame : public ApiInteractor {
 public:
  explicit GuessGame(const CaseLines& lines) : pick_(line_value<long long>(lines, "pick")) {}
  std::string call(std::string_view method, std::string_view text) override {
    if (method != "guess") return unknown("guess", method);
    count("guess", leetcode_call_limit("guess"));
    const long long num = integer(arguments_of(text, 1)[0]);
    return ok(num > pick_ ? -1 : num < pick_ ? 1 : 0);
  }

 private:
  long long pick_;
};

// 702: past the end, get answers 2^31 - 1.
class SecretArrayReader : public ApiInteractor {
 public:
  explicit SecretArrayReader(const CaseLines& lines) : secret_(line_value<std::vector<long long>>(lines, "secret")) {}
  std::string call(std::string_view method, std::string_view text) override {
    if (method != "get") return unknown("ArrayReader", method);
    count("ArrayReader.get", leetcode_call_limit("ArrayReader.get"));
    const long long index = integer(arguments_of(text, 1)[0]);
    return ok(index >= 0 && index < static_cast<long long>(secret_.size()) ? secret_[static_cast<size_t>(index)] : INT_MAX);
  }

 private:
  std::vector<long long> secret_;
};

class MountainArray : public ApiInteractor {
 public:
  explicit MountainArray(const CaseLines& lines) : values_(line_value<std::vector<long long>>(lines, "array")) {}
  std::string call(std::string_view method, std::string_view text) override {
    const long long size = static_cast<long long>(values_.size());
    if (method == "length") return ok(size);
    if (method != "get") return unknown("MountainArray", method);
    count("MountainArray.get", leetcode_call_limit("MountainArray.get"));
    const long long index = integer(arguments_of(text, 1)[0]);
    if (index < 0 || index >= size) {
      throw ApiCallError("MountainArray.get(" + std::to_string(index) + "): the index is outside " + range(size));
    }
    return ok(values_[static_cast<size_t>(index)]);
  }

 private:
  std::vector<long long> values_;
};

class BinaryMatrix : public ApiInteractor {
 public:
  explicit BinaryMatrix(const CaseLines& lines) : mat_(line_value<std::vector<std::vector<long long>>>(lines, "mat")) {}
  std::string call(std::string_view method, std::string_view text) override {
    if (method == "dimensions") return ok({mat_.size(), mat_.empty() ? 0 : mat_[0].size()});
    if (method != "get") return unknown("BinaryMatrix", method);
    count("BinaryMatrix.get", leetcode_call_limit("BinaryMatrix.get"));
    const json at = arguments_of(text, 2);
    const long long row = integer(at[0]), col = integer(at[1]);
    if (row < 0 || row >= static_cast<long long>(mat_.size()) || col < 0 ||
        col >= static_cast<long long>(mat_[static_cast<size_t>(row)].size())) {
      throw ApiCallError("BinaryMatrix.get(" + std::to_string(row) + ", " + std::to_string(col) +
                         "): the cell is outside the matrix");
    }
    return ok(mat_[static_cast<size_t>(row)][static_cast<size_t>(col)]);
  }

 private:
  std::vector<std::vector<long long>> mat_;
};

// 1533: compareSub compares two ranges' sums.
class CompareSub : public ApiInteractor {
 public:
  explicit CompareSub(const CaseLines& lines) {
    const auto arr = line_value<std::vector<long long>>(lines, "arr");
    prefix_.push_back(0);
    for (long long v : arr) prefix_.push_back(prefix_.back() + v);
  }
  std::string call(std::string_view method, std::string_view text) override {
    if (method == "length") return ok(size());
    if (method != "compareSub") return unknown("ArrayReader", method);
    count("ArrayReader.compareSub", leetcode_call_limit("ArrayReader.compareSub"));
    const json at = arguments_of(text, 4);
    const long long left = total(integer(at[0]), integer(at[1])), right = total(integer(at[2]), integer(at[3]));
    return ok(left > right ? 1 : left < right ? -1 : 0);
  }

 private:
  long long size() const { return static_cast<long long>(prefix_.size()) - 1; }
  long long total(long long start, long long end) const {
    if (start < 0 || start > end || end >= size()) {
      throw ApiCallError("ArrayReader.compareSub: the range " + std::to_string(start) + ".." + std::to_string(end) +
                         " is not within " + range(size()));
    }
    return prefix_[static_cast<size_t>(end + 1)] - prefix_[static_cast<size_t>(start)];
  }
  std::vector<long long> prefix_;
};

class Sea : public ApiInteractor {
 public:
  explicit Sea(const CaseLines& lines) {
    for (const auto& ship : line_value<std::vector<std::vector<long long>>>(lines, "ships")) {
      if (ship.size() != 2) throw ApiCaseError("the case's ships line: each ship is a point [x,y]");
      ships_.push_back({ship[0], ship[1]});
    }
  }
  std::string call(std::string_view method, std::string_view text) override {
    if (method != "hasShips") return unknown("Sea", method);
    count("Sea.hasShips", leetcode_call_limit("Sea.hasShips"));
    const json corners = arguments_of(text, 2);
    const std::array<long long, 2> top_right = point(corners[0]), bottom_left = point(corners[1]);
    return ok(std::any_of(ships_.begin(), ships_.end(), [&](const std::array<long long, 2>& ship) {
      return bottom_left[0] <= ship[0] && ship[0] <= top_right[0] && bottom_left[1] <= ship[1] && ship[1] <= top_right[1];
    }));
  }

 private:
  static std::array<long long, 2> point(const json& value) {
    if (!value.is_array() || value.size() != 2) throw ApiCallError("a corner is not a point [x,y]");
    return {integer(value[0]), integer(value[1])};
  }
  std::vector<std::array<long long, 2>> ships_;
};

// 843: guess answers -1 for a word not in words, else the letters in place; the case's answer is
// the text LeetCode prints.
class Master : public ApiInteractor {
 public:
  explicit Master(const CaseLines& lines)
      : secret_(line_value<std::string>(lines, "secret")),
        allowed_(line_value<long long>(lines, "allowedGuesses")) {
    for (auto& word : line_value<std::vector<std::string>>(lines, "words")) words_.insert(std::move(word));
  }
  std::string call(std::string_view method, std::string_view text) override {
    if (method != "guess") return unknown("Master", method);
    count("Master.guess", leetcode_call_limit("Master.guess"));
    const json word_value = arguments_of(text, 1)[0];
    if (!word_value.is_string()) throw ApiCallError("Master.guess takes a word");
    const std::string word = word_value.get<std::string>();
    if (words_.count(word) == 0) return ok(-1);
    if (word == secret_ && static_cast<long long>(calls()) <= allowed_) found_ = true;
    int matches = 0;
    for (size_t i = 0; i < word.size() && i < secret_.size(); ++i) matches += word[i] == secret_[i];
    return ok(matches);
  }
  std::optional<std::string> answer_override() const override {
    // Within allowedGuesses, counting every guess made, as LeetCode's judge counts them.
    const bool in_time = found_ && static_cast<long long>(calls()) <= allowed_;
    const char* text = in_time ? "You guessed the secret word correctly."
                              : "Either you took too many guesses, or you did not find the secret word.";
    return json(text).dump() + "\n";
  }

 private:
  std::string secret_;
  long long allowed_;
  std::set<std::string> words_;
  bool found_ = false;
};

// 157/158: read4 hands out the file four characters at a time; after each of the solution's
// read(buf, n) the driver shows buf's first k characters, checked against the file here.
class Read4 : public ApiInteractor {
 public:
  explicit Read4(const CaseLines& lines) : file_(line_value<std::string>(lines, "file")) {
    reads_expected_ = lines.count("queries") ? line_value<std::vector<long long>>(lines, "queries").size() : 1;
  }
  std::string call(std::string_view method, std::string_view text) override {
    if (method == "read4") {
      count("read4", leetcode_call_limit("read4"));
      const std::string next = file_.substr(std::min(read4_at_, file_.size()), 4);
      read4_at_ += next.size();
      return ok(next);
    }
    if (method != "read") return unknown("read4", method);
    const json shown = arguments_of(text, 3);
    if (!shown[2].is_string()) throw ApiCallError("read's buf is not a string");
    check_read(integer(shown[0]), integer(shown[1]), shown[2].get<std::string>());
    ++reads_checked_;
    return ok(nullptr);
  }
  std::string missing_at_end() const override {
    if (reads_checked_ >= reads_expected_) return "";
    return "the driver showed " + std::to_string(reads_checked_) + " of the " + plural(reads_expected_, "call") +
           " of read(buf, n) to the judge";
  }

 private:
  static std::string excerpt(const std::string& text) {
    return json(text.substr(0, 40)).dump() + (text.size() > 40 ? "..." : "");
  }
  void check_read(long long n, long long k, const std::string& buf) {
    const std::string call = "read(buf, " + std::to_string(n) + ")", returned = call + " returned " + std::to_string(k);
    if (k < 0 || k > n) return fail_case(returned + ": expected 0.." + std::to_string(n));
    const std::string expected = file_.substr(std::min(delivered_, file_.size()), static_cast<size_t>(k));
    if (expected.size() < static_cast<size_t>(k)) {
      return fail_case(returned + ", but only " + plural(expected.size(), "character") + " of the file " + (expected.size() == 1 ? "was" : "were") + " left");
    }
    const std::string found = buf.substr(0, static_cast<size_t>(k));
    if (found != expected) return fail_case(returned + ", but buf starts with " + excerpt(found) + " where the file has " + excerpt(expected));
    delivered_ += static_cast<size_t>(k);
  }
  std::string file_;
  size_t read4_at_ = 0, delivered_ = 0;
  size_t reads_expected_ = 1, reads_checked_ = 0;
};

template <typename Api> std::unique_ptr<ApiInteractor> make(const CaseLines& lines) { return std::make_unique<Api>(lines); }

using Maker = std::unique_ptr<ApiInteractor> (*)(const CaseLines&);
const std::map<std::string_view, Maker>& makers() {
  static const std::map<std::string_view, Maker> by_name = {
      {"isBadVersion", make<BadVersion>}, {"guess", make<GuessGame>},         {"ArrayReader", make<SecretArrayReader>},
      {"Master", make<Master>},           {"MountainArray", make<MountainArray>},
      {"Sea", make<Sea>},                 {"BinaryMatrix", make<BinaryMatrix>}, {"compareSub", make<CompareSub>},
      {"read4", make<Read4>},
  };
  return by_name;
}

}  // namespace leetcode_apis

bool api_withholds(std::string_view api, std::string_view line) {
  const auto& withheld = leetcode_apis::withheld_lines();
  auto it = withheld.find(api);
  return it != withheld.end() && std::find(it->second.begin(), it->second.end(), line) != it->second.end();
}

std::uint64_t leetcode_call_limit(std::string_view counted) {
  // LeetCode's statements: 1095 "more than 100 calls to MountainArray.get", 1428 "more than 1000
  // calls to BinaryMatrix.get", 1533 "at most 20 times", 1274 "more than 400 calls to hasShips".
  static const std::pair<std::string_view, std::uint64_t> kLimits[] = {
      {"MountainArray.get", 100}, {"BinaryMatrix.get", 1000}, {"ArrayReader.compareSub", 20}, {"Sea.hasShips", 400}};
  for (const auto& [name, limit] : kLimits) {
    if (name == counted) return limit;
  }
  return 0;
}

std::unique_ptr<ApiInteractor> make_leetcode_api(std::string_view api, const CaseLines& lines) {
  auto it = leetcode_apis::makers().find(api);
  if (it == leetcode_apis::makers().end()) throw ApiCaseError("the judge has no API named " + std::string(api));
  return it->second(lines);
}

}  // namespace lcjudge
