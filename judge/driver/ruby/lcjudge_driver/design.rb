# design.rb: calling a design class as LeetCode's Ruby does: the operations and their arguments
# (its two lines), `MinStack.new(...)` then each method by its snake_case name (`obj.get_min()`); a
# codec's round trip (297: two top-level functions, or a Codec class) and an iterator (341).

module Lcjudge
  module_function

  def design_operations(descriptor, lines)
    class_name = descriptor["class"]
    check_line_count(lines, 2)
    names = parse_json(lines[0], "line 1")
    at = Location.new(1)
    at.fail("expected vector<string>, found #{describe(names)}") unless names.is_a?(Array) && names.all?(String)
    at.fail("expected the operations, the constructor \"#{class_name}\" first, found none") if names.empty?
    unless names[0] == class_name
      Location.new(1, [0]).fail("the first operation must be the constructor \"#{class_name}\", found \"#{names[0]}\"")
    end
    all_arguments = parse_json(lines[1], "line 2")
    at = Location.new(2)
    unless all_arguments.is_a?(Array)
      at.fail("expected an array of argument arrays, one per operation, found #{describe(all_arguments)}")
    end
    if all_arguments.size != names.size
      at.fail("expected #{names.size} argument arrays (one per operation on line 1), found #{all_arguments.size}")
    end
    [names, all_arguments]
  end

  # The operations (line 1) and their decoded arguments (line 2), all checked before the class is
  # built, as the C++ driver does.
  def read_design(descriptor, lines)
    node_kind = descriptor["node"].to_s
    class_name = descriptor["class"]
    methods = descriptor["methods"]
    names, all_arguments = design_operations(descriptor, lines)
    by_name = methods.reject { |m| m["constructor"] }.to_h { |m| [m["name"], m] }
    constructor = methods.find { |m| m["constructor"] } || { "name" => class_name, "parameters" => [] }
    names.each_with_index.map do |name, k|
      method = k.zero? ? constructor : by_name[name]
      if k.positive? && name == class_name
        Location.new(1, [k]).fail("the constructor \"#{name}\" may only be the first operation")
      elsif method.nil?
        known = by_name.keys.join(", ")
        Location.new(1, [k]).fail("unknown operation \"#{name}\" (#{class_name} has #{known.empty? ? "no methods" : known})")
      end
      arguments = all_arguments[k]
      at = Location.new(2, [k])
      at.fail("expected the arguments of #{name} (an array), found #{describe(arguments)}") unless arguments.is_a?(Array)
      arity = method["parameters"].size
      if arguments.size != arity
        at.fail("#{name} takes #{arity} argument#{arity == 1 ? "" : "s"}, found #{arguments.size}")
      end
      at.path << 0
      decoded = arguments.zip(method["parameters"]).each_with_index.map do |(value, parameter), i|
        at.path[-1] = i
        decode_value(value, parameter["type"], at, node_kind)
      end
      [method, decoded]
    end
  end

  def run_design(descriptor, lines, parse_start)
    node_kind = descriptor["node"].to_s
    program = read_design(descriptor, lines)
    report_nanos("parse_ns", parse_start)
    solve_start = now
    object = named_class(descriptor["class"]).new(*constructor_arguments(descriptor, program[0][1]))
    out = +"[null"
    program[1..].each do |method, arguments|
      result = call_method(object, method["name"], arguments)
      out << ","
      if method["result"]["kind"] == "void"
        out << "null"  # whatever it returns, as LeetCode prints a void method's
      else
        encode_value(result, method["result"], out, node_kind)
      end
    end
    report_nanos("solve_ns", solve_start)
    out << "]\n"
  end

  # 284: LeetCode's Ruby builds PeekingIterator on an Iterator over the case's array (the C++
  # template's `vector<int>& nums`), whose interface its template's comment shows.
  PEEKING_ITERATOR = "PeekingIterator"

  def peeking_iterator?(descriptor)
    descriptor["kind"] == "design" && descriptor["class"] == PEEKING_ITERATOR
  end

  # Declared before the solution's code runs, which may reopen it, as it may LeetCode's.
  def declare_iterator(descriptor)
    return unless peeking_iterator?(descriptor) && !Object.const_defined?(:Iterator, false)
    iterator = Class.new do
      def initialize(v)
        @values = v
        @index = 0
      end

      def hasNext
        @index < @values.size
      end

      def next
        @index += 1
        @values[@index - 1]
      end
    end
    Object.const_set(:Iterator, iterator)
  end

  def constructor_arguments(descriptor, arguments)
    return arguments unless peeking_iterator?(descriptor) && arguments[0].is_a?(Array)
    [Object.const_get(:Iterator, false).new(arguments[0]), *arguments[1..]]
  end

  # LeetCode's Ruby 297: `deserialize(serialize(root))`, two top-level functions; a Codec class
  # (`Codec.new`, as other languages' templates have it) where the solution defines one instead.
  def run_round_trip(descriptor, lines, parse_start)
    node_kind = descriptor["node"].to_s
    encoder, decoder = descriptor["methods"][0], descriptor["methods"][1]
    arguments = decode_arguments(lines, encoder["parameters"], node_kind)
    report_nanos("parse_ns", parse_start)
    solve_start = now
    class_name = descriptor["class"]
    functions = ruby_names(encoder["name"]).any? { |n| Object.private_method_defined?(n) }
    answer =
      if !functions && Object.const_defined?(class_name, false)
        codec = Object.const_get(class_name, false)
        call_method(codec.new, decoder["name"], [call_method(codec.new, encoder["name"], arguments)])
      else
        call_function(decoder["name"], [call_function(encoder["name"], arguments)])
      end
    report_nanos("solve_ns", solve_start)
    out = +""
    encode_value(answer, decoder["result"], out, node_kind)
    out << "\n"
  end

  # LeetCode's `i, v = NestedIterator.new(nested_list), []; while i.has_next(); v << i.next; end`.
  def run_iterator(descriptor, lines, parse_start)
    node_kind = descriptor["node"].to_s
    methods = descriptor["methods"]
    constructor = methods.find { |m| m["constructor"] }
    next_method = methods.find { |m| m["name"] == "next" }
    Kernel.raise NotSupported, "an iterator without its constructor and next()" unless constructor && next_method
    arguments = decode_arguments(lines, constructor["parameters"], node_kind)
    report_nanos("parse_ns", parse_start)
    solve_start = now
    iterator = named_class(descriptor["class"]).new(*arguments)
    values = []
    values << call_method(iterator, "next", []) while call_method(iterator, "hasNext", [])
    report_nanos("solve_ns", solve_start)
    out = +""
    encode_value(values, { "kind" => "list", "cpp" => "vector", "element" => next_method["result"] }, out, node_kind)
    out << "\n"
  end
end
