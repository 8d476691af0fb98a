// One-step shrinks of a 913 Cat and Mouse case, for `judge stress`.
// Usage: shrink FILE    (FILE: a valid .in, '-' for stdin)
// Prints every candidate one step smaller than the case, each as its .in lines followed by a line
// `---` (nothing at all when there is none; no candidate twice), biggest steps first:
//   1. drop a node v >= 3 (the hole 0, the mouse 1 and the cat 2 keep their roles): its edges go,
//      and the nodes above it move down one label;
//   2. contract an edge a-b with b >= 3: b merges into a, which takes b's neighbours (so paths
//      through b survive, one step shorter), and the nodes above b move down one label;
//   3. drop one edge.
// Only candidates that still meet the constraints (../problem.md) are printed: every node with a
// neighbour (so graph[1] non-empty; dropping an edge must not isolate either end) and graph[2]
// holding a node other than 0; n >= 3 holds since nodes 0..2 are never dropped. The judge
// validates a candidate before trying it and stops with an error on an invalid one.
// Adjacency lists keep their order, so a shrunk case stays close to the one it came from.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "../../common/case_tool.h"
#include "read_graph.h"

namespace {

using cat_mouse::Graph;

bool valid(const Graph& graph) {
    const auto& cat = graph[2];
    const bool noIsolated = std::none_of(graph.begin(), graph.end(), [](const auto& list) { return list.empty(); });
    return noIsolated && std::any_of(cat.begin(), cat.end(), [](int w) { return w != 0; });
}

// Prints a candidate unless an earlier step already gave the same one.
void print(const Graph& graph) {
    static std::set<std::string> printed;
    std::string out = "[";
    for (size_t v = 0; v < graph.size(); ++v) {
        out += v ? ",[" : "[";
        for (size_t k = 0; k < graph[v].size(); ++k) out += (k ? "," : "") + std::to_string(graph[v][k]);
        out += "]";
    }
    if (printed.insert(out).second) std::printf("%s]\n---\n", out.c_str());
}

Graph withoutNode(const Graph& graph, int dropped) {
    Graph out;
    for (int v = 0; v < static_cast<int>(graph.size()); ++v) {
        if (v == dropped) continue;
        out.emplace_back();
        for (int w : graph[v]) {
            if (w != dropped) out.back().push_back(w > dropped ? w - 1 : w);
        }
    }
    return out;
}

// Node `merged` folded into `into`: the edge between them goes, the other edges of merged move.
Graph contracted(const Graph& graph, int into, int merged) {
    Graph out = graph;
    for (int w : graph[merged]) {
        if (w == into) continue;
        auto& listW = out[w];
        listW.erase(std::find(listW.begin(), listW.end(), merged));
        if (std::find(listW.begin(), listW.end(), into) == listW.end()) {
            listW.push_back(into);
            out[into].push_back(w);
        }
    }
    out[into].erase(std::find(out[into].begin(), out[into].end(), merged));
    out[merged].clear();
    return withoutNode(out, merged);
}

Graph withoutEdge(Graph graph, int a, int b) {
    graph[a].erase(std::find(graph[a].begin(), graph[a].end(), b));
    graph[b].erase(std::find(graph[b].begin(), graph[b].end(), a));
    return graph;
}

// Shrinking assumes a valid case; these are the rules it would trip over.
std::string unshrinkable(const Graph& graph) {
    const int n = static_cast<int>(graph.size());
    bool wellFormed = n >= 3;
    for (int a = 0; a < n && wellFormed; ++a) {
        for (int b : graph[a]) {
            wellFormed = wellFormed && b >= 0 && b < n && b != a &&
                         std::count(graph[b].begin(), graph[b].end(), a) == 1;
        }
    }
    return wellFormed ? "" : "not a valid case";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: shrink FILE   (a valid .in; '-' reads stdin)\n");
        return 2;
    }
    const auto read = case_tool::read_checked("shrink", argv[1], cat_mouse::read_graph, unshrinkable);
    if (!read) return 2;
    const Graph& graph = *read;
    const int n = static_cast<int>(graph.size());
    for (int v = 3; v < n; ++v) {
        const Graph candidate = withoutNode(graph, v);
        if (valid(candidate)) print(candidate);
    }
    for (int a = 0; a < n; ++a) {
        for (int b : graph[a]) {
            if (b < 3) continue;
            const Graph candidate = contracted(graph, a, b);
            if (valid(candidate)) print(candidate);
        }
    }
    for (int a = 0; a < n; ++a) {
        for (int b : graph[a]) {
            if (b < a) continue;  // each edge once
            const Graph candidate = withoutEdge(graph, a, b);
            if (valid(candidate)) print(candidate);
        }
    }
    return 0;
}
