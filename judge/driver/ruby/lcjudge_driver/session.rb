# session.rb: a session: the cases one at a time on a pipe, answered by one process
# (docs/driver-protocol.md), each in a frame of its own.

module Lcjudge
  MAX_FRAME_HEADER = 32  # "#case <N>\n", N far past any case

  module_function

  # Reads the rest of the session's marker, after which stdin is at its end: a solution that reads
  # stdin finds end of input, as in a one-case run. The cases come on descriptor 12, moved to a high
  # number first, so that a stray read of 12 fails rather than take the judge's next case.
  def take_session_input
    marker = +"#".b  # what run read to tell a session
    while !marker.end_with?("\n") && marker.bytesize < SESSION_MARKER.bytesize
      byte = read_input(1)
      break if byte.empty?
      marker << byte
    end
    session_error("stdin starts with '#' but not with the session's marker: #{marker.inspect}") unless marker == SESSION_MARKER
    session_error("no case descriptor #{SESSION_CASES_FD}") unless open?(SESSION_CASES_FD)
    original = IO.for_fd(SESSION_CASES_FD, autoclose: false)
    hidden = original.fcntl(0, HIDDEN_CASES_FD)  # F_DUPFD: the first free number from there
    CLOSE.bind_call(IO.for_fd(SESSION_CASES_FD))
    @input = IO.for_fd(hidden, "rb", autoclose: false)
  rescue SystemCallError => error
    session_error("no case descriptor #{SESSION_CASES_FD}: #{error.message}")
  end

  # Answers the cases on descriptor 12 in turn, each as a one-case run answers it, in a frame: the
  # solution's code runs once, before the first case is solved, and what it keeps between cases is
  # kept; a failing case ends the process as a one-case run. Never returns.
  def serve_session(descriptor, runner, code, source)
    take_session_input
    answer_io = @answer || STDOUT_IO  # a hand run: the frames on stdout
    number = 1
    while true
      data = read_frame(number)
      end_session(answer_io) if data.nil?
      read_start = now
      begin
        lines = case_lines(data)
      rescue BadInput => error
        fail_bad_input(error.message)
      end
      text = answer(descriptor, runner, lines, now - read_start, code, source)
      code = nil
      report_peak_memory
      flush_stdout  # the case's prints before its answer
      body = text.b
      finish(1) unless write_all(answer_io, "#answer #{number} #{body.bytesize}\n".b + body)
      number += 1
    end
  end

  # Case NUMBER's bytes, after "#case <N>\n"; nil at the end of the session's input before it.
  # Reads the header a byte at a time and then exactly N bytes: nothing of what may follow. A frame
  # cut short or a malformed header is the judge's error (exit 2).
  def read_frame(number)
    header = +"".b
    while !header.end_with?("\n") && header.bytesize < MAX_FRAME_HEADER
      byte = read_input(1)
      if byte.empty?
        session_error("the input ends inside the header of case #{number}: #{header.inspect}") unless header.empty?
        return nil
      end
      header << byte
    end
    size = header[/\A#case (\d+)\n\z/, 1]
    session_error("case #{number}'s header is not \"#case <N>\\n\": #{header.inspect}") unless size
    data = read_input(size.to_i)
    if data.bytesize < size.to_i
      session_error("the input ends inside case #{number}: #{data.bytesize} of its #{size.to_i} bytes")
    end
    data
  end

  def session_error(message)
    say("lcjudge: session: #{message}\n")
    finish(SESSION_ERROR_EXIT)
  end

  # At the end of the session's input: "#end" and out at once, so that none of the solution's code
  # runs after (no at_exit handler, finalizer or thread of its).
  def end_session(answer_io)
    flush_stdout
    EXIT.call(write_all(answer_io, "#end\n") ? 0 : 1)
  end
end
