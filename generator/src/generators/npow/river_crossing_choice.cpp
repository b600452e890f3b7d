#include "generators/npow/river_crossing_choice.hpp"

#include <algorithm>
#include <optional>

#include "core/grid_point.hpp"
#include "core/leg_runs.hpp"
#include "core/path_walk.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/footprint.hpp"
#include "terrain/crossing_positions.hpp"

namespace wargen {

namespace {

constexpr double kRoadApproachCm = 8;  // a road reaches a crossing over this much open bank

// A laid river's running lengths and leg runs, made once for the many spots measured along it.
struct MeasuredRiver {
  explicit MeasuredRiver(const Polyline& path) : walk(path), runs(path) {}
  PathWalk walk;
  LegRuns runs;
};

// NPOW-L2 joins every bridge and ford by road: a road must be able to come up to it from both
// banks, square across the water, without meeting other water on the way.
bool roads_can_cross(const std::vector<LaidRiver>& rivers, const std::vector<MeasuredRiver>& measured, std::size_t r,
                     Point at, double width, const NpowParams& p) {
  const LaidRiver& river = rivers[r];
  const MeasuredRiver& m = measured[r];
  Point t = m.walk.direction_at(m.runs.arc_position(m.walk, at)), n{-t.y, t.x};
  double reach = width / 2 + kRoadApproachCm;
  Point a{at.x + n.x * reach, at.y + n.y * reach}, b{at.x - n.x * reach, at.y - n.y * reach};
  for (Point q : {a, b})
    if (q.x < kRiverEdgeClearCm || q.y < kRiverEdgeClearCm || q.x > p.table_width_cm - kRiverEdgeClearCm ||
        q.y > p.table_depth_cm - kRiverEdgeClearCm)
      return false;
  if (m.runs.meeting_points(a, b) != 1) return false;
  // Not inside a tight bend, where the other arm is right behind the bank.
  for (Point q : {a, b})
    if (point_polyline_closer_than(q, river.path, m.runs.boxes(), width / 2 + kRoadApproachCm / 2)) return false;
  for (std::size_t o = 0; o < rivers.size(); ++o) {
    if (o == r) continue;
    Polyline across{a, b};
    if (polylines_closer_than(across, rivers[o].path, measured[o].runs.boxes(),
                              rivers[o].width_cm() / 2 + kRoadApproachCm / 2))
      return false;
  }
  return true;
}

}  // namespace

bool choose_crossings(std::vector<LaidRiver>& rivers, const std::vector<PlacedElement>& starts, const PlacementState& state,
                      Pcg32& rng, std::vector<bool>& in_zone) {
  const NpowParams& p = state.params;
  std::vector<Point> chosen;
  int zone_objectives = 0;
  // The hills' and marshes' rings and boxes, made once for the thousands of spots measured.
  std::vector<Polyline> rings;
  std::vector<Box> boxes;
  for (const auto& e : starts) {
    rings.push_back(closed_ring(e.outline));
    boxes.push_back(bounding_box(e.outline));
  }
  std::vector<Point> along;  // a section's crossing_candidates
  std::vector<MeasuredRiver> measured;
  measured.reserve(rivers.size());
  for (const auto& river : rivers) measured.emplace_back(river.path);
  for (std::size_t r = 0; r < rivers.size(); ++r) {
    LaidRiver& river = rivers[r];
    std::vector<const Polyline*> avoid;
    double avoid_cm = 0;
    for (std::size_t o = 0; o < rivers.size(); ++o)
      if (o != r) {
        avoid.push_back(&rivers[o].path);
        avoid_cm = std::max(avoid_cm, (river.width_cm() + rivers[o].width_cm()) / 2 + 4);
      }
    for (const auto& section : river.sections) {
      double radius = crossing_radius(section.width_cm);
      auto fits = [&](Point at, bool zone_allowed) {
        if (!state.bands.clear_of_strips(crossing_bounds(at, section.width_cm))) return false;
        if (at.x < radius || at.x > p.table_width_cm - radius) return false;
        if (!zone_allowed && state.bands.point_in_central_zone(at)) return false;
        for (Point c : chosen)
          if (distance(c, at) < p.crossing_gap_cm) return false;
        for (std::size_t e = 0; e < starts.size(); ++e) {
          // A spot further than the keep-off from an outline's box is outside it and further
          // from its ring (the margin covers rounding).
          if (box_gap(at, boxes[e]) > radius + p.gap_cm + 1e-9) continue;
          if (point_in_polygon(at, starts[e].outline) || point_polyline_closer_than(at, rings[e], radius + p.gap_cm))
            return false;
        }
        return true;
      };
      // At random among the spots that fit, outside the central zone where there is one; the
      // costlier test of the road's approach only on the spot drawn.
      Polyline piece = sub_polyline(measured[r].walk, section.from_cm, section.to_cm);
      crossing_candidates(piece, p.crossing_end_margin_cm, avoid, avoid_cm, along);
      std::optional<Point> point;
      bool zone = false;
      for (bool zone_allowed : {false, true}) {
        if (zone_allowed && zone_objectives + state.zone_objectives >= p.central_max_objectives) break;
        std::vector<Point> open;
        for (Point at : along)
          if (fits(at, zone_allowed)) open.push_back(at);
        while (!open.empty() && !point) {
          std::size_t k = rng.below(static_cast<std::uint32_t>(open.size()));
          const Point at = quantize_point(open[k]);
          if (fits(at, zone_allowed) && roads_can_cross(rivers, measured, r, at, section.width_cm, p))
            point = at;
          else
            open.erase(open.begin() + static_cast<std::ptrdiff_t>(k));
        }
        if (point) {
          zone = state.bands.point_in_central_zone(*point);
          break;
        }
      }
      if (!point) return false;
      std::vector<Point> points{*point};
      zone_objectives += zone;
      chosen.push_back(points.front());
      river.crossings.push_back(points.front());
      in_zone.push_back(zone);
    }
  }
  return true;
}

}  // namespace wargen
