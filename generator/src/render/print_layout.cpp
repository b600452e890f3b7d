#include "render/print_layout.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace wargen::render {

namespace {

// Round scales a ruler or a scale rule reads easily.
constexpr int kRoundScales[] = {2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100};

// Tiles needed to cover `length` with windows of `frame` overlapping by `overlap`.
int tiles_needed(double length, double frame, double overlap) {
  if (length <= frame) return 1;
  return static_cast<int>(std::ceil((length - overlap) / (frame - overlap) - 1e-9));
}

TilePlan plan_for(double w, double d, Paper paper, int scale, bool landscape, int head_lines) {
  TilePlan plan;
  plan.paper = paper;
  plan.landscape = landscape;
  plan.page = paper_size(paper, landscape);
  plan.scale = scale;
  plan.table_width_cm = w;
  plan.table_depth_cm = d;
  plan.head_lines = head_lines;
  const double side_cm = kMarginCm + kCropGapCm;              // left and right
  const double bottom_cm = kMarginCm + kLineCm + kCropGapCm;  // ruler line, crop marks
  const double extra_head_cm = (head_lines - 1) * kLineCm;    // the index's further lines
  const double top_cm = bottom_cm + extra_head_cm;            // page index, crop marks
  const double frame_w_paper = plan.page.width_pt / kPtPerCm - 2 * side_cm;
  const double frame_h_paper = plan.page.height_pt / kPtPerCm - 2 * bottom_cm - extra_head_cm;
  plan.frame_x_pt = side_cm * kPtPerCm;
  plan.frame_y_pt = top_cm * kPtPerCm;
  plan.frame_w_cm = frame_w_paper * scale;
  plan.frame_h_cm = frame_h_paper * scale;
  const double overlap = kOverlapCm * scale;
  plan.cols = tiles_needed(w, plan.frame_w_cm, overlap);
  plan.rows = tiles_needed(d, plan.frame_h_cm, overlap);
  // Spread the windows evenly rather than leave what remains to a last column (or row) a few cm
  // wide: every page then prints a full frame, and the neighbours share a little more than the
  // promised overlap.
  plan.step_x_cm = plan.cols > 1 ? (w - plan.frame_w_cm) / (plan.cols - 1) : plan.frame_w_cm - overlap;
  plan.step_y_cm = plan.rows > 1 ? (d - plan.frame_h_cm) / (plan.rows - 1) : plan.frame_h_cm - overlap;
  for (int r = 0; r < plan.rows; ++r)
    for (int c = 0; c < plan.cols; ++c) {
      Tile t;
      t.row = r;
      t.col = c;
      t.x0_cm = c * plan.step_x_cm;
      t.x1_cm = std::min(w, t.x0_cm + plan.frame_w_cm);
      t.y1_cm = d - r * plan.step_y_cm;
      t.y0_cm = std::max(0.0, t.y1_cm - plan.frame_h_cm);
      plan.tiles.push_back(t);
    }
  return plan;
}

}  // namespace

PageSize paper_size(Paper paper, bool landscape) {
  PageSize size;
  switch (paper) {
    case Paper::a4:
      size = {21.0 * kPtPerCm, 29.7 * kPtPerCm};
      break;
    case Paper::a3:
      size = {29.7 * kPtPerCm, 42.0 * kPtPerCm};
      break;
    case Paper::letter:
      size = {612.0, 792.0};
      break;  // 8.5 x 11 in
  }
  if (landscape) std::swap(size.width_pt, size.height_pt);
  return size;
}

std::string paper_name(Paper paper) {
  switch (paper) {
    case Paper::a4:
      return "A4";
    case Paper::a3:
      return "A3";
    case Paper::letter:
      return "Letter";
  }
  return "?";
}

Point TilePlan::to_page(const Tile& tile, Point table_cm) const {
  const double k = pt_per_table_cm();
  return {frame_x_pt + (table_cm.x - tile.x0_cm) * k, frame_y_pt + (tile.y1_cm - table_cm.y) * k};
}

TilePlan plan_tiles(double table_width_cm, double table_depth_cm, Paper paper, int scale, int head_lines) {
  if (scale < 1) throw std::invalid_argument("plan_tiles: the scale must be 1:1 or smaller");
  if (!(table_width_cm > 0) || !(table_depth_cm > 0)) throw std::invalid_argument("plan_tiles: empty table");
  if (head_lines < 1) throw std::invalid_argument("plan_tiles: at least one line of page index");
  TilePlan landscape = plan_for(table_width_cm, table_depth_cm, paper, scale, true, head_lines);
  TilePlan portrait = plan_for(table_width_cm, table_depth_cm, paper, scale, false, head_lines);
  return portrait.tiles.size() < landscape.tiles.size() ? portrait : landscape;
}

FitPlan plan_fit(const Scenario& scenario, const RenderOptions& map, Paper paper, int text_lines) {
  // The canvas is proportional to px per cm, so measure it once, large enough that rounding to
  // whole pixels does not matter, and scale.
  constexpr double kMeasureAt = 20;
  RenderOptions measure = map;
  measure.px_per_cm = kMeasureAt;
  const CanvasSize at20 = map_canvas_size(scenario, measure);
  const double canvas_w_units = at20.width_px / kMeasureAt, canvas_h_units = at20.height_px / kMeasureAt;
  const double statement_cm = (text_lines + 1) * kLineCm;
  // A line at the head and one at the foot of the page, kept in both copies so they print at the
  // same scale: an umpire's page says UMPIRE there.
  const double head_cm = kLineCm, foot_cm = kLineCm;
  for (int scale : kRoundScales)
    for (bool landscape : {true, false}) {
      FitPlan plan;
      plan.paper = paper;
      plan.landscape = landscape;
      plan.page = paper_size(paper, landscape);
      plan.scale = scale;
      const double k = plan.pt_per_table_cm();
      const double w = canvas_w_units * k, h = canvas_h_units * k;
      const double room_w = plan.page.width_pt - 2 * kMarginCm * kPtPerCm;
      const double room_h = plan.page.height_pt - (2 * kMarginCm + head_cm + foot_cm + statement_cm) * kPtPerCm;
      if (w > room_w || h > room_h) continue;
      plan.map_x_pt = (plan.page.width_pt - w) / 2;
      plan.map_y_pt =
          head_cm * kPtPerCm + (plan.page.height_pt - h - (head_cm + foot_cm + statement_cm) * kPtPerCm) / 2;
      plan.statement_y_pt = plan.map_y_pt + h + kLineCm * kPtPerCm / 2;
      return plan;
    }
  throw std::invalid_argument("plan_fit: the table is too large to fit one page even at 1:100");
}

std::string scale_statement(int scale) {
  const std::string n = std::to_string(scale);
  return "Scale 1:" + n + " \u2013 1 cm on this page is " + n + " cm on the table (1 in is " + n + " in)";
}

}  // namespace wargen::render
