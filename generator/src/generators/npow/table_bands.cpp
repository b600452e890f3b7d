#include "generators/npow/table_bands.hpp"

#include <algorithm>
#include <cmath>

#include "core/det_math.hpp"

namespace wargen {

bool TableBands::in_central_zone(const Footprint& footprint) const { return in_central_zone(footprint, footprint.bounds()); }

bool TableBands::in_central_zone(const Footprint& footprint, const Box& b) const {
  // Wholly outside or wholly inside the band needs no clipping.
  if (b.max_y <= central.min_y || b.min_y >= central.max_y) return false;
  if (b.min_y >= central.min_y && b.max_y <= central.max_y) return true;
  const double area = footprint.area();
  if (!footprint.outline.empty()) {
    // Nor, mostly, does an outline across an edge of the zone: the part of it inside the zone is
    // no larger than the part of its box inside, and the part outside no larger than the box's
    // part outside (for an outline that does not cross itself; the structure checks report one
    // that does). Only a spot near half in needs the clipped area. The slack is far above the
    // rounding in the areas as computed (n terms of at most the largest coordinate squared).
    const double largest = std::max({std::abs(b.min_x), std::abs(b.max_x), std::abs(b.min_y), std::abs(b.max_y), 1.0});
    const double slack = 1e-9 * static_cast<double>(footprint.outline.size() + 4) * largest * largest;
    const double width = b.max_x - b.min_x;
    const double box_inside = width * (std::min(b.max_y, central.max_y) - std::max(b.min_y, central.min_y));
    const double box_outside = width * (b.max_y - b.min_y) - box_inside;
    if (box_inside + slack < area / 2) return false;
    const bool within_x = b.min_x >= central.min_x && b.max_x <= central.max_x;  // the zone clips it only in y
    if (within_x && area - box_outside - slack > area / 2) return true;
  }
  return footprint.area_in(central) > area / 2;
}

TableBands::ZoneAnswer TableBands::in_central_zone_along_x(const Footprint& footprint, const Box& b) const {
  const bool in_zone = in_central_zone(footprint, b);
  // The y tests in_central_zone starts with do not look at x.
  if (b.max_y <= central.min_y || b.min_y >= central.max_y || (b.min_y >= central.min_y && b.max_y <= central.max_y))
    return {in_zone, true};
  // An area's rounding, as in_central_zone bounds it, for any outline of this many points on the
  // table; the share decides alike for two of them when it is further from half than both.
  const double largest = std::max({width_cm, depth_cm, 1.0});
  const double slack = 1e-9 * static_cast<double>(footprint.outline.size() + 4) * largest * largest;
  const double area = footprint.area();
  return {in_zone, !footprint.outline.empty() && std::abs(footprint.area_in(central) - area / 2) > 2 * slack};
}

bool TableBands::point_in_central_zone(Point p) const { return p.y > central.min_y && p.y < central.max_y; }

bool TableBands::clear_of_strips(const Box& b) const {
  return b.min_y >= strip_cm - kLimitToleranceCm && b.max_y <= depth_cm - strip_cm + kLimitToleranceCm;
}

bool TableBands::in_own_half(const Box& b, const std::string& edge) const {
  return depth_from(b, edge) <= own_half_cm + kLimitToleranceCm;
}

double TableBands::depth_from(const Box& b, const std::string& edge) const {
  return edge == "south" ? b.max_y : depth_cm - b.min_y;
}

TableBands table_bands(const NpowParams& p) {
  TableBands bands;
  bands.width_cm = p.table_width_cm;
  bands.depth_cm = p.table_depth_cm;
  double middle = p.table_depth_cm / 2;
  bands.central = {0, quantize_cm(middle - p.central_half_depth_cm), p.table_width_cm,
                   quantize_cm(middle + p.central_half_depth_cm)};
  bands.strip_cm = p.objective_free_strip_cm;
  bands.own_half_cm = p.own_half_cm;
  return bands;
}

std::vector<TableZone> make_table_zones(const NpowParams& p, const std::string& south_side) {
  double w = quantize_cm(p.table_width_cm), d = quantize_cm(p.table_depth_cm);
  auto band = [&](double y0, double y1) {
    y0 = quantize_cm(y0);
    y1 = quantize_cm(y1);
    return Polygon{{0, y0}, {w, y0}, {w, y1}, {0, y1}};
  };
  TableBands b = table_bands(p);
  std::string north_side = south_side == "A" ? "B" : "A";
  std::vector<TableZone> zones = {
      {"central", "central", "", band(b.central.min_y, b.central.max_y)},
      {"strip_south", "objective_free", "", band(0, p.objective_free_strip_cm)},
      {"strip_north", "objective_free", "", band(d - p.objective_free_strip_cm, d)},
      {"half_" + south_side, "own_half", south_side, band(0, p.own_half_cm)},
      {"half_" + north_side, "own_half", north_side, band(d - p.own_half_cm, d)},
  };
  if (south_side != "A") std::swap(zones[3], zones[4]);  // side A's half first
  return zones;
}

}  // namespace wargen
