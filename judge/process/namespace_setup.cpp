#include "process/namespace_setup.h"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <set>

namespace lcjudge {
namespace {

namespace fs = std::filesystem;

bool write_whole(const std::string& path, const std::string& text) {
  int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  bool ok = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  int saved = errno;
  close(fd);
  errno = saved;
  return ok;
}

// The flags a read-only bind remount must repeat: in a user namespace, the ones the source mount
// has are locked and a remount that drops one fails.
unsigned long locked_flags(const std::string& path) {
  struct statvfs info {};
  unsigned long flags = MS_NOSUID | MS_NODEV;
  if (statvfs(path.c_str(), &info) != 0) return flags;
  if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;
}

class Planner {
 public:
  explicit Planner(RootPlan& plan) : plan_(plan) {}

  void add_parents(const fs::path& target) {
    fs::path partial;
    for (const auto& part : target.parent_path()) {
      partial /= part;
      std::string folder = plan_.staging + partial.string();
      if (made_.insert(folder).second) plan_.folders.push_back(folder);
    }
  }

  // PATH as a system path (COPY_LINK) or a named one, shown read-only unless WRITABLE.
  void show(const std::string& path, bool writable, bool copy_link) {
    fs::path absolute = fs::absolute(path).lexically_normal();
    std::error_code error;
    if (copy_link && through_parent_link(absolute)) return;
    auto status = fs::symlink_status(absolute, error);
    bool present = !error && (copy_link ? fs::exists(status) : fs::exists(absolute, error));
    if (!present) return;  // what does not exist is simply not shown
    RootStep step;
    step.source = absolute.string();
    step.target = plan_.staging + absolute.string();
    step.writable = writable;
    if (copy_link && fs::is_symlink(status)) {
      step.link = fs::read_symlink(absolute, error).string();
    } else {
      step.folder = fs::is_directory(absolute, error);
      step.remount_flags = locked_flags(step.source);
    }
    add_parents(absolute);
    made_.insert(step.target);
    plan_.steps.push_back(step);
  }

 private:
  // Whether a parent of the system path PATH is a symbolic link (merged /usr: /lib -> usr/lib),
  // which is copied: the path is then shown as what the link leads to is (a view lists the real
  // folders first), not bound a second time.
  bool through_parent_link(const fs::path& path) {
    std::error_code error;
    bool linked = false;
    fs::path partial;
    for (const auto& part : path.parent_path()) {
      partial /= part;
      if (!fs::is_symlink(fs::symlink_status(partial, error))) continue;
      linked = true;
      std::string target = plan_.staging + partial.string();
      if (!made_.insert(target).second) continue;
      RootStep step;
      step.target = target;
      step.link = fs::read_symlink(partial, error).string();
      plan_.steps.push_back(step);
    }
    return linked;
  }

  RootPlan& plan_;
  std::set<std::string> made_;
};

}  // namespace

RootPlan plan_root(const FilesystemView& view, const std::string& staging) {
  RootPlan plan;
  plan.staging = staging;
  plan.view = &view;
  plan.tmp_target = staging + "/tmp";
  Planner planner(plan);
  for (const std::string& path : view.system_paths) planner.show(path, false, true);
  for (const std::string& path : view.readable) planner.show(path, false, false);
  if (!view.writable.empty()) planner.show(view.writable, true, false);
  // Only folders to stand in: nothing of them is shown.
  for (const std::string& folder : view.folders) planner.add_parents(fs::path(folder) / ".");
  return plan;
}

const char* build_root(const RootPlan& plan) {
  const FilesystemView& view = *plan.view;
  if (mount(view.root_name.c_str(), plan.staging.c_str(), "tmpfs", MS_NOSUID | MS_NODEV | view.root_flags,
            view.root_options.c_str()) != 0) {
    return kMountingTheRoot;
  }
  if (!view.tmp_options.empty()) {
    if (mkdir(plan.tmp_target.c_str(), view.folder_mode) != 0) return "mkdir /tmp";
    if (mount("lcjudge-tmp", plan.tmp_target.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, view.tmp_options.c_str()) != 0) {
      return "mounting /tmp";
    }
  }
  for (const auto& folder : plan.folders) {
    if (mkdir(folder.c_str(), view.folder_mode) != 0 && errno != EEXIST) return "mkdir";
  }
  for (const auto& step : plan.steps) {
    if (!step.link.empty()) {
      if (symlink(step.link.c_str(), step.target.c_str()) != 0) return "symlink";
      continue;
    }
    if (step.folder) {
      if (mkdir(step.target.c_str(), view.folder_mode) != 0 && errno != EEXIST) return "mkdir";
    } else {
      int file = open(step.target.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
      if (file < 0) return "creating a mount point";
      close(file);
    }
    // Not recursive for what is writable: the staging folder may sit inside it.
    unsigned long bind = MS_BIND | (step.writable ? 0 : MS_REC);
    if (mount(step.source.c_str(), step.target.c_str(), nullptr, bind, nullptr) != 0) return "bind mount";
    unsigned long remount = MS_REMOUNT | MS_BIND | step.remount_flags | (step.writable ? 0 : MS_RDONLY);
    if (mount(nullptr, step.target.c_str(), nullptr, remount, nullptr) != 0) return "read-only remount";
  }
  return nullptr;
}

bool drop_to_uid(uid_t uid) {
  return syscall(SYS_setgroups, 0, nullptr) == 0 && syscall(SYS_setresgid, uid, uid, uid) == 0 &&
         syscall(SYS_setresuid, uid, uid, uid) == 0;
}

bool map_root_to(const std::string& proc_folder, uid_t uid, gid_t gid, bool& uid_map_failed) {
  uid_map_failed = !write_whole(proc_folder + "uid_map", "0 " + std::to_string(uid) + " 1\n");
  if (uid_map_failed) return false;
  return write_whole(proc_folder + "setgroups", "deny") &&
         write_whole(proc_folder + "gid_map", "0 " + std::to_string(gid) + " 1\n");
}

bool make_mounts_private() { return mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0; }

const char* pivot_into(const char* folder) {
  if (chdir(folder) != 0) return "chdir to the jail";
  if (syscall(SYS_pivot_root, ".", ".") != 0) return "pivot_root";
  if (umount2(".", MNT_DETACH) != 0) return "detaching the old root";
  return nullptr;
}

}  // namespace lcjudge
