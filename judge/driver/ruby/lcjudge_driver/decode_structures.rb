# decode_structures.rb: the linked structures decoded from LeetCode's text: a ListNode list, a
# level-order TreeNode, a NestedInteger, an N-ary tree, a graph's adjacency list, a random list.
# Nodes are made with `new(val)` and their links set through their accessors, so that a solution
# that defines a class again (`def initialize(val)`) gets its own.

module Lcjudge
  module_function

  def decode_list(value, at)
    expect_array(value, at, "ListNode* (a list such as [1,2,3])")
    head = nil
    (value.size - 1).downto(0) do |i|
      v = int_element(value, i, at)
      if v.nil?
        at.path << i
        at.fail("expected int, found null")
      end
      node = ListNode.new(v)
      node.next = head
      head = node
    end
    head
  end

  def decode_root(value, at)
    v = int_element(value, 0, at)
    if v.nil?
      at.path << 0
      at.fail("the root is null: an empty tree is []")
    end
    v
  end

  def decode_tree(value, at, tree)
    expect_array(value, at, "TreeNode* (level order such as [3,9,20,null,null,15,7])")
    size = value.size
    return nil if size.zero?
    level_order = [tree.new(decode_root(value, at))]
    fast = ints_or_nulls?(value)  # then no element needs a check of its own
    i = 1
    parent = 0
    while i < size
      if parent == level_order.size
        v = fast ? value[i] : int_element(value, i, at)
        unless v.nil?
          at.path << i
          at.fail("no parent left for #{v}: the nodes before it have all their children")
        end
        i += 1
        next
      end
      node = level_order[parent]
      v = fast ? value[i] : int_element(value, i, at)
      level_order << (node.left = tree.new(v)) unless v.nil?
      if i + 1 < size
        v = fast ? value[i + 1] : int_element(value, i + 1, at)
        level_order << (node.right = tree.new(v)) unless v.nil?
      end
      i += 2
      parent += 1
    end
    level_order[0]
  end

  # An int, or a nested list of ints; read without recursion, at most MAX_NESTED_INTEGER_DEPTH
  # lists deep, as the C++ driver reads it.
  def decode_nested_integer(value, at)
    unless value.is_a?(Array)
      decode_value(value, INT_SPEC, at, "")
      return NestedInteger.new(value)
    end
    root = NestedInteger.new
    stack = [[value, 0, root]]
    at.path << 0
    until stack.empty?
      array, index, built = stack.last
      if index == array.size
        stack.pop
        at.path.pop
        next
      end
      stack.last[1] = index + 1
      at.path[-1] = index
      element = array[index]
      if element.is_a?(Array)
        at.fail("a NestedInteger nested more than #{MAX_NESTED_INTEGER_DEPTH} deep") if stack.size == MAX_NESTED_INTEGER_DEPTH
        child = NestedInteger.new
        built.add(child)
        stack << [element, 0, child]
        at.path << 0
      else
        decode_value(element, INT_SPEC, at, "")
        built.add(NestedInteger.new(element))
      end
    end
    root
  end

  def new_node(val, **links)
    node = Object.const_get(:Node).new(val)
    links.each { |member, link| node.public_send(:"#{member}=", link) }
    node
  end

  def decode_nary(value, at)
    expect_array(value, at, "Node* (an N-ary tree in level order such as [1,null,3,2,4,null,5,6])")
    size = value.size
    return nil if size.zero?
    level_order = [new_node(decode_root(value, at), children: [])]
    if size > 1 && !(v = int_element(value, 1, at)).nil?
      at.path << 1
      at.fail("expected null after the root, found #{v}")
    end
    parent = 0
    i = 2
    while i < size
      while i < size && !(v = int_element(value, i, at)).nil?
        if parent == level_order.size
          at.path << i
          at.fail("no parent left for #{v}: every node before it has had its children")
        end
        child = new_node(v, children: [])
        level_order[parent].children << child
        level_order << child
        i += 1
      end
      parent += 1
      i += 1
    end
    level_order[0]
  end

  def decode_graph(value, at)
    expect_array(value, at, "Node* (a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]])")
    size = value.size
    nodes = Array.new(size) { |i| new_node(i + 1, neighbors: []) }
    at.path << 0
    value.each_with_index do |neighbours, i|
      at.path[-1] = i
      expect_array(neighbours, at, "the neighbours of a node (an array of node numbers)")
      neighbours.each_index do |j|
        n = int_element(neighbours, j, at)
        if n.nil? || n < 1 || n > size
          at.path << j
          at.fail("no node #{encode_plain(n)}: the nodes are 1..#{size}")
        end
        nodes[i].neighbors << nodes[n - 1]
      end
    end
    at.path.pop
    nodes[0]
  end

  def decode_random_list(value, at)
    expect_array(value, at, "Node* (a list with random pointers such as [[7,null],[13,0],[11,4]])")
    size = value.size
    nodes = []
    at.path << 0
    value.each_with_index do |pair, i|
      at.path[-1] = i
      unless pair.is_a?(Array) && pair.size == 2
        at.fail("expected [val, random_index] (random_index null or 0..#{size - 1}), found #{describe(pair)}")
      end
      v = int_element(pair, 0, at)
      if v.nil?
        at.path << 0
        at.fail("expected the node's int, found null")
      end
      nodes << new_node(v, next: nil, random: nil)
      nodes[i - 1].next = nodes[i] if i.positive?
    end
    value.each_with_index do |pair, i|
      at.path[-1] = i
      index = int_element(pair, 1, at)
      next if index.nil?
      if index.negative? || index >= size
        at.path << 1
        at.fail("no node at index #{index}: the indexes are 0..#{size - 1}")
      end
      nodes[i].random = nodes[index]
    end
    at.path.pop
    nodes[0]
  end
end
