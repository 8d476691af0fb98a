#include "expectations.h"

namespace lcjudge {

ExpectationCheck check_expectation(Verdict expected, const std::vector<CaseResult>& results, bool compiled) {
  std::string want = short_name(expected);
  if (!compiled) {
    if (expected == Verdict::kCompileError) return {true, "", nullptr};
    return {false, "expected " + want + ", got CE", nullptr};
  }
  if (expected == Verdict::kCompileError) return {false, "expected CE, but it compiled", nullptr};

  const CaseResult* first_expected = nullptr;
  for (const auto& result : results) {
    Verdict got = result.outcome.verdict;
    if (got == Verdict::kAccepted) continue;
    if (got == expected) {
      if (!first_expected) first_expected = &result;
      continue;
    }
    return {false,
            "expected " + want + (expected == Verdict::kAccepted ? " on every case" : "") + ", got " + short_name(got) +
                " on " + result.test.id,
            &result};
  }
  if (expected == Verdict::kAccepted || first_expected) return {true, "", first_expected};
  return {false,
          "expected " + want + ", but every case was AC (" + std::to_string(results.size()) + " judged)", nullptr};
}

}  // namespace lcjudge
