// Random small case for `judge stress` on 913 Cat and Mouse.
// Usage: random_case --seed S --max-size K [--count N]    (3 <= K <= 200)
// Prints one input line in the committed .in format: a graph on 3..K nodes (uniform), drawn from
// a family picked by the seed (random G(n, p), a random tree with a few extra edges, a ring with
// chords), then repaired like graph_gen so that it always meets the constraints: graph[1]
// non-empty, graph[2] holding a node other than 0, every node with a neighbour (an isolated node
// gets an edge to a random other node). Adjacency lists come out in random order.
// With --count N it prints the cases of seeds S, S+1, ..., S+N-1 (each the same as alone), each
// followed by a line `---`: one start for a batch of cases.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../../common/prng.h"
#include "../../common/random_case_main.h"

namespace {

using Matrix = std::vector<std::vector<char>>;

void addEdge(Matrix& adj, int a, int b) {
    if (a != b) adj[a][b] = adj[b][a] = 1;
}

Matrix randomGraph(int n, Prng& rng) {
    Matrix adj(n, std::vector<char>(n, 0));
    switch (rng.below(3)) {
        case 0: {  // G(n, p), p from sparse to dense
            const double p = rng.between(1, 9) / 10.0;
            for (int a = 0; a < n; ++a) {
                for (int b = a + 1; b < n; ++b) {
                    if (rng.chance(p)) addEdge(adj, a, b);
                }
            }
            break;
        }
        case 1: {  // a random recursive tree plus a few extra edges: long paths, few cycles
            for (int v = 1; v < n; ++v) addEdge(adj, v, rng.below(v));
            for (int extra = rng.between(0, 2); extra > 0; --extra) addEdge(adj, rng.below(n), rng.below(n));
            break;
        }
        default: {  // a ring in random order with chords: cycle-rich
            std::vector<int> order(n);
            for (int v = 0; v < n; ++v) order[v] = v;
            rng.shuffle(order);
            for (int i = 0; i < n; ++i) addEdge(adj, order[i], order[(i + 1) % n]);
            for (int chords = rng.between(0, n / 2); chords > 0; --chords) addEdge(adj, rng.below(n), rng.below(n));
            break;
        }
    }
    // Repair: the mouse needs a move, and the cat a move that avoids the hole.
    if (std::none_of(adj[1].begin(), adj[1].end(), [](char e) { return e; })) {
        const int other = rng.below(n - 1);  // any node but 1
        addEdge(adj, 1, other >= 1 ? other + 1 : other);
    }
    if (std::none_of(adj[2].begin() + 1, adj[2].end(), [](char e) { return e; })) {
        const int other = rng.between(1, n - 2);  // any node but 0 and 2
        addEdge(adj, 2, other >= 2 ? other + 1 : other);
    }
    // Every node needs a neighbour (1 <= graph[i].length).
    for (int v = 0; v < n; ++v) {
        if (std::any_of(adj[v].begin(), adj[v].end(), [](char e) { return e; })) continue;
        const int other = rng.below(n - 1);  // any node but v
        addEdge(adj, v, other >= v ? other + 1 : other);
    }
    return adj;
}

// The case for one seed, as its .in line.
std::string randomCase(uint64_t seed, int maxSize) {
    Prng rng(seed);
    const int n = rng.between(3, maxSize);
    const Matrix adj = randomGraph(n, rng);
    std::string out = "[";
    for (int v = 0; v < n; ++v) {
        std::vector<int> nb;
        for (int w = 0; w < n; ++w) {
            if (adj[v][w]) nb.push_back(w);
        }
        rng.shuffle(nb);  // LeetCode does not promise sorted lists
        out += v ? ",[" : "[";
        for (size_t k = 0; k < nb.size(); ++k) out += (k ? "," : "") + std::to_string(nb[k]);
        out += "]";
    }
    return out + "]\n";
}

}  // namespace

int main(int argc, char** argv) { return random_case::run(argc, argv, 3, 200, randomCase); }
