#include "core/message_text.hpp"

#include <algorithm>

namespace wargen {

namespace {
void append_escaped_byte(std::string& out, unsigned char byte) {
  static const char* const hex = "0123456789abcdef";
  switch (byte) {
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\t': out += "\\t"; return;
    default: break;
  }
  out += "\\x";
  out += hex[byte >> 4];
  out += hex[byte & 0xF];
}

// Where to cut `text` at or before `at` without splitting an escape or a UTF-8 sequence: the
// escaped text is ASCII apart from whole UTF-8 sequences, so back up over continuation bytes.
std::size_t cut_point(std::string_view text, std::size_t at) {
  while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
  return at;
}
}  // namespace

std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char lead = byte(i);
  if (lead < 0x80) return 1;
  std::size_t length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                       : lead >= 0xF0 && lead <= 0xF4                                 ? 4
                                                                                       : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  unsigned char second = byte(i + 1);
  if (lead == 0xE0 && second < 0xA0) return 0;  // overlong
  if (lead == 0xED && second > 0x9F) return 0;  // UTF-16 surrogates
  if (lead == 0xF0 && second < 0x90) return 0;  // overlong
  if (lead == 0xF4 && second > 0x8F) return 0;  // above U+10FFFF
  return length;
}

std::size_t first_invalid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = utf8_sequence_length(text, i);
    if (length == 0) return i;
    i += length;
  }
  return std::string_view::npos;
}

std::string escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = utf8_sequence_length(text, i);
    bool control = byte < 0x20 || byte == 0x7F;
    // C1 controls (U+0080..U+009F) act as escape sequences on some terminals too.
    bool c1 = length == 2 && byte == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0;
    if (length == 0 || control || c1) {
      std::size_t n = std::max<std::size_t>(length, 1);
      for (std::size_t k = 0; k < n; ++k) append_escaped_byte(out, static_cast<unsigned char>(text[i + k]));
      i += n;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  return out;
}

std::string one_line(std::string_view text) {
  // Escaping a megabyte only to cut it: escape the two ends that can survive.
  std::string out = text.size() <= 4 * kMaxMessageBytes
                        ? escaped(text)
                        : escaped(text.substr(0, kMaxMessageBytes)) + escaped(text.substr(text.size() - kMaxMessageBytes));
  if (out.size() <= kMaxMessageBytes) return out;
  std::size_t head = cut_point(out, kMaxMessageBytes / 2);
  std::size_t tail = out.size() - kMaxMessageBytes * 3 / 8;
  while (tail < out.size() && (static_cast<unsigned char>(out[tail]) & 0xC0) == 0x80) ++tail;
  return out.substr(0, head) + "\xE2\x80\xA6[shortened: " + std::to_string(text.size()) + " bytes in all]\xE2\x80\xA6" +
         out.substr(tail);
}

}  // namespace wargen
