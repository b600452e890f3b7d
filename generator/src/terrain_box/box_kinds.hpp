#pragma once
// The feature kinds a terrain box may hold pieces of: every kind a built-in ruleset lays (GoK's
// feature templates, NPOW's catalogue). A box serves several rulesets, so a kind one of them lacks
// is fine; a kind none of them knows is a slip in the file.
#include <string>
#include <vector>

namespace wargen {

struct BoxKind {
  std::string name;     // "hill", "river", ...
  bool linear = false;  // laid as sections along a course (a watercourse, an obstacle), not as an area
};

// In first-seen order over the built-in rulesets (name order); read from their embedded trees.
const std::vector<BoxKind>& built_in_box_kinds();

}  // namespace wargen
