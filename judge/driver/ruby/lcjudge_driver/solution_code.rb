# solution_code.rb: the solution: its source read, compiled under LeetCode's name, solution.rb,
# with its own line numbers (the lines kept, for error_highlight's carets), and run at the top
# level; what LeetCode's Ruby 3.2 has without a require (Set), and the bundled gems it can require.

module Lcjudge
  # Ruby's bundled gems (not its default ones) a LeetCode solution requires, which RubyGems would
  # find: without it, their folders are put on the load path, for a solution that names them.
  BUNDLED_GEMS = "/usr/lib/ruby/gems/3.1.0/gems"
  BUNDLED_LIBRARIES = %w[prime matrix].freeze

  module_function

  # The solution's source, UTF-8 (a byte-order mark dropped).
  def solution_source(path)
    source = File.binread(path).force_encoding(Encoding::UTF_8)
    source = source.delete_prefix("\uFEFF") if source.valid_encoding?
    source
  end

  # The solution compiled, as `ruby solution.rb` would; SyntaxError if it does not compile.
  def compile_solution(source)
    RubyVM.keep_script_lines = true
    RubyVM::InstructionSequence.compile(source, SOLUTION_FILE, SOLUTION_FILE, 1)
  ensure
    RubyVM.keep_script_lines = false
  end

  # What the solution finds before its first line, as on LeetCode's Ruby 3.2: Set without a
  # require (loaded only if used, by the constant or by `to_set`), Integer#ceildiv, and
  # `require "prime"` and "matrix" (bundled gems).
  def prepare_environment(source)
    Object.autoload(:Set, "set") unless Object.const_defined?(:Set, false)
    define_to_set unless Enumerable.method_defined?(:to_set)
    define_ceildiv unless Integer.method_defined?(:ceildiv)
    BUNDLED_LIBRARIES.each do |library|
      next unless source.include?(library)
      Dir.glob("#{BUNDLED_GEMS}/#{library}-*/lib").each { |folder| $LOAD_PATH << folder }
    end
  rescue SystemCallError
    nil
  end

  # Ruby 3.2's prelude: `[1, 2].to_set` loads Set as the constant does (set.rb defines it again).
  def define_to_set
    Enumerable.module_eval do
      def to_set(klass = Set, *args, &block)
        klass.new(self, *args, &block)
      end
    end
  end

  # Ruby 3.2's Integer#ceildiv, as its numeric.rb defines it: 7.ceildiv(2) is 4, -7.ceildiv(2) -3.
  def define_ceildiv
    Integer.class_eval do
      def ceildiv(other)
        -div(0 - other)
      end
    end
  end

  # Runs the solution's compiled code at the top level, as LeetCode runs its file: its `def`s are
  # Object's private methods, its constants and classes top-level ones.
  def run_solution(code)
    code.eval
  end
end
