#pragma once
// NPOW-O1, O2: how a side spreads its objective points. The rules (what is legal) are fixed here;
// how a player chooses among legal allocations is a policy object, so a club can plug in another
// (listed in generators/registry.cpp like every plugin). The default, "weighted", is in
// weighted_objective_policy.hpp.
#include <algorithm>
#include <cstddef>
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

// What allocation_can_finish weighs (NPOW-O1's cap, NPOW-O2's own-half limit), summed once for
// an allocation as it stands: a policy that tries the next step on each target in turn then asks
// for each in a few operations, not a pass over every target (a pass per target made the weighted
// policy's steps quadratic in the targets).
class AllocationRoom {
 public:
  // `targets` and `points` must outlive it and not change while it is asked.
  AllocationRoom(const std::vector<ObjectiveTarget>& targets, const std::vector<int>& points, const PointsRules& rules);
  // allocation_can_finish(targets, points with `extra` more on target `i`, remaining, rules).
  // Inline, as the rest: a policy asks these for every target at every step.
  bool can_finish_with(std::size_t i, int extra, int remaining) const {
    // Only target i's room changes: its share of the sums, taken out and put back.
    const int more_room = std::max(0, cap_ - (points_[i] + extra)) - std::max(0, cap_ - points_[i]);
    if (targets_[i].own_half) return fits(own_used_ + extra, own_room_ + more_room, other_room_, remaining);
    return fits(own_used_, own_room_, other_room_ + more_room, remaining);
  }
  // The points in the side's own half (NPOW-O2), with `extra` more on target `i`.
  int own_with(std::size_t i, int extra) const { return own_used_ + (targets_[i].own_half ? extra : 0); }
  bool can_finish(int remaining) const { return fits(own_used_, own_room_, other_room_, remaining); }

 private:
  // The other targets' room, and the own half's within what NPOW-O2 leaves it (whole steps).
  bool fits(int own_used, int own_room, int other_room, int remaining) const {
    const int own_left = std::max(0, own_half_max_ - own_used) / step_ * step_;
    return other_room + std::min(own_room, own_left) >= remaining;
  }
  const std::vector<ObjectiveTarget>& targets_;
  const std::vector<int>& points_;
  int step_, own_half_max_, cap_;
  int own_used_ = 0, own_room_ = 0, other_room_ = 0;
};

}  // namespace wargen
