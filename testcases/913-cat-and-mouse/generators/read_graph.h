// A 913 case as the generators' tools read it (shrink, game_edges): its one line, read strictly
// with the validator's reader. The judge validated the case, so beyond the syntax only what
// indexing relies on is checked: every node in 0..199.
#pragma once

#include <vector>

#include "../../common/strict_reader.h"
#include "../../common/validator_main.h"

namespace cat_mouse {

using Graph = std::vector<std::vector<int>>;

constexpr int kMaxNodes = 200;

inline Graph read_graph(validate::StrictReader& in) {
    Graph graph;
    in.start_file();
    in.begin_line("graph");
    in.expect('[', "opening graph");
    while (!in.accept(']')) {
        if (!graph.empty()) in.expect(',', "between lists");
        in.expect('[', "opening a list");
        graph.emplace_back();
        while (!in.accept(']')) {
            if (!graph.back().empty()) in.expect(',', "between nodes");
            const validate::Integer node = in.read_integer("a node");
            validate::require_range(node, 0, kMaxNodes - 1, "a node");
            graph.back().push_back(static_cast<int>(node.value));
        }
    }
    in.end_line("graph");
    in.end_file();
    return graph;
}

}  // namespace cat_mouse
