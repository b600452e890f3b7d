// centroid takes the polygon's area and its moments in one pass; labels, objectives' places and
// the validators' "in its sector?" all use it, so it must give the bits the textbook formula gives
// with signed_area's area: the moments over six times that area, or the vertices' mean when the
// area is (nearly) nothing.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

Point textbook_centroid(const Polygon& polygon) {
  const double area = signed_area(polygon);
  const std::size_t n = polygon.size();
  if (std::abs(area) < 1e-12) {
    Point sum;
    for (auto p : polygon) sum = {sum.x + p.x, sum.y + p.y};
    return {sum.x / static_cast<double>(n), sum.y / static_cast<double>(n)};
  }
  double cx = 0, cy = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Point a = polygon[i], b = polygon[(i + 1) % n];
    const double f = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  return {cx / (6 * area), cy / (6 * area)};
}

}  // namespace

TEST_CASE("centroid gives the textbook formula's bits", "[geometry]") {
  Pcg32 rng(41, 3);
  for (int round = 0; round < 2000; ++round) {
    Polygon polygon;
    const int n = 3 + static_cast<int>(rng.below(60));
    // Star-shaped outlines either way round, as the generators draw, and random (crossing) rings.
    const bool star = round % 3 != 0, clockwise = round % 2 == 0;
    for (int k = 0; k < n; ++k) {
      const double angle = (clockwise ? -1 : 1) * 2 * 3.141592653589793 * k / n;
      const double r = rng.uniform(5, 40);
      polygon.push_back(star ? Point{90 + r * std::cos(angle), 60 + r * std::sin(angle)}
                             : Point{rng.uniform(0, 180), rng.uniform(0, 120)});
    }
    const Point got = centroid(polygon), want = textbook_centroid(polygon);
    INFO("round " << round);
    CHECK(got.x == want.x);
    CHECK(got.y == want.y);
  }
}

TEST_CASE("centroid of a polygon with no area is its vertices' mean", "[geometry]") {
  const Polygon flat{{0, 0}, {10, 0}, {20, 0}, {5, 0}};
  const Point c = centroid(flat);
  CHECK(c.x == 8.75);
  CHECK(c.y == 0);
  const Polygon folded{{0, 0}, {10, 10}, {0, 0}, {10, 10}};  // goes out and back: area 0
  CHECK(centroid(folded).x == 5);
  CHECK(centroid(folded).y == 5);
}

}  // namespace WARGEN_TEST_FILE
