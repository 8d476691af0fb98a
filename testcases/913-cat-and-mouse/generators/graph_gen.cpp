// Test input generator for 913 Cat and Mouse.
// Usage: graph_gen FAMILY N [PARAM] --seed S
// Prints one input line: the adjacency lists as compact JSON. The graph is built on construction
// labels, relabelled by a seeded random permutation (so the hole 0, the mouse 1 and the cat 2 land
// anywhere), then repaired so that it always meets the constraints: 3 <= N <= 200, symmetric, no
// self loops or duplicates, graph[1] non-empty, graph[2] holding a node other than 0, and every
// node with a neighbour (an isolated node gets an edge to a random other node; the repairs draw
// from the PRNG only when needed, so a graph that needs none comes out as before).
// disconnected needs N >= 4: both components have at least 2 nodes. ladder-apart (N >= 5) keeps its
// labels: the mouse at one end of a ladder on N - 3 nodes, the cat and the hole on a path 2-3-0 of
// their own, so the game is a draw that a forward search proves only by walking every line of the
// mouse's play; the scaling sweep wants that tree to grow by a steady factor per rung.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../../common/prng.h"

namespace {

const char* const kUsage =
    "usage: graph_gen FAMILY N [PARAM] --seed S\n"
    "  FAMILY: random [P=0.5] | complete | complete-minus-10 | path | star | tree | ring\n"
    "          | ring-chords [CHORDS=N/10] | ladder | grid | torus | cubic | bipartite [P=0.5]\n"
    "          | disconnected [P=0.2] | ladder-apart\n"
    "  3 <= N <= 200 (disconnected: 4 <= N); PARAM is an edge probability, or a chord count for\n"
    "  ring-chords\n";

[[noreturn]] void usage(const std::string& why) {
    std::fprintf(stderr, "graph_gen: error: %s\n%s", why.c_str(), kUsage);
    std::exit(2);
}

class Graph {
public:
    explicit Graph(int n) : n_(n), adj_(n, std::vector<char>(n, 0)) {}
    int size() const { return n_; }
    void add(int a, int b) {
        if (a != b) adj_[a][b] = adj_[b][a] = 1;
    }
    void remove(int a, int b) { adj_[a][b] = adj_[b][a] = 0; }
    bool has(int a, int b) const { return adj_[a][b]; }
    std::vector<int> neighbours(int a) const {
        std::vector<int> out;
        for (int b = 0; b < n_; ++b) {
            if (adj_[a][b]) out.push_back(b);
        }
        return out;
    }
    // The same graph with node v renamed to label[v].
    Graph relabelled(const std::vector<int>& label) const {
        Graph g(n_);
        for (int a = 0; a < n_; ++a) {
            for (int b = a + 1; b < n_; ++b) {
                if (adj_[a][b]) g.add(label[a], label[b]);
            }
        }
        return g;
    }

private:
    int n_;
    std::vector<std::vector<char>> adj_;
};

// A uniformly random labelled tree on the given nodes, from a random Pruefer sequence.
void addRandomTree(Graph& g, const std::vector<int>& nodes, Prng& rng) {
    const int k = nodes.size();
    if (k < 2) return;
    std::vector<int> code(k - 2), degree(k, 1);
    for (int& c : code) c = rng.below(k), ++degree[c];
    for (int c : code) {
        const int leaf = std::find(degree.begin(), degree.end(), 1) - degree.begin();
        g.add(nodes[leaf], nodes[c]);
        --degree[leaf], --degree[c];
    }
    const int u = std::find(degree.begin(), degree.end(), 1) - degree.begin();
    const int v = std::find(degree.begin() + u + 1, degree.end(), 1) - degree.begin();
    g.add(nodes[u], nodes[v]);
}

// Nodes laid out row by row, `width` per row (the last row may be partial); torus adds wrap edges
// to rows and columns of length >= 3.
void addGrid(Graph& g, bool torus) {
    const int n = g.size();
    const int width = std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n)))));
    for (int v = 0; v < n; ++v) {
        if (v % width + 1 < width && v + 1 < n) g.add(v, v + 1);
        if (v + width < n) g.add(v, v + width);
    }
    if (!torus) return;
    for (int rowStart = 0; rowStart < n; rowStart += width) {
        const int rowEnd = std::min(n, rowStart + width) - 1;
        if (rowEnd - rowStart + 1 >= 3) g.add(rowStart, rowEnd);
    }
    for (int col = 0; col < width; ++col) {
        int bottom = col;
        while (bottom + width < n) bottom += width;
        if (bottom / width + 1 >= 3) g.add(col, bottom);
    }
}

// A random 3-regular graph by the configuration model, retried until simple; for odd n the last
// node subdivides a random edge of a cubic graph on n - 1 nodes. No cubic graph has 3 nodes: a
// triangle stands in.
void addCubic(Graph& g, Prng& rng) {
    const int n = g.size(), even = n - n % 2;
    if (n == 3) {
        g.add(0, 1), g.add(1, 2), g.add(2, 0);
        return;
    }
    for (;;) {
        std::vector<int> stubs;
        for (int v = 0; v < even; ++v) stubs.insert(stubs.end(), 3, v);
        rng.shuffle(stubs);
        Graph trial(n);
        bool simple = true;
        for (size_t i = 0; i < stubs.size() && simple; i += 2) {
            const int a = stubs[i], b = stubs[i + 1];
            simple = a != b && !trial.has(a, b);
            trial.add(a, b);
        }
        if (!simple) continue;
        if (n % 2 == 1) {
            const int a = rng.below(even);
            const int b = rng.pick(trial.neighbours(a));
            trial.remove(a, b);
            trial.add(a, n - 1), trial.add(b, n - 1);
        }
        g = trial;
        return;
    }
}

// Two components, the hole in one and the mouse in the other; the cat anywhere it can move.
// Returns the labelling (construction node -> final label) that puts the roles in place.
std::vector<int> addDisconnected(Graph& g, double p, Prng& rng) {
    const int n = g.size();
    // Nodes [0, mouseSide) hold the mouse, the rest the hole; each side >= 2 nodes, so that its
    // tree leaves no node isolated (redrawn until so: the earlier draws stay as they were).
    int mouseSide = rng.between(2, n - 1);
    while (n - mouseSide < 2) mouseSide = rng.between(2, n - 1);
    std::vector<int> a, b;
    for (int v = 0; v < n; ++v) (v < mouseSide ? a : b).push_back(v);
    for (const auto* part : {&a, &b}) {
        addRandomTree(g, *part, rng);
        for (int x : *part) {
            for (int y : *part) {
                if (x < y && rng.chance(p)) g.add(x, y);
            }
        }
    }
    const int mouse = rng.pick(a), hole = rng.pick(b);
    std::vector<int> catChoices;
    for (int v = 0; v < n; ++v) {
        const auto nb = g.neighbours(v);
        const bool canMove = std::any_of(nb.begin(), nb.end(), [&](int w) { return w != hole; });
        if (v != mouse && v != hole && canMove) catChoices.push_back(v);
    }
    const int cat = rng.pick(catChoices);  // never empty: the mouse's side has >= 2 nodes
    std::vector<int> rest;
    for (int label = 3; label < n; ++label) rest.push_back(label);
    rng.shuffle(rest);
    std::vector<int> label(n);
    for (int v = 0, next = 0; v < n; ++v) {
        label[v] = v == hole ? 0 : v == mouse ? 1 : v == cat ? 2 : rest[next++];
    }
    return label;
}

Graph build(const std::string& family, int n, const std::string& param, Prng& rng) {
    auto paramOr = [&](double fallback, double max) {
        if (param.empty()) return fallback;
        char* end = nullptr;
        const double value = std::strtod(param.c_str(), &end);
        if (*end != '\0' || !(value >= 0 && value <= max)) usage("bad PARAM '" + param + "'");
        return value;
    };
    const bool takesParam = family == "random" || family == "ring-chords" ||
                            family == "bipartite" || family == "disconnected";
    if (!param.empty() && !takesParam) usage("FAMILY '" + family + "' takes no PARAM");
    Graph g(n);
    std::vector<int> label(n);
    for (int v = 0; v < n; ++v) label[v] = v;
    rng.shuffle(label);

    if (family == "random") {
        const double p = paramOr(0.5, 1);
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                if (rng.chance(p)) g.add(a, b);
            }
        }
    } else if (family == "complete" || family == "complete-minus-10") {
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) g.add(a, b);
        }
    } else if (family == "path") {
        for (int v = 0; v + 1 < n; ++v) g.add(v, v + 1);
    } else if (family == "star") {
        for (int v = 1; v < n; ++v) g.add(0, v);
    } else if (family == "tree") {
        std::vector<int> all(n);
        for (int v = 0; v < n; ++v) all[v] = v;
        addRandomTree(g, all, rng);
    } else if (family == "ring" || family == "ring-chords") {
        for (int v = 0; v < n; ++v) g.add(v, (v + 1) % n);
        const int chords =
            family == "ring" ? 0 : static_cast<int>(paramOr(std::max(1, n / 10), n * n));
        for (int i = 0; i < chords; ++i) g.add(rng.below(n), rng.below(n));  // self loops dropped
    } else if (family == "ladder") {
        // Rails [0, rail) and [rail, 2 rail); an odd last node hangs off the end.
        const int rail = n / 2;
        for (int v = 0; v < rail; ++v) {
            g.add(v, v + rail);
            if (v + 1 < rail) g.add(v, v + 1), g.add(v + rail, v + rail + 1);
        }
        if (n % 2 == 1) g.add(n - 1, 2 * rail - 1);
    } else if (family == "grid" || family == "torus") {
        addGrid(g, family == "torus");
    } else if (family == "cubic") {
        addCubic(g, rng);
    } else if (family == "bipartite") {
        const double p = paramOr(0.5, 1);
        std::vector<int> side(n);
        for (int v = 0; v < n; ++v) side[v] = v % 2;
        rng.shuffle(side);
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                if (side[a] != side[b] && rng.chance(p)) g.add(a, b);
            }
        }
    } else if (family == "disconnected") {
        label = addDisconnected(g, paramOr(0.2, 1), rng);
    } else if (family == "ladder-apart") {
        // Construction ids are the labels: 0, 2, 3 the hole's and the cat's path, the ladder's
        // rails [1, 4, 5, ...] split in two halves (an odd last node hangs off the end).
        for (int v = 0; v < n; ++v) label[v] = v;
        g.add(0, 3), g.add(3, 2);
        std::vector<int> rail{1};
        for (int v = 4; v < n; ++v) rail.push_back(v);
        const int m = rail.size(), half = m / 2;
        for (int v = 0; v < half; ++v) {
            g.add(rail[v], rail[v + half]);
            if (v + 1 < half) g.add(rail[v], rail[v + 1]), g.add(rail[v + half], rail[v + half + 1]);
        }
        if (m % 2 == 1) g.add(rail[m - 1], rail[2 * half - 1]);
    } else {
        usage("unknown FAMILY '" + family + "'");
    }

    g = g.relabelled(label);
    if (family == "complete-minus-10") g.remove(1, 0);

    // Repair: the mouse needs a move, and the cat a move that avoids the hole.
    if (g.neighbours(1).empty()) {
        const int other = rng.below(n - 1);  // any node but 1
        g.add(1, other >= 1 ? other + 1 : other);
    }
    const auto catMoves = g.neighbours(2);
    if (std::none_of(catMoves.begin(), catMoves.end(), [](int w) { return w != 0; })) {
        const int other = rng.between(1, n - 2);  // any node but 0 and 2
        g.add(2, other >= 2 ? other + 1 : other);
    }
    // Every node needs a neighbour (1 <= graph[i].length).
    for (int v = 0; v < n; ++v) {
        if (!g.neighbours(v).empty()) continue;
        const int other = rng.below(n - 1);  // any node but v
        g.add(v, other >= v ? other + 1 : other);
    }
    return g;
}

bool parseInt(const std::string& s, long long lo, long long hi, long long& out) {
    if (s.empty() || s.size() > 20) return false;
    size_t i = 0;
    unsigned long long value = 0;
    for (; i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        value = value * 10 + (s[i] - '0');
        if (value > static_cast<unsigned long long>(hi)) return false;
    }
    out = static_cast<long long>(value);
    return out >= lo;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> positional;
    std::string seedText;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--seed") {
            if (i + 1 >= argc) usage("--seed needs a value");
            seedText = argv[++i];
        } else {
            positional.push_back(arg);
        }
    }
    long long n = 0, seed = 0;
    if (seedText.empty()) usage("missing --seed S");
    if (!parseInt(seedText, 0, INT64_MAX, seed)) usage("bad seed '" + seedText + "'");
    if (positional.size() < 2 || positional.size() > 3) usage("expected FAMILY N [PARAM]");
    if (!parseInt(positional[1], 3, 200, n)) usage("N must be an integer in 3..200");
    if (positional[0] == "disconnected" && n < 4) usage("disconnected needs N >= 4 (two components of 2 nodes or more)");
    if (positional[0] == "ladder-apart" && n < 5) usage("ladder-apart needs N >= 5 (a path 2-3-0 and a mouse with a move)");

    Prng rng(static_cast<uint64_t>(seed));
    const std::string param = positional.size() == 3 ? positional[2] : "";
    const Graph g = build(positional[0], static_cast<int>(n), param, rng);

    std::string out = "[";
    for (int v = 0; v < g.size(); ++v) {
        std::vector<int> nb = g.neighbours(v);
        rng.shuffle(nb);  // LeetCode does not promise sorted lists
        out += v ? ",[" : "[";
        for (size_t i = 0; i < nb.size(); ++i) out += (i ? "," : "") + std::to_string(nb[i]);
        out += "]";
    }
    std::printf("%s]\n", out.c_str());
    return 0;
}
