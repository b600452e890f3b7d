#pragma once
// How fair a table is to its two sides, measured (docs/fairness.md gives every formula).
//
//   FairnessReport r = measure_fairness(scenario);   // r.balance in [0, 1], 1 = equal on every measure
//   std::string text = fairness_yaml(r);
//
// Per side: what lies in its own half (terrain, cover, impassable ground, obstacles, objectives
// and their points, river crossings, roads from its supply lines), how far its deployment zone is
// from each objective, and what its deployment zone sees of the enemy's zone and of each objective
// under the tabletop sight rule (sight/line_of_sight.hpp). Each measure compares the two sides as
// 1 - |A - B| / max(A + B, reference); the balance weighs two figures: 0.3 × the mean over the
// measures that are not zero for both sides + 0.7 × the least balance among the stakes (terrain
// area, cover area, objective points, distance to the objectives). Apart from it, the substance: how much terrain there is at all.
// Pure function of the scenario: no randomness, the same figures on any machine.
#include <cstdint>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "scenario/scenario.hpp"
#include "sight/line_of_sight.hpp"

namespace wargen {

// What lies in one side's own half of the table (half_figures.hpp says which half that is).
struct HalfFigures {
  // A feature counts by the share of its area (or length) inside the half: one split 60/40 by the
  // middle line counts 0.6 in one half and 0.4 in the other. Players' choice sites count nowhere.
  double terrain_count = 0;        // area features except supply lines and choice sites
  double terrain_area_cm2 = 0;     // their area inside the half
  double cover_count = 0;          // woods, built-up areas, buildings
  double cover_area_cm2 = 0;
  double impassable_area_cm2 = 0;  // lakes, and river sections the ruleset calls impassable
  double obstacle_length_cm = 0;   // streams, obstacles (walls, hedges), earthworks: length inside
  double objective_count = 0;      // objectives whose point lies in the half (½ on its inner edge)
  double objective_points = 0;     // the points on them, both sides' (NPOW-O1) or the VP value (VPM-1)
  double river_crossings = 0;      // bridges and fords in the half (½ on its inner edge)
  double supply_road_length_cm = 0;  // length inside the half of the roads reached from the side's supply lines
};

struct ObjectiveFigures {
  std::string id;            // sight::ObjectiveSite::id
  double distance_cm = 0;    // from the side's deployment zone (0 inside it)
  double visible_share = 0;  // share of the objective's cells seen from the deployment zone
  double points = 0;         // the points on it, both sides' (NPOW-O1), or its VP value (VPM-1)
};

struct SideFigures {
  std::string side;  // "A" | "B"
  std::string edge;  // "south" | "north"
  Box half{0, 0, 0, 0};  // the side's own half, in the table's coordinates
  HalfFigures figures;
  std::vector<ObjectiveFigures> objectives;  // every objective of the table, same order for both sides
  double enemy_zone_visible_share = 0;       // share of the other deployment zone's cells it sees
};

// One measure compared between the sides.
struct MeasureBalance {
  std::string measure;   // e.g. "cover_area_cm2"
  double a = 0;          // side A's figure
  double b = 0;          // side B's figure
  double reference = 0;  // the least amount a difference is weighed against (docs/fairness.md)
  double balance = 1;    // 1 - |a - b| / max(a + b, reference)
  bool counted = true;   // false when both are 0: it says nothing about fairness
  bool stake = false;    // one of the stakes whose least balance weighs 0.6 of the score
};

// How much there is to fight over, whichever side it lies on.
struct Substance {
  double pieces = 0;            // terrain pieces on the table (choice sites, roads, supply lines left out)
  double terrain_share = 0;     // their area (clipped to the table) / the table's area
  double objectives = 0;        // objectives on the table
  double score = 0;             // terrain_share, the figure the floor applies to
  bool above_floor = false;     // score >= kSubstanceFloor
};

// Below this share of the table covered by real terrain (a hundredth) a table is too thin to fight
// over: its balance says little (an empty table is perfectly, and uselessly, balanced). Game of
// Kings tables of a piece or two lie under it; no NPOW table does (docs/fairness.md).
inline constexpr double kSubstanceFloor = 0.01;

// The mean's weight in the balance; the least stake has the rest. Calibrated (docs/fairness.md):
// at 0.4, 19 of 287 NPOW 300 tables with all their objective points in one half scored above the
// tenth percentile of ordinary tables (1 at 0.3), and 15 of 56 with all their cover (7 at 0.3).
inline constexpr double kBalanceMeanWeight = 0.3;

// How steeply a stake's one-sidedness, (1 - balance)^k × |A - B| / reference, falls off as the stake
// evens out: at k = 2 a stake wholly one side's counts its whole difference in references, one at
// balance 0.5 a quarter of it (docs/fairness.md, "The balance score").
inline constexpr double kOneSidedPower = 2;

struct FairnessReport {
  std::string scenario_id;
  std::uint64_t seed = 0;
  double sight_cell_cm = 0;
  std::vector<SideFigures> sides;  // A then B
  std::vector<MeasureBalance> measures;
  double mean_balance = 1;  // mean of the counted measures' balance; 1 when none is counted
  double least_stake = 1;   // the least balance of the counted stakes; the mean when none is counted
  double one_sided = 1;     // the worst stake's one-sidedness in references, at least 1
  double balance = 1;       // (0.3 × mean_balance + 0.7 × least_stake) / one_sided
  Substance substance;
};

struct FairnessOptions {
  double sight_cell_cm = 5;                        // the board the sight measures are taken on
  sight::SightRule rule = sight::tabletop_rule();  // woods and built-up areas block, hills give height
};

// Throws InputError when the scenario has no two deployment zones of sides A and B.
FairnessReport measure_fairness(const Scenario& scenario, const FairnessOptions& options = {});

// The report as YAML or JSON (format `wargen-fairness/2`, docs/fairness.md), as text for people,
// and as one line; `file` names the scenario in the last two.
std::string fairness_yaml(const FairnessReport& report);
std::string fairness_json(const FairnessReport& report);
std::string fairness_text(const FairnessReport& report, const std::string& file);
std::string fairness_brief(const FairnessReport& report, const std::string& file);

}  // namespace wargen
