// The main of a codec LeetCode round-trips (problem.yaml's `drive: round_trip`).
#pragma once

#include <chrono>
#include <string>
#include <tuple>

#include "driver.h"
#include "leetcode_io.h"

namespace lcjudge {

// A codec (297, 449, 428, 271): LeetCode's generated code does
//   Codec ser, deser;
//   TreeNode* ans = deser.deserialize(ser.serialize(root));
// and prints ans. A generated entry calls run_round_trip<Codec, Encoder, Decoded>(encode, decode)
// with the encoder's declared signature as a function type (std::string(TreeNode*)), the
// decoder's declared result type, and the entry's lambdas that call the two methods by name.
template <typename Codec, typename Encoder, typename Decoded, typename CallEncode, typename CallDecode>
int run_round_trip(CallEncode call_encode, CallDecode call_decode) {
  using Encoded = typename declared_signature<Encoder>::Result;
  using Arguments = typename declared_signature<Encoder>::Arguments;
  return run_reporting([&] {
    auto parse_start = std::chrono::steady_clock::now();
    Arguments arguments = read_arguments<Arguments>();
    report_nanos(protocol::kParseNanosKey, parse_start);

    auto solve_start = std::chrono::steady_clock::now();
    Codec ser{}, deser{};  // two objects: what one remembers, the other cannot read back
    Encoded encoded = std::apply([&](auto&... args) -> Encoded { return call_encode(ser, args...); }, arguments);
    Decoded answer = call_decode(deser, encoded);
    report_nanos(protocol::kSolveNanosKey, solve_start);
    report_work();
    std::string out;
    encode<Decoded>(answer, out);
    out += '\n';
    return out;
  });
}

}  // namespace lcjudge
