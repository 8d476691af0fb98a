// C++: LeetCode's language, the judge's reference. Its build is the solution builder's own
// (judging/build.h: the prelude, the generated entry, an optimised and a sanitized binary, each
// compiled in the compile jail), and it runs as a native binary with no runtime to contain.
#include <fmt/format.h>

#include "judging/language_toolchain.h"

namespace lcjudge {

namespace {

// Every C++ template has `public:` (a class's or a design class's); problem/stub.h reads it.
int cpp_template_rank(const std::string&, const std::string& code) {
  return code.find("public:") != std::string::npos || code.find("private:") != std::string::npos ? 0 : -1;
}

class CppLanguage : public LanguageToolchain {
 public:
  // Time factor 1: the problems' limits are C++'s. Memory on address space (RLIMIT_AS), except a
  // sanitized build's, whose shadow memory the run's own checks account for.
  CppLanguage() : LanguageToolchain({Language::kCpp, "C++", "cpp", ".cpp", 1.0, false, true, {cpp_template_rank, nullptr}}) {}

  BuildOutcome build(const LanguageBuildInput& input) const override {
    return input.builder.build_cpp(input.solution, input.config);
  }

  std::string describe_run() const override { return "a native binary, no runtime"; }

  bool installed() const override { return true; }  // the judge is built with the compiler it uses

  // The bench's own rows hold C++ against its binary's floor (timing/overhead_bench.cpp).
  bool benched() const override { return false; }
  StartFloor start_floor(const StartFloorInput&) const override { return {}; }
};

}  // namespace

const LanguageToolchain& cpp_language() {
  static const CppLanguage language;
  return language;
}

}  // namespace lcjudge
