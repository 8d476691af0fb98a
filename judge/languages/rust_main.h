// The main crate of a Rust solution's program (judge/languages/rust.cpp builds it): the solution's
// text included as LeetCode's editor takes it, beside what LeetCode's environment declares for it
// (`pub struct Solution;`, ListNode, TreeNode, the names its templates use), and the few lines
// that read a case, call the solution as LeetCode's Rust driver calls it and print the answer,
// generated from the problem's signature; the reading and printing are the driver's
// (judge/driver/rust/lcjudge/), compiled once.
#pragma once

#include <string>
#include <vector>

#include "problem/config.h"

namespace lcjudge {

// The file name the main crate includes the solution as: LeetCode's name for it in messages.
constexpr const char* kRustSolutionFile = "solution.rs";

struct RustMain {
  std::string text;         // main.rs, or "" when the problem cannot be judged in Rust
  std::string refused;  // then why, as its CE: "Node* is not supported in Rust yet"
};

// The main crate for CONFIG's problem and the solution SOLUTION_TEXT (read for the names and the
// parameter passing its functions declare).
RustMain rust_main_text(const ProblemConfig& config, const std::string& solution_text);

// LeetCode's Rust name of the C++ name NAME: twoSum is two_sum, getMin get_min, isValidBST
// is_valid_bst.
std::string rust_snake_case(const std::string& name);

// The Rust type LeetCode's templates give C++'s TYPE: int is i32, vector<string> Vec<String>,
// TreeNode* Option<Rc<RefCell<TreeNode>>>; "" for a type Rust is not judged with.
std::string rust_type(const TypeSpec& type);

// Each function of TEXT (a Rust solution), as declared: how it takes each parameter ("&mut", "&" or
// "" for by value), each parameter's type as written ("&mut Vec<i32>"; a receiver, `&self`, left
// out) and its result's ("" for none), and the type of the `impl` block it is in ("Solution",
// "Trie"; "" for a free function). Comments, strings and character literals are not read.
struct RustFunction {
  std::string name;
  std::string owner;
  std::vector<std::string> passing;
  std::vector<std::string> types;
  std::string result;
};
std::vector<RustFunction> rust_functions(const std::string& text);

// Whether TEXT (a Rust solution) names the type NAME (ListNode) in its code without declaring it
// (`struct ListNode`, `enum`, `type`): then it counts on LeetCode's environment to define it.
bool rust_names_undeclared(const std::string& text, const std::string& name);

// Why TEXT (a Rust solution) is refused before it is compiled, "" when it is not: an attribute
// that places code before main (`#[link_section = ".init_array"]`, where C++'s constructors of
// an earlier priority than the driver's are refused too) or in place of the C library's functions
// the driver calls (`#[no_mangle]`, `#[export_name]`). "Line 3: ..." as LeetCode names a line.
std::string rust_refused_attribute(const std::string& text);

}  // namespace lcjudge
