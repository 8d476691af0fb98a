// The non-template half of design_runner.h: the checks of the input's shape and their messages.
#include "design_runner.h"

namespace lcjudge::detail {

std::vector<std::string> read_operation_names(std::string_view class_name, std::string_view line_text, JsonView root) {
  Location at{line_text, 1, {}};
  std::vector<std::string> names = decode_value<std::vector<std::string>>(root, at);
  if (names.empty()) at.fail("expected the operations, the constructor \"" + std::string(class_name) + "\" first, found none");
  if (names[0] != class_name) {
    at.path = {0};
    at.fail("the first operation must be the constructor \"" + std::string(class_name) + "\", found \"" + names[0] + "\"");
  }
  return names;
}

void check_argument_count(std::string_view line_text, JsonView root, size_t operations) {
  Location at{line_text, 2, {}};
  if (!root.is_array()) at.fail("expected an array of argument arrays, one per operation, found " + root.describe());
  if (root.size() != operations) {
    at.fail("expected " + std::to_string(operations) + " argument arrays (one per operation on line 1), found " +
            std::to_string(root.size()));
  }
}

JsonView operation_arguments(JsonView all, size_t index, std::string_view operation, size_t arity, Location& at) {
  JsonView arguments = all.at(index);
  const std::string name(operation);
  if (!arguments.is_array()) at.fail("expected the arguments of " + name + " (an array), found " + arguments.describe());
  if (arguments.size() != arity) {
    at.fail(name + " takes " + std::to_string(arity) + (arity == 1 ? " argument" : " arguments") + ", found " +
            std::to_string(arguments.size()));
  }
  return arguments;
}

void fail_unknown_operation(std::string_view line_text, size_t index, const std::string& name,
                            std::string_view class_name, const std::vector<std::string_view>& known) {
  Location at{line_text, 1, {index}};
  if (name == class_name) at.fail("the constructor \"" + name + "\" may only be the first operation");
  std::string list;
  for (std::string_view method : known) list += (list.empty() ? "" : ", ") + std::string(method);
  at.fail("unknown operation \"" + name + "\" (" + std::string(class_name) + " has " + (list.empty() ? "no methods" : list) + ")");
}

}  // namespace lcjudge::detail
