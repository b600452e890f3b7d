// NPOW-O1, O2: the legality of an allocation of objective points, shared by every policy and by
// the validator.
#include <algorithm>

#include "generators/npow/objective_policy.hpp"

namespace wargen {

namespace {
int cap_of(const PointsRules& rules) { return rules.max_per_objective > 0 ? rules.max_per_objective : rules.total; }
int floor_to_step(int points, int step) { return points / step * step; }
}  // namespace

AllocationRoom::AllocationRoom(const std::vector<ObjectiveTarget>& targets, const std::vector<int>& points,
                               const PointsRules& rules)
    : targets_(targets),
      points_(points),
      step_(rules.step),
      own_half_max_(rules.own_half_max),
      cap_(floor_to_step(cap_of(rules), rules.step)) {
  for (std::size_t i = 0; i < targets.size(); ++i) {
    int room = std::max(0, cap_ - points[i]);
    if (targets[i].own_half) {
      own_used_ += points[i];
      own_room_ += room;
    } else {
      other_room_ += room;
    }
  }
}

bool allocation_can_finish(const std::vector<ObjectiveTarget>& targets, const std::vector<int>& points, int remaining,
                           const PointsRules& rules) {
  return AllocationRoom(targets, points, rules).can_finish(remaining);
}

std::string allocation_infeasible(const std::vector<ObjectiveTarget>& targets, const PointsRules& rules) {
  std::vector<int> none(targets.size(), 0);
  if (allocation_can_finish(targets, none, rules.total, rules)) return "";
  int cap = floor_to_step(cap_of(rules), rules.step);
  if (cap * static_cast<int>(targets.size()) < rules.total)
    return "NPOW-O1: " + std::to_string(rules.total) + " points at most " + std::to_string(cap) +
           " per objective need " + std::to_string((rules.total + cap - 1) / cap) + " objectives; there are " +
           std::to_string(targets.size());
  return "NPOW-O2: at most " + std::to_string(rules.own_half_max) +
         " points may go in the side's own half, and the objectives outside it cannot take the other " +
         std::to_string(rules.total - rules.own_half_max) + " at " + std::to_string(cap) + " per objective";
}

std::string allocation_problem(const std::vector<ObjectiveTarget>& targets, const std::vector<int>& points,
                               const PointsRules& rules) {
  int total = 0, own = 0;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    int n = points[i];
    if (n < 0) return "NPOW-O1: negative points on " + targets[i].id;
    if (n % rules.step != 0)
      return "NPOW-O1: " + std::to_string(n) + " points on " + targets[i].id + " are not a multiple of " +
             std::to_string(rules.step);
    if (rules.max_per_objective > 0 && n > rules.max_per_objective)
      return "NPOW-O1: " + std::to_string(n) + " points on " + targets[i].id + ", more than " +
             std::to_string(rules.max_per_objective) + " per objective";
    total += n;
    if (targets[i].own_half) own += n;
  }
  if (total != rules.total)
    return "NPOW-O1: " + std::to_string(total) + " points placed, not " + std::to_string(rules.total);
  if (own > rules.own_half_max)
    return "NPOW-O2: " + std::to_string(own) + " points in the own half, more than the " +
           std::to_string(rules.own_half_max) + " the initiative rating allows";
  return "";
}

}  // namespace wargen
