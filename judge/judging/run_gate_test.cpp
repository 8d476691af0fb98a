// The run gate's guards, in one thread: a place is given back exactly once, however its guard
// ends (moved, released early, or left by an exception). A place not given back, or given back
// twice, would leave an alone run waiting for ever: the tests would hang, not pass.
#include "judging/run_gate.h"

#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>

namespace lcjudge {
namespace {

TEST(RunGateTest, APlaceMovedIntoARunIsGivenBackOnce) {
  RunGate gate;
  {
    RunGate::Shared place(gate);
    std::optional<RunGate::Shared> carried;
    carried.emplace(std::move(place));
    carried->release();
  }
  RunGate::Alone alone(gate);
  EXPECT_FALSE(RunGate::Shared::if_free(gate).has_value()) << "a place was free while a run is alone";
}

TEST(RunGateTest, AnExceptionGivesBackThePlaceAndTheGateAlone) {
  RunGate gate;
  EXPECT_THROW(
      {
        RunGate::Shared place(gate);
        throw std::runtime_error("the run failed");
      },
      std::runtime_error);
  EXPECT_THROW(
      {
        RunGate::Alone alone(gate);
        throw std::runtime_error("the run alone failed");
      },
      std::runtime_error);
  std::optional<RunGate::Shared> place = RunGate::Shared::if_free(gate);
  EXPECT_TRUE(place.has_value()) << "the gate was still held alone";
}

}  // namespace
}  // namespace lcjudge
