#pragma once
// The one-line message of the InputError a call throws, for tests that compare messages exactly.
#include <functional>
#include <string>

#include "core/error.hpp"

namespace wargen::test {

// The message of the InputError `f` throws, "(no error)" when it throws none.
inline std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace wargen::test
