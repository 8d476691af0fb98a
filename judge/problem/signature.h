// What a problem's solution looks like, as LeetCode's C++ stub declares it: one method of
// `class Solution` (a function problem) or a class with a constructor and methods (a design
// problem). Read from problem.yaml's `signature:` or `design:` + `methods:` (problem/config.h),
// or from LeetCode's stub by `judge new`; used to check every case's input lines and to generate
// the driver's entry (judging/entry.h).
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace lcjudge {

// A parameter's or a result's type, reduced to what decides its text form.
struct TypeSpec {
  enum class Kind {
    kVoid,
    kInt,       // int
    kLong,      // long, long long, int64_t
    kUnsigned,  // unsigned, unsigned int, uint32_t
    kDouble,    // double, float
    kBool,
    kChar,
    kString,
    kVector,    // element: nested
    kListNode,  // ListNode*
    kTreeNode,  // TreeNode*
    kNode,      // Node*: N-ary tree or graph, as problem.yaml's `node:` says
    kNestedInteger,  // NestedInteger, LeetCode's interface (341, 339, 364, 385): [[1,1],2,[1,1]]
    kApi,       // what LeetCode passes to an API problem's method (api_catalogue.h): MountainArray&, char* buf
  };
  Kind kind = Kind::kVoid;
  std::vector<TypeSpec> element;  // one entry for kVector
  std::string spelling;           // as written, e.g. "long long" or "uint32_t" (element types too)
  bool is_const = false;
  bool is_reference = false;

  // The C++ type the driver decodes into, std:: spelled: "std::vector<std::vector<int>>".
  std::string cpp_type() const;
  // As LeetCode writes it, for messages: "vector<vector<int>>".
  std::string display() const;
  bool mutable_reference() const { return is_reference && !is_const; }
  bool holds_floating() const;  // double/float here or inside vectors
};

struct Parameter {
  TypeSpec type;
  std::string name;
};

struct MethodSignature {
  std::string name;           // for a constructor, the class name
  TypeSpec result;            // kVoid for a constructor
  std::vector<Parameter> parameters;
  bool is_constructor = false;
  std::string text;           // the signature as written: "vector<int> twoSum(vector<int>& nums, int target)"

  // Where a result that is not the return value is read after the call (a void method's, or the
  // one output: argument_prefix cuts): the first non-const reference parameter, else, with
  // STRUCTURES, the first ListNode*/TreeNode*/Node* (reorderList changes the list it is given),
  // as the driver's run_function picks it; nullptr when there is none.
  const Parameter* answer_parameter(bool structures) const;
};

struct ProblemSignature {
  enum class Kind { kNone, kFunction, kDesign };
  Kind kind = Kind::kNone;         // kNone: a legacy problem.yaml with `method:` only
  std::string class_name;          // "Solution" or the design class
  std::vector<MethodSignature> methods;  // function: one; design: the constructor first
  bool uses_node() const;          // some type is Node*
  bool uses_nested_integer() const;  // some type is NestedInteger
  // An API problem (problem.yaml's `api:`): the API's name, and the case's lines, named and typed,
  // in the statement's order (the method's own parameters, the API's hidden ones, and the line
  // that defines an API parameter). api_queries: 158's read, called once per `queries` entry.
  std::string api;
  MethodSignature api_case;
  bool api_queries = false;
  // How LeetCode's generated code drives a design class (problem.yaml's `drive:`).
  enum class Drive {
    kOperations,  // LeetCode's two lines: the operations, the constructor first, and their arguments
    kIterator,    // 341: `Class i(args...); while (i.hasNext()) v.push_back(i.next());`, the answer v
    kRoundTrip,   // 297, 449, 428, 271: `Class ser, deser; ans = deser.decode(ser.encode(args...));`
                  // methods: the encoder then the decoder, no constructor; the answer ans
  };
  Drive drive = Drive::kOperations;
  // A design class whose case is one method's arguments, a line each, as a function problem's:
  // the constructor's for an iterator, the encoder's for a round trip; an API problem's case lines.
  const MethodSignature* called_with_case() const;
  // A design class driven by LeetCode's two lines (kOperations): its answer holds a result per
  // call, so a wrong one can be named by its call ("call 4 getMin()"). Never a function problem's,
  // whatever its case looks like (344's ["h","e","l","l","o"] is one parameter).
  bool takes_operations() const { return kind == Kind::kDesign && called_with_case() == nullptr; }
};

// what(): "unsupported type 'unordered_map<int, int>' (column 12); supported: int, ..."
struct SignatureError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Limits far beyond any LeetCode signature, so that a hostile one is an error, not a crash.
constexpr int kMaxTypeDepth = 32;          // vector<vector<...>> levels
constexpr size_t kMaxNameLength = 100;     // a method's, class's or parameter's name

// Parses one method signature: "vector<int> twoSum(vector<int>& nums, int target)", or a constructor
// "MinStack()" / "LRUCache(int capacity)" when CLASS_NAME is given. SignatureError (with a
// column and what was expected, listing the supported types) on anything else.
MethodSignature parse_method_signature(const std::string& text, const std::string& class_name = "");

// The supported types, for messages: "int, long long, ... , vector<T>, ListNode*, TreeNode*, Node*".
std::string supported_types_text();

}  // namespace lcjudge
