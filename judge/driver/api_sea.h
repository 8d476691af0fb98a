// LeetCode 1274's API: `class Sea { bool hasShips(vector<int> topRight, vector<int> bottomLeft); }`
// over the case's `ships` line, which defines the method's Sea parameter: whether a ship lies in
// the rectangle, its edges included. As on LeetCode, more than 400 calls to hasShips is a wrong
// answer. The ships and the count live in private static members, not in the Sea the solution
// is given by value, so copies count on; loaded once per case.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.h"
#include "leetcode_io.h"

class Sea {
 public:
  bool hasShips(std::vector<int> topRight, std::vector<int> bottomLeft);
};

namespace lcjudge::api {

class SeaApi {
 public:
  static constexpr const char* kName = "Sea";
  static constexpr long long kCallLimit = 400;
  static void load_hidden(std::string_view, size_t) {}  // the ships line defines the parameter itself
  static void check_calls() { check_call_limit("Sea.hasShips", calls_, kCallLimit); }

 private:
  friend class ::Sea;
  friend struct lcjudge::custom_codec<::Sea>;
  static inline std::vector<std::vector<int>> ships_;
  static inline long long calls_ = 0;
  static inline CaseMark loaded_;
};

}  // namespace lcjudge::api

inline bool Sea::hasShips(std::vector<int> topRight, std::vector<int> bottomLeft) {
  using lcjudge::api::SeaApi;
  ++SeaApi::calls_;
  if (topRight.size() != 2 || bottomLeft.size() != 2) {
    throw std::invalid_argument("Sea.hasShips takes two points of 2 coordinates each");
  }
  for (const auto& ship : SeaApi::ships_) {
    if (ship[0] >= bottomLeft[0] && ship[0] <= topRight[0] && ship[1] >= bottomLeft[1] && ship[1] <= topRight[1]) {
      return true;
    }
  }
  return false;
}

namespace lcjudge {

template <> struct custom_codec<::Sea> {
  static constexpr bool enabled = true;
  static std::string name() { return "Sea"; }
  static ::Sea decode(JsonView value, detail::Location& at) {
    if (api::SeaApi::loaded_.set_in_this_case()) throw std::logic_error("the Sea is made once, by the judge");
    auto ships = detail::decode_value<std::vector<std::vector<int>>>(value, at);
    for (const auto& ship : ships) {
      if (ship.size() != 2) at.fail("each ship is a point [x,y]");
    }
    api::SeaApi::ships_ = std::move(ships);
    api::SeaApi::calls_ = 0;  // the case's own count
    api::SeaApi::loaded_.set();
    return ::Sea{};
  }
};

}  // namespace lcjudge
