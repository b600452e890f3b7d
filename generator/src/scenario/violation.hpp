#pragma once
#include <string>

namespace wargen {

// A broken rule found in a scenario.
struct Violation {
  std::string rule;  // rule ID, e.g. "GOK-T6", or "FORMAT"
  std::string message;
};

}  // namespace wargen
