#include "render/label_placement.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "render/feature_symbols.hpp"
#include "render/legend.hpp"
#include "render/npow_overlays.hpp"
#include "render/water_widths.hpp"

namespace wargen::render {

namespace {

// Sizes in cm-units (multiplied by px per cm), as everywhere on the map.
constexpr double kNameFont = 2.0;
constexpr double kZoneFont = 2.2;
constexpr double kSectorFont = 1.7;
constexpr double kChoiceCaptionFont = 2.0;     // a players' choice site's "A's choice: wood?"
constexpr double kHalo = 0.5;            // the pale outline drawn around label text
constexpr double kGap = 0.6;             // label box to the feature it sits beside
constexpr double kTableInset = 0.3;      // labels keep this far inside the table's edge
constexpr double kBank = 0.5;            // river bank to its name
constexpr double kVpMarkerRadius = 1.8;  // a VP marker's 1.5 cm radius and its ring, with room
constexpr double kVpValueWidth = 4.5;    // the umpire's "30%" beside a marker

struct Measured {
  double width = 0, height = 0;
};

Measured measure(cairo_t* cr, const std::string& text, double font_px, bool italic, bool bold) {
  select_font(cr, font_px, italic, bold);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  return {text_width(cr, text), fe.ascent + fe.descent};
}

Point add(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
Point scaled(Point a, double k) { return {a.x * k, a.y * k}; }
std::vector<Point> as_polygon(const Quad& q) { return {q.begin(), q.end()}; }

bool is_water_kind(const std::string& kind) { return is_watercourse_kind(kind) || kind == "lake" || kind == "marsh"; }

// The point at `fraction` of a polyline's length and the direction of the segment it lies on.
void point_along(const std::vector<Point>& line, double fraction, Point& at, Point& dir) {
  const double target = polyline_length(line) * fraction;
  double run = 0;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const double len = distance(line[i], line[i + 1]);
    if (run + len >= target || i + 2 == line.size()) {
      const double t = len > 0 ? std::clamp((target - run) / len, 0.0, 1.0) : 0.0;
      at = {line[i].x + (line[i + 1].x - line[i].x) * t, line[i].y + (line[i + 1].y - line[i].y) * t};
      dir = unit_direction(line[i], line[i + 1]);
      return;
    }
    run += len;
  }
  at = line.front();
  dir = {1, 0};
}

struct Candidate {
  Point centre;
  double angle = 0;
  bool leader = false;
};

class Planner {
 public:
  Planner(cairo_t* measure, const Scenario& scenario, const MapLayout& L)
      : cr_(measure), scenario_(scenario), L_(L), s_(L.s) {
    const double inset = kTableInset * s_;
    table_ = {L.table_x + inset, L.table_y + inset, L.table_x + L.table_w - inset, L.table_y + L.table_h - inset};
    for (const Feature& f : scenario.features) {
      if (f.is_area())
        areas_.push_back({&f, L.to_px(f.outline)});
      else if (f.path.size() >= 2)
        lines_.push_back({&f, L.to_px(f.path), std::max(widest(f), 1.0) * s_ / 2});
    }
  }

  LabelPlan run() {
    add_keep_clear();
    if (L_.options.grid == GridStyle::sectors) add_sector_ids();
    // GOK-T7: every players' choice site says whose choice it is, before names take the room.
    for (const auto& [f, outline] : areas_)
      if (f->kind == "players_choice") place_choice_caption(*f, outline);
    for (const auto& [f, outline] : areas_)
      if (!f->name.empty()) place_area_name(*f, outline);
    // The later sections of an element laid in two (NPOW-P5) carry the first one's name: it is
    // written once, on the first.
    for (const Feature& f : scenario_.features) {
      const std::string& part = attribute(f, "part");
      if (!f.name.empty() && !f.is_area() && f.path.size() >= 2 && (part.empty() || part == "1")) place_line_name(f);
    }
    for (const DeploymentZone& z : scenario_.deployment)
      if (z.polygon.size() >= 3) place_zone_label(z);
    return std::move(plan_);
  }

 private:
  struct Area {
    const Feature* feature;
    std::vector<Point> outline;  // px
  };
  struct Line {
    const Feature* feature;
    std::vector<Point> path;  // px
    double half_width;        // px
  };

  void add_keep_clear() {
    for (const Crossing& c : scenario_.crossings) {
      const Feature* water = scenario_.find_feature(c.feature);
      const double width_cm = water != nullptr ? width_near(*water, c.at) : 0.0;
      const double w = (width_cm > 0 ? width_cm : 3.0) * s_;
      // The larger of the bridge and ford symbols (crossing_symbols.cpp), with their flares.
      const double half = std::max(
          {w / 2 + std::max(1.2 * s_, 0.25 * w) + 0.7 * s_, w / 2 + 1.0 * s_, std::max(2.0 * s_, 0.45 * w) + 0.6 * s_});
      const Point p = L_.to_px(c.at);
      plan_.keep_clear.push_back(box_quad(Box{p.x - half, p.y - half, p.x + half, p.y + half}));
    }
    for (const auto& [f, outline] : areas_)
      if (f->kind == "players_choice") {
        plan_.keep_clear.push_back(box_quad(players_choice_mark_box(outline, s_)));
        plan_.keep_off_outlines.push_back(outline);
      }
    // NPOW's points badges and notes (npow_overlays.cpp).
    for (const Box& b : objective_mark_boxes(cr_, scenario_, L_)) plan_.keep_clear.push_back(box_quad(b));
    // VP markers (vp_marker_symbols.cpp): a 3 cm disc, and in the umpire's view its value
    // written to its right. Kept clear with a margin, so a name never hides an objective.
    for (const VpMarker& m : scenario_.objectives.markers) {
      const Point c = L_.to_px(m.at);
      const double r = kVpMarkerRadius * s_;
      const double right = L_.options.view == MapView::umpire ? kVpValueWidth * s_ : 0.0;
      plan_.keep_clear.push_back(box_quad(Box{c.x - r, c.y - r, c.x + r + right, c.y + r}));
    }
  }

  PlacedLabel make(LabelRole role, const std::string& text, const std::string& owner, double font_cm, bool italic,
                   bool bold, Rgb colour) const {
    PlacedLabel label;
    label.role = role;
    label.text = text;
    label.owner = owner;
    label.font_px = font_cm * s_;
    label.italic = italic;
    label.bold = bold;
    label.colour = colour;
    return label;
  }

  bool on_table(const Quad& q) const {
    for (Point p : q)
      if (p.x < table_.min_x || p.x > table_.max_x || p.y < table_.min_y || p.y > table_.max_y) return false;
    return true;
  }

  bool collides(const Quad& q) const {
    for (const auto& other : plan_.labels)
      if (quads_overlap(q, other.box)) return true;
    for (const auto& clear : plan_.keep_clear)
      if (quads_overlap(q, clear)) return true;
    for (const auto& outline : plan_.keep_off_outlines)
      if (quad_near_outline(q, outline, kOutlineClearance * s_)) return true;
    return false;
  }

  // Another feature under the label: an area it overlaps, or a river or road it crosses.
  bool covers_other_feature(const Quad& q, const Feature* own) const {
    const std::vector<Point> poly = as_polygon(q);
    for (const auto& area : areas_)
      if (area.feature != own && polygon_distance(poly, area.outline) == 0) return true;
    for (const auto& line : lines_)
      if (line.feature != own && polyline_polygon_closer_than(line.path, poly, line.half_width)) return true;
    return false;
  }

  // Tries the candidates in order: first keeping off other features, then not; the `accept`
  // test adds what only some labels need (a river's name must not cross its own river).
  template <typename Accept>
  bool place(PlacedLabel label, const Measured& size, const std::vector<Candidate>& candidates, const Feature* own,
             Accept accept, bool keep_off_features = true) {
    const double pad = kHalo * s_;
    for (int pass = 0; pass < 2; ++pass) {
      for (const Candidate& c : candidates) {
        if (pass == 0 && c.leader) continue;  // a leader line only when nothing near is free
        const Quad q = box_quad(c.centre, size.width + pad, size.height + pad, c.angle);
        if (!on_table(q) || collides(q) || !accept(q)) continue;
        if (pass == 0 && keep_off_features && covers_other_feature(q, own)) continue;
        label.centre = c.centre;
        label.angle = c.angle;
        label.box = q;
        label.leader = c.leader;
        plan_.labels.push_back(std::move(label));
        return true;
      }
    }
    plan_.unplaced.push_back(label.owner);
    return false;
  }

  void add_sector_ids() {
    for (const Sector& sec : scenario_.sectors) {
      PlacedLabel label = make(LabelRole::sector_id, sec.id, sec.id, kSectorFont, false, false, hex(0x5A5A5A));
      const Measured m = measure(cr_, sec.id, label.font_px, false, false);
      const double dx = 0.5 * s_ + (m.width + kHalo * s_) / 2, dy = 0.4 * s_ + (m.height + kHalo * s_) / 2;
      // The north-west corner, the top left of each sector as the map is read; another corner
      // when a crossing or a mark sits there: the south-east first, the corner farthest from the
      // neighbours' ids (a north-east id would sit beside the next sector's, across one line).
      std::vector<Candidate> corners;
      for (Point k : {Point{0, 1}, Point{1, 0}, Point{0, 0}, Point{1, 1}}) {
        const Point corner = L_.to_px({sec.x_cm + k.x * sec.width_cm, sec.y_cm + k.y * sec.depth_cm});
        corners.push_back({{corner.x + (k.x == 0 ? dx : -dx), corner.y + (k.y == 1 ? dy : -dy)}});
      }
      place(
          label, m, corners, nullptr, [](const Quad&) { return true; }, false);
    }
  }

  void place_area_name(const Feature& f, const std::vector<Point>& outline) {
    PlacedLabel label = make(LabelRole::feature_name, f.name, f.id, kNameFont, true, false,
                             is_water_kind(f.kind) ? hex(0x1F4E8C) : hex(0x1E1E1E));
    const Measured m = measure(cr_, f.name, label.font_px, true, false);
    const Box bb = bounding_box(outline);
    const Point c = centroid(outline);
    const double bw = bb.max_x - bb.min_x, bh = bb.max_y - bb.min_y;
    const double hw = (m.width + kHalo * s_) / 2, hh = (m.height + kHalo * s_) / 2, g = kGap * s_;
    std::vector<Candidate> candidates;
    // On the feature, then beside it, then the four corners, then further out with a leader.
    for (Point d : {Point{0, 0}, Point{0, -0.3 * bh}, Point{0, 0.3 * bh}, Point{-0.25 * bw, 0}, Point{0.25 * bw, 0}})
      candidates.push_back({add(c, d)});
    candidates.push_back({{c.x, bb.min_y - g - hh}});
    candidates.push_back({{c.x, bb.max_y + g + hh}});
    candidates.push_back({{bb.max_x + g + hw, c.y}});
    candidates.push_back({{bb.min_x - g - hw, c.y}});
    for (Point k : {Point{1, -1}, Point{-1, -1}, Point{1, 1}, Point{-1, 1}})
      candidates.push_back({{c.x + k.x * (bw / 2 + g / 2 + hw * 0.6), c.y + k.y * (bh / 2 + g + hh)}});
    add_rings(candidates, c, std::max(bw, bh) / 2);
    if (place(label, m, candidates, &f, [](const Quad&) { return true; }))
      attach_leader(plan_.labels.back(), outline, true);
  }

  // Under the "?" mark inside the site, slid sideways where the table's edge is near; then
  // beside the site; then further out with a leader line.
  void place_choice_caption(const Feature& f, const std::vector<Point>& outline) {
    const std::string text = players_choice_caption(f.attributes);
    PlacedLabel label = make(LabelRole::choice_caption, text, f.id, kChoiceCaptionFont, false, true, kPlayersChoiceInk);
    const Measured m = measure(cr_, text, label.font_px, false, true);
    const Box mark = players_choice_mark_box(outline, s_);
    const Box bb = bounding_box(outline);
    const Point c = centroid(outline);
    const double hw = (m.width + kHalo * s_) / 2, hh = (m.height + kHalo * s_) / 2, g = kGap * s_;
    std::vector<Candidate> candidates;
    for (double dx : {0.0, -0.5, 0.5, -1.0, 1.0}) candidates.push_back({{c.x + dx * hw, mark.max_y + hh}});
    candidates.push_back({{c.x, bb.max_y + g + hh}});
    candidates.push_back({{c.x, bb.min_y - g - hh}});
    candidates.push_back({{bb.max_x + g + hw, c.y}});
    candidates.push_back({{bb.min_x - g - hw, c.y}});
    for (Point k : {Point{1, -1}, Point{-1, -1}, Point{1, 1}, Point{-1, 1}})
      candidates.push_back({{c.x + k.x * (bb.max_x - bb.min_x) / 2, c.y + k.y * ((bb.max_y - bb.min_y) / 2 + g + hh)}});
    add_rings(candidates, c, std::max(bb.max_x - bb.min_x, bb.max_y - bb.min_y) / 2);
    if (place(label, m, candidates, &f, [](const Quad&) { return true; }))
      attach_leader(plan_.labels.back(), outline, true);
  }

  // Further out all round `c`, with a leader line: for a feature with no free spot near it.
  void add_rings(std::vector<Candidate>& candidates, Point c, double radius) const {
    for (double ring : {3.0, 6.0, 10.0, 15.0})
      for (int i = 0; i < 16; ++i) {
        const double a = kTwoPi * i / 16;
        const double r = ring * s_ + radius;
        candidates.push_back({{c.x + r * std::cos(a), c.y + r * std::sin(a)}, 0, true});
      }
  }

  // A leader runs from the label's box to the nearest point of its feature (outline or path).
  static void attach_leader(PlacedLabel& label, const std::vector<Point>& shape, bool closed) {
    if (!label.leader) return;
    Point nearest = shape.front();
    double best = distance(label.centre, nearest);
    const std::size_t segments = closed ? shape.size() : shape.size() - 1;
    for (std::size_t i = 0; i < segments; ++i) {
      const Point p = nearest_on_segment(label.centre, shape[i], shape[next_vertex(i, shape.size())]);
      if (distance(label.centre, p) < best) best = distance(label.centre, p), nearest = p;
    }
    // Leave the box where the line from its centre towards the feature crosses its edge.
    const Box box = bounding_box(as_polygon(label.box));
    const Point d{nearest.x - label.centre.x, nearest.y - label.centre.y};
    double t = 1;
    if (d.x != 0) t = std::min(t, ((d.x > 0 ? box.max_x : box.min_x) - label.centre.x) / d.x);
    if (d.y != 0) t = std::min(t, ((d.y > 0 ? box.max_y : box.min_y) - label.centre.y) / d.y);
    label.leader_from = add(label.centre, scaled(d, std::clamp(t, 0.0, 1.0)));
    label.leader_to = nearest;
  }

  void place_line_name(const Feature& f) {
    PlacedLabel label = make(LabelRole::feature_name, f.name, f.id, kNameFont, true, false,
                             is_water_kind(f.kind) ? hex(0x1F4E8C) : hex(0x1E1E1E));
    const Measured m = measure(cr_, f.name, label.font_px, true, false);
    const std::vector<Point> path = L_.to_px(f.path);
    const double half_width = std::max(widest(f), 1.0) * s_ / 2;
    const double offset = half_width + kBank * s_ + (m.height + kHalo * s_) / 2;
    std::vector<Candidate> candidates;
    // Beside the line and along it, near the middle first, on either bank; never upside down.
    for (double fraction : {0.5, 0.38, 0.62, 0.26, 0.74, 0.15, 0.85, 0.08, 0.92})
      for (double side : {1.0, -1.0}) {
        Point at, dir;
        point_along(path, fraction, at, dir);
        double angle = std::atan2(dir.y, dir.x);
        if (angle > std::numbers::pi / 2) angle -= std::numbers::pi;
        if (angle <= -std::numbers::pi / 2) angle += std::numbers::pi;
        const Point up{std::sin(angle), -std::cos(angle)};  // the text's "up" on the page
        candidates.push_back({add(at, scaled(up, side * offset)), angle});
      }
    // A river too short or crowded for a name beside it gets one nearby with a leader line.
    Point mid, dir;
    point_along(path, 0.5, mid, dir);
    add_rings(candidates, mid, half_width);
    // A straight label on a bending river must not cross the river itself.
    if (place(label, m, candidates, &f,
              [&](const Quad& q) { return !polyline_polygon_closer_than(path, as_polygon(q), half_width); }))
      attach_leader(plan_.labels.back(), path, false);
  }

  void place_zone_label(const DeploymentZone& z) {
    PlacedLabel label =
        make(LabelRole::zone, "Side " + z.side + " deployment", z.side, kZoneFont, false, true, side_ink(z.side));
    const Measured m = measure(cr_, label.text, label.font_px, false, true);
    const std::vector<Point> zone = L_.to_px(z.polygon);
    const Box bb = bounding_box(zone);
    const Point c = centroid(zone);
    std::vector<Candidate> candidates;
    // Rows nearer the zone's edges too: on a small table place names may fill its middle.
    for (double dy : {0.0, -0.25, 0.25, -0.4, 0.4})
      for (double fx : {0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9})
        candidates.push_back({{bb.min_x + fx * (bb.max_x - bb.min_x), c.y + dy * (bb.max_y - bb.min_y)}});
    place(label, m, candidates, nullptr, [&](const Quad& q) {
      for (Point p : q)
        if (!point_in_polygon(p, zone)) return false;
      return true;
    });
  }

  cairo_t* cr_;
  const Scenario& scenario_;
  const MapLayout& L_;
  double s_;
  Box table_{};
  std::vector<Area> areas_;
  std::vector<Line> lines_;
  LabelPlan plan_;
};

// Projections of a quad's corners onto an axis.
std::pair<double, double> project(const Quad& q, Point axis) {
  double lo = q[0].x * axis.x + q[0].y * axis.y, hi = lo;
  for (std::size_t i = 1; i < q.size(); ++i) {
    const double v = q[i].x * axis.x + q[i].y * axis.y;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  return {lo, hi};
}

}  // namespace

Quad box_quad(Point centre, double width, double height, double angle) {
  const Point u{std::cos(angle) * width / 2, std::sin(angle) * width / 2};
  const Point v{-std::sin(angle) * height / 2, std::cos(angle) * height / 2};
  return {Point{centre.x - u.x - v.x, centre.y - u.y - v.y}, Point{centre.x + u.x - v.x, centre.y + u.y - v.y},
          Point{centre.x + u.x + v.x, centre.y + u.y + v.y}, Point{centre.x - u.x + v.x, centre.y - u.y + v.y}};
}

Quad box_quad(const Box& b) {
  return {Point{b.min_x, b.min_y}, Point{b.max_x, b.min_y}, Point{b.max_x, b.max_y}, Point{b.min_x, b.max_y}};
}

bool quads_overlap(const Quad& a, const Quad& b) {
  // Convex shapes are apart exactly when some edge normal separates them. A hair of tolerance
  // keeps boxes that merely touch (shared edge) apart.
  constexpr double kTouch = 1e-9;
  for (const Quad* q : {&a, &b})
    for (std::size_t i = 0; i < 4; ++i) {
      const Point e{(*q)[(i + 1) % 4].x - (*q)[i].x, (*q)[(i + 1) % 4].y - (*q)[i].y};
      const Point axis{-e.y, e.x};
      if (axis.x == 0 && axis.y == 0) continue;
      const auto [a_lo, a_hi] = project(a, axis);
      const auto [b_lo, b_hi] = project(b, axis);
      const double scale = std::hypot(axis.x, axis.y);
      if (a_hi <= b_lo + kTouch * scale || b_hi <= a_lo + kTouch * scale) return false;
    }
  return true;
}

bool quad_near_outline(const Quad& q, const std::vector<Point>& outline, double clearance) {
  if (outline.size() < 2) return false;
  std::vector<Point> ring = outline;
  ring.push_back(outline.front());
  return polyline_polygon_closer_than(ring, as_polygon(q), clearance);
}

LabelPlan plan_labels(cairo_t* measure, const Scenario& scenario, const MapLayout& layout) {
  cairo_save(measure);
  apply_font_options(measure);
  LabelPlan plan = Planner(measure, scenario, layout).run();
  cairo_restore(measure);
  return plan;
}

void draw_labels(cairo_t* cr, const LabelPlan& plan, double s) {
  cairo_save(cr);
  for (const PlacedLabel& label : plan.labels) {
    if (!label.leader) continue;
    set_color(cr, label.colour, 0.7);
    cairo_set_line_width(cr, 0.15 * s);
    cairo_move_to(cr, label.leader_from.x, label.leader_from.y);
    cairo_line_to(cr, label.leader_to.x, label.leader_to.y);
    cairo_stroke(cr);
  }
  for (const PlacedLabel& label : plan.labels) {
    select_font(cr, label.font_px, label.italic, label.bold);
    set_color(cr, label.colour);
    draw_text(cr, label.text, label.centre, HAlign::centre, VAlign::middle, kHalo * s, label.angle);
  }
  cairo_restore(cr);
}

}  // namespace wargen::render
