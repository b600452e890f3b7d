#pragma once
// The bands of an NPOW table: the central zone, 15 cm either side of the median line (NPOW-T3),
// the objective-free strips along the long edges (NPOW-P3) and each side's own half (NPOW-T4),
// with the tests the rules make against them. Shared by the generator and the validator.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/npow_params.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Slack for shapes the generator put exactly on a limit and the 0.01 cm grid moved.
inline constexpr double kLimitToleranceCm = 0.05;

struct TableBands {
  double width_cm = 0;
  double depth_cm = 0;
  Box central;             // NPOW-T3
  double strip_cm = 0;     // NPOW-P3
  double own_half_cm = 0;  // NPOW-T4

  // NPOW-P2: an element is in the zone when most of its area is.
  bool in_central_zone(const Footprint& footprint) const;
  // The same, for a caller that has the footprint's bounds already.
  bool in_central_zone(const Footprint& footprint, const Box& bounds) const;
  // The same answer, and whether every outline that is this one moved along x, staying on the
  // table, answers the same. The zone runs the table's width, so such a move does not change the
  // share inside it, only its rounding: the answer holds along x unless the share lies within
  // rounding of half.
  struct ZoneAnswer {
    bool in_zone;
    bool same_along_x;
  };
  ZoneAnswer in_central_zone_along_x(const Footprint& footprint, const Box& bounds) const;
  bool point_in_central_zone(Point p) const;
  // NPOW-P3: the whole shape keeps out of both strips.
  bool clear_of_strips(const Box& bounds) const;
  // NPOW-T4: within own_half_cm of `edge` ("south" | "north"), wholly; a shape that reaches
  // further (into the central zone) counts as the enemy's half.
  bool in_own_half(const Box& bounds, const std::string& edge) const;
  // Distance from `edge` to the far side of the shape: how deep it lies from that edge.
  double depth_from(const Box& bounds, const std::string& edge) const;
};

TableBands table_bands(const NpowParams& params);

// The `zones` section of a scenario: central zone, both strips, and each side's half (the side
// holding the south edge is `south_side`).
std::vector<TableZone> make_table_zones(const NpowParams& params, const std::string& south_side);

}  // namespace wargen
