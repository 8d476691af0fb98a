// What the judge's requests to its sandbox server (sandbox_protocol.h) are made of, shared by a
// lane of runs (run_lane.h) and a session (case_session.h).
#pragma once

#include <cstdint>
#include <string>

#include "process/sandbox_protocol.h"
#include "process/spawn.h"

namespace lcjudge {

// REQUEST's limits as the server takes them; SIDE_CHANNEL: a solution's run (descriptors 3 and 4);
// SENT_AHEAD: sent while another run is out.
sandbox_protocol::Request server_request(const SpawnRequest& request, bool side_channel, bool sent_ahead);

// RECORD from the server's REPLY about the run of BINARY.
void record_reply(const sandbox_protocol::Reply& reply, const std::string& binary, RunRecord& record);

// SPEC (SpawnRequest::api_spec), when not empty, after SENT's ARGUMENTS, for the server's interactor.
void add_api_spec(const std::string& spec, sandbox_protocol::Request& sent, std::string& arguments);

// What a session's process that broke the driver protocol did (a SessionFault), as a case's
// run-time error says it.
std::string fault_text(std::int32_t fault, const sandbox_protocol::Reply& reply);

// REQUEST's words for the server (sandbox_protocol.h), each ending in a NUL: a problem program's
// argv, argv[0] by its file name only (none for a solution's run: the server calls it
// "solution"), COUNT of them; then its environment, ENVIRONMENT_COUNT variables. False if there
// are too many, or a variable is not NAME=value.
bool server_arguments(const SpawnRequest& request, std::string& arguments, std::uint32_t& count,
                      std::uint32_t& environment_count);

}  // namespace lcjudge
