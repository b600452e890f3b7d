#pragma once
// Text from hostile files and flags, made safe to print: every message wargen prints passes through
// one_line() (cli/main.cpp prints every Error through it), so text echoed from a file or a flag
// can never break the line, ring the terminal's bell or send escape sequences, and a megabyte
// value does not make a megabyte line. Also the UTF-8 check the YAML loader refuses bad text with.
#include <cstddef>
#include <string>
#include <string_view>

namespace wargen {

inline constexpr std::size_t kMaxMessageBytes = 400;

// `text` with control characters (C0, DEL, C1) and bytes that are not UTF-8 written as \n, \t,
// \x1b …, at any length: for a line that echoes a path or name the user gave (the "wrote" line).
std::string escaped(std::string_view text);

// Control characters and bytes that are not UTF-8 written as \n, \t, \x1b …; a message over
// kMaxMessageBytes keeps its head and tail around a note of how much was left out.
std::string one_line(std::string_view text);

// Length in bytes of the valid UTF-8 sequence starting at text[i], 0 when the bytes there are not
// one (overlong forms, surrogates and code points above U+10FFFF included).
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);

// Offset of the first byte that does not start a valid UTF-8 sequence, npos when all is valid.
std::size_t first_invalid_utf8(std::string_view text);

}  // namespace wargen
