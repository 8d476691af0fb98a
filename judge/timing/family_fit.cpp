#include "timing/family_fit.h"

namespace lcjudge {

size_t choose_headline(const std::vector<FamilySweep>& families) {
  size_t best = 0;
  auto key = [](const FamilySweep& f) {
    // (left the cap, sizes finished if it did, else the time at its largest size)
    bool left = !f.stopped_at.empty() && !f.curve.empty();
    double measure = left ? static_cast<double>(f.curve.size()) : f.curve.empty() ? -1 : f.curve.back().value;
    return std::make_pair(left, measure);
  };
  for (size_t i = 1; i < families.size(); ++i) {
    if (key(families[i]) > key(families[best])) best = i;
  }
  return best;
}

JumpCheck check_jump(const FamilySweep& family, double cap_seconds) {
  JumpCheck check;
  if (family.stopped_at.empty() || family.curve.empty() || family.curve.back().value <= 0) return check;
  const GrowthPoint& last = family.curve.back();
  check.observed = cap_seconds / last.value;
  double at_last = family.fit.model == GrowthModel::kNone ? 0 : predicted_seconds(family.fit, last.size);
  if (at_last <= 0) return check;
  check.applies = true;
  check.predicted = predicted_seconds(family.fit, family.stopped_n) / at_last;
  check.agrees = last.value * check.predicted * kJumpTolerance >= cap_seconds;
  return check;
}

}  // namespace lcjudge
