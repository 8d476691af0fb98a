#include "process/namespace_setup.h"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace lcjudge {
namespace {

bool write_whole(const std::string& path, const std::string& text) {
  int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  bool ok = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  int saved = errno;
  close(fd);
  errno = saved;
  return ok;
}

}  // namespace

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

const char* bind_at(const char* source, const char* target, bool writable, unsigned long flags) {
  unsigned long bind = MS_BIND | (writable ? 0 : MS_REC);
  if (mount(source, target, nullptr, bind, nullptr) != 0) return "bind mount";
  unsigned long remount = MS_REMOUNT | MS_BIND | flags | (writable ? 0 : MS_RDONLY);
  if (mount(nullptr, target, nullptr, remount, nullptr) != 0) return "read-only remount";
  return nullptr;
}

const char* pivot_into(const char* folder) {
  if (chdir(folder) != 0) return "chdir to the jail";
  if (syscall(SYS_pivot_root, ".", ".") != 0) return "pivot_root";
  if (umount2(".", MNT_DETACH) != 0) return "detaching the old root";
  return nullptr;
}

}  // namespace lcjudge
