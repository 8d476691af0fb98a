# encode.rb: the answer printed as the C++ driver prints it: JSON strings, doubles as %.5f,
# Integers, true and false, and Arrays, each checked against the declared result type (the linked
# structures: encode_structures.rb).

module Lcjudge
  module_function

  def leetcode_type_name(spec)
    return leetcode_type_name(spec["element"]) + "[]" if spec["kind"] == "list"
    LEETCODE_TYPE_NAMES.fetch(spec["kind"], spec["kind"])
  end

  # The solution's value does not fit the declared result type: LeetCode's serializer fails with
  # this TypeError, a runtime error.
  def mismatch(value, spec)
    shown = begin
      value.is_a?(String) ? value : value.inspect
    rescue Exception
      "#<#{value.class}>"
    end
    shown = shown[0, 97] + "..." if shown.length > 100
    Kernel.raise TypeError, "#{shown} is not valid value for the expected return type #{leetcode_type_name(spec)}"
  end

  # %.5f as C's printf writes it (the C++ driver's doubles): Ruby's format agrees but for NaN
  # ("nan", "-nan" with its sign bit set) and the infinities ("inf", "-inf").
  def fixed_5(value)
    value = value.to_f
    return ([value].pack("G").getbyte(0) >= 128 ? "-nan" : "nan") if value.nan?
    return (value.positive? ? "inf" : "-inf") if value.infinite?
    Kernel.format("%.5f", value)
  end

  # Appends VALUE printed as SPEC says to OUT. nil is null (a wrong answer where a value is due).
  def encode_value(value, spec, out, node_kind)
    kind = spec["kind"]
    if value.nil? && !%w[ListNode TreeNode Node].include?(kind)
      out << "null"
    elsif INT_RANGES.key?(kind)
      mismatch(value, spec) unless value.is_a?(Integer)
      out << value.to_s
    elsif kind == "double"
      mismatch(value, spec) unless value.is_a?(Numeric) && value.real?
      out << fixed_5(value)
    elsif kind == "bool"
      mismatch(value, spec) unless value == true || value == false
      out << (value ? "true" : "false")
    elsif kind == "string" || kind == "char"
      mismatch(value, spec) unless value.is_a?(String) && (kind == "string" || value.length == 1)
      out << json_string(value)
    elsif kind == "list"
      encode_list_of(value, spec, out, node_kind)
    else
      encode_structure(value, spec, out, node_kind)
    end
  end

  def encode_list_of(value, spec, out, node_kind)
    mismatch(value, spec) unless value.is_a?(Array)
    element = spec["element"]
    if INT_RANGES.key?(element["kind"]) && value.all?(Integer)
      out << "[" << value.join(",") << "]"
      return
    end
    out << "["
    value.each_with_index do |v, i|
      out << "," if i.positive?
      encode_value(v, element, out, node_kind)
    end
    out << "]"
  end

  def encode_structure(value, spec, out, node_kind)
    case spec["kind"]
    when "NestedInteger" then encode_nested_integer(value, out)
    when "ListNode" then encode_list(value, out)
    when "TreeNode" then encode_tree(value, out)
    when "Node"
      case node_kind
      when "nary" then encode_nary(value, out)
      when "graph" then encode_graph(value, out)
      when "random" then encode_random_list(value, out)
      when "next" then encode_next_tree(value, out)
      else Kernel.raise NotSupported, "a Node without a node kind"
      end
    else Kernel.raise NotSupported, "results of type #{spec.fetch("cpp", spec["kind"])}"
    end
  end
end
