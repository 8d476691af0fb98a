#include "problem/api_catalogue.h"

#include <fmt/format.h>

#include "interactor/leetcode_apis.h"

namespace lcjudge {

namespace {

// "; more than 100 MountainArray.get calls is WA": the limit the judge's interactor counts by.
std::string limit_text(const char* counted) {
  return fmt::format("; more than {} {} calls is WA", leetcode_call_limit(counted), counted);
}

}  // namespace

const std::vector<ApiSpec>& api_catalogue() {
  static const std::vector<ApiSpec> catalogue = {
      {"isBadVersion", "278", "", "", "", "bad", "int", false, "api_bad_version.h",
       "isBadVersion", "bool isBadVersion(int version): version >= bad; no call limit"},
      {"guess", "374", "", "", "", "pick", "int", false, "api_guess.h", "int guess(int num)",
       "int guess(int num): -1 if num > pick, 1 if num < pick, 0 if equal; no call limit"},
      {"MountainArray", "1095", "MountainArray", "array", "vector<int>", "", "", true, "api_mountain_array.h", "MountainArray",
       "MountainArray.get(index), .length() over the case's array" + limit_text("MountainArray.get")},
      {"CustomFunction", "1237", "CustomFunction", "function_id", "int", "", "", true, "api_custom_function.h", "CustomFunction",
       "CustomFunction.f(x, y), LeetCode's hidden formula number function_id (1 to 9); the answer in any order",
       "", "", "", true, false},
      {"BinaryMatrix", "1428", "BinaryMatrix", "mat", "vector<vector<int>>", "", "", true, "api_binary_matrix.h", "BinaryMatrix",
       "BinaryMatrix.get(row, col), .dimensions() over the case's mat" + limit_text("BinaryMatrix.get")},
      {"compareSub", "1533", "ArrayReader", "arr", "vector<int>", "", "", true, "api_compare_sub.h", "compareSub",
       "ArrayReader.compareSub(l, r, x, y) (1, 0, -1 as arr[l..r]'s sum is greater, equal, less than arr[x..y]'s), "
       ".length() over the case's arr" + limit_text("ArrayReader.compareSub")},
      {"Sea", "1274", "Sea", "ships", "vector<vector<int>>", "", "", true, "api_sea.h",
       "hasShips",
       "Sea.hasShips(topRight, bottomLeft): a ship of the case's ships in the rectangle, edges included" +
           limit_text("Sea.hasShips")},
      {"Master", "843", "Master", "words", "vector<string>", "secret", "string", true, "api_master.h", "int guess(string word)",
       "Master.guess(word): -1 for a word not in words, else the letters matching the secret in place; the answer "
       "is the text LeetCode prints, as a string",
       "allowedGuesses", "int", "string"},
      {"ArrayReader", "702", "ArrayReader", "secret", "vector<int>", "", "", true, "api_array_reader.h", "int get(int index)",
       "ArrayReader.get(index) const over the case's secret array, 2^31 - 1 past either end; no call limit"},
      {kRead4Api, "157, 158", "char*", "", "", "file", "string", true, "api_read4.h", "read4",
       "int read4(char *buf4) over the case's file; read's buf checked; `queries` instead of `n` calls read once "
       "per entry (158)"},
  };
  return catalogue;
}

const ApiSpec* api_named(const std::string& name) {
  for (const ApiSpec& api : api_catalogue()) {
    if (api.name == name) return &api;
  }
  return nullptr;
}

const ApiSpec* api_in_template(const std::string& text) {
  for (const ApiSpec& api : api_catalogue()) {
    if (text.find(api.template_marker) != std::string::npos) return &api;
  }
  return nullptr;
}

bool is_api_class(const std::string& name) {
  for (const ApiSpec& api : api_catalogue()) {
    if (!api.parameter_class.empty() && api.parameter_class == name) return true;
  }
  return false;
}

}  // namespace lcjudge
