#include "export/sight_walls.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "core/shape_measure.hpp"

namespace wargen {

namespace {

using Interval = std::pair<double, double>;  // arc lengths along a ring, from < to

// Where segments [a1, a2] and [b1, b2] cross: the parameter along a and the point.
std::optional<std::pair<double, Point>> crossing(Point a1, Point a2, Point b1, Point b2) {
  const double rx = a2.x - a1.x, ry = a2.y - a1.y, sx = b2.x - b1.x, sy = b2.y - b1.y;
  const double denom = rx * sy - ry * sx;
  if (std::abs(denom) < 1e-12) return std::nullopt;  // parallel: a road along an outline enters nowhere
  const double qx = b1.x - a1.x, qy = b1.y - a1.y;
  const double t = (qx * sy - qy * sx) / denom;
  const double u = (qx * ry - qy * rx) / denom;
  if (t < 0 || t > 1 || u < 0 || u > 1) return std::nullopt;
  return std::make_pair(t, Point{a1.x + t * rx, a1.y + t * ry});
}

// The arc length at each of a line's points.
std::vector<double> arc_lengths(const Polyline& line) {
  std::vector<double> s{0.0};
  for (std::size_t i = 1; i < line.size(); ++i) s.push_back(s.back() + distance(line[i - 1], line[i]));
  return s;
}

// The parts of the closed ring outside every gap. Gaps may run past either end of the ring.
std::vector<Polyline> cut_gaps(const Polyline& ring, std::vector<Interval> gaps) {
  const double length = polyline_length(ring);
  std::vector<Interval> cut;
  for (auto [from, to] : gaps) {
    if (to - from >= length) return {};
    if (from < 0) {
      cut.push_back({from + length, length});
      from = 0;
    }
    if (to > length) {
      cut.push_back({0, to - length});
      to = length;
    }
    cut.push_back({from, to});
  }
  std::sort(cut.begin(), cut.end());
  // The kept stretches between the sorted gaps.
  std::vector<Interval> kept;
  double at = 0;
  for (const auto& [from, to] : cut) {
    if (from > at) kept.push_back({at, from});
    at = std::max(at, to);
  }
  if (at < length) kept.push_back({at, length});
  std::vector<Polyline> parts;
  for (const auto& [from, to] : kept)
    if (to - from > 1e-9) parts.push_back(sub_polyline(ring, from, to));
  // The ring's start is arbitrary: a stretch running through it is one wall.
  if (parts.size() > 1 && kept.front().first == 0 && kept.back().second == length && kept.front().second > 1e-9 &&
      kept.back().second - kept.back().first > 1e-9) {
    Polyline joined = std::move(parts.back());
    joined.insert(joined.end(), parts.front().begin() + 1, parts.front().end());
    parts.front() = std::move(joined);
    parts.pop_back();
  }
  return parts;
}

// Liang-Barsky: the part of [a, b] inside the box, as parameters along it.
std::optional<Interval> clip_segment(Point a, Point b, const Box& box) {
  double t0 = 0, t1 = 1;
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x - box.min_x, box.max_x - a.x, a.y - box.min_y, box.max_y - a.y};
  for (int k = 0; k < 4; ++k) {
    if (p[k] == 0) {
      if (q[k] < 0) return std::nullopt;
      continue;
    }
    const double r = q[k] / p[k];
    if (p[k] < 0)
      t0 = std::max(t0, r);
    else
      t1 = std::min(t1, r);
    if (t0 > t1) return std::nullopt;
  }
  return Interval{t0, t1};
}

Point lerp(Point a, Point b, double t) { return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}; }

// Clipped points can leave the box by a rounding error; the box is the promise.
Point clamp_to(Point p, const Box& box) {
  return {std::clamp(p.x, box.min_x, box.max_x), std::clamp(p.y, box.min_y, box.max_y)};
}

}  // namespace

bool blocks_sight(const std::string& kind) { return kind == "wood" || kind == "built_up"; }

std::vector<Polyline> polyline_parts_in_box(const Polyline& line, const Box& box) {
  std::vector<Polyline> parts;
  Polyline current;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const auto inside = clip_segment(line[i - 1], line[i], box);
    if (!inside) {
      if (current.size() >= 2) parts.push_back(std::move(current));
      current.clear();
      continue;
    }
    const Point from = clamp_to(lerp(line[i - 1], line[i], inside->first), box);
    const Point to = clamp_to(lerp(line[i - 1], line[i], inside->second), box);
    if (current.empty() || !(current.back() == from)) {
      if (current.size() >= 2) parts.push_back(std::move(current));
      current = {from};
    }
    current.push_back(to);
    if (inside->second < 1) {  // leaves the box here
      parts.push_back(std::move(current));
      current.clear();
    }
  }
  if (current.size() >= 2) parts.push_back(std::move(current));
  return parts;
}

SightWalls sight_walls(const Scenario& scenario) {
  const Box table{0, 0, scenario.table_width_cm, scenario.table_depth_cm};
  SightWalls result;
  for (const Feature& area : scenario.features) {
    if (!blocks_sight(area.kind) || area.outline.size() < 3) continue;
    const Polyline ring = closed_ring(area.outline);
    const std::vector<double> s = arc_lengths(ring);
    std::vector<Interval> gaps;
    std::vector<Point> entries;  // one gap per place a road crosses: a road through a corner hits two edges
    for (const Feature& road : scenario.features) {
      if (road.kind != "road") continue;
      for (std::size_t i = 0; i + 1 < ring.size(); ++i)
        for (std::size_t j = 0; j + 1 < road.path.size(); ++j) {
          const auto hit = crossing(ring[i], ring[i + 1], road.path[j], road.path[j + 1]);
          if (!hit ||
              std::any_of(entries.begin(), entries.end(), [&](Point p) { return distance(p, hit->second) < 1e-6; }))
            continue;
          entries.push_back(hit->second);
          const double along = s[i] + hit->first * (s[i + 1] - s[i]);
          gaps.push_back({along - road.width_cm / 2, along + road.width_cm / 2});
        }
    }
    for (const Polyline& part : gaps.empty() ? std::vector<Polyline>{ring} : cut_gaps(ring, gaps))
      for (Polyline& clipped : polyline_parts_in_box(part, table)) result.walls.push_back(std::move(clipped));
  }
  return result;
}

}  // namespace wargen
