#pragma once
// What is already on the table when the next piece is placed, and whether a candidate outline
// keeps its distance from all of it.
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

class Obstacles {
 public:
  void add_area(const Polygon& outline);
  void add_watercourse(const Polyline& path, double width_cm);
  void add_point(Point at, double radius_cm);

  // True when `outline` keeps `gap_cm` from every area and point, and `water_gap_cm` from every
  // watercourse's bank (unless it may cover water).
  bool clear(const Polygon& outline, double gap_cm, double water_gap_cm, bool may_cover_water) const;

 private:
  struct Area {
    Polygon outline;
    Box box;
  };
  struct Water {
    Polyline path;
    double half_width_cm;
    Box box;
  };
  struct Spot {
    Point at;
    double radius_cm;
  };
  std::vector<Area> areas_;
  std::vector<Water> waters_;
  std::vector<Spot> spots_;
};

}  // namespace wargen
