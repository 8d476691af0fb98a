# encode_structures.rb: the linked structures printed as LeetCode prints them, bounded (a cyclic
# answer stops at MAX_OUTPUT_NODES); a legacy problem's answer by its runtime type; and the copying
# problems' check (133, 138): the answer must share no node with the input.

module Lcjudge
  OBJECT_ID = BasicObject.instance_method(:__id__)

  module_function

  def too_many_nodes(structure)
    Kernel.raise BadResult, "the returned #{structure} has more than #{MAX_OUTPUT_NODES} nodes: is it cyclic?"
  end

  def identity(node)
    OBJECT_ID.bind_call(node)
  end

  # A node's value, as an int: anything but a node with an Integer val is the solution's type error.
  def node_int(node)
    mismatch(node, { "kind" => "node" }) unless node.respond_to?(:val)
    val = node.val
    mismatch(val, INT_SPEC) unless val.is_a?(Integer)
    val.to_s
  end

  # LeetCode's Ruby prints an Array of Integers returned for a ListNode as that list (`return []`
  # for an empty one, or the values themselves, are common in its accepted Ruby solutions).
  def encode_list(head, out)
    if head.is_a?(Array)
      head.each { |val| mismatch(val, INT_SPEC) unless val.is_a?(Integer) }
      return out << "[" << head.join(",") << "]"
    end
    values = []
    slow = node = head
    until node.nil?
      values << node_int(node)
      node = node.next
      next unless values.size.even?
      slow = slow.next
      if node.equal?(slow) && !node.nil?
        Kernel.raise BadResult, "the returned list is cyclic: node #{node.val} is reached twice"
      end
    end
    out << "[" << values.join(",") << "]"
  end

  # Level-order tokens with trailing nulls dropped, bounded like the C++ driver's.
  def encode_tree(root, out)
    tokens = []
    kept = 0
    queue = root.nil? ? [] : [root]
    k = 0
    while k < queue.size
      node = queue[k]
      k += 1
      if node.nil?
        tokens << "null"
      else
        tokens << node_int(node)
        kept = tokens.size
        queue << node.left << node.right
      end
      too_many_nodes("tree") if tokens.size > MAX_OUTPUT_NODES
      if k > 4096 && k * 2 > queue.size
        queue = queue[k..]  # keep the queue's memory to a level or so
        k = 0
      end
    end
    out << "[" << tokens.first(kept).join(",") << "]"
  end

  def encode_nary(root, out)
    tokens = []
    queue = []
    unless root.nil?
      tokens << node_int(root) << "null"
      queue << root
    end
    k = 0
    while k < queue.size
      node = queue[k]
      k += 1
      (node.children || []).each do |child|
        if child.nil?
          tokens << "null"  # not LeetCode's form: printed so that the answer shows it is wrong
          next
        end
        tokens << node_int(child)
        queue << child
      end
      tokens << "null"
      too_many_nodes("N-ary tree") if tokens.size > MAX_OUTPUT_NODES
    end
    tokens.pop while tokens.last == "null"
    out << "[" << tokens.join(",") << "]"
  end

  def graph_reachable(start)
    reached = start.nil? ? [] : [start]
    seen = { identity(start) => true }
    k = 0
    while k < reached.size
      (reached[k].neighbors || []).each do |neighbour|
        next if neighbour.nil? || seen.key?(identity(neighbour))
        seen[identity(neighbour)] = true
        too_many_nodes("graph") if reached.size == MAX_OUTPUT_NODES
        reached << neighbour
      end
      k += 1
    end
    reached
  end

  def encode_graph(start, out)
    reached = graph_reachable(start).sort_by { |node| node_int(node).to_i }
    parts = reached.map do |node|
      "[" + (node.neighbors || []).map { |n| n.nil? ? "null" : node_int(n) }.join(",") + "]"
    end
    out << "[" << parts.join(",") << "]"
  end

  def along_next(head)
    nodes = []
    node = head
    until node.nil?
      too_many_nodes("list") if nodes.size == MAX_OUTPUT_NODES
      nodes << node
      node = node.next
    end
    nodes
  end

  def encode_random_list(head, out)
    nodes = along_next(head)
    index = {}
    nodes.each_with_index { |node, i| index[identity(node)] = i }
    parts = nodes.each_with_index.map do |node, i|
      random = node.random
      next "[#{node_int(node)},null]" if random.nil?
      target = index[identity(random)]
      if target.nil?
        Kernel.raise WrongResult, "the random pointer of the node at index #{i} (val #{node.val}) points to a node " \
                           "that is not in the returned list"
      end
      "[#{node_int(node)},#{target}]"
    end
    out << "[" << parts.join(",") << "]"
  end

  def encode_next_tree(root, out)
    tokens = []
    level = root
    until level.nil?
      below = nil
      node = level
      until node.nil?
        tokens << node_int(node)
        too_many_nodes("tree along its next pointers") if tokens.size > MAX_OUTPUT_NODES
        below ||= node.left || node.right
        node = node.next
      end
      tokens << "#"
      level = below
    end
    out << "[" << tokens.join(",") << "]"
  end

  def nested_int(value)
    mismatch(value, INT_SPEC) unless value.is_a?(Integer)
    value.to_s
  end

  # An int, or the nested list, printed without recursion through LeetCode's interface.
  def encode_nested_integer(value, out)
    mismatch(value, { "kind" => "NestedInteger" }) unless value.respond_to?(:is_integer)
    return out << nested_int(value.get_integer) if value.is_integer
    count = 0
    out << "["
    stack = [[value.get_list || [], 0]]
    until stack.empty?
      items, index = stack.last
      if index == items.size
        out << "]"
        stack.pop
        next
      end
      stack.last[1] = index + 1
      count += 1
      too_many_nodes("NestedInteger") if count > MAX_OUTPUT_NODES
      out << "," if index.positive?
      element = items[index]
      mismatch(element, { "kind" => "NestedInteger" }) unless element.respond_to?(:is_integer)
      if element.is_integer
        out << nested_int(element.get_integer)
      else
        out << "["
        stack << [element.get_list || [], 0]
      end
    end
    out
  end

  # A legacy problem's answer, printed by its runtime type.
  def encode_legacy(value, out)
    case value
    when nil then out << "null"
    when true, false then out << value.to_s
    when Integer then out << value.to_s
    when Float then out << fixed_5(value)
    when String then out << json_string(value)
    when Array
      out << "["
      value.each_with_index do |v, i|
        out << "," if i.positive?
        encode_legacy(v, out)
      end
      out << "]"
    when TreeNode then encode_tree(value, out)
    when ListNode then encode_list(value, out)
    else Kernel.raise TypeError, "#{value.class} is not a value the driver can print"
    end
  end

  # ---------------------------------------------------------------------------------------------
  # Copying problems (133, 138): the answer must share no node with the input

  def input_nodes(arguments, parameters, result_spec, node_kind)
    return nil unless result_spec["kind"] == "Node" && %w[graph random].include?(node_kind)
    nodes = {}
    arguments.zip(parameters).each do |argument, parameter|
      next unless parameter["type"]["kind"] == "Node" && !argument.nil?
      reach = node_kind == "graph" ? graph_reachable(argument) : along_next(argument)
      reach.each { |node| nodes[identity(node)] = true }
    end
    [nodes, arguments]  # the arguments keep the nodes alive, so that no id is reused
  end

  def check_copy(result, copied_from, node_kind)
    return if copied_from.nil? || result.nil?
    nodes = copied_from[0]
    if node_kind == "graph"
      graph_reachable(result).each do |node|
        next unless nodes.key?(identity(node))
        Kernel.raise WrongResult, "the copy shares node #{node.val} with the input: the answer must be a deep copy, " \
                           "made of new nodes only"
      end
      return
    end
    along_next(result).each_with_index do |node, i|
      which = "node at index #{i} (val #{node.val})"
      if nodes.key?(identity(node))
        Kernel.raise WrongResult, "the copy shares the #{which} with the input: the answer must be a deep copy, made of new nodes only"
      end
      if !node.random.nil? && nodes.key?(identity(node.random))
        Kernel.raise WrongResult, "the random pointer of the copy's #{which} points to a node of the input: the answer " \
                           "must be a deep copy, made of new nodes only"
      end
    end
  end
end
