// The command line every problem's random_case program shares, for `judge stress`:
//   random_case --seed S --max-size K [--count N]
// prints the case of seed S (sizes up to K), or with --count N the cases of seeds S .. S+N-1, each
// followed by a line `---`: one start for a batch of cases.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace random_case {

inline bool parseUnsigned(const std::string& s, unsigned long long hi, unsigned long long& out) {
    if (s.empty() || s.size() > 20) return false;
    unsigned long long value = 0;
    for (char ch : s) {
        if (ch < '0' || ch > '9') return false;
        const unsigned long long digit = ch - '0';
        if (value > (hi - digit) / 10) return false;  // value * 10 + digit would pass hi
        value = value * 10 + digit;
    }
    out = value;
    return true;
}

// Parses the arguments and prints the cases that `make(seed, maxSize)` returns; the exit status.
inline int run(int argc, char** argv, unsigned long long minSize, unsigned long long maxSizeLimit,
               std::string (*make)(uint64_t seed, int maxSize)) {
    const std::string range = std::to_string(minSize) + ".." + std::to_string(maxSizeLimit);
    auto usage = [&](const std::string& why) {
        std::fprintf(stderr, "random_case: error: %s\nusage: random_case --seed S --max-size K [--count N]   (K in %s)\n",
                     why.c_str(), range.c_str());
        std::exit(2);
    };
    std::string seedText, sizeText, countText;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if ((arg == "--seed" || arg == "--max-size" || arg == "--count") && i + 1 < argc) {
            (arg == "--seed" ? seedText : arg == "--count" ? countText : sizeText) = argv[++i];
        } else {
            usage("unexpected argument '" + arg + "'");
        }
    }
    unsigned long long seed = 0, maxSize = 0, count = 1;
    if (seedText.empty() || sizeText.empty()) usage("missing --seed S or --max-size K");
    if (!parseUnsigned(seedText, UINT64_MAX, seed)) usage("bad seed '" + seedText + "'");
    if (!parseUnsigned(sizeText, maxSizeLimit, maxSize) || maxSize < minSize) {
        usage("--max-size must be an integer in " + range);
    }
    if (!countText.empty() && (!parseUnsigned(countText, 100000, count) || count < 1)) {
        usage("--count must be an integer in 1..100000");
    }
    for (unsigned long long k = 0; k < count; ++k) {
        const std::string text = make(seed + k, static_cast<int>(maxSize));  // seeds wrap around
        std::fputs(text.c_str(), stdout);
        if (!countText.empty()) std::fputs("---\n", stdout);
    }
    return 0;
}

}  // namespace random_case
