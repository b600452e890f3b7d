#include "core/json_text.hpp"

namespace wargen {
namespace {

std::string hex4(unsigned value) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out = "\\u0000";
  for (int k = 5; k >= 2; --k, value >>= 4) out[static_cast<std::size_t>(k)] = kDigits[value & 0xF];
  return out;
}

// U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
bool line_separator_at(std::string_view text, std::size_t i) {
  return i + 2 < text.size() && static_cast<unsigned char>(text[i]) == 0xE2 &&
         static_cast<unsigned char>(text[i + 1]) == 0x80 &&
         (static_cast<unsigned char>(text[i + 2]) == 0xA8 || static_cast<unsigned char>(text[i + 2]) == 0xA9);
}

}  // namespace

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '"') {
      out += "\\\"";
    } else if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20) {
      out += hex4(c);
    } else if (line_separator_at(text, i)) {
      out += hex4(static_cast<unsigned char>(text[i + 2]) == 0xA8 ? 0x2028 : 0x2029);
      i += 2;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

}  // namespace wargen
