// A solution's sweep family by family: each family's curve is fitted on its own, since families
// of different shapes (a ladder, a dense random graph) put the same solution on different curves,
// and a curve made of the slowest family at each size jumps wherever another family takes over.
// The solution's growth is quoted on one family, named beside it, and its blow-up at the cap is
// checked against that fit. Pure, so unit-tested.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "timing/growth_fit.h"

namespace lcjudge {

struct FamilySweep {
  std::string family;
  std::vector<GrowthPoint> curve;  // per size finished: the fastest solve time
  std::vector<GrowthPoint> work;   // per size finished whose runs reported it: the solution's own work count
  GrowthFit fit, work_fit;
  std::string last_within_cap;  // the largest size finished within the cap ("" if none)
  std::string stopped_at;       // the size at which a run exceeded the cap ("" if none did)
  double stopped_n = 0;
};

// The family a solution's growth is quoted on. If it left the cap on some family: of those, the
// one it finished the most sizes of first (its growth up to the cap is measured best there);
// otherwise the one slowest at its largest size (the one that bounds its time). Ties go to the
// first in the plan; families with no size finished come last. 0 for no family.
size_t choose_headline(const std::vector<FamilySweep>& families);

// The fit's account of a family's blow-up: a run stopped at the cap took at least CAP seconds, so
// the jump from the last size within the cap is at least CAP / its time. The fit agrees when its
// prediction at the stopped size, scaled from the last measured time, reaches the cap to within
// kJumpTolerance: the residuals of a fit with R² >= 0.95 over several decades of time are about
// that large, and a prediction further below the cap means the fit does not explain the stop.
constexpr double kJumpTolerance = 2.0;

struct JumpCheck {
  bool applies = false;      // the family left the cap after a fitted size
  double observed = 0;       // the jump is at least this factor, fit or not (0: it never left the cap)
  double predicted = 0;      // the fit's factor from the last size within the cap to the stopped one
  bool agrees = false;
};

JumpCheck check_jump(const FamilySweep& family, double cap_seconds);

}  // namespace lcjudge
