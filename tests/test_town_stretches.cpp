// stretches_inside (GOK-T8's measure of a watercourse inside a town) samples only the legs whose
// box comes near the town's and skips the rest: these cases hold it to the plain sampling of the
// whole line, every quarter centimetre from its start, bit for bit, on random lines (legs of no
// length among them) wandering in and out of random towns; and a town names its bridges by ids
// split at white space.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <vector>

#include "core/geometry.hpp"
#include "core/path_walk.hpp"
#include "core/rng.hpp"
#include "generators/sector_dice/town_bridges.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

constexpr double kStepCm = 0.25;  // town_bridges.cpp's grain

// The measure as first written: every sample along the whole line.
std::vector<StretchInside> plain_stretches(const Polyline& path, const Polygon& outline) {
  std::vector<StretchInside> stretches;
  if (path.size() < 2 || outline.size() < 3) return stretches;
  const Box box = bounding_box(outline);
  const PathWalk walk(path);
  bool inside = false;
  for (double s = 0;; s += kStepCm) {
    const bool last = s >= walk.length_cm();
    const Point p = walk.point_at(last ? walk.length_cm() : s);
    const bool in = box.holds(p) && point_in_polygon(p, outline);
    if (in && !inside) stretches.push_back({s, s});
    if (in) stretches.back().to_cm = last ? walk.length_cm() : s;
    inside = in;
    if (last) break;
  }
  return stretches;
}

// A course over a 120 cm table, on the 0.01 grid, now and then the same point twice running.
Polyline random_course(Pcg32& rng) {
  Polyline line;
  const std::uint32_t n = 2 + rng.below(60);
  Point at{rng.between(0, 12000) / 100.0, rng.between(0, 12000) / 100.0};
  for (std::uint32_t i = 0; i < n; ++i) {
    if (rng.below(6) != 0) at = {at.x + rng.between(-800, 800) / 100.0, at.y + rng.between(-800, 800) / 100.0};
    line.push_back(at);
  }
  return line;
}

// A town: a star-shaped ring of 3 to 12 points round a centre on the table.
Polygon random_town(Pcg32& rng) {
  Polygon ring;
  const Point centre{rng.between(2000, 10000) / 100.0, rng.between(2000, 10000) / 100.0};
  const std::uint32_t n = 3 + rng.below(10);
  for (std::uint32_t i = 0; i < n; ++i) {
    const double angle = 6.283185307179586 * i / n, radius = rng.between(200, 2500) / 100.0;
    ring.push_back({std::round((centre.x + radius * std::cos(angle)) * 100) / 100,
                    std::round((centre.y + radius * std::sin(angle)) * 100) / 100});
  }
  return ring;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

TEST_CASE("stretches_inside: the stretches of the plain sampling, bit for bit", "[gok][geometry]") {
  Pcg32 rng(40, 7);
  int with_stretches = 0, with_several = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const Polyline course = random_course(rng);
    const Polygon town = random_town(rng);
    const auto plain = plain_stretches(course, town);
    const auto culled = stretches_inside(course, town);
    REQUIRE(culled.size() == plain.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
      INFO("trial " << trial << ", stretch " << i);
      REQUIRE(same_bits(culled[i].from_cm, plain[i].from_cm));
      REQUIRE(same_bits(culled[i].to_cm, plain[i].to_cm));
    }
    with_stretches += !plain.empty();
    with_several += plain.size() > 1;
  }
  // The cases reach both the skipping and the stretches it must keep.
  CHECK(with_stretches > 400);
  CHECK(with_several > 100);
}

TEST_CASE("names_town_bridge: the town_bridges ids split at any white space", "[gok]") {
  Feature town;
  town.kind = "built_up";
  town.attributes["town_bridges"] = " x3  x12\tx4\n";
  for (const char* id : {"x3", "x12", "x4"}) CHECK(names_town_bridge(town, id));
  for (const char* id : {"x1", "x", "x3 ", "", "x12\tx4"}) CHECK_FALSE(names_town_bridge(town, id));
}

}  // namespace WARGEN_TEST_FILE
