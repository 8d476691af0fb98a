// In a design problem, the call whose result differs: the case's first line lists the operations
// (["MinStack","push","getMin"]), its second their arguments, and the answer holds a result per
// call; "call 4 getMin(): expected -2, found -3" says where to look.
#pragma once

#include <string>

namespace lcjudge {

// The first call whose result differs between EXPECTED and FOUND (escaped), or "" when INPUT is
// not a design case (its first line an array of strings as long as both answers) or none differs.
std::string differing_call(const std::string& input, const std::string& expected, const std::string& found);

}  // namespace lcjudge
