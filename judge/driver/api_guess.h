// LeetCode 374's API, `int guess(int num)`: -1 if num is above the case's hidden `pick`, 1 if
// below, 0 if it is the pick, which the judge keeps (api_channel.h).
#pragma once

#include "api_channel.h"

inline int guess(int num) { return lcjudge::api::call<int>("guess", num); }
