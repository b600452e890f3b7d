#pragma once
// The order std::less<> gives texts (byte by byte as unsigned char, a prefix first), compared here
// in line. libstdc++ 12 compares two strings with a memcmp call over the shorter length: for the
// short keys of a scenario's maps (attribute names, template and list names), which mostly differ
// in their first bytes, the call costs more than the compare. Transparent, as std::less<>: a key
// written as a literal or a view needs no string made for it.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace wargen {

// a against b in that order: negative, zero or positive, as string_view::compare.
inline int compare_texts(std::string_view a, std::string_view b) {
  const std::size_t common = a.size() < b.size() ? a.size() : b.size();
  for (std::size_t i = 0; i < common; ++i)
    if (a[i] != b[i]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]) ? -1 : 1;
  return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

// A text's first eight bytes as one number, the first byte highest, bytes as unsigned char, a
// shorter text padded with zeros. Two texts whose numbers differ are in compare_texts' order by them
// (at the first byte that differs both have theirs, or the text that ended there begins the other),
// so a sort compares the numbers first and only texts that agree in all eight bytes by compare_texts.
inline std::uint64_t text_prefix(std::string_view text) {
  std::uint64_t prefix = 0;
  if (text.size() >= sizeof prefix) {  // one load, its bytes put first byte highest
    std::memcpy(&prefix, text.data(), sizeof prefix);
    if constexpr (std::endian::native == std::endian::little) prefix = __builtin_bswap64(prefix);
    return prefix;
  }
  for (std::size_t i = 0; i < sizeof prefix; ++i)
    prefix = prefix << 8 | (i < text.size() ? static_cast<unsigned char>(text[i]) : 0u);
  return prefix;
}

// Whether a and b are the same text but for the case of ASCII letters.
inline bool same_ignoring_ascii_case(std::string_view a, std::string_view b) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (lower(a[i]) != lower(b[i])) return false;
  return true;
}

struct TextOrder {
  using is_transparent = void;
  bool operator()(std::string_view a, std::string_view b) const { return compare_texts(a, b) < 0; }
};

}  // namespace wargen
