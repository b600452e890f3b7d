// NPOW-O1, O2: AllocationRoom answers for one more step on a target what allocation_can_finish
// answers for the allocation with that step made, and the weighted policy built on it still deals
// out legal allocations.
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "generators/npow/objective_policy.hpp"
#include "generators/npow/weighted_objective_policy.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

struct Case {
  std::vector<ObjectiveTarget> targets;
  std::vector<int> points;
  PointsRules rules;
};

// Targets on either half, points already dealt in whole steps (some past the cap or the own half's
// limit, which the room must count as none left), and rules with and without a cap.
Case random_case(Pcg32& rng) {
  Case c;
  c.rules.step = rng.between(1, 3) * 5;
  c.rules.total = c.rules.step * rng.between(2, 14);
  c.rules.max_per_objective = rng.between(0, 1) == 0 ? 0 : c.rules.step * rng.between(1, 4);
  c.rules.own_half_max = rng.between(0, c.rules.total);
  const int count = rng.between(1, 9);
  for (int i = 0; i < count; ++i) {
    ObjectiveTarget t;
    t.id = "f" + std::to_string(i + 1);
    t.kind = "hill";
    t.own_half = rng.between(0, 1) == 1;
    c.targets.push_back(t);
    c.points.push_back(c.rules.step * rng.between(0, 5));
  }
  return c;
}

}  // namespace

TEST_CASE("NPOW-O1, O2: AllocationRoom answers as allocation_can_finish does with the step made",
          "[npow][objectives]") {
  Pcg32 rng(40, 7);
  int fits = 0, does_not = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Case c = random_case(rng);
    const AllocationRoom room(c.targets, c.points, c.rules);
    const int remaining = c.rules.step * rng.between(0, 12);
    CHECK(room.can_finish(remaining) == allocation_can_finish(c.targets, c.points, remaining, c.rules));
    for (std::size_t i = 0; i < c.targets.size(); ++i) {
      std::vector<int> with = c.points;
      with[i] += c.rules.step;
      const bool expected = allocation_can_finish(c.targets, with, remaining, c.rules);
      INFO("trial " << trial << ", target " << i);
      CHECK(room.can_finish_with(i, c.rules.step, remaining) == expected);
      int own = 0;
      for (std::size_t k = 0; k < c.targets.size(); ++k) own += c.targets[k].own_half ? with[k] : 0;
      CHECK(room.own_with(i, c.rules.step) == own);
      (expected ? fits : does_not) += 1;
    }
  }
  // Both answers come up often: the cases reach the caps and the own half's limit.
  CHECK(fits > 1000);
  CHECK(does_not > 1000);
}

TEST_CASE("NPOW-O1, O2: the weighted policy deals out a legal allocation whenever one exists", "[npow][objectives]") {
  Pcg32 rng(40, 8);
  const WeightedObjectivePolicy policy;
  int dealt = 0;
  for (int trial = 0; trial < 500; ++trial) {
    Case c = random_case(rng);
    if (!allocation_infeasible(c.targets, c.rules).empty()) continue;
    PointsPreferences prefs;
    for (std::size_t i = 0; i < c.targets.size(); ++i) {
      prefs.kind_weight.push_back(1 + rng.between(0, 3));
      c.targets[i].depth_cm = rng.uniform(0, 120);
    }
    const std::vector<int> points = policy.allocate(c.targets, c.rules, prefs, rng);
    INFO("trial " << trial);
    CHECK(allocation_problem(c.targets, points, c.rules).empty());
    ++dealt;
  }
  CHECK(dealt > 200);
}

}  // namespace WARGEN_TEST_FILE
