// river_course takes the verdicts of most bisection steps for the bend's depth without measuring
// (certified by Newton's steps beforehand), and stops once the remaining steps cannot change the
// rounded course or the verdict on its length; these cases hold it to the plain bisection, every
// step measured to the last, point for point, over courses of every kind: gentle and deep bends,
// no wander and much, lengths that only just fit and lengths near the tolerance. Certifying a
// depth 1e-6 cm past its measured one fails them.
#include <catch2/catch.hpp>

#include "core/geometry.hpp"
#include "core/rng.hpp"
#include "generators/npow/river_course.hpp"

using namespace wargen;

TEST_CASE("river_course's shortcuts give the course of the plain bisection", "[river_course]") {
  Pcg32 cases(20261126, 7);
  int laid = 0, refused = 0;
  for (int k = 0; k < 6000; ++k) {
    Point start{cases.between(0, 18000) / 100.0, cases.between(0, 12000) / 100.0};
    Point end{cases.between(0, 18000) / 100.0, cases.between(0, 12000) / 100.0};
    const double straight = distance(start, end);
    // Mostly a course longer than the straight line by a little to a lot; now and then one a
    // hair longer or shorter than it, where the length is hardest to meet.
    double length_cm = straight * (1.0 + cases.uniform(0.001, 1.5));
    if (k % 10 == 0) length_cm = straight + cases.uniform(-0.1, 0.2);
    const double wander_cm = k % 7 == 0 ? 0.0 : cases.uniform(0.0, 4.0);
    const std::uint64_t seed = cases.below(1u << 30);
    Pcg32 early(seed, 3), whole(seed, 3);
    auto stopped = river_course(start, end, length_cm, wander_cm, early, Bisection::shortcut);
    auto reference = river_course(start, end, length_cm, wander_cm, whole, Bisection::plain);
    REQUIRE(stopped.has_value() == reference.has_value());
    if (!stopped) {
      ++refused;
      continue;
    }
    ++laid;
    REQUIRE(stopped->size() == reference->size());
    for (std::size_t i = 0; i < stopped->size(); ++i) {
      REQUIRE((*stopped)[i].x == (*reference)[i].x);
      REQUIRE((*stopped)[i].y == (*reference)[i].y);
    }
    REQUIRE(early.below(1u << 31) == whole.below(1u << 31));  // the streams stay in step
  }
  // Both outcomes are exercised many times over.
  CHECK(laid > 4000);
  CHECK(refused > 300);
}
