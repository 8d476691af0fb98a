// The judge's exit statuses, in one place: 0 every solution earned its expected verdict, 1 some
// did not, 2 a usage error, bad data or an internal error; 130 when interrupted (Ctrl-C).
#pragma once

namespace lcjudge {

constexpr int kExitAllExpected = 0;
constexpr int kExitSomeUnexpected = 1;
constexpr int kExitError = 2;
constexpr int kExitInterrupted = 130;  // 128 + SIGINT, as shells report it

}  // namespace lcjudge
