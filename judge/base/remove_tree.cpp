#include "base/remove_tree.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace lcjudge {

namespace remove_tree_steps {  // named: the unity batches share their anonymous namespace

// Removes every entry of the folder FD that is not a folder; the name of one that is, into FOLDER
// (empty: none left). False if the folder cannot be read or an entry removed.
bool clear_files(int fd, std::string& folder) {
  folder.clear();
  const int copy = dup(fd);
  DIR* entries = copy < 0 ? nullptr : fdopendir(copy);
  if (!entries) {
    if (copy >= 0) close(copy);
    return false;
  }
  std::vector<std::string> files;
  while (const dirent* entry = readdir(entries)) {
    if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0) continue;
    bool is_folder = entry->d_type == DT_DIR;
    if (entry->d_type == DT_UNKNOWN) {
      struct stat info {};
      is_folder = fstatat(fd, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(info.st_mode);
    }
    if (!is_folder) files.emplace_back(entry->d_name);
    else if (folder.empty()) folder = entry->d_name;
  }
  closedir(entries);
  for (const std::string& name : files) {
    if (unlinkat(fd, name.c_str(), 0) != 0 && errno != ENOENT) return false;
  }
  return true;
}

int open_folder(int at, const char* name) {
  return openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

}  // namespace remove_tree_steps

bool remove_tree(const std::string& path) {
  namespace steps = remove_tree_steps;
  struct stat info {};
  if (lstat(path.c_str(), &info) != 0) return errno == ENOENT;
  if (!S_ISDIR(info.st_mode)) return unlink(path.c_str()) == 0;
  chmod(path.c_str(), 0700);
  int fd = steps::open_folder(AT_FDCWD, path.c_str());
  if (fd < 0) return false;
  std::vector<std::string> below;  // the folders from PATH down to FD's
  std::string folder;
  bool ok = true;
  while (ok && (ok = steps::clear_files(fd, folder))) {
    if (!folder.empty()) {  // down into it
      fchmodat(fd, folder.c_str(), 0700, 0);
      const int down = steps::open_folder(fd, folder.c_str());
      if ((ok = down >= 0)) {
        close(fd);
        fd = down;
        below.push_back(folder);
      }
      continue;
    }
    if (below.empty()) break;  // PATH itself is empty
    const int up = steps::open_folder(fd, "..");
    if (!(ok = up >= 0)) break;
    close(fd);
    fd = up;
    ok = unlinkat(fd, below.back().c_str(), AT_REMOVEDIR) == 0;
    below.pop_back();
  }
  close(fd);
  return ok && rmdir(path.c_str()) == 0;
}

}  // namespace lcjudge
