#pragma once
// The scenario layer of a scenario file: objectives (VP markers), armies and the victory system.
// Plain data like the rest of the scenario; every part is empty unless asked for, and an empty
// part is not written, so a battlefield-only file is unchanged by this layer.
#include <map>
#include <string>
#include <vector>

#include "core/extensions.hpp"
#include "core/geometry.hpp"

namespace wargen {

// VPM-1..6: one weighted victory-point marker on the table.
struct VpMarker {
  int number = 0;                     // 1..10, in the order the markers were placed (VPM-6)
  Point at;                           // cm, on the 0.01 cm grid
  std::string placed_by;              // "A" | "B" (VPM-3)
  int prominence = 0;                 // VPM-2 score of the place (objectives/vp_candidates.hpp)
  std::string place;                  // what is there, for people: "village f6, bridge x1"
  std::vector<std::string> features;  // ids of the features and crossings the place combines
  int value_pct = 0;                  // VPM-1 denomination; 0 = hidden (a player copy)
  Extensions extensions{};            // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const VpMarker&) const = default;
};

struct Objectives {
  std::string scheme;                 // "vp-markers"; empty = no objectives
  std::string view = "umpire";        // "umpire" (values shown) | "player" (VPM-6: none)
  std::string first_placer;           // VPM-3: the side the dice let place first
  std::string defender;               // VPM-4 variant: the side that held the ground, or ""
  bool defender_held_ground = false;  // VPM-4 variant: 7 of 10 markers in the defender's zone
  std::vector<VpMarker> markers;
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool empty() const { return scheme.empty(); }
  bool operator==(const Objectives&) const = default;
};

// GOK-A1: one unit of an army list.
struct ArmyUnit {
  std::string id;    // "A1" .. "A20"
  std::string type;  // a type of the ruleset's army list: general, foot, cuirassiers …
  std::string name;
  std::string rating;  // general: e.g. superior | ordinary; other units: elite | regular
  int points = 0;      // GOK-V1
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const ArmyUnit&) const = default;
};

struct Army {
  std::string side;          // "A" | "B"
  std::string nation;        // GOK-A2
  int points = 0;            // GOK-V1: the army's starting total
  int lost_at_or_below = 0;  // GOK-V1: the army has lost once its points are this or fewer
  std::vector<ArmyUnit> units;
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const Army&) const = default;
};

// The victory system the scenario is played by, with its parameters as text (victory/).
struct Victory {
  std::string system;                             // e.g. "army-points"; empty = none named
  std::map<std::string, std::string> parameters;  // every parameter, defaults included
  Extensions extensions{};                        // a tool's own x- keys (core/extensions.hpp), kept as read
  bool empty() const { return system.empty(); }
  bool operator==(const Victory&) const = default;
};

}  // namespace wargen
