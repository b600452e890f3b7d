// is_simple answers star-shaped rings at once and the rest by a sweep over edge boxes; these
// cases hold it to the all-pairs answer on polygons of every sort: random (mostly crossing),
// star-shaped either way round (simple), wound round twice or three times (every vertex still
// further round than the last, but crossing), on a coarse grid (edges touching, overlapping and
// repeating points), and large.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

bool simple_by_all_pairs(const Polygon& polygon) {
  std::size_t n = polygon.size();
  if (n < 3) return false;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
      if (!adjacent && segments_intersect(polygon[i], polygon[(i + 1) % n], polygon[j], polygon[(j + 1) % n]))
        return false;
    }
  return true;
}

Polygon random_polygon(Pcg32& rng, std::size_t n, bool on_grid) {
  Polygon out;
  for (std::size_t i = 0; i < n; ++i) {
    if (on_grid) {
      out.push_back({static_cast<double>(rng.below(4)), static_cast<double>(rng.below(4))});
    } else {
      out.push_back({rng.uniform(0, 100), rng.uniform(0, 100)});
    }
  }
  return out;
}

// Simple unless the radii jump enough to fold an edge back (rarely with these radii), or it goes
// round more than once; `turns` below 0 goes round clockwise.
Polygon star(Pcg32& rng, std::size_t n, double wobble, int turns = 1) {
  Polygon out;
  for (std::size_t i = 0; i < n; ++i) {
    double angle = 2 * 3.14159265358979 * turns * static_cast<double>(i) / static_cast<double>(n);
    double radius = 40 + rng.uniform(-wobble, wobble);
    out.push_back({50 + radius * std::cos(angle), 50 + radius * std::sin(angle)});
  }
  return out;
}

}  // namespace

TEST_CASE("is_simple agrees with the all-pairs test", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(7, "is_simple");
  int simple = 0, crossing = 0;
  const int kTurns[] = {1, -1, 2, -3};
  for (int trial = 0; trial < 20000; ++trial) {
    std::size_t n = 3 + rng.below(12);
    Polygon polygon = trial % 3 == 0   ? random_polygon(rng, n, false)
                      : trial % 3 == 1 ? random_polygon(rng, n, true)
                                       : star(rng, n + 20, trial % 2 ? 2 : 39, kTurns[trial / 6 % 4]);
    bool expected = simple_by_all_pairs(polygon);
    INFO("trial " << trial);
    REQUIRE(is_simple(polygon) == expected);
    (expected ? simple : crossing)++;
  }
  // Both answers are well represented, or the agreement above would prove little.
  CHECK(simple > 3000);
  CHECK(crossing > 3000);
}

TEST_CASE("is_simple: degenerate and large polygons", "[geometry]") {
  CHECK_FALSE(is_simple({{0, 0}, {1, 1}}));
  CHECK(is_simple({{0, 0}, {1, 0}, {0, 1}}));
  CHECK_FALSE(is_simple({{0, 0}, {2, 2}, {2, 0}, {0, 2}}));               // a bow tie
  CHECK_FALSE(is_simple({{0, 0}, {4, 0}, {4, 4}, {2, 0}, {0, 4}}));       // a vertex on an edge
  CHECK_FALSE(is_simple({{0, 0}, {1, 0}, {2, 0}, {3, 0}, {1.5, 2}, {1, 0}}));  // a repeated point
  Pcg32 rng = Pcg32::for_stage(8, "is_simple");
  Polygon big = star(rng, 100000, 1);
  CHECK(is_simple(big));
  std::swap(big[10], big[50000]);
  CHECK_FALSE(is_simple(big));
}

}  // namespace WARGEN_TEST_FILE
