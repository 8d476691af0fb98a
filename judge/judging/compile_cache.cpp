#include "judging/compile_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>
#include <sstream>
#include <utility>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/sha256.h"

namespace lcjudge {
namespace fs = std::filesystem;
namespace {

// Files up to this size are known by their SHA-256; larger ones (the driver's precompiled
// header, 25 MB, which would take 30 ms to hash for every compile) by size and time stamp, as
// make and ccache's compiler check know them.
constexpr off_t kHashedBytes = 4 << 20;

// A folder "KEY.tmp.PID.TID" this old was left by a judge killed while storing (which takes
// milliseconds).
constexpr auto kAbandonedAfter = std::chrono::minutes(10);

std::string size_and_time(const struct stat& info) {
  return fmt::format("size {} modified {}.{:09}", info.st_size, info.st_mtim.tv_sec, info.st_mtim.tv_nsec);
}

constexpr const char* kNotAFile = "not a regular file";

// What stands for a file's content in a key or an entry's list of inputs. Only regular files are
// read: a solution can make its compile read a device (#include "/dev/stdin"), which the judge,
// outside the jail, must not wait on.
std::string file_identity(const std::string& path) {
  struct stat info {};
  if (stat(path.c_str(), &info) != 0) return "missing";
  if (!S_ISREG(info.st_mode)) return kNotAFile;
  if (info.st_size > kHashedBytes) return size_and_time(info);
  try {
    std::optional<std::string> text = read_file_if_exists(path);
    return text ? "sha256 " + sha256_hex(*text) : "missing";
  } catch (const JudgeFailure&) {
    return "unreadable";
  }
}

// TARGET becomes a hard link to SOURCE (one file on disk when both are under build/), or a copy
// when they are on two file systems (a scratch project in /tmp sharing this repository's cache).
// Only for storing: the entry's time stamps are never changed through it (fetch copies).
bool link_or_copy(const std::string& source, const std::string& target) {
  std::error_code error;
  fs::create_hard_link(source, target, error);
  if (!error) return true;
  fs::copy_file(source, target, fs::copy_options::overwrite_existing, error);
  return !error;
}

std::string unique_suffix() { return fmt::format("{}.{}", getpid(), gettid()); }

}  // namespace

std::vector<std::string> depfile_prerequisites(const std::string& path) {
  std::string text = read_file_if_exists(path).value_or("");
  std::vector<std::string> result;
  auto colon = text.find(": ");
  if (colon == std::string::npos) return result;
  std::stringstream words(text.substr(colon + 2));
  std::string word;
  while (words >> word) {
    if (word != "\\") result.push_back(word);
  }
  return result;
}

CompileCache::CompileCache(std::string folder) : folder_(std::move(folder)) {}

std::string CompileCache::key(const std::vector<std::string>& command, const std::vector<std::string>& inputs) const {
  std::string text = "lcjudge compile cache 1\n";
  for (const std::string& word : command) text += "argument " + word + "\n";  // a word may hold spaces
  if (!command.empty()) {
    // The compiler by its real file (clang++-19 is a link), known by size and time stamp: a new
    // version from the package manager is a new file.
    std::error_code error;
    fs::path compiler = fs::canonical(command.front(), error);
    struct stat info {};
    text += "compiler " + compiler.string() + " " +
            (!error && stat(compiler.c_str(), &info) == 0 ? size_and_time(info) : "missing") + "\n";
  }
  for (const std::string& input : inputs) text += "input " + input + " " + file_identity(input) + "\n";
  return sha256_hex(text);
}

bool CompileCache::fetch(const std::string& key, const std::string& target) const {
  const std::string entry = folder_ + "/" + key;
  std::optional<std::string> inputs, depfile;
  try {
    inputs = read_file_if_exists(entry + "/inputs");
    depfile = read_file_if_exists(entry + "/depfile");
  } catch (const JudgeFailure&) {
    return false;
  }
  if (!inputs || !depfile) return false;
  std::stringstream lines(*inputs);
  std::string identity, path;
  while (std::getline(lines, identity, '\t') && std::getline(lines, path)) {
    if (file_identity(path) != identity) return false;
  }

  std::error_code error;
  fs::create_directories(fs::path(target).parent_path(), error);
  const std::string temporary = target + ".cache." + unique_suffix();
  // A copy, not a link: the entry's binary may be another project's binary too (store links it),
  // and time-stamping a shared file would make that one look newer than an edit made since.
  fs::copy_file(entry + "/binary", temporary, fs::copy_options::overwrite_existing, error);
  if (error) {
    fs::remove(temporary, error);
    return false;
  }
  // Newer than its inputs, as up_to_date requires; and the entry marked as just used.
  utimensat(AT_FDCWD, temporary.c_str(), nullptr, 0);
  utimensat(AT_FDCWD, (entry + "/inputs").c_str(), nullptr, 0);
  // The depfile first: a judge killed between the two leaves the old binary older than its
  // source, which is rebuilt, never a new binary with the old one's depfile.
  replace_file(target + ".d", *depfile);
  fs::rename(temporary, target, error);
  if (error) {
    fs::remove(temporary, error);
    return false;
  }
  return true;
}

void CompileCache::store(const std::string& key, const std::string& target) const {
  const std::string entry = folder_ + "/" + key;
  const std::string temporary = entry + ".tmp." + unique_suffix();
  std::error_code error;
  try {
    std::optional<std::string> depfile = read_file_if_exists(target + ".d");
    if (!depfile) return;
    std::string inputs;
    for (const std::string& path : depfile_prerequisites(target + ".d")) {
      std::string identity = file_identity(path);
      if (identity == kNotAFile || identity == "missing" || identity == "unreadable") return;  // not kept
      inputs += identity + "\t" + path + "\n";
    }
    fs::create_directories(temporary);
    replace_file(temporary + "/depfile", *depfile);
    replace_file(temporary + "/inputs", inputs);
    if (!link_or_copy(target, temporary + "/binary")) throw JudgeFailure("cannot keep " + target);
    fs::remove_all(entry, error);  // an entry whose inputs have changed since
    fs::rename(temporary, entry, error);
    if (error) fs::remove_all(temporary, error);
  } catch (const std::exception&) {
    fs::remove_all(temporary, error);
    return;
  }
  evict_least_recently_used();
}

void CompileCache::evict_least_recently_used() const {
  std::vector<std::pair<fs::file_time_type, fs::path>> entries;
  const auto now = fs::file_time_type::clock::now();
  std::error_code error;
  for (const auto& item : fs::directory_iterator(folder_, error)) {
    const fs::path path = item.path();
    if (path.filename().string().find(".tmp.") != std::string::npos) {
      auto written = fs::last_write_time(path, error);
      if (!error && now - written > kAbandonedAfter) fs::remove_all(path, error);
      continue;
    }
    auto used = fs::last_write_time(path / "inputs", error);
    entries.emplace_back(error ? fs::file_time_type::min() : used, path);
  }
  if (entries.size() <= kMaxEntries) return;
  std::sort(entries.begin(), entries.end());
  for (size_t i = 0; i < entries.size() - kMaxEntries * 3 / 4; ++i) fs::remove_all(entries[i].second, error);
}

}  // namespace lcjudge
