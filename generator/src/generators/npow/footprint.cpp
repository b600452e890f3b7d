#include "generators/npow/footprint.hpp"

#include <algorithm>
#include <cmath>

#include "core/shape_measure.hpp"

namespace wargen {

double Footprint::area() const {
  if (!outline.empty()) return std::abs(signed_area(outline));
  double total = 0;
  for (const auto& b : bands) total += polyline_length(b.line) * b.width_cm;
  return total;
}

double Footprint::area_in(const Box& box) const {
  if (!outline.empty()) return area_in_box(outline, box);
  double total = 0;
  for (const auto& b : bands) total += length_in_box(b.line, box) * b.width_cm;
  return total;
}

Box Footprint::bounds() const {
  if (!outline.empty()) return bounding_box(outline);
  Box out{1e300, 1e300, -1e300, -1e300};
  for (const auto& b : bands) {
    Box box = bounding_box(b.line);
    out = {std::min(out.min_x, box.min_x - b.width_cm / 2), std::min(out.min_y, box.min_y - b.width_cm / 2),
           std::max(out.max_x, box.max_x + b.width_cm / 2), std::max(out.max_y, box.max_y + b.width_cm / 2)};
  }
  return out;
}

Footprint area_footprint(const Polygon& outline) { return {outline, {}}; }

Footprint line_footprint(const std::vector<Polyline>& pieces, double width_cm) {
  Footprint f;
  for (const auto& piece : pieces) f.bands.push_back({piece, width_cm});
  return f;
}

Footprint water_footprint(const Polyline& path, double width_cm, const std::vector<WaterSection>& sections) {
  Footprint f;
  if (sections.empty()) {
    f.bands.push_back({path, width_cm});
    return f;
  }
  const PathWalk walk(path);
  f.bands.reserve(sections.size());
  for (const auto& s : sections) f.bands.push_back({sub_polyline(walk, s.from_cm, s.to_cm), s.width_cm});
  return f;
}

double water_clearance(const Feature& water, const Polygon& outline) {
  double least = 1e300;
  for (const auto& band : water_footprint(water.path, water.width_cm, water.sections).bands)
    if (band.line.size() >= 2)
      least = std::min(least, polyline_polygon_distance(band.line, outline) - band.width_cm / 2);
  return least;
}

double water_width_at(const Feature& water, Point at) {
  return water_width_at_arc(water, arc_position(water.path, at));
}

double water_width_at_arc(const Feature& water, double arc_cm) {
  for (const auto& s : water.sections)
    if (arc_cm >= s.from_cm - 1e-9 && arc_cm <= s.to_cm + 1e-9) return s.width_cm;
  return water.width_cm;
}

double widest_water_cm(const Feature& water) {
  double widest = water.width_cm;
  for (const auto& s : water.sections) widest = std::max(widest, s.width_cm);
  return widest;
}

}  // namespace wargen
