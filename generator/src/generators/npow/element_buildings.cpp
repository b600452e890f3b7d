#include "generators/npow/element_buildings.hpp"

#include <algorithm>
#include <cmath>

#include "core/det_math.hpp"
#include "symmetry/half_turn.hpp"
#include "terrain/outline_shapes.hpp"

namespace wargen {

namespace {

// The length is rolled to the millimetre, as a club would measure the model.
double rolled_building_length_cm(const BuildingSpec& building, Pcg32& rng) {
  return std::round(rng.uniform(building.min_length_cm, building.max_length_cm) * 10) / 10;
}

Polygon building_rectangle(double length_cm, double depth_cm) {
  return {{-length_cm / 2, -depth_cm / 2},
          {length_cm / 2, -depth_cm / 2},
          {length_cm / 2, depth_cm / 2},
          {-length_cm / 2, depth_cm / 2}};
}

}  // namespace

Polygon building_in_field(const BuildingSpec& building, const ElementSpec& field, Point centre, double turn_deg,
                          Pcg32& rng) {
  const double length = rolled_building_length_cm(building, rng);
  const double along = rng.uniform(-1, 1) * std::max(0.0, field.length_cm / 2 - length / 2 - 1.5);
  const double across = rng.uniform(-1, 1) * std::max(0.0, field.depth_cm / 2 - building.depth_cm / 2 - 1.5);
  const double a = turn_deg * kPi / 180;
  const Point at{centre.x + along * det_cos(a) - across * det_sin(a),
                 centre.y + along * det_sin(a) + across * det_cos(a)};
  return place_outline(building_rectangle(length, building.depth_cm), at, turn_deg);
}

Polygon centre_building(const BuildingSpec& building, Point centre, double turn_deg, TableSize table, Pcg32& rng) {
  const double length = rolled_building_length_cm(building, rng);
  return point_symmetric_outline(place_outline(building_rectangle(length, building.depth_cm), centre, turn_deg),
                                 table);
}

}  // namespace wargen
