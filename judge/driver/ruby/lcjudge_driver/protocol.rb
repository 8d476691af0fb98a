# lcjudge's Ruby driver: runs one case of a LeetCode Ruby solution as LeetCode does, or a session
# of them in one process, as LeetCode's Submit (docs/driver-protocol.md).
#
#   /usr/bin/ruby3.1 --disable-gems -EUTF-8 lcjudge_driver.rb run   '<descriptor json>' <solution.rb>  < case
#   /usr/bin/ruby3.1 --disable-gems -EUTF-8 lcjudge_driver.rb run   '<descriptor json>' <solution.rb>  < "#session\n" 12< frames
#   /usr/bin/ruby3.1 --disable-gems -EUTF-8 lcjudge_driver.rb check '<descriptor json>' <solution.rb>
#
# The contract with the judge (the descriptor, descriptors 3 and 4, an API's calls on 5 and 6, the
# exit statuses) is the C++ driver's, judge/driver/protocol.h: the same case gives the same answer
# text and records. ONE file, shown to the sandboxed run as /proc/self/fd/N: its modules, a concern
# each, in judge/driver/ruby/lcjudge_driver/, are joined in the order of their modules.txt into
# build/languages/ruby/lcjudge_driver.rb (judge/judging/driver_modules.h).
#
# The solution is compiled under the name solution.rb, LeetCode's, with its own line numbers, and
# run at the top level: its `def two_sum` is a private method of Object, called on the main object
# as LeetCode's Ruby calls it; a design class's methods are called by their snake_case names
# (getMin is get_min). The driver's own names live in the module Lcjudge; it keeps what writes the
# answers (its descriptors' IO objects, the methods it writes and exits with) from before any code
# of the solution runs, so that a solution redefining IO#write or Process.exit! changes only its own.

# protocol.rb, the first module: the contract with the judge (judge/driver/protocol.h): its exit
# statuses and bounds, the side channel and the answer channel (descriptors 3 and 4), the records,
# and how a run ends.

module Lcjudge
  META_FD = 3
  ANSWER_FD = 4
  HIDDEN_META_FD = 41    # where the side channel is moved, out of the solution's easy reach
  HIDDEN_ANSWER_FD = 40  # as the C++ driver: clear of a program's first files, below the run's limit (64)
  SESSION_CASES_FD = 12  # protocol.h kSessionCasesFd: where the judge hands a session's cases
  HIDDEN_CASES_FD = 42   # where they are moved, before any code of the solution runs
  SESSION_MARKER = "#session\n".b  # protocol.h kSessionMarker: a session's whole stdin

  BAD_INPUT_EXIT = 86
  OUT_OF_MEMORY_EXIT = 87
  UNCAUGHT_EXCEPTION_EXIT = 88
  WRONG_RESULT_EXIT = 91
  CHECK_FAILED_EXIT = 1
  SESSION_ERROR_EXIT = 2  # a session's frame cut short or malformed: the judge's error, not the case's

  MAX_OUTPUT_NODES = 10_000_000  # structure_codecs.h kMaxOutputNodes: a cyclic answer stops there
  SOLUTION_FILE = "solution.rb"  # LeetCode's name for the solution in its messages
  JSON_NESTING = 1100            # a case line's nesting: about what the C++ driver's NestedInteger allows
  MAX_NESTED_INTEGER_DEPTH = 1000  # structure_codecs.h kMaxNestedIntegerDepth
  MAX_TRACEBACK_FRAMES = 20      # of the solution's own frames
  MAX_RECORD_CHARS = 1000        # an exception's message in the one-line record
  MAX_TRACEBACK_RECORD_CHARS = 6000

  class BadInput < StandardError; end     # the case is malformed: the judge's data (exit 86)
  class BadResult < StandardError; end    # the answer breaks the problem's rules (a cyclic list): RTE
  class WrongResult < StandardError; end  # well formed but wrong where its text cannot show it (a shared node): WA
  class NotSupported < StandardError; end # a problem this driver cannot run yet: check mode says so (CE)

  # What the driver writes and ends with, taken before any code of the solution runs.
  SYSWRITE = IO.instance_method(:syswrite)
  SYSREAD = IO.instance_method(:sysread)
  FLUSH = IO.instance_method(:flush)
  CLOSE = IO.instance_method(:close)
  EXIT = Process.method(:exit!)
  CLOCK = Process.method(:clock_gettime)
  STANDARD_STREAMS = [STDOUT, STDERR].freeze  # flushed, whatever the solution puts in $stdout's place
  STDOUT_IO = IO.for_fd(1, autoclose: false)  # the driver's own: a hand run's answer, after the solution's prints
  STDERR_IO = IO.for_fd(2, autoclose: false)

  @meta = nil    # the side channel's IO, or nil on a hand run
  @answer = nil  # the answer channel's
  @input = IO.for_fd(0, autoclose: false)  # where the cases are read: stdin, or a session's descriptor

  module_function

  def now
    CLOCK.call(Process::CLOCK_MONOTONIC, :nanosecond)
  end

  def open?(fd)
    IO.for_fd(fd, autoclose: false).fcntl(1)  # F_GETFD
    true
  rescue SystemCallError, ArgumentError
    false
  end

  # FD moved to the first free number from HIDDEN on (F_DUPFD), and closed: an IO on the new number.
  def moved(fd, hidden)
    original = IO.for_fd(fd, autoclose: false)
    moved_fd = original.fcntl(0, hidden)  # F_DUPFD
    CLOSE.bind_call(IO.for_fd(fd))
    IO.for_fd(moved_fd, "wb", autoclose: false)
  end

  # Moves the side channel and the answer channel to high numbers, away from 3 and 4 where a stray
  # write of the solution would land, before any of its code runs.
  def open_channels
    @meta = moved(META_FD, HIDDEN_META_FD) if open?(META_FD)
    @answer = moved(ANSWER_FD, HIDDEN_ANSWER_FD) if open?(ANSWER_FD)
  end

  def write_all(io, data)
    data = data.b
    until data.empty?
      written = SYSWRITE.bind_call(io, data)
      data = data.byteslice(written, data.bytesize - written)
    end
    true
  rescue SystemCallError, IOError
    false  # past the output limit (EFBIG): the judge sees the file at its cap
  end

  def record(key, value)
    write_all(@meta, "#{key} #{value}\n") if @meta
  end

  def report_nanos(key, start)
    record(key, (now - start).to_s)
  end

  def report_peak_memory
    status = File.binread("/proc/self/status")
    peak = status[/^VmHWM:\s+(\d+)/, 1]
    record("peak_rss_kib", peak) if peak
  rescue SystemCallError, IOError
    nil
  end

  # The standard streams the process started with, flushed through IO's own flush (not one the
  # solution defined on them); a closed one is passed over.
  def flush_stdout
    STANDARD_STREAMS.each do |stream|
      FLUSH.bind_call(stream)
    rescue Exception  # closed, or past the output limit
      nil
    end
  end

  # The answer on its channel, closed once written; a hand run prints it after the solution's own prints.
  def write_answer(text)
    flush_stdout
    return write_all(STDOUT_IO, text) unless @answer
    written = write_all(@answer, text)
    CLOSE.bind_call(@answer) rescue nil
    @answer = nil  # nothing that runs after can add to it
    written
  end

  # TEXT on stderr after what the solution's own streams hold, written by the driver itself.
  def say(text)
    flush_stdout
    write_all(STDERR_IO, text)
  end

  # Exits now: no at_exit handler, finalizer or thread of the solution's runs after the answer.
  def finish(status)
    flush_stdout
    EXIT.call(status)
  end

  def one_line(text)
    text = text.to_s.gsub("\\", "\\\\\\\\").gsub("\n", "\\n").gsub("\r", "\\r")
    text.length <= MAX_RECORD_CHARS ? text : text[0, MAX_RECORD_CHARS] + "..."
  end

  # TEXT cut to LIMIT characters, escaped as one_line escapes a record's value.
  def escaped_record(text, limit)
    text = text.length <= limit ? text : text[0, limit] + "..."
    text.gsub("\\", "\\\\\\\\").gsub("\n", "\\n").gsub("\r", "\\r")
  end

  def fail_bad_input(message)
    say("lcjudge: bad input: #{message}\n")
    record("bad_input", one_line(message))
    finish(BAD_INPUT_EXIT)
  end
end
