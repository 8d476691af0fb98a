# run.rb: run mode: the runner for the descriptor's kind of problem, the solution's code run, one
# case answered (or a session served), and how a failing case ends the process.

module Lcjudge
  module_function

  def runner_for(descriptor)
    kind = descriptor["kind"]
    return :run_legacy if kind == "legacy"
    if descriptor["api"] && !descriptor["api"].empty?
      unless kind == "function" && descriptor["api_case"] && API_NAMES.include?(descriptor["api"])
        Kernel.raise NotSupported, "API problems (#{descriptor["api"]})"
      end
      return descriptor["api"] == "read4" ? :run_read4 : :run_api_function
    end
    return :run_function if kind == "function"
    if kind == "design"
      drive = descriptor.fetch("drive", "operations")
      return :run_design if drive == "operations"
      return :run_round_trip if drive == "round_trip"
      return :run_iterator if drive == "iterator"
      Kernel.raise NotSupported, "design problems driven as #{drive}"
    end
    Kernel.raise NotSupported, "problems of kind #{kind}"
  end

  # Raises NotSupported for a type this driver cannot decode or print.
  def check_types_supported(descriptor)
    supported = INT_RANGES.keys + %w[void double bool char string list ListNode TreeNode NestedInteger]
    supported << "Node" unless descriptor["node"].to_s.empty?
    supported << "api" unless descriptor["api"].to_s.empty?
    (descriptor["methods"] || []).each do |method|
      ([method["result"]] + method["parameters"].map { |p| p["type"] }).each do |spec|
        spec = spec["element"] while spec["kind"] == "list"
        Kernel.raise NotSupported, "the type #{spec.fetch("cpp", spec["kind"])}" unless supported.include?(spec["kind"])
      end
    end
  end

  # The case's answer: the runner called on it (the solution's code run first when CODE is given:
  # its top-level code is the first case's, as LeetCode's file runs before its calls).
  def answer(descriptor, runner, lines, read_ns, code, source)
    run_solution(code) if code
    # parse_ns: reading the case and decoding it, not the solution's top-level code between.
    start = now - read_ns
    runner == :run_legacy ? run_legacy(descriptor, lines, start, source) : SEND.bind_call(self, runner, descriptor, lines, start)
  rescue Exception => error  # SystemExit and Interrupt too: a run without an answer
    fail_case(error)
  end

  def run(descriptor, solution_path)
    open_channels
    source = solution_source(solution_path)
    begin
      code = compile_solution(source)
    rescue SyntaxError => error
      say(syntax_error_message(error))
      record("uncaught_exception", one_line("SyntaxError: #{error.message}"))
      finish(UNCAUGHT_EXCEPTION_EXIT)
    end
    declare_node(descriptor["node"].to_s)
    declare_iterator(descriptor)
    declare_api(descriptor["api"]) unless descriptor["api"].to_s.empty?
    prepare_environment(source)
    parse_start = now
    begin
      runner = runner_for(descriptor)
      first = read_input(1)
      lines = case_lines(first + read_input(nil)) unless first == "#"
    rescue BadInput => error
      fail_bad_input(error.message)
    rescue NotSupported => error
      say("lcjudge: #{error.message}: not supported in Ruby yet\n")
      finish(CHECK_FAILED_EXIT)
    end
    read_ns = now - parse_start
    serve_session(descriptor, runner, code, source) if first == "#"  # does not return
    text = answer(descriptor, runner, lines, read_ns, code, source)
    status = write_answer(text) ? 0 : 1
    report_peak_memory
    finish(status)
  end

  # Ends the process as ERROR, which stopped the case, says: its record, message and status. Told
  # apart by the exception's own class, as `rescue` does.
  def fail_case(error)
    case error
    when BadInput then fail_bad_input(error.message)
    when NoMemoryError
      say("failed to allocate memory (NoMemoryError)\n")
      record("out_of_memory", "failed to allocate memory (NoMemoryError)")
      finish(OUT_OF_MEMORY_EXIT)
    when WrongResult
      say("lcjudge: wrong answer: #{error.message}\n")
      record("wrong_result", one_line(error.message))
      finish(WRONG_RESULT_EXIT)
    when NotSupported
      say("lcjudge: #{error.message}: not supported in Ruby yet\n")
      finish(CHECK_FAILED_EXIT)
    end
    finish(report_exception(error))
  end
end
