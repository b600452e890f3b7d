#include "app/output_limits.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "app/pipeline.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "render/print_layout.hpp"
#include "render/print_pages.hpp"
#include "scenario/table_label.hpp"

namespace wargen {

namespace {

bool fits(const Scenario& s, const OutputRequest& request) {
  if (s.table_width_cm * request.px_per_cm > kMaxCanvasSidePx || s.table_depth_cm * request.px_per_cm > kMaxCanvasSidePx)
    return false;
  RenderOptions options = map_render_options(request);
  try {
    CanvasSize size = map_canvas_size(s, options);
    return size.width_px <= kMaxCanvasSidePx && size.height_px <= kMaxCanvasSidePx &&
           static_cast<double>(size.width_px) * size.height_px <= kMaxCanvasPixels;
  } catch (const std::invalid_argument&) {
    return false;  // the renderer's own limit
  }
}

std::string whole(double value) { return std::to_string(static_cast<long long>(std::ceil(value))); }

void check_canvas(const Scenario& s, const std::string& format, const OutputRequest& request) {
  // The table alone first: map_canvas_size works in int pixels, so an absurd table must not reach it.
  double table_w = s.table_width_cm * request.px_per_cm, table_h = s.table_depth_cm * request.px_per_cm;
  double w = table_w, h = table_h;
  if (table_w <= kMaxCanvasSidePx && table_h <= kMaxCanvasSidePx) {
    RenderOptions options = map_render_options(request);
    try {
      CanvasSize size = map_canvas_size(s, options);
      w = size.width_px;
      h = size.height_px;
    } catch (const std::invalid_argument&) {
      w = std::max(w, kMaxCanvasSidePx + 1);  // the margins take it over the renderer's limit
    }
  }
  if (w <= kMaxCanvasSidePx && h <= kMaxCanvasSidePx && w * h <= kMaxCanvasPixels) return;
  // The title line (the label, the title, then ruleset, id and seed) is drawn at a size that grows
  // with --px-per-cm; on a small table a long one is wider than the table. Name it when the map
  // without the label and title would fit: "use a smaller --px-per-cm" alone would mislead.
  if (!s.title.empty() || !scenario_label(s).empty()) {
    Scenario untitled = s;
    untitled.title.clear();
    untitled.options.erase(kLabelOption);
    if (fits(untitled, request))
      throw InputError("--format " + format + ": at --px-per-cm " + format_number(request.px_per_cm) +
                       " the map's title line, with --label and --title, takes the map over the limit of " +
                       whole(kMaxCanvasSidePx) + " px a side and " + whole(kMaxCanvasPixels / 1e6) +
                       " million px: shorten --label or --title, or use a smaller --px-per-cm");
  }
  double longest_cm = std::max(s.table_width_cm, s.table_depth_cm);
  // The largest whole px_per_cm whose map fits, margins included (they grow with it too).
  double fitting = std::floor(request.px_per_cm * std::min({kMaxCanvasSidePx / std::max(w, 1.0),
                                                            std::sqrt(kMaxCanvasPixels / std::max(w * h, 1.0))}));
  for (; fitting >= 1; --fitting) {
    OutputRequest smaller = request;
    smaller.px_per_cm = fitting;
    if (fits(s, smaller)) break;
  }
  throw InputError("--format " + format + ": a " + format_number(longest_cm) + " cm table at --px-per-cm " +
                     format_number(request.px_per_cm) + " makes a map of " + whole(w) + " x " + whole(h) +
                     " px, over the limit of " + whole(kMaxCanvasSidePx) + " px a side and " +
                     whole(kMaxCanvasPixels / 1e6) + " million px: use --px-per-cm " +
                     (fitting >= 1 ? format_number(fitting) + " or less" : std::string("1 and a smaller table")));
}

void check_pdf(const Scenario& s, const OutputRequest& request) {
  // Every PDF has a one-page map: the "fit" PDF is one, a tiled PDF opens with one as its overview.
  RenderOptions map;
  map.grid = request.grid;
  if (request.view) map.view = *request.view;
  try {
    render::plan_fit(s, map, request.paper,
                     request.print_scale < 1 ? 1 : render::kOverviewNoteLines);
  } catch (const std::invalid_argument&) {
    throw InputError("--format pdf: the " + format_number(s.table_width_cm) + " x " +
                     format_number(s.table_depth_cm) + " cm table does not fit one " + render::paper_name(request.paper) +
                     " page even at 1:100, which every PDF needs for its map or overview: leave out pdf");
  }
  if (request.print_scale < 1) return;  // "fit": that one page is all
  auto too_many = [&](const std::string& pages) {
    return InputError("--format pdf: the " + format_number(s.table_width_cm) + " x " +
                      format_number(s.table_depth_cm) + " cm table at --print-scale 1:" +
                      std::to_string(request.print_scale) + " needs " + pages + " pages, over the limit of " +
                      std::to_string(kMaxPdfPages) + ": use a smaller scale (1:N with a larger N) or --print-scale fit");
  };
  // A lower bound first (no paper is larger than A3), so an absurd table is not planned tile by tile.
  constexpr double kA3AreaCm2 = 42.0 * 29.7;
  double scale = request.print_scale;
  double at_least = (s.table_width_cm / scale) * (s.table_depth_cm / scale) / kA3AreaCm2;
  if (at_least > kMaxPdfPages) throw too_many("at least " + whole(at_least));
  render::TilePlan plan = render::plan_tiles(s.table_width_cm, s.table_depth_cm, request.paper, request.print_scale);
  if (plan.tiles.size() > static_cast<std::size_t>(kMaxPdfPages)) throw too_many(std::to_string(plan.tiles.size()));
}

// The table drawn alone at --px-per-cm: map-png, and the picture in a dd2vtt file and under a
// tmj board.
void check_table_image(const Scenario& s, const std::string& format, const OutputRequest& request) {
  const double w = s.table_width_cm * request.px_per_cm, h = s.table_depth_cm * request.px_per_cm;
  if (w <= kMaxCanvasSidePx && h <= kMaxCanvasSidePx && w * h <= kMaxCanvasPixels) return;
  const double fitting = std::floor(request.px_per_cm * std::min(kMaxCanvasSidePx / std::max(w, h),
                                                                 std::sqrt(kMaxCanvasPixels / (w * h))));
  throw InputError("--format " + format + ": the " + format_number(s.table_width_cm) + " x " +
                   format_number(s.table_depth_cm) + " cm table at --px-per-cm " + format_number(request.px_per_cm) +
                   " is an image of " + whole(w) + " x " + whole(h) + " px, over the budget of " +
                   whole(kMaxCanvasSidePx) + " px a side and " + whole(kMaxCanvasPixels / 1e6) +
                   " million px: use --px-per-cm " +
                   (fitting >= 1 ? format_number(fitting) + " or less" : std::string("1 and a smaller table")));
}

// FOS-B1: a board of --cell-cm cells, and its picture at --px-per-cm (at least 12 px a cell, as
// fos_board_png draws it).
void check_fos(const Scenario& s, const OutputRequest& request) {
  auto cells_at = [&](double cell_cm) {
    return std::ceil(s.table_width_cm / cell_cm) * std::ceil(s.table_depth_cm / cell_cm);
  };
  const double cells = cells_at(request.cell_cm);
  if (cells > kMaxFosCells) {
    // The least cell size in hundredths that fits (the cells only grow fewer as it grows).
    double fitting = std::ceil(request.cell_cm * std::sqrt(cells / kMaxFosCells) * 100) / 100;
    while (cells_at(fitting) > kMaxFosCells) fitting += 0.01;
    while (fitting - 0.01 > request.cell_cm && cells_at(fitting - 0.01) <= kMaxFosCells) fitting -= 0.01;
    throw InputError("--format fos: the " + format_number(s.table_width_cm) + " x " +
                     format_number(s.table_depth_cm) + " cm table in --cell-cm " + format_number(request.cell_cm) +
                     " cells is a board of " + whole(cells) + " cells, over the budget of " + whole(kMaxFosCells) +
                     " (the lines of sight grow with their square): use --cell-cm " +
                     format_number(std::round(fitting * 100) / 100) + " or more");
  }
  const double cell_px = std::max(12.0, std::round(request.px_per_cm * request.cell_cm));
  const double pixels = cells * cell_px * cell_px;
  if (pixels > kMaxCanvasPixels)
    throw InputError("--format fos: its board picture at --px-per-cm " + format_number(request.px_per_cm) + " is " +
                     whole(pixels / 1e6) + " million px, over the budget of " + whole(kMaxCanvasPixels / 1e6) +
                     " million px: use a smaller --px-per-cm or a larger --cell-cm");
}

}  // namespace

void check_output_limits(const Scenario& scenario, const std::string& format, const OutputRequest& request) {
  if (format == "png" || format == "svg") check_canvas(scenario, format, request);
  if (format == "map-png" || format == "dd2vtt" || format == "tmj") check_table_image(scenario, format, request);
  if (format == "fos") check_fos(scenario, request);
  if (format == "pdf") check_pdf(scenario, request);
}

}  // namespace wargen
