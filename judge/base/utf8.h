// The one UTF-8 check: test files must be valid UTF-8, and reports replace what is not.
#pragma once

#include <cstddef>
#include <string_view>

namespace lcjudge {

// The offset of the first byte at or after FROM that is not part of a well-formed UTF-8 sequence
// (Unicode table 3-7: overlong forms, surrogates and code points past U+10FFFF are not), or npos.
size_t invalid_utf8_at(std::string_view text, size_t from = 0);

}  // namespace lcjudge
