#include "process/sandbox_client.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iterator>
#include <memory>
#include <mutex>
#include <vector>

#include "process/interrupt.h"
#include "process/landlock.h"
#include "process/sandbox_profile.h"
#include "process/setup_stage.h"

namespace lcjudge {
namespace {


// The greeting comes once the server has set up its namespaces: a few milliseconds.
constexpr int kGreetingTimeoutMs = 10000;

}  // namespace

// One server and the judge's end of its socket.
class ServerConnection {
 public:
  ServerConnection() = default;
  ServerConnection(const ServerConnection&) = delete;
  ServerConnection& operator=(const ServerConnection&) = delete;
  ~ServerConnection() { stop(); }

  bool running() const { return socket_ >= 0; }

  // Whether its end of the socket is still open: false once it has died (killed from outside,
  // say) while idle.
  bool answers() const {
    pollfd entry{socket_, POLLRDHUP, 0};
    return socket_ >= 0 && poll(&entry, 1, 0) == 0;
  }
  int socket() const { return socket_; }

  // Starts the server (of FEEDBACK runs: sandbox_protocol.h) and waits for its greeting. False
  // with WHY when it cannot run here.
  bool start(const std::string& path, bool feedback, std::string& why) {
    // Its arguments: which runs it serves, and the judge's sandbox profile (sandbox_protocol.h).
    std::vector<std::string> words = profile_arguments(sandbox_profile());
    if (feedback) words.insert(words.begin(), sandbox_protocol::kFeedbackServerArgument);
    std::vector<char*> argv = {const_cast<char*>(path.c_str())};
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) {
      why = fmt::format("cannot create the sandbox server's socket: {}", std::strerror(errno));
      return false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, ends[1], sandbox_protocol::kServerSocketFd);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setpgroup(&attributes, 0);  // a group of its own, which Ctrl-C kills mid-run (interrupt.h)
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
    char* envp[] = {nullptr};
    pid_t pid = -1;
    int spawned = posix_spawn(&pid, path.c_str(), &actions, &attributes, argv.data(), envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(ends[1]);
    if (spawned != 0) {
      close(ends[0]);
      why = fmt::format("cannot start the sandbox server '{}': {}", path, std::strerror(spawned));
      return false;
    }
    socket_ = ends[0];
    pid_ = pid;
    path_ = path;
    feedback_ = feedback;

    sandbox_protocol::Greeting greeting{};
    pollfd entry{socket_, POLLIN, 0};
    bool answered = poll(&entry, 1, kGreetingTimeoutMs) > 0 &&
                    recv(socket_, &greeting, sizeof greeting, 0) == static_cast<ssize_t>(sizeof greeting);
    if (!answered || greeting.ok != 1) {
      why = !answered ? fmt::format("the sandbox server '{}' did not start", path)
                      : fmt::format("the sandbox server cannot set up its namespaces ({}: {})",
                                    setup_stage_name(greeting.stage), std::strerror(greeting.error));
      stop();
      return false;
    }
    return true;
  }

  // Closing the socket ends the server: its serving process (PID 1 of its namespace) reads the
  // end and exits, then the process that waits for it. Killing them instead would leave the
  // serving process, whose parent died first, to the system's init to reap. Killed only if it
  // has not ended within a second (it is never mid-run: a connection runs one thing at a time).
  void stop() {
    close_socket();
    if (pid_ <= 0) return;
    if (wait_for_exit(kStopWaitMs)) {
      pid_ = -1;
    } else {
      kill_now();
    }
  }

  // Ends the server now, mid-run or not: its whole group is killed (its serving process is PID 1
  // of the runs' namespace, whose end kills them too) and reaped.
  void kill_now() {
    close_socket();
    if (pid_ <= 0) return;
    kill(-pid_, SIGKILL);
    while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
  }

  // The first half of stop(): the server starts ending, which several servers then do at once.
  void close_socket() {
    if (socket_ >= 0) close(socket_);
    socket_ = -1;
  }

  pid_t pid() const { return pid_; }
  const std::string& path() const { return path_; }
  bool feedback() const { return feedback_; }

 private:
  static constexpr int kStopWaitMs = 1000;

  // Reaps the server once it has exited, or gives up after TIMEOUT_MS. Woken by its exit (a
  // pidfd), not by polling: a judge's last step is this wait, and it is on every judge's clock.
  bool wait_for_exit(int timeout_ms) {
    int pidfd = static_cast<int>(syscall(SYS_pidfd_open, pid_, 0));
    if (pidfd >= 0) {
      pollfd entry{pidfd, POLLIN, 0};
      int ready;
      do {
        ready = poll(&entry, 1, timeout_ms);
      } while (ready < 0 && errno == EINTR);
      close(pidfd);
    }
    pid_t done;
    do {
      done = waitpid(pid_, nullptr, WNOHANG);
    } while (done < 0 && errno == EINTR);
    if (done == pid_ || (done < 0 && errno == ECHILD)) return true;
    if (pidfd >= 0) return false;
    for (int waited_ms = 0; waited_ms < timeout_ms; waited_ms += 5) {  // a kernel without pidfds
      usleep(5000);
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) return true;
    }
    return false;
  }

  int socket_ = -1;
  pid_t pid_ = -1;
  std::string path_;
  bool feedback_ = false;
};

namespace {

// The judge's servers, each serving one run at a time: a thread takes an idle one (or starts
// one) for a run and gives it back after. They live as long as the judge, whichever threads come
// and go, and end when it does (its end of their sockets closes, even if it is killed).
class ServerPool {
 public:
  ~ServerPool() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& server : idle_) server->close_socket();  // they all end at once
    idle_.clear();  // each is reaped
  }

  // An idle server of PATH (of FEEDBACK runs or not), or a new one; nullptr with ERROR when none can start.
  std::unique_ptr<ServerConnection> take(const std::string& path, bool feedback, std::string& error) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto it = idle_.begin(); it != idle_.end();) {
        if ((*it)->path() != path || (*it)->feedback() != feedback) {
          ++it;
          continue;
        }
        auto server = std::move(*it);
        it = idle_.erase(it);
        if (server->answers()) return server;
        server->kill_now();  // dead while idle: reaped, and another tried
      }
    }
    auto server = std::make_unique<ServerConnection>();
    if (!server->start(path, feedback, error)) return nullptr;
    return server;
  }

  void give_back(std::unique_ptr<ServerConnection> server) {
    if (!server->running()) return;
    std::lock_guard<std::mutex> lock(mutex_);
    idle_.push_back(std::move(server));
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<ServerConnection>> idle_;
};

ServerPool& pool() {
  static ServerPool servers;
  return servers;
}

// Whether a server could start, decided by the first attempt of the judge.
std::once_flag availability_checked;
std::atomic<bool> available{false};
std::string unavailable_reason;

bool send_request(int socket, const sandbox_protocol::Request& request, const std::string& arguments, const int* fds, int fd_count) {
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * sandbox_protocol::kMaxRequestFds)] = {};
  iovec parts[2] = {{const_cast<sandbox_protocol::Request*>(&request), sizeof request},
                    {const_cast<char*>(arguments.data()), arguments.size()}};
  msghdr message{};
  message.msg_iov = parts;
  message.msg_iovlen = arguments.empty() ? 1 : 2;
  if (fd_count > 0) {  // a session's end carries none
    message.msg_control = control;
    message.msg_controllen = CMSG_SPACE(sizeof(int) * static_cast<size_t>(fd_count));
    cmsghdr* header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int) * static_cast<size_t>(fd_count));
    std::memcpy(CMSG_DATA(header), fds, sizeof(int) * static_cast<size_t>(fd_count));
  }
  ssize_t sent;
  do {
    sent = sendmsg(socket, &message, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  return sent == static_cast<ssize_t>(sizeof request + arguments.size());
}

}  // namespace

std::string sandbox_server_path() {
  if (const char* chosen = std::getenv("LCJUDGE_SANDBOX_SERVER"); chosen && *chosen) return chosen;
  static const std::string beside_the_judge = [] {  // asked for every run
    std::error_code error;
    auto self = std::filesystem::read_symlink("/proc/self/exe", error);
    return ((error ? std::filesystem::path(".") : self.parent_path()) / "lcjudge-sandbox").string();
  }();
  return beside_the_judge;
}

bool sandbox_server_available() {
  std::call_once(availability_checked, [] {
    if (sandbox_server_path() == "none") {
      unavailable_reason = "LCJUDGE_SANDBOX_SERVER=none";
      return;
    }
    std::string why;
    auto server = pool().take(sandbox_server_path(), false, why);
    available = server != nullptr;
    unavailable_reason = why;
    if (server) pool().give_back(std::move(server));
  });
  return available;
}

SandboxSession::SandboxSession(bool feedback) : feedback_(feedback) {}

SandboxSession::~SandboxSession() {
  if (outstanding_ > 0) {
    abandon();
  } else {
    give_back();
  }
}

bool SandboxSession::send(const sandbox_protocol::Request& request, const std::string& arguments, const int* fds, int fd_count,
                          std::string& error) {
  if (!server_) {
    server_ = pool().take(sandbox_server_path(), feedback_, error);
    if (!server_) return false;
    // Registered while it runs something, so that Ctrl-C kills it (and so the run) and counts it.
    auto deferred = defer_interrupts();
    register_process_group(server_->pid(), deferred);
  }
  if (!send_request(server_->socket(), request, arguments, fds, fd_count)) {
    error = fmt::format("cannot reach the sandbox server: {}", std::strerror(errno));
    lose_server(error);
    return false;
  }
  ++outstanding_;
  return true;
}

bool SandboxSession::receive(sandbox_protocol::Reply& reply, std::string& error) {
  if (lost_ > 0) {  // sent to a server that has died since: before any sent to the next one
    --lost_;
    error = lost_error_;
    return false;
  }
  if (outstanding_ == 0) {
    error = "no run was sent to the sandbox server";
    return false;
  }
  --outstanding_;
  ssize_t got;
  do {
    got = recv(server_->socket(), &reply, sizeof reply, 0);
  } while (got < 0 && errno == EINTR);
  if (got != static_cast<ssize_t>(sizeof reply)) {
    error = "the sandbox server stopped during a run";
    lose_server(error);  // the next run starts a new one
    return false;
  }
  if (outstanding_ == 0 && !held_) give_back();
  return true;
}

void SandboxSession::hold_server(bool held) {
  held_ = held;
  if (!held_ && outstanding_ == 0) give_back();
}

bool SandboxSession::wait_for_reply(int cancel_fd) const {
  if (lost_ > 0 || outstanding_ == 0 || !server_) return true;
  pollfd entries[2] = {{server_->socket(), POLLIN, 0}, {cancel_fd, POLLIN, 0}};
  int ready;
  do {
    ready = poll(entries, 2, -1);
  } while (ready < 0 && errno == EINTR);
  // A reply, a hang-up or a poll error: receive() reads it or reports it.
  return ready < 0 || entries[0].revents != 0 || entries[1].revents == 0;
}

void SandboxSession::lose_server(const std::string& why) {
  lost_ += outstanding_;
  lost_error_ = why;
  outstanding_ = 0;
  stop_server();
}

void SandboxSession::abandon() {
  lost_ = outstanding_ = 0;
  stop_server();
}

void SandboxSession::stop_server() {
  if (!server_) return;
  unregister_process_group(server_->pid());
  server_->kill_now();
  server_.reset();
}

void SandboxSession::give_back() {
  if (!server_) return;
  unregister_process_group(server_->pid());
  pool().give_back(std::move(server_));
}

std::string isolation_in_force() {
  if (sandbox_server_available()) {
    return "namespaces (user, pid, mount, net, ipc, uts; a root of the system libraries and its own /proc) + seccomp filter";
  }
  int abi = landlock_abi();
  std::string fallback = fmt::format("no namespaces ({})", unavailable_reason);
  if (abi == 0) return fmt::format("seccomp filter only (no Landlock); {}", fallback);
  std::string what = abi >= 6 ? "files, TCP, signals" : abi >= 4 ? "files, TCP" : "files";
  return fmt::format("seccomp filter + Landlock ABI {} ({}); {}", abi, what, fallback);
}

}  // namespace lcjudge
