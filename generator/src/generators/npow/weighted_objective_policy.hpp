#pragma once
// The default objective points policy ("weighted"): points go out one step (5) at a time, each to
// an objective drawn at random with a weight for its kind (ruleset objective_points.weights) and
// for being nearer the side's own edge (objective_points.nearness), among the objectives that can
// still take it without making the rest impossible - so the result is always legal (NPOW-O1, O2).
#include "generators/npow/objective_policy.hpp"

namespace wargen {

class WeightedObjectivePolicy final : public ObjectivePolicy {
 public:
  std::string name() const override { return "weighted"; }
  std::string describe() const override;
  std::vector<int> allocate(const std::vector<ObjectiveTarget>& targets, const PointsRules& rules,
                            const PointsPreferences& preferences, Pcg32& rng) const override;
};

}  // namespace wargen
