#include "interactor/api_interactor.h"

#include <map>
#include <vector>

#include "base/plural.h"
#include "interactor/leetcode_apis.h"

namespace lcjudge {

namespace api_case_text {  // named: the unity batches share their anonymous namespace

std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  while (!text.empty()) {
    const size_t space = text.find(' ');
    if (space != 0) words.push_back(text.substr(0, space));
    if (space == std::string_view::npos) break;
    text.remove_prefix(space + 1);
  }
  return words;
}

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const size_t newline = text.find('\n');
    lines.push_back(text.substr(0, newline));
    if (newline == std::string_view::npos) break;
    text.remove_prefix(newline + 1);
  }
  return lines;
}

}  // namespace api_case_text

std::string ApiInteractor::answer(std::string_view request) {
  const size_t space = request.find(' ');
  const std::string_view method = request.substr(0, space);
  const std::string_view arguments = space == std::string_view::npos ? std::string_view() : request.substr(space + 1);
  try {
    return call(method, arguments);
  } catch (const ApiCallError& error) {
    return std::string("error ") + error.what();
  }
}

void ApiInteractor::count(const char* name, std::uint64_t limit) {
  ++calls_;
  if (limit != 0 && calls_ > limit && wrong_answer_.empty()) {
    // Said once the case is over, with the final count, as the drivers said it.
    limit_name_ = name;
    limit_ = limit;
  }
}

std::string ApiInteractor::wrong_answer() const {
  if (!wrong_answer_.empty()) return wrong_answer_;
  if (limit_ != 0) {
    return limit_name_ + " called " + plural(calls_, "time") + "; the limit is " + std::to_string(limit_);
  }
  return missing_at_end();
}

ApiCase open_api_case(std::string_view spec, std::string_view case_text) {
  ApiCase opened;
  const std::vector<std::string_view> words = api_case_text::words_of(spec);
  const std::vector<std::string_view> lines = api_case_text::lines_of(case_text);
  if (words.empty()) {
    opened.error = "the problem names no API";
    return opened;
  }
  const std::string_view api = words[0];
  if (lines.size() != words.size() - 1) {
    opened.error = "the case has " + plural(lines.size(), "line") + ", but the problem's inputs name " +
                   std::to_string(words.size() - 1);
    return opened;
  }
  std::map<std::string, std::string, std::less<>> by_name;
  for (size_t i = 0; i < lines.size(); ++i) {
    by_name.emplace(std::string(words[i + 1]), std::string(lines[i]));
    opened.shown_text += api_withholds(api, words[i + 1]) ? std::string_view("null") : lines[i];
    opened.shown_text += '\n';
  }
  try {
    opened.interactor = make_leetcode_api(api, by_name);
  } catch (const ApiCaseError& error) {
    opened.error = error.what();
    opened.shown_text.clear();
  }
  return opened;
}

}  // namespace lcjudge
