# api.rb: API problems: what LeetCode's Ruby provides (278's is_bad_version, 1095's MountainArray...),
# each call answered by the judge (docs/driver-protocol.md, "API calls"). The API's own lines (1095's
# array, 278's bad version) are withheld from the case (they read null) and never read here: the
# judge keeps them and answers the calls. Each is declared for its problem only, before the
# solution's code runs; every method is there by its snake_case name and LeetCode's C++ one.

module Lcjudge
  API_REQUEST_FD = 5  # the calls, one line each, to the judge
  API_REPLY_FD = 6    # its replies, one line each
  READ4_SLACK = 4     # buf's room past n, as the C++ driver gives

  # api name -> the class the solution is handed (nil: a top-level function), its methods and the
  # call each makes
  API_CLASSES = {
    "MountainArray" => ["MountainArray", { "get" => %w[get index], "length" => %w[length] }],
    "BinaryMatrix" => ["BinaryMatrix", { "get" => %w[get row col], "dimensions" => %w[dimensions] }],
    "compareSub" => ["ArrayReader", { "compare_sub" => %w[compareSub l r x y], "length" => %w[length] }],
    "ArrayReader" => ["ArrayReader", { "get" => %w[get index] }],
    "Master" => ["Master", { "guess" => %w[guess word] }],
    "Sea" => ["Sea", { "has_ships" => %w[hasShips top_right bottom_left] }],
  }.freeze
  API_FUNCTIONS = { "isBadVersion" => %w[is_bad_version isBadVersion], "guess" => %w[guess guess] }.freeze
  API_NAMES = (API_CLASSES.keys + API_FUNCTIONS.keys + %w[read4 CustomFunction]).freeze
  CUSTOM_FUNCTIONS = [
    nil, ->(x, y) { x + y }, ->(x, y) { x * y }, ->(x, y) { x * x + y }, ->(x, y) { x + y * y },
    ->(x, y) { x * x + y * y }, ->(x, y) { (x + y) * (x + y) }, ->(x, y) { x**3 + y**3 }, ->(x, y) { x * x * y },
    ->(x, y) { x * y * y },
  ].freeze

  @api_channel = nil

  module_function

  # One API call: `get 3` written on descriptor 5, the reply `ok <JSON>` read on descriptor 6 and
  # its value returned, or IndexError with the text of `error <text>`, as LeetCode's API raises it.
  def api_call(method, *arguments)
    @api_channel ||= [IO.for_fd(API_REQUEST_FD, "wb", autoclose: false), IO.for_fd(API_REPLY_FD, "rb", autoclose: false)]
    words = [method] + arguments.map do |argument|
      case argument
      when String then json_string(argument)
      when Array then "[" + argument.map { |v| api_integer(v) }.join(",") + "]"  # Sea's corners, [x, y]
      else api_integer(argument)
      end
    end
    Kernel.raise RuntimeError, "API calls need the judge's channel (descriptors 5 and 6)" unless write_all(@api_channel[0], words.join(" ") + "\n")
    reply = +"".b
    until reply.end_with?("\n")
      chunk = SYSREAD.bind_call(@api_channel[1], 1 << 16)
      reply << chunk
    end
    reply = reply.chomp.force_encoding(Encoding::UTF_8)
    return JSON.parse(reply[3..], create_additions: false) if reply.start_with?("ok ")
    Kernel.raise IndexError, reply[6..] if reply.start_with?("error ")
    Kernel.raise RuntimeError, "the judge's reply to an API call is neither ok nor error: #{reply}"
  rescue SystemCallError, IOError, EOFError
    Kernel.raise RuntimeError, "API calls need the judge's channel (descriptors 5 and 6)"
  end

  # An index or coordinate as LeetCode's API takes it: an Integer (a Float is a TypeError).
  def api_integer(value)
    Kernel.raise TypeError, "no implicit conversion of #{value.class} into Integer" unless value.is_a?(Integer)
    value.to_s
  end

  # A corner of 1274's Sea: an [x, y] array, or an object with x and y.
  def api_point(corner)
    corner = [corner.x, corner.y] if corner.respond_to?(:x) && corner.respond_to?(:y)
    Kernel.raise ArgumentError, "Sea.has_ships takes two points of 2 coordinates each" unless corner.is_a?(Array) && corner.size == 2
    corner
  end

  # Declares API's class or function at the top level, as LeetCode provides it.
  def declare_api(api)
    if (functions = API_FUNCTIONS[api])
      call = functions[1]
      functions.uniq.each { |name| Object.send(:define_method, name) { |value| Lcjudge.api_call(call, value) } }
      Object.send(:private, *functions.uniq)
    elsif api == "read4"
      Object.send(:define_method, :read4) do |buf4|
        chars = Lcjudge.api_call("read4")
        chars.each_char.with_index { |c, i| buf4[i] = c }
        chars.size
      end
      Object.send(:private, :read4)
    elsif (declared = API_CLASSES[api])
      name, methods = declared
      api_class = Class.new do
        methods.each do |ruby_name, (call, *parameters)|
          define_method(ruby_name) do |*arguments|
            Kernel.raise ArgumentError, "wrong number of arguments (given #{arguments.size}, expected #{parameters.size})" if arguments.size != parameters.size
            arguments = arguments.map { |corner| Lcjudge.api_point(corner) } if call == "hasShips"
            Lcjudge.api_call(call, *arguments)
          end
          alias_method(call, ruby_name) unless call == ruby_name
        end
      end
      Object.const_set(name, api_class)
    elsif api == "CustomFunction"
      formulas = CUSTOM_FUNCTIONS
      Object.const_set(:CustomFunction, Class.new do
        define_method(:initialize) { |id| @id = id }
        define_method(:f) { |x, y| formulas[@id].call(x, y) }
      end)
    end
  end

  # A method that uses an API: its arguments from the case's lines by name (api_case, in the
  # statement's order), a parameter of the API's type a handle of LeetCode's class whose calls the
  # judge answers. The judge counts them: past the API's limit, the case is its wrong answer.
  def run_api_function(descriptor, lines, parse_start)
    node_kind = descriptor["node"].to_s
    method = descriptor["methods"][0]
    case_lines_spec = descriptor["api_case"]["parameters"]
    check_line_count(lines, case_lines_spec.size)
    line_of = case_lines_spec.each_with_index.to_h { |p, i| [p["name"], i] }
    api = descriptor["api"]
    arguments = method["parameters"].map do |parameter|
      name = parameter["name"]
      if parameter["type"]["kind"] == "api"
        api == "CustomFunction" ? custom_function(lines, line_of, case_lines_spec) : Object.const_get(API_CLASSES[api][0]).new
      else
        Kernel.raise NotSupported, "the case line #{name}, which the descriptor does not name" unless line_of.key?(name)
        i = line_of[name]
        decode_value(parse_json(lines[i], "line #{i + 1}"), case_lines_spec[i]["type"], Location.new(i + 1), node_kind)
      end
    end
    report_nanos("parse_ns", parse_start)
    solve_start = now
    result = call_solution(descriptor, method["name"], arguments)
    report_nanos("solve_ns", solve_start)
    return "null\n" if method["result"]["kind"] == "void"  # 843: the judge's answer replaces it
    out = +""
    encode_value(result, method["result"], out, node_kind)
    out << "\n"
  end

  # 1237's CustomFunction, the driver's own (docs/driver-protocol.md): f has no call limit, so it is
  # computed here from the case's function_id, not asked of the judge.
  def custom_function(lines, line_of, spec)
    i = line_of.fetch("function_id") { Kernel.raise NotSupported, "a CustomFunction case without its function_id line" }
    id = decode_value(parse_json(lines[i], "line #{i + 1}"), spec[i]["type"], Location.new(i + 1), "")
    Location.new(i + 1).fail("function_id #{id} names none of LeetCode's 9 hidden formulas (1 to 9)") unless (1..9).cover?(id)
    CustomFunction.new(id)
  end

  # 157, 158: `read(buf, n)`, once with the case's n, or (158, api_queries) once per entry of
  # queries on the same object; read4(buf4) puts the file's next (up to) 4 characters in buf4.
  # After each read the judge checks what it returned and buf's first k characters.
  def run_read4(descriptor, lines, parse_start)
    method = descriptor["methods"][0]
    spec = descriptor["api_case"]["parameters"]
    check_line_count(lines, spec.size)
    line_of = spec.each_with_index.to_h { |p, i| [p["name"], i] }
    queries = descriptor["api_queries"] ? true : false
    count_name = queries ? "queries" : method["parameters"][1]["name"]
    Kernel.raise NotSupported, "a read4 case without its #{count_name} line" unless line_of.key?(count_name)
    i = line_of[count_name]
    counts = decode_value(parse_json(lines[i], "line #{i + 1}"), spec[i]["type"], Location.new(i + 1), "")
    counts = [counts] unless queries
    counts.each { |n| Kernel.raise BadInput, "line #{i + 1}: n = #{n} is negative" if n.negative? }
    report_nanos("parse_ns", parse_start)
    solve_start = now
    class_name = descriptor["class"]
    top_level = ruby_names(method["name"]).any? { |n| Object.private_method_defined?(n) }
    reader = !top_level && Object.const_defined?(class_name, false) ? Object.const_get(class_name, false).new : nil
    returned = counts.map do |n|
      buf = Array.new(n + READ4_SLACK, " ")
      k = reader ? call_method(reader, method["name"], [buf, n]) : call_function(method["name"], [buf, n])
      Kernel.raise WrongResult, "read(buf, #{n}) returned #{encode_plain(k)}: expected 0..#{n}" unless k.is_a?(Integer)
      excerpt = buf.first([k, 0].max).map { |c| c.is_a?(String) && c.length == 1 ? c : "?" }.join
      api_call("read", n, k, excerpt)
      k
    end
    report_nanos("solve_ns", solve_start)
    (queries ? "[#{returned.join(",")}]" : returned[0].to_s) + "\n"
  end
end
