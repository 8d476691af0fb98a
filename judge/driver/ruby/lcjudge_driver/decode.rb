# decode.rb: decoding a case's arguments by the descriptor's types into Ruby's: Integers in their
# ranges, Floats, true and false, one-character Strings, Strings and Arrays of them, checked as the
# C++ driver checks them (the linked structures: decode_structures.rb).

module Lcjudge
  INT_RANGES = {
    "int" => (-2**31..2**31 - 1), "long" => (-2**63..2**63 - 1), "unsigned" => (0..2**32 - 1),
  }.freeze
  LEETCODE_TYPE_NAMES = {
    "int" => "integer", "long" => "long", "unsigned" => "integer", "double" => "double", "bool" => "boolean",
    "char" => "character", "string" => "string",
  }.freeze
  INT_SPEC = { "kind" => "int", "cpp" => "int" }.freeze

  # Where a value sits in a case line, for messages: its line and element path.
  class Location
    attr_reader :path

    def initialize(line_number, path = [])
      @line_number = line_number
      @path = path.dup
    end

    def fail(what)
      where = @path.map { |i| "[#{i}]" }.join
      Kernel.raise BadInput, "line #{@line_number}: #{what}#{where.empty? ? "" : " at #{where}"}"
    end
  end

  module_function

  def decode_value(value, spec, at, node_kind)
    kind = spec["kind"]
    if (range = INT_RANGES[kind])
      at.fail("expected #{spec.fetch("cpp", kind)}, found #{describe(value)}") unless value.is_a?(Integer)
      at.fail("#{value} does not fit in #{spec.fetch("cpp", kind)}") unless range.cover?(value)
      return value
    end
    case kind
    when "double" then decode_double(value, at)
    when "bool"
      at.fail("expected bool, found #{describe(value)}") unless value == true || value == false
      value
    when "string"
      at.fail("expected string, found #{describe(value)}") unless value.is_a?(String)
      at.fail("a lone surrogate in a string: not UTF-8") unless value.valid_encoding?
      value
    when "char"
      # One byte, as the C++ driver's char: the same case is valid in every language.
      unless value.is_a?(String) && value.bytesize == 1
        at.fail("expected char (a one-character string), found #{describe(value)}")
      end
      value
    when "list" then decode_list_of(value, spec, at, node_kind)
    when "ListNode" then decode_list(value, at)
    when "TreeNode" then decode_tree(value, at, TreeNode)
    when "NestedInteger" then decode_nested_integer(value, at)
    when "Node" then decode_node(value, at, node_kind)
    else Kernel.raise NotSupported, "arguments of type #{spec.fetch("cpp", kind)}"
    end
  end

  def decode_double(value, at)
    return value.to_f if value.is_a?(Integer) && value.abs < 2**1023
    at.fail("#{value.to_s[0, 20]}... does not fit in double") if value.is_a?(Integer)
    at.fail("expected double, found #{describe(value)}") unless value.is_a?(Float)
    at.fail("number overflow: does not fit in double") unless value.finite?
    value
  end

  def decode_list_of(value, spec, at, node_kind)
    at.fail("expected #{spec.fetch("cpp", "a list")}, found #{describe(value)}") unless value.is_a?(Array)
    element = spec["element"]
    range = INT_RANGES[element["kind"]]
    if range && value.all?(Integer)
      low, high = value.minmax
      return value if value.empty? || (range.cover?(low) && range.cover?(high))  # the common case, checked in C
    end
    at.path << 0
    result = value.each_with_index.map do |v, i|
      at.path[-1] = i
      decode_value(v, element, at, node_kind)
    end
    at.path.pop
    result
  end

  def decode_node(value, at, node_kind)
    case node_kind
    when "nary" then decode_nary(value, at)
    when "graph" then decode_graph(value, at)
    when "random" then decode_random_list(value, at)
    when "next" then decode_tree(value, at, Object.const_get(:Node))
    else Kernel.raise NotSupported, "a Node without a node kind"
    end
  end

  def expect_array(value, at, what)
    at.fail("expected #{what}, found #{describe(value)}") unless value.is_a?(Array)
  end

  # Element INDEX of an array of int or null: nil for null.
  def int_element(array, index, at)
    v = array[index]
    return nil if v.nil?
    at.path << index
    decode_value(v, INT_SPEC, at, "")
    at.path.pop
    v
  end

  # Whether every element is an int (or null) that fits in int, checked at C speed.
  def ints_or_nulls?(value)
    ints = value.compact
    return false unless ints.all?(Integer)
    low, high = ints.minmax
    ints.empty? || (INT_RANGES["int"].cover?(low) && INT_RANGES["int"].cover?(high))
  end
end
