#include "generators/npow/placement_state.hpp"

#include <algorithm>

namespace wargen {

bool present_in_sector(const Footprint& footprint, const Box& sector, double min_overlap_cm2) {
  return present_in_sector(footprint, footprint.bounds(), sector, min_overlap_cm2);
}

namespace {
bool apart_from_sector(const Box& b, const Box& sector) {
  return b.max_x <= sector.min_x || b.min_x >= sector.max_x || b.max_y <= sector.min_y || b.min_y >= sector.max_y;
}
}  // namespace

bool wholly_in_sector(const Box& b, const Box& sector) { return !apart_from_sector(b, sector) && b.within(sector); }

bool present_in_sector(const Footprint& footprint, const Box& b, const Box& sector, double min_overlap_cm2) {
  if (apart_from_sector(b, sector)) return false;
  // Wholly in the sector: all of its area lies there, which is at least half of it (measured, the
  // part in the sector is the whole to within rounding, far more than half).
  if (b.within(sector)) return true;
  return footprint.area_in(sector) >= std::min(min_overlap_cm2, footprint.area() / 2);
}

PlacementState::PlacementState(const NpowParams& p, const TerrainPool& pool_, const SectorGrid& grid_)
    : params(p),
      pool(pool_),
      bands(table_bands(p)),
      grid(grid_),
      sector_elements(static_cast<std::size_t>(grid.count()), 0) {}

bool PlacementState::zone_has_room(int elements, int objectives) const {
  return zone_elements + elements <= params.central_max_elements &&
         zone_objectives + objectives <= params.central_max_objectives;
}

void PlacementState::count(const Footprint& footprint, int objectives, bool in_zone) {
  if (in_zone) {
    ++zone_elements;
    zone_objectives += objectives;
  }
  const Box bounds = footprint.bounds();  // once, not once per sector
  for (int i = 0; i < grid.count(); ++i)
    if (present_in_sector(footprint, bounds, grid.box(i), params.sector_min_overlap_cm2))
      ++sector_elements[static_cast<std::size_t>(i)];
}

bool PlacementState::inside_table(const Box& bounds) const {
  return bounds.within({0, 0, params.table_width_cm, params.table_depth_cm});
}

std::vector<int> PlacementState::uncovered_sectors() const {
  std::vector<int> out;
  for (int i = 0; i < grid.count(); ++i)
    if (sector_elements[static_cast<std::size_t>(i)] == 0) out.push_back(i);
  return out;
}

int PlacementState::twin_sector(int index) const {
  Box b = grid.box(index);
  Point c = half_turn(Point{(b.min_x + b.max_x) / 2, (b.min_y + b.max_y) / 2}, table());
  for (int i = 0; i < grid.count(); ++i) {
    if (grid.box(i).holds(c)) return i;
  }
  return index;
}

}  // namespace wargen
