// The API catalogue: LeetCode's templates name their API, and only the catalogue's classes parse
// as parameters.
#include "problem/api_catalogue.h"

#include <gtest/gtest.h>

#include "problem/signature.h"

namespace lcjudge {
namespace {

const char* api_of(const std::string& stub) {
  const ApiSpec* api = api_in_template(stub);
  return api ? api->name.c_str() : "(none)";
}

TEST(ApiCatalogueTest, LeetCodesTemplatesNameTheirApi) {
  EXPECT_STREQ(api_of("// The API isBadVersion is defined for you.\n// bool isBadVersion(int version);\n"), "isBadVersion");
  EXPECT_STREQ(api_of("/** \n * Forward declaration of guess API.\n * @param  num   your guess\n * int guess(int num);\n */\n"),
               "guess");
  EXPECT_STREQ(api_of("/**\n * // This is the MountainArray's API interface.\n * class MountainArray {\n"), "MountainArray");
  EXPECT_STREQ(api_of("/*\n * // This is the custom function interface.\n * class CustomFunction {\n"), "CustomFunction");
  EXPECT_STREQ(api_of("/**\n * The read4 API is defined in the parent class Reader4.\n *     int read4(char *buf4);\n */\n"),
               "read4");
  EXPECT_STREQ(api_of("/**\n * // This is the BinaryMatrix's API interface.\n * class BinaryMatrix {\n"), "BinaryMatrix");
  EXPECT_STREQ(api_of("/**\n * // This is the ArrayReader's API interface.\n * class ArrayReader {\n"
                      " *     int compareSub(int l, int r, int x, int y);\n *     int length();\n"), "compareSub");
  EXPECT_STREQ(api_of("/**\n * // This is the ArrayReader's API interface.\n * class ArrayReader {\n"
                      " *     int get(int index);\n"), "ArrayReader");
  EXPECT_STREQ(api_of("/**\n * // This is Sea's API interface.\n * class Sea {\n"
                      " *     bool hasShips(vector<int> topRight, vector<int> bottomLeft);\n"), "Sea");
  EXPECT_STREQ(api_of("/**\n * // This is the Master's API interface.\n * class Master {\n *     int guess(string word);\n"),
               "Master");
  EXPECT_STREQ(api_of("class Solution {\npublic:\n    int guessMajority(vector<int>& nums) {}\n};\n"), "(none)");
}

TEST(ApiCatalogueTest, OnlyTheCataloguesClassesAndReadsBufferParse) {
  MethodSignature method = parse_method_signature("int findInMountainArray(int target, MountainArray &mountainArr)");
  EXPECT_EQ(method.parameters[1].type.kind, TypeSpec::Kind::kApi);
  EXPECT_EQ(method.parameters[1].type.cpp_type(), "MountainArray");
  EXPECT_EQ(parse_method_signature("int read(char *buf, int n)").parameters[0].type.cpp_type(), "char*");
  EXPECT_THROW(parse_method_signature("int f(Robot& robot)"), SignatureError);
}

}  // namespace
}  // namespace lcjudge
