#pragma once
// Where the centre of an area element's shape may go when it targets a sector: on the table
// (NPOW-T1), reaching into the sector (NPOW-P1), off the strips for an objective (NPOW-P3) and out
// of a full central zone (NPOW-P2). One x range and one or two y bands: the placer draws its random
// spots from them and sweeps them row by row.
#include <array>
#include <optional>
#include <span>

#include "core/geometry.hpp"
#include "core/rng.hpp"
#include "generators/npow/table_bands.hpp"
#include "ruleset/table_size.hpp"

namespace wargen {

struct CentreInterval {
  double lo, hi;
  bool empty() const { return hi < lo; }
};

struct CentreRegion {
  CentreInterval x;
  // One or two bands, in place: a region is worked out for every random spot tried.
  std::array<CentreInterval, 2> y_bands;
  std::size_t y_count = 0;
  std::span<const CentreInterval> y() const { return {y_bands.data(), y_count}; }
  void add_y(CentreInterval band) { y_bands[y_count++] = band; }
};

class CentreRegions {
 public:
  CentreRegions(TableSize table, const TableBands& bands) : table_(table), bands_(bands) {}

  // For `shape` (its box, the shape centred on the origin) targeting `sector`; none when no
  // centre can serve.
  std::optional<CentreRegion> of(const Box& shape, const Box& sector, bool objective, bool zone_full) const;

  // A centre drawn uniformly from that region (a band chosen by its depth), or none.
  std::optional<Point> random_centre(const Box& shape, const Box& sector, bool objective, bool zone_full,
                                     Pcg32& rng) const;

 private:
  TableSize table_;
  const TableBands& bands_;
};

}  // namespace wargen
