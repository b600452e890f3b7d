#include "sheet/placement_sheet.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "render/side_captions.hpp"
#include "scenario/table_label.hpp"
#include "core/spaced_words.hpp"

namespace wargen {

namespace {

constexpr double kOnEdgeCm = 0.05;         // a line end this close to an edge is on it
constexpr std::size_t kMaxCornerList = 8;  // pieces with more corners are smooth shapes

std::optional<double> attribute_number(const Attributes& attributes, const char* key) {
  const std::string text = attribute(attributes, key);
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::string kind_label(const Feature& f) {
  const std::string variant = spaced(attribute(f.attributes, "variant"));
  if (f.kind == "built_up") return variant.empty() ? "built-up area" : variant;
  if (f.kind == "players_choice") {
    const std::string player = attribute(f.attributes, "player");
    const std::string kind = spaced(attribute(f.attributes, "suggested_kind"));
    return "site for " + (player.empty() ? std::string("a player") : player) + "'s choice" +
           (kind.empty() ? "" : " (suggested: " + kind + ")");
  }
  if ((f.kind == "hill" || f.kind == "wood") && !variant.empty()) return variant + " " + f.kind;
  if (is_watercourse_kind(f.kind)) {
    const std::string passability = spaced(attribute(f.attributes, "passability"));
    return passability.empty() ? f.kind : f.kind + ", " + passability;
  }
  if (f.kind == "rough") return "rough ground";
  return spaced(f.kind);
}

// The box pieces a feature is laid with, as the club finds them in its box: "big hill 2, 40 × 25
// cm"; "4 × river section, 30 cm + 2 × river section, 15 cm". The scenario's terrain_box record
// describes each piece, so a file alone prints this; an id it does not describe is shown as is.
std::string box_pieces_text(const Scenario& s, const Feature& f) {
  std::string out;
  for (const PieceUse& use : f.pieces) {
    const BoxPieceRecord* record = s.terrain_box ? s.terrain_box->find(use.piece) : nullptr;
    out += (out.empty() ? "" : " + ") + (use.count != 1 ? std::to_string(use.count) + " \u00d7 " : std::string()) +
           (record ? record->description : use.piece);
  }
  return out.empty() ? out : "from the box: " + out;
}

// Appends `more` to a row's notes, "; " between.
void add_note(std::string& notes, const std::string& more) {
  if (!more.empty()) notes += (notes.empty() ? "" : "; ") + more;
}

std::string points_text(const ObjectivePoints& points) {
  std::string out;
  for (const auto& [side, value] : points) out += (out.empty() ? "" : " \u00b7 ") + side + " " + std::to_string(value);
  return out.empty() ? "no points placed" : out;
}

// Direction of the long axis (degrees, 0..179, anticlockwise from east) from the outline's second
// moments, for pieces that do not record their rotation.
double principal_axis_deg(const Polygon& outline) {
  const Point c = centroid(outline);
  double sxx = 0, syy = 0, sxy = 0;
  for (Point p : outline) {
    sxx += (p.x - c.x) * (p.x - c.x);
    syy += (p.y - c.y) * (p.y - c.y);
    sxy += (p.x - c.x) * (p.y - c.y);
  }
  double deg = 0.5 * std::atan2(2 * sxy, sxx - syy) * 180 / std::numbers::pi;
  if (deg < 0) deg += 180;
  return std::round(deg) >= 180 ? 0 : std::round(deg);
}

// Extent of the outline along a direction and across it.
std::pair<double, double> extents(const Polygon& outline, double deg) {
  const double a = deg * std::numbers::pi / 180;
  const Point u{std::cos(a), std::sin(a)}, v{-u.y, u.x};
  double u_lo = 1e300, u_hi = -1e300, v_lo = 1e300, v_hi = -1e300;
  for (Point p : outline) {
    const double pu = p.x * u.x + p.y * u.y, pv = p.x * v.x + p.y * v.y;
    u_lo = std::min(u_lo, pu), u_hi = std::max(u_hi, pu), v_lo = std::min(v_lo, pv), v_hi = std::max(v_hi, pv);
  }
  return {u_hi - u_lo, v_hi - v_lo};
}

class SheetBuilder {
 public:
  SheetBuilder(const Scenario& s, MapView view) : s_(s), view_(view), w_(s.table_width_cm), d_(s.table_depth_cm) {}

  PlacementSheet build() {
    PlacementSheet sheet;
    sheet.title = (s_.title.empty() ? "" : s_.title + " \u2014 ") + label_prefix(s_) + s_.id + " (seed " + std::to_string(s_.seed) + ")";
    sheet.table_width_cm = w_;
    sheet.table_depth_cm = d_;
    sheet.subtitle = "Table " + cm_text(w_) + " \u00d7 " + cm_text(d_) + " cm. " + render::edge_caption(s_, "south") +
                     "; " + render::edge_caption(s_, "north") + ".";
    sheet.how_to_measure = {
        "Positions are measured from the nearest corner: \u201cW 34.5 \u00b7 S 20.1\u201d means 34.5 cm in from the "
        "west short edge and 20.1 cm in from the south long edge (side " +
            render::side_at_edge(s_, "south") +
            "'s). West is on the left as that side looks across the table; north is at the top of the map.",
        "Size is the piece's length \u00d7 depth. \u201cTurned\u201d is the angle of its long side anticlockwise from "
        "the long edges: 0\u00b0 lies parallel to them, 90\u00b0 points across the table. \u201cSpans\u201d is the box "
        "the "
        "piece covers, measured from the same two edges as its centre.",
        "Rivers, streams and roads: where each starts and ends, then a point every " +
            std::to_string(static_cast<int>(kCourseStepCm)) + " cm along it from its start."};
    for (const Feature& f : s_.features) {
      if (f.is_area())
        sheet.areas.push_back(area_row(f));
      else if (f.path.size() >= 2)
        sheet.lines.push_back(line_row(f));
    }
    for (const Crossing& c : s_.crossings) sheet.crossings.push_back(crossing_row(c));
    for (const DeploymentZone& z : s_.deployment) sheet.deployment.push_back(zone_sentence(z));
    sheet.objectives = objective_rows();
    for (const Army& army : s_.armies) sheet.armies.push_back(roster(army));
    sheet.umpire = view_ == MapView::umpire;
    if (view_ == MapView::umpire)
      for (const WeatherTurn& t : s_.weather.turns) sheet.weather.push_back(weather_row(t));
    return sheet;
  }

 private:
  TablePosition at(Point p) const { return measure_from_corner(p, w_, d_); }

  std::string name_of(const std::string& feature_id) const {
    const Feature* f = s_.find_feature(feature_id);
    return f == nullptr ? "an unknown feature" : feature_label(s_, *f);
  }

  AreaRow area_row(const Feature& f) const {
    AreaRow row;
    row.id = f.id;
    row.name = feature_label(s_, f);
    row.kind = kind_label(f);
    const Point c = centroid(f.outline);
    row.centre = at(c);
    const auto rotation = attribute_number(f.attributes, "rotation_deg");
    row.rotation_deg = rotation ? *rotation : principal_axis_deg(f.outline);
    const auto length = attribute_number(f.attributes, "length_cm");
    const auto depth = attribute_number(f.attributes, "depth_cm");
    const auto [along_axis, across_axis] = extents(f.outline, row.rotation_deg);
    row.length_cm = length ? *length : along_axis;
    row.depth_cm = depth ? *depth : across_axis;
    // The box, from the edges the centre is measured from.
    const Box box = bounding_box(f.outline);
    const bool west = row.centre.along_edge == 'W', south = row.centre.across_edge == 'S';
    row.along_from_cm = west ? box.min_x : w_ - box.max_x;
    row.along_to_cm = west ? box.max_x : w_ - box.min_x;
    row.across_from_cm = south ? box.min_y : d_ - box.max_y;
    row.across_to_cm = south ? box.max_y : d_ - box.min_y;
    // Corners from the same two edges as the centre, so one piece is measured from one corner.
    if (f.outline.size() <= kMaxCornerList)
      for (Point p : f.outline)
        row.corners.push_back(
            {row.centre.along_edge, west ? p.x : w_ - p.x, row.centre.across_edge, south ? p.y : d_ - p.y});
    if (f.elevation_only.value_or(false)) row.notes = "an elevation: not an objective (NPOW-S5)";
    if (f.objective.value_or(false)) row.notes = "objective: " + points_text(f.points);
    add_note(row.notes, box_pieces_text(s_, f));
    return row;
  }

  LineEnd line_end(const Feature& f, Point p, bool start) const {
    LineEnd end;
    end.at = at(p);
    if (p.y <= kOnEdgeCm)
      end.where = "south edge";
    else if (p.y >= d_ - kOnEdgeCm)
      end.where = "north edge";
    else if (p.x <= kOnEdgeCm)
      end.where = "west edge";
    else if (p.x >= w_ - kOnEdgeCm)
      end.where = "east edge";
    if (!end.where.empty()) return end;
    for (const Feature& other : s_.features)
      if (&other != &f && is_watercourse_kind(other.kind) && other.path.size() >= 2 &&
          point_polyline_within(p, other.path, other.width_cm / 2 + 0.5))
        return {"joins " + name_of(other.id), end.at};
    end.where = start ? (is_watercourse_kind(f.kind) ? "rises here" : "starts here") : "ends here";
    return end;
  }

  LineRow line_row(const Feature& f) const {
    LineRow row;
    row.id = f.id;
    row.name = feature_label(s_, f);
    row.kind = kind_label(f);
    row.min_width_cm = row.max_width_cm = f.width_cm;
    for (const WaterSection& sec : f.sections) {
      if (sec.width_cm <= 0) continue;
      row.min_width_cm = std::min(row.min_width_cm, sec.width_cm);
      row.max_width_cm = std::max(row.max_width_cm, sec.width_cm);
      row.sections.push_back(std::to_string(sec.index) + ": " + cm_text(sec.from_cm) + "\u2013" + cm_text(sec.to_cm) +
                             " cm from the start, " + spaced(sec.quality) +
                             (sec.passability.empty() ? "" : ", " + spaced(sec.passability)) + ", " +
                             cm_text(sec.width_cm) + " cm wide");
    }
    row.length_cm = polyline_length(f.path);
    row.start = line_end(f, f.path.front(), true);
    row.end = line_end(f, f.path.back(), false);
    for (double t = kCourseStepCm; t < row.length_cm - kCourseStepCm / 3; t += kCourseStepCm)
      row.course.push_back(at(point_at(f.path, t)));
    if (f.objective.value_or(false)) row.notes = "objective: " + points_text(f.points);
    add_note(row.notes, box_pieces_text(s_, f));
    return row;
  }

  CrossingRow crossing_row(const Crossing& c) const {
    CrossingRow row;
    row.id = c.id;
    row.kind = c.kind;
    row.on = name_of(c.feature);
    row.at = at(c.at);
    if (!c.road.empty()) row.notes = "carries " + name_of(c.road);
    if (c.objective.value_or(false))
      row.notes += (row.notes.empty() ? "" : "; ") + std::string("objective: ") + points_text(c.points);
    return row;
  }

  std::string zone_sentence(const DeploymentZone& z) const {
    const Box box = bounding_box(z.polygon);
    const bool full_width = box.min_x <= kOnEdgeCm && box.max_x >= w_ - kOnEdgeCm && z.polygon.size() == 4;
    if (full_width && z.edge == "south" && box.min_y <= kOnEdgeCm)
      return "Side " + z.side + " deploys within " + cm_text(box.max_y) +
             " cm of the south edge, along its whole length.";
    if (full_width && z.edge == "north" && box.max_y >= d_ - kOnEdgeCm)
      return "Side " + z.side + " deploys within " + cm_text(d_ - box.min_y) +
             " cm of the north edge, along its whole length.";
    std::string corners;
    for (Point p : z.polygon) corners += (corners.empty() ? "" : "; ") + position_text(at(p));
    return "Side " + z.side + " deploys in the zone with corners " + corners + ".";
  }

  static ArmyRoster roster(const Army& army) {
    ArmyRoster r;
    r.heading = "Side " + army.side + ": " + army.nation + ", " + std::to_string(army.units.size()) + " units, " +
                std::to_string(army.points) + " points";
    // GOK-V1: an army is beaten once its remaining points fall to its break point.
    r.summary = "Break point: the army has lost once its units left on the table are worth " +
                std::to_string(army.lost_at_or_below) + " points or fewer.";
    for (const ArmyUnit& u : army.units) r.units.push_back({u.id, spaced(u.type), u.name, u.rating, u.points});
    return r;
  }

  static WeatherRow weather_row(const WeatherTurn& t) {
    WeatherRow row;
    row.turn = t.turn;
    row.state = spaced(t.state) + (t.extreme_heat ? " (extreme heat)" : "");
    std::string effects;
    auto add = [&](const std::string& e) { effects += (effects.empty() ? "" : "; ") + e; };
    if (t.movement_pct != 0) add("movement " + signed_text(t.movement_pct) + " %");
    if (t.fire_per_die != 0) add("fire " + signed_text(t.fire_per_die) + " per die");
    if (t.visibility_cm > 0) add("visibility " + cm_text(t.visibility_cm) + " cm");
    row.effects = effects.empty() ? "none" : effects;
    return row;
  }

  static std::string signed_text(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

  // What a VP marker marks, in the sheet's own names ("village Ahorn, bridge over Tauber"); the
  // scenario's words, which cite ids, only for a hand-written marker that lists no features.
  std::string marker_place(const VpMarker& m) const {
    std::string text;
    for (const std::string& id : m.features) {
      std::string what;
      if (const Feature* f = s_.find_feature(id))
        what = f->name.empty() ? feature_label(s_, *f) : kind_label(*f) + " " + f->name;
      for (const Crossing& c : s_.crossings)
        if (c.id == id) what = c.kind + " over " + name_of(c.feature);
      if (!what.empty()) text += (text.empty() ? "" : ", ") + what;
    }
    return text.empty() ? m.place : text;
  }

  std::vector<ObjectiveRow> objective_rows() const {
    std::vector<ObjectiveRow> rows;
    for (const Feature& f : s_.features) {
      if (!f.objective.value_or(false)) continue;
      const Point p = f.is_area() ? centroid(f.outline) : point_at(f.path, polyline_length(f.path) / 2);
      rows.push_back({feature_label(s_, f) + " (" + kind_label(f) + ")", at(p), points_text(f.points)});
    }
    for (const Crossing& c : s_.crossings)
      if (c.objective.value_or(false))
        rows.push_back({c.kind + " over " + name_of(c.feature), at(c.at), points_text(c.points)});
    // VPM-6: a marker's value is the umpire's secret; a player's sheet never shows it.
    const bool values_visible = view_ == MapView::umpire && s_.objectives.view != "player";
    for (const VpMarker& m : s_.objectives.markers)
      rows.push_back({"VP marker " + std::to_string(m.number) + (m.place.empty() ? "" : " (" + marker_place(m) + ")"), at(m.at),
                      values_visible && m.value_pct > 0 ? std::to_string(m.value_pct) + " %" : "hidden"});
    return rows;
  }

  const Scenario& s_;
  MapView view_;
  double w_, d_;
};

}  // namespace

TablePosition measure_from_corner(Point p, double table_width_cm, double table_depth_cm) {
  TablePosition t;
  t.along_edge = p.x <= table_width_cm / 2 ? 'W' : 'E';
  t.along_cm = t.along_edge == 'W' ? p.x : table_width_cm - p.x;
  t.across_edge = p.y <= table_depth_cm / 2 ? 'S' : 'N';
  t.across_cm = t.across_edge == 'S' ? p.y : table_depth_cm - p.y;
  return t;
}

Point table_point(const TablePosition& t, double table_width_cm, double table_depth_cm) {
  return {t.along_edge == 'W' ? t.along_cm : table_width_cm - t.along_cm,
          t.across_edge == 'S' ? t.across_cm : table_depth_cm - t.across_cm};
}

std::string cm_text(double cm) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", cm);
  std::string text = buf;
  return text == "-0.0" ? "0.0" : text;
}

std::string position_text(const TablePosition& t) {
  return std::string(1, t.along_edge) + " " + cm_text(t.along_cm) + " \u00b7 " + std::string(1, t.across_edge) + " " +
         cm_text(t.across_cm);
}

namespace {
// A nameless piece's description in two parts, so a number can go between them when several
// pieces share one: "road" + "" gives "road 1", "road 2"; "obstacle" + " in C1".
struct Description {
  std::string what, where;
  bool operator==(const Description&) const = default;
};

Description describe(const Feature& f) {
  const std::string side = attribute(f.attributes, "side");
  if (f.kind == "supply_line" && !side.empty()) return {"Side " + side + "'s supply line", ""};
  const std::string where = f.sector.empty() ? "" : " in " + f.sector;
  if (f.kind == "players_choice") {
    const std::string player = attribute(f.attributes, "player");
    return {"site for " + (player.empty() ? std::string("the players") : player) + "'s choice", where};
  }
  return {spaced(f.kind), where};
}
}  // namespace

std::string feature_label(const Scenario& scenario, const Feature& feature) {
  if (!feature.name.empty()) return feature.name;
  const Description own = describe(feature);
  int number = 0, alike = 0;
  for (const Feature& other : scenario.features) {
    if (!other.name.empty() || !(describe(other) == own)) continue;
    ++alike;
    if (&other == &feature) number = alike;
  }
  return alike > 1 ? own.what + " " + std::to_string(number) + own.where : own.what + own.where;
}

PlacementSheet make_placement_sheet(const Scenario& scenario, MapView view) {
  return SheetBuilder(scenario, view).build();
}

}  // namespace wargen
