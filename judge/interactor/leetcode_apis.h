// The APIs LeetCode provides to API problems, as the judge answers them (api_interactor.h):
// 157/158 read4, 278 isBadVersion, 374 guess, 702 ArrayReader, 843 Master, 1095 MountainArray,
// 1274 Sea, 1428 BinaryMatrix, 1533 compareSub. (1237's CustomFunction is the driver's own:
// problem/api_catalogue.h's judge_answers.)
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "interactor/api_interactor.h"

namespace lcjudge {

// A call LeetCode's API would fail (an index outside the array): the driver's error.
struct ApiCallError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A case the API cannot be made from (its line is not what the API needs): the judge's error.
struct ApiCaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using CaseLines = std::map<std::string, std::string, std::less<>>;

// LeetCode's limit on COUNTED's calls ("MountainArray.get"), past which a case is WA; 0: none.
// The one place each limit is written: the interactor counts by it, and the problem catalogue's
// descriptions (problem/api_catalogue.cpp) quote it.
std::uint64_t leetcode_call_limit(std::string_view counted);

// The API named API made from the case's LINES (by name); throws ApiCaseError.
std::unique_ptr<ApiInteractor> make_leetcode_api(std::string_view api, const CaseLines& lines);

}  // namespace lcjudge
