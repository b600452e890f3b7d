#pragma once
// How fair a table is to its two sides, measured (docs/fairness.md gives every formula).
//
//   FairnessReport r = measure_fairness(scenario);   // r.balance in [0, 1], 1 = equal on every measure
//   std::string text = fairness_yaml(r);
//
// Per side: what lies in its own half (terrain, cover, obstacles, objectives and their points,
// river crossings), how far its deployment zone is from each objective, the roads that leave its
// supply lines, and what its deployment zone sees of the enemy's zone and of each objective under
// the tabletop sight rule (sight/line_of_sight.hpp). Each measure compares the two sides as
// min / max; the balance is the mean over the measures that are not zero for both sides.
// Pure function of the scenario: no randomness, the same figures on any machine.
#include <cstdint>
#include <string>
#include <vector>

#include "scenario/scenario.hpp"
#include "sight/line_of_sight.hpp"

namespace wargen {

// What lies in one side's half of the table (the half along its deployment edge).
struct HalfFigures {
  // A feature counts by the share of its area (or length) inside the half: one split 60/40 by the
  // middle line counts 0.6 in one half and 0.4 in the other.
  double terrain_count = 0;     // area features except supply lines
  double terrain_area_cm2 = 0;  // their area inside the half
  double cover_count = 0;       // woods, built-up areas, buildings
  double cover_area_cm2 = 0;
  double obstacle_count = 0;      // streams, obstacles (walls, hedges), earthworks
  double obstacle_length_cm = 0;  // their length inside the half
  double objective_count = 0;     // objectives whose point lies in the half (½ on the middle line)
  double objective_points = 0;    // the points on them, both sides' (NPOW-O1) or the VP value (VPM-1)
  double river_crossings = 0;     // bridges and fords in the half (½ on the middle line)
};

struct ObjectiveFigures {
  std::string id;            // sight::ObjectiveSite::id
  double distance_cm = 0;    // from the side's deployment zone (0 inside it)
  double visible_share = 0;  // share of the objective's cells seen from the deployment zone
};

struct SupplyLineRoads {
  std::string supply_line;    // the supply line feature's id
  int roads = 0;              // roads that start at it
  double road_length_cm = 0;  // the length of the roads reached from it, road by road
};

struct SideFigures {
  std::string side;  // "A" | "B"
  std::string edge;  // "south" | "north"
  HalfFigures half;
  std::vector<ObjectiveFigures> objectives;   // every objective of the table, same order for both sides
  std::vector<SupplyLineRoads> supply_lines;  // the side's own supply lines
  double enemy_zone_visible_share = 0;        // share of the other deployment zone's cells it sees
};

// One measure compared between the sides.
struct MeasureBalance {
  std::string measure;  // e.g. "cover_area_cm2"
  double a = 0;         // side A's figure
  double b = 0;         // side B's figure
  double balance = 1;   // min / max; 1 when both are 0
  bool counted = true;  // false when both are 0: it says nothing about fairness
};

struct FairnessReport {
  std::string scenario_id;
  std::uint64_t seed = 0;
  double sight_cell_cm = 0;
  std::vector<SideFigures> sides;  // A then B
  std::vector<MeasureBalance> measures;
  double balance = 1;  // mean of the counted measures' balance; 1 when none is counted
};

struct FairnessOptions {
  double sight_cell_cm = 5;                        // the board the sight measures are taken on
  sight::SightRule rule = sight::tabletop_rule();  // woods and built-up areas block, hills give height
};

// Throws InputError when the scenario has no two deployment zones of sides A and B.
FairnessReport measure_fairness(const Scenario& scenario, const FairnessOptions& options = {});

// The report as YAML (format `wargen-fairness/1`, docs/fairness.md).
std::string fairness_yaml(const FairnessReport& report);

}  // namespace wargen
