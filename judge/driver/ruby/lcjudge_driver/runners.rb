# runners.rb: running a case of a function problem (LeetCode's Ruby calls a top-level function,
# `two_sum(nums, target)`) or a legacy one (the function alone named): the arguments decoded, the
# function called, the answer's text.

module Lcjudge
  module_function

  def decode_arguments(lines, parameters, node_kind, first_line = 1)
    check_line_count(lines, parameters.size)
    parameters.each_with_index.map do |parameter, i|
      value = parse_json(lines[i], "line #{first_line + i}")
      decode_value(value, parameter["type"], Location.new(first_line + i), node_kind)
    end
  end

  # The first k elements of the argument; k outside [0, len] is the solution's error.
  def prefix_answer(k, argument, parameter, node_kind)
    unless k.is_a?(Integer) && k >= 0 && k <= argument.size
      Kernel.raise BadResult, "the method returned k = #{encode_plain(k)}, but the answer is the first k elements of its " \
                       "#{parameter["type"].fetch("cpp", "list")} argument, which has #{argument.size}"
    end
    out = +""
    encode_value(argument[0, k], parameter["type"], out, node_kind)
    out
  end

  # Calls a function problem's method: a top-level function, as LeetCode's Ruby calls it, or a
  # method of the descriptor's class (Solution) where the solution defines that class and not the
  # function (158's `class Solution` with `read`).
  def call_solution(descriptor, name, arguments)
    class_name = descriptor["class"]
    names = ruby_names(name)
    defined = names.any? { |n| Object.private_method_defined?(n) || Object.method_defined?(n) }
    if !defined && Object.const_defined?(class_name, false)
      return call_method(Object.const_get(class_name, false).new, name, arguments)
    end
    call_function(name, arguments)
  end

  def run_function(descriptor, lines, parse_start)
    node_kind = descriptor["node"].to_s
    method = descriptor["methods"][0]
    parameters = method["parameters"]
    arguments = decode_arguments(lines, parameters, node_kind)
    report_nanos("parse_ns", parse_start)
    copied_from = input_nodes(arguments, parameters, method["result"], node_kind)

    solve_start = now
    result = call_solution(descriptor, method["name"], arguments)
    report_nanos("solve_ns", solve_start)

    answer = method.fetch("answer", -1)
    if descriptor["output"] == "argument_prefix" && answer >= 0 && answer < arguments.size
      return prefix_answer(result, arguments[answer], parameters[answer], node_kind) + "\n"
    end
    out = +""
    if method["result"]["kind"] == "void"
      if answer >= 0 && answer < arguments.size
        encode_value(arguments[answer], parameters[answer]["type"], out, node_kind)
      else
        out << "null"
      end
    else
      check_copy(result, copied_from, node_kind)
      encode_value(result, method["result"], out, node_kind)
    end
    out << "\n"
  end

  # problem.yaml names only the method: its arguments are the case's JSON, made ListNode or TreeNode
  # where the comment above the function says so (`# @param {TreeNode} root`).
  def run_legacy(descriptor, lines, parse_start, source)
    name = function_name(descriptor["method"])
    parameters = legacy_parameters(name, source)
    check_line_count(lines, parameters.size)
    arguments = parameters.each_with_index.map do |kind, i|
      value = parse_json(lines[i], "line #{i + 1}")
      kind ? decode_value(value, { "kind" => kind, "cpp" => kind }, Location.new(i + 1), "") : value
    end
    report_nanos("parse_ns", parse_start)
    solve_start = now
    result = SEND.bind_call(MAIN, name, *arguments)
    report_nanos("solve_ns", solve_start)
    out = +""
    encode_legacy(result, out)
    out << "\n"
  end

  # The function NAME's parameters: for each, "ListNode" or "TreeNode" where its comment types it
  # so, else nil (the JSON as it is). NoMethodError, as Ruby words it, when it is not defined.
  def legacy_parameters(name, source)
    function = Object.instance_method(name)
    lines = source.lines
    doc = lines[0, [function.source_location&.last.to_i - 1, 0].max].reverse.take_while { |l| l.strip.start_with?("#") || l.strip.empty? }
    function.parameters.reject { |type, _| %i[block key keyreq keyrest].include?(type) }.map do |_, parameter|
      typed = doc.map { |l| l[/@param\s+\{(\w+)\}\s+#{parameter}\b/, 1] }.compact.first
      %w[ListNode TreeNode].include?(typed) ? typed : nil
    end
  rescue NameError
    Kernel.raise NoMethodError.new("undefined method `#{name}' for main:Object", name)
  end
end
