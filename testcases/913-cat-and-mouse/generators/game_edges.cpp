// The size of a 913 Cat and Mouse case's game graph, for `judge bench`: the work unit that its
// solve times are divided by.
// Usage: game_edges [FILE]    (FILE: a valid .in; '-' or none reads stdin)
// Prints one integer: the number of edges of the game graph, every legal move from every position
// where the game is not over. A position is (mouse, cat, whose turn) with the cat off the hole 0
// (it can never enter it); it is over when the mouse is on 0 or the cat on the mouse. The mouse
// moves along any edge of its node, the cat along any edge of its node except into 0.
//
// A full retrograde pass walks each of these edges backwards at most once, from the position a
// move reaches to the position it was made from (each (position, predecessor) pair once). It
// counts every position, reachable from the start or not, as the retrograde solutions do; a pass
// that stops once the start is decided, or never expands draws, walks fewer.
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "../../common/game_edges_main.h"
#include "read_graph.h"

namespace {

using cat_mouse::Graph;

constexpr int kHole = 0;

std::uint64_t game_edges(const Graph& graph) {
    const int n = static_cast<int>(graph.size());
    std::vector<std::uint64_t> mouse_moves(n), cat_moves(n);
    for (int v = 0; v < n; ++v) {
        mouse_moves[v] = graph[v].size();
        for (int to : graph[v]) cat_moves[v] += to != kHole;
    }
    std::uint64_t edges = 0;
    for (int mouse = 0; mouse < n; ++mouse) {
        for (int cat = 0; cat < n; ++cat) {
            if (cat == kHole || mouse == kHole || mouse == cat) continue;  // unreachable, or over
            edges += mouse_moves[mouse] + cat_moves[cat];  // mouse to move, cat to move
        }
    }
    return edges;
}

// Counting indexes by node; the validator checks the other rules.
std::string uncountable(const Graph& graph) {
    for (const auto& list : graph) {
        for (int to : list) {
            if (to >= static_cast<int>(graph.size())) {
                return "node " + std::to_string(to) + " out of range for n = " + std::to_string(graph.size());
            }
        }
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) { return game_edges_tool::run(argc, argv, cat_mouse::read_graph, uncountable, game_edges); }
