// Whether to colour text: only on a terminal, and never when NO_COLOR is set (no-color.org).
#pragma once

#include <fmt/color.h>

#include <cstdio>
#include <string>

namespace lcjudge {

bool wants_colour(std::FILE* stream);

// TEXT in STYLE when COLOUR is on (the caller asked wants_colour() for its stream), else TEXT as is.
std::string painted(const std::string& text, const fmt::text_style& style, bool colour);

}  // namespace lcjudge
