// LeetCode 1274's API: `class Sea { bool hasShips(vector<int> topRight, vector<int> bottomLeft); }`
// over the case's hidden `ships` line, which the judge keeps (api_channel.h): whether a ship lies
// in the rectangle, its edges included. More than 400 calls is a wrong answer (the judge counts).
#pragma once

#include <string>
#include <vector>

#include "api_channel.h"

class Sea {
 public:
  bool hasShips(std::vector<int> topRight, std::vector<int> bottomLeft) {
    return lcjudge::api::call<bool>("hasShips", topRight, bottomLeft);
  }
};

template <> struct lcjudge::custom_codec<::Sea> : lcjudge::api_handle_codec<::Sea> {
  static std::string name() { return "Sea"; }
};
