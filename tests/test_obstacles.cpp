// Obstacles::clear_each must give, for each rectangle of a sliding row, exactly clear()'s answer:
// it tests each obstacle only against the rectangles its box reaches, so a run found one
// rectangle too short would pass a rectangle clear() refuses; and it refuses, untested, the
// rectangles that hold a point of an obstacle that blocked one before them. Likewise clear() with
// the last blocker kept, which asks that obstacle (and the two edges found too close) first.
// Shapes lie on the 0.01 cm grid and step by whole hundredths, so many of them sit exactly at an
// obstacle's margin.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/rng.hpp"
#include "terrain/obstacles.hpp"

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
  for (int round = 0; round < 300; ++round) {
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
    CHECK(measured[kind] > 500);
    CHECK(with_room[kind] > measured[kind] / 5);
  }
}
