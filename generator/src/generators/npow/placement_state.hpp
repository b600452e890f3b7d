#pragma once
// The defender's table while it is being laid out: what is down already, and how much of each
// limit is used - the central zone's elements and objectives (NPOW-P2), the sectors that have an
// element (NPOW-P1) - so each next element is drawn only from where it may still go.
#include <optional>
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/table_layout.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "symmetry/half_turn.hpp"
#include "terrain/obstacles.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

// Obstacles layers: NPOW-P4 lets a wood lie on a hill (and so a hill under a wood).
enum PlacementLayer { kGroundLayer = 0, kHillLayer = 1, kWoodLayer = 2 };

// NPOW-P1: the element counts as being in the sector when this much of it lies there:
// sector_min_overlap_cm2, or half of a smaller element.
bool present_in_sector(const Footprint& footprint, const Box& sector, double min_overlap_cm2);
// The same, for a caller that has the footprint's bounds already.
bool present_in_sector(const Footprint& footprint, const Box& bounds, const Box& sector, double min_overlap_cm2);
// A footprint whose bounds these are lies wholly in the sector, so is present in it without its
// area being measured.
bool wholly_in_sector(const Box& bounds, const Box& sector);

struct PlacementState {
  PlacementState(const NpowParams& params, const TerrainPool& pool, const SectorGrid& grid);

  const NpowParams& params;
  const TerrainPool& pool;
  TableBands bands;
  SectorGrid grid;
  TableLayout layout;
  Obstacles obstacles;
  int zone_elements = 0;  // NPOW-P2
  int zone_objectives = 0;
  std::vector<int> sector_elements;  // NPOW-P1: elements present in each sector
  std::optional<BoxStock> box_stock;  // NPOW-B1: what is left of the club's box in this pass; none without a box

  // NPOW-P2: may one more element (`objectives` of them objectives) be in the central zone?
  bool zone_has_room(int elements, int objectives) const;
  // Counts a placed element (or crossing) against the zone and the sectors.
  void count(const Footprint& footprint, int objectives, bool in_zone);
  bool inside_table(const Box& bounds) const;  // a shape whose bounding box this is
  std::vector<int> uncovered_sectors() const;

  // The symmetric procedure (TerrainPool::symmetric): whatever goes down goes down with its twin,
  // the half turn about the table's centre.
  bool symmetric() const { return pool.symmetric; }
  TableSize table() const { return {params.table_width_cm, params.table_depth_cm}; }
  Polygon twin(const Polygon& outline) const { return half_turn(outline, table()); }
  // The sector holding the half turn of sector `index`'s centre (a label for the twin).
  int twin_sector(int index) const;
};

}  // namespace wargen
