#include "terrain/obstacles.hpp"

namespace wargen {

void Obstacles::add_area(const Polygon& outline, int layer) {
  areas_.push_back({outline, bounding_box(outline), layer});
}

void Obstacles::add_watercourse(const Polyline& path, double width_cm) {
  waters_.push_back({path, width_cm / 2, bounding_box(path)});
}

void Obstacles::add_point(Point at, double radius_cm) { spots_.push_back({at, radius_cm}); }

bool Obstacles::clear(const Polygon& outline, double gap_cm, double water_gap_cm, bool may_cover_water,
                      std::uint32_t may_overlap) const {
  return clear(outline, bounding_box(outline), gap_cm, water_gap_cm, may_cover_water, may_overlap);
}

bool Obstacles::clear(const Polygon& outline, const Box& box, double gap_cm, double water_gap_cm, bool may_cover_water,
                      std::uint32_t may_overlap) const {
  for (const auto& spot : spots_) {
    Box spot_box{spot.at.x, spot.at.y, spot.at.x, spot.at.y};
    if (!box.overlaps(spot_box, spot.radius_cm + gap_cm)) continue;
    if (point_in_polygon(spot.at, outline)) return false;
    for (std::size_t i = 0; i < outline.size(); ++i)
      if (point_segment_distance(spot.at, outline[i], outline[next_vertex(i, outline.size())]) < spot.radius_cm + gap_cm)
        return false;
  }
  for (const auto& area : areas_) {
    if (may_overlap & (1u << area.layer)) continue;
    if (box.overlaps(area.box, gap_cm) && polygons_closer_than(outline, box, area.outline, area.box, gap_cm))
      return false;
  }
  if (!may_cover_water) {
    for (const auto& water : waters_) {
      double needed = water.half_width_cm + water_gap_cm;
      if (box.overlaps(water.box, needed) && polyline_polygon_closer_than(water.path, outline, needed)) return false;
    }
  }
  return true;
}

}  // namespace wargen
