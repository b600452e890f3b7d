// PathWalk answers the arc-length questions of geometry.hpp (point_at, direction_at) and
// sub_polyline from sums made once, and arc_position measures only the legs that may come nearest
// (LegRuns' only the runs of legs that may);
// these cases hold each to the plain walks from the line's start, bit for bit, on random lines
// with repeated points (legs of no length) among them.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstring>
#include <limits>
#include <vector>

#include "core/geometry.hpp"
#include "core/leg_runs.hpp"
#include "core/path_walk.hpp"
#include "core/rng.hpp"
#include "core/shape_measure.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// Points on the 0.01 grid, now and then the same point twice or three times running.
Polyline random_line(Pcg32& rng) {
  Polyline line;
  const std::uint32_t n = 1 + rng.below(30);
  for (std::uint32_t i = 0; i < n; ++i) {
    if (!line.empty() && rng.below(5) == 0)
      line.push_back(line.back());
    else
      line.push_back({rng.between(0, 20000) / 100.0, rng.between(0, 20000) / 100.0});
  }
  return line;
}

// sub_polyline as it was first written: every leg summed from the start, each point tested.
Polyline sub_polyline_walked(const Polyline& line, double from_cm, double to_cm) {
  Polyline out;
  if (line.empty()) return out;
  const double length = polyline_length(line);
  from_cm = std::clamp(from_cm, 0.0, length);
  to_cm = std::clamp(to_cm, from_cm, length);
  out.push_back(point_at(line, from_cm));
  double walked = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    walked += distance(line[i - 1], line[i]);
    if (walked > from_cm && walked < to_cm) out.push_back(line[i]);
  }
  out.push_back(point_at(line, to_cm));
  return out;
}

bool same_bits(Point a, Point b) {
  return std::memcmp(&a.x, &b.x, sizeof a.x) == 0 && std::memcmp(&a.y, &b.y, sizeof a.y) == 0;
}

}  // namespace

TEST_CASE("PathWalk finds the points and directions the plain walks find, bit for bit", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261126, "path-walk");
  for (int round = 0; round < 2000; ++round) {
    INFO("round " << round);
    const Polyline line = random_line(rng);
    const PathWalk walk(line);
    REQUIRE(walk.length_cm() == polyline_length(line));
    // Positions in increasing order, from before the start to past the end, some exactly on a
    // point (where two legs meet) and some in steps, as the candidate walks take them.
    std::vector<double> positions{-1.0, 0.0};
    for (std::size_t i = 1; i < line.size(); ++i) positions.push_back(walk.arc_to(i));
    const double step = 0.5 + rng.below(300) / 100.0;
    for (double s = 0; s <= walk.length_cm() + 2; s += step) positions.push_back(s);
    std::sort(positions.begin(), positions.end());
    std::size_t bookmark = 0;
    for (double s : positions) {
      INFO("s " << s);
      REQUIRE(same_bits(walk.point_at(s), point_at(line, s)));
      REQUIRE(same_bits(walk.point_at_onward(s, bookmark), point_at(line, s)));
      REQUIRE(same_bits(walk.direction_at(s), direction_at(line, s)));
    }
    for (int piece = 0; piece < 5; ++piece) {
      double from = rng.between(-100, static_cast<int>(walk.length_cm() * 100) + 100) / 100.0;
      double to = rng.between(-100, static_cast<int>(walk.length_cm() * 100) + 100) / 100.0;
      if (piece == 0 && line.size() > 1) from = walk.arc_to(1), to = walk.arc_to(line.size() - 1);  // on points
      const Polyline expected = sub_polyline_walked(line, from, to);
      for (const Polyline& got : {sub_polyline(line, from, to), sub_polyline(walk, from, to)}) {
        REQUIRE(got.size() == expected.size());
        for (std::size_t k = 0; k < got.size(); ++k) REQUIRE(same_bits(got[k], expected[k]));
      }
    }
  }
}

namespace {

// arc_position as it was first written: every leg measured, the arc summed as it goes.
double arc_position_walked(const Polyline& line, Point p) {
  double best_distance = std::numeric_limits<double>::max(), best_arc = 0, walked = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    Point q = nearest_on_segment(p, line[i - 1], line[i]);
    double d = distance(p, q);
    if (d < best_distance) {
      best_distance = d;
      best_arc = walked + distance(line[i - 1], q);
    }
    walked += distance(line[i - 1], line[i]);
  }
  return best_arc;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

TEST_CASE("arc_position passes over far legs and finds the arc the plain walk finds, bit for bit", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "arc-position");
  int checked = 0;
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    Polyline line = random_line(rng);
    // Now and then the same line far out, where a hair of rounding is millions of times larger.
    const double shift = rng.below(4) == 0 ? 1e9 : 0;
    for (Point& q : line) q = {q.x + shift, q.y + shift};
    const PathWalk walk(line);
    const LegRuns runs(line);
    std::vector<Point> asked;
    for (int k = 0; k < 8; ++k)  // anywhere near the line
      asked.push_back({shift + rng.between(-2000, 22000) / 100.0, shift + rng.between(-2000, 22000) / 100.0});
    for (Point q : line) asked.push_back(q);       // on its points: ties between the legs that meet there
    for (std::size_t i = 1; i < line.size(); ++i)  // halfway along each leg, and just off it
      for (double off : {0.0, 0.004, -0.004})
        asked.push_back({(line[i - 1].x + line[i].x) / 2 + off, (line[i - 1].y + line[i].y) / 2 - off});
    for (Point q : asked) {
      INFO("at " << q.x << ", " << q.y);
      REQUIRE(same_bits(arc_position(line, q), arc_position_walked(line, q)));
      REQUIRE(same_bits(runs.arc_position(walk, q), arc_position_walked(line, q)));
      ++checked;
    }
  }
  CHECK(checked > 50000);
  // Lines and points that are not numbers, or not finite, answer as before too.
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<Polyline> odd = {{},
                                     {{1, 1}},
                                     {{0, 0}, {inf, 0}, {5, 5}},
                                     {{0, 0}, {nan, 1}, {3, 3}, {4, 0}},
                                     {{2, 2}, {2, 2}, {2, 2}},
                                     {{0, 0}, {1e300, 1e300}, {0, 1}}};
  for (const Polyline& line : odd) {
    const PathWalk walk(line);
    const LegRuns runs(line);
    for (Point q : {Point{1, 1}, Point{nan, 0}, Point{inf, -inf}, Point{-3, 7}, Point{1e300, 0}}) {
      CHECK(same_bits(arc_position(line, q), arc_position_walked(line, q)));
      CHECK(same_bits(runs.arc_position(walk, q), arc_position_walked(line, q)));
    }
  }
}

}  // namespace WARGEN_TEST_FILE
