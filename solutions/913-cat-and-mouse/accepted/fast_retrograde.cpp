// Time: O(n^2 * (n + E) / 64), E edges, far less when few rounds are needed  Space: O(n^2 / 64)
// Retrograde analysis in level-synchronous rounds over bitsets of nodes. A position of turn t is
// (me, other): the node of the player to move and the other's; outcomes are kept relative to the
// player to move, so one loop serves both players. Round r resolves every position decided by
// those of the rounds before it. Why it is fast:
//  - the predecessors of all the positions resolved last round in one row are their move sets
//    OR-ed together, n/64 word operations per resolved position instead of one step per edge;
//  - a position whose mover may now lose is tested once per round with a subset test (do all
//    its moves reach wins for the other player?) instead of a degree decrement per successor;
//  - the start is tested the same way before each round, so a game decided after a few plies
//    stops at once, even where nearly every position is resolved by then (K200 without the edge
//    1-0: one round after the terminals);
//  - all state is one array of per-node records of 16 sets of ceil(n/64) words, under 3 bytes
//    per (mouse, cat) pair; no queue, no degrees, so few fresh memory pages are touched.
class Solution {
    template <int W> struct Nodes {  // a set of nodes 0 .. 64W-1
        uint64_t w[W] = {};
        void insert(unsigned v) { w[v / 64] |= uint64_t{1} << (v % 64); }
        bool intersects(const Nodes& o) const {
            uint64_t x = 0;
            for (int i = 0; i < W; ++i) x |= w[i] & o.w[i];
            return x != 0;
        }
        bool subsetOf(const Nodes& o) const {
            uint64_t x = 0;
            for (int i = 0; i < W; ++i) x |= w[i] & ~o.w[i];
            return x == 0;
        }
        Nodes& operator|=(const Nodes& o) {
            for (int i = 0; i < W; ++i) w[i] |= o.w[i];
            return *this;
        }
        Nodes minus(const Nodes& o) const {
            Nodes r;
            for (int i = 0; i < W; ++i) r.w[i] = w[i] & ~o.w[i];
            return r;
        }
        template <class F> void forEach(F f) const {
            for (int i = 0; i < W; ++i) {
                for (uint64_t x = w[i]; x; x &= x - 1) f(i * 64 + countr_zero(x));
            }
        }
    };
    enum { kMouse, kCat };  // whose turn
    enum { kWin, kLoss };   // outcome for the player to move

    template <int W> int solve(const vector<vector<int>>& graph) {
        using Set = Nodes<W>;
        struct Node {
            Set moves[2];        // where the player of turn t may go from here
            Set resolved[2];     // as `other`: the `me` of resolved positions of turn t
            Set known[2][2];     // as `me`: [t][outcome] the `other`, rounds before this one
            Set fresh[2][2][2];  // as `me`: [round % 2][t][outcome] the `other`, last round
                                 // (round % 2 == last) and this one
            bool listed[2];      // in this round's row list for turn t
        };
        const int n = graph.size();
        vector<Node> node(n);
        for (int v = 0; v < n; ++v) {
            for (int to : graph[v]) {
                node[v].moves[kMouse].insert(to);
                if (to != 0) node[v].moves[kCat].insert(to);  // the cat never enters the hole
            }
        }

        // rowList[round % 2][t]: the nodes `me` that have positions of turn t in fresh[round % 2].
        int rowList[2][2][64 * W], rowCount[2][2] = {};
        auto addFresh = [&](int parity, int t, int me, int other, int outcome) {
#ifdef LCJUDGE
            ++lcjudge_work;  // a position resolved (the judge's work count; LeetCode skips this)
#endif
            node[me].fresh[parity][t][outcome].insert(other);
            if (!node[me].listed[t]) {
                node[me].listed[t] = true;
                rowList[parity][t][rowCount[parity][t]++] = me;
            }
        };
        auto clearListed = [&](int parity) {
            for (int t : {kMouse, kCat}) {
                for (int i = 0; i < rowCount[parity][t]; ++i) {
                    node[rowList[parity][t][i]].listed[t] = false;
                }
            }
        };
        // Terminal positions, both turns: the mouse in the hole, or the cat on the mouse.
        auto terminal = [&](int m, int c, bool catWins) {
            node[c].resolved[kMouse].insert(m), node[m].resolved[kCat].insert(c);
            addFresh(0, kMouse, m, c, catWins ? kLoss : kWin);
            addFresh(0, kCat, c, m, catWins ? kWin : kLoss);
        };
        for (int c = 1; c < n; ++c) terminal(0, c, false), terminal(c, c, true);
        clearListed(0);

        for (int round = 0;; ++round) {
            const int last = round % 2, now = 1 - last;
            for (int t : {kMouse, kCat}) {
                for (int i = 0; i < rowCount[last][t]; ++i) {
                    Node& me = node[rowList[last][t][i]];
                    me.known[t][kWin] |= me.fresh[last][t][kWin];
                    me.known[t][kLoss] |= me.fresh[last][t][kLoss];
                }
            }
            // Is the start (mouse on 1 to move, cat on 2) decided now?
            const Set& firstMoves = node[1].moves[kMouse];
            if (firstMoves.intersects(node[2].known[kCat][kLoss])) return 1;
            if (firstMoves.subsetOf(node[2].known[kCat][kWin])) return 2;
            if (rowCount[last][kMouse] + rowCount[last][kCat] == 0) return 0;  // a draw

            // A fresh position of the other turn u is kept at its mover's node `other`, with the
            // t player on `to`; one move earlier come the positions (me, other) of turn t, `me` one
            // move from `to`.
            for (int t : {kMouse, kCat}) {
                const int u = 1 - t;
                rowCount[now][t] = 0;
                for (int i = 0; i < rowCount[last][u]; ++i) {
                    const int other = rowList[last][u][i];
                    Node& o = node[other];
                    Set wins, maybeLosses;
                    o.fresh[last][u][kLoss].forEach([&](int to) { wins |= node[to].moves[t]; });
                    o.fresh[last][u][kWin].forEach([&](int to) {
                        maybeLosses |= node[to].moves[t];
                    });
                    o.fresh[last][u][kWin] = o.fresh[last][u][kLoss] = {};
                    wins = wins.minus(o.resolved[t]);
                    o.resolved[t] |= wins;
                    Set losses;
                    maybeLosses.minus(o.resolved[t]).forEach([&](int me) {
                        // Every move reaches a position the other player wins.
                        if (node[me].moves[t].subsetOf(o.known[u][kWin])) losses.insert(me);
                    });
                    o.resolved[t] |= losses;
                    wins.forEach([&](int me) { addFresh(now, t, me, other, kWin); });
                    losses.forEach([&](int me) { addFresh(now, t, me, other, kLoss); });
                }
            }
            clearListed(now);
        }
    }

public:
    int catMouseGame(vector<vector<int>>& graph) {  // n <= 200: sets of 1 to 4 words
        switch ((graph.size() + 63) / 64) {
            case 1: return solve<1>(graph);
            case 2: return solve<2>(graph);
            case 3: return solve<3>(graph);
            default: return solve<4>(graph);
        }
    }
};
