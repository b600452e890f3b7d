#pragma once
// One exception hierarchy for everything a user can get wrong or the tool cannot do.
// The CLI turns each into one line on stderr and the exit code named here.
#include <stdexcept>
#include <string>
#include <string_view>

namespace wargen {

// Base: a message a club organiser can act on. Every message passes through one_line(), so
// text echoed from a hostile file or flag can never break the line, ring the terminal's bell or
// send escape sequences, and a megabyte value does not make a megabyte line.
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& what) : std::runtime_error(one_line(what)) {}
  virtual int exit_code() const { return 2; }

  // Control characters and bytes that are not UTF-8 written as \n, \t, \x1b …; a message over
  // kMaxMessageBytes keeps its head and tail around a note of how much was left out.
  static std::string one_line(std::string_view text);
};

inline constexpr std::size_t kMaxMessageBytes = 400;

// Bad input: a malformed ruleset or scenario file, a bad flag, a missing or unwritable path.
class InputError : public Error {
 public:
  using Error::Error;
};

// A ruleset whose constraints cannot be met; the message names the rule ID that fails.
class GenerationError : public Error {
 public:
  using Error::Error;
};

// Builds "file:line: key 'k': what" with the parts that are known.
std::string located(const std::string& file, int line_1based, const std::string& key, const std::string& what);

// Length in bytes of the valid UTF-8 sequence starting at text[i], 0 when the bytes there are not
// one (overlong forms, surrogates and code points above U+10FFFF included).
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);

// Offset of the first byte that does not start a valid UTF-8 sequence, npos when all is valid.
std::size_t first_invalid_utf8(std::string_view text);

}  // namespace wargen
