#include "render/legend.hpp"

#include <algorithm>
#include <cmath>

#include "render/feature_symbols.hpp"
#include "render/grid_style.hpp"
#include "render/npow_overlays.hpp"
#include "render/vp_marker_symbols.hpp"
#include "render/water_widths.hpp"
#include "render/zone_style.hpp"
#include "core/spaced_words.hpp"

namespace wargen::render {

namespace {

constexpr double kSwatchW = 10.0;  // cm-units: multiplied by px per cm
constexpr double kSwatchH = 6.0;
constexpr double kLabelGap = 1.4;
constexpr double kColumnGap = 3.0;
constexpr double kRowGap = 1.4;
constexpr double kLabelFont = 2.2;
constexpr double kHeaderFont = 2.5;

bool variant_matters(const std::string& kind) { return kind == "hill" || kind == "wood" || kind == "built_up"; }

std::string area_label(const std::string& kind, const std::string& variant) {
  if (kind == "built_up") return variant.empty() ? "built-up area" : spaced(variant);
  if (kind == "hill" || kind == "wood") return variant.empty() ? kind : spaced(variant) + " " + kind;
  if (kind == "rough") return "rough ground";
  if (kind == "players_choice") return "players' choice";
  return spaced(kind);
}

// "river, impassable", "stream, crossable": the ruleset's word for what the banks show.
std::string watercourse_label(const std::string& kind, const std::string& passability) {
  return passability.empty() ? kind : kind + ", " + spaced(passability);
}

// A rounded, slightly irregular blob filling the swatch, so area symbols show as on the map.
std::vector<Point> swatch_blob(double x, double y, double w, double h) {
  const double cx = x + w / 2, cy = y + h / 2;
  std::vector<Point> blob;
  for (int i = 0; i < 16; ++i) {
    const double a = kTwoPi * i / 16.0;
    const double bulge = 1.0 + 0.06 * std::cos(3 * a);  // fixed shape, not random
    const double ex = std::cos(a), ey = std::sin(a);
    // Superellipse-ish: fuller than an ellipse so fill patterns have room.
    const double px = std::copysign(std::pow(std::abs(ex), 0.6), ex);
    const double py = std::copysign(std::pow(std::abs(ey), 0.6), ey);
    blob.push_back({cx + px * w / 2 * bulge * 0.96, cy + py * h / 2 * bulge * 0.9});
  }
  return blob;
}

std::vector<Point> swatch_wave(double x, double y, double w, double h) {
  std::vector<Point> wave;
  for (int i = 0; i <= 16; ++i) {
    const double t = i / 16.0;
    wave.push_back({x + t * w, y + h / 2 + std::sin(t * kTwoPi) * h * 0.18});
  }
  return wave;
}

void draw_swatch(cairo_t* cr, const LegendEntry& e, double x, double y, double s) {
  const double w = kSwatchW * s, h = kSwatchH * s;
  cairo_save(cr);
  cairo_rectangle(cr, x, y, w, h);
  set_color(cr, kCloth);
  cairo_fill_preserve(cr);
  cairo_clip(cr);
  switch (e.type) {
    case LegendEntry::Type::area: {
      Attributes attributes;
      if (!e.variant.empty()) attributes["variant"] = e.variant;
      draw_area_feature(cr, swatch_blob(x, y, w, h), e.kind, attributes, s);
      break;
    }
    case LegendEntry::Type::linear: {
      Attributes attributes;
      if (!e.variant.empty()) attributes["passability"] = e.variant;
      draw_linear_feature(cr, swatch_wave(x - s, y, w + 2 * s, h), e.kind, std::min(e.width_cm * s, 0.42 * h),
                          attributes, s);
      break;
    }
    case LegendEntry::Type::crossing: {
      const double river = std::min(e.width_cm * s, 0.4 * h);
      draw_linear_feature(cr, {{x - s, y + h / 2}, {x + w + s, y + h / 2}}, "river", river, {}, s);
      draw_crossing(cr, e.kind, {x + w / 2, y + h / 2}, {1, 0}, river, s);
      break;
    }
    case LegendEntry::Type::deployment: {
      const std::vector<Point> zone = {{x + 0.5 * s, y + 0.5 * s},
                                       {x + w - 0.5 * s, y + 0.5 * s},
                                       {x + w - 0.5 * s, y + h - 0.5 * s},
                                       {x + 0.5 * s, y + h - 0.5 * s}};
      draw_zone_ground(cr, zone, e.kind, {x, y}, s);
      draw_zone_border(cr, zone, e.kind, s);
      break;
    }
    case LegendEntry::Type::table_zone:
      draw_central_band(cr, x, x + w, y + 0.2 * h, y + 0.8 * h, s);
      break;
    case LegendEntry::Type::vp_marker:
      draw_vp_marker(cr, {x + w / 2, y + h / 2}, 1, e.kind, 0, s);
      break;
    case LegendEntry::Type::vp_value:
      draw_vp_marker(cr, {x + 0.3 * w, y + h / 2}, 1, e.kind, 20, s);
      break;
    case LegendEntry::Type::objective:
      draw_points_badge(cr, {x + w / 2, y + h / 2}, {{"A", 15}, {"B", 10}}, s);
      break;
    case LegendEntry::Type::grid:
      draw_grid_swatch(cr, e.kind, x, y, w, h, s);
      break;
  }
  cairo_restore(cr);
  // A hairline frame ties each miniature to its label.
  cairo_rectangle(cr, x, y, w, h);
  set_color(cr, hex(0x9A9A9A));
  cairo_set_line_width(cr, 0.12 * s);
  cairo_stroke(cr);
}

}  // namespace

Rgb side_colour(const std::string& side) {
  if (side == "A") return hex(0x2B6CD4);
  if (side == "B") return hex(0xD43A2B);
  return hex(0x808080);
}

Rgb side_ink(const std::string& side) {
  if (side == "A") return hex(0x17458F);
  if (side == "B") return hex(0x8F1F14);
  return hex(0x404040);
}

namespace {
// A table laid from a terrain box names, after each entry, the box pieces its features are, as the
// scenario's terrain_box record describes them: "steep hill: steep hill, 16 × 12 cm". Nothing
// without a box.
void add_box_pieces(const Scenario& scenario, std::vector<LegendEntry>& entries, bool areas) {
  if (!scenario.terrain_box) return;
  for (LegendEntry& e : entries) {
    std::vector<const BoxPieceRecord*> pieces;
    for (const Feature& f : scenario.features) {
      if (f.kind != e.kind || f.is_area() != areas) continue;
      if (areas && (variant_matters(f.kind) ? attribute(f.attributes, "variant") : std::string()) != e.variant) continue;
      for (const PieceUse& use : f.pieces)
        if (const BoxPieceRecord* record = scenario.terrain_box->find(use.piece);
            record && std::find(pieces.begin(), pieces.end(), record) == pieces.end())
          pieces.push_back(record);
    }
    // In the box's order, as the record lists them.
    std::sort(pieces.begin(), pieces.end());
    for (std::size_t i = 0; i < pieces.size(); ++i)
      e.label += (i == 0 ? ": " : "; ") + pieces[i]->description;
  }
}

// The key, with the row for the markers' hidden values (VPM-6) or without it.
std::vector<LegendEntry> entries(const Scenario& scenario, const RenderOptions& options, bool hidden_value_row) {
  std::vector<LegendEntry> areas, linears, crossings, zones;
  auto seen = [](const std::vector<LegendEntry>& list, const std::string& kind, const std::string& variant) {
    return std::any_of(list.begin(), list.end(),
                       [&](const LegendEntry& e) { return e.kind == kind && e.variant == variant; });
  };
  for (const Feature& f : scenario.features) {
    if (f.is_area()) {
      const std::string variant = variant_matters(f.kind) ? attribute(f.attributes, "variant") : std::string();
      if (!seen(areas, f.kind, variant))
        areas.push_back({LegendEntry::Type::area, f.kind, variant, area_label(f.kind, variant), 0});
    } else if (f.path.size() >= 2 && is_watercourse_kind(f.kind)) {
      // GOK-T8, NPOW-S6: one entry per way of crossing, since the banks show it.
      for (const std::string& passability : passabilities(f))
        if (!seen(linears, f.kind, passability))
          linears.push_back({LegendEntry::Type::linear, f.kind, passability, watercourse_label(f.kind, passability),
                             f.width_cm});
    } else if (f.path.size() >= 2 && !seen(linears, f.kind, "")) {
      linears.push_back({LegendEntry::Type::linear, f.kind, "", spaced(f.kind), f.width_cm});
    }
  }
  // Same order as the map draws them, so the key reads bottom layer first.
  std::stable_sort(areas.begin(), areas.end(), [](const LegendEntry& a, const LegendEntry& b) {
    return area_draw_rank(a.kind) < area_draw_rank(b.kind);
  });
  // A watercourse drawn wider in some sections than others (NPOW-S6) says so in the key.
  for (LegendEntry& e : linears)
    if (std::any_of(scenario.features.begin(), scenario.features.end(),
                    [&](const Feature& f) { return f.kind == e.kind && has_varying_width(f); }))
      e.label += " (width by section)";
  std::stable_sort(linears.begin(), linears.end(), [](const LegendEntry& a, const LegendEntry& b) {
    return is_watercourse_kind(a.kind) < is_watercourse_kind(b.kind);
  });
  add_box_pieces(scenario, areas, true);
  add_box_pieces(scenario, linears, false);
  for (const Crossing& c : scenario.crossings) {
    if (seen(crossings, c.kind, "")) continue;
    const Feature* river = scenario.find_feature(c.feature);
    crossings.push_back({LegendEntry::Type::crossing, c.kind, "", spaced(c.kind), river ? river->width_cm : 3.0});
  }
  for (const DeploymentZone& z : scenario.deployment)
    if (!seen(zones, z.side, ""))
      zones.push_back({LegendEntry::Type::deployment, z.side, "", "deployment zone " + z.side, 0});
  std::vector<LegendEntry> all = areas;
  for (auto* list : {&linears, &crossings, &zones}) all.insert(all.end(), list->begin(), list->end());
  // NPOW-P2: the central band holds at most a few elements and one objective.
  if (std::any_of(scenario.zones.begin(), scenario.zones.end(), [](const TableZone& z) { return z.kind == "central"; }))
    all.push_back({LegendEntry::Type::table_zone, "central", "", "central zone (NPOW-P2)", 0});
  const bool has_points = std::any_of(scenario.features.begin(), scenario.features.end(),
                                      [](const Feature& f) { return f.objective.value_or(false); }) ||
                          std::any_of(scenario.crossings.begin(), scenario.crossings.end(),
                                      [](const Crossing& c) { return c.objective.value_or(false); });
  if (has_points) all.push_back({LegendEntry::Type::objective, "", "", "objective: A's points | B's points", 0});
  // VPM-3: the ring says who placed the marker; VPM-6: the value shows on the umpire's map only.
  for (const char* side : {"A", "B"})
    if (std::any_of(scenario.objectives.markers.begin(), scenario.objectives.markers.end(),
                    [&](const VpMarker& m) { return m.placed_by == side; }))
      all.push_back({LegendEntry::Type::vp_marker, side, "", std::string("VP marker placed by ") + side, 0});
  if (hidden_value_row) all.push_back({LegendEntry::Type::vp_value, "A", "", "its hidden value (umpire only)", 0});
  if (options.grid == GridStyle::sectors && !scenario.sectors.empty())
    all.push_back({LegendEntry::Type::grid, "sectors", "", "sector boundary", 0});
  if (options.grid == GridStyle::cm10) all.push_back({LegendEntry::Type::grid, "cm10", "", "10 cm grid", 0});
  return all;
}
}  // namespace

std::vector<LegendEntry> legend_entries(const Scenario& scenario, const RenderOptions& options) {
  const auto& markers = scenario.objectives.markers;
  return entries(scenario, options,
                 options.view == MapView::umpire &&
                     std::any_of(markers.begin(), markers.end(), [](const VpMarker& m) { return m.value_pct > 0; }));
}

std::vector<LegendEntry> umpire_legend_entries(const Scenario& scenario, const RenderOptions& options) {
  // A player's copy has its markers' values taken away, not the markers.
  return entries(scenario, options, !scenario.objectives.markers.empty());
}

LegendLayout layout_legend(cairo_t* cr, const std::vector<LegendEntry>& entries, double s, double max_width) {
  LegendLayout layout;
  if (entries.empty()) return layout;
  select_font(cr, kLabelFont * s);
  double label_width = 0;
  for (const auto& e : entries) label_width = std::max(label_width, text_width(cr, e.label));
  layout.column_width = (kSwatchW + kLabelGap + kColumnGap) * s + label_width;
  layout.row_height = (kSwatchH + kRowGap) * s;
  layout.header_height = kHeaderFont * s * 1.6;
  const int n = static_cast<int>(entries.size());
  const int fit = static_cast<int>(std::floor((max_width + kColumnGap * s) / layout.column_width));
  layout.columns = std::clamp(fit, 1, n);
  layout.rows = (n + layout.columns - 1) / layout.columns;
  layout.columns = (n + layout.rows - 1) / layout.rows;  // balance: no near-empty last column
  layout.width = layout.columns * layout.column_width - kColumnGap * s;
  layout.height = layout.header_height + layout.rows * layout.row_height - kRowGap * s;
  return layout;
}

void draw_legend(cairo_t* cr, const std::vector<LegendEntry>& entries, const LegendLayout& layout, double x, double y,
                 double s) {
  if (entries.empty()) return;
  select_font(cr, kHeaderFont * s, false, true);
  set_color(cr, hex(0x222222));
  draw_text(cr, "Key", {x, y}, HAlign::left, VAlign::top);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    // Column-major, so the key reads down like a list.
    const int col = static_cast<int>(i) / layout.rows, row = static_cast<int>(i) % layout.rows;
    const double ex = x + col * layout.column_width;
    const double ey = y + layout.header_height + row * layout.row_height;
    draw_swatch(cr, entries[i], ex, ey, s);
    select_font(cr, kLabelFont * s);
    set_color(cr, hex(0x222222));
    draw_text(cr, entries[i].label, {ex + (kSwatchW + kLabelGap) * s, ey + kSwatchH * s / 2}, HAlign::left,
              VAlign::middle);
  }
}

}  // namespace wargen::render
