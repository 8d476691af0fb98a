#include "judging/compile_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
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

// A folder "KEY.tmp.PID.TID" this old was left by a judge killed while storing (which takes
// milliseconds).
constexpr auto kAbandonedAfter = std::chrono::minutes(10);

// Larger inputs are not read to be keyed: a compile reading one is never kept (no solution, entry
// or precompiled prelude comes near; the prelude is 25 MB).
constexpr off_t kMaxKeyedBytes = 256 << 20;

std::string size_and_time(const struct stat& info) {
  return fmt::format("size {} modified {}.{:09}", info.st_size, info.st_mtim.tv_sec, info.st_mtim.tv_nsec);
}

constexpr const char* kNotAFile = "not a regular file";
constexpr const char* kUnkeyable = "too large to key";

// Contents already hashed by this process, by path, while the file is the same one unchanged:
// same device, inode, size, modification and change times (a write moves the change time,
// which no one but the clock can set back). The 25 MB prelude is read once a run, not once a compile.
struct HashedFile {
  dev_t device;
  ino_t inode;
  off_t size;
  struct timespec modified, changed;
  std::string identity;
};
bool same_file(const HashedFile& known, const struct stat& info) {
  return known.device == info.st_dev && known.inode == info.st_ino && known.size == info.st_size &&
         known.modified.tv_sec == info.st_mtim.tv_sec && known.modified.tv_nsec == info.st_mtim.tv_nsec &&
         known.changed.tv_sec == info.st_ctim.tv_sec && known.changed.tv_nsec == info.st_ctim.tv_nsec;
}
std::mutex hashed_mutex;
std::map<std::string, HashedFile> hashed_files;

// What stands for a file's content in a key or an entry's list of inputs: its SHA-256, whatever
// its size. Only regular files are read: a solution can make its compile read a device
// (#include "/dev/stdin"), which the judge, outside the jail, must not wait on.
std::string file_identity(const std::string& path) {
  struct stat before {};
  if (stat(path.c_str(), &before) != 0) return "missing";
  if (!S_ISREG(before.st_mode)) return kNotAFile;
  if (before.st_size > kMaxKeyedBytes) return kUnkeyable;
  {
    std::lock_guard<std::mutex> lock(hashed_mutex);
    auto known = hashed_files.find(path);
    if (known != hashed_files.end() && same_file(known->second, before)) return known->second.identity;
  }
  std::optional<std::string> text;
  try {
    text = read_file_if_exists(path);
  } catch (const JudgeFailure&) {
    return "unreadable";
  }
  if (!text) return "missing";
  std::string identity = "sha256 " + sha256_hex(*text);
  struct stat after {};
  // Remembered only if nothing changed while it was read.
  if (stat(path.c_str(), &after) == 0 && static_cast<off_t>(text->size()) == after.st_size) {
    HashedFile file{before.st_dev, before.st_ino, before.st_size, before.st_mtim, before.st_ctim, identity};
    if (same_file(file, after)) {
      std::lock_guard<std::mutex> lock(hashed_mutex);
      hashed_files[path] = file;
    }
  }
  return identity;
}

bool is_content(const std::string& identity) { return identity.rfind("sha256 ", 0) == 0; }

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

bool judge_owned(const std::string& path) {
  struct stat info {};
  return lstat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && info.st_uid == geteuid();
}

bool changed_after(const std::string& input, const std::string& target) {
  struct stat made {}, read {};
  if (stat(target.c_str(), &made) != 0 || stat(input.c_str(), &read) != 0) return true;
  auto later = [](const struct timespec& a, const struct timespec& b) {
    return a.tv_sec != b.tv_sec ? a.tv_sec > b.tv_sec : a.tv_nsec > b.tv_nsec;
  };
  return later(read.st_mtim, made.st_mtim) || later(read.st_ctim, made.st_mtim);
}

std::vector<std::string> depfile_prerequisites(const std::string& path) {
  std::string text = read_file_if_exists(path).value_or("");
  std::vector<std::string> result;
  auto colon = text.find(": ");
  if (colon == std::string::npos) return result;
  // Make's quoting, as clang and g++ write it: "\ " is a space within a path (a project in
  // "/tmp/my project" was never up to date, and never cached), "\#" a '#', "$$" a '$', and a
  // backslash before a newline continues the list.
  std::string word;
  auto finish = [&] {
    if (!word.empty()) result.push_back(word);
    word.clear();
  };
  for (size_t i = colon + 2; i < text.size(); ++i) {
    char c = text[i], next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (c == '\\' && (next == ' ' || next == '#')) {
      word += next;
      ++i;
    } else if (c == '$' && next == '$') {
      word += '$';
      ++i;
    } else if (c == '\\' && (next == '\n' || next == '\r')) {
      finish();
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      finish();
    } else {
      word += c;
    }
  }
  finish();
  return result;
}

CompileCache::CompileCache(std::string folder, CacheBudget budget) : folder_(std::move(folder)), budget_(budget) {}

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
  for (const std::string& input : inputs) {
    std::string identity = file_identity(input);
    if (!is_content(identity) && identity != "missing") return "";  // a compile not to keep
    text += "input " + input + " " + identity + "\n";
  }
  return sha256_hex(text);
}

bool CompileCache::fetch(const std::string& key, const std::string& target) const {
  if (key.empty()) return false;
  const std::string entry = folder_ + "/" + key;
  for (const char* file : {"/inputs", "/depfile", "/binary"}) {
    if (!judge_owned(entry + file)) return false;
  }
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
  if (key.empty()) return;
  struct stat binary {};
  if (stat(target.c_str(), &binary) != 0 || binary.st_size > static_cast<off_t>(budget_.entry_bytes)) return;  // not kept
  install(key, [&](const std::string& folder) {
    std::optional<std::string> depfile = read_file_if_exists(target + ".d");
    if (!depfile) return false;
    std::string inputs;
    for (const std::string& path : depfile_prerequisites(target + ".d")) {
      std::string identity = file_identity(path);
      if (!is_content(identity)) return false;  // not kept
      inputs += identity + "\t" + path + "\n";
    }
    replace_file(folder + "/depfile", *depfile);
    replace_file(folder + "/inputs", inputs);
    if (!link_or_copy(target, folder + "/binary")) throw JudgeFailure("cannot keep " + target);
    return true;
  });
}

std::optional<std::string> CompileCache::remembered_stop(const std::string& key) const {
  if (key.empty()) return std::nullopt;
  const std::string entry = folder_ + "/" + key;
  if (!judge_owned(entry + "/stopped") || !judge_owned(entry + "/inputs")) return std::nullopt;
  std::optional<std::string> message;
  try {
    message = read_file_if_exists(entry + "/stopped");
  } catch (const JudgeFailure&) {
    return std::nullopt;
  }
  if (message) utimensat(AT_FDCWD, (entry + "/inputs").c_str(), nullptr, 0);  // just used
  return message;
}

void CompileCache::remember_stop(const std::string& key, const std::string& message) const {
  if (key.empty()) return;
  install(key, [&](const std::string& folder) {
    replace_file(folder + "/stopped", message);
    replace_file(folder + "/inputs", "");  // its time stamp: when it was last used
    return true;
  });
}

void CompileCache::install(const std::string& key, const std::function<bool(const std::string& folder)>& fill) const {
  const std::string entry = folder_ + "/" + key;
  const std::string temporary = entry + ".tmp." + unique_suffix();
  std::error_code error;
  try {
    fs::create_directories(temporary);
    if (!fill(temporary)) {
      fs::remove_all(temporary, error);
      return;
    }
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
  struct Entry {
    fs::file_time_type used;
    fs::path path;
    std::uint64_t bytes;
    bool operator<(const Entry& other) const { return used < other.used; }
  };
  std::vector<Entry> entries;
  std::uint64_t total = 0;
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
    struct stat binary {};
    // Counted whole even while it is also a binary under build/solutions/ (a hard link): that
    // binary is replaced by the next compile of its solution, and then the entry alone holds it.
    std::uint64_t bytes = stat((path / "binary").c_str(), &binary) == 0 ? static_cast<std::uint64_t>(binary.st_size) : 0;
    entries.push_back({error ? fs::file_time_type::min() : used, path, bytes});
    total += bytes;
  }
  std::sort(entries.begin(), entries.end());
  // Past the count, down to three quarters of it (so that not every store evicts); past the
  // bytes, down to the budget. The oldest first.
  size_t keep = entries.size() > budget_.entries ? budget_.entries * 3 / 4 : entries.size();
  for (size_t i = 0; i < entries.size() && (entries.size() - i > keep || total > budget_.total_bytes); ++i) {
    fs::remove_all(entries[i].path, error);
    total -= entries[i].bytes;
  }
}

}  // namespace lcjudge
