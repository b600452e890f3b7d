#include "objectives/vp_candidates.hpp"

#include <algorithm>
#include <limits>
#include <set>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"
#include "core/leg_runs.hpp"
#include "core/spaced_words.hpp"

namespace wargen {
namespace {

// One scored terrain element (see the header's essay).
struct Spot {
  std::string kind;
  std::string id;
  std::string label;
  Point anchor;
  const Polygon* area = nullptr;   // distance 0 inside it
  const Polyline* line = nullptr;  // or along it
  int score = 0;
};

std::string label(const std::string& kind, const std::string& name, const std::string& id) {
  std::string what = kind == "players_choice" ? "players' choice site"
                     : kind == "built_up"     ? "built-up area"
                                              : spaced(kind);
  return what + (name.empty() ? " " + id : " " + name + " (" + id + ")");
}

// Length over width of an area: the longest chord, and the width an ellipse of that length and
// the same area would have (width = 4 A / (pi L)). Plain arithmetic, no trigonometry.
double elongation(const Polygon& outline) {
  double length = 0;
  for (std::size_t i = 0; i < outline.size(); ++i)
    for (std::size_t j = i + 1; j < outline.size(); ++j) length = std::max(length, distance(outline[i], outline[j]));
  double area = std::abs(signed_area(outline));
  if (length <= 0 || area <= 0) return 1;
  double width = 4 * area / (kPi * length);
  return length / width;
}

bool is_sunken(const Feature& f) { return attribute(f, "variant") == "sunken" || attribute(f, "sunken") == "true"; }

double spot_distance(const Spot& s, Point p) {
  if (s.area) {
    if (point_in_polygon(p, *s.area)) return 0;
    double best = std::numeric_limits<double>::max();
    const Polygon& ring = *s.area;
    for (std::size_t i = 0; i < ring.size(); ++i)
      best = std::min(best, point_segment_distance(p, ring[i], ring[next_vertex(i, ring.size())]));
    return best;
  }
  if (s.line) return point_polyline_distance(p, *s.line);
  return distance(p, s.anchor);
}

// The crossing point of segments a1-a2 and b1-b2 strictly inside both (a proper crossing).
bool proper_crossing(Point a1, Point a2, Point b1, Point b2, Point& at) {
  double d = (a2.x - a1.x) * (b2.y - b1.y) - (a2.y - a1.y) * (b2.x - b1.x);
  if (d == 0) return false;
  double t = ((b1.x - a1.x) * (b2.y - b1.y) - (b1.y - a1.y) * (b2.x - b1.x)) / d;
  double u = ((b1.x - a1.x) * (a2.y - a1.y) - (b1.y - a1.y) * (a2.x - a1.x)) / d;
  if (t <= 0 || t >= 1 || u <= 0 || u >= 1) return false;
  at = {a1.x + t * (a2.x - a1.x), a1.y + t * (a2.y - a1.y)};
  return true;
}

// Road junctions: two roads crossing, or one road's end on another road away from its ends.
std::vector<Point> road_junctions(const std::vector<const Feature*>& roads) {
  std::vector<Point> out;
  for (std::size_t i = 0; i < roads.size(); ++i)
    for (std::size_t j = 0; j < roads.size(); ++j) {
      if (i == j) continue;
      const Polyline& a = roads[i]->path;
      const Polyline& b = roads[j]->path;
      double touch = std::max(roads[i]->width_cm, roads[j]->width_cm);
      if (i < j)
        for (std::size_t s = 1; s < a.size(); ++s)
          for (std::size_t t = 1; t < b.size(); ++t) {
            Point at;
            if (proper_crossing(a[s - 1], a[s], b[t - 1], b[t], at)) out.push_back(at);
          }
      for (Point end : {a.front(), a.back()}) {
        bool on_b = point_polyline_within(end, b, touch);
        bool at_b_end = distance(end, b.front()) <= touch || distance(end, b.back()) <= touch;
        if (on_b && !at_b_end) out.push_back(end);
      }
    }
  return out;
}

std::vector<Spot> find_spots(const Scenario& s, const VpMarkerParams& p) {
  std::vector<Spot> spots;
  std::vector<const Feature*> roads;
  for (const Feature& f : s.features) {
    if (f.kind == "road") roads.push_back(&f);
    std::string kind = vp_place_kind(f, p);
    if (kind.empty()) continue;
    Spot spot{kind, f.id, label(kind, f.name, f.id), {}, nullptr, nullptr, p.score(kind)};
    if (f.is_area()) {
      spot.anchor = centroid(f.outline);
      spot.area = &f.outline;
    } else if (f.path.size() >= 2) {
      spot.anchor = point_at(f.path, polyline_length(f.path) / 2);
      spot.line = &f.path;
    } else {
      continue;
    }
    spots.push_back(spot);
  }
  for (const Crossing& c : s.crossings) {
    if (c.kind != "bridge" && c.kind != "ford") continue;
    const Feature* water = s.find_feature(c.feature);
    std::string over = water ? " over " + (water->name.empty() ? water->id : water->name) : std::string();
    spots.push_back({c.kind, c.id, c.kind + " " + c.id + over, c.at, nullptr, nullptr, p.score(c.kind)});
  }
  int n = 0;
  std::vector<Point> seen;
  for (Point j : road_junctions(roads)) {
    bool duplicate = false;
    for (Point q : seen) duplicate = duplicate || distance(j, q) < p.combine_radius_cm;
    if (duplicate) continue;
    seen.push_back(j);
    std::string id = "junction-" + std::to_string(++n);
    spots.push_back(
        {"road_junction", id, "road junction " + std::to_string(n), j, nullptr, nullptr, p.score("road_junction")});
  }
  return spots;
}

bool inside_margin(Point q, const Scenario& s, double margin) {
  return q.x >= margin && q.y >= margin && q.x <= s.table_width_cm - margin && q.y <= s.table_depth_cm - margin;
}

// Open ground: not inside an area feature and clear of watercourses by half their width + 1 cm.
// Asked at every point of a grid over the table, so each feature's box (and a watercourse's runs
// of legs) is taken once, and rules out most points without measuring.
class OpenGround {
 public:
  explicit OpenGround(const Scenario& s) {
    for (const Feature& f : s.features) {
      if (f.is_area()) areas_.push_back({&f.outline, OutsideBox(bounding_box(f.outline))});
      if (is_watercourse_kind(f.kind) && f.path.size() >= 2)
        waters_.push_back({&f.path, leg_run_boxes(f.path), f.width_cm / 2 + 1});
    }
  }
  bool at(Point q) const {
    for (const Area& a : areas_)
      if (!a.outside(q) && point_in_polygon(q, *a.outline)) return false;
    for (const Water& w : waters_)
      if (point_polyline_closer_than(q, *w.path, w.runs, w.keep_off_cm)) return false;
    return true;
  }

 private:
  struct Area {
    const Polygon* outline;
    OutsideBox outside;
  };
  struct Water {
    const Polyline* path;
    std::vector<Box> runs;  // leg_run_boxes(*path)
    double keep_off_cm;
  };
  std::vector<Area> areas_;
  std::vector<Water> waters_;
};

}  // namespace

std::string vp_place_kind(const Feature& f, const VpMarkerParams& p) {
  std::string variant = attribute(f, "variant");
  if (f.kind == "hill") {
    if (f.is_area() && elongation(f.outline) >= p.ridge_length_ratio) return "ridge";
    return variant == "steep" ? "steep_hill" : "hill";
  }
  if (f.kind == "built_up") {
    for (const char* v : {"walled_town", "town", "village", "farmstead"})
      if (variant == v) return v;
    return "built_up";
  }
  if (f.kind == "road") return is_sunken(f) ? "sunken_road" : "";
  if (f.kind == "rough") return "rough_ground";
  if (f.kind == "building" || f.kind == "earthwork" || f.kind == "wood" || f.kind == "players_choice") return f.kind;
  return "";  // water, marsh, fields, sand, obstacles, supply lines: not VPM-2 objectives
}

std::vector<VpPlace> find_vp_places(const Scenario& s, const VpMarkerParams& p) {
  std::vector<Spot> spots = find_spots(s, p);
  std::vector<VpPlace> places;
  std::vector<std::set<std::string>> member_sets;
  for (const Spot& anchor : spots) {
    const Point at = quantize_point(anchor.anchor);
    if (!inside_margin(at, s, p.edge_margin_cm)) continue;
    // The anchor first, then the rest by score: the description reads from what is marked.
    std::vector<const Spot*> members{&anchor};
    for (const Spot& other : spots)
      if (&other != &anchor && spot_distance(other, at) <= p.combine_radius_cm) members.push_back(&other);
    std::stable_sort(members.begin() + 1, members.end(),
                     [](const Spot* a, const Spot* b) { return a->score > b->score; });
    VpPlace place;
    place.at = at;
    std::set<std::string> ids;
    for (const Spot* m : members) {
      place.score += m->score;
      place.description += (place.description.empty() ? "" : ", ") + m->label;
      place.features.push_back(m->id);
      ids.insert(m->id);
    }
    places.push_back(place);
    member_sets.push_back(ids);
  }
  // Rank, then drop a place made of the same spots as a better-ranked one.
  std::vector<std::size_t> order(places.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return places[a].score > places[b].score; });
  std::vector<VpPlace> ranked;
  std::vector<std::set<std::string>> kept;
  for (std::size_t i : order) {
    if (std::find(kept.begin(), kept.end(), member_sets[i]) != kept.end()) continue;
    kept.push_back(member_sets[i]);
    ranked.push_back(places[i]);
  }
  // Open ground last, row by row from the south-west corner.
  double step = p.open_ground_step_cm;
  const OpenGround open_ground(s);
  const int open_ground_score = p.score("open_ground");
  for (double y = p.edge_margin_cm; y <= s.table_depth_cm - p.edge_margin_cm + 1e-9; y += step)
    for (double x = p.edge_margin_cm; x <= s.table_width_cm - p.edge_margin_cm + 1e-9; x += step) {
      const Point q = quantize_point({x, y});
      if (!inside_margin(q, s, p.edge_margin_cm) || !open_ground.at(q)) continue;
      ranked.push_back({q, open_ground_score, "open ground", {}});
    }
  return ranked;
}

}  // namespace wargen
