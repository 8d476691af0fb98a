// The scalars a template leaves open (problem/template_model.h's OpenScalar: JavaScript's and
// TypeScript's `number`, Python's `int`, PHP's `Integer`; `str`, `String` and TypeScript's `string`
// for a char) settled from the statement's examples, as LeetCode prints their values: a number
// with a fraction ("2.00000", "1.50000") makes a `number` double, an integer past int's range
// makes it long long, and a string whose every example value is one character is a char (744's
// `target = "a"`, 79's board). Without a statement, or where the examples show neither, they stay
// int and string. Each example is mapped to the template's methods as `judge new` maps it to the
// signature: a function's parameters in order and its result (a void method's answer parameter),
// a design class's calls and results, a codec's encoder and decoder.
#pragma once

#include <string>
#include <vector>

#include "problem/language.h"
#include "problem/statement.h"
#include "problem/template_model.h"

namespace lcjudge {

// Settles MODEL's open scalars from EXAMPLES (an example that does not parse is passed over: the
// sample check names it later). Returns the note for the user, "" when MODEL had none open:
// "LeetCode's TypeScript template does not tell int from long long and double: read from the
// statement's examples, x double, n int, the result double; ...".
std::string settle_open_scalars(TemplateModel& model, const std::vector<StatementExample>& examples, Language language,
                                bool have_statement);

}  // namespace lcjudge
