// What a problem's helper programs that read one committed case share (shrink, game_edges): the
// case read with the validator's strict reader, then checked for what the program relies on, and
// every failure said as `TOOL: error: FILE[:LINE:COLUMN]: what`.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <utility>

#include "strict_reader.h"
#include "validator_main.h"

namespace case_tool {

// The case in PATH ('-': stdin) as READ(StrictReader&) gives it (throwing ValidationError on bad
// syntax), if CHECK(case) then returns "" (else why not); nothing, the error printed, otherwise.
template <typename Read, typename Check>
auto read_checked(const char* tool, const std::string& path, Read read, Check check)
    -> std::optional<decltype(read(std::declval<validate::StrictReader&>()))> {
    validate::StrictReader in(validate::detail::read_all(path));
    try {
        auto c = read(in);
        if (const std::string why = check(c); !why.empty()) {
            std::fprintf(stderr, "%s: error: %s: %s (check it with the validator)\n", tool, path.c_str(), why.c_str());
            return std::nullopt;
        }
        return c;
    } catch (const validate::ValidationError& e) {
        std::fprintf(stderr, "%s: error: %s:%d:%d: %s\n", tool, path.c_str(), e.pos().line, e.pos().column,
                     e.message().c_str());
        return std::nullopt;
    }
}

}  // namespace case_tool
