// LeetCode 278's API, `bool isBadVersion(int version)`: true from the case's hidden `bad` on,
// which the judge keeps (api_channel.h).
#pragma once

#include "api_channel.h"

inline bool isBadVersion(int version) { return lcjudge::api::call<bool>("isBadVersion", version); }
