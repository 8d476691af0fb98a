// A design template's method names settled from the statement's examples (method_spelling.h).
#include "problem/method_spelling.h"

#include <gtest/gtest.h>

#include "problem/stub.h"
#include "problem/stub_translation.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

constexpr const char* kCircularQueueRust =
    "struct MyCircularQueue {\n\n}\n\nimpl MyCircularQueue {\n\n    fn new(k: i32) -> Self {\n        \n    }\n    \n"
    "    fn en_queue(&self, value: i32) -> bool {\n        \n    }\n    \n    fn front(&self) -> i32 {\n        \n    }\n"
    "    \n    fn rear(&self) -> i32 {\n        \n    }\n}\n";

constexpr const char* kCircularQueueGo =
    "type MyCircularQueue struct {\n    \n}\n\nfunc Constructor(k int) MyCircularQueue {\n    \n}\n\n"
    "func (this *MyCircularQueue) EnQueue(value int) bool {\n    \n}\n\nfunc (this *MyCircularQueue) Front() int {\n    \n}\n\n"
    "func (this *MyCircularQueue) Rear() int {\n    \n}\n";

StatementExample circular_queue_example() {
  StatementExample example;
  example.number = 1;
  example.line = 1;
  example.input = "[\"MyCircularQueue\", \"enQueue\", \"Rear\", \"Front\"]\n[[3], [1], [], []]";
  example.output = "[null, true, 1, 1]";
  return example;
}

std::string settled_cpp(Language language, const char* text, const std::vector<StatementExample>& examples) {
  TemplateModel model = read_template_model(language, text, "stub");
  settle_method_spelling(model, examples);
  return template_cpp_text(model);
}

// 622's C++ `Front` and `Rear` are Rust's and Ruby's `front` and `rear`, Go's `Front` read as `front`:
// the examples call them by C++'s names, which the problem.yaml must give.
TEST(MethodSpellingTest, ADesignMethodTakesTheExamplesSpellingOfItsName) {
  for (auto [language, text] : {std::pair{Language::kRust, kCircularQueueRust}, std::pair{Language::kGo, kCircularQueueGo}}) {
    const std::string cpp = settled_cpp(language, text, {circular_queue_example()});
    EXPECT_TRUE(Contains(cpp, "int Front()")) << cpp;
    EXPECT_TRUE(Contains(cpp, "int Rear()")) << cpp;
    EXPECT_TRUE(Contains(cpp, "bool enQueue(int value)")) << cpp;
    EXPECT_NO_THROW(parse_stub(cpp, "stub"));
  }
}

TEST(MethodSpellingTest, WithoutAnExampleCallingItOrWithTwoAlikeANameIsKept) {
  EXPECT_TRUE(Contains(settled_cpp(Language::kRust, kCircularQueueRust, {}), "int front()"));
  StatementExample twice = circular_queue_example();
  twice.input = "[\"MyCircularQueue\", \"Rear\", \"REAR\"]\n[[3], [], []]";
  twice.output = "[null, 1, 1]";
  EXPECT_TRUE(Contains(settled_cpp(Language::kRust, kCircularQueueRust, {twice}), "int rear()"));
  StatementExample broken = circular_queue_example();
  broken.input = "[\"MyCircularQueue\", \"Rear\"";
  EXPECT_TRUE(Contains(settled_cpp(Language::kRust, kCircularQueueRust, {broken}), "int rear()"));
}

}  // namespace
}  // namespace lcjudge
