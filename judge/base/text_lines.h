// A text's lines, for reading a tool's messages line by line.
#pragma once

#include <string>
#include <vector>

namespace lcjudge {

// The lines of TEXT, without their newlines (a last line without one is a line too).
std::vector<std::string> text_lines(const std::string& text);

}  // namespace lcjudge
