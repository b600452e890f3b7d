#include "generators/npow/weighted_objective_policy.hpp"

#include <algorithm>
#include <stdexcept>

namespace wargen {

std::string WeightedObjectivePolicy::describe() const {
  return "points one step at a time, at random, weighted toward valuable and nearer objectives, always legal";
}

std::vector<int> WeightedObjectivePolicy::allocate(const std::vector<ObjectiveTarget>& targets,
                                                   const PointsRules& rules, const PointsPreferences& prefs,
                                                   Pcg32& rng) const {
  std::vector<double> weight;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    double near = 1 - std::min(1.0, targets[i].depth_cm / prefs.table_depth_cm);
    weight.push_back(prefs.kind_weight[i] * (1 + prefs.nearness * near));
  }
  std::vector<int> points(targets.size(), 0);
  std::vector<std::size_t> open;  // the targets a step may go to: one buffer for every step
  open.reserve(targets.size());
  for (int placed = 0; placed < rules.total; placed += rules.step) {
    open.clear();
    double sum = 0;
    const AllocationRoom room(targets, points, rules);
    for (std::size_t i = 0; i < targets.size(); ++i) {  // a step more on target i: legal?
      const bool legal = (rules.max_per_objective == 0 || points[i] + rules.step <= rules.max_per_objective) &&
                         room.can_finish_with(i, rules.step, rules.total - placed - rules.step) &&
                         room.own_with(i, rules.step) <= rules.own_half_max;
      if (legal) {
        open.push_back(i);
        sum += weight[i];
      }
    }
    if (open.empty()) throw std::logic_error("weighted objective policy: no legal step (feasibility not checked)");
    double pick = rng.uniform(0, sum);
    std::size_t chosen = open.back();
    for (std::size_t i : open) {
      if (pick < weight[i]) {
        chosen = i;
        break;
      }
      pick -= weight[i];
    }
    points[chosen] += rules.step;
  }
  return points;
}

}  // namespace wargen
