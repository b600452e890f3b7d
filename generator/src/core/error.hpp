#pragma once
// One exception hierarchy for everything a user can get wrong or the tool cannot do.
// The CLI turns each into one line on stderr and the exit code named here.
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/lacked_kind.hpp"

namespace wargen {

// Base: a message a club organiser can act on.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
  virtual int exit_code() const { return 2; }
};

// Bad input: a malformed ruleset or scenario file, a bad flag, a missing or unwritable path.
class InputError : public Error {
 public:
  using Error::Error;
};

// The set-up procedure, played with this seed, reaches a rule or convention it cannot satisfy
// (e.g. NPOW-O2's own-half limit under a 20-point cap with too few objectives outside that half);
// the message names the rule ID. Not a mistake in the input: another seed may well succeed, so it
// has its own exit code and `wargen batch` skips the seed and takes the next.
// When the seed failed because the club's terrain box ran out (NPOW-B1, GOK-B1), the error also
// carries what it lacked, first asked first, for `survey --terrain-box` to suggest a piece from.
class GenerationError : public Error {
 public:
  explicit GenerationError(const std::string& what, std::vector<LackedKind> box_lacked = {})
      : Error(what), box_lacked_(std::move(box_lacked)) {}
  int exit_code() const override { return kExitUnsatisfiableSeed; }
  static constexpr int kExitUnsatisfiableSeed = 4;
  // Empty when the box is not why the seed failed.
  const std::vector<LackedKind>& box_lacked() const { return box_lacked_; }

 private:
  std::vector<LackedKind> box_lacked_;
};

// wargen made a table that its own checks reject: a bug in wargen, not in the input or the seed.
// What generate, batch and serve would write has passed the ruleset's checks first, so this stops
// the run before any file; the message names the seed and the broken rule, to report and replay.
class InvalidTableError : public Error {
 public:
  using Error::Error;
  int exit_code() const override { return kExitBug; }
  static constexpr int kExitBug = 3;
};

// Builds "file:line: key 'k': what" with the parts that are known.
std::string located(const std::string& file, int line_1based, const std::string& key, const std::string& what);

}  // namespace wargen
