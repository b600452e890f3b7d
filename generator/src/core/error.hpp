#pragma once
// One exception hierarchy for everything a user can get wrong or the tool cannot do.
// The CLI turns each into one line on stderr and the exit code named here.
#include <stdexcept>
#include <string>

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

// A ruleset whose constraints cannot be met; the message names the rule ID that fails.
class GenerationError : public Error {
 public:
  using Error::Error;
};

// Builds "file:line: key 'k': what" with the parts that are known.
std::string located(const std::string& file, int line_1based, const std::string& key, const std::string& what);

}  // namespace wargen
