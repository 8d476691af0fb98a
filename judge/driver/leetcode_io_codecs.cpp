// The compiled codecs that leetcode_io.h's extern declarations promise: a file of their own,
// which compiles beside leetcode_io.cpp (its JSON parsing alone takes 5 CPU-s) rather than after.
#include "leetcode_io.h"

namespace lcjudge {

#define LCJUDGE_INSTANTIATE_CODEC(T)                               \
  template T detail::decode_value<T>(JsonView, detail::Location&); \
  template T decode<T>(std::string_view, size_t);                  \
  template void encode<T>(const T&, std::string&);
LCJUDGE_PRECOMPILED_TYPES(LCJUDGE_INSTANTIATE_CODEC)
#undef LCJUDGE_INSTANTIATE_CODEC

}  // namespace lcjudge
