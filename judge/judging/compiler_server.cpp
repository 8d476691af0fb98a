#include "judging/compiler_server.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>

#include "base/error.h"
#include "base/scratch_folder.h"
#include "process/compile_jail_start.h"
#include "process/compile_server_jail.h"

namespace fs = std::filesystem;

namespace lcjudge {

struct ServedCompile::Entry {
  std::mutex mutex;  // held by the one compile it serves
  std::unique_ptr<FolderAt> folder;  // the server's own, shown writable to its jail
  std::unique_ptr<CompileServerJail> server;
  int failures = 0;
  bool given_up = false;
  std::size_t compiles = 0;  // names each compile's folder
};

namespace {

// The jail of a server that serves compiles under LIMITS: the same limits over its whole life,
// but twice the CPU time, as it is retired once it has used one compile's (so that each compile
// has its whole limit left under the jail's own).
CompileJailLimits server_jail_limits(const CompileJailLimits& limits) {
  CompileJailLimits jail = limits;
  jail.cpu_seconds = 2 * limits.cpu_seconds;
  return jail;
}

// Stops ENTRY's server, if any, and removes its folder (after its jail is gone).
void end_server(ServedCompile::Entry& entry) {
  entry.server.reset();
  entry.folder.reset();
}

// Removes from FOLDER what the servers of judges no longer running left (a judge interrupted or
// killed ends its servers' jails, but not their folders): NAME.PID.N and NAME.PID.N.root.
void remove_abandoned_servers(const std::string& folder) {
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    const size_t first = name.find('.');
    const size_t second = first == std::string::npos ? std::string::npos : name.find('.', first + 1);
    if (second == std::string::npos) continue;
    // The judge's pid: digits alone, or the name is not a server's.
    const char* digits = name.data() + first + 1;
    const char* end = name.data() + second;
    pid_t pid = 0;
    const auto [stop, failure] = std::from_chars(digits, end, pid);
    if (failure != std::errc() || stop != end || pid <= 0) continue;
    if (pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH) fs::remove_all(entry.path(), error);
  }
}

// Starts SPEC's server for ENTRY, its folder in FOLDER; false, and ENTRY given up, if it does not
// start (it would not the next time either) or has no folder.
bool start_server(ServedCompile::Entry& entry, const std::string& folder, const CompilerServerSpec& spec,
                  const CompileJailLimits& limits) {
  try {
    fs::create_directories(folder);
    remove_abandoned_servers(folder);
    // Named by a count of the process's servers: builders of one process share a build folder.
    static std::atomic<int> servers_made{0};
    entry.folder = std::make_unique<FolderAt>(fmt::format("{}/{}.{}.{}", folder, spec.name, getpid(), ++servers_made));
  } catch (const std::exception&) {
    entry.given_up = true;
    return false;
  }
  CompileJailRequest request;
  request.argv = spec.argv;
  request.readable = spec.readable;
  request.environment = spec.environment;
  request.output_folder = entry.folder->path();
  request.limits = server_jail_limits(limits);
  entry.server = std::make_unique<CompileServerJail>(request, limits);
  if (!entry.server->ready()) {
    entry.given_up = true;
    end_server(entry);
    return false;
  }
  return true;
}

}  // namespace

ServedCompile::ServedCompile() = default;
ServedCompile::ServedCompile(ServedCompile&&) noexcept = default;

ServedCompile::~ServedCompile() { folder_.reset(); }  // before the hold on the server is let go

const std::string& ServedCompile::folder() const { return folder_->path(); }

std::optional<CompileJailRun> ServedCompile::run(const std::vector<std::string>& request) {
  if (!entry_ || !entry_->server || !entry_->server->ready()) return std::nullopt;
  ServedRun served = entry_->server->exchange(request, limits_);
  if (served.end == ServedEnd::kFailed) {
    ++entry_->failures;
    return std::nullopt;
  }
  CompileJailRun run;
  run.cpu_seconds = served.cpu_seconds;
  run.output = std::move(served.output);
  run.limit = served.limit;
  run.ok = served.end == ServedEnd::kReplied && served.status == 0;
  return run;
}

CompilerServers::CompilerServers(std::string folder) : folder_(std::move(folder)) {}

CompilerServers::~CompilerServers() {
  for (auto& [name, entry] : entries_) end_server(*entry);
}

void CompilerServers::expect_solutions(Language language, std::size_t solutions) {
  std::lock_guard<std::mutex> lock(mutex_);
  expected_[language] = solutions;
}

void CompilerServers::end_all() {
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto& [name, entry] : entries_) {
    std::lock_guard<std::mutex> hold(entry->mutex);
    end_server(*entry);
  }
}

ServedCompile CompilerServers::serve(const CompilerServerSpec& spec, const CompileJailLimits& limits) {
  ServedCompile::Entry* entry = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto expected = expected_.find(spec.language);
    if (expected != expected_.end() && expected->second < 2) return ServedCompile();
    // A server per command and limits: one started for another project's files is not this one.
    std::string key = spec.name + "\n" + jail_limits_text(limits);
    for (const auto& words : {spec.argv, spec.readable, spec.environment}) key += "\n" + fmt::format("{}", fmt::join(words, "\t"));
    auto& slot = entries_[key];
    if (!slot) slot = std::make_unique<ServedCompile::Entry>();
    entry = slot.get();
  }
  std::unique_lock<std::mutex> hold(entry->mutex);
  ServedCompile served;
  if (entry->given_up) return served;
  // A server that failed, or used one compile's CPU time in all, is replaced.
  if (entry->server && (!entry->server->ready() || entry->server->cpu_seconds() > limits.cpu_seconds)) end_server(*entry);
  if (!entry->server) {
    if (entry->failures >= kMostServerFailures) {
      entry->given_up = true;
      return served;
    }
    if (!start_server(*entry, folder_, spec, limits)) return served;
    ++starts_;
  }
  try {
    served.folder_ = std::make_unique<FolderAt>(fmt::format("{}/{}", entry->folder->path(), ++entry->compiles));
    if (!entry->server->give_folder(served.folder_->path()).empty()) throw JudgeFailure("the compile's folder cannot be the jail's");
  } catch (const std::exception&) {
    // Its folder gone (removed from outside): this compile alone, the next with a new server.
    served.folder_.reset();
    ++entry->failures;
    end_server(*entry);
    return served;
  }
  served.entry_ = entry;
  served.limits_ = limits;
  served.hold_ = std::move(hold);
  return served;
}

}  // namespace lcjudge
