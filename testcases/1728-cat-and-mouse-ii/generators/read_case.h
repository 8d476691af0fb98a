// A 1728 case as the generators' tools read it (shrink, game_edges): its three lines, read
// strictly with the validator's reader. The judge validated the case, so beyond the syntax only
// the jumps' range (1..8) is checked here; each tool checks the grid's shape it relies on.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "../../common/strict_reader.h"
#include "../../common/validator_main.h"

namespace cat_mouse_ii {

struct Case {
    std::vector<std::string> grid;
    long long cat_jump = 0, mouse_jump = 0;
};

constexpr int kMaxSide = 8;
constexpr int kMaxJump = 8;

inline Case read_case(validate::StrictReader& in) {
    Case c;
    in.start_file();
    in.begin_line("grid");
    in.expect('[', "opening grid");
    while (!in.accept(']')) {
        if (!c.grid.empty()) in.expect(',', "between rows");
        c.grid.push_back(in.read_string("a row", ".#CMF").value);
    }
    in.end_line("grid");
    for (auto [jump, name] : {std::pair{&c.cat_jump, "catJump"}, std::pair{&c.mouse_jump, "mouseJump"}}) {
        in.begin_line(name);
        const validate::Integer value = in.read_integer(name);
        validate::require_range(value, 1, kMaxJump, name);
        *jump = value.value;
        in.end_line(name);
    }
    in.end_file();
    return c;
}

}  // namespace cat_mouse_ii
