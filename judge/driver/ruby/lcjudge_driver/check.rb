# check.rb: check mode: can the solution be called as the problem declares? Its source is compiled
# (a SyntaxError is CE, as `ruby -c` finds it) and its parse tree read (Ripper), none of it run:
# only the runs run the solution's code, under their limits. CE only where the source shows it for
# certain; a solution that may make methods at run time (define_method, method_missing, send,
# eval, include, Struct.new...) or a class with a superclass is the run's to judge.

module Lcjudge
  # Words through which Ruby code makes or reaches methods and classes otherwise than by `def` and
  # `class`: a solution using one is checked for its syntax alone.
  DYNAMIC_WORDS = %w[
    define_method define_singleton_method method_missing respond_to_missing? alias_method alias send __send__
    public_send instance_eval class_eval module_eval class_exec module_exec instance_exec eval binding const_set
    include extend prepend Struct Data Class Module Object instance_method method singleton_class undef_method
    remove_method undef load require_relative Delegator SimpleDelegator Forwardable def_delegator def_delegators
    const_missing
  ].freeze
  # The bodies whose `def`s are not the top level's (or not the class's own).
  SCOPE_NODES = %i[def defs class module sclass method_add_block brace_block do_block lambda].freeze
  # What LeetCode gives: a class of these names is not the solution's to define.
  GIVEN_CLASSES = %w[ListNode TreeNode NestedInteger Node MountainArray BinaryMatrix ArrayReader Master Sea
                     CustomFunction].freeze

  # A def found: its name, line, parameters' node, whether it runs surely (directly in its scope's
  # body, not in a branch) and whether it is public.
  SourceDef = Struct.new(:name, :line, :params, :direct, :public)

  module_function

  # The defs of a scope's statements (a program's, a class body's), in source order; a class
  # statement's [name, line, superclass?, body] into CLASSES when CLASSES is given.
  def scope_defs(statements, classes = nil, direct = true, visibility = [true])
    defs = []
    (statements || []).each do |node|
      next unless node.is_a?(Array)
      case node[0]
      when :def
        name_node = node[1]
        params = node[2]
        params = params[1] if params.is_a?(Array) && params[0] == :paren
        defs << SourceDef.new(name_node[1], name_node[2][0], params, direct, visibility[0])
      when :class
        if classes && node[1].is_a?(Array) && node[1][0] == :const_ref
          const = node[1][1]
          body = node[3].is_a?(Array) && node[3][0] == :bodystmt ? node[3][1] : []
          classes << [const[1], const[2][0], !node[2].nil?, body]
        end
      when :var_ref, :vcall
        word = node[1].is_a?(Array) ? node[1][1] : nil
        visibility[0] = false if %w[private protected].include?(word)
        visibility[0] = true if word == "public"
      when *SCOPE_NODES
        nil
      else
        node.each do |child|
          next unless child.is_a?(Array)
          inner = child[0].is_a?(Symbol) ? [child] : child
          defs.concat(scope_defs(inner, classes, false, visibility))
        end
      end
    end
    defs
  end

  # Whether TOKENS (Ripper.lex's) use a way of making methods at run time; and the names attr_*
  # lines declare.
  def dynamic_source?(tokens)
    tokens.any? { |(_, type, text)| %i[on_ident on_const on_kw].include?(type) && DYNAMIC_WORDS.include?(text) }
  end

  def attribute_names(source)
    source.scan(/^\s*attr(?:_accessor|_reader|_writer)?\s+(.*)$/).flat_map { |(list)| list.scan(/:(\w+)/).flatten }
  end

  # (least, most) positional arguments a def's PARAMS accept; most nil for *rest; nil when a
  # required keyword makes every positional call fail.
  def positional_range(params)
    return [0, 0] unless params.is_a?(Array) && params[0] == :params
    required = (params[1] || []).size + (params[4] || []).size
    optional = (params[2] || []).size
    rest = params[3].is_a?(Array) && params[3][0] == :rest_param
    keywords = params[5].is_a?(Array) ? params[5] : []
    return nil if keywords.any? { |(_, default)| default == false || default.nil? }
    [required, rest ? nil : required + optional]
  end

  def parameter_names(params)
    return [] unless params.is_a?(Array) && params[0] == :params
    names = (params[1] || []).map { |p| p.is_a?(Array) ? p[1] : "_" }
    names += (params[2] || []).map { |(p, _)| p[1] }
    names << "*#{params[3][1] ? params[3][1][1] : ""}" if params[3].is_a?(Array) && params[3][0] == :rest_param
    names + (params[4] || []).map { |p| p.is_a?(Array) ? p[1] : "_" }
  end

  # A problem with the method METHOD among DEFS (the last def of its name wins, as in Ruby), or nil
  # when it can be called with the declared arguments (or only the run can tell).
  def def_problem(defs, owner, method, ruby_name, attributes)
    declared = method["parameters"].map { |p| snake_case(p["name"]) }
    shown = "#{ruby_name}(#{declared.join(", ")})"
    found = defs.select { |d| ruby_names(method["name"]).include?(d.name) || (ruby_name == "initialize" && d.name == "initialize") }
    if found.empty?
      return nil if attributes.include?(ruby_name) || (ruby_name == "initialize" && declared.empty?)
      return "def #{ruby_name} is not defined: LeetCode's Ruby calls #{shown}" if owner == "the top level"
      return "#{owner} has no method #{ruby_name}: the problem declares #{shown}"
    end
    last = found.last
    return nil if !last.direct || method["any_arity"]
    return "Line #{last.line}: #{owner}##{ruby_name} is private: LeetCode calls #{shown}" unless last.public || owner == "the top level"
    least, most = positional_range(last.params)
    n = declared.size
    return nil if least && least <= n && (most.nil? || n <= most)
    "Line #{last.line}: #{ruby_name} takes (#{parameter_names(last.params).join(", ")}), but the problem declares " \
      "#{shown}: #{n} argument#{n == 1 ? "" : "s"}"
  end

  # What surely stops the descriptor's calls, read from the source.
  def definition_problems(descriptor, source)
    Kernel.require "ripper"
    tree = Ripper.sexp(source)
    return [] if tree.nil? || dynamic_source?(Ripper.lex(source))
    attributes = attribute_names(source)
    classes = []
    top = scope_defs(tree[1], classes)
    class_name = descriptor["class"].to_s
    own = classes.select { |c| c[0] == class_name }
    methods = descriptor["methods"] || []
    # A legacy problem names its method alone: the case's lines are its arguments, however many.
    methods = [{ "name" => descriptor["method"], "parameters" => [], "any_arity" => true }] if descriptor["kind"] == "legacy"
    functions = descriptor["kind"] != "design" || descriptor["drive"] == "round_trip"
    if functions
      calls = methods.reject { |m| m["constructor"] }
      problems = calls.map { |m| def_problem(top, "the top level", m, snake_case(m["name"]), attributes) }
      return [] if problems.none?
      unless own.empty?  # the descriptor's class (158's Solution, a Codec) may hold them instead
        return [] if own.any? { |c| c[2] }
        class_defs = own.flat_map { |c| scope_defs(c[3]) }
        return [] if calls.none? { |m| def_problem(class_defs, "class #{class_name}", m, snake_case(m["name"]), attributes) }
      end
      return problems.compact
    end
    if own.empty?
      return [] if GIVEN_CLASSES.include?(class_name) || attributes.include?(class_name)
      return ["class #{class_name} is not defined"]
    end
    return [] if own.any? { |c| c[2] }  # a superclass: its methods may be inherited
    defs = own.flat_map { |c| scope_defs(c[3]) }
    constructor = methods.find { |m| m["constructor"] } || { "name" => class_name, "parameters" => [] }
    problems = [def_problem(defs, "class #{class_name}", constructor, "initialize", attributes)]
    problems += methods.reject { |m| m["constructor"] }.map { |m| def_problem(defs, "class #{class_name}", m, snake_case(m["name"]), attributes) }
    problems.compact
  end

  # Exit 0 when the solution can be called as the descriptor says, as far as its source tells, else
  # 1 and a LeetCode-worded compile error on stderr. Run once, in the judge's compile jail, before
  # any case: it reads the source and never runs it.
  def check(descriptor, path)
    begin
      source = solution_source(path)
    rescue SystemCallError, IOError => error
      write_all(STDERR_IO, "Line 1: #{error.message}\n")
      return CHECK_FAILED_EXIT
    end
    begin
      compile_solution(source)
    rescue SyntaxError => error
      write_all(STDERR_IO, syntax_error_message(error))
      return CHECK_FAILED_EXIT
    end
    begin
      runner_for(descriptor)
      check_types_supported(descriptor)
    rescue NotSupported => error
      write_all(STDERR_IO, "#{error.message}: not supported in Ruby yet\n")
      return CHECK_FAILED_EXIT
    end
    problems = definition_problems(descriptor, source)
    return 0 if problems.empty?
    write_all(STDERR_IO, problems.join("\n") + "\n")
    CHECK_FAILED_EXIT
  end
end
