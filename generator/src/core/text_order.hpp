#pragma once
// The order std::less<> gives texts (byte by byte as unsigned char, a prefix first), compared here
// in line. libstdc++ 12 compares two strings with a memcmp call over the shorter length: for the
// short keys of a scenario's maps (attribute names, template and list names), which mostly differ
// in their first bytes, the call costs more than the compare. Transparent, as std::less<>: a key
// written as a literal or a view needs no string made for it.
#include <cstddef>
#include <string_view>

namespace wargen {

// a against b in that order: negative, zero or positive, as string_view::compare.
inline int compare_texts(std::string_view a, std::string_view b) {
  const std::size_t common = a.size() < b.size() ? a.size() : b.size();
  for (std::size_t i = 0; i < common; ++i)
    if (a[i] != b[i]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]) ? -1 : 1;
  return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

struct TextOrder {
  using is_transparent = void;
  bool operator()(std::string_view a, std::string_view b) const { return compare_texts(a, b) < 0; }
};

}  // namespace wargen
