#pragma once
// Scenario data for rulesets whose sides, table zones, river sections and objective points are
// part of the set-up (NPOW: rules.md NPOW-T3, T4, S6, P3, E1, O1, O2). Plain data like the rest of
// the scenario; every part is optional in the file (docs/scenario-format.md) and is written only
// when a generator fills it, so files of other rulesets are unchanged by it.
#include <map>
#include <string>
#include <vector>

#include "core/extensions.hpp"
#include "core/geometry.hpp"

namespace wargen {

// Objective points each side put on one objective (NPOW-O1): side ("A"/"B") -> points.
using ObjectivePoints = std::map<std::string, int>;

// One player's side of the table (NPOW-E1).
struct Side {
  std::string side;        // "A" | "B"
  std::string edge;        // "south" | "north": the long edge it holds
  std::string role;        // "attacker" (has the initiative) | "defender" (built the table)
  std::string initiative;  // the army's initiative rating, e.g. high | medium | low (NPOW-O2)
  std::string zone;        // the defender's geographic zone (NPOW-S2); "" for the attacker
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const Side&) const = default;
};

// A band of the table a rule refers to: the central zone (NPOW-T3), an objective-free strip
// along a long edge (NPOW-P3) or a side's own half (NPOW-T4).
struct TableZone {
  std::string id;    // e.g. "central", "strip_south", "half_A"
  std::string kind;  // "central" | "objective_free" | "own_half"
  std::string side;  // own_half: the side whose half it is; "" otherwise
  Polygon polygon;   // counter-clockwise
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const TableZone&) const = default;
};

// One section of a watercourse (NPOW-S6), by arc length along its path from the path's first point.
struct WaterSection {
  int index = 0;            // 1, 2, 3 … counted from the table edge
  double from_cm = 0;       // arc length along the path where the section starts
  double to_cm = 0;         // … and ends
  std::string quality;      // the ruleset's quality row, e.g. stream | river | deep_river
  std::string passability;  // as the ruleset words it
  double width_cm = 0;
  std::string crossing;  // id of the section's bridge or ford (NPOW-P4)
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const WaterSection&) const = default;
};

}  // namespace wargen
