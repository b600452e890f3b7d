// in_central_zone decides most outlines across an edge of the zone from their boxes; its answer
// must be the rule's as first written - wholly outside or inside the zone's rows by the box, else
// the clipped area, `area_in(zone) > area / 2` - for every outline the generator makes. Spots
// are drawn round the zone's edges, many of them near half in, where the boxes cannot decide.
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "generators/npow/table_bands.hpp"
#include "terrain/outline_shapes.hpp"

using namespace wargen;

TEST_CASE("in_central_zone answers as the clipped area does", "[placement]") {
  Pcg32 rng = Pcg32::for_stage(20261126, "central-zone");
  const OutlineShape shapes[] = {OutlineShape::smooth, OutlineShape::irregular, OutlineShape::block,
                                 OutlineShape::walled};
  int inside = 0, outside = 0;
  for (int round = 0; round < 20000; ++round) {
    INFO("round " << round);
    TableBands bands;
    bands.width_cm = 180;
    bands.depth_cm = 120;
    const double half_depth = rng.between(500, 2000) / 100.0;
    bands.central = {0, 60 - half_depth, 180, 60 + half_depth};
    const double length = rng.between(500, 4000) / 100.0, depth = rng.between(300, 2500) / 100.0;
    const Polygon local = make_local_outline(shapes[rng.below(4)], length, depth, rng);
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
