// The command line shared by the problems' validators:
//
//   validate FILE.in            check a test input
//   validate --answer FILE.ans  check an expected-answer file
//
// FILE may be '-' for stdin. Exit 0 and print nothing when the file is valid; exit 1 with one line
// `FILE:LINE:COLUMN: RULE` on stderr when it breaks a rule; exit 2 on a usage error or when the
// file cannot be read (`validate: error: cannot open 'x.in': No such file or directory`).
#ifndef LCJUDGE_TESTCASES_COMMON_VALIDATOR_MAIN_H
#define LCJUDGE_TESTCASES_COMMON_VALIDATOR_MAIN_H

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "strict_reader.h"

namespace validate {

// A problem's two checks; each reads the whole file through the reader, end of file included,
// and throws ValidationError on the first broken rule.
struct Problem {
    const char* title;           // "913 Cat and Mouse", for --help
    void (*input)(StrictReader&);
    void (*answer)(StrictReader&);
};

namespace detail {

inline void print_usage(std::FILE* out, const Problem& problem) {
    std::fprintf(out,
                 "usage: validate FILE.in | validate --answer FILE.ans   (FILE '-' reads stdin)\n"
                 "Checks a test case of %s byte for byte: exit 0 if valid; else prints\n"
                 "FILE:LINE:COLUMN: RULE on stderr and exits 1. Exit 2 on usage or read errors.\n",
                 problem.title);
}

[[noreturn]] inline void usage_error(const std::string& why) {
    std::fprintf(stderr, "validate: error: %s\nTry 'validate --help'.\n", why.c_str());
    std::exit(2);
}

// The whole file, or exit 2 naming the file and the reason.
inline std::string read_all(const std::string& path) {
    std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (f == nullptr) {
        std::fprintf(stderr, "validate: error: cannot open '%s': %s\n", path.c_str(), std::strerror(errno));
        std::exit(2);
    }
    std::string bytes;
    char buffer[1 << 16];
    size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, f)) > 0) bytes.append(buffer, got);
    if (std::ferror(f)) {
        const int err = errno;
        std::fprintf(stderr, "validate: error: cannot read '%s': %s\n", path.c_str(), std::strerror(err));
        std::exit(2);
    }
    if (f != stdin) std::fclose(f);
    return bytes;
}

}  // namespace detail

inline int run(int argc, char** argv, const Problem& problem) {
    bool answer = false;
    std::string path;
    bool have_path = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "-h" || arg == "--help") {
            detail::print_usage(stdout, problem);
            return 0;
        }
        if (arg == "--answer") {
            answer = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            detail::usage_error("unknown option '" + arg + "'");
        } else if (have_path) {
            detail::usage_error("more than one file given");
        } else {
            path = arg;
            have_path = true;
        }
    }
    if (!have_path) detail::usage_error("no file given");

    const std::string name = path == "-" ? "<stdin>" : path;
    StrictReader reader(detail::read_all(path));
    try {
        (answer ? problem.answer : problem.input)(reader);
    } catch (const ValidationError& e) {
        std::fprintf(stderr, "%s:%d:%d: %s\n", name.c_str(), e.pos().line, e.pos().column, e.message().c_str());
        return 1;
    }
    return 0;
}

}  // namespace validate

#endif  // LCJUDGE_TESTCASES_COMMON_VALIDATOR_MAIN_H
