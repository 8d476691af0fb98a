# case_json.rb: the case's text and its JSON: the input's bytes checked and split into lines, each
# parsed by the json extension's C parser with its nesting bounded; values described for messages.

require "json/ext"

module Lcjudge
  module_function

  # COUNT bytes of the cases' input, stdin or a session's (all of it if COUNT is nil), fewer at its
  # end: never a byte past them.
  def read_input(count)
    chunks = []
    left = count
    while left.nil? || left > 0
      begin
        chunk = SYSREAD.bind_call(@input, left.nil? ? 1 << 20 : [left, 1 << 20].min)
      rescue EOFError
        break
      rescue Errno::EINTR
        next
      rescue SystemCallError, IOError
        break
      end
      chunks << chunk
      left -= chunk.bytesize unless left.nil?
    end
    chunks.join.b
  end

  # The argument lines of a case's bytes DATA.
  def case_lines(data)
    text = data.dup.force_encoding(Encoding::UTF_8)
    if text.start_with?("\uFEFF")
      Kernel.raise BadInput, "line 1, column 1: byte-order mark (U+FEFF): test files are UTF-8 without one"
    end
    unless text.valid_encoding?
      offset = 0
      text.each_char do |c|
        break unless c.valid_encoding?
        offset += c.bytesize
      end
      Kernel.raise BadInput, "line #{text.byteslice(0, offset).count("\n") + 1}: invalid UTF-8 (byte #{offset + 1})"
    end
    cr = text.index("\r")
    if cr
      line_start = (text.rindex("\n", cr) || -1) + 1
      Kernel.raise BadInput, "line #{text[0, cr].count("\n") + 1}, column #{cr - line_start + 1}: carriage return " \
                      "(Windows line ends): lines end in '\\n' alone"
    end
    lines = text.split("\n", -1)
    lines.pop if lines.last == ""
    lines
  end

  def check_line_count(lines, arity)
    plural = ->(n) { "#{n} argument line#{n == 1 ? "" : "s"}" }
    if lines.size < arity
      Kernel.raise BadInput, "line #{lines.size + 1}, column 1: expected #{plural.(arity)}, found #{lines.size}"
    end
    if lines.size > arity
      Kernel.raise BadInput, "line #{arity + 1}, column 1: expected #{plural.(arity)}, found more (trailing data)"
    end
  end

  # One JSON value, the whole of TEXT; WHERE ("line 2") prefixes an error.
  def parse_json(text, where)
    Kernel.raise BadInput, "#{where}: expected a JSON value, found an empty line" if text.strip.empty?
    JSON.parse(text, max_nesting: JSON_NESTING, allow_nan: false, create_additions: false)
  rescue JSON::NestingError
    Kernel.raise BadInput, "#{where}: nested deeper than the driver reads (about 1,000 levels)"
  rescue JSON::ParserError => error
    Kernel.raise BadInput, "#{where}: #{error.message.lines.first.to_s.strip[0, 200]}"
  end

  # `array [1,2,3]`, shortened, for messages (as the C++ driver's JsonView::describe).
  def describe(value)
    kind, text =
      case value
      when nil then ["null", "null"]
      when true, false then ["boolean", value.to_s]
      when Integer, Float then ["number", value.to_s]
      when String then ["string", json_string(value[0, 20])]
      when Array then ["array", "[" + value.first(8).map { |v| encode_plain(v) }.join(",") + (value.size <= 8 ? "]" : ",...")]
      else ["object", "{...}"]
      end
    text = text[0, 17] + "..." if text.length > 20
    "#{kind} #{text}"
  end

  def encode_plain(value)
    case value
    when nil then "null"
    when true, false then value.to_s
    when String then json_string(value)
    when Array then "[...]"
    else value.to_s
    end
  end

  JSON_ESCAPES = { '"' => '\\"', "\\" => "\\\\", "\b" => "\\b", "\f" => "\\f", "\n" => "\\n", "\r" => "\\r", "\t" => "\\t" }.freeze

  # TEXT as a JSON string literal, as the C++ driver writes it (nlohmann's dump: UTF-8 kept, control
  # characters escaped, bytes that are not UTF-8 replaced by U+FFFD).
  def json_string(text)
    text = text.to_s
    text = text.dup.force_encoding(Encoding::UTF_8) unless text.encoding == Encoding::UTF_8
    text = text.scrub("\uFFFD") unless text.valid_encoding?
    return "\"#{text}\"" unless text.match?(/["\\\x00-\x1f]/)
    '"' + text.gsub(/["\\\x00-\x1f]/) { |c| JSON_ESCAPES[c] || Kernel.format("\\u%04x", c.ord) } + '"'
  end
end
