#pragma once
// NPOW-O1, O2: how a side spreads its objective points. The rules (what is legal) are fixed here;
// how a player chooses among legal allocations is a policy object, so a club can plug in another
// (listed in generators/registry.cpp like every plugin). The default, "weighted", is in
// weighted_objective_policy.hpp.
#include <string>
#include <vector>

#include "core/rng.hpp"

namespace wargen {

// One objective a side may put points on (NPOW-O1): a hill, a built-up area, a bridge or ford,
// or the enemy's supply line.
struct ObjectiveTarget {
  std::string id;         // feature or crossing id
  std::string kind;       // hill | built_up | crossing | supply_line
  bool own_half = false;  // NPOW-T4: wholly within own_half_cm of the side's own edge
  double depth_cm = 0;    // how far from the side's own edge it reaches
};

struct PointsRules {
  int total = 50;             // NPOW-O1: points each side places
  int step = 5;               // multiples of this
  int max_per_objective = 0;  // NPOW-O1 convention; 0 = none
  int own_half_max = 25;      // NPOW-O2: by the side's initiative rating
};

// What a policy may weigh (ruleset objective_points.weights and nearness).
struct PointsPreferences {
  std::vector<double> kind_weight;  // per target, from its kind
  double nearness = 1;              // how much nearer objectives are preferred
  double table_depth_cm = 120;
};

class ObjectivePolicy {
 public:
  virtual ~ObjectivePolicy() = default;
  virtual std::string name() const = 0;
  virtual std::string describe() const = 0;
  // Points per target (same order), a legal allocation (allocation_problem() is ""). Called only
  // when one exists (allocation_infeasible() is "").
  virtual std::vector<int> allocate(const std::vector<ObjectiveTarget>& targets, const PointsRules& rules,
                                    const PointsPreferences& preferences, Pcg32& rng) const = 0;
};

// Why no legal allocation exists, as "NPOW-O1: …" or "NPOW-O2: …"; "" when one does.
std::string allocation_infeasible(const std::vector<ObjectiveTarget>& targets, const PointsRules& rules);
// What is wrong with `points` (per target), with its rule ID first; "" when legal.
std::string allocation_problem(const std::vector<ObjectiveTarget>& targets, const std::vector<int>& points,
                               const PointsRules& rules);
// Whether `remaining` more points still fit after `points`, within every cap.
bool allocation_can_finish(const std::vector<ObjectiveTarget>& targets, const std::vector<int>& points, int remaining,
                           const PointsRules& rules);

}  // namespace wargen
