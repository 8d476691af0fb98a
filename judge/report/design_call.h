// In a design problem, the call whose result differs: the case's first line lists the operations
// (["MinStack","push","getMin"]), its second their arguments, and the answer holds a result per
// call; "call 4 getMin(): expected -2, found -3" says where to look.
#pragma once

#include <string>

namespace lcjudge {

// The first call whose result differs between EXPECTED and FOUND (their JSON text, escaped for the
// terminal as printable() does), or "" when INPUT's first line is not an array of strings as long
// as EXPECTED or none differs. Only for a problem whose signature says its case is operations
// (ProblemSignature::takes_operations): a function problem's case may look the same (344's
// ["h","e","l","l","o"]), and its answer has no calls.
std::string differing_call(const std::string& input, const std::string& expected, const std::string& found);

}  // namespace lcjudge
