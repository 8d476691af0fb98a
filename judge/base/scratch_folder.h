// Scratch folders: a fresh empty folder for a run or a case under check, removed with everything
// in it when its owner is done, on success or on an exception alike.
#pragma once

#include <filesystem>
#include <string>

namespace lcjudge {

// Where scratch folders go: $TMPDIR when set, else /dev/shm (in memory), else /tmp.
std::filesystem::path scratch_base();

// Told a scratch folder's path once it exists and again once it is gone. Base cannot see the
// interrupt handling: process/interrupt.h's removed_on_interrupt() is the pair that lets Ctrl-C
// remove the folder too.
struct ScratchFolderWatch {
  void (*made)(const std::string& path) = nullptr;
  void (*gone)(const std::string& path) = nullptr;
};

class ScratchFolder {
 public:
  // Makes scratch_base()/PREFIX-XXXXXX; JudgeFailure "cannot create 'PATTERN': reason" if it cannot.
  explicit ScratchFolder(const std::string& prefix, ScratchFolderWatch watch = {});
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::string& path() const { return path_; }

  // Writes TEXT to the file NAME in the folder; its full path. JudgeFailure if it cannot.
  std::string write(const std::string& name, const std::string& text) const;

 private:
  std::string path_;
  ScratchFolderWatch watch_;
};

// A fresh empty folder at PATH (whatever an earlier owner left there removed first), removed with
// everything in it when its owner is done: a compile's jail folder beside the binary it makes.
class FolderAt {
 public:
  explicit FolderAt(std::string path);
  ~FolderAt();
  FolderAt(const FolderAt&) = delete;
  FolderAt& operator=(const FolderAt&) = delete;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace lcjudge
