#include "render/map_layout.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "scenario/copy_marking.hpp"
#include "scenario/table_label.hpp"
#include "core/spaced_words.hpp"

namespace wargen::render {

namespace {

// Page furniture in cm-units (multiplied by px per cm), so 10 px/cm is 5 px/cm doubled.
constexpr double kPad = 3.0;         // page edge to content
constexpr double kSideMargin = 4.0;  // page edge to the table's short edges
constexpr double kTitleFont = 3.2;
constexpr double kSubtitleFont = 2.0;
constexpr double kEdgeFont = 2.4;
constexpr double kEdgeGap = 0.9;          // table edge to its side label
constexpr double kBandGap = 3.0;          // south label to the key and scale band
constexpr double kBlockGap = 6.0;         // scale block to key
constexpr double kGridNumbersBand = 2.2;  // under the table, for the 10 cm grid's numbers
constexpr double kMaxCanvasPx = 30000;    // under cairo's 32767 limit, and a sane memory bound

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
  add(scenario_label(scenario));  // the organiser's table label first: it is what players look for
  add(scenario.title);
  add(scenario.ruleset_name);
  add(scenario.id);
  add("seed " + std::to_string(scenario.seed));
  return title;
}

std::string turn_state(const WeatherTurn& turn) {
  return spaced(turn.state) + (turn.extreme_heat ? " (extreme heat)" : "");
}

// The starting weather is rolled before the game (GOK-W1): the players know it. Later turns are
// rolled as the game goes (GOK-W2), so only the umpire's map shows them.
std::string subtitle_of(const Scenario& scenario) {
  std::string text = "Table " + trimmed(scenario.table_width_cm) + " \u00d7 " + trimmed(scenario.table_depth_cm) +
                     " cm (" + trimmed(scenario.table_width_cm / 2.54) + " \u00d7 " +
                     trimmed(scenario.table_depth_cm / 2.54) + " in) \u00b7 north at the top";
  if (!scenario.weather.turns.empty())
    text += " \u00b7 weather at the start: " + turn_state(scenario.weather.turns.front());
  return text;
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

std::string weather_by_turn(const Weather& weather) {
  std::string text;
  const auto& turns = weather.turns;
  for (std::size_t i = 0; i < turns.size();) {
    std::size_t j = i;
    while (j + 1 < turns.size() && turn_state(turns[j + 1]) == turn_state(turns[i])) ++j;
    if (!text.empty()) text += " \u00b7 ";
    text += std::to_string(turns[i].turn);
    if (j > i) text += "\u2013" + std::to_string(turns[j].turn);
    text += " " + turn_state(turns[i]);
    i = j + 1;
  }
  return text;
}

MapLayout table_only_layout(const Scenario& scenario, const RenderOptions& options) {
  validate(scenario, options);
  MapLayout L;
  L.options = options;
  L.s = options.px_per_cm;
  L.depth_cm = scenario.table_depth_cm;
  L.table_w = scenario.table_width_cm * L.s;
  L.table_h = scenario.table_depth_cm * L.s;
  L.width = L.table_w;
  L.height = L.table_h;
  return L;
}

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
  L.options = options;
  const double s = options.px_per_cm;
  const bool umpire = options.view == MapView::umpire;
  L.s = s;
  L.depth_cm = scenario.table_depth_cm;
  L.table_w = scenario.table_width_cm * s;
  L.table_h = scenario.table_depth_cm * s;
  const std::string umpire_title = title_of(scenario) + " \u2014 " + kUmpireMark + "'S MAP";
  L.subtitle = subtitle_of(scenario);
  if (umpire && !scenario.weather.turns.empty())
    L.umpire_line = "Umpire only \u00b7 weather by turn: " + weather_by_turn(scenario.weather);

  cairo_save(measure);
  apply_font_options(measure);
  // Both copies of a scenario are laid out alike: each makes room for what only the umpire's shows
  // (its title, its key's hidden-value row), so the two are the same size, print at the same
  // scale and can be laid one over the other. The umpire's weather line, which a player's copy
  // cannot measure, is fitted to the table's width when drawn.
  // A title wider than the table wraps under itself rather than widen the map (which would print
  // it at a smaller scale); both copies keep as many lines as the umpire's longer title takes.
  select_font(measure, kTitleFont * s, false, true);
  L.title = wrap_text(measure, umpire ? umpire_title : title_of(scenario), L.table_w);
  const std::size_t title_lines = std::max(L.title.size(), wrap_text(measure, umpire_title, L.table_w).size());
  double title_w = 0;
  for (const std::string& line : L.title) title_w = std::max(title_w, text_width(measure, line));
  select_font(measure, kSubtitleFont * s);
  const double subtitle_w = text_width(measure, L.subtitle);

  // Top: title, subtitle, (umpire line), north edge label, table.
  L.title_y = kPad * s;
  L.title_font_px = kTitleFont * s;
  L.title_line_px = kTitleFont * s * 1.3;
  L.subtitle_y = L.title_y + static_cast<double>(title_lines) * L.title_line_px;
  L.umpire_line_y = L.subtitle_y + kSubtitleFont * s * 1.3;
  // The umpire's line has its band in the player's copy too (left blank there), so both copies
  // put the table at the same pixels and one can be laid over the other.
  const bool umpire_band = !scenario.weather.turns.empty();
  const double header_bottom = umpire_band ? L.umpire_line_y + kSubtitleFont * s * 1.3 : L.umpire_line_y;
  L.north_label_y = header_bottom + 1.5 * s + kEdgeFont * s * 1.2;
  // Whole pixels: the frame written into the PNG (png_raster.hpp) is then exact and the table's
  // edges fall on pixel boundaries.
  L.table_x = std::round(kSideMargin * s);
  L.table_y = std::round(L.north_label_y + kEdgeGap * s);
  const double table_bottom = L.table_y + L.table_h;
  // The 10 cm grid's numbers run under the south edge, pushing the edge label down.
  L.grid_numbers_y = table_bottom + 0.5 * s;
  const double numbers_h = options.grid == GridStyle::cm10 ? kGridNumbersBand : 0.0;
  L.south_label_y = table_bottom + kEdgeGap * s + numbers_h * s;

  // Bottom band: scale block at the left under the table, key to its right.
  const BlockSize scale = scale_block_size(measure, s);
  L.scale_x = L.table_x;
  L.scale_y = L.south_label_y + kEdgeFont * s * 1.2 + kBandGap * s;
  L.legend = legend_entries(scenario, options);
  L.legend_x = L.scale_x + scale.width + kBlockGap * s;
  L.legend_y = L.scale_y;
  L.legend_layout = layout_legend(measure, L.legend, s, L.table_x + L.table_w - L.legend_x);
  const LegendLayout umpire_legend =
      layout_legend(measure, umpire_legend_entries(scenario, options), s, L.table_x + L.table_w - L.legend_x);
  cairo_restore(measure);

  const double band_h = std::max({scale.height, L.legend_layout.height, umpire_legend.height});
  L.width = std::max({L.table_x + L.table_w + kSideMargin * s, L.table_x + std::max(title_w, subtitle_w) + kPad * s,
                      L.legend_x + std::max(L.legend_layout.width, umpire_legend.width) + kSideMargin * s});
  L.height = L.scale_y + band_h + kPad * s;
  if (L.width > kMaxCanvasPx || L.height > kMaxCanvasPx)
    throw std::invalid_argument("render: map too large at this px_per_cm (over 30000 px)");
  return L;
}

}  // namespace wargen::render
