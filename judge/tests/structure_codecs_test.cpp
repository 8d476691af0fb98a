// LeetCode's linked structures as text (structure_codecs.h), bound here to node types of the
// test's own with LeetCode's members, as entry_end.h binds them to a solution's: round trips,
// the messages of bad input, and the guard against cyclic results.
#include "driver/structure_codecs.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "driver/design_runner.h"
#include "driver/function_runner.h"
#include "tests/codec_testing.h"

namespace lcjudge {
namespace {

// The driver never frees a structure it decodes (structure_codecs.h): a solution's process ends
// after its case. The test's nodes are kept, reachable, in a pool that lives as long as the test
// binary, so that LeakSanitizer (make unit-test-sanitized) reports only memory really lost.
template <typename Node> struct Pooled {
  static void* operator new(std::size_t size) {
    static auto* pool = new std::vector<std::unique_ptr<std::byte[]>>;  // never destroyed, as said
    return pool->emplace_back(new std::byte[size]).get();
  }
  static void operator delete(void*) {}  // kept in the pool
};

struct List : Pooled<List> {
  int val;
  List* next;
  explicit List(int x) : val(x), next(nullptr) {}
};
struct Tree : Pooled<Tree> {
  int val;
  Tree* left;
  Tree* right;
  explicit Tree(int x) : val(x), left(nullptr), right(nullptr) {}
};
struct Nary : Pooled<Nary> {
  int val;
  std::vector<Nary*> children;
  explicit Nary(int x) : val(x) {}
};
struct Graph : Pooled<Graph> {
  int val;
  std::vector<Graph*> neighbors;
  explicit Graph(int x) : val(x) {}
};
// LeetCode's NestedInteger interface, as structures.h defines it.
class Nested {
 public:
  Nested() {}
  Nested(int value) : integer_(value), is_integer_(true) {}
  bool isInteger() const { return is_integer_; }
  int getInteger() const { return integer_; }
  void add(const Nested& ni) {
    is_integer_ = false;
    list_.push_back(ni);
  }
  const std::vector<Nested>& getList() const { return list_; }

 private:
  int integer_ = 0;
  bool is_integer_ = false;
  std::vector<Nested> list_;
};
struct RandomList : Pooled<RandomList> {
  int val;
  RandomList* next = nullptr;
  RandomList* random = nullptr;
  explicit RandomList(int x) : val(x) {}
};
struct NextTree : Pooled<NextTree> {
  int val;
  NextTree* left = nullptr;
  NextTree* right = nullptr;
  NextTree* next = nullptr;
  explicit NextTree(int x) : val(x) {}
};

}  // namespace

template <> struct custom_codec<List*> : list_codec<List> {};
template <> struct custom_codec<Tree*> : tree_codec<Tree> {};
template <> struct custom_codec<Nary*> : nary_codec<Nary> {};
template <> struct custom_codec<Graph*> : graph_codec<Graph> {};
template <> struct custom_codec<RandomList*> : random_list_codec<RandomList> {};
template <> struct custom_codec<NextTree*> : next_tree_codec<NextTree> {};
template <> struct custom_codec<Nested> : nested_integer_codec<Nested> {};

namespace {

using codec_testing::decode_error;
using codec_testing::encoded;
using codec_testing::round_trip;
using std::string;
using std::vector;

template <typename T> string encode_error(const T& value) {
  try {
    encoded(value);
  } catch (const BadResult& e) {
    return e.what();
  }
  return "(encoded without error)";
}

TEST(ListCodecTest, RoundTrips) {
  EXPECT_EQ(round_trip<List*>("[2,4,3]"), "[2,4,3]");
  EXPECT_EQ(round_trip<List*>(" [ -1 ] "), "[-1]");
  EXPECT_EQ(decode<List*>("[]", 1), nullptr);
  EXPECT_EQ(encoded<List*>(nullptr), "[]");
  EXPECT_EQ(round_trip<vector<List*>>("[[1,4,5],[],[2,6]]"), "[[1,4,5],[],[2,6]]");
  EXPECT_EQ(type_name<vector<List*>>(), "vector<ListNode*>");
}

TEST(ListCodecTest, BadInputNamesTheElement) {
  EXPECT_EQ(decode_error<List*>("[1,null]"), "line 1, column 4: expected int, found null null at [1]");
  EXPECT_EQ(decode_error<List*>("5", 3), "line 3, column 1: expected ListNode* (a list such as [1,2,3]), found number 5");
  EXPECT_EQ(decode_error<vector<List*>>("[[1],[2,\"x\"]]"), "line 1, column 9: expected int, found string \"x\" at [1][1]");
  EXPECT_EQ(decode_error<List*>("[1,2"), "line 1, column 5: syntax error while parsing array - unexpected end of input; expected ']'");
}

TEST(ListCodecTest, CyclicResultIsABadResult) {
  List a(1), b(2);
  a.next = &b;
  b.next = &a;
  EXPECT_EQ(encode_error<List*>(&a), "the returned list has more than 10000000 nodes: is it cyclic?");
}

TEST(TreeCodecTest, RoundTripsInLevelOrder) {
  EXPECT_EQ(round_trip<Tree*>("[3,9,20,null,null,15,7]"), "[3,9,20,null,null,15,7]");
  EXPECT_EQ(round_trip<Tree*>("[1,null,2,3]"), "[1,null,2,3]");
  EXPECT_EQ(round_trip<Tree*>("[5,4,8,11,null,13,4,7,2,null,null,5,1]"), "[5,4,8,11,null,13,4,7,2,null,null,5,1]");
  EXPECT_EQ(round_trip<Tree*>("[1]"), "[1]");
  EXPECT_EQ(decode<Tree*>("[]", 1), nullptr);
  EXPECT_EQ(encoded<Tree*>(nullptr), "[]");
  EXPECT_EQ(round_trip<vector<Tree*>>("[[1,null,2],[2,1]]"), "[[1,null,2],[2,1]]");
}

TEST(TreeCodecTest, TrailingNullsAreDroppedInOutputAndAcceptedInInput) {
  EXPECT_EQ(round_trip<Tree*>("[1,2,null,null,null]"), "[1,2]");
  Tree root(1), right(2);
  root.right = &right;
  EXPECT_EQ(encoded<Tree*>(&root), "[1,null,2]");
}

TEST(TreeCodecTest, BadInputNamesTheElement) {
  EXPECT_EQ(decode_error<Tree*>("[null]"), "line 1, column 2: the root is null: an empty tree is [] at [0]");
  EXPECT_EQ(decode_error<Tree*>("[1,true]"), "line 1, column 4: expected int, found boolean true at [1]");
  EXPECT_EQ(decode_error<Tree*>("[1,null,null,4]"),
            "line 1, column 14: no parent left for 4: the nodes before it have all their children at [3]");
  EXPECT_EQ(decode_error<vector<Tree*>>("[[1],[null]]"), "line 1, column 7: the root is null: an empty tree is [] at [1][0]");
}

TEST(TreeCodecTest, CyclicResultIsABadResult) {
  Tree root(1);
  root.left = &root;
  EXPECT_EQ(encode_error<Tree*>(&root), "the returned tree has more than 10000000 nodes: is it cyclic?");
}

TEST(NaryCodecTest, RoundTripsLeetCodesForm) {
  EXPECT_EQ(round_trip<Nary*>("[1,null,3,2,4,null,5,6]"), "[1,null,3,2,4,null,5,6]");
  const string deep = "[1,null,2,3,4,5,null,null,6,7,null,8,null,9,10,null,null,11,null,12,null,13,null,null,14]";
  EXPECT_EQ(round_trip<Nary*>(deep), deep);
  EXPECT_EQ(round_trip<Nary*>("[1]"), "[1]");
  EXPECT_EQ(round_trip<Nary*>("[1,null]"), "[1]");
  EXPECT_EQ(decode<Nary*>("[]", 1), nullptr);
  EXPECT_EQ(encoded<Nary*>(nullptr), "[]");
  Nary* root = decode<Nary*>("[1,null,3,2,4,null,5,6]", 1);
  ASSERT_EQ(root->children.size(), 3u);
  EXPECT_EQ(root->children[0]->children.size(), 2u);
  EXPECT_EQ(root->children[1]->children.size(), 0u);
}

TEST(NaryCodecTest, BadInputNamesTheElement) {
  EXPECT_EQ(decode_error<Nary*>("[1,2]"), "line 1, column 4: expected null after the root, found 2 at [1]");
  EXPECT_EQ(decode_error<Nary*>("[null]"), "line 1, column 2: the root is null: an empty tree is [] at [0]");
  EXPECT_EQ(decode_error<Nary*>("[1,null,2,null,null,3]"),
            "line 1, column 21: no parent left for 3: every node before it has had its children at [5]");
}

TEST(NaryCodecTest, CyclicResultIsABadResult) {
  Nary root(1);
  root.children.push_back(&root);
  EXPECT_EQ(encode_error<Nary*>(&root), "the returned N-ary tree has more than 10000000 nodes: is it cyclic?");
}

TEST(GraphCodecTest, RoundTripsTheAdjacencyList) {
  EXPECT_EQ(round_trip<Graph*>("[[2,4],[1,3],[2,4],[1,3]]"), "[[2,4],[1,3],[2,4],[1,3]]");
  EXPECT_EQ(round_trip<Graph*>("[[]]"), "[[]]");
  EXPECT_EQ(decode<Graph*>("[]", 1), nullptr);
  EXPECT_EQ(encoded<Graph*>(nullptr), "[]");
}

TEST(GraphCodecTest, OutputIsTheReachablePartInOrderOfVal) {
  Graph one(1), two(2), three(3), alone(4);
  three.neighbors = {&two};
  two.neighbors = {&three, &one};
  one.neighbors = {&two};
  EXPECT_EQ(encoded<Graph*>(&three), "[[2],[3,1],[2]]");
}

TEST(GraphCodecTest, BadInputNamesTheElement) {
  EXPECT_EQ(decode_error<Graph*>("[[2],[3]]"), "line 1, column 7: no node 3: the nodes are 1..2 at [1][0]");
  EXPECT_EQ(decode_error<Graph*>("[[2],5]"),
            "line 1, column 6: expected the neighbours of a node (an array of node numbers), found number 5 at [1]");
}

// ---- Copying problems: the answer shares no node with the input ----

// The message a result gets from the deep-copy check, "" when it is a copy.
template <typename T> string shared_with_input(const T& result, const T& input) {
  NodeSet nodes;
  custom_codec<T>::collect(input, nodes);
  return custom_codec<T>::shared_node(result, nodes);
}

TEST(GraphCodecTest, ACopySharingANodeWithTheInputIsNamed) {
  Graph* input = decode<Graph*>("[[2,4],[1,3],[2,4],[1,3]]", 1);
  EXPECT_EQ(shared_with_input(input, input), "the copy shares node 1 with the input");
  Graph* copy = decode<Graph*>("[[2,4],[1,3],[2,4],[1,3]]", 1);
  EXPECT_EQ(shared_with_input(copy, input), "");
  copy->neighbors[0]->neighbors[1] = input->neighbors[0]->neighbors[1];  // copy 2's neighbour 3 is the input's 3
  EXPECT_EQ(shared_with_input(copy, input), "the copy shares node 3 with the input");
  EXPECT_EQ(shared_with_input<Graph*>(nullptr, nullptr), "");
}

TEST(RandomListCodecTest, RoundTripsValuesAndRandomIndexes) {
  EXPECT_EQ(round_trip<RandomList*>("[[7,null],[13,0],[11,4],[10,2],[1,0]]"), "[[7,null],[13,0],[11,4],[10,2],[1,0]]");
  EXPECT_EQ(round_trip<RandomList*>("[[3,null],[3,0],[3,null]]"), "[[3,null],[3,0],[3,null]]");
  EXPECT_EQ(round_trip<RandomList*>("[[1,0]]"), "[[1,0]]");  // a random pointer to itself
  EXPECT_EQ(decode<RandomList*>("[]", 1), nullptr);
  EXPECT_EQ(encoded<RandomList*>(nullptr), "[]");
  RandomList* head = decode<RandomList*>("[[1,1],[2,1]]", 1);
  EXPECT_EQ(head->random, head->next);
  EXPECT_EQ(head->next->random, head->next);
  EXPECT_EQ(head->next->next, nullptr);
}

TEST(RandomListCodecTest, BadInputNamesTheElement) {
  EXPECT_EQ(decode_error<RandomList*>("[[7,null],[13,2]]"),
            "line 1, column 15: no node at index 2: the indexes are 0..1 at [1][1]");
  EXPECT_EQ(decode_error<RandomList*>("[[7,null],[13]]"),
            "line 1, column 11: expected [val, random_index] (random_index null or 0..1), found array [13] at [1]");
  EXPECT_EQ(decode_error<RandomList*>("[[null,0]]"), "line 1, column 3: expected the node's int, found null at [0][0]");
  EXPECT_EQ(decode_error<RandomList*>("[7]"),
            "line 1, column 2: expected [val, random_index] (random_index null or 0..0), found number 7 at [0]");
}

TEST(RandomListCodecTest, ARandomPointerLeavingTheListIsAWrongResult) {
  RandomList one(1), two(2), elsewhere(3);
  one.next = &two;
  two.random = &elsewhere;
  try {
    encoded(&one);
    FAIL() << "encoded without error";
  } catch (const WrongResult& e) {
    EXPECT_STREQ(e.what(), "the random pointer of the node at index 1 (val 2) points to a node that is not in the "
                           "returned list");
  }
}

TEST(RandomListCodecTest, ACopySharingANodeOrARandomTargetWithTheInputIsNamed) {
  const string text = "[[7,null],[13,0],[11,4],[10,2],[1,0]]";
  RandomList* input = decode<RandomList*>(text, 1);
  EXPECT_EQ(shared_with_input(input, input), "the copy shares the node at index 0 (val 7) with the input");
  RandomList* copy = decode<RandomList*>(text, 1);
  EXPECT_EQ(shared_with_input(copy, input), "");
  copy->next->next = input->next->next;  // the copy's tail is the input's, from index 2
  EXPECT_EQ(shared_with_input(copy, input), "the copy shares the node at index 2 (val 11) with the input");
  copy = decode<RandomList*>(text, 1);
  copy->next->random = input;  // its own nodes, but a random pointer into the input
  EXPECT_EQ(shared_with_input(copy, input),
            "the random pointer of the copy's node at index 1 (val 13) points to a node of the input");
}

// ---- Trees with next pointers (116, 117) ----

// Links each level's nodes left to right, as a correct solution does.
void connect_levels(NextTree* root) {
  std::vector<NextTree*> level;
  if (root) level.push_back(root);
  while (!level.empty()) {
    std::vector<NextTree*> below;
    for (size_t i = 0; i < level.size(); ++i) {
      if (i + 1 < level.size()) level[i]->next = level[i + 1];
      for (NextTree* child : {level[i]->left, level[i]->right}) {
        if (child) below.push_back(child);
      }
    }
    level = below;
  }
}

TEST(NextTreeCodecTest, PrintsEachLevelAlongItsNextPointersWithAHashAfterEach) {
  NextTree* perfect = decode<NextTree*>("[1,2,3,4,5,6,7]", 1);
  connect_levels(perfect);
  EXPECT_EQ(encoded(perfect), "[1,#,2,3,#,4,5,6,7,#]");
  NextTree* gappy = decode<NextTree*>("[1,2,3,4,5,null,7]", 1);
  connect_levels(gappy);
  EXPECT_EQ(encoded(gappy), "[1,#,2,3,#,4,5,7,#]");
  NextTree* right_only = decode<NextTree*>("[1,null,2,null,3]", 1);
  EXPECT_EQ(encoded(right_only), "[1,#,2,#,3,#]");
  EXPECT_EQ(decode<NextTree*>("[]", 1), nullptr);
  EXPECT_EQ(encoded<NextTree*>(nullptr), "[]");
}

TEST(NextTreeCodecTest, UnlinkedLevelsShowOnlyTheirFirstNode) {
  EXPECT_EQ(round_trip<NextTree*>("[1,2,3,4,5,6,7]"), "[1,#,2,#,4,#]");
}

TEST(NextTreeCodecTest, CyclicNextPointersAreABadResult) {
  NextTree one(1), two(2), three(3);
  one.left = &two;
  one.right = &three;
  two.next = &three;
  three.next = &two;
  EXPECT_TRUE(encode_error(&one).find("the returned tree along its next pointers has more than") == 0)
      << encode_error(&one);
}

TEST(NextTreeCodecTest, BadInputIsATreesMessage) {
  EXPECT_EQ(decode_error<NextTree*>("[null,1]"), "line 1, column 2: the root is null: an empty tree is [] at [0]");
}

// ---- NestedInteger (339, 341, 364, 385) ----

TEST(NestedIntegerCodecTest, RoundTripsIntsAndNestedLists) {
  EXPECT_EQ(round_trip<vector<Nested>>("[[1,1],2,[1,1]]"), "[[1,1],2,[1,1]]");
  EXPECT_EQ(round_trip<vector<Nested>>("[1,[4,[6]]]"), "[1,[4,[6]]]");
  EXPECT_EQ(round_trip<vector<Nested>>("[[],[[]],-3]"), "[[],[[]],-3]");
  EXPECT_EQ(round_trip<Nested>("324"), "324");
  EXPECT_EQ(round_trip<Nested>("[123,[456,[789]]]"), "[123,[456,[789]]]");
  EXPECT_EQ(round_trip<Nested>("[]"), "[]");
  Nested decoded = decode<Nested>("[5,[6]]", 1);
  ASSERT_FALSE(decoded.isInteger());
  ASSERT_EQ(decoded.getList().size(), 2u);
  EXPECT_TRUE(decoded.getList()[0].isInteger());
  EXPECT_EQ(decoded.getList()[0].getInteger(), 5);
  EXPECT_EQ(decoded.getList()[1].getList()[0].getInteger(), 6);
  EXPECT_EQ(type_name<vector<Nested>>(), "vector<NestedInteger>");
}

TEST(NestedIntegerCodecTest, BadInputNamesTheElement) {
  EXPECT_EQ(decode_error<vector<Nested>>("[1,[2,\"x\"]]"), "line 1, column 7: expected int, found string \"x\" at [1][1]");
  EXPECT_EQ(decode_error<Nested>("[[1],[2,[null]]]"), "line 1, column 10: expected int, found null null at [1][1][0]");
  EXPECT_EQ(decode_error<Nested>("1.5"), "line 1, column 1: expected int, found number 1.5");
}

TEST(NestedIntegerCodecTest, NestingPastTheDepthLimitIsBadInputNotADeepRecursion) {
  const size_t limit = kMaxNestedIntegerDepth;
  EXPECT_EQ(round_trip<Nested>(string(limit, '[') + string(limit, ']')), string(limit, '[') + string(limit, ']'));
  string too_deep = string(limit + 1, '[') + string(limit + 1, ']');
  EXPECT_NE(decode_error<Nested>(too_deep).find("a NestedInteger nested more than 1000 deep"), string::npos)
      << decode_error<Nested>(too_deep);
}

// ---- LeetCode's call, as a generated entry's static_asserts check it ----

struct SignatureExample {
  int add(int a, int b) { return a + b; }
  std::vector<int> twoSum(std::vector<int>& nums, int target) const { return {nums.at(0), target}; }
  void rotate(std::vector<std::vector<int>>& matrix) noexcept { (void)matrix; }
  List* reverse(List* head) { return head; }
  long long widen(long long a, std::vector<int> copied, const std::string& s) { return a + copied.size() + s.size(); }
  int helper(int a) { return helper(a, 0); }
  int moved(std::vector<int>&& nums) { return nums.size(); }

 private:
  int helper(int a, int depth, int limit = 3) { return depth == limit ? a : helper(a + 1, depth + 1, limit); }
};

// The entry's lambdas, as entry_text() writes them.
constexpr auto call_add = [](auto& object, auto&... args) -> decltype(object.add(args...)) { return object.add(args...); };
constexpr auto call_twoSum = [](auto& object, auto&... args) -> decltype(object.twoSum(args...)) {
  return object.twoSum(args...);
};
constexpr auto call_rotate = [](auto& object, auto&... args) -> decltype(object.rotate(args...)) {
  return object.rotate(args...);
};
constexpr auto call_widen = [](auto& object, auto&... args) -> decltype(object.widen(args...)) {
  return object.widen(args...);
};
constexpr auto call_helper = [](auto& object, auto&... args) -> decltype(object.helper(args...)) {
  return object.helper(args...);
};
constexpr auto call_moved = [](auto& object, auto&... args) -> decltype(object.moved(args...)) {
  return object.moved(args...);
};
template <typename Declared, typename Call> constexpr bool calls() {
  return calls_as_leetcode<SignatureExample, Declared, Call>();
}

static_assert(calls<int(int, int), decltype(call_add)>());
static_assert(calls<long long(int, int), decltype(call_add)>());  // int ret converts to long long
static_assert(calls<bool(int, int), decltype(call_add)>());
static_assert(calls<int(long long, int), decltype(call_add)>());  // a long long argument converts
static_assert(!calls<int(int), decltype(call_add)>());           // too few arguments
static_assert(!calls<int(int, int, int), decltype(call_add)>()); // too many
static_assert(!calls<std::string(int, int), decltype(call_add)>());
static_assert(!calls<int(std::string, int), decltype(call_add)>());
static_assert(calls<std::vector<int>(std::vector<int>, int), decltype(call_twoSum)>());  // const method
static_assert(!calls<std::vector<long long>(std::vector<int>, int), decltype(call_twoSum)>());
static_assert(calls<void(std::vector<std::vector<int>>), decltype(call_rotate)>());
static_assert(calls<int(int, std::vector<int>, std::string), decltype(call_widen)>());  // by value, const &
static_assert(calls<int(int), decltype(call_helper)>());   // the public one of two overloads
static_assert(!calls<int(int, int), decltype(call_helper)>());  // reaches only the private one
static_assert(!calls<int(std::vector<int>), decltype(call_moved)>());  // an lvalue does not bind to &&

struct Cache {
  explicit Cache(int capacity) { (void)capacity; }
};
static_assert(constructs_as_leetcode<Cache, int>());
static_assert(constructs_as_leetcode<Cache, long long>());
static_assert(!constructs_as_leetcode<Cache>());
static_assert(!constructs_as_leetcode<Cache, std::string>());

TEST(ArgumentPrefixTest, PrintsTheFirstKElements) {
  string out;
  detail::encode_prefix(std::vector<int>{1, 2, 3}, 2, out);
  EXPECT_EQ(out, "[1,2]");
  out.clear();
  detail::encode_prefix(std::vector<int>{1, 2, 3}, 0, out);
  EXPECT_EQ(out, "[]");
}

TEST(ArgumentPrefixTest, KOutsideTheVectorIsABadResult) {
  string out;
  EXPECT_THROW(detail::encode_prefix(std::vector<int>{1}, -1, out), BadResult);
  EXPECT_THROW(detail::encode_prefix(std::vector<int>{1}, 2, out), BadResult);
}

}  // namespace
}  // namespace lcjudge
