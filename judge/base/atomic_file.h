// Writing committed files so that a reader never sees half a file and an existing file is never
// lost: the text goes to a temporary file in the same folder, which is then renamed over the old
// file (replace) or hard-linked to the new name, which fails if the name is taken (create).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lcjudge {

// The whole file; JudgeFailure naming the path if it cannot be read.
std::string read_file(const std::string& path);

// The whole file, or nothing if it does not exist; JudgeFailure for any other error.
std::optional<std::string> read_file_if_exists(const std::string& path);

// A file the project's data names (problem.yaml, submissions.yaml, cases.txt...): the whole of it,
// or nothing if it does not exist. JudgeFailure naming it when it is not a regular file (a FIFO
// would block the judge, /dev/zero fill its memory) or holds more than MAX_BYTES.
std::optional<std::string> read_data_file_if_exists(const std::string& path, std::uint64_t max_bytes);
// What such a file may hold: a problem.yaml is a few hundred bytes, a cases.txt a few thousand lines.
constexpr std::uint64_t kMaxDataFileBytes = 4u << 20;

// Replaces (or creates) PATH with TEXT atomically, keeping an existing file's permissions.
void replace_file(const std::string& path, const std::string& text);

// Creates every (path, text) as a new file, each atomically, never touching a file that exists:
// false, with nothing created, if any of the paths is taken (checked at the moment of creation,
// so a concurrent writer cannot slip in between). JudgeFailure on any other error.
bool create_new_files(const std::vector<std::pair<std::string, std::string>>& files);

}  // namespace lcjudge
