// LeetCode's C++ code template ("stub"), as its editor shows it, read into the problem's
// signature: `class Solution` with one public method (a function problem), or a class with a
// constructor and methods (a design problem; LeetCode's `class Solution { Solution(...) ... }`
// of 384 or 528 is one too; 341's NestedIterator, whose comment says `while (i.hasNext())`, is
// driven as an iterator; a class without a constructor whose two methods undo each other, as
// 297's Codec, is round-tripped). Comments are skipped, but a commented `Node` definition says what
// Node* means: `children` an N-ary tree, `neighbors` a graph, `random` a list with random
// pointers, `left` and `next` a tree with next pointers. `judge new` writes problem.yaml from it.
#pragma once

#include <string>

#include "problem/config.h"
#include "problem/signature.h"

namespace lcjudge {

struct ParsedStub {
  ProblemSignature signature;
  NodeKind node = NodeKind::kNone;  // set when some type is Node*
};

// Reads TEXT (named SOURCE_NAME in messages: "stub.cpp", "<stdin>"). NODE, when not kNone,
// says what Node* means instead of the commented definition. JudgeFailure "SOURCE:LINE: what is
// wrong; what to do" when the stub has no class, an unsupported type, several Solution methods,
// or a Node* whose meaning cannot be told.
ParsedStub parse_stub(const std::string& text, const std::string& source_name, NodeKind node = NodeKind::kNone);

// TEXT with every comment (// and /* */) replaced by spaces, newlines kept, so that offsets and
// line numbers stay those of TEXT; string and character literals are kept as they are.
// JudgeFailure naming SOURCE_NAME's line of an unterminated /* comment.
std::string without_comments(const std::string& text, const std::string& source_name);

}  // namespace lcjudge
