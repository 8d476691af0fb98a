#include "process/server_request.h"

#include <sched.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "process/capture_files.h"
#include "process/sandbox.h"
#include "process/setup_stage.h"

namespace lcjudge {

sandbox_protocol::Request server_request(const SpawnRequest& request, bool side_channel, bool sent_ahead) {
  sandbox_protocol::Request sent{};
  sent.limits = request.limits;
  if (sent.limits.processes == 0) sent.limits.processes = kSandboxThreads;
  sent.side_channel = side_channel ? 1 : 0;
  // Near the thread that waits for it (sandbox_server_main.cpp), unless that thread will be busy
  // judging the run before it.
  sent.start_cpu = sent_ahead ? -1 : sched_getcpu();
  return sent;
}

void record_reply(const sandbox_protocol::Reply& reply, const std::string& binary, RunRecord& record) {
  if (reply.start_stage >= 0) {
    errno = reply.start_error;
    record.internal_error =
        errno_text(fmt::format("cannot start '{}' ({})", binary, setup_stage_name(reply.start_stage)).c_str());
    return;
  }
  record.exited = reply.exited != 0;
  record.exit_code = reply.exit_code;
  record.signal = reply.signal;
  record.killed_at_deadline = reply.killed_at_deadline != 0;
  record.killed_at_cpu_limit = reply.killed_at_cpu_limit != 0;
  record.killed_at_memory_limit = reply.killed_at_memory_limit != 0;
  record.cpu_seconds = reply.cpu_seconds;
  record.wall_seconds = reply.wall_seconds;
  record.peak_memory_bytes = reply.peak_memory_bytes;
  const std::string api_message(reply.api_message, strnlen(reply.api_message, sizeof reply.api_message));
  if (reply.api_case_error) {
    record.internal_error = "the API cannot serve this case: " + api_message;
    return;
  }
  record.api_wrong_answer = api_message;
  record.api_calls = reply.api_calls;
  if (reply.api_answer_given) record.api_answer = std::string(reply.api_answer, strnlen(reply.api_answer, sizeof reply.api_answer));
  if (reply.fault != sandbox_protocol::kNoFault) record.protocol_fault = fault_text(reply.fault, reply);
}

void add_api_spec(const std::string& spec, sandbox_protocol::Request& sent, std::string& arguments) {
  if (spec.empty()) return;
  arguments += spec;
  arguments += '\0';
  sent.api_spec_bytes = static_cast<std::uint32_t>(spec.size() + 1);
  sent.argument_bytes = static_cast<std::uint32_t>(arguments.size());
}

std::string fault_text(std::int32_t fault, const sandbox_protocol::Reply& reply) {
  namespace sp = sandbox_protocol;
  switch (fault) {
    case sp::kMalformedFrame:
      return "broke the driver protocol: its answer channel held something other than an answer frame";
    case sp::kOutOfTurn:
      return "wrote on its answer channel out of turn (a second answer to one case, or bytes while no case was out)";
    case sp::kNoEnd:
      return "ended before the judge's input did, without the driver's end (exit code 0 in the middle of its cases)";
    case sp::kAfterEnd:
      return "wrote on its answer channel after the driver's end";
    case sp::kEndStatus:
      if (reply.killed_at_cpu_limit || reply.killed_at_deadline) return "kept running after its last answer, and was stopped";
      if (reply.signal != 0) return fmt::format("was killed by signal {} after its last answer", reply.signal);
      return fmt::format("exited with code {} after its last answer, not 0", reply.exit_code);
    default:
      return "";
  }
}

bool server_arguments(const SpawnRequest& request, std::string& arguments, std::uint32_t& count,
                      std::uint32_t& environment_count) {
  arguments.clear();
  count = environment_count = 0;
  if (request.argv.size() != 1 || !request.shown_files.empty() || request.feedback) {
    for (size_t i = 0; i < request.argv.size(); ++i) {
      const std::string& word = request.argv[i];
      arguments += i == 0 ? word.substr(word.find_last_of('/') + 1) : word;
      arguments += '\0';
    }
    count = static_cast<std::uint32_t>(request.argv.size());
  }
  for (const std::string& variable : request.environment) {
    const size_t equals = variable.find('=');
    if (equals == 0 || equals == std::string::npos || variable.find('\0') != std::string::npos) return false;
    arguments += variable;
    arguments += '\0';
  }
  environment_count = static_cast<std::uint32_t>(request.environment.size());
  return count <= sandbox_protocol::kMaxArguments && environment_count <= sandbox_protocol::kMaxEnvironment &&
         arguments.size() <= sandbox_protocol::kMaxArgumentBytes;
}

}  // namespace lcjudge
