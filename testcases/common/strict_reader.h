// Strict, byte-exact reading of LeetCode test-case files, for the problems' input validators.
//
// A test-case file holds one JSON value per line, each line ending in "\n". The reader walks the
// bytes once, testlib-style: the validator says what must come next (the start of a line, a '[',
// an integer, a string, the end of a line, the end of the file) and the reader either consumes it
// or throws a ValidationError holding the 1-based line and column of the offending byte and a
// message saying what was expected and what was found. Nothing is skipped or normalised: no BOM,
// no CR, no tabs, no spaces.
//
// Whitespace: LeetCode prints test cases as compact JSON (`[[2,5],[3]]`, `["M.C...F"]`, `1`) with
// no space after a comma, although its custom-test-case box tolerates some. We accept only what
// LeetCode itself prints, so any space or tab anywhere on a line is an error, and say so.
//
// Only the JSON shapes the two problems need are read, and only in their canonical spelling:
// integers are optional '-' then digits, without leading zeros, '+', fraction or exponent
// (a '-' is read so that "-1" earns a range message rather than a syntax one; "-0" is rejected);
// strings are '"' ... '"' of characters from a given set, without escapes. Integers of any length
// are read without overflow: those too long for long long are kept as text and fail every range
// check. The reader is header-only; each validator is one translation unit.
#ifndef LCJUDGE_TESTCASES_COMMON_STRICT_READER_H
#define LCJUDGE_TESTCASES_COMMON_STRICT_READER_H

#include <cstdio>
#include <exception>
#include <string>
#include <utility>

namespace validate {

// 1-based line and column; the column counts bytes.
struct Pos {
    int line = 1;
    int column = 1;
};

// A broken rule: where, and a one-line description. The caller adds the file name.
class ValidationError : public std::exception {
public:
    ValidationError(Pos pos, std::string message) : pos_(pos), message_(std::move(message)) {}
    Pos pos() const { return pos_; }
    const std::string& message() const { return message_; }
    const char* what() const noexcept override { return message_.c_str(); }

private:
    Pos pos_;
    std::string message_;
};

[[noreturn]] inline void fail_at(Pos pos, const std::string& message) { throw ValidationError(pos, message); }

// An integer token as written. `huge` means it has too many digits for long long; `value` is
// meaningful only when !huge.
struct Integer {
    Pos pos;
    std::string text;
    bool huge = false;
    long long value = 0;

    bool within(long long lo, long long hi) const { return !huge && lo <= value && value <= hi; }
};

// A string token: where its opening quote is, and its characters (no escapes, so character k
// sits at column pos.column + 1 + k).
struct String {
    Pos pos;
    std::string value;

    Pos char_pos(size_t k) const { return Pos{pos.line, pos.column + 1 + static_cast<int>(k)}; }
};

// A long token shortened for messages: the first digits and the length.
inline std::string shorten(const std::string& text) {
    if (text.size() <= 32) return text;
    return text.substr(0, 24) + "... (" + std::to_string(text.size()) + " characters)";
}

// "NAME must be in LO..HI, found TEXT", at the integer.
inline void require_range(const Integer& v, long long lo, long long hi, const std::string& name) {
    if (!v.within(lo, hi)) {
        fail_at(v.pos, name + " must be in " + std::to_string(lo) + ".." + std::to_string(hi) + ", found " +
                           shorten(v.text));
    }
}

class StrictReader {
public:
    static constexpr int kEof = -1;

    explicit StrictReader(std::string bytes) : bytes_(std::move(bytes)) {}

    Pos pos() const { return pos_; }
    bool at_eof() const { return index_ >= bytes_.size(); }
    // The next byte as 0..255, or kEof.
    int peek() const { return at_eof() ? kEof : static_cast<unsigned char>(bytes_[index_]); }

    [[noreturn]] void fail(const std::string& message) const { fail_at(pos_, message); }

    // How a byte (or kEof) is named in messages.
    static std::string describe(int byte) {
        switch (byte) {
            case kEof: return "end of file";
            case '\n': return "end of line";
            case '\r': return "carriage return '\\r'";
            case '\t': return "tab";
            case ' ': return "space";
            case '\'': return "\"'\"";
            default: break;
        }
        if (byte >= 0x21 && byte <= 0x7e) return std::string("'") + static_cast<char>(byte) + "'";
        char hex[16];
        std::snprintf(hex, sizeof hex, "byte 0x%02x", static_cast<unsigned>(byte));
        return hex;
    }

    // Fails at the current byte: "expected EXPECTED, found ...", with a pointed note when the byte
    // is whitespace or a carriage return.
    [[noreturn]] void fail_expected(const std::string& expected) const {
        const int c = peek();
        if (c == ' ' || c == '\t') {
            fail("whitespace not allowed (test cases are compact JSON, as LeetCode prints them): expected " +
                 expected + ", found " + describe(c));
        }
        if (c == '\r') fail("carriage return not allowed: expected " + expected + ", found " + describe(c));
        fail("expected " + expected + ", found " + describe(c));
    }

    // The file as a whole must start well: not empty, no byte order mark.
    void start_file() {
        if (bytes_.empty()) fail("file is empty");
        if (bytes_.compare(0, 3, "\xEF\xBB\xBF") == 0) fail("byte order mark (UTF-8 BOM) not allowed at start of file");
    }

    // The current line must exist, be non-empty and not start with whitespace; WHAT names the
    // value it holds.
    void begin_line(const std::string& what) {
        const int c = peek();
        if (c == kEof) fail("missing line " + std::to_string(pos_.line) + ": expected " + what + ", found end of file");
        if (c == '\n') fail("empty line " + std::to_string(pos_.line) + ": expected " + what);
        if (c == ' ' || c == '\t') fail("leading whitespace not allowed: expected " + what + ", found " + describe(c));
    }

    // The line must end right here with "\n"; AFTER names what came before, for messages.
    void end_line(const std::string& after) {
        const int c = peek();
        if (c == '\n') {
            advance();
            return;
        }
        if (c == kEof) fail("missing final newline: expected end of line after " + after + ", found end of file");
        if (c == '\r') {
            const bool crlf = index_ + 1 < bytes_.size() && bytes_[index_ + 1] == '\n';
            fail(std::string(crlf ? "CRLF line ending not allowed" : "carriage return not allowed") +
                 ": expected end of line after " + after + ", found " + describe(c));
        }
        if (c == ' ' || c == '\t') fail("trailing whitespace not allowed after " + after + ", found " + describe(c));
        fail("expected end of line after " + after + ", found " + describe(c));
    }

    // Nothing may follow the last line.
    void end_file() {
        const int c = peek();
        if (c == kEof) return;
        if (c == '\n') fail("extra empty line after the last line (expected end of file)");
        fail("extra line after the last line (expected end of file), found " + describe(c));
    }

    // Consumes C if it is next.
    bool accept(char c) {
        if (peek() != static_cast<unsigned char>(c)) return false;
        advance();
        return true;
    }

    // C must come next; CONTEXT completes "expected 'C' ...".
    void expect(char c, const std::string& context) {
        if (!accept(c)) fail_expected(std::string("'") + c + "' " + context);
    }

    // One of the characters of CHOICES must come next; returns it.
    char expect_one_of(const std::string& choices, const std::string& context) {
        for (char c : choices) {
            if (accept(c)) return c;
        }
        std::string expected;
        for (size_t k = 0; k < choices.size(); ++k) {
            if (k > 0) expected += k + 1 == choices.size() ? " or " : ", ";
            expected += std::string("'") + choices[k] + "'";
        }
        fail_expected(expected + " " + context);
    }

    // An integer in canonical JSON spelling; WHAT names it ("catJump", "graph[3][1]").
    Integer read_integer(const std::string& what) {
        Integer v;
        v.pos = pos_;
        if (peek() == '+') fail("sign '+' not allowed: expected " + what + " (an integer)");
        const bool negative = accept('-');
        if (!is_digit(peek())) {
            fail_expected(what + " (an integer)");
        }
        const size_t begin = index_ - (negative ? 1 : 0);
        const size_t first_digit = index_;
        while (is_digit(peek())) advance();
        v.text = bytes_.substr(begin, index_ - begin);
        const size_t digits = index_ - first_digit;
        if (bytes_[first_digit] == '0' && digits > 1) {
            fail_at(v.pos, "leading zero not allowed in " + what + ", found " + shorten(v.text));
        }
        if (negative && digits == 1 && bytes_[first_digit] == '0') fail_at(v.pos, "'-0' not allowed in " + what);
        const int c = peek();
        if (c == '.' || c == 'e' || c == 'E') {
            fail(what + " must be an integer: fraction or exponent not allowed, found " + describe(c) + " after " +
                 shorten(v.text));
        }
        if (digits > 18) {
            v.huge = true;  // beyond long long; fails every range check
        } else {
            long long magnitude = 0;
            for (size_t k = first_digit; k < index_; ++k) magnitude = magnitude * 10 + (bytes_[k] - '0');
            v.value = negative ? -magnitude : magnitude;
        }
        return v;
    }

    // A string of characters from ALLOWED (no escapes); WHAT names it ("grid[2]").
    String read_string(const std::string& what, const std::string& allowed) {
        String s;
        s.pos = pos_;
        if (!accept('"')) fail_expected(what + " (a string)");
        for (;;) {
            const int c = peek();
            if (c == '"') {
                advance();
                return s;
            }
            if (c == kEof || c == '\n') fail("unterminated string " + what + ": found " + describe(c));
            if (c > 0x7f || allowed.find(static_cast<char>(c)) == std::string::npos) {
                std::string list;
                for (char a : allowed) list += (list.empty() ? "" : " ") + std::string(1, a);
                const bool printable = c >= 0x20 && c <= 0x7e;
                fail((printable ? "character " : "") + describe(c) + " not allowed in " + what + " (only " + list + ")");
            }
            s.value += static_cast<char>(c);
            advance();
        }
    }

    // A bare word of letters and digits (true, false); empty when none comes next.
    std::string read_word() {
        const size_t begin = index_;
        while (is_alnum(peek())) advance();
        return bytes_.substr(begin, index_ - begin);
    }

private:
    static bool is_digit(int c) { return c >= '0' && c <= '9'; }
    static bool is_alnum(int c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

    void advance() {
        if (bytes_[index_] == '\n') {
            ++pos_.line;
            pos_.column = 1;
        } else {
            ++pos_.column;
        }
        ++index_;
    }

    std::string bytes_;
    size_t index_ = 0;
    Pos pos_;
};

}  // namespace validate

#endif  // LCJUDGE_TESTCASES_COMMON_STRICT_READER_H
