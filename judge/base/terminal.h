// Whether to colour text: only on a terminal, and never when NO_COLOR is set (no-color.org).
#pragma once

#include <cstdio>

namespace lcjudge {

bool wants_colour(std::FILE* stream);

}  // namespace lcjudge
