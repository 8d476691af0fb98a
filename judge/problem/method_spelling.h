// A design class's method names as LeetCode's C++ template spells them, where another language's
// template cannot tell: Rust's `front` and `calculate_mk_average`, Go's `Front`, Ruby's `front` are
// C++'s `Front` (622) and `calculateMKAverage` (1825), which the statement's examples call.
#pragma once

#include <vector>

#include "problem/statement.h"
#include "problem/template_model.h"

namespace lcjudge {

// Renames each method of MODEL's design class that no example calls to the one name the examples
// call that is alike but for case and underscores (and no other method's); an example that does
// not parse is passed over (the sample check names it later).
void settle_method_spelling(TemplateModel& model, const std::vector<StatementExample>& examples);

}  // namespace lcjudge
