// What the codec tests share (leetcode_io_test, structure_codecs_test): a value printed as the
// driver prints it, a line decoded and printed back, and a rejection's message.
#pragma once

#include <string>

#include "driver/leetcode_io.h"

namespace lcjudge::codec_testing {

template <typename T> std::string encoded(const T& value) {
  std::string out;
  encode<T>(value, out);
  return out;
}

// The line decoded as T and printed back, as the driver would print it.
template <typename T> std::string round_trip(const std::string& line) { return encoded(decode<T>(line, 1)); }

// The InputError's message, or a marker that there was none.
template <typename T> std::string decode_error(const std::string& line, size_t line_number = 1) {
  try {
    decode<T>(line, line_number);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(decoded without error)";
}

}  // namespace lcjudge::codec_testing
