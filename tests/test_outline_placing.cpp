// place_outline_boxed (terrain/outline_shapes.hpp) gives the outline place_outline gives and, to
// the bit, the box bounding_box finds for it: placement takes that box for every outline it
// tries instead of boxing the outline again. Every placed copy of an outline holds the disc of
// held_radius_cm about its centre, which lets a sweep refuse spots near a refused one unmeasured.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"
#include "terrain/outline_shapes.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {
bool same_bits(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }
}  // namespace

TEST_CASE("place_outline_boxed places as place_outline does and boxes as bounding_box does", "[terrain]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "outline-placing");
  const OutlineShape shapes[] = {OutlineShape::smooth, OutlineShape::irregular, OutlineShape::block,
                                 OutlineShape::walled};
  Polygon local, plain, boxed;
  int placed = 0;
  for (int round = 0; round < 3000; ++round) {
    const double length = rng.uniform(1, 60), depth = rng.uniform(1, 40);  // drawn in this order
    make_local_outline(shapes[round % 4], length, depth, rng, local);
    // Whole degrees (from the table) and fractional ones; centres on and off the table.
    const double rotation = round % 3 == 0 ? rng.uniform(-720, 720) : rng.between(0, 359);
    const Point centre{rng.uniform(-50, 250), rng.uniform(-50, 170)};
    place_outline(local, centre, rotation, plain);
    const Box box = place_outline_boxed(local, centre, rotation, boxed);
    INFO("round " << round << ", rotation " << rotation);
    REQUIRE(boxed == plain);
    const Box expected = bounding_box(plain);
    REQUIRE(same_bits(box.min_x, expected.min_x));
    REQUIRE(same_bits(box.min_y, expected.min_y));
    REQUIRE(same_bits(box.max_x, expected.max_x));
    REQUIRE(same_bits(box.max_y, expected.max_y));
    ++placed;
  }
  CHECK(placed == 3000);
}

TEST_CASE("BoxGrowth is bounding_box a point at a time, NaN and signed zeros included", "[geometry]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<std::vector<Point>> lists{{{0.0, -0.0}, {-0.0, 0.0}},
                                              {{nan, 1}, {2, nan}, {-1, 3}},
                                              {{1, 2}, {nan, nan}},
                                              {{-0.0, 5}, {0.0, -5}, {-0.0, 0.0}}};
  for (const auto& points : lists) {
    BoxGrowth growth;
    for (Point p : points) growth.add(p);
    const Box got = growth.box(), expected = bounding_box(points);
    // bounding_box is BoxGrowth itself: held here to the four scalar std::min/max it stands for,
    // from the largest and lowest doubles.
    constexpr double kMost = std::numeric_limits<double>::max(), kLeast = std::numeric_limits<double>::lowest();
    Box scalar{kMost, kMost, kLeast, kLeast};
    for (Point p : points) {
      scalar.min_x = std::min(scalar.min_x, p.x);
      scalar.min_y = std::min(scalar.min_y, p.y);
      scalar.max_x = std::max(scalar.max_x, p.x);
      scalar.max_y = std::max(scalar.max_y, p.y);
    }
    CHECK(same_bits(got.min_x, expected.min_x));
    CHECK(same_bits(got.max_y, expected.max_y));
    CHECK(same_bits(got.min_x, scalar.min_x));
    CHECK(same_bits(got.min_y, scalar.min_y));
    CHECK(same_bits(got.max_x, scalar.max_x));
    CHECK(same_bits(got.max_y, scalar.max_y));
  }
}

TEST_CASE("every placed copy of an outline holds the disc of held_radius_cm about its centre", "[terrain]") {
  // Known answers: the nearest edge less a hundredth for putting the points on the grid.
  CHECK(held_radius_cm({{-5, -3}, {5, -3}, {5, 3}, {-5, 3}}) == Approx(2.99).margin(1e-12));
  CHECK(held_radius_cm({{-1, -4}, {9, -4}, {9, 4}, {-1, 4}}) == Approx(0.99).margin(1e-12));
  CHECK(held_radius_cm({{1, -4}, {9, -4}, {9, 4}, {1, 4}}) == 0);            // the origin outside
  CHECK(held_radius_cm({{-0.005, -4}, {9, -4}, {9, 4}, {-0.005, 4}}) == 0);  // nearer an edge than a hundredth
  CHECK(held_radius_cm({{-1, -1}, {1, -1}}) == 0);                           // no area

  Pcg32 rng = Pcg32::for_stage(20261128, "held-radius");
  const OutlineShape shapes[] = {OutlineShape::smooth, OutlineShape::irregular, OutlineShape::block,
                                 OutlineShape::walled};
  Polygon local, placed;
  int held = 0;
  double tightest_cm = std::numeric_limits<double>::infinity();  // nearest edge less the radius
  for (int round = 0; round < 4000; ++round) {
    const double length = rng.uniform(0.5, 60), depth = rng.uniform(0.5, 40);  // drawn in this order
    make_local_outline(shapes[round % 4], length, depth, rng, local);
    const double radius = held_radius_cm(local);
    if (radius <= 0) continue;
    ++held;
    // Centres on the grid, as placement puts them; whole and fractional degrees.
    const Point centre{rng.between(-5000, 25000) / 100.0, rng.between(-5000, 17000) / 100.0};
    const double rotation = round % 3 == 0 ? rng.uniform(-720, 720) : rng.between(0, 359);
    place_outline(local, centre, rotation, placed);
    INFO("round " << round << ", radius " << radius << ", rotation " << rotation);
    // Inside, and no edge nearer than the radius: the whole disc is inside.
    REQUIRE(point_in_polygon(centre, placed));
    for (std::size_t i = 0; i < placed.size(); ++i) {
      const double edge = point_segment_distance(centre, placed[i], placed[next_vertex(i, placed.size())]);
      REQUIRE(edge >= radius);
      tightest_cm = std::min(tightest_cm, edge - radius);
    }
  }
  CHECK(held > 3500);
  // The radius gives up no more than the grid asks: some copy comes within a hundredth of it.
  CHECK(tightest_cm < 0.01);
}

}  // namespace WARGEN_TEST_FILE
