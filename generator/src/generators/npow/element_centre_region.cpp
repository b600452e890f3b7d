#include "generators/npow/element_centre_region.hpp"

#include <algorithm>

namespace wargen {

namespace {

// How far inside its sector a targeted element must reach.
constexpr double kSectorReachCm = 3;

CentreInterval meet(CentreInterval a, CentreInterval b) { return {std::max(a.lo, b.lo), std::min(a.hi, b.hi)}; }

}  // namespace

std::optional<CentreRegion> CentreRegions::of(const Box& shape, const Box& sector, bool objective,
                                              bool zone_full) const {
  const double reach_x = std::max(0.0, (shape.max_x - shape.min_x) / 2 - kSectorReachCm);
  const double reach_y = std::max(0.0, (shape.max_y - shape.min_y) / 2 - kSectorReachCm);
  const CentreInterval x =
      meet({-shape.min_x, table_.width_cm - shape.max_x}, {sector.min_x - reach_x, sector.max_x + reach_x});
  CentreInterval y =
      meet({-shape.min_y, table_.depth_cm - shape.max_y}, {sector.min_y - reach_y, sector.max_y + reach_y});
  if (objective) y = meet(y, {bands_.strip_cm - shape.min_y, table_.depth_cm - bands_.strip_cm - shape.max_y});
  if (x.empty() || y.empty()) return std::nullopt;
  CentreRegion region{x, {}, 0};
  if (!zone_full) {
    region.add_y(y);
  } else {
    for (CentreInterval band : {meet(y, {y.lo, bands_.central.min_y}), meet(y, {bands_.central.max_y, y.hi})})
      if (!band.empty()) region.add_y(band);
    if (region.y_count == 0) return std::nullopt;
  }
  return region;
}

std::optional<Point> CentreRegions::random_centre(const Box& shape, const Box& sector, bool objective, bool zone_full,
                                                  Pcg32& rng) const {
  const auto region = of(shape, sector, objective, zone_full);
  if (!region) return std::nullopt;
  const std::span<const CentreInterval> bands = region->y();
  CentreInterval y = bands.front();
  if (bands.size() == 2) {
    const double a = bands[0].hi - bands[0].lo + 0.01, b = bands[1].hi - bands[1].lo + 0.01;
    if (rng.uniform(0, a + b) >= a) y = bands[1];
  }
  return Point{rng.uniform(region->x.lo, region->x.hi), rng.uniform(y.lo, y.hi)};
}

}  // namespace wargen
