#include "render/npow_overlays.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/shape_measure.hpp"
#include "render/legend.hpp"
#include "sheet/placement_sheet.hpp"
#include "core/spaced_words.hpp"

namespace wargen::render {

namespace {

// Sizes in cm-units (multiplied by px per cm).
constexpr double kBadgeFont = 1.9;
constexpr double kBadgePad = 0.55;
constexpr double kBadgeHeight = 2.9;
constexpr double kNoteFont = 1.7;
constexpr double kZoneCaptionFont = 1.6;
const Rgb kZoneGrey = hex(0x6E6E6E);
const Rgb kSectionInk = hex(0x173F6B);
const Rgb kElevationInk = hex(0x6B4520);

struct Mark {
  enum class Type { badge, text, tick };
  Type type = Type::text;
  Point centre;  // px
  double width = 0, height = 0;
  std::string a, b;  // badge: "A 15", "B 10"
  std::string text;  // text
  double font = 0;   // px
  bool italic = false;
  Rgb ink{0, 0, 0};
  Point from, to;  // tick
};

const TableZone* zone_of_kind(const Scenario& s, const std::string& kind, const std::string& id = "") {
  for (const auto& z : s.zones)
    if (z.kind == kind && (id.empty() || z.id == id)) return &z;
  return nullptr;
}

int points_of(const ObjectivePoints& points, const char* side) {
  auto it = points.find(side);
  return it == points.end() ? 0 : it->second;
}

Mark badge(cairo_t* cr, Point centre, const ObjectivePoints& points, double s) {
  Mark m;
  m.type = Mark::Type::badge;
  m.a = "A " + std::to_string(points_of(points, "A"));
  m.b = "B " + std::to_string(points_of(points, "B"));
  m.font = kBadgeFont * s;
  select_font(cr, m.font, false, true);
  m.width = text_width(cr, m.a) + text_width(cr, m.b) + 4 * kBadgePad * s;
  m.height = kBadgeHeight * s;
  m.centre = centre;
  return m;
}

Mark text_mark(cairo_t* cr, Point centre, const std::string& text, double font, Rgb ink) {
  Mark m;
  m.centre = centre;
  m.text = text;
  m.font = font;
  m.italic = true;
  m.ink = ink;
  select_font(cr, font, true);
  m.width = text_width(cr, text) + font * 0.4;
  m.height = font * 1.3;
  return m;
}

// Whether a caption's box (cm) lies on open cloth: clear of every feature.
bool on_open_ground(const Scenario& s, const Box& box) {
  for (const auto& f : s.features) {
    if (f.is_area() && bounding_box(f.outline).overlaps(box)) return false;
    if (!f.is_area() && f.path.size() >= 2) {
      Box wide{box.min_x - f.width_cm / 2, box.min_y - f.width_cm / 2, box.max_x + f.width_cm / 2,
               box.max_y + f.width_cm / 2};
      if (length_in_box(f.path, wide) > 0) return false;
    }
  }
  return true;
}

// A caption along a band at height `y_cm`: the first spot on open ground, scanning from `from_left`
// or from the right; the end of the band when there is none.
Mark band_caption(cairo_t* cr, const Scenario& s, const MapLayout& L, const std::string& text, double y_cm,
                  bool from_left, const std::vector<Mark>& others) {
  Mark m = text_mark(cr, {}, text, kZoneCaptionFont * L.s, kZoneGrey);
  double w = m.width / L.s, h = m.height / L.s, margin = 0.6;
  double first = margin + w / 2, last = s.table_width_cm - margin - w / 2;
  double x = from_left ? first : last;
  auto clear_of_marks = [&](double cx) {
    Point c = L.to_px({cx, y_cm});
    for (const Mark& o : others)
      if (std::abs(o.centre.x - c.x) < (o.width + m.width) / 2 &&
          std::abs(o.centre.y - c.y) < (o.height + m.height) / 2)
        return false;
    return true;
  };
  for (double t = 0; t <= 1.0001; t += 0.05) {
    double candidate = from_left ? first + t * (last - first) : last - t * (last - first);
    if (on_open_ground(s, {candidate - w / 2, y_cm - h / 2, candidate + w / 2, y_cm + h / 2}) &&
        clear_of_marks(candidate)) {
      x = candidate;
      break;
    }
  }
  m.centre = L.to_px({x, y_cm});
  return m;
}

// Every mark, in drawing order. A pure function of the scenario and layout.
std::vector<Mark> plan_marks(cairo_t* cr, const Scenario& s, const MapLayout& L) {
  std::vector<Mark> marks;
  const double px = L.s;
  // NPOW-S6: where each 60 cm section ends, and what it is.
  for (const auto& f : s.features) {
    if (f.sections.size() < 1 || f.path.size() < 2) continue;
    for (const auto& section : f.sections) {
      // Beside the section, on open cloth where it can be and clear of the bridges and fords
      // (and their badges): along it from the middle outwards, on either bank.
      // "Mindel, section 1 of 3 · stream": the watercourse's name, as the placement sheet gives it,
      // and the section's number counted from the table edge (NPOW-S6).
      const std::string text = feature_label(s, f) + ", section " + std::to_string(section.index) + " of " +
                               std::to_string(f.sections.size()) + " \u00b7 " + spaced(section.quality);
      Mark label = text_mark(cr, {}, text, kNoteFont * px, kSectionInk);
      double w = label.width / px, h = label.height / px;
      Point chosen{}, fallback{};
      bool found = false;
      for (double k : {0.5, 0.35, 0.65, 0.2, 0.8}) {
        double at_cm = section.from_cm + k * (section.to_cm - section.from_cm);
        Point at = point_at(f.path, at_cm), dir = direction_at(f.path, at_cm);
        for (double side : {1.0, -1.0}) {
          // Far enough out for the text's own box to clear the water.
          double off = side * (section.width_cm / 2 + 0.8 + 0.5 * (std::abs(dir.x) * h + std::abs(dir.y) * w));
          Point c{at.x - dir.y * off, at.y + dir.x * off};
          if (k == 0.5 && side > 0) fallback = c;
          const Box box{c.x - w / 2, c.y - h / 2, c.x + w / 2, c.y + h / 2};
          bool clear = box.min_x >= 0 && box.min_y >= 0 && box.max_x <= s.table_width_cm &&
                       box.max_y <= s.table_depth_cm && on_open_ground(s, box);
          for (const auto& x : s.crossings) clear = clear && distance(x.at, c) > 6 + w / 2;
          if (clear) {
            chosen = c;
            found = true;
            break;
          }
        }
        if (found) break;
      }
      // Never cut by the table's edge, even where no spot is clear.
      if (!found) {
        fallback.x = std::clamp(fallback.x, w / 2, std::max(w / 2, s.table_width_cm - w / 2));
        fallback.y = std::clamp(fallback.y, h / 2, std::max(h / 2, s.table_depth_cm - h / 2));
      }
      label.centre = L.to_px(found ? chosen : fallback);
      marks.push_back(label);
      if (section.from_cm <= 0.01) continue;
      Point b = point_at(f.path, section.from_cm), d = direction_at(f.path, section.from_cm);
      double half = f.width_cm / 2 + 0.9;
      Mark tick;
      tick.type = Mark::Type::tick;
      tick.from = L.to_px({b.x - d.y * half, b.y + d.x * half});
      tick.to = L.to_px({b.x + d.y * half, b.y - d.x * half});
      tick.centre = L.to_px(b);
      tick.width = tick.height = 2 * half * px;
      marks.push_back(tick);
    }
  }
  // NPOW-S5: a downgraded hill is an elevation, not an objective.
  for (const auto& f : s.features)
    if (f.elevation_only.value_or(false) && f.is_area())
      marks.push_back(text_mark(cr, L.to_px(centroid(f.outline)), "elevation", kNoteFont * px, kElevationInk));
  // NPOW-O1: each objective's points for A and B.
  for (const auto& f : s.features)
    if (f.objective.value_or(false) && !f.points.empty() && f.is_area())
      marks.push_back(badge(cr, L.to_px(centroid(f.outline)), f.points, px));
  for (const auto& c : s.crossings) {
    if (!c.objective.value_or(false) || c.points.empty()) continue;
    const Feature* water = s.find_feature(c.feature);
    Point along{0, 1};
    double width = 3;
    if (water && water->path.size() >= 2) {
      along = direction_at(water->path, arc_position(water->path, c.at));
      width = water->width_cm;
    }
    // Downstream of the bridge or ford, over the water: clear of the road that crosses it;
    // upstream when that would leave the table.
    double off = std::max(2.6, 0.45 * width) + kBadgeHeight;
    Mark m = badge(cr, L.to_px({c.at.x + along.x * off, c.at.y + along.y * off}), c.points, px);
    auto on_table = [&](Point centre) {
      return centre.x - m.width / 2 >= L.table_x && centre.x + m.width / 2 <= L.table_x + L.table_w &&
             centre.y - m.height / 2 >= L.table_y && centre.y + m.height / 2 <= L.table_y + L.table_h;
    };
    if (!on_table(m.centre)) m.centre = L.to_px({c.at.x - along.x * off, c.at.y - along.y * off});
    m.centre.x = std::clamp(m.centre.x, L.table_x + m.width / 2, L.table_x + L.table_w - m.width / 2);
    m.centre.y = std::clamp(m.centre.y, L.table_y + m.height / 2, L.table_y + L.table_h - m.height / 2);
    marks.push_back(m);
  }
  // Captions for the central zone and the strips, on open ground near the short edges.
  std::vector<Mark> captions;
  if (const TableZone* central = zone_of_kind(s, "central")) {
    // Inside the band under its north edge and its teeth, never on the median (a sector line
    // may run there): the caption names the band and says how deep it is.
    Box b = bounding_box(central->polygon);
    const std::string text =
        "central zone (" + std::to_string(static_cast<int>(std::lround(b.max_y - b.min_y))) + " cm deep)";
    const double caption_h = kZoneCaptionFont * 1.3;
    captions.push_back(band_caption(cr, s, L, text, std::max(b.max_y - 1.5 - caption_h / 2, (b.min_y + b.max_y) / 2),
                                    true, marks));
  }
  for (const auto& z : s.zones) {
    if (z.kind != "objective_free") continue;
    Box b = bounding_box(z.polygon);
    bool south = b.min_y <= 0.01;
    double caption_h = kZoneCaptionFont * 1.3;
    std::string text = "no objectives (" + std::to_string(static_cast<int>(std::lround(b.max_y - b.min_y))) + " cm)";
    captions.push_back(band_caption(
        cr, s, L, text, south ? b.max_y - caption_h / 2 - 0.3 : b.min_y + caption_h / 2 + 0.3, false, marks));
  }
  marks.insert(marks.begin(), captions.begin(), captions.end());
  return marks;
}

void draw_badge(cairo_t* cr, const Mark& m, double s) {
  const double x = m.centre.x - m.width / 2, y = m.centre.y - m.height / 2, r = 0.6 * s;
  select_font(cr, m.font, false, true);
  const double split = x + text_width(cr, m.a) + 2 * kBadgePad * s;
  // A box from x0 to x1, its corners rounded on the left and/or right.
  auto rounded = [&](double x0, double x1, bool left, bool right) {
    cairo_new_sub_path(cr);
    if (right) {
      cairo_arc(cr, x1 - r, y + r, r, -kTwoPi / 4, 0);
      cairo_arc(cr, x1 - r, y + m.height - r, r, 0, kTwoPi / 4);
    } else {
      cairo_line_to(cr, x1, y);
      cairo_line_to(cr, x1, y + m.height);
    }
    if (left) {
      cairo_arc(cr, x0 + r, y + m.height - r, r, kTwoPi / 4, kTwoPi / 2);
      cairo_arc(cr, x0 + r, y + r, r, kTwoPi / 2, 3 * kTwoPi / 4);
    } else {
      cairo_line_to(cr, x0, y + m.height);
      cairo_line_to(cr, x0, y);
    }
    cairo_close_path(cr);
  };
  // A shadow lifts it off the terrain; then A's half in A's colour, B's in B's.
  cairo_save(cr);
  cairo_translate(cr, 0.2 * s, 0.25 * s);
  rounded(x, x + m.width, true, true);
  set_color(cr, hex(0x000000), 0.25);
  cairo_fill(cr);
  cairo_restore(cr);
  rounded(x, split, true, false);
  set_color(cr, side_ink("A"));
  cairo_fill(cr);
  rounded(split, x + m.width, false, true);
  set_color(cr, side_ink("B"));
  cairo_fill(cr);
  rounded(x, x + m.width, true, true);
  set_color(cr, hex(0xFFFFFF));
  cairo_set_line_width(cr, 0.18 * s);
  cairo_stroke(cr);
  set_color(cr, hex(0xFFFFFF));
  draw_text(cr, m.a, {(x + split) / 2, m.centre.y}, HAlign::centre, VAlign::middle);
  draw_text(cr, m.b, {(split + x + m.width) / 2, m.centre.y}, HAlign::centre, VAlign::middle);
}

}  // namespace

void draw_central_band(cairo_t* cr, double x0, double x1, double top, double bottom, double s) {
  cairo_save(cr);
  // NPOW-T3: grey, as the source's figure shades it.
  cairo_rectangle(cr, x0, top, x1 - x0, bottom - top);
  set_color(cr, kZoneGrey, 0.2);
  cairo_fill(cr);
  // Both edges solid, with teeth pointing into the band every 2.5 cm: where a deployment zone's
  // border lies on an edge, the teeth still show which side the band is on, and the band never
  // reads as one line down the middle of the table.
  set_color(cr, kZoneGrey);
  cairo_set_line_width(cr, 0.35 * s);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  const double tooth = std::min(1.1 * s, (bottom - top) / 3);
  for (auto [y, inward] : {std::pair{top, 1.0}, std::pair{bottom, -1.0}}) {
    cairo_move_to(cr, x0, y);
    cairo_line_to(cr, x1, y);
    for (double x = x0 + 1.25 * s; x < x1; x += 2.5 * s) {
      cairo_move_to(cr, x, y);
      cairo_line_to(cr, x, y + inward * tooth);
    }
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_table_zones(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double s = L.s;
  cairo_save(cr);
  for (const auto& z : scenario.zones) {
    if (z.polygon.size() < 3) continue;
    const Box b = bounding_box(z.polygon);
    if (z.kind == "central") {
      // NPOW-P2: the band the scenario records (its depth is the ruleset's, NPOW-T3).
      const Point nw = L.to_px({b.min_x, b.max_y}), se = L.to_px({b.max_x, b.min_y});
      draw_central_band(cr, nw.x, se.x, nw.y, se.y, s);
    } else if (z.kind == "objective_free") {
      // NPOW-P3: the strip's inner edge.
      const double dash[] = {0.5 * s, 0.7 * s};
      cairo_set_dash(cr, dash, 2, 0);
      cairo_set_line_width(cr, 0.25 * s);
      set_color(cr, kZoneGrey, 0.9);
      const double y = b.min_y <= 0.01 ? b.max_y : b.min_y;
      const Point a = L.to_px({b.min_x, y}), c = L.to_px({b.max_x, y});
      cairo_move_to(cr, a.x, a.y);
      cairo_line_to(cr, c.x, c.y);
      cairo_stroke(cr);
      cairo_set_dash(cr, nullptr, 0, 0);
    }
  }
  cairo_restore(cr);
}

void draw_objective_marks(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double s = L.s;
  cairo_save(cr);
  for (const Mark& m : plan_marks(cr, scenario, L)) {
    if (m.type == Mark::Type::badge) {
      draw_badge(cr, m, s);
    } else if (m.type == Mark::Type::tick) {
      // A section's end: a dark bar across the water with a pale core, like a join in the felt.
      for (auto [width, colour] : {std::pair{0.7 * s, kSectionInk}, std::pair{0.25 * s, hex(0xFFFFFF)}}) {
        cairo_move_to(cr, m.from.x, m.from.y);
        cairo_line_to(cr, m.to.x, m.to.y);
        cairo_set_line_width(cr, width);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        set_color(cr, colour);
        cairo_stroke(cr);
      }
    } else {
      select_font(cr, m.font, m.italic);
      set_color(cr, m.ink);
      draw_text(cr, m.text, m.centre, HAlign::centre, VAlign::middle, 0.45 * s);
    }
  }
  cairo_restore(cr);
}

void draw_points_badge(cairo_t* cr, Point centre, const ObjectivePoints& points, double s) {
  cairo_save(cr);
  draw_badge(cr, badge(cr, centre, points, s), s);
  cairo_restore(cr);
}

std::vector<Box> objective_mark_boxes(cairo_t* measure, const Scenario& scenario, const MapLayout& L) {
  std::vector<Box> boxes;
  if (scenario.zones.empty() && scenario.sides.empty()) return boxes;  // nothing of NPOW's on this map
  cairo_save(measure);
  for (const Mark& m : plan_marks(measure, scenario, L))
    boxes.push_back(
        {m.centre.x - m.width / 2, m.centre.y - m.height / 2, m.centre.x + m.width / 2, m.centre.y + m.height / 2});
  cairo_restore(measure);
  return boxes;
}

}  // namespace wargen::render
