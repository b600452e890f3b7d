#include "render/map_layout.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace wargen::render {

namespace {

// Page furniture in cm-units (multiplied by px per cm), so 10 px/cm is 5 px/cm doubled.
constexpr double kPad = 3.0;         // page edge to content
constexpr double kSideMargin = 4.0;  // page edge to the table's short edges
constexpr double kTitleFont = 3.2;
constexpr double kSubtitleFont = 2.0;
constexpr double kEdgeFont = 2.4;
constexpr double kEdgeGap = 0.9;        // table edge to its side label
constexpr double kBandGap = 3.0;        // south label to the key and scale band
constexpr double kBlockGap = 6.0;       // scale block to key
constexpr double kMaxCanvasPx = 30000;  // under cairo's 32767 limit, and a sane memory bound

std::string trimmed(double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f", value);
  std::string text = buf;
  if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0) text.resize(text.size() - 2);
  return text;
}

std::string title_of(const Scenario& scenario) {
  std::string title;
  auto add = [&](const std::string& part) {
    if (part.empty()) return;
    if (!title.empty()) title += " \u2014 ";
    title += part;
  };
  add(scenario.ruleset_name);
  add(scenario.id);
  add("seed " + std::to_string(scenario.seed));
  return title;
}

std::string subtitle_of(const Scenario& scenario) {
  return "Table " + trimmed(scenario.table_width_cm) + " \u00d7 " + trimmed(scenario.table_depth_cm) + " cm (" +
         trimmed(scenario.table_width_cm / 2.54) + " \u00d7 " + trimmed(scenario.table_depth_cm / 2.54) +
         " in) \u00b7 north at the top";
}

void validate(const Scenario& scenario, const RenderOptions& options) {
  const double s = options.px_per_cm;
  if (!std::isfinite(s) || s <= 0) throw std::invalid_argument("render: px_per_cm must be a positive number");
  const double w = scenario.table_width_cm, d = scenario.table_depth_cm;
  if (!std::isfinite(w) || !std::isfinite(d) || w <= 0 || d <= 0)
    throw std::invalid_argument("render: the scenario's table size must be positive");
  if (w * s > kMaxCanvasPx || d * s > kMaxCanvasPx)
    throw std::invalid_argument("render: table too large at this px_per_cm (over 30000 px)");
}

}  // namespace

std::vector<Point> MapLayout::to_px(const std::vector<Point>& cm) const {
  std::vector<Point> px;
  px.reserve(cm.size());
  for (Point p : cm) px.push_back(to_px(p));
  return px;
}

void apply_font_options(cairo_t* cr) {
  cairo_font_options_t* fo = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
  cairo_set_font_options(cr, fo);
  cairo_font_options_destroy(fo);
}

MapLayout compute_layout(cairo_t* measure, const Scenario& scenario, const RenderOptions& options) {
  validate(scenario, options);
  MapLayout L;
  const double s = options.px_per_cm;
  L.s = s;
  L.depth_cm = scenario.table_depth_cm;
  L.table_w = scenario.table_width_cm * s;
  L.table_h = scenario.table_depth_cm * s;
  L.title = title_of(scenario);
  L.subtitle = subtitle_of(scenario);

  cairo_save(measure);
  apply_font_options(measure);
  select_font(measure, kTitleFont * s, false, true);
  const double title_w = text_width(measure, L.title);
  select_font(measure, kSubtitleFont * s);
  const double subtitle_w = text_width(measure, L.subtitle);

  // Top: title, subtitle, north edge label, table.
  L.title_y = kPad * s;
  L.subtitle_y = L.title_y + kTitleFont * s * 1.3;
  L.north_label_y = L.subtitle_y + kSubtitleFont * s * 1.3 + 1.5 * s + kEdgeFont * s * 1.2;
  L.table_x = kSideMargin * s;
  L.table_y = L.north_label_y + kEdgeGap * s;
  const double table_bottom = L.table_y + L.table_h;
  L.south_label_y = table_bottom + kEdgeGap * s;

  // Bottom band: scale block at the left under the table, key to its right.
  const BlockSize scale = scale_block_size(measure, s);
  L.scale_x = L.table_x;
  L.scale_y = L.south_label_y + kEdgeFont * s * 1.2 + kBandGap * s;
  L.legend = legend_entries(scenario);
  L.legend_x = L.scale_x + scale.width + kBlockGap * s;
  L.legend_y = L.scale_y;
  L.legend_layout = layout_legend(measure, L.legend, s, L.table_x + L.table_w - L.legend_x);
  cairo_restore(measure);

  const double band_h = std::max(scale.height, L.legend_layout.height);
  L.width = std::max({L.table_x + L.table_w + kSideMargin * s, L.table_x + std::max(title_w, subtitle_w) + kPad * s,
                      L.legend_x + L.legend_layout.width + kSideMargin * s});
  L.height = L.scale_y + band_h + kPad * s;
  if (L.width > kMaxCanvasPx || L.height > kMaxCanvasPx)
    throw std::invalid_argument("render: map too large at this px_per_cm (over 30000 px)");
  return L;
}

}  // namespace wargen::render
