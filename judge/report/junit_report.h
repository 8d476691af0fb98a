// `--junit FILE`: JUnit XML, as CI systems display it: one <testsuite> per solution, one
// <testcase> per judged case. A case fails when its verdict is not one the solution's
// expectation permits there; an expectation that fails for want of a required verdict gets a
// failing <testcase name="expectation">; a compile error and a judge error are <error>s.
#pragma once

#include <string>
#include <vector>

#include "judging/expectations.h"
#include "judging/scheduler.h"

namespace lcjudge {

std::string junit_xml(const std::vector<SolutionReport>& reports, const std::vector<Expectation>& expectations);

// Text safe inside an XML attribute or element: the five entities escaped, control characters
// and invalid UTF-8 shown as \xNN (printable), since solutions' output ends up in messages.
std::string xml_escape(const std::string& text);

}  // namespace lcjudge
