#pragma once
// The ruleset keys of the NPOW generator (docs/rules.md NPOW-T1..T4, S1..S6, P1..P5, E1, L1..L3,
// O1..O2), read and checked once when the ruleset is loaded: rulesets/npow.yaml documents every
// key. What the digest marks DESIGN lives here as data, never in the code.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ruleset/dice_table.hpp"
#include "ruleset/ruleset.hpp"
#include "stages/deployment.hpp"
#include "terrain/outline_shapes.hpp"

namespace wargen {

// A single building inside an enclosed field (catalogue: 3 x (3-4.5) cm).
struct BuildingSpec {
  double min_length_cm = 3;
  double max_length_cm = 4.5;
  double depth_cm = 3;
};

// One entry of the element catalogue (docs/rules.md, NPOW catalogue).
struct ElementSpec {
  std::string name;      // catalogue key, e.g. "hill", "farm"
  std::string category;  // high | low | linear
  std::string kind;      // the scenario feature kind
  std::string variant;
  std::string movement;
  bool objective = false;         // NPOW-O1: may take objective points (hills, built-up areas)
  bool watercourse = false;       // the d10's 0 (NPOW-S3): its geometry comes from `watercourses`
  bool may_lie_on_hills = false;  // NPOW-P4: woods
  OutlineShape shape = OutlineShape::block;
  double length_cm = 0;  // areas: along the long axis
  double depth_cm = 0;
  int sections = 0;  // linear elements (earthwork, obstacle): NPOW-P5
  double section_length_cm = 0;
  double width_cm = 0;
  std::optional<BuildingSpec> building;  // an enclosed field holding a single building
  bool is_linear() const { return sections > 0; }
  bool is_area() const { return !watercourse && !is_linear(); }
  bool is_hill() const { return kind == "hill"; }  // NPOW-S5 downgrades hills, NPOW-P4 keeps water off them
};

// NPOW-S2: the defender's geographic zone and its d10 terrain table.
struct TerrainZone {
  std::string name;                // central | north-east | south | north-africa | army-list
  std::string lands;               // who fights there, for people
  DiceTable<std::string> terrain;  // -> element name
  std::string place_names_zone;    // the name lists' zone (names/*.yaml) its features are named from
};

// NPOW-S6: one row of the river quality table.
struct SectionQuality {
  std::string quality;  // e.g. stream | river | deep_river
  double width_cm = 3;  // catalogue: 1.5-5
  std::string passability;
  std::string movement;
  std::string crossing;  // "bridge" | "ford": what the section carries, and a road over it makes
};

enum class ThirdSection { extend, tributary, either };

// NPOW-S3: after a second 0, "60 cm additionnels de Rivière peuvent être placés" - may be placed.
// always: they are; never: the second 0 is rolled again like a further 0; defender: the
// defender's choice, made by a die on `defender_third_section` (declined: rolled again).
enum class ThirdSectionPlaced { always, never, defender };

// NPOW-S3: "dans le cas d'un autre « 0 » lors du second lancé de dé" - another 0 "on the second
// roll". any_later: any later 0 of the element rolls, as the first 0 is the first among them (about
// 45 % of tables with a river get the third section); next_roll: only a 0 on the element rolled
// right after the first 0 (about 10 %); a later 0 is rolled again like a further 0.
enum class SecondZeroRoll { any_later, next_roll };
// NPOW-S5 "relancer les derniers éléments jusqu'à obtenir des objectifs" (pool.reroll_order):
// until_objective - the last element is rolled again until it is an objective, then the one before
// it, while objectives are missing, so only as many of the last elements change as objectives were
// missing; one_each_backwards - each re-roll moves one element back, round the whole pool.
enum class RerollOrder { until_objective, one_each_backwards };

struct NpowParams : GeneratorParams {
  // NPOW-T1, T2
  double table_width_cm = 180;
  double table_depth_cm = 120;
  double sector_width_cm = 60;
  double sector_depth_cm = 60;
  DiceTable<std::string> sector_remainder;  // -> "south-west" | "north-east": the remainder's side
  double join_remainder_under_cm = 20;      // DESIGN: a remainder narrower than this widens its neighbour
  // NPOW-T3, T4, P2, P3
  double central_half_depth_cm = 15;
  double own_half_cm = 45;
  double objective_free_strip_cm = 15;
  int central_max_elements = 2;
  int central_max_objectives = 1;

  // NPOW-S1, S5
  Dice element_count;
  Dice objective_count;
  // DESIGN: the area of the table the source's pool dice are written for (180 x 120); a larger
  // table multiplies the count and the objectives rolled by its area over this, to the nearest.
  int pool_area_cm2 = 21600;
  bool count_section_crossings = false;  // DESIGN: S5 also counts the sections' bridges and fords
  int reroll_limit = 60;                // DESIGN: S5 re-rolls before giving up
  int box_reroll_limit = 30;            // DESIGN (NPOW-B1): re-rolls of one element the box cannot serve
  RerollOrder reroll_order = RerollOrder::until_objective;  // DESIGN: S5, see RerollOrder

  std::map<std::string, ElementSpec> elements;  // the catalogue
  std::map<std::string, TerrainZone> zones;     // NPOW-S2
  std::string default_zone = "central";
  std::string army_list_zone = "army-list";  // the zone whose table the army list names

  // NPOW-S3, S4, S6
  double section_length_cm = 60;
  int first_zero_sections = 2;
  int second_zero_sections = 1;
  ThirdSection third_section = ThirdSection::either;
  ThirdSectionPlaced third_section_placed = ThirdSectionPlaced::always;
  SecondZeroRoll second_zero_roll = SecondZeroRoll::any_later;
  DiceTable<std::string> defender_third_section;  // -> "place" | "decline", read for `defender` only
  std::map<std::string, int> start_weights;  // "edge" | a feature kind (marsh, hill) -> weight
  bool start_edge_differs = true;
  double length_tolerance_cm = 1;
  double touch_cm = 1;
  double meander_cm = 2;
  DiceTable<SectionQuality> river_quality;

  // Placement (DESIGN)
  double gap_cm = 1;
  double sector_min_overlap_cm2 = 30;
  double crossing_end_margin_cm = 6;
  double crossing_gap_cm = 8;  // between crossings on one watercourse
  int attempts = 60;
  int passes = 40;
  int river_attempts = 400;
  int contiguous_weight = 1;  // NPOW-P5: a linear element in one piece …
  int split_weight = 1;       // … or in two non-contiguous sections
  double wood_on_hill_chance = 0.25;
  // The symmetric procedure (--symmetric, WARGEN-SYM; DESIGN): offered when the ruleset has a
  // `symmetric` section, with the placement passes it may use (a table that must also fit its
  // half-turn twins fails more passes than a free one).
  bool symmetric_allowed = true;
  int symmetric_passes = 120;

  // NPOW-E1
  DiceTable<std::string> attacker_table;       // -> "A" | "B", when --attacker is not given
  DiceTable<std::string> attacker_edge_table;  // -> "south" | "north", when no edge is given
  std::string default_initiative = "medium";

  // NPOW-L1..L3
  double supply_line_length_cm = 15;
  double supply_line_depth_cm = 7.5;
  double road_width_cm = 3;
  double road_grid_cm = 2.5;  // the road graph's step (docs/rules.md, NPOW-L2)
  double new_crossing_cost_cm = 40;
  bool omit_roads_crossing_nothing = false;

  // NPOW-O1, O2
  int points_total = 50;
  int points_step = 5;
  int max_points_per_objective = 0;         // 0 = no cap
  std::map<std::string, int> own_half_max;  // initiative rating -> points
  std::string points_policy = "weighted";
  std::map<std::string, double> points_weights;  // hill | built_up | crossing | supply_line
  double points_nearness = 1;

  DeploymentRules deployment;

  const ElementSpec& element(const std::string& name) const { return elements.at(name); }
  const ElementSpec& watercourse() const;  // the catalogue's watercourse entry
};

std::shared_ptr<const NpowParams> read_npow_params(YamlMap& root);

}  // namespace wargen
