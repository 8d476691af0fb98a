// The call descriptor: a problem's signature as the Python and Java drivers read it.
#include "judging/call_descriptor.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace lcjudge {
namespace {

using nlohmann::json;

ProblemConfig descriptor_problem(const std::string& signature) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kFunction;
  config.signature.class_name = "Solution";
  config.signature.methods = {parse_method_signature(signature)};
  return config;
}

TEST(CallDescriptorTest, AFunctionProblemGivesItsMethodAndNestedTypes) {
  json d = json::parse(call_descriptor(descriptor_problem("vector<vector<int>> merge(vector<vector<int>>& intervals)")));
  EXPECT_EQ(d["kind"], "function");
  EXPECT_EQ(d["class"], "Solution");
  EXPECT_EQ(d["method"], "merge");
  const json& method = d["methods"][0];
  EXPECT_EQ(method["result"]["kind"], "list");
  EXPECT_EQ(method["result"]["element"]["element"]["kind"], "int");
  EXPECT_EQ(method["parameters"][0]["name"], "intervals");
  EXPECT_EQ(method["parameters"][0]["type"]["cpp"], "vector<vector<int>>");
  EXPECT_EQ(method["answer"], -1);  // the return value is the answer
}

TEST(CallDescriptorTest, AVoidMethodsAnswerIsItsMutableParameter) {
  json d = json::parse(call_descriptor(descriptor_problem("void rotate(vector<vector<int>>& matrix)")));
  EXPECT_EQ(d["methods"][0]["answer"], 0);
  json list = json::parse(call_descriptor(descriptor_problem("void reorderList(ListNode* head)")));
  EXPECT_EQ(list["methods"][0]["answer"], 0);
  EXPECT_EQ(list["methods"][0]["parameters"][0]["type"]["kind"], "ListNode");
}

TEST(CallDescriptorTest, ArgumentPrefixAndNodeKindAreSaid) {
  ProblemConfig config = descriptor_problem("int removeDuplicates(vector<int>& nums)");
  config.output = ResultSource::kArgumentPrefix;
  config.node = NodeKind::kRandom;
  json d = json::parse(call_descriptor(config));
  EXPECT_EQ(d["output"], "argument_prefix");
  EXPECT_EQ(d["node"], "random");
  EXPECT_EQ(d["methods"][0]["answer"], 0);
}

TEST(CallDescriptorTest, ADesignProblemListsItsConstructorFirst) {
  ProblemConfig config;
  config.signature.kind = ProblemSignature::Kind::kDesign;
  config.signature.class_name = "MinStack";
  config.signature.methods = {parse_method_signature("MinStack()", "MinStack"), parse_method_signature("void push(int val)"),
                              parse_method_signature("int getMin()")};
  json d = json::parse(call_descriptor(config));
  EXPECT_EQ(d["kind"], "design");
  EXPECT_EQ(d["class"], "MinStack");
  EXPECT_EQ(d["drive"], "operations");
  EXPECT_EQ(d["methods"][0]["constructor"], true);
  EXPECT_EQ(d["methods"][1]["name"], "push");
  EXPECT_EQ(d["methods"][1]["answer"], -1);  // a design method's void result prints null, not an argument
  EXPECT_EQ(d["methods"][2]["result"]["kind"], "int");
}

TEST(CallDescriptorTest, ALegacyProblemNamesOnlyItsMethod) {
  ProblemConfig config;
  config.method = "catMouseGame";
  json d = json::parse(call_descriptor(config));
  EXPECT_EQ(d["kind"], "legacy");
  EXPECT_EQ(d["method"], "catMouseGame");
  EXPECT_TRUE(d["methods"].empty());
}

}  // namespace
}  // namespace lcjudge
