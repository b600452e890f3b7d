// river_course takes the verdicts of most bisection steps for the bend's depth without measuring
// (certified by Newton's steps beforehand), stops once the remaining steps cannot change the
// rounded course or the verdict on its length, and gives up a course once it surely leaves its
// room; these cases hold it to the plain bisection, every step measured to the last and the
// finished course asked course_fits, point for point, over courses of every kind: gentle and deep
// bends, no wander and much, lengths that only just fit and lengths near the tolerance, rooms
// that hold the course with a hundredth of a centimetre to spare and rooms it misses by as little.
// Certifying a depth 1e-6 cm past its measured one fails them, and so does giving up a course
// with no slack for the grid.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

#include "core/geometry.hpp"
#include "core/rng.hpp"
#include "generators/npow/river_course.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

constexpr CourseRoom kTable{180, 120, 3};

struct Outcomes {
  int laid = 0, refused = 0;
};

// The shortcut and the plain bisection, each from its own copy of one stream, give the same
// course or none, and leave their streams in step.
void require_same_course(Point start, Point end, double length_cm, double wander_cm, const CourseRoom& room,
                         std::uint64_t seed, Outcomes& outcomes) {
  Pcg32 early(seed, 3), whole(seed, 3);
  auto stopped = river_course(start, end, length_cm, wander_cm, room, early, Bisection::shortcut);
  auto reference = river_course(start, end, length_cm, wander_cm, room, whole, Bisection::plain);
  REQUIRE(stopped.has_value() == reference.has_value());
  REQUIRE(early.below(1u << 31) == whole.below(1u << 31));
  if (!stopped) {
    ++outcomes.refused;
    return;
  }
  ++outcomes.laid;
  REQUIRE(stopped->size() == reference->size());
  for (std::size_t i = 0; i < stopped->size(); ++i) {
    REQUIRE((*stopped)[i].x == (*reference)[i].x);
    REQUIRE((*stopped)[i].y == (*reference)[i].y);
  }
}

// The points of `path` that course_fits holds off the edges: walked further than twice the
// clearance from either end.
std::vector<Point> held_points(const Polyline& path, double clear_cm) {
  const double length = polyline_length(path);
  double walked = 0;
  std::vector<Point> held;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (i > 0) walked += distance(path[i - 1], path[i]);
    if (walked >= 2 * clear_cm && walked <= length - 2 * clear_cm) held.push_back(path[i]);
  }
  return held;
}

}  // namespace

TEST_CASE("river_course's shortcuts give the course of the plain bisection", "[river_course]") {
  Pcg32 cases(20261126, 7);
  Outcomes outcomes;
  for (int k = 0; k < 6000; ++k) {
    const double start_x = cases.between(0, 18000) / 100.0;
    const double start_y = cases.between(0, 12000) / 100.0;
    const double end_x = cases.between(0, 18000) / 100.0;
    const double end_y = cases.between(0, 12000) / 100.0;
    const Point start{start_x, start_y}, end{end_x, end_y};
    const double straight = distance(start, end);
    // Mostly a course longer than the straight line by a little to a lot; now and then one a
    // hair longer or shorter than it, where the length is hardest to meet.
    double length_cm = straight * (1.0 + cases.uniform(0.001, 1.5));
    if (k % 10 == 0) length_cm = straight + cases.uniform(-0.1, 0.2);
    const double wander_cm = k % 7 == 0 ? 0.0 : cases.uniform(0.0, 4.0);
    // A table, or room enough for any of these courses: the length alone refuses a course.
    const CourseRoom room = k % 2 == 0 ? kTable : CourseRoom{1e6, 1e6, 0};
    const Point shift = k % 2 == 0 ? Point{0, 0} : Point{5e5, 5e5};
    const std::uint64_t seed = cases.below(1u << 30);
    require_same_course({start.x + shift.x, start.y + shift.y}, {end.x + shift.x, end.y + shift.y}, length_cm,
                        wander_cm, room, seed, outcomes);
  }
  // Both outcomes are exercised many times over.
  CHECK(outcomes.laid > 4000);
  CHECK(outcomes.refused > 900);
}

TEST_CASE("river_course gives up a course only when it would leave its room", "[river_course]") {
  // Each course is laid first in a room far larger than it; then the room is narrowed, on one of
  // its four sides, to within 0.05 cm of the course's furthest point there, so that the finished
  // course only just fits or only just does not. A clearance of 0 leaves only the table's edge.
  Pcg32 cases(20261128, 11);
  Outcomes outcomes;
  for (int k = 0; k < 4000; ++k) {
    const double start_x = 500 + cases.between(0, 18000) / 100.0;
    const double start_y = 500 + cases.between(0, 12000) / 100.0;
    const double end_x = 500 + cases.between(0, 18000) / 100.0;
    const double end_y = 500 + cases.between(0, 12000) / 100.0;
    const Point start{start_x, start_y}, end{end_x, end_y};
    const double length_cm = distance(start, end) * (1.0 + cases.uniform(0.05, 1.0));
    const double wander_cm = cases.uniform(0.0, 3.0);
    const double clear_cm = k % 4 == 0 ? 0.0 : 3.0;
    const int side = static_cast<int>(cases.below(4));
    const double spare_cm = cases.uniform(-0.05, 0.05);
    const std::uint64_t seed = cases.below(1u << 30);
    Pcg32 draws(seed, 3);
    const auto free_course = river_course(start, end, length_cm, wander_cm, {2000, 2000, clear_cm}, draws);
    if (!free_course) continue;
    const std::vector<Point> held = clear_cm > 0 ? held_points(*free_course, clear_cm) : *free_course;
    if (held.empty()) continue;
    CourseRoom room{2000, 2000, clear_cm};
    Point shift{0, 0};  // the near sides are narrowed by moving the course towards them
    auto by_x = [](Point a, Point b) { return a.x < b.x; };
    auto by_y = [](Point a, Point b) { return a.y < b.y; };
    if (side == 0) room.width_cm = std::max_element(held.begin(), held.end(), by_x)->x + clear_cm + spare_cm;
    if (side == 1) room.depth_cm = std::max_element(held.begin(), held.end(), by_y)->y + clear_cm + spare_cm;
    if (side == 2)
      shift.x = std::round(100 * (clear_cm + spare_cm - std::min_element(held.begin(), held.end(), by_x)->x)) / 100;
    if (side == 3)
      shift.y = std::round(100 * (clear_cm + spare_cm - std::min_element(held.begin(), held.end(), by_y)->y)) / 100;
    require_same_course({start.x + shift.x, start.y + shift.y}, {end.x + shift.x, end.y + shift.y}, length_cm,
                        wander_cm, room, seed, outcomes);
  }
  CHECK(outcomes.laid > 1000);
  CHECK(outcomes.refused > 1000);
}

TEST_CASE("course_fits: on the table, off its edges away from the ends, never across itself", "[river_course]") {
  const CourseRoom room{100, 60, 3};
  // Leaves the west edge, runs 2 cm off the south edge within 6 cm walked of its start, then
  // inland.
  CHECK(course_fits({{0, 2}, {4, 2}, {20, 20}, {50, 30}}, room));
  // The same 2 cm off the south edge, 7 cm walked from its start: too near.
  CHECK_FALSE(course_fits({{0, 2}, {7, 2}, {20, 20}, {50, 30}}, room));
  // Off the table, even at its end.
  CHECK_FALSE(course_fits({{0, 2}, {-0.01, 3}, {20, 20}, {50, 30}}, room));
  // Crossing itself.
  CHECK_FALSE(course_fits({{10, 10}, {40, 40}, {40, 10}, {10, 40}}, room));
  CHECK(course_fits({{10, 10}, {40, 40}, {40, 50}, {10, 50}}, room));
}

TEST_CASE("crosses_itself: whether two legs that do not follow each other meet", "[river_course]") {
  // Against every pair of legs measured: paths that run one way in x or in y, as courses do, and
  // paths that wander anywhere, on the 0.01 cm grid and off it, with points repeated now and then.
  Pcg32 cases(20261128, 13);
  int crossing = 0, clear = 0;
  for (int k = 0; k < 20000; ++k) {
    const int points = 2 + static_cast<int>(cases.below(14));
    const int kind = static_cast<int>(cases.below(3));  // 0: one way in x, 1: one way in y, 2: anywhere
    Polyline path;
    double along = 0;
    for (int i = 0; i < points; ++i) {
      const double step = cases.uniform(0.0, 3.0);
      const double across = cases.uniform(-4.0, 4.0);
      const double anywhere = cases.uniform(-4.0, 4.0);
      along += step;
      Point p = kind == 0 ? Point{along, across} : kind == 1 ? Point{across, along} : Point{across, anywhere};
      if (k % 2 == 0) p = {std::round(p.x * 100) / 100, std::round(p.y * 100) / 100};
      if (i > 0 && cases.below(8) == 0) p = path.back();
      path.push_back(p);
    }
    bool measured = false;
    for (std::size_t a = 1; a < path.size(); ++a)
      for (std::size_t b = a + 2; b < path.size(); ++b)
        measured = measured || segments_intersect(path[a - 1], path[a], path[b - 1], path[b]);
    REQUIRE(crosses_itself(path) == measured);
    ++(measured ? crossing : clear);
  }
  CHECK(crossing > 3000);
  CHECK(clear > 3000);
}

}  // namespace WARGEN_TEST_FILE
