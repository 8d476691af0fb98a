#include "judging/run_profile.h"

namespace lcjudge {

std::vector<std::string> run_environment(Language language) {
  // Go: the runtime starts with one P rather than one per CPU and then stopping the world to drop
  // the others (the Go driver keeps its runs on one P: every thread's CPU time counts).
  if (language == Language::kGo) return {"GOMAXPROCS=1"};
  return {};
}

}  // namespace lcjudge
