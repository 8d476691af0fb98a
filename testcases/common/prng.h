// Fixed pseudo-random generator for the test generators: xoshiro256** seeded by splitmix64.
// Its output is the same with every compiler and standard library, so a (generator, args, seed)
// triple always names the same test case. Never use rand() or std::*_distribution here: their
// output differs between standard libraries.
#ifndef LCJUDGE_TESTCASES_COMMON_PRNG_H
#define LCJUDGE_TESTCASES_COMMON_PRNG_H

#include <cstdint>
#include <utility>
#include <vector>

class Prng {
public:
    explicit Prng(uint64_t seed) {
        for (uint64_t& word : state_) word = splitmix64(seed);
    }

    // xoshiro256** (Blackman and Vigna, public domain reference).
    uint64_t next() {
        const uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0, without modulo bias (rejects the short last block).
    uint64_t below(uint64_t bound) {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;  // a multiple of bound
        uint64_t x;
        do x = next(); while (x >= limit);
        return x % bound;
    }

    // Uniform integer in [lo, hi], lo <= hi.
    int between(int lo, int hi) { return lo + static_cast<int>(below(static_cast<uint64_t>(hi - lo) + 1)); }

    // Uniform double in [0, 1) from the top 53 bits.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // True with probability p.
    bool chance(double p) { return unit() < p; }

    // Fisher-Yates shuffle.
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
    }

    // A uniformly random element of a non-empty vector.
    template <class T>
    const T& pick(const std::vector<T>& v) { return v[below(v.size())]; }

private:
    static uint64_t splitmix64(uint64_t& x) {
        uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    uint64_t state_[4];
};

#endif  // LCJUDGE_TESTCASES_COMMON_PRNG_H
