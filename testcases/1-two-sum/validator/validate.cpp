// Input validator for 1 Two Sum (rules: ../problem.md).
// Usage: validate FILE.in | validate --answer FILE.ans   (FILE '-' reads stdin)
//
// An input is two lines, compact JSON: nums ([2,7,11,15]) then target (9). Rules:
// 2 <= nums.length <= 10^4; -10^9 <= nums[i] <= 10^9; -10^9 <= target <= 10^9; exactly one pair
// of distinct positions adds up to target. An answer is two distinct indices, [i,j].
#include <string>
#include <unordered_map>
#include <vector>

#include "../../common/strict_reader.h"
#include "../../common/validator_main.h"

namespace {

using validate::Integer;
using validate::Pos;
using validate::StrictReader;
using validate::fail_at;

constexpr long long kMaxLength = 10000;
constexpr long long kMaxValue = 1000000000;

std::string at(size_t i) { return "nums[" + std::to_string(i) + "]"; }

void validate_input(StrictReader& in) {
    in.start_file();
    in.begin_line("nums");
    const Pos start = in.pos();
    std::vector<Integer> nums;
    in.expect('[', "opening nums");
    if (!in.accept(']')) {
        for (;;) {
            nums.push_back(in.read_integer(at(nums.size())));
            validate::require_range(nums.back(), -kMaxValue, kMaxValue, at(nums.size() - 1));
            if (in.expect_one_of(",]", "after " + at(nums.size() - 1)) == ']') break;
        }
    }
    if (nums.size() < 2 || static_cast<long long>(nums.size()) > kMaxLength) {
        fail_at(start, "nums.length must be in 2.." + std::to_string(kMaxLength) + ", found " + std::to_string(nums.size()));
    }
    in.end_line("nums");
    in.begin_line("target");
    const Integer target = in.read_integer("target");
    validate::require_range(target, -kMaxValue, kMaxValue, "target");
    in.end_line("target");
    in.end_file();
    // Pairs by value: how many positions hold each value, then the pairs reaching the target.
    std::unordered_map<long long, long long> count;
    for (const Integer& x : nums) ++count[x.value];
    long long pairs = 0;
    for (const auto& [value, times] : count) {
        const long long other = target.value - value;
        if (other == value) pairs += times * (times - 1);
        else if (count.count(other)) pairs += times * count[other];
    }
    pairs /= 2;
    if (pairs != 1) {
        fail_at(target.pos, "exactly one pair of nums must add up to target, found " + std::to_string(pairs));
    }
}

void validate_answer(StrictReader& in) {
    in.start_file();
    in.begin_line("the answer");
    in.expect('[', "opening the answer");
    const Integer i = in.read_integer("the first index");
    validate::require_range(i, 0, kMaxLength - 1, "the first index");
    in.expect(',', "after the first index");
    const Integer j = in.read_integer("the second index");
    validate::require_range(j, 0, kMaxLength - 1, "the second index");
    if (i.value == j.value) fail_at(j.pos, "the two indices must differ");
    in.expect(']', "closing the answer");
    in.end_line("the answer");
    in.end_file();
}

}  // namespace

int main(int argc, char** argv) {
    return validate::run(argc, argv, validate::Problem{"1 Two Sum", validate_input, validate_answer});
}
