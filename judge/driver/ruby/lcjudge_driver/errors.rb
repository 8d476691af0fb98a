# errors.rb: an uncaught exception of the solution, LeetCode-worded: its message with Ruby's
# did_you_mean and error_highlight (loaded only now, when there is an error to word), on the line
# of the innermost of the solution's own frames (solution.rb), then each further one, on stderr and
# as the traceback record:
#
#   Line 5: undefined method `foo' for nil:NilClass (NoMethodError) in solution.rb (two_sum)
#       x = nums.foo
#               ^^^^
#   Line 9 in solution.rb (block in two_sum)
#   Line 8 in solution.rb (each)

module Lcjudge
  module_function

  # The exception's message, as Ruby's own report words it (did_you_mean's suggestions and
  # error_highlight's carets included), its blank lines left out.
  def exception_lines(error)
    begin
      Kernel.require "error_highlight"  # first, as Ruby's own start loads them: the carets, then the suggestions
      Kernel.require "did_you_mean"
    rescue LoadError
      nil
    end
    message = begin
      error.message.to_s
    rescue Exception
      message_without_carets(error)
    end
    message = message.dup.force_encoding(Encoding::UTF_8).scrub("?")
    lines = message.split("\n").reject { |line| line.strip.empty? }
    lines = [""] if lines.empty?
    lines[0] = "#{lines[0]} (#{error.class})".lstrip
    lines
  end

  # ERROR's message as Ruby words it without error_highlight, whose spotting of the line raises on
  # some nodes (3.1's NoMethodError on `rev, rev.next = ...`, an attribute assignment in a
  # multiple one).
  def message_without_carets(error)
    hook = ErrorHighlight::CoreExt.instance_method(:to_s) if defined?(ErrorHighlight::CoreExt)
    return "<the exception's message failed>" unless hook && error.is_a?(hook.owner)
    hook.bind(error).super_method.call.to_s
  rescue Exception
    "<the exception's message failed>"
  end

  # The solution's own frames of ERROR, innermost first: [line, label] each. Ruby names the
  # compiled file's top level <compiled>; LeetCode's, its file's, <main>.
  def solution_frames(error)
    locations = begin
      error.backtrace_locations || []
    rescue Exception
      []
    end
    locations.select { |location| location.path == SOLUTION_FILE }.map do |location|
      [location.lineno, location.label.to_s.sub("<compiled>", "<main>")]
    end
  end

  def leetcode_traceback(lines, frames)
    report = []
    if frames.empty?
      report.concat(lines)
    else
      line, label = frames[0]
      report << "Line #{line}: #{lines[0]} in #{SOLUTION_FILE} (#{label})"
      report.concat(lines[1..])
      frames[1, MAX_TRACEBACK_FRAMES - 1].to_a.each { |number, name| report << "Line #{number} in #{SOLUTION_FILE} (#{name})" }
      report << "[#{frames.size - MAX_TRACEBACK_FRAMES} more frames of the solution]" if frames.size > MAX_TRACEBACK_FRAMES
    end
    report.join("\n")
  end

  def report_exception(error)
    lines = exception_lines(error)
    frames = solution_frames(error)
    traceback = leetcode_traceback(lines, frames)
    say(traceback + "\n")
    # The report rides with the error's record, before it: the judge shows it under the case.
    record("traceback", escaped_record(traceback, MAX_TRACEBACK_RECORD_CHARS))
    where = frames.empty? ? "" : " (line #{frames[0][0]} in #{frames[0][1]})"
    first = lines[0].delete_suffix(" (#{error.class})")
    record("uncaught_exception", one_line("#{error.class}: #{first}") + where)
    UNCAUGHT_EXCEPTION_EXIT
  end

  # A syntax error as LeetCode shows a compile error: each of Ruby's messages on the line it names
  # ("Line 3: syntax error, unexpected end-of-input, expecting `end'"), the quoted line and caret
  # Ruby prints under it kept.
  def syntax_error_message(error)
    text = error.message.to_s.dup.force_encoding(Encoding::UTF_8).scrub("?")
    text.split("\n").map { |line| line.sub(/\A#{Regexp.escape(SOLUTION_FILE)}:(\d+): /) { "Line #{$1}: " } }.join("\n") + "\n"
  end
end
