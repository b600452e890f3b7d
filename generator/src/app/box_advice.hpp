#pragma once
// `survey --terrain-box`'s advice (docs/terrain-box.md, "One more piece"): when a box fails some
// seeds, which one piece added to it would cut its failures most. The failures carry what the box
// lacked as the generator knew it (GenerationError::box_lacked), whatever their message says; the
// kinds lacked most often are each tried as one more piece, a copy of the box's own piece that
// serves them when it has one, else the ruleset's typical size (terrain_box/ruleset_pieces.hpp),
// and the same seeds are generated again in memory with the bigger box.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "app/seed_tally.hpp"

namespace wargen {

// The kinds tried, the most named first: each costs one more generation of every surveyed seed,
// so a survey with advice costs at most 1 + kBoxAdviceCandidates times one without.
inline constexpr std::size_t kBoxAdviceCandidates = 3;

struct BoxSuggestion {
  std::string kind;
  std::string variant;          // "" when the failures named the kind alone
  std::string copied_piece;     // the box's piece copied ("small-wood"), "" for the ruleset's size
  std::string copied_label;     // its label ("small wood")
  std::string size;             // the piece's size, "20 × 15 cm", "30 cm"
  std::uint64_t named_by = 0;   // failed seeds whose failure lacked the kind
  std::uint64_t failures = 0;   // seeds that still fail with the piece added
};

// For `failures` (message -> the seeds that failed with it and what the box lacked in them) of a
// survey of `seeds` with `base`'s box: up to kBoxAdviceCandidates suggestions, fewest failures
// first (ties: the most named first, then the first lacked in message order).
std::vector<BoxSuggestion> advise_box(const Ruleset& ruleset, const GenerateRequest& base,
                                      const std::vector<std::uint64_t>& seeds,
                                      const std::map<std::string, FailureTally>& failures, int jobs);

// "add one more wood (copy of 'small wood', 20 × 15 cm)", "add one more steep hill (the ruleset's
// size, 15 × 12 cm)".
std::string suggestion_text(const BoxSuggestion& suggestion);

}  // namespace wargen
