// Output validator for 5 (Kattis interface): validate INPUT ANSWER FEEDBACK_DIR < output.
// Accepts (exit 42) a JSON string that is a substring of s, a palindrome, and as long as the
// answer file's; otherwise wrong answer (exit 43), the reason on judgemessage.txt's first line.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

namespace {

constexpr int kAccepted = 42, kWrongAnswer = 43;
std::string feedback_dir;

[[noreturn]] void verdict(int code, const std::string& message) {
    std::ofstream(feedback_dir + "/judgemessage.txt") << message << "\n";
    std::exit(code);
}

// The one JSON string of TEXT (digits and letters only, as the constraints allow), else nullopt-like false.
bool read_string(const std::string& text, std::string& value) {
    size_t end = text.find_last_not_of(" \t\n");
    if (end == std::string::npos || text[0] != '"' || end == 0 || text[end] != '"') return false;
    value = text.substr(1, end - 1);
    for (char c : value)
        if (!std::isalnum(static_cast<unsigned char>(c))) return false;
    return true;
}

std::string slurp(std::istream& in) { return std::string(std::istreambuf_iterator<char>(in), {}); }

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::cerr << "usage: validate INPUT ANSWER FEEDBACK_DIR < output\n";
        return 2;
    }
    feedback_dir = argv[3];
    std::ifstream input(argv[1]), answer(argv[2]);
    std::string s, expected, got;
    if (!read_string(slurp(input), s) || !read_string(slurp(answer), expected)) {
        std::cerr << "validate: the input or the answer file is not one string of digits and letters\n";
        return 2;  // the problem's own data is broken: a judge error, not the solution's
    }
    if (!read_string(slurp(std::cin), got)) verdict(kWrongAnswer, "expected one string of digits and letters");
    if (s.find(got) == std::string::npos) verdict(kWrongAnswer, "\"" + got + "\" is not a substring of s");
    if (!std::equal(got.begin(), got.end(), got.rbegin())) verdict(kWrongAnswer, "\"" + got + "\" is not a palindrome");
    if (got.size() != expected.size()) {
        verdict(kWrongAnswer, "\"" + got + "\" has length " + std::to_string(got.size()) + ", a longest palindrome has " +
                                  std::to_string(expected.size()));
    }
    verdict(kAccepted, "ok");
}
