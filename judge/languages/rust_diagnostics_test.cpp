// rustc's diagnostics in LeetCode's words (rust_diagnostics.h).
#include "languages/rust_diagnostics.h"

#include <gtest/gtest.h>

namespace lcjudge {
namespace {

TEST(RustDiagnosticsTest, AnErrorInTheSolutionIsPlacedByLineAndCharWithRustcsQuotedLine) {
  const std::string rustc =
      "error[E0308]: mismatched types\n"
      " --> solution.rs:3:22\n"
      "  |\n"
      "3 |         let x: i32 = \"a\";\n"
      "  |                ---   ^^^ expected `i32`, found `&str`\n"
      "\n"
      "error: aborting due to 1 previous error\n"
      "\n"
      "For more information about this error, try `rustc --explain E0308`.\n";
  EXPECT_EQ(leetcode_rustc_diagnostics(rustc, "solution.rs"),
            "Line 3: Char 22: error[E0308]: mismatched types\n"
            "  |\n"
            "3 |         let x: i32 = \"a\";\n"
            "  |                ---   ^^^ expected `i32`, found `&str`\n");
}

// An error in the judge's generated main (a signature other than LeetCode's) keeps its place in
// main.rs, and its note pointing into the solution stays as rustc wrote it.
TEST(RustDiagnosticsTest, AnErrorOutsideTheSolutionKeepsRustcsPlace) {
  const std::string rustc =
      "error[E0308]: mismatched types\n"
      "  --> main.rs:22:62\n"
      "   |\n"
      "note: associated function defined here\n"
      "  --> solution.rs:2:12\n"
      "\n"
      "Some errors have detailed explanations: E0308, E0425.\n";
  EXPECT_EQ(leetcode_rustc_diagnostics(rustc, "solution.rs"),
            "error[E0308]: mismatched types\n  --> main.rs:22:62\n   |\nnote: associated function defined here\n"
            "  --> solution.rs:2:12\n");
}

}  // namespace
}  // namespace lcjudge
