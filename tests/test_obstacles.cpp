// Obstacles::clear_each must give, for each rectangle of a sliding row, exactly clear()'s answer:
// it tests each obstacle only against the rectangles its box reaches, so a run found one
// rectangle too short would pass a rectangle clear() refuses; and it refuses, untested, the
// rectangles that hold a point of an obstacle that blocked one before them. Likewise clear() with
// the last blocker kept, which asks that obstacle (and the two edges found too close) first.
// Shapes lie on the 0.01 cm grid and step by whole hundredths, so many of them sit exactly at an
// obstacle's margin. blocked_reach must only name centres where clear() refuses every outline
// holding the disc it was asked about, at every turn.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/det_math.hpp"
#include "core/rng.hpp"
#include "gok_property_seeds.hpp"
#include "terrain/obstacles.hpp"
#include "terrain/outline_shapes.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

Point grid_point(Pcg32& rng, double min_x, double max_x, double min_y, double max_y) {
  return {rng.between(static_cast<int>(min_x * 100), static_cast<int>(max_x * 100)) / 100.0,
          rng.between(static_cast<int>(min_y * 100), static_cast<int>(max_y * 100)) / 100.0};
}

// A small counter-clockwise quadrilateral around `centre`, or an upright square.
Polygon area_around(Pcg32& rng, Point c) {
  const double r = rng.between(50, 600) / 100.0;
  if (rng.below(2) == 0) return {{c.x - r, c.y - r}, {c.x + r, c.y - r}, {c.x + r, c.y + r}, {c.x - r, c.y + r}};
  return {{c.x, c.y - r}, {c.x + r, c.y}, {c.x, c.y + r}, {c.x - r, c.y}};
}

}  // namespace

TEST_CASE("clear_each answers for every rectangle of a row exactly as clear does", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261126, "obstacles-row");
  int refused = 0, passed = 0;
  for (int round = 0; round < 400; ++round) {
    INFO("round " << round);
    const double band_min_y = rng.between(0, 2000) / 100.0, depth = rng.between(300, 1000) / 100.0;
    Obstacles obstacles;
    const int areas = static_cast<int>(rng.below(6)), waters = static_cast<int>(rng.below(3)),
              points = static_cast<int>(rng.below(4));
    for (int i = 0; i < areas; ++i)
      obstacles.add_area(area_around(rng, grid_point(rng, 0, 120, band_min_y - 8, band_min_y + depth + 8)));
    for (int i = 0; i < waters; ++i) {
      Polyline path;
      for (int k = 0, n = 2 + static_cast<int>(rng.below(5)); k < n; ++k)
        path.push_back(grid_point(rng, 0, 120, band_min_y - 10, band_min_y + depth + 10));
      obstacles.add_watercourse(path, rng.between(100, 800) / 100.0);
    }
    for (int i = 0; i < points; ++i)
      obstacles.add_point(grid_point(rng, 0, 120, band_min_y - 6, band_min_y + depth + 6), rng.between(100, 400) / 100.0);

    // A row sliding right by whole hundredths, some steps zero; the width changes a little too,
    // as long as both sides keep moving right.
    std::vector<Box> row;
    double left = rng.between(0, 500) / 100.0, width = rng.between(500, 2000) / 100.0;
    for (int k = 0; k < 150 && left + width <= 130; ++k) {
      row.push_back({left, band_min_y, left + width, band_min_y + depth});
      const double step = rng.between(0, 100) / 100.0;
      left += step;
      width += rng.between(0, static_cast<int>(step * 100)) / 100.0 - step / 2;
    }
    // No gap at all every tenth round: then an area overlapping a rectangle does not block it.
    const double gap = round % 10 == 0 ? 0 : rng.between(0, 400) / 100.0, water_gap = rng.between(0, 400) / 100.0;
    const std::vector<char> each = obstacles.clear_each(row, gap, water_gap);
    REQUIRE(each.size() == row.size());
    for (std::size_t k = 0; k < row.size(); ++k) {
      INFO("rectangle " << k);
      const bool alone = obstacles.clear(box_outline(row[k]), row[k], gap, water_gap, false);
      REQUIRE(static_cast<bool>(each[k]) == alone);
      (alone ? passed : refused) += 1;
    }
  }
  // Both answers come up often, or the comparison proves little.
  CHECK(refused > 5000);
  CHECK(passed > 5000);
}

TEST_CASE("clear asking the last blocker first answers as clear does", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "obstacles-blocker");
  int refused = 0, passed = 0, refused_by_the_same = 0;
  for (int round = 0; round < 300; ++round) {
    INFO("round " << round);
    Obstacles obstacles;
    for (int i = 0, n = 1 + static_cast<int>(rng.below(8)); i < n; ++i)
      obstacles.add_area(area_around(rng, grid_point(rng, 0, 60, 0, 30)), static_cast<int>(rng.below(3)));
    for (int i = 0, n = static_cast<int>(rng.below(2)); i < n; ++i)
      obstacles.add_watercourse({grid_point(rng, 0, 60, 0, 30), grid_point(rng, 0, 60, 0, 30)}, rng.between(100, 600) / 100.0);
    for (int i = 0, n = static_cast<int>(rng.below(3)); i < n; ++i)
      obstacles.add_point(grid_point(rng, 0, 60, 0, 30), rng.between(100, 400) / 100.0);
    const double gap = rng.between(0, 400) / 100.0, water_gap = rng.between(0, 400) / 100.0;
    const bool may_cover_water = rng.below(2) == 0;
    const std::uint32_t may_overlap = rng.below(3) == 0 ? 2u : 0u;
    // One shape swept along rows, as element placement sweeps a spot: a blocker often blocks the
    // next spot too.
    const Polygon shape = area_around(rng, {0, 0});
    Obstacles::Blocker last;
    for (double y = 0; y <= 30; y += rng.between(50, 300) / 100.0)
      for (double x = 0; x <= 60; x += rng.between(10, 150) / 100.0) {
        Polygon spot;
        for (Point q : shape) spot.push_back({q.x + x, q.y + y});
        const Box box = bounding_box(spot);
        const Obstacles::Blocker before = last;
        const bool hinted = obstacles.clear(spot, box, gap, water_gap, may_cover_water, may_overlap, &last);
        INFO("spot at " << x << ", " << y);
        REQUIRE(hinted == obstacles.clear(spot, gap, water_gap, may_cover_water, may_overlap));
        (hinted ? passed : refused) += 1;
        refused_by_the_same += !hinted && before.edges_known && last.kind == before.kind && last.index == before.index;
      }
  }
  // Both answers come up often, and the last blocker is often the next one.
  CHECK(refused > 5000);
  CHECK(passed > 5000);
  CHECK(refused_by_the_same > 2000);
}

TEST_CASE("an outline moved east by less than overlap_room_east is refused by clear", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "obstacles-overlap-room");
  // Outlines with hollows (every other point drawn in), so that a line through a point meets them
  // several times.
  auto star_around = [&](Point c) {
    Polygon star;
    const int points = 3 + static_cast<int>(rng.below(6));
    for (int k = 0; k < 2 * points; ++k) {
      const double radius = rng.between(k % 2 == 0 ? 300 : 100, k % 2 == 0 ? 900 : 400) / 100.0;
      const double turn = 3.14159265358979 * k / points;
      star.push_back({std::round(100 * (c.x + radius * std::cos(turn))) / 100,
                      std::round(100 * (c.y + radius * std::sin(turn))) / 100});
    }
    return star;
  };
  int measured[4] = {}, with_room[4] = {};  // by Blocker::Kind
  // 300 rounds; the sanitizer pass of CI runs fewer (WARGEN_OBSTACLE_ROUNDS), the counts below scaled.
  const int rounds = static_cast<int>(test::seeds_from_environment("WARGEN_OBSTACLE_ROUNDS", 300));
  for (int round = 0; round < rounds; ++round) {
    INFO("round " << round);
    Obstacles obstacles;
    for (int i = 0, n = 1 + static_cast<int>(rng.below(5)); i < n; ++i) {
      const Point c = grid_point(rng, 0, 60, 0, 30);
      obstacles.add_area(rng.below(2) == 0 ? star_around(c) : area_around(rng, c));
    }
    for (int i = 0, n = static_cast<int>(rng.below(3)); i < n; ++i) {
      Polyline path{grid_point(rng, 0, 60, 0, 30)};
      for (int k = 0; k < 12; ++k)
        path.push_back(grid_point(rng, path.back().x - 3, path.back().x + 3, path.back().y - 3, path.back().y + 3));
      obstacles.add_watercourse(path, rng.between(100, 500) / 100.0);
    }
    for (int i = 0, n = static_cast<int>(rng.below(4)); i < n; ++i)
      obstacles.add_point(grid_point(rng, 0, 60, 0, 30), rng.between(100, 300) / 100.0);
    const double gap = rng.between(0, 300) / 100.0, water_gap = rng.between(0, 300) / 100.0;
    const Polygon shape = rng.below(2) == 0 ? star_around({0, 0}) : area_around(rng, {0, 0});
    // Rows swept east by whole hundredths, as element placement sweeps a spot.
    for (double y = 0; y <= 30; y += rng.between(100, 400) / 100.0)
      for (int x_hundredths = 0; x_hundredths <= 6000; x_hundredths += rng.between(50, 300)) {
        auto spot_at = [&](int hundredths) {
          Polygon spot;
          for (Point q : shape) spot.push_back({q.x + hundredths / 100.0, q.y + y});
          return spot;
        };
        const Polygon spot = spot_at(x_hundredths);
        Obstacles::Blocker last;
        if (obstacles.clear(spot, bounding_box(spot), gap, water_gap, false, 0, &last)) continue;
        const double room = obstacles.overlap_room_east(last, spot, bounding_box(spot));
        ++measured[last.kind];
        if (room == 0) continue;
        ++with_room[last.kind];
        INFO("spot at " << x_hundredths << " hundredths, " << y << ", room " << room << ", blocker kind " << last.kind);
        // Every hundredth of the way, and just short of the room.
        for (int by = 1; by < room * 100; ++by)
          REQUIRE_FALSE(obstacles.clear(spot_at(x_hundredths + by), gap, water_gap, false));
        Polygon nearly;
        for (Point q : spot) nearly.push_back({q.x + room * (1 - 1e-9), q.y});
        REQUIRE_FALSE(obstacles.clear(nearly, gap, water_gap, false));
      }
  }
  // Each kind of obstacle refuses spots often, and the room is found for many of them, or the
  // sweep would skip little.
  for (auto kind : {Obstacles::Blocker::area, Obstacles::Blocker::water, Obstacles::Blocker::spot}) {
    INFO("blocker kind " << kind);
    CHECK(measured[kind] > 500 * rounds / 300);
    CHECK(with_room[kind] > measured[kind] / 5);
  }
}

TEST_CASE("blocked_reach measures from the nearest area or point in the way", "[placement]") {
  Obstacles obstacles;
  obstacles.add_area({{10, 10}, {20, 10}, {20, 20}, {10, 20}});
  obstacles.add_area({{40, 10}, {50, 10}, {50, 20}, {40, 20}}, 2);  // on layer 2
  obstacles.add_point({0, 40}, 1);
  const double hair = 1e-6;
  // A disc of 2 cm keeping a gap of 1 cm: refused 3 cm from an area, or 4 cm from the point.
  CHECK(obstacles.blocked_reach({22, 15}, 2, 1, 0) == Approx(1 - hair).margin(1e-12));
  CHECK(obstacles.blocked_reach({25, 15}, 2, 1, 0) == 0);
  CHECK(obstacles.blocked_reach({15, 14}, 2, 1, 0) == Approx(4 + 3 - hair).margin(1e-12));  // 4 cm inside
  CHECK(obstacles.blocked_reach({3, 40}, 2, 1, 0) == Approx(1 - hair).margin(1e-12));
  CHECK(obstacles.blocked_reach({38, 15}, 2, 1, 0) == Approx(1 - hair).margin(1e-12));
  CHECK(obstacles.blocked_reach({38, 15}, 2, 1, 1u << 2) == 0);  // that layer may be overlapped
  CHECK(obstacles.blocked_reach({22, 15}, 2, 1, 1u << 2) == Approx(1 - hair).margin(1e-12));
  CHECK(obstacles.blocked_reach({15, 14}, 2, 0, 0) == 0);  // no gap: clear() refuses nothing
}

TEST_CASE("an outline centred within blocked_reach of a centre is refused by clear at every turn", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261128, "obstacles-blocked-reach");
  const OutlineShape shapes[] = {OutlineShape::smooth, OutlineShape::irregular, OutlineShape::block,
                                 OutlineShape::walled};
  const double turns[] = {0, 90, 45, 135, 15, 165, 75, 105};
  Polygon local, turned;
  int reached = 0, tried = 0;
  for (int round = 0; round < 300; ++round) {
    INFO("round " << round);
    // One draw to a statement: the same cases whatever order a compiler works out arguments in.
    Obstacles obstacles;
    for (int i = 0, n = 1 + static_cast<int>(rng.below(6)); i < n; ++i) {
      const Point c = grid_point(rng, 0, 60, 0, 30);
      const Polygon outline = area_around(rng, c);
      obstacles.add_area(outline, static_cast<int>(rng.below(3)));
    }
    for (int i = 0, n = static_cast<int>(rng.below(3)); i < n; ++i) {
      const Point at = grid_point(rng, 0, 60, 0, 30);
      obstacles.add_point(at, rng.between(100, 300) / 100.0);
    }
    // A gap of none now and then: then nothing is in the way, and no reach may say otherwise.
    const double gap = rng.below(8) == 0 ? 0 : rng.between(1, 300) / 100.0;
    const std::uint32_t may_overlap = rng.below(2) == 0 ? 0 : 1u << rng.below(3);
    const double length = rng.uniform(2, 20), depth = rng.uniform(2, 12);
    make_local_outline(shapes[round % 4], length, depth, rng, local);
    const double radius = held_radius_cm(local);
    REQUIRE(radius > 0);
    for (int probe = 0; probe < 40; ++probe) {
      const Point centre = grid_point(rng, 0, 60, 0, 30);
      const double reach = obstacles.blocked_reach(centre, radius, gap, may_overlap);
      if (reach <= 0) continue;
      ++reached;
      // Spots as the sweep makes them: the turned outline moved by whole hundredths to centres
      // within the reach, some of them at its very edge.
      for (int k = 0; k < 8; ++k) {
        const double angle = rng.uniform(0, 6.283185307179586);
        const double d = k < 2 ? reach * (1 - 1e-9) : rng.uniform(0, reach);
        const Point moved{quantize_cm(centre.x + d * std::cos(angle)), quantize_cm(centre.y + d * std::sin(angle))};
        const double dx = moved.x - centre.x, dy = moved.y - centre.y;
        if (dx * dx + dy * dy >= reach * reach) continue;  // put on the grid beyond the reach
        place_outline(local, {0, 0}, turns[k], turned);
        Polygon spot;
        for (Point q : turned)
          spot.push_back({grid_cm(grid_hundredths(q.x) + grid_hundredths(moved.x)),
                          grid_cm(grid_hundredths(q.y) + grid_hundredths(moved.y))});
        INFO("centre " << centre.x << ", " << centre.y << " reach " << reach << " spot at " << moved.x << ", "
                       << moved.y << " turned " << turns[k] << " gap " << gap);
        ++tried;
        // Water is not asked about: refused with it covered or not.
        REQUIRE_FALSE(obstacles.clear(spot, gap, gap, true, may_overlap));
      }
    }
  }
  CHECK(reached > 1000);
  CHECK(tried > 5000);
}

}  // namespace WARGEN_TEST_FILE
