#pragma once
// The ruleset keys of the sector-dice generator (Game of Kings, GOK-T1..T8), read and checked once
// when the ruleset is loaded. rulesets/gok.yaml documents every key.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/text_order.hpp"
#include "names/name_lists.hpp"
#include "ruleset/dice_table.hpp"
#include "ruleset/ruleset.hpp"
#include "stages/deployment.hpp"
#include "stages/weather.hpp"
#include "terrain/outline_shapes.hpp"

namespace wargen {

struct RangeCm {
  double lowest = 0;
  double highest = 0;
};

// A count that is either fixed ("1") or rolled ("1d2").
struct CountSpec {
  int fixed = 0;
  std::optional<Dice> dice;
  int roll(Pcg32& rng, std::vector<DiceLogEntry>& log, std::string_view rule, std::string note) const;
  std::string text() const;
};

// GOK-T8: one row of a river's quality table; its crossings follow from how passable it is.
struct RiverQuality {
  std::string passability;
  std::string movement;
  bool crossable_anywhere = false;  // foot and horse cross anywhere: a ford there changes nothing
  CountSpec bridges;
  CountSpec fords;
};

struct FeatureTemplate {
  std::string name;  // the template's key, e.g. "steep_hill"
  std::string kind;  // a shared feature kind, e.g. "hill"
  std::string variant;
  OutlineShape shape = OutlineShape::smooth;
  RangeCm length_cm;  // areas
  RangeCm depth_cm;   // areas
  RangeCm width_cm;   // watercourses
  std::string movement;  // GOK-T8
  bool may_cover_water = false;
  std::optional<DiceTable<RiverQuality>> quality;  // watercourses with crossings
  bool is_watercourse() const { return shape == OutlineShape::watercourse; }
};

// A GOK-T4 row: a category to roll on, or a player's choice.
struct CategoryRow {
  std::string category;  // empty for a player's choice
  std::string player;    // "A" | "B" for a player's choice
};

struct SectorDiceParams : GeneratorParams {
  double table_width_cm = 0;   // GOK-T1
  double table_depth_cm = 0;
  int columns = 0;             // GOK-T2
  int rows = 0;
  Dice piece_dice;             // GOK-T3
  std::pair<int, int> piece_present_on;
  int box_reroll_limit = 12;   // GOK-B1 DESIGN: a sector's rolls again for the box before it stays open ground
  DiceTable<CategoryRow> category_table;                  // GOK-T4
  std::map<std::string, DiceTable<std::string>, TextOrder> categories;  // GOK-T5: category -> template name
  std::map<std::string, FeatureTemplate, TextOrder> templates;

  bool choice_left_open = true;                // GOK-T7
  RangeCm choice_site_size_cm{10, 16};
  DiceTable<std::string> choice_suggestion;    // -> category

  DiceTable<std::string> origin_table;         // GOK-T6: "spring" | "edge"
  DiceTable<std::string> turn_table;           // GOK-T6: "left" | "straight" | "right"
  double meander_cm = 2.5;
  double min_length_sectors = 1;    // GOK-T6: in sectors' longer sides, unless it joins another
  double min_tributary_cm = 15;     // GOK-T6: one that joins another runs at least this far first
  RangeCm waypoint_band{0.3, 0.7};  // GOK-T6: fractions of a sector's width and depth

  double gap_cm = 2;
  double water_gap_cm = 1.5;
  double crossing_gap_cm = 12;
  int attempts = 400;
  int placement_passes = 5;     // whole placement stage re-run with a fresh stream when one piece finds no room

  // WARGEN-SYM: the ruleset documents a symmetric procedure (its `symmetric` section), so
  // --symmetric is offered (symmetric_table.hpp).
  bool symmetric_offered = false;

  DeploymentRules deployment;
  WeatherRules weather;
  const NameLanguage* place_names = nullptr;  // the names stage's language (names/*.yaml)

  double sector_width_cm() const { return table_width_cm / columns; }
  double sector_depth_cm() const { return table_depth_cm / rows; }
  const FeatureTemplate* find_template(const std::string& kind, const std::string& variant) const;
};

std::shared_ptr<const SectorDiceParams> read_sector_dice_params(YamlMap& root);

}  // namespace wargen
