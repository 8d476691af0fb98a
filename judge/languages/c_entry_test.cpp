// What a C solution is built with (c_entry.h): LeetCode's C declaration of each declared method,
// the calls file calling the solution as LeetCode's harness does, the adapter copying an in-place
// argument back, and the problems LeetCode's C cannot be called on here, refused saying why.
#include "languages/c_entry.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/test_util.h"

namespace lcjudge::c_entry_test {
namespace {

using test_util::Contains;

ProblemConfig c_function_problem(const std::string& signature) {
  ProblemConfig config;
  config.directory = "testcases/1-x";
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.class_name = "Solution";
  config.signature.methods = {parse_method_signature(signature)};
  return config;
}

ProblemConfig c_design_problem(const std::string& class_name, const std::vector<std::string>& methods) {
  ProblemConfig config;
  config.directory = "testcases/1-x";
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = class_name;
  for (const std::string& method : methods) config.signature.methods.push_back(parse_method_signature(method, class_name));
  return config;
}

std::string declaration_of(const ProblemConfig& config, size_t method = 0) {
  return c_declaration(config, config.signature.methods.at(method));
}

TEST(CEntryTest, EachDeclaredMethodIsLeetCodesCDeclaration) {
  EXPECT_EQ(declaration_of(c_function_problem("vector<int> twoSum(vector<int>& nums, int target)")),
            "int* twoSum(int* nums, int numsSize, int target, int* returnSize)");
  EXPECT_EQ(declaration_of(c_function_problem("vector<vector<int>> threeSum(vector<int>& nums)")),
            "int** threeSum(int* nums, int numsSize, int* returnSize, int** returnColumnSizes)");
  EXPECT_EQ(declaration_of(c_function_problem("vector<vector<string>> groupAnagrams(vector<string>& strs)")),
            "char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes)");
  EXPECT_EQ(declaration_of(c_function_problem("void rotate(vector<vector<int>>& matrix)")),
            "void rotate(int** matrix, int matrixSize, int* matrixColSize)");
  EXPECT_EQ(declaration_of(c_function_problem("string longestPalindrome(string s)")), "char* longestPalindrome(char* s)");
  EXPECT_EQ(declaration_of(c_function_problem("ListNode* mergeKLists(vector<ListNode*>& lists)")),
            "struct ListNode* mergeKLists(struct ListNode** lists, int listsSize)");
  EXPECT_EQ(declaration_of(c_function_problem("bool exist(vector<vector<char>>& board, string word)")),
            "bool exist(char** board, int boardSize, int* boardColSize, char* word)");
  EXPECT_EQ(declaration_of(c_function_problem("uint32_t reverseBits(uint32_t n)")), "uint32_t reverseBits(uint32_t n)");
  EXPECT_EQ(declaration_of(c_function_problem("long long f(vector<long long>& a, double x)")),
            "long long f(long long* a, int aSize, double x)");
}

TEST(CEntryTest, ADesignClassIsItsCreateMethodsInLowerCamelCaseAndFree) {
  ProblemConfig lru = c_design_problem("LRUCache", {"LRUCache(int capacity)", "int get(int key)", "void put(int key, int value)"});
  EXPECT_EQ(declaration_of(lru, 0), "LRUCache* lRUCacheCreate(int capacity)");
  EXPECT_EQ(declaration_of(lru, 1), "int lRUCacheGet(LRUCache* obj, int key)");
  EXPECT_EQ(declaration_of(lru, 2), "void lRUCachePut(LRUCache* obj, int key, int value)");
  const std::string calls = c_calls_text(lru);
  EXPECT_TRUE(Contains(calls, "    return lRUCacheGet(obj, key);\n")) << calls;
  EXPECT_TRUE(Contains(calls, "    lRUCacheFree(obj);\n")) << calls;
  // The adapter's class frees the object after its last operation, then the arguments it made.
  const std::string adapter = c_adapter_text(lru);
  EXPECT_TRUE(Contains(adapter, "class LRUCache {")) << adapter;
  EXPECT_TRUE(Contains(adapter, "void lcjudge_finish()")) << adapter;
  ProblemConfig twitter = c_design_problem("Twitter", {"Twitter()", "vector<int> getNewsFeed(int userId)"});
  EXPECT_EQ(declaration_of(twitter, 1), "int* twitterGetNewsFeed(Twitter* obj, int userId, int* returnSize)");
}

TEST(CEntryTest, TheSolutionIsCalledWithLeetCodesArgumentsAndAnInPlaceArgumentIsCopiedBack) {
  ProblemConfig two_sum = c_function_problem("vector<int> twoSum(vector<int>& nums, int target)");
  EXPECT_TRUE(Contains(c_calls_text(two_sum), "    return twoSum(nums, numsSize, target, returnSize);\n"));
  ProblemConfig rotate = c_function_problem("void rotate(vector<vector<int>>& matrix)");
  EXPECT_TRUE(Contains(c_adapter_text(rotate), "lcjudge::c_abi::grid_back(call, a0, c0);"));
  // A const argument is not the answer: nothing is copied back.
  ProblemConfig sum = c_function_problem("int sum(const vector<int>& nums)");
  EXPECT_FALSE(Contains(c_adapter_text(sum), "array_back"));
}

TEST(CEntryTest, WhatLeetCodesCCannotBeCalledOnHereIsRefusedSayingWhy) {
  EXPECT_EQ(c_refusal(c_function_problem("vector<int> twoSum(vector<int>& nums, int target)")), "");
  EXPECT_TRUE(Contains(c_refusal(c_function_problem("int f(vector<vector<vector<int>>>& cube)")),
                       "LeetCode's C templates have no form for 'vector<vector<vector<int>>>'"));
  ProblemConfig api = c_function_problem("int findInMountainArray(int target, MountainArray &mountainArr)");
  api.signature.api = "MountainArray";
  EXPECT_TRUE(Contains(c_refusal(api), "it is an API problem (MountainArray)"));
  // 278's API is a function in LeetCode's C: declared for the solution, answered by the driver's.
  ProblemConfig bad_version = c_function_problem("int firstBadVersion(int n)");
  bad_version.signature.api = "isBadVersion";
  EXPECT_EQ(c_refusal(bad_version), "");
  EXPECT_TRUE(Contains(c_calls_text(bad_version), "bool isBadVersion(int version) __asm__(\"leetcode_c_api_isBadVersion\");"));
  EXPECT_TRUE(Contains(c_adapter_text(bad_version), "bool leetcode_c_api_isBadVersion(int version) { return isBadVersion(version); }"));
  ProblemConfig iterator = c_design_problem("PeekingIterator", {"PeekingIterator(vector<int>& nums)", "int next()", "bool hasNext()"});
  iterator.signature.drive = ProblemSignature::Drive::kIterator;
  EXPECT_TRUE(Contains(c_refusal(iterator), "iterator"));
}

// NestedInteger is LeetCode's C interface (NestedIntegerIsInteger...): an array of pointers to
// them, and 341's iterator, whose functions LeetCode's C names nestedIterCreate, nestedIterNext.
TEST(CEntryTest, NestedIntegersAndTheirIteratorAreLeetCodesC) {
  ProblemConfig depth_sum = c_function_problem("int depthSum(vector<NestedInteger>& nestedList)");
  EXPECT_EQ(c_refusal(depth_sum), "");
  EXPECT_EQ(declaration_of(depth_sum), "int depthSum(struct NestedInteger** nestedList, int nestedListSize)");
  EXPECT_EQ(declaration_of(c_function_problem("NestedInteger deserialize(string s)")),
            "struct NestedInteger* deserialize(char* s)");
  ProblemConfig iterator = c_design_problem("NestedIterator", {"NestedIterator(vector<NestedInteger>& nestedList)",
                                                               "int next()", "bool hasNext()"});
  iterator.signature.drive = ProblemSignature::Drive::kIterator;
  EXPECT_EQ(c_refusal(iterator), "");
  EXPECT_EQ(declaration_of(iterator, 0),
            "struct NestedIterator* nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize)");
  EXPECT_EQ(declaration_of(iterator, 2), "bool nestedIterHasNext(struct NestedIterator* obj)");
  EXPECT_TRUE(Contains(c_calls_text(iterator), "    return nestedIterNext(obj);\n"));
}

}  // namespace
}  // namespace lcjudge::c_entry_test
