#pragma once
// NPOW-O1, O2 as a stage: each side's 50 points on the objectives it may use - hills and
// built-up areas that are objectives, every bridge and ford, and the ENEMY supply line - with
// at most its initiative's cap in its own half (an element reaching into the central zone counts
// as the enemy's half, NPOW-T4). The policy chooses; the rules here decide what it may choose from.
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/npow_settings.hpp"
#include "generators/npow/objective_policy.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Every objective on the table with the box it is judged by (NPOW-T4), in scenario order
// (features, then crossings). The same for both sides, so found once for the two: a crossing's
// box takes its watercourse's width there, found by walking the whole course.
struct PlacedObjective {
  std::string id, kind;
  std::string owner;  // a supply line's side, for which it is no objective; else ""
  Box bounds;
};
std::vector<PlacedObjective> placed_objectives(const Scenario& s);
// The same for a caller that has measured each crossing's watercourse width at its point already
// (`crossing_width_cm[i]` for s.crossings[i], water_width_at, 0 with no watercourse).
std::vector<PlacedObjective> placed_objectives(const Scenario& s, const std::vector<double>& crossing_width_cm);

// The objectives `side` may put points on, in scenario order.
std::vector<ObjectiveTarget> objective_targets(const NpowParams& params, const Scenario& s,
                                               const std::vector<PlacedObjective>& objectives, const std::string& side);

PointsRules points_rules(const NpowParams& params, const NpowSettings& settings, const std::string& side);

// Writes `points` ({A: n, B: n}) on every objective. Throws GenerationError naming NPOW-O1 or
// NPOW-O2 when the conventions asked for leave no legal allocation on this table.
void allocate_objective_points(const NpowParams& params, const NpowSettings& settings, const ObjectivePolicy& policy,
                               Scenario& s, Pcg32& rng);

}  // namespace wargen
