// One-step shrinks of a 1 Two Sum case, for `judge stress`.
// Usage: shrink FILE    (FILE: a valid .in, '-' for stdin)
// Prints every candidate with one element fewer, each as its two .in lines followed by `---`:
// any element but the two that reach the target may go (removing one cannot make a second pair,
// so the one answer stays the only one).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace {

[[noreturn]] void fail(const std::string& path, const std::string& why) {
    std::fprintf(stderr, "shrink: error: %s: %s (check it with judge check-data)\n", path.c_str(), why.c_str());
    std::exit(2);
}

// "[1,-2,3]" and "5": the case's two lines, read loosely; judge check-data holds them to the signature.
bool read_case(const std::string& text, std::vector<long long>& nums, long long& target) {
    std::istringstream lines(text);
    std::string first, second;
    if (!std::getline(lines, first) || !std::getline(lines, second)) return false;
    for (char& c : first)
        if (c == '[' || c == ']' || c == ',') c = ' ';
    std::istringstream values(first);
    for (long long x; values >> x;) nums.push_back(x);
    std::istringstream t(second);
    return static_cast<bool>(t >> target) && nums.size() >= 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: shrink FILE    (FILE: a valid .in, '-' for stdin)\n");
        return 2;
    }
    const std::string path = argv[1];
    std::ifstream file;
    if (path != "-") file.open(path);
    std::istream& in = path == "-" ? std::cin : file;
    if (!in) fail(path, "cannot open it");
    const std::string text(std::istreambuf_iterator<char>(in), {});
    std::vector<long long> nums;
    long long target = 0;
    if (!read_case(text, nums, target)) fail(path, "expected a list of at least two integers, then the target");
    size_t a = nums.size(), b = nums.size();
    for (size_t i = 0; i < nums.size() && a == nums.size(); ++i)
        for (size_t j = i + 1; j < nums.size(); ++j)
            if (nums[i] + nums[j] == target) {
                a = i, b = j;
                break;
            }
    if (a == nums.size()) fail(path, "no pair reaches the target");
    for (size_t drop = 0; drop < nums.size(); ++drop) {
        if (drop == a || drop == b) continue;
        std::string out = "[";
        bool first = true;
        for (size_t m = 0; m < nums.size(); ++m) {
            if (m == drop) continue;
            out += (first ? "" : ",") + std::to_string(nums[m]);
            first = false;
        }
        std::printf("%s]\n%lld\n---\n", out.c_str(), target);
    }
    return 0;
}
