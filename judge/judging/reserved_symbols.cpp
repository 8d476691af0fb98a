#include "judging/reserved_symbols.h"

#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

constexpr const char* kReservedPrefixes[] = {"__asan_", "__ubsan_", "__sanitizer_", "__lsan_",
                                             "__msan_", "__tsan_",  "__hwasan_",    "__dfsan_",
                                             "lcjudge_"};
// The driver's own: a solution counts its work in it (driver.h), and may not define it again.
constexpr std::string_view kDriverSymbols[] = {"lcjudge_work"};

const std::string kNoSymbolTable = "(no symbol table)";

class ElfFile {
 public:
  explicit ElfFile(const std::string& path) : path_(path), fd_(open(path.c_str(), O_RDONLY | O_CLOEXEC)) {
    struct stat info {};
    if (fd_ < 0 || fstat(fd_, &info) != 0) throw JudgeFailure(errno_message("cannot read", path));
    size_ = static_cast<std::uint64_t>(info.st_size);
  }
  ElfFile(const ElfFile&) = delete;
  ElfFile& operator=(const ElfFile&) = delete;
  ~ElfFile() { close(fd_); }

  // The bytes at [OFFSET, OFFSET + SIZE), or false if the file does not hold them.
  bool read(std::uint64_t offset, std::uint64_t size, void* into) const {
    if (offset > size_ || size > size_ - offset) return false;
    auto* at = static_cast<char*>(into);
    while (size > 0) {
      ssize_t got = pread(fd_, at, size, static_cast<off_t>(offset));
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) throw JudgeFailure(errno_message("cannot read", path_));
      if (got == 0) return false;
      at += got;
      offset += static_cast<std::uint64_t>(got);
      size -= static_cast<std::uint64_t>(got);
    }
    return true;
  }

  bool read(std::uint64_t offset, std::uint64_t size, std::vector<char>& into) const {
    if (offset > size_ || size > size_ - offset) return false;
    into.resize(size);
    return read(offset, size, into.data());
  }

 private:
  std::string path_;
  int fd_;
  std::uint64_t size_ = 0;
};

}  // namespace

bool is_reserved_symbol(const std::string& name) {
  for (std::string_view own : kDriverSymbols) {
    if (name == own) return false;
  }
  for (const char* prefix : kReservedPrefixes) {
    if (name.compare(0, std::strlen(prefix), prefix) == 0) return true;
  }
  return false;
}

std::optional<std::string> reserved_symbol_in(const std::string& path) {
  ElfFile file(path);
  Elf64_Ehdr header{};
  if (!file.read(0, sizeof header, &header) || std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 ||
      header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_shentsize != sizeof(Elf64_Shdr)) {
    return kNoSymbolTable;
  }
  std::vector<Elf64_Shdr> sections(header.e_shnum);
  if (sections.empty() || !file.read(header.e_shoff, sections.size() * sizeof(Elf64_Shdr), sections.data())) {
    return kNoSymbolTable;
  }
  bool found_table = false;
  for (const Elf64_Shdr& table : sections) {
    if (table.sh_type != SHT_SYMTAB && table.sh_type != SHT_DYNSYM) continue;
    if (table.sh_link >= sections.size() || table.sh_entsize != sizeof(Elf64_Sym)) return kNoSymbolTable;
    const Elf64_Shdr& names_section = sections[table.sh_link];
    std::vector<char> symbols, names;
    if (!file.read(table.sh_offset, table.sh_size, symbols) ||
        !file.read(names_section.sh_offset, names_section.sh_size, names)) {
      return kNoSymbolTable;
    }
    found_table = found_table || table.sh_type == SHT_SYMTAB;
    for (size_t at = 0; at + sizeof(Elf64_Sym) <= symbols.size(); at += sizeof(Elf64_Sym)) {
      Elf64_Sym symbol{};
      std::memcpy(&symbol, symbols.data() + at, sizeof symbol);
      int type = ELF64_ST_TYPE(symbol.st_info);
      if (type == STT_FILE || type == STT_SECTION || symbol.st_name >= names.size()) continue;
      const char* start = names.data() + symbol.st_name;
      const void* end = std::memchr(start, '\0', names.size() - symbol.st_name);
      std::string name(start, end ? static_cast<const char*>(end) : names.data() + names.size());
      if (is_reserved_symbol(name)) return name;
    }
  }
  if (!found_table) return kNoSymbolTable;
  return std::nullopt;
}

void refuse_reserved_symbols(BuildOutcome& outcome, const std::string& binary) {
  std::optional<std::string> reserved = reserved_symbol_in(binary);
  if (!reserved) return;
  outcome.ok = false;
  outcome.message = "the solution defines or uses '" + escaped_first_line(*reserved, 120) +
                    "', a name reserved for the sanitizers and the judge's driver";
  outcome.log = outcome.message + "\n";
}

}  // namespace lcjudge
