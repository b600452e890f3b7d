#pragma once
// What `survey` keeps of the seeds that broke a rule or failed to generate (app/survey.hpp), and
// what its terrain box advice reads of the failures (app/box_advice.hpp).
#include <cstdint>
#include <vector>

#include "core/lacked_kind.hpp"

namespace wargen {

struct SeedTally {
  std::uint64_t count = 0;
  std::vector<std::uint64_t> first_seeds;  // up to 5, in seed order
};

// The seeds that failed with one message, and what the club's terrain box lacked in them
// (GenerationError::box_lacked; the same message is the same lack): empty when the box is not why.
struct FailureTally : SeedTally {
  std::vector<LackedKind> box_lacked;
};

}  // namespace wargen
