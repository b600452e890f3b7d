#include "terrain/obstacles.hpp"

#include <algorithm>
#include <limits>
#include <span>

#include "core/leg_runs.hpp"

namespace wargen {

namespace {

// How far inside a box or an outline an obstacle's point must lie to count as held: far more than
// the rounding of the tests and of where a line meets an outline (a few units in the last place of
// table coordinates), and far less than any step a caller slides by.
constexpr double kHairCm = 1e-6;

// The part of a box that holds a point: its inside, kHairCm in from every side.
Box held_zone(const Box& b) { return {b.min_x + kHairCm, b.min_y + kHairCm, b.max_x - kHairCm, b.max_y - kHairCm}; }
bool strictly_in(const Box& zone, Point p) {
  return p.x > zone.min_x && p.x < zone.max_x && p.y > zone.min_y && p.y < zone.max_y;
}
bool holds(const Box& b, Point p) { return strictly_in(held_zone(b), p); }

// Of `points`, the one furthest east that `box` holds, or none. The zone is worked out once: an
// area's outline is dozens of points, asked for every spot it refuses.
const Point* furthest_east_held(std::span<const Point> points, const Box& box) {
  const Box zone = held_zone(box);
  const Point* held = nullptr;
  for (const Point& p : points)
    if (strictly_in(zone, p) && (!held || p.x > held->x)) held = &p;
  return held;
}

}  // namespace

void Obstacles::add_area(const Polygon& outline, int layer) { add_area(outline, bounding_box(outline), layer); }

void Obstacles::add_area(const Polygon& outline, const Box& box, int layer) { areas_.push_back({outline, box, layer}); }

void Obstacles::add_watercourse(const Polyline& path, double width_cm) {
  waters_.push_back({path, width_cm / 2, bounding_box(path), leg_run_boxes(path)});
}

void Obstacles::add_point(Point at, double radius_cm) { spots_.push_back({at, radius_cm}); }

bool Obstacles::clear(const Polygon& outline, double gap_cm, double water_gap_cm, bool may_cover_water,
                      std::uint32_t may_overlap) const {
  return clear(outline, bounding_box(outline), gap_cm, water_gap_cm, may_cover_water, may_overlap);
}

bool Obstacles::spot_blocks(const Spot& spot, const Polygon& outline, double gap_cm) {
  if (point_in_polygon(spot.at, outline)) return true;
  for (std::size_t i = 0; i < outline.size(); ++i)
    if (point_segment_distance(spot.at, outline[i], outline[next_vertex(i, outline.size())]) < spot.radius_cm + gap_cm)
      return true;
  return false;
}

bool Obstacles::area_blocks(const Area& area, const Polygon& outline, const Box& box, double gap_cm,
                            EdgePair* close_edges) {
  return polygons_closer_than(outline, box, area.outline, area.box, gap_cm, close_edges);
}

bool Obstacles::water_blocks(const Water& water, const Polygon& outline, const Box& box, double water_gap_cm) {
  return polyline_polygon_closer_than(water.path, water.leg_runs, outline, box, water.half_width_cm + water_gap_cm);
}

bool Obstacles::clear(const Polygon& outline, const Box& box, double gap_cm, double water_gap_cm, bool may_cover_water,
                      std::uint32_t may_overlap, Blocker* last_blocker) const {
  EdgePair edges;
  auto spot_in_way = [&](std::size_t k) {
    const Spot& spot = spots_[k];
    return box.overlaps({spot.at.x, spot.at.y, spot.at.x, spot.at.y}, spot.radius_cm + gap_cm) &&
           spot_blocks(spot, outline, gap_cm);
  };
  auto area_near = [&](std::size_t k) {
    const Area& area = areas_[k];
    return !(may_overlap & (1u << area.layer)) && box.overlaps(area.box, gap_cm);
  };
  auto water_in_way = [&](std::size_t k) {
    const Water& water = waters_[k];
    return !may_cover_water && box.overlaps(water.box, water.half_width_cm + water_gap_cm) &&
           water_blocks(water, outline, box, water_gap_cm);
  };
  const Blocker hint = last_blocker ? *last_blocker : Blocker{};
  // The obstacle in the way of the last outline first, and of an area the edges that were too
  // close first of all.
  if (hint.kind == Blocker::area && hint.index < areas_.size() && area_near(hint.index)) {
    const Polygon& other = areas_[hint.index].outline;
    if (hint.edges_known && hint.edges.a < outline.size() && hint.edges.b < other.size() &&
        segment_distance(outline[hint.edges.a], outline[next_vertex(hint.edges.a, outline.size())],
                         other[hint.edges.b], other[next_vertex(hint.edges.b, other.size())]) < gap_cm)
      return false;
    edges = {outline.size(), 0};  // no pair found yet
    if (area_blocks(areas_[hint.index], outline, box, gap_cm, &edges)) {
      *last_blocker = {Blocker::area, hint.index, edges.a < outline.size(), edges};
      return false;
    }
  }
  if ((hint.kind == Blocker::spot && hint.index < spots_.size() && spot_in_way(hint.index)) ||
      (hint.kind == Blocker::water && hint.index < waters_.size() && water_in_way(hint.index)))
    return false;
  auto asked = [&](Blocker::Kind kind, std::size_t k) { return kind == hint.kind && k == hint.index; };
  for (std::size_t k = 0; k < spots_.size(); ++k)
    if (!asked(Blocker::spot, k) && spot_in_way(k)) {
      if (last_blocker) *last_blocker = {Blocker::spot, k};
      return false;
    }
  for (std::size_t k = 0; k < areas_.size(); ++k) {
    if (asked(Blocker::area, k) || !area_near(k)) continue;
    edges = {outline.size(), 0};
    if (area_blocks(areas_[k], outline, box, gap_cm, &edges)) {
      if (last_blocker) *last_blocker = {Blocker::area, k, edges.a < outline.size(), edges};
      return false;
    }
  }
  for (std::size_t k = 0; k < waters_.size(); ++k)
    if (!asked(Blocker::water, k) && water_in_way(k)) {
      if (last_blocker) *last_blocker = {Blocker::water, k};
      return false;
    }
  return true;
}

double Obstacles::overlap_room_east(const Blocker& blocker, const Polygon& outline, const Box& box) const {
  // The obstacle's point furthest east in the outline stays inside until the outline's west side
  // reaches it: an area's corner, a watercourse's point (on its centreline), a spot's centre.
  auto held_room = [&](std::span<const Point> points) {
    const Point* held = furthest_east_held(points, box);
    if (!held) return 0.0;
    const auto chord = chord_through(outline, *held, kHairCm);
    return chord ? held->x - chord->west - kHairCm : 0.0;
  };
  if (outline.size() < 3) return 0;
  switch (blocker.kind) {
    case Blocker::spot:
      return blocker.index < spots_.size() ? held_room(std::span<const Point>(&spots_[blocker.index].at, 1)) : 0;
    case Blocker::water:
      return blocker.index < waters_.size() ? held_room(waters_[blocker.index].path) : 0;
    case Blocker::area: {
      if (blocker.index >= areas_.size()) return 0;
      const Area& a = areas_[blocker.index];
      if (const double room = held_room(a.outline); room > 0) return room;
      // Else the outline's point furthest west in the area, which the outline carries east until it
      // reaches the area's east side.
      const Box zone = held_zone(a.box);
      const Point* carried = nullptr;
      for (const Point& p : outline)
        if (strictly_in(zone, p) && (!carried || p.x < carried->x)) carried = &p;
      if (!carried) return 0;
      const auto chord = chord_through(a.outline, *carried, kHairCm);
      return chord ? chord->east - carried->x - kHairCm : 0;
    }
    case Blocker::none:
      break;
  }
  return 0;
}

double Obstacles::blocked_reach(Point centre, double radius_cm, double gap_cm, std::uint32_t may_overlap) const {
  // A centre moved by d from `centre` lies at most d further from anything (the distance to a set
  // grows no faster than the point moves). The disc then comes within the gap of an obstacle
  // nearer its centre than radius + gap, less a hair for the rounding in measuring either way
  // (about 1e-12 cm on a table), so that clear()'s exact test surely finds it.
  // No gap, nothing in the way: clear() asks for a distance below the gap, and two outlines that
  // meet are 0 apart.
  if (!(gap_cm > 0)) return 0;
  constexpr double kHairCm = 1e-6;
  const double reach = radius_cm + gap_cm - kHairCm;
  double room = 0;
  for (const Spot& spot : spots_) room = std::max(room, reach + spot.radius_cm - distance(centre, spot.at));
  for (const Area& area : areas_) {
    // Further from the area's box than the reach, further from the area: not in the way.
    if ((may_overlap & (1u << area.layer)) || box_gap(centre, area.box) >= reach) continue;
    const Polygon& outline = area.outline;
    double edge = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < outline.size(); ++i)
      edge = std::min(edge, point_segment_distance(centre, outline[i], outline[next_vertex(i, outline.size())]));
    // A centre inside the area is the edge's distance from leaving it: that much further still.
    room = std::max(room, point_in_polygon(centre, outline) ? reach + edge : reach - edge);
  }
  return room;
}

std::vector<char> Obstacles::clear_each(const std::vector<Box>& rectangles, double gap_cm, double water_gap_cm) const {
  std::vector<char> clear(rectangles.size(), 1);
  Polygon outline;  // the rectangle being tested, in one buffer for them all
  // Marks every rectangle still clear that `blocks` finds too near an obstacle with box `near`.
  // Box::overlaps asks `rectangle.min_x - margin <= near.max_x`, true for a first run of the
  // rectangles, and `near.min_x <= rectangle.max_x + margin`, true for a last run: only the
  // rectangles in both runs can come that near.
  // Most rectangles an obstacle blocks hold one of its points (`points`: an area's corners, a
  // watercourse's, a spot's centre), and so do the next few along the row. A rectangle holding
  // one (by more than kHairCm) is at no distance from the obstacle, however the tests round, and
  // the gap is more than that (it blocked a rectangle): the rightmost point a blocked rectangle
  // holds blocks the next ones, untested, while it lies inside them.
  auto mark = [&](const Box& near, double margin, std::span<const Point> points, auto blocks) {
    auto from = std::partition_point(rectangles.begin(), rectangles.end(),
                                     [&](const Box& r) { return !(near.min_x <= r.max_x + margin); });
    auto to = std::partition_point(from, rectangles.end(), [&](const Box& r) { return r.min_x - margin <= near.max_x; });
    const Point* held = nullptr;
    for (auto r = from; r != to; ++r) {
      char& verdict = clear[static_cast<std::size_t>(r - rectangles.begin())];
      if (!verdict || !r->overlaps(near, margin)) continue;
      if (held && holds(*r, *held)) {
        verdict = 0;
        continue;
      }
      box_outline(*r, outline);
      if (!blocks(*r)) continue;
      verdict = 0;
      held = furthest_east_held(points, *r);
    }
  };
  for (const auto& spot : spots_)
    mark({spot.at.x, spot.at.y, spot.at.x, spot.at.y}, spot.radius_cm + gap_cm, std::span<const Point>(&spot.at, 1),
         [&](const Box&) { return spot_blocks(spot, outline, gap_cm); });
  for (const auto& area : areas_)
    mark(area.box, gap_cm, area.outline, [&](const Box& box) { return area_blocks(area, outline, box, gap_cm); });
  for (const auto& water : waters_)
    mark(water.box, water.half_width_cm + water_gap_cm, water.path,
         [&](const Box& box) { return water_blocks(water, outline, box, water_gap_cm); });
  return clear;
}

}  // namespace wargen
