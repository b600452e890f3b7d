#pragma once
// What is already on the table when the next piece is placed, and whether a candidate outline
// keeps its distance from all of it.
#include <cstdint>
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

class Obstacles {
 public:
  // `layer` (0..31) lets a caller allow some overlaps: see `may_overlap` below.
  void add_area(const Polygon& outline, int layer = 0);
  void add_area(const Polygon& outline, const Box& box, int layer = 0);  // box: bounding_box(outline)
  void add_watercourse(const Polyline& path, double width_cm);
  void add_point(Point at, double radius_cm);

  // True when `outline` keeps `gap_cm` from every area and point, and `water_gap_cm` from every
  // watercourse's bank (unless it may cover water).
  // Areas on a layer whose bit is set in `may_overlap` are not in the way (NPOW-P4: a wood may lie
  // on a hill).
  bool clear(const Polygon& outline, double gap_cm, double water_gap_cm, bool may_cover_water,
             std::uint32_t may_overlap = 0) const;
  // Which obstacle stood in the way of an outline, kept by a caller that tries many outlines
  // near one another: the next clear() asks that one first. The verdict is the same whichever
  // obstacle is asked first; only the work done differs.
  struct Blocker {
    enum Kind { none, spot, area, water } kind = none;
    std::size_t index = 0;
    bool edges_known = false;  // an area: the edges of the outline and of the area found too close
    EdgePair edges{};
  };
  // The same, for a caller that has the outline's bounding box already, and may keep a Blocker.
  bool clear(const Polygon& outline, const Box& outline_box, double gap_cm, double water_gap_cm, bool may_cover_water,
             std::uint32_t may_overlap = 0, Blocker* last_blocker = nullptr) const;
  // clear() for each of a row of upright rectangles that slide along x (each one's left and
  // right sides no further left than the one before's), none of them allowed to cover water:
  // element k says whether rectangles[k] is clear, exactly as clear() would. Each obstacle is
  // tested only against the run of rectangles its box can reach, found by bisection, instead of
  // every rectangle asking every obstacle; and a rectangle holding a point of an obstacle that
  // blocked one before it is refused without the test.
  std::vector<char> clear_each(const std::vector<Box>& rectangles, double gap_cm, double water_gap_cm) const;
  // For an outline (whose box is `box`) that `blocker` stood in the way of, as clear() gave it: a
  // distance such that the outline moved east by less still overlaps that obstacle (holds a point
  // of it: a corner of an area, a point of a watercourse's centreline, a spot's centre), and so
  // stands at no distance from it. The obstacle blocking it at all means its gap is more than
  // none, so clear() with the same arguments refuses the moved outline too, whatever it tests
  // first. 0 when no overlap is found to last. A caller sliding an outline east along a row skips
  // the spots it covers.
  double overlap_room_east(const Blocker& blocker, const Polygon& outline, const Box& box) const;
  // For outlines that each hold the disc of `radius_cm` about their centre: how far such an
  // outline's centre may lie from `centre` and still leave the disc within `gap_cm` of an area (on
  // a layer `may_overlap` leaves in the way) or a point, so that clear() with that gap and mask
  // refuses the outline, whatever its shape and turn. 0 when no area or point is that near, or
  // the gap is none.
  // Watercourses are left out: a caller's outline may be allowed to cover water. A caller sliding
  // one shape across a region at several turns skips every spot it finds this near a refused one.
  double blocked_reach(Point centre, double radius_cm, double gap_cm, std::uint32_t may_overlap) const;

 private:
  struct Area {
    Polygon outline;
    Box box;
    int layer;
  };
  struct Water {
    Polyline path;
    double half_width_cm;
    Box box;
    std::vector<Box> leg_runs;  // leg_run_boxes(path): a long course is mostly far from an outline
  };
  struct Spot {
    Point at;
    double radius_cm;
  };
  // Whether one obstacle stands within the gap of `outline` (whose box is `box`): the exact tests,
  // for an outline whose box already comes that near.
  static bool spot_blocks(const Spot& spot, const Polygon& outline, double gap_cm);
  static bool area_blocks(const Area& area, const Polygon& outline, const Box& box, double gap_cm,
                          EdgePair* close_edges = nullptr);
  static bool water_blocks(const Water& water, const Polygon& outline, const Box& box, double water_gap_cm);

  std::vector<Area> areas_;
  std::vector<Water> waters_;
  std::vector<Spot> spots_;
};

}  // namespace wargen
