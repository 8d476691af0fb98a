// Random small case for `judge stress` on 1 Two Sum.
// Usage: random_case --seed S --max-size K [--count N]    (2 <= K <= 1000)
// Prints nums (2..K values in -20..20, or in the full int range for a fifth of the seeds) and a
// target that exactly one pair of distinct positions reaches, as the problem promises.
#include <string>
#include <vector>

#include "../../common/prng.h"
#include "../../common/random_case_main.h"

namespace {

int pairs_reaching(const std::vector<long long>& nums, long long target) {
    int found = 0;
    for (size_t i = 0; i < nums.size(); ++i)
        for (size_t j = i + 1; j < nums.size(); ++j) found += nums[i] + nums[j] == target;
    return found;
}

std::string randomCase(uint64_t seed, int k) {
    Prng rng(seed);
    const bool wide = rng.chance(0.2);
    for (;;) {  // redrawn until exactly one pair reaches the target
        const int n = rng.between(2, k);
        std::vector<long long> nums(n);
        for (auto& x : nums) x = wide ? rng.between(-1000000000, 1000000000) : rng.between(-20, 20);
        const int i = rng.between(0, n - 1);
        int j = rng.between(0, n - 2);
        if (j >= i) ++j;
        const long long target = nums[i] + nums[j];
        if (target < -1000000000 || target > 1000000000 || pairs_reaching(nums, target) != 1) continue;
        std::string out = "[";
        for (int m = 0; m < n; ++m) out += (m ? "," : "") + std::to_string(nums[m]);
        return out + "]\n" + std::to_string(target) + "\n";
    }
}

}  // namespace

int main(int argc, char** argv) { return random_case::run(argc, argv, 2, 1000, randomCase); }
