// The names a test case may have when the judge writes it (`judge add`, `judge gen`): a plain file
// name, in a group folder at or below sample/ or secret/ of the problem.
#pragma once

#include <string>

namespace lcjudge {

// Letters, digits, '.', '_' and '-', not starting with '.' or '-' (so never '..' or an option).
bool is_plain_name(const std::string& part);

// Why GROUP ("secret", "secret/small") is not a test folder of a problem, or "" if it is: it must be
// relative, below sample/ or secret/, and made of plain names.
std::string group_problem(const std::string& group);

}  // namespace lcjudge
