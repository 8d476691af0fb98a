// LeetCode's code template in any of its languages, read into what its C++ template declares: one
// class (a design class with its constructor, `Solution` with one method, or a codec's two
// methods), each type as LeetCode's C++ template spells it. Each language's reader
// (judge/languages/<language>_template.cpp) fills a TemplateModel; template_cpp_text() writes the C++ template
// it stands for, which problem/stub.h reads as it reads a pasted C++ one. Here too what the readers
// share: the model's checks, the Node definition in the comments, and the messages that name the
// language's own template.
#pragma once

#include <string>
#include <vector>

#include "problem/language.h"

namespace lcjudge {

// What a template's scalar may also be, where its language does not tell C++'s types apart:
// Python's `int` and PHP's `Integer` are int or long long; JavaScript's and TypeScript's `number`
// int, long long or double; Python's `str`, PHP's `String` and TypeScript's `string` a string or a
// char. problem/open_scalars.h settles them from the statement's examples.
enum class OpenScalar { kNone, kInteger, kNumber, kText };

struct TemplateType {
  std::string cpp;  // as LeetCode's C++ template writes it: "vector<vector<int>>", "ListNode*", "void"
  OpenScalar open = OpenScalar::kNone;  // what its innermost scalar may be instead
};

struct TemplateParameter {
  std::string name;
  TemplateType type;
};

struct TemplateMethod {
  std::string name;  // as the C++ template names it (Go's `Push` is `push`); a constructor's: its class's
  bool constructor = false;
  TemplateType result{"void"};
  std::vector<TemplateParameter> parameters;
  int line = 1;  // in the template as given
};

struct TemplateClass {
  std::string name;
  int line = 1;
  std::vector<TemplateMethod> methods;  // in the template's order
};

struct TemplateModel {
  TemplateClass the_class;
  std::string node_members;  // the template's Node definition's telling members ("children"), "" for none
};

// What a reader found, before it is checked to be one of LeetCode's template shapes.
struct TemplateFindings {
  std::vector<TemplateClass> classes;          // ListNode, TreeNode, Node, NestedInteger left out
  std::vector<TemplateMethod> functions;       // free functions (JavaScript, TypeScript, Go)
  std::string comments;                        // every comment, for the Node definition
};

// FINDINGS as one class: the class found; one free function as `class Solution`; two that undo
// each other (297's serialize and deserialize) as `class Codec`. A no-argument constructor of a
// codec's class is dropped, as the C++ template has none. JudgeFailure "SOURCE:LINE: ..." in
// LANGUAGE's words for anything else (no class, several, a design class without methods, a
// Solution with several, two constructors).
TemplateModel template_model(TemplateFindings findings, Language language, const std::string& source);

// The C++ template MODEL stands for, each method on its line of the template as given (so that
// problem/stub.h's messages name the user's lines); a vector parameter by reference, as LeetCode's.
std::string template_cpp_text(const TemplateModel& model);

// What one of LeetCode's templates in LANGUAGE looks like, for messages: "'var twoSum =
// function(nums, target) { };' under its JSDoc ('@param {number[]} nums', '@return {number[]}')".
const char* template_shape(Language language);

// Every language's, for the refusal of a text that is none of them.
std::string all_template_shapes();

// The members of COMMENTS' Node definition (`class Node`, `class _Node`, `function _Node(`, `type
// Node struct`, `struct Node`) that tell what Node is: of children, neighbors, random, left and
// next, those it has, space-separated, in that order ("left next"); "" when no Node is defined.
std::string node_members(const std::string& comments);

// True for ListNode, TreeNode, Node, _Node and NestedInteger: the definitions LeetCode gives in a
// comment (or a user pastes uncommented), never the template's own class.
bool is_leetcode_definition(const std::string& name);

// A scalar or a vector of TYPE.
TemplateType scalar_type(const std::string& cpp, OpenScalar open = OpenScalar::kNone);
TemplateType vector_of(const TemplateType& element);

// JudgeFailure "WHERE: unsupported type 'WORD' in 'TEXT'; LeetCode's LANGUAGE templates write KNOWN"
// ("expected a type" for WORD ""); fail_template_text says WHAT instead ("a type nested too deep").
[[noreturn]] void fail_template_type(const std::string& where, const std::string& word, const std::string& text,
                                     Language language, const char* known);
[[noreturn]] void fail_template_text(const std::string& where, const std::string& what, const std::string& text,
                                     Language language, const char* known);

}  // namespace lcjudge
