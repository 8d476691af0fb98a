// Input validator for 913 Cat and Mouse (rules: ../problem.md).
// Usage: validate FILE.in | validate --answer FILE.ans   (FILE '-' reads stdin)
//
// An input is exactly one line, `graph` as compact JSON, then "\n" and end of file:
//   [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]
// No spaces anywhere (LeetCode prints none; see strict_reader.h). Rules, checked in this order:
// 3 <= n <= 200 where n = graph.length; every entry of graph[i] in 0..n-1, not i, not repeated;
// symmetric (b in graph[a] iff a in graph[b]); graph[1] non-empty; graph[2] holds a node other
// than 0; every graph[i] non-empty (LeetCode's 1 <= graph[i].length: no isolated node). An answer
// is `0`, `1` or `2`, then "\n".
#include <string>
#include <vector>

#include "../../common/strict_reader.h"
#include "../../common/validator_main.h"

namespace {

using validate::Integer;
using validate::Pos;
using validate::StrictReader;
using validate::fail_at;

constexpr int kMinNodes = 3;
constexpr int kMaxNodes = 200;

struct AdjacencyList {
    Pos pos;                      // its '['
    std::vector<Integer> nodes;
};

std::string at(size_t i) { return "graph[" + std::to_string(i) + "]"; }

// The line's syntax only: an array of arrays of integers.
std::vector<AdjacencyList> read_graph(StrictReader& in) {
    std::vector<AdjacencyList> graph;
    in.expect('[', "opening graph");
    if (in.accept(']')) return graph;
    for (;;) {
        AdjacencyList list;
        list.pos = in.pos();
        in.expect('[', "opening " + at(graph.size()));
        if (!in.accept(']')) {
            for (;;) {
                list.nodes.push_back(in.read_integer(at(graph.size()) + "[" + std::to_string(list.nodes.size()) + "]"));
                if (in.expect_one_of(",]", "in " + at(graph.size())) == ']') break;
            }
        }
        graph.push_back(std::move(list));
        if (in.expect_one_of(",]", "after " + at(graph.size() - 1)) == ']') return graph;
    }
}

void check_graph(const Pos& start, const std::vector<AdjacencyList>& graph) {
    const int n = static_cast<int>(graph.size());
    if (n < kMinNodes || n > kMaxNodes) {
        fail_at(start, "n = graph.length must be in " + std::to_string(kMinNodes) + ".." + std::to_string(kMaxNodes) +
                           ", found " + std::to_string(n));
    }
    // adjacent[a][b]: b is listed in graph[a]. Filled list by list, so a repeat is seen at once.
    std::vector<std::vector<char>> adjacent(n, std::vector<char>(n, 0));
    for (int a = 0; a < n; ++a) {
        const std::vector<Integer>& nodes = graph[a].nodes;
        for (size_t k = 0; k < nodes.size(); ++k) {
            const Integer& b = nodes[k];
            validate::require_range(b, 0, n - 1, at(a) + "[" + std::to_string(k) + "]");
            if (b.value == a) fail_at(b.pos, at(a) + " lists " + std::to_string(a) + " itself (self loop)");
            if (adjacent[a][b.value]) fail_at(b.pos, at(a) + " lists " + b.text + " twice (duplicate neighbour)");
            adjacent[a][b.value] = 1;
        }
    }
    for (int a = 0; a < n; ++a) {
        for (const Integer& b : graph[a].nodes) {
            if (!adjacent[b.value][a]) {
                fail_at(b.pos, "graph is not symmetric: " + std::to_string(a) + " lists " + b.text + " but " + b.text +
                                   " does not list " + std::to_string(a));
            }
        }
    }
    if (graph[1].nodes.empty()) fail_at(graph[1].pos, "graph[1] must be non-empty (the mouse must have a move)");
    bool cat_can_move = false;
    for (const Integer& b : graph[2].nodes) cat_can_move = cat_can_move || b.value != 0;
    if (!cat_can_move) {
        fail_at(graph[2].pos, "graph[2] must hold a node other than 0 (the cat must have a move; it may not enter the hole)");
    }
    for (int a = 0; a < n; ++a) {
        if (graph[a].nodes.empty()) {
            fail_at(graph[a].pos, at(a) + " must be non-empty (1 <= graph[i].length: every node has a neighbour)");
        }
    }
}

void validate_input(StrictReader& in) {
    in.start_file();
    in.begin_line("graph");
    const Pos start = in.pos();
    const std::vector<AdjacencyList> graph = read_graph(in);
    check_graph(start, graph);
    in.end_line("graph");
    in.end_file();
}

void validate_answer(StrictReader& in) {
    in.start_file();
    in.begin_line("the answer");
    const Integer answer = in.read_integer("the answer");
    validate::require_range(answer, 0, 2, "the answer (0 draw, 1 mouse, 2 cat)");
    in.end_line("the answer");
    in.end_file();
}

}  // namespace

int main(int argc, char** argv) {
    return validate::run(argc, argv, validate::Problem{"913 Cat and Mouse", validate_input, validate_answer});
}
