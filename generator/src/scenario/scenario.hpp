#pragma once
// The scenario: plain data, the contract between generators, writers and other tools.
// docs/scenario-format.md describes its YAML form (format wargen-scenario/1).
// Every coordinate is in cm on the 0.01 cm grid (quantize_cm), so text and memory agree exactly.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/dice.hpp"
#include "core/geometry.hpp"
#include "core/text_equality.hpp"
#include "core/text_order.hpp"
#include "scenario/scenario_layer.hpp"
#include "scenario/sides_and_zones.hpp"

namespace wargen {

inline constexpr const char* kScenarioFormat = "wargen-scenario/1";

// Feature kinds shared by every ruleset (sub-kinds such as "walled town" live in attributes).
inline const std::vector<std::string>& feature_kinds() {
  static const std::vector<std::string> kinds = {
      "hill",  "wood",     "built_up", "river",    "stream",      "lake",     "marsh",          "open_field", "enclosed_field",
      "rough", "sand",     "earthwork", "obstacle", "road",       "supply_line", "building", "players_choice"};
  return kinds;
}
bool is_feature_kind(const std::string& kind);
// Watercourses are linear features that carry crossings.
bool is_watercourse_kind(const std::string& kind);
// Kinds drawn and stored as a centreline with a width rather than an outline.
bool is_linear_kind(const std::string& kind);

struct Sector {
  std::string id;
  double x_cm = 0;
  double y_cm = 0;
  double width_cm = 0;
  double depth_cm = 0;
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const Sector&) const = default;
};

// Attribute values are kept as their YAML scalar text, so any tool's attributes round-trip.
// Looked up by any text (TextOrder): a key written as a literal needs no string made for it.
using Attributes = std::map<std::string, std::string, TextOrder>;
// The value under `key`, or "" when there is none.
const std::string& attribute(const Attributes& attributes, std::string_view key);

// One use of a box piece by a placed feature: an area uses one piece; a linear feature as many
// sections of each piece as its course needs. Recorded in the scenario (Feature::pieces).
struct PieceUse {
  std::string piece;  // the piece's id in the box (terrain_box/terrain_box.hpp)
  int count = 1;
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const PieceUse&) const = default;
};

// The terrain box a table was laid from (--terrain-box, docs/terrain-box.md): the box's name, the
// sha256 of its file's bytes, and each piece the features use with what the club calls it, so the
// scenario file alone prints its placement sheet and says which box it needs.
struct BoxPieceRecord {
  std::string id;           // as Feature::pieces names it
  std::string description;  // BoxPiece::description(): "big hill 2, 40 × 25 cm"
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const BoxPieceRecord&) const = default;
};
struct TerrainBoxRecord {
  std::string name;    // "" when the box file gives none
  std::string sha256;  // hex of the box file's bytes
  std::vector<BoxPieceRecord> pieces{};  // in the box's order
  Extensions extensions{};
  const BoxPieceRecord* find(std::string_view piece_id) const;
  bool operator==(const TerrainBoxRecord&) const = default;
};

struct Feature {
  std::string id;
  std::string kind;
  std::string name;
  std::string sector;    // id of the sector the feature was generated in
  Polygon outline;       // areas: counter-clockwise, closing edge implied; empty for linear features
  Polyline path;         // linear features: centreline; empty for areas
  double width_cm = 0;   // linear features only
  Attributes attributes;
  // Objectives (NPOW-S5, O1; sides_and_zones.hpp): absent unless the ruleset has objective points.
  std::optional<bool> objective{};       // may take objective points
  std::optional<bool> elevation_only{};  // a hill downgraded to an elevation (NPOW-S5)
  ObjectivePoints points{};              // side -> points put on it
  Extensions points_extensions{};        // a tool's own x- keys in the points map, kept as read
  std::vector<WaterSection> sections{};  // watercourses cut into sections (NPOW-S6)
  std::vector<PieceUse> pieces{};        // the club's box pieces it is laid with (--terrain-box); empty without a box
  Extensions extensions{};               // a tool's own x- keys (core/extensions.hpp), kept as read
  bool is_area() const { return !outline.empty(); }
  bool operator==(const Feature&) const = default;
};
inline const std::string& attribute(const Feature& f, std::string_view key) { return attribute(f.attributes, key); }

struct Crossing {
  std::string id;
  std::string kind;      // "bridge" | "ford"
  Point at;
  std::string feature;   // id of the watercourse crossed
  int section = 0;                  // the watercourse section it serves (NPOW-P4); 0 = none
  std::string road{};               // id of the road that made it (NPOW-L3); "" = none
  std::optional<bool> objective{};  // NPOW-O1; absent unless the ruleset has objective points
  ObjectivePoints points{};
  Extensions points_extensions{};  // a tool's own x- keys in the points map, kept as read
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const Crossing&) const = default;
};

struct DeploymentZone {
  std::string side;      // "A" | "B"
  std::string edge;      // "south" | "north"
  Polygon polygon;
  Extensions extensions{};  // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const DeploymentZone&) const = default;
};

// One turn on the weather gauge (GOK-W1..W3). Turn 1 is the starting weather.
struct WeatherTurn {
  int turn = 1;
  int gauge = 7;               // 2..12
  std::string state;           // fog | light_rain | fair | heavy_rain
  bool extreme_heat = false;   // GOK-W3: the same fair number for a third turn or more
  int movement_pct = 0;        // change to movement, e.g. -50
  int fire_per_die = 0;        // modifier to musket and carbine fire per die
  double visibility_cm = 0;    // 0 = unlimited
  Extensions extensions{};     // a tool's own x- keys (core/extensions.hpp), kept as read
  bool operator==(const WeatherTurn&) const = default;
};

struct Weather {
  std::vector<WeatherTurn> turns;  // empty when the ruleset has no weather
  bool operator==(const Weather&) const = default;
};

struct Scenario {
  std::string format = kScenarioFormat;
  std::string id;
  std::string title;  // the club's own name for the game ("Table 3: Lobositz"); "" = none
  std::uint64_t seed = 0;
  std::string generator_name;
  std::string generator_version;
  std::string ruleset_name;
  std::string ruleset_digest;   // "sha256:<hex>" of the ruleset file's bytes
  std::map<std::string, std::string> options;  // what the user asked for, e.g. choice_A: wood, turns: 12
  double table_width_cm = 0;
  double table_depth_cm = 0;
  std::vector<Side> sides{};        // NPOW-E1 (sides_and_zones.hpp); empty for rulesets without
  std::vector<Sector> sectors;
  std::vector<TableZone> zones{};   // NPOW-T3, T4, P3; empty for rulesets without
  std::vector<Feature> features;
  std::vector<Crossing> crossings;
  std::vector<DeploymentZone> deployment;
  Weather weather;
  Objectives objectives;        // scenario layer (scenario_layer.hpp): empty unless asked for
  std::vector<Army> armies;
  Victory victory;
  std::vector<DiceLogEntry> dice_log;
  std::optional<TerrainBoxRecord> terrain_box{};  // the box it was laid from; none without one
  // VPM-6: an umpire's copy's seal ("hmac-sha256:<hex>", scenario/umpire_seal.hpp), as read or
  // as generated; checked against the contents on reading. The writer seals what it writes.
  std::string umpire_seal;
  // A tool's own x- keys (core/extensions.hpp) at the top level and in generator, ruleset, table.
  Extensions extensions{};
  Extensions generator_extensions{};
  Extensions ruleset_extensions{};
  Extensions table_extensions{};

  const Feature* find_feature(const std::string& feature_id) const;
  bool operator==(const Scenario&) const = default;
};

}  // namespace wargen
