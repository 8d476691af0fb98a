// LeetCode's C++ templates read into signatures: function, design, commented definitions, Node*
// kinds, and refusals that name the line and say what to do.
#include "problem/stub.h"

#include <gtest/gtest.h>

#include <string>

#include "base/error.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using Kind = TypeSpec::Kind;

const char* const kTwoSum = R"(class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        
    }
};
)";

const char* const kAddTwoNumbers = R"(/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
class Solution {
public:
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {
        
    }
};
)";

const char* const kMinStack = R"(class MinStack {
public:
    MinStack() {
        
    }
    
    void push(int val) {
        
    }
    
    void pop() {
        
    }
    
    int top() {
        
    }
    
    int getMin() {
        
    }
};

/**
 * Your MinStack object will be instantiated and called as such:
 * MinStack* obj = new MinStack();
 * obj->push(val);
 * obj->pop();
 * int param_3 = obj->top();
 * int param_4 = obj->getMin();
 */
)";

const char* const kNaryPreorder = R"(/*
// Definition for a Node.
class Node {
public:
    int val;
    vector<Node*> children;

    Node() {}

    Node(int _val) {
        val = _val;
    }

    Node(int _val, vector<Node*> _children) {
        val = _val;
        children = _children;
    }
};
*/

class Solution {
public:
    vector<int> preorder(Node* root) {
        
    }
};
)";

const char* const kCloneGraph = R"(/*
// Definition for a Node.
class Node {
public:
    int val;
    vector<Node*> neighbors;
    Node() {
        val = 0;
        neighbors = vector<Node*>();
    }
    Node(int _val) {
        val = _val;
        neighbors = vector<Node*>();
    }
    Node(int _val, vector<Node*> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
};
*/

class Solution {
public:
    Node* cloneGraph(Node* node) {
        
    }
};
)";

std::string stub_failure(const std::string& stub, NodeKind node = NodeKind::kNone) {
  return test_util::failure([&] { parse_stub(stub, "stub.cpp", node); });
}

TEST(StubTest, FunctionProblem) {
  ParsedStub stub = parse_stub(kTwoSum, "stub.cpp");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kFunction);
  EXPECT_EQ(stub.signature.class_name, "Solution");
  ASSERT_EQ(stub.signature.methods.size(), 1u);
  const MethodSignature& method = stub.signature.methods[0];
  EXPECT_EQ(method.text, "vector<int> twoSum(vector<int>& nums, int target)");
  EXPECT_EQ(method.name, "twoSum");
  EXPECT_EQ(method.result.cpp_type(), "std::vector<int>");
  ASSERT_EQ(method.parameters.size(), 2u);
  EXPECT_TRUE(method.parameters[0].type.mutable_reference());
  EXPECT_EQ(method.parameters[1].type.kind, Kind::kInt);
  EXPECT_EQ(stub.node, NodeKind::kNone);
}

TEST(StubTest, CommentedDefinitionIsSkipped) {
  ParsedStub stub = parse_stub(kAddTwoNumbers, "stub.cpp");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kFunction);
  ASSERT_EQ(stub.signature.methods.size(), 1u);
  EXPECT_EQ(stub.signature.methods[0].text, "ListNode* addTwoNumbers(ListNode* l1, ListNode* l2)");
  EXPECT_EQ(stub.signature.methods[0].result.kind, Kind::kListNode);
}

TEST(StubTest, DesignProblem) {
  ParsedStub stub = parse_stub(kMinStack, "stub.cpp");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(stub.signature.class_name, "MinStack");
  std::vector<std::string> texts;
  for (const auto& method : stub.signature.methods) texts.push_back(method.text);
  EXPECT_EQ(texts, (std::vector<std::string>{"MinStack()", "void push(int val)", "void pop()", "int top()", "int getMin()"}));
  EXPECT_TRUE(stub.signature.methods[0].is_constructor);
}

TEST(StubTest, DesignConstructorWithArgumentsAndInitialisers) {
  ParsedStub stub = parse_stub(R"(class LRUCache {
    int capacity_;
    std::vector<int> seen_{1, 2};
    struct Entry { int key; };
public:
    LRUCache(int capacity) : capacity_(capacity), seen_{} {
    }
    int get(int key) { return key; }
    void put(int key, int value) {}
private:
    int helper(unordered_map<int, int>& m) { return 0; }
};)",
                               "stub.cpp");
  ASSERT_EQ(stub.signature.methods.size(), 3u);
  EXPECT_EQ(stub.signature.methods[0].text, "LRUCache(int capacity)");
  EXPECT_EQ(stub.signature.methods[2].text, "void put(int key, int value)");
}

// LeetCode's `class Solution` with a constructor (384 Shuffle an Array) is a design problem.
TEST(StubTest, SolutionWithConstructorIsDesign) {
  ParsedStub stub = parse_stub(R"(class Solution {
public:
    Solution(vector<int>& nums) {}
    vector<int> reset() {}
    vector<int> shuffle() {}
};)",
                               "stub.cpp");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(stub.signature.class_name, "Solution");
  EXPECT_EQ(stub.signature.methods.size(), 3u);
}

TEST(StubTest, NaryNode) {
  ParsedStub stub = parse_stub(kNaryPreorder, "stub.cpp");
  EXPECT_EQ(stub.node, NodeKind::kNary);
  EXPECT_EQ(stub.signature.methods[0].text, "vector<int> preorder(Node* root)");
}

TEST(StubTest, GraphNode) {
  ParsedStub stub = parse_stub(kCloneGraph, "stub.cpp");
  EXPECT_EQ(stub.node, NodeKind::kGraph);
  EXPECT_EQ(stub.signature.methods[0].result.kind, Kind::kNode);
}

TEST(StubTest, NodeKindGivenOverridesTheDefinition) {
  EXPECT_EQ(parse_stub(kCloneGraph, "stub.cpp", NodeKind::kNary).node, NodeKind::kNary);
  EXPECT_EQ(parse_stub(kTwoSum, "stub.cpp", NodeKind::kNary).node, NodeKind::kNone);  // no Node* used
}

TEST(StubTest, NodeOfUnknownKindIsRefused) {
  std::string message = stub_failure("class Solution {\npublic:\n    Node* connect(Node* root) {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:3:"));
  EXPECT_TRUE(Contains(message, "--node nary, graph, random or next"));
  EXPECT_TRUE(Contains(message, "problem.yaml's 'node:'"));
}

// 138's template, as LeetCode's editor shows it.
const char* const kCopyRandomList = R"(/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
*/

class Solution {
public:
    Node* copyRandomList(Node* head) {
        
    }
};)";

// 116's (117's is the same).
const char* const kConnect = R"(/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* left;
    Node* right;
    Node* next;

    Node() : val(0), left(NULL), right(NULL), next(NULL) {}

    Node(int _val) : val(_val), left(NULL), right(NULL), next(NULL) {}

    Node(int _val, Node* _left, Node* _right, Node* _next)
        : val(_val), left(_left), right(_right), next(_next) {}
};
*/

class Solution {
public:
    Node* connect(Node* root) {
        
    }
};)";

TEST(StubTest, RandomPointerNode) {
  ParsedStub stub = parse_stub(kCopyRandomList, "stub.cpp");
  EXPECT_EQ(stub.node, NodeKind::kRandom);
  EXPECT_EQ(stub.signature.methods[0].text, "Node* copyRandomList(Node* head)");
}

TEST(StubTest, NextPointerNode) {
  ParsedStub stub = parse_stub(kConnect, "stub.cpp");
  EXPECT_EQ(stub.node, NodeKind::kNext);
  EXPECT_EQ(stub.signature.methods[0].text, "Node* connect(Node* root)");
}

// 1650's Node has left, right and parent: no kind the judge reads.
TEST(StubTest, NodeOfAnotherShapeIsRefused) {
  std::string message = stub_failure(
      "/*\nclass Node {\npublic:\n    int val;\n    Node* left;\n    Node* right;\n    Node* parent;\n};\n*/\n\n"
      "class Solution {\npublic:\n    Node* lowestCommonAncestor(Node* p, Node * q) {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:13: cannot tell what Node* is: the template's Node (line 2) has not exactly "
                                "one of 'children'"));
}

TEST(StubTest, AParameterOfTwoHundredThousandLettersIsAnErrorNotACrash) {
  const std::string letters(200000, 'a');
  std::string message = stub_failure("class Solution {\npublic:\n    int f(int " + letters + ") {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:3: a name of 200000 characters: names are at most 100 (column 11 of 'int f(int aaa"));
  EXPECT_LT(message.size(), 500u);
  // Node's definition is looked for across the whole text, long words and all.
  std::string node = "// class Node { vector<Node*> children; };\n// " + letters + " class " + letters + "\n";
  EXPECT_EQ(parse_stub(node + "class Solution {\npublic:\n    Node* f(Node* root) {\n    }\n};\n", "stub.cpp").node,
            NodeKind::kNary);
}

TEST(StubTest, ALongClassOrMethodNameIsNamedShortly) {
  const std::string letters(200000, 'a');
  std::string message = stub_failure("class " + letters + " {\npublic:\n    int f(int a) {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:1: a class name of 200000 characters: names are at most 100")) << message.substr(0, 300);
  EXPECT_LT(message.size(), 300u);
  message = stub_failure("class Solution {\npublic:\n    int " + letters + "(int a) {\n    }\n    int " + letters +
                         "(int a) {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:3: a method name of 200000 characters: names are at most 100")) << message.substr(0, 300);
  EXPECT_LT(message.size(), 300u);
}

TEST(StubTest, SixThousandSixHundredNestedVectorsAreAnErrorNotACrash) {
  std::string type = "int";
  for (int i = 0; i < 6600; ++i) type = "vector<" + type + ">";
  std::string message = stub_failure("class Solution {\npublic:\n    int f(" + type + "& v) {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:3: vectors nested more than 32 deep: no LeetCode type is (column 238 of"));
  EXPECT_LT(message.size(), 500u);
}

TEST(StubTest, MoreTypes) {
  ParsedStub grid = parse_stub(
      "class Solution {\npublic:\n    int numIslands(const vector<vector<char>>& grid) {\n    }\n};\n", "stub.cpp");
  const TypeSpec& type = grid.signature.methods[0].parameters[0].type;
  EXPECT_EQ(type.cpp_type(), "std::vector<std::vector<char>>");
  EXPECT_TRUE(type.is_const);
  EXPECT_FALSE(type.mutable_reference());

  ParsedStub bits = parse_stub("class Solution {\npublic:\n    int hammingWeight(uint32_t n) {\n    }\n};\n", "stub.cpp");
  EXPECT_EQ(bits.signature.methods[0].parameters[0].type.kind, Kind::kUnsigned);

  ParsedStub tree = parse_stub("class Solution {\npublic:\n    int maxDepth(TreeNode* root) {\n    }\n};\n", "stub.cpp");
  EXPECT_EQ(tree.signature.methods[0].parameters[0].type.kind, Kind::kTreeNode);
}

TEST(StubTest, WhitespaceIsNormalised) {
  ParsedStub stub = parse_stub("class Solution {\npublic:\n  vector<int>   f( vector<int> &a ,\n    int  b )  const {}\n};",
                               "stub.cpp");
  EXPECT_EQ(stub.signature.methods[0].text, "vector<int> f(vector<int> &a, int b)");
}

TEST(StubTest, UnsupportedTypeNamesItAndTheSupportedOnes) {
  std::string message = stub_failure(
      "// Two lines of comment\n// before\nclass Solution {\npublic:\n    int f(unordered_map<int,int>& m) {\n    }\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:5:"));
  EXPECT_TRUE(Contains(message, "unsupported type 'unordered_map<int, int>'"));
  EXPECT_TRUE(Contains(message, supported_types_text()));
  EXPECT_TRUE(Contains(stub_failure("class Solution {\npublic:\n    int getImportance(vector<Employee*> employees, int id) {}\n};"),
                       "Employee*"));
  EXPECT_TRUE(Contains(stub_failure("class Solution {\npublic:\n    int depthSum(vector<NestedInteger*>& nestedList) {}\n};"),
                       "a NestedInteger is passed by value or reference"));
}

// 341's template, as LeetCode's editor shows it (the interface's comment shortened).
const char* const kNestedIterator = R"(/**
 * // This is the interface that allows for creating nested lists.
 * // You should not implement it, or speculate about its implementation
 * class NestedInteger {
 *   public:
 *     bool isInteger() const;
 *     int getInteger() const;
 *     const vector<NestedInteger> &getList() const;
 * };
 */

class NestedIterator {
public:
    NestedIterator(vector<NestedInteger> &nestedList) {
        
    }
    
    int next() {
        
    }
    
    bool hasNext() {
        
    }
};

/**
 * Your NestedIterator object will be instantiated and called as such:
 * NestedIterator i(nestedList);
 * while (i.hasNext()) cout << i.next();
 */)";

TEST(StubTest, NestedIteratorIsADesignClassDrivenAsAnIterator) {
  ParsedStub stub = parse_stub(kNestedIterator, "stub.cpp");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_TRUE(stub.signature.drive == ProblemSignature::Drive::kIterator);
  EXPECT_TRUE(stub.signature.uses_nested_integer());
  ASSERT_EQ(stub.signature.methods.size(), 3u);
  EXPECT_EQ(stub.signature.methods[0].parameters[0].type.element[0].kind, Kind::kNestedInteger);
  // Another class with next() and hasNext(), driven by operations as LeetCode's comment says.
  ParsedStub vector2d = parse_stub(
      "class Vector2D {\npublic:\n    Vector2D(vector<vector<int>>& vec) {}\n    int next() {}\n    bool hasNext() {}\n};\n"
      "/**\n * Vector2D* obj = new Vector2D(vec);\n * int param_1 = obj->next();\n */\n",
      "stub.cpp");
  EXPECT_FALSE((vector2d.signature.drive == ProblemSignature::Drive::kIterator));
}

TEST(StubTest, NestedIntegerParametersAndResults) {
  ParsedStub depth_sum = parse_stub(
      "class Solution {\npublic:\n    int depthSum(vector<NestedInteger>& nestedList) {\n    }\n};\n", "stub.cpp");
  EXPECT_TRUE(depth_sum.signature.uses_nested_integer());
  ParsedStub deserialize = parse_stub(
      "class Solution {\npublic:\n    NestedInteger deserialize(string s) {\n    }\n};\n", "stub.cpp");
  EXPECT_EQ(deserialize.signature.methods[0].result.kind, Kind::kNestedInteger);
  EXPECT_FALSE((deserialize.signature.drive == ProblemSignature::Drive::kIterator));
}

TEST(StubTest, GarbageIsRefused) {
  std::string message = stub_failure("int main() { return 0; }\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:1: no class here"));
  EXPECT_TRUE(Contains(stub_failure(""), "no class here"));
  EXPECT_TRUE(Contains(stub_failure("/* class Solution { public: int f() {} }; */"), "no class here"));
  EXPECT_TRUE(Contains(stub_failure("class Solution {\npublic:\n  int f() {\n"), "stub.cpp:1: the body of class Solution is never closed"));
  EXPECT_TRUE(Contains(stub_failure("class Solution {};\n/* open"), "stub.cpp:2: the comment opened here is never closed"));
}

TEST(StubTest, TwoSolutionMethodsAreRefusedListingThem) {
  std::string message = stub_failure(
      "class Solution {\npublic:\n    int a(int x) {\n    }\n    int b(int y) {\n    }\nprivate:\n    int c() {}\n};\n");
  EXPECT_TRUE(Contains(message, "stub.cpp:5:"));
  EXPECT_TRUE(Contains(message, "a (line 3), b (line 5)"));
  EXPECT_TRUE(Contains(message, "private:"));
}

TEST(StubTest, PrivateHelpersAreIgnored) {
  ParsedStub stub = parse_stub(
      "class Solution {\n    int memo[10];\n    int helper(int i) { return i; }\npublic:\n    int f(int n) { return helper(n); }\n};",
      "stub.cpp");
  EXPECT_EQ(stub.signature.methods.size(), 1u);
  EXPECT_EQ(stub.signature.methods[0].name, "f");
}

TEST(StubTest, SeveralClassesAreRefused) {
  std::string message = stub_failure("struct ListNode { int val; };\nclass A { public: A() {} void f() {} };\nclass Solution {\npublic: int g() {}\n};");
  EXPECT_TRUE(Contains(message, "stub.cpp:3: several classes: A (line 2), Solution (line 3)"));
}

TEST(StubTest, ClassWithoutConstructorIsRefused) {
  EXPECT_TRUE(Contains(stub_failure("class Codec {\npublic:\n    string serialize(TreeNode* root) {}\n};"),
                       "stub.cpp:1: class Codec has no constructor"));
  EXPECT_TRUE(Contains(stub_failure("class Codec {\npublic:\n    string serialize(TreeNode* root) {}\n"
                                    "    string deserialize(string data) {}\n};"),
                       "stub.cpp:1: class Codec has no constructor, and its two methods serialize and deserialize do "
                       "not undo each other"));
}

// 297's template, as LeetCode's editor shows it.
const char* const kCodec = R"(/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode(int x) : val(x), left(NULL), right(NULL) {}
 * };
 */
class Codec {
public:

    // Encodes a tree to a single string.
    string serialize(TreeNode* root) {
        
    }

    // Decodes your encoded data to tree.
    TreeNode* deserialize(string data) {
        
    }
};

// Your Codec object will be instantiated and called as such:
// Codec ser, deser;
// TreeNode* ans = deser.deserialize(ser.serialize(root));)";

TEST(StubTest, ACodecIsRoundTripped) {
  ParsedStub stub = parse_stub(kCodec, "stub.cpp");
  EXPECT_EQ(stub.signature.kind, ProblemSignature::Kind::kDesign);
  EXPECT_EQ(stub.signature.drive, ProblemSignature::Drive::kRoundTrip);
  ASSERT_EQ(stub.signature.methods.size(), 2u);
  EXPECT_EQ(stub.signature.methods[0].text, "string serialize(TreeNode* root)");
  EXPECT_EQ(stub.signature.methods[1].text, "TreeNode* deserialize(string data)");
  // 271 Encode and Decode Strings.
  ParsedStub strings = parse_stub("class Codec {\npublic:\n    string encode(vector<string>& strs) {\n    }\n"
                                  "    vector<string> decode(string s) {\n    }\n};\n",
                                  "stub.cpp");
  EXPECT_EQ(strings.signature.drive, ProblemSignature::Drive::kRoundTrip);
}

TEST(StubTest, CommentsAndLiteralsAreStripped) {
  std::string text = "int a; // one \"two\"\nchar* s = \"/* not a comment */\"; /* a\ncomment */ int b;";
  std::string stripped = without_comments(text, "x.cpp");
  EXPECT_EQ(stripped.size(), text.size());
  EXPECT_EQ(stripped, "int a; " + std::string(12, ' ') + "\nchar* s = \"/* not a comment */\";     \n           int b;");
  ParsedStub stub = parse_stub("class Solution {\npublic:\n  string f(string s) { return \"}{\"; } // }\n};", "stub.cpp");
  EXPECT_EQ(stub.signature.methods[0].name, "f");
}

TEST(StubTest, AnyMixOfATemplatesPiecesIsReadOrRefusedNeverThrownOtherwise) {
  const std::vector<std::string> pieces = {"class ", "struct ", "Solution", "Node", " {", "}", ";", "(", ")", "vector<",
                                           ">", "int ", "long ", "&", "*", " x", ",", "public:", "private:", " : a(1)",
                                           "~", "/*", "*/", "//", "\"", "'", "\\", "\n", " ", "const", "::", "children"};
  std::uint32_t state = 2024;
  auto next = [&] { return state = state * 1664525u + 1013904223u; };
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    for (std::uint32_t n = next() % 60; n > 0; --n) text += pieces[(next() >> 8) % pieces.size()];
    try {
      parse_stub(text, "stub.cpp");
    } catch (const JudgeFailure&) {
      // a refusal, as it should be
    } catch (const std::exception& e) {
      ADD_FAILURE() << e.what() << " on:\n" << text;
    }
  }
}

}  // namespace
}  // namespace lcjudge
