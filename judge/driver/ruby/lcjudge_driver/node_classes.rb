# node_classes.rb: LeetCode's node classes (ListNode, TreeNode, NestedInteger, and Node of the
# problem's kind), as its Ruby editor's comments define them, at the top level where the solution
# finds them; a solution that defines one again reopens it, as on LeetCode.

class ListNode
  attr_accessor :val, :next

  def initialize(val = 0, _next = nil)
    @val = val
    @next = _next
  end
end

class TreeNode
  attr_accessor :val, :left, :right

  def initialize(val = 0, left = nil, right = nil)
    @val = val
    @left = left
    @right = right
  end
end

# LeetCode's NestedInteger (339, 341, 364, 385), as its Ruby template's comment gives it: an
# integer, or a list (get_list of an integer is nil, get_integer of a list nil).
class NestedInteger
  def initialize(value = nil)
    @integer = value
    @list = value.nil? ? [] : nil
  end

  def is_integer
    @list.nil?
  end

  def get_integer
    @integer
  end

  def set_integer(value)
    @integer = value
    @list = nil
  end

  def add(elem)
    if @list.nil?
      @integer = nil
      @list = []
    end
    @list << elem
  end

  def get_list
    @list
  end
end

module Lcjudge
  # The members of Node for each node kind, as LeetCode's Ruby comments give them, and the
  # constructor's: `Node.new(val)` (N-ary's children and a graph's neighbors start empty).
  NODE_MEMBERS = {
    "nary" => %i[val children], "graph" => %i[val neighbors], "random" => %i[val next random],
    "next" => %i[val left right next],
  }.freeze

  module_function

  # Declares the top-level Node of NODE_KIND ("" for none).
  def declare_node(node_kind)
    members = NODE_MEMBERS[node_kind]
    return unless members
    node = Class.new do
      attr_accessor(*members)

      define_method(:initialize) do |val = 0, *rest|
        @val = val
        members[1..].each_with_index { |member, i| instance_variable_set("@#{member}", rest[i]) }
        @children ||= [] if members.include?(:children)
        @neighbors ||= [] if members.include?(:neighbors)
      end
    end
    Object.const_set(:Node, node)
  end
end
