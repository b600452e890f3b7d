// The "closer than d?" tests skip pairs by their boxes (and, for a line cut in runs of legs, whole
// runs by theirs); these cases hold each to its distance's answer, `distance < gap` (and the
// "within d?" tests to `distance <= gap`), on random shapes and at gaps exactly equal to the
// distance (where a box test without its margin for rounding would give the wrong answer).
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/box_index.hpp"
#include "core/geometry.hpp"
#include "core/leg_runs.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// Points on the 0.01 grid a scenario uses, in a small area so that shapes come near each other.
std::vector<Point> random_points(Pcg32& rng, std::size_t n, double origin_x) {
  std::vector<Point> out;
  for (std::size_t i = 0; i < n; ++i)
    out.push_back({origin_x + rng.between(0, 3000) / 100.0, rng.between(0, 3000) / 100.0});
  return out;
}

// Gaps around the true distance: well below, at it, one ulp either side, and well above.
std::vector<double> gaps_around(double d) {
  return {0.0, d / 2, std::nextafter(d, 0.0), d, std::nextafter(d, 1e300), d + 0.5, d * 2 + 1};
}

// A long wandering line on a table, as a river: up to seven runs of legs, or a lone point.
Polyline wandering_line(Pcg32& rng) {
  Polyline line{{rng.between(0, 12000) / 100.0, rng.between(0, 8000) / 100.0}};
  const std::size_t points = 1 + rng.below(56);
  while (line.size() < points)
    line.push_back({line.back().x + rng.between(-400, 400) / 100.0, line.back().y + rng.between(-400, 400) / 100.0});
  return line;
}

}  // namespace

TEST_CASE("closer-than tests answer exactly as their distances do", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261124, "closer-than");
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    const double apart = rng.between(0, 40);  // shapes from overlapping to well apart
    const Polyline line = random_points(rng, 2 + rng.below(8), 0);
    const Polyline other = random_points(rng, 2 + rng.below(8), apart);
    const Polygon polygon = random_points(rng, 3 + rng.below(8), apart);
    const Polygon polygon_b = random_points(rng, 3 + rng.below(8), apart / 2);
    const Point p = random_points(rng, 1, apart / 3).front();

    const double d_point = point_polyline_distance(p, other);
    for (double gap : gaps_around(d_point)) {
      REQUIRE(point_polyline_closer_than(p, other, gap) == (d_point < gap));
      REQUIRE(point_polyline_within(p, other, gap) == (d_point <= gap));
    }

    const double d_lines = polyline_distance(line, other);
    for (double gap : gaps_around(d_lines)) REQUIRE(polylines_closer_than(line, other, gap) == (d_lines < gap));

    const double d_line_polygon = polyline_polygon_distance(line, polygon);
    for (double gap : gaps_around(d_line_polygon)) {
      REQUIRE(polyline_polygon_closer_than(line, polygon, gap) == (d_line_polygon < gap));
      REQUIRE(polyline_polygon_within(line, polygon, gap) == (d_line_polygon <= gap));
    }

    const double d_polygons = polygon_distance(polygon, polygon_b);
    for (double gap : gaps_around(d_polygons))
      REQUIRE(polygons_closer_than(polygon, polygon_b, gap) == (d_polygons < gap));
  }
}

TEST_CASE("point_polyline_closer_than takes a lone point's distance", "[geometry]") {
  const Polyline lone{{3, 4}};
  CHECK(point_polyline_closer_than({0, 0}, lone, 5.000001));
  CHECK_FALSE(point_polyline_closer_than({0, 0}, lone, 5));
}

TEST_CASE("a line in runs of legs is as close to a polygon as its distance says", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "leg-runs");
  int starts_inside = 0, starts_in_box_outside = 0, close = 0, apart = 0;
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    // A long wandering line (up to seven runs, or a lone point) and a small polygon somewhere
    // along it, as a river and an outline tried beside it.
    const Polyline line = wandering_line(rng);
    const Point near = line[rng.below(static_cast<std::uint32_t>(line.size()))];
    Polygon polygon;
    for (std::size_t k = 3 + rng.below(8); k > 0; --k)
      polygon.push_back({near.x + rng.between(-600, 600) / 100.0, near.y + rng.between(-600, 600) / 100.0});
    if (round % 7 == 0) polygon.insert(polygon.begin(), line.front());  // the line starts on the outline
    const Box box = bounding_box(polygon);
    const bool inside = point_in_polygon(line.front(), polygon);
    starts_inside += inside;
    starts_in_box_outside += !inside && box.holds(line.front());
    const std::vector<Box> runs = leg_run_boxes(line);
    const double d = polyline_polygon_distance(line, polygon);
    for (double gap : gaps_around(d)) {
      const bool expected = d < gap;
      REQUIRE(polyline_polygon_closer_than(line, runs, polygon, box, gap) == expected);
      (expected ? close : apart)++;
    }
  }
  // Every way the answer comes about is well represented.
  CHECK(starts_inside > 100);
  CHECK(starts_in_box_outside > 100);
  CHECK(close > 3000);
  CHECK(apart > 3000);
}

TEST_CASE("a line in runs of legs is as close to a point as its distance says", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "leg-runs-point");
  int close = 0, apart = 0, runs_skipped = 0;
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    // A long wandering line (up to seven runs, or a lone point) and a point near some part of it.
    const Polyline line = wandering_line(rng);
    const Point near = line[rng.below(static_cast<std::uint32_t>(line.size()))];
    // Sometimes a point of the line itself (distance 0), else one up to 6 cm off it.
    const Point p =
        round % 5 == 0 ? near : Point{near.x + rng.between(-600, 600) / 100.0, near.y + rng.between(-600, 600) / 100.0};
    const std::vector<Box> runs = leg_run_boxes(line);
    const double d = point_polyline_distance(p, line);
    for (double gap : gaps_around(d)) {
      const bool expected = d < gap;
      REQUIRE(point_polyline_closer_than(p, line, runs, gap) == expected);
      (expected ? close : apart)++;
      for (const Box& run : runs) runs_skipped += !run.overlaps(point_box(p), gap + kIndexSlackCm);
    }
  }
  CHECK(close > 3000);
  CHECK(apart > 3000);
  CHECK(runs_skipped > 3000);  // the runs' boxes do the skipping the test is about
}

TEST_CASE("a line in runs of legs is as close to another line as its distance says", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261128, "leg-runs-lines");
  int close = 0, apart = 0, runs_skipped = 0;
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    // A long wandering line (up to seven runs, or a lone point) and a shorter one that wanders
    // from near some part of it, as a tributary beside its river; now and then from a point of it.
    const Polyline line = wandering_line(rng);
    const Point near = line[rng.below(static_cast<std::uint32_t>(line.size()))];
    Polyline other;
    const std::size_t points = 1 + rng.below(12);
    const int off_x = round % 5 == 0 ? 0 : rng.between(-600, 600);
    const int off_y = round % 5 == 0 ? 0 : rng.between(-600, 600);
    other.push_back({near.x + off_x / 100.0, near.y + off_y / 100.0});
    while (other.size() < points) {
      const int step_x = rng.between(-300, 300);
      const int step_y = rng.between(-300, 300);
      other.push_back({other.back().x + step_x / 100.0, other.back().y + step_y / 100.0});
    }
    const std::vector<Box> runs = leg_run_boxes(line);
    const double d = polyline_distance(other, line);
    for (double gap : gaps_around(d)) {
      const bool expected = other.size() < 2 || line.size() < 2 ? polylines_closer_than(other, line, gap) : d < gap;
      REQUIRE(polylines_closer_than(other, line, runs, gap) == expected);
      (expected ? close : apart)++;
      for (std::size_t i = 1; i < other.size(); ++i)
        for (const Box& run : runs)
          runs_skipped += !run.overlaps(segment_box(other[i - 1], other[i]), gap + kIndexSlackCm);
    }
  }
  CHECK(close > 3000);
  CHECK(apart > 3000);
  CHECK(runs_skipped > 3000);  // the runs' boxes do the skipping the test is about
}

TEST_CASE("a line in runs of legs is met by a segment at the legs the plain walk finds", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261129, "leg-runs-met");
  int met = 0, missed = 0, runs_skipped = 0;
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    // A long wandering line (up to seven runs, or a lone point) and a road's leg of up to 40 cm
    // from near some part of it, as a road's leg over a river; now and then from a point of it.
    const Polyline line = wandering_line(rng);
    const Point near = line[rng.below(static_cast<std::uint32_t>(line.size()))];
    const Point a =
        round % 5 == 0 ? near : Point{near.x + rng.between(-600, 600) / 100.0, near.y + rng.between(-600, 600) / 100.0};
    const Point b{a.x + rng.between(-4000, 4000) / 100.0, a.y + rng.between(-4000, 4000) / 100.0};
    std::vector<std::size_t> plain, culled;
    for_each_leg_met(a, b, line, [&](std::size_t j) { plain.push_back(j); });
    const std::vector<Box> runs = leg_run_boxes(line);
    for_each_leg_met(a, b, line, runs, [&](std::size_t j) { culled.push_back(j); });
    REQUIRE(culled == plain);  // the same legs, in the same order
    (plain.empty() ? missed : met)++;
    for (const Box& run : runs) runs_skipped += !run.overlaps(segment_box(a, b));
  }
  CHECK(met > 1000);
  CHECK(missed > 300);
  CHECK(runs_skipped > 3000);  // the runs' boxes do the skipping the test is about
}

}  // namespace WARGEN_TEST_FILE
