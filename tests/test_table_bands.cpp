// in_central_zone decides most outlines across an edge of the zone from their boxes; its answer
// must be the rule's as first written - wholly outside or inside the zone's rows by the box, else
// the clipped area, `area_in(zone) > area / 2` - for every outline the generator makes. Spots
// are drawn round the zone's edges, many of them near half in, where the boxes cannot decide.
#include <catch2/catch.hpp>
#include <optional>

#include "core/det_math.hpp"
#include "core/rng.hpp"
#include "generators/npow/table_bands.hpp"
#include "terrain/outline_shapes.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

const OutlineShape kShapes[] = {OutlineShape::smooth, OutlineShape::irregular, OutlineShape::block,
                                OutlineShape::walled};

// A 180 x 120 cm table whose central zone is 5 to 20 cm deep either side of the middle.
TableBands random_bands(Pcg32& rng) {
  TableBands bands;
  bands.width_cm = 180;
  bands.depth_cm = 120;
  const double half_depth = rng.between(500, 2000) / 100.0;
  bands.central = {0, 60 - half_depth, 180, 60 + half_depth};
  return bands;
}

}  // namespace

TEST_CASE("in_central_zone answers as the clipped area does", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261126, "central-zone");
  int inside = 0, outside = 0;
  for (int round = 0; round < 20000; ++round) {
    INFO("round " << round);
    const TableBands bands = random_bands(rng);
    const double length = rng.between(500, 4000) / 100.0, depth = rng.between(300, 2500) / 100.0;
    const Polygon local = make_local_outline(kShapes[rng.below(4)], length, depth, rng);
    // Centred within a few centimetres of either edge of the zone; some run off the table's sides.
    const double edge = rng.below(2) ? bands.central.min_y : bands.central.max_y;
    const Point centre{rng.between(-1000, 19000) / 100.0, edge + rng.between(-1500, 1500) / 100.0};
    const Footprint footprint = area_footprint(place_outline(local, centre, rng.between(0, 359)));
    const Box b = footprint.bounds();
    const bool by_rule = b.max_y <= bands.central.min_y || b.min_y >= bands.central.max_y   ? false
                         : b.min_y >= bands.central.min_y && b.max_y <= bands.central.max_y ? true
                                                                                            : footprint.area_in(bands.central) > footprint.area() / 2;
    REQUIRE(bands.in_central_zone(footprint) == by_rule);
    (by_rule ? inside : outside) += 1;
  }
  CHECK(inside > 5000);
  CHECK(outside > 5000);
}

// The sweep moves one shape along a row in whole hundredths and takes the first answer that
// in_central_zone_along_x says holds along x for the whole row: each spot of the row must then
// get that answer from in_central_zone itself. A tenth of the shapes are rectangles exactly half
// in the zone, where the answer rests on rounding alone and may not hold along x.
TEST_CASE("an answer in_central_zone_along_x says holds along x is every spot's along the row", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261127, "central-zone-rows");
  int held = 0, not_held = 0, spots = 0;
  for (int round = 0; round < 3000; ++round) {
    INFO("round " << round);
    const TableBands bands = random_bands(rng);
    const double edge = rng.below(2) ? bands.central.min_y : bands.central.max_y;
    Polygon shape;
    if (round % 10 == 0) {
      const double half_length = rng.between(100, 2000) / 100.0, half_depth_cm = rng.between(100, 1000) / 100.0;
      shape = box_outline({-half_length, -half_depth_cm, half_length, half_depth_cm});
    } else {
      const double length = rng.between(500, 4000) / 100.0, depth = rng.between(300, 2500) / 100.0;
      const Polygon local = make_local_outline(kShapes[rng.below(4)], length, depth, rng);
      shape = place_outline(local, {0, 0}, rng.between(0, 359));
    }
    const Box shape_box = bounding_box(shape);
    const double row_y = round % 10 == 0 ? edge : quantize_cm(edge + rng.between(-1500, 1500) / 100.0);
    std::optional<bool> row_answer;
    for (double x = -shape_box.min_x; x + shape_box.max_x <= bands.width_cm; x += rng.between(1, 300) / 100.0) {
      Polygon spot;
      for (Point q : shape)
        spot.push_back({grid_cm(grid_hundredths(q.x) + grid_hundredths(quantize_cm(x))),
                        grid_cm(grid_hundredths(q.y) + grid_hundredths(row_y))});
      const Footprint footprint = area_footprint(spot);
      const Box b = footprint.bounds();
      const bool answer = bands.in_central_zone(footprint, b);
      if (row_answer) {
        REQUIRE(answer == *row_answer);
        ++spots;
        continue;
      }
      const TableBands::ZoneAnswer along = bands.in_central_zone_along_x(footprint, b);
      REQUIRE(along.in_zone == answer);
      if (along.same_along_x) row_answer = along.in_zone;
      (along.same_along_x ? held : not_held) += 1;
    }
  }
  // Most first answers hold along the row; the rectangles exactly half in do not.
  CHECK(held > 2000);
  CHECK(not_held > 100);
  CHECK(spots > 100000);
}

}  // namespace WARGEN_TEST_FILE
