# names.rb: the descriptor's names (the C++ template's camelCase) as LeetCode's Ruby names them:
# snake_case, an acronym one word (twoSum is two_sum, lengthOfLIS length_of_lis, minCostII
# min_cost_ii), and what the solution's methods are called on: the main object for a top-level
# function, a new object of the class for a design method.

module Lcjudge
  SEND = BasicObject.instance_method(:__send__)
  PUBLIC_SEND = Kernel.instance_method(:public_send)
  MAIN = TOPLEVEL_BINDING.receiver

  module_function

  def snake_case(name)
    name.gsub(/([A-Z\d]+)([A-Z][a-z])/, '\1_\2').gsub(/([a-z\d])([A-Z])/, '\1_\2').downcase
  end

  # NAME's spellings a solution may define, LeetCode's first.
  def ruby_names(name)
    [snake_case(name), name].uniq
  end

  # The top-level function NAME (its Ruby name, or the C++ one) as a Symbol: LeetCode's when
  # neither is defined, whose call is then LeetCode's NoMethodError.
  def function_name(name)
    names = ruby_names(name)
    found = names.find { |n| Object.private_method_defined?(n) || Object.method_defined?(n) }
    (found || names.first).to_sym
  end

  # Calls the top-level function NAME with ARGUMENTS, as LeetCode's `two_sum(nums, target)`.
  def call_function(name, arguments)
    SEND.bind_call(MAIN, function_name(name), *arguments)
  end

  # The public method NAME of OBJECT's class, by its Ruby name or the C++ one.
  def method_name(object, name)
    names = ruby_names(name)
    found = names.find { |n| object.respond_to?(n) }
    (found || names.first).to_sym
  end

  # OBJECT's method NAME called with ARGUMENTS, as LeetCode's `obj.get_min()`: public methods only.
  def call_method(object, name, arguments)
    PUBLIC_SEND.bind_call(object, method_name(object, name), *arguments)
  end

  # The descriptor's class, as LeetCode's `MinStack.new`: a NameError, as Ruby words it, if the
  # solution did not define it.
  def named_class(name)
    Kernel.raise NameError.new("uninitialized constant #{name}", name.to_sym) unless Object.const_defined?(name, false)
    Object.const_get(name, false)
  end
end
