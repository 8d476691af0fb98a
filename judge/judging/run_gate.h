// The gate between the runs of one judging call: runs go through it side by side (shared), and a
// run made again because the load may have spoiled it goes through alone, with none of the others
// beside it. A waiting alone run goes first: new shared runs wait for it. Whoever makes runs owns
// one gate for all the runs that must not overlap an alone run (a command, a test); there is no
// process-wide gate.
//
// The gate is only entered and left through the guards below, whose destructors leave it, so an
// exception between enter and leave cannot keep the other threads waiting.
#pragma once

#include <condition_variable>
#include <mutex>
#include <optional>

namespace lcjudge {

class RunGate {
 public:
  RunGate() = default;
  RunGate(const RunGate&) = delete;
  RunGate& operator=(const RunGate&) = delete;

  // A place among the runs side by side, held while it lives; movable, so that a run sent ahead
  // can carry its own.
  class Shared {
   public:
    explicit Shared(RunGate& gate);  // waits while a run is alone or waits to be
    Shared(Shared&& other) noexcept : gate_(other.gate_) { other.gate_ = nullptr; }
    Shared& operator=(Shared&&) = delete;
    Shared(const Shared&) = delete;
    Shared& operator=(const Shared&) = delete;
    ~Shared() { release(); }

    // The place if it is free now, else none: for a run sent ahead, which must not be waited for
    // while the thread holds an earlier one (an alone run waiting would wait for that one).
    static std::optional<Shared> if_free(RunGate& gate);

    // Leaves the gate now rather than at the end of the guard's life.
    void release();

   private:
    struct NoWait {};
    Shared(RunGate& gate, NoWait) : gate_(&gate) {}
    RunGate* gate_;  // null once released or moved from
  };

  // The gate to oneself while it lives: waits until no shared run is out.
  class Alone {
   public:
    explicit Alone(RunGate& gate);
    Alone(const Alone&) = delete;
    Alone& operator=(const Alone&) = delete;
    ~Alone();

   private:
    RunGate& gate_;
  };

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int running_ = 0;
  int waiting_alone_ = 0;
  bool alone_ = false;
};

}  // namespace lcjudge
