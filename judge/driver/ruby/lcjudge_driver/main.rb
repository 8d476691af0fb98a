# main.rb: the driver's entry: the command line read and the mode it asks for run. The last
# module: every other's methods are defined before it runs.

module Lcjudge
  USAGE = "usage: lcjudge_driver.rb run|check '<descriptor json>' <solution.rb>\n"

  module_function

  def main(argv)
    unless argv.size == 3 && %w[run check].include?(argv[0])
      write_all(STDERR_IO, USAGE)
      return 2
    end
    begin
      descriptor = parse_json(argv[1], "the descriptor")
      Kernel.raise BadInput, "the descriptor: expected a JSON object with a \"kind\"" unless descriptor.is_a?(Hash) && descriptor.key?("kind")
    rescue BadInput => error
      write_all(STDERR_IO, "lcjudge: #{error.message}\n")
      return 2
    end
    return check(descriptor, argv[2]) if argv[0] == "check"
    run(descriptor, argv[2])
    0
  end
end

# Ruby catches SIGSYS (a call the kernel lacks then fails with ENOSYS): a call the sandbox forbids
# would return a made-up value rather than end the run, as it ends every other language's.
Signal.trap("SYS", "SYSTEM_DEFAULT")
Lcjudge.finish(Lcjudge.main(ARGV))
