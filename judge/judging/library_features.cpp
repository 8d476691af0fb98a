#include "judging/library_features.h"

#include <fmt/format.h>

#include <cctype>
#include <sstream>
#include <string_view>

namespace lcjudge {
namespace {

struct KnownFeature {
  std::string_view scope;  // the namespace clang names: "std", "std::ranges", "std::ranges::views"
  std::string_view name;
  bool in_libcxx;
};

// GCC 14's libstdc++ has each; libstdc++ 12 has none. Whether the build against libc++ has it was
// measured (a program a feature, compiled, linked statically and run), not taken from a status
// page: libc++ 19's own, or the judge's (judge/driver/libcxx/lcjudge_cxx23_ranges.h).
constexpr KnownFeature kFeatures[] = {
    {"std::ranges", "find_last", true},
    {"std::ranges", "find_last_if", true},
    {"std::ranges", "find_last_if_not", true},
    {"std::ranges", "contains", true},
    {"std::ranges", "contains_subrange", true},
    {"std::ranges", "starts_with", true},
    {"std::ranges", "ends_with", true},
    {"std::ranges", "fold_left", true},
    {"std::ranges", "fold_left_with_iter", true},
    {"std::ranges", "to", true},
    {"std::ranges::views", "zip", true},
    {"std::ranges::views", "chunk_by", true},
    {"std::ranges::views", "repeat", true},
    {"std::ranges::views", "as_rvalue", true},
    {"std", "format", true},
    {"std", "format_to", true},
    {"std", "format_to_n", true},
    {"std", "formatted_size", true},
    {"std", "vformat", true},
    {"std", "print", true},
    {"std", "println", true},
    {"std", "bind_back", true},
    {"std", "out_ptr", true},
    {"std", "inout_ptr", true},
    {"std::ranges", "fold_left_first", true},
    {"std::ranges", "fold_left_first_with_iter", false},
    {"std::ranges", "fold_right", true},
    {"std::ranges", "fold_right_last", true},
    {"std::ranges", "iota", true},
    {"std::ranges::views", "enumerate", true},
    {"std::ranges::views", "pairwise", true},
    {"std::ranges::views", "pairwise_transform", true},
    {"std::ranges::views", "adjacent", true},
    {"std::ranges::views", "adjacent_transform", true},
    {"std::ranges::views", "zip_transform", true},
    {"std::ranges::views", "chunk", false},
    {"std::ranges::views", "slide", false},
    {"std::ranges::views", "stride", false},
    {"std::ranges::views", "join_with", false},
    {"std::ranges::views", "cartesian_product", false},
    {"std::ranges::views", "as_const", false},
    {"std", "generator", false},
};

// The headers libstdc++ 12 lacks, by the feature each is for.
struct KnownHeader {
  std::string_view header;
  std::string_view feature;
};
constexpr KnownHeader kHeaders[] = {{"format", "format"}, {"print", "print"}, {"generator", "generator"}};

std::optional<LibraryFeature> find_feature(std::string_view scope, std::string_view name) {
  if (scope == "std::views") scope = "std::ranges::views";
  for (const KnownFeature& feature : kFeatures) {
    if (feature.scope == scope && feature.name == name) {
      return LibraryFeature{fmt::format("{}::{}", feature.scope == "std::ranges::views" ? "std::views" : feature.scope,
                                        feature.name),
                            feature.in_libcxx};
    }
  }
  return std::nullopt;
}

// The quoted word right after PREFIX in LINE ("'find_last'" -> find_last), and where it ends.
std::optional<std::string_view> quoted_after(std::string_view line, std::string_view prefix, size_t& end) {
  size_t at = line.find(prefix);
  if (at == std::string_view::npos) return std::nullopt;
  size_t begin = at + prefix.size();
  size_t close = line.find('\'', begin);
  if (close == std::string_view::npos) return std::nullopt;
  end = close + 1;
  return line.substr(begin, close - begin);
}

std::optional<LibraryFeature> feature_named_by(std::string_view line) {
  size_t end = 0;
  if (auto header = quoted_after(line, "fatal error: '", end)) {
    if (line.substr(end).rfind(" file not found", 0) != 0) return std::nullopt;
    for (const KnownHeader& known : kHeaders) {
      if (known.header == *header) return find_feature("std", known.feature);
    }
    return std::nullopt;
  }
  for (std::string_view prefix : {"error: no member named '", "error: no template named '",
                                  "error: use of undeclared identifier '", "error: unknown template name '",
                                  "error: unknown type name '"}) {
    auto name = quoted_after(line, prefix, end);
    if (!name) continue;
    size_t scope_end = 0;
    std::string_view rest = line.substr(end);
    // Qualified (std::ranges::find_last): the namespace follows; unqualified, with the prelude's
    // `using namespace std` (println), the name is std's.
    if (rest.rfind(" in namespace '", 0) == 0) {
      auto scope = quoted_after(rest, " in namespace '", scope_end);
      return scope ? find_feature(*scope, *name) : std::nullopt;
    }
    return find_feature("std", *name);
  }
  return std::nullopt;
}

// clang's "x.cpp:4:39: error: ..." or "fatal error: ...": an error line, not a note or the
// quoted source (which starts with a space).
bool is_clang_error_line(std::string_view line) {
  if (line.empty() || std::isspace(static_cast<unsigned char>(line[0]))) return false;
  return line.find(": error: ") != std::string_view::npos || line.find(": fatal error: ") != std::string_view::npos;
}

}  // namespace

std::optional<LibraryFeature> missing_library_feature(const std::string& compiler_output) {
  std::istringstream lines(compiler_output);
  std::string line;
  while (std::getline(lines, line)) {
    if (!is_clang_error_line(line)) continue;
    if (auto feature = feature_named_by(line)) return feature;
  }
  return std::nullopt;
}

std::string missing_feature_hint(const LibraryFeature& feature) {
  return fmt::format(
      "LeetCode's library (GCC 14's libstdc++, C++23) has {0}; this judge's do not (Debian 12's libstdc++ 12, "
      "nor LLVM's libc++ 19 that it tries next): write it without {0} here",
      feature.name);
}

}  // namespace lcjudge
