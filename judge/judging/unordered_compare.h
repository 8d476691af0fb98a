// Comparing answers whose lists may come in any order (problem.yaml's `order: any | any-deep`):
// both texts are read as JSON, the free lists sorted canonically, then compared element by element,
// numbers within the float tolerance.
#pragma once

#include <cstddef>
#include <string>

#include "judging/answer_compare.h"
#include "problem/config.h"

namespace lcjudge {

// Deeper text is refused unread (WA for an output, bad_answer for the answer): LeetCode's answers
// nest a few levels, and the bound keeps the parse and the recursive comparison off the stack's end.
constexpr int kMaxAnswerDepth = 64;

// With a float tolerance, sorted lists that differ are matched again pairwise (a close pair may
// sort apart) when they have at most this many elements: the quadratic search stays under a second.
constexpr size_t kMaxPairwiseElements = 2000;
// And give up (not equal) past this many values compared in all: long inner lists alike but for
// their last number would make even 2,000 elements a billion steps.
constexpr size_t kMaxMatchSteps = 20'000'000;

// options.order kAny: the top-level list is a multiset; kAnyDeep: every list at every level is.
// Objects compare by key; a non-list answer compares as a plain JSON value. The tolerance reaches
// the numbers SHAPE says are floating (a reordered list's elements: AnswerShape::any_element).
Comparison compare_unordered(const std::string& expected, const std::string& found, const CompareOptions& options,
                             const AnswerShape& shape = {});

}  // namespace lcjudge
