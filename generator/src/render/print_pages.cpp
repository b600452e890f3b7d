#include "render/print_pages.hpp"

#include <algorithm>

#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/map_layout.hpp"
#include "render/page_writer.hpp"
#include "render/umpire_watermark.hpp"
#include "scenario/copy_marking.hpp"
#include "scenario/table_label.hpp"

namespace wargen::render {

namespace {

constexpr double kIndexPt = 8.5;
constexpr double kSmallPt = 7;
constexpr double kNoteLinePt = kIndexPt * 1.35;
constexpr Rgb kMarkInk = hex(0x1A1A1A);
constexpr Rgb kGuideInk = hex(0xA3245E);  // cut and guide lines stand out from the map's colours

bool umpire_copy(const RenderOptions& map) { return map.view == MapView::umpire; }

std::string view_name(const RenderOptions& map) {
  return umpire_copy(map) ? std::string(kUmpireMark) + "'S MAP" : "player's map";
}

// An umpire's map page says so in the lines plan_fit keeps free at its head and foot.
void draw_umpire_head_and_foot(cairo_t* cr, const Scenario& scenario, const FitPlan& fit, const RenderOptions& map,
                               const PageNumbers& numbers) {
  if (!umpire_copy(map)) return;
  const double left = kMarginCm * kPtPerCm, width = fit.page.width_pt - 2 * left;
  set_color(cr, kUmpireInk);
  select_font_to_fit(cr, kUmpireBanner, width, kIndexPt, true);
  draw_text(cr, kUmpireBanner, {left, left}, HAlign::left, VAlign::top);
  const std::string foot = std::string(kUmpireFooter) + " \u00b7 " + label_prefix(scenario) + scenario.id +
                           " \u00b7 page " + std::to_string(numbers.page) + " of " + std::to_string(numbers.count);
  select_font_to_fit(cr, foot, width, kIndexPt, true);
  draw_text(cr, foot, {left, fit.page.height_pt - left}, HAlign::left, VAlign::bottom);
}

std::string scale_name(int scale) { return scale == 1 ? "1:1 true size" : "1:" + std::to_string(scale); }

std::string page_range(int first, int last) {
  return first == last ? "page " + std::to_string(first)
                       : "pages " + std::to_string(first) + "\u2013" + std::to_string(last);
}

// A registration target: laid over its twin on the neighbouring page, the two pages line up.
void draw_target(cairo_t* cr, Point at) {
  const double r = 0.3 * kPtPerCm, arm = 0.5 * kPtPerCm;
  cairo_save(cr);
  set_color(cr, kMarkInk);
  cairo_set_line_width(cr, 0.5);
  cairo_new_sub_path(cr);
  cairo_arc(cr, at.x, at.y, r, 0, kTwoPi);
  cairo_move_to(cr, at.x - arm, at.y);
  cairo_line_to(cr, at.x + arm, at.y);
  cairo_move_to(cr, at.x, at.y - arm);
  cairo_line_to(cr, at.x, at.y + arm);
  cairo_stroke(cr);
  cairo_restore(cr);
}

// Crop marks: short lines continuing the window's edges out into the margin, clear of the corner.
void draw_crop_marks(cairo_t* cr, Point nw, Point se) {
  const double gap = 0.1 * kPtPerCm, len = 0.35 * kPtPerCm;
  cairo_save(cr);
  set_color(cr, kMarkInk);
  cairo_set_line_width(cr, 0.4);
  for (Point c : {nw, Point{se.x, nw.y}, se, Point{nw.x, se.y}}) {
    const double sx = c.x == nw.x ? -1 : 1, sy = c.y == nw.y ? -1 : 1;
    cairo_move_to(cr, c.x + sx * gap, c.y);
    cairo_line_to(cr, c.x + sx * (gap + len), c.y);
    cairo_move_to(cr, c.x, c.y + sy * gap);
    cairo_line_to(cr, c.x, c.y + sy * (gap + len));
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

// The band a neighbouring page will cover: veiled, with a dashed line where that page's
// trimmed edge goes and a note saying so.
void draw_overlap_band(cairo_t* cr, Point from, Point to, bool vertical_line, const std::string& note) {
  cairo_save(cr);
  cairo_rectangle(cr, from.x, from.y, to.x - from.x, to.y - from.y);
  cairo_set_source_rgba(cr, 1, 1, 1, 0.4);
  cairo_fill(cr);
  set_color(cr, kGuideInk);
  cairo_set_line_width(cr, 0.8);
  const double dash[] = {4, 2.5};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_move_to(cr, from.x, from.y);
  cairo_line_to(cr, vertical_line ? from.x : to.x, vertical_line ? to.y : from.y);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  select_font(cr, kSmallPt, false, true);
  if (vertical_line)
    draw_text(cr, note, {(from.x + to.x) / 2, (from.y + to.y) / 2}, HAlign::centre, VAlign::middle, 2.0,
              -std::numbers::pi / 2);
  else
    draw_text(cr, note, {(from.x + to.x) / 2, (from.y + to.y) / 2}, HAlign::centre, VAlign::middle, 2.0);
  cairo_restore(cr);
}

// A bar exactly 10 cm long on paper with a tick every centimetre: the reader's check that the
// printer did not shrink the page.
void draw_check_bar(cairo_t* cr, double x, double y, int scale, double right) {
  const double len = 10 * kPtPerCm, h = 0.22 * kPtPerCm;
  cairo_save(cr);
  for (int i = 0; i < 10; ++i) {
    cairo_rectangle(cr, x + i * kPtPerCm, y, kPtPerCm, h);
    set_color(cr, i % 2 == 0 ? hex(0x1A1A1A) : hex(0xFFFFFF));
    cairo_fill(cr);
  }
  cairo_rectangle(cr, x, y, len, h);
  set_color(cr, kMarkInk);
  cairo_set_line_width(cr, 0.4);
  cairo_stroke(cr);
  std::string note = "\u2190 this bar must measure 10 cm: print at 100 %, \u201cactual size\u201d";
  if (scale > 1) note += " (" + std::to_string(10 * scale) + " cm on the table)";
  select_font_to_fit(cr, note, right - (x + len + 0.3 * kPtPerCm), kSmallPt);
  draw_text(cr, note, {x + len + 0.3 * kPtPerCm, y + h / 2}, HAlign::left, VAlign::middle);
  cairo_restore(cr);
}

// Where this page lies among all tiles: one small cell per tile, this one filled.
void draw_locator(cairo_t* cr, const TilePlan& plan, const Tile& tile, double right, double top, double height) {
  const double cell = std::min(0.3 * kPtPerCm, height / plan.rows);
  const double x0 = right - cell * plan.cols;
  cairo_save(cr);
  cairo_set_line_width(cr, 0.4);
  for (const Tile& t : plan.tiles) {
    cairo_rectangle(cr, x0 + t.col * cell, top + t.row * cell, cell, cell);
    set_color(cr, t.row == tile.row && t.col == tile.col ? kGuideInk : hex(0xFFFFFF));
    cairo_fill_preserve(cr);
    set_color(cr, hex(0x555555));
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

MapLayout measure_layout(const Scenario& scenario, const RenderOptions& options) {
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  ContextPtr cr = make_context(surface.get(), "measuring text");
  return compute_layout(cr.get(), scenario, options);
}

// The reduced map at the fit plan's scale, placed on the page.
MapLayout draw_reduced_map(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const FitPlan& fit) {
  RenderOptions options = map;
  options.px_per_cm = fit.pt_per_table_cm();
  cairo_save(cr);
  cairo_translate(cr, fit.map_x_pt, fit.map_y_pt);
  draw_map(cr, scenario, options);
  cairo_restore(cr);
  return measure_layout(scenario, options);
}

// A tile page's index: which game, which tile, which page, at what scale, whose copy, and the
// title, so a stack of printed pages says which game it is. In one line when it fits at a readable size; else the title goes on a line of its own.
struct TileHead {
  std::string index, rest, title;
};

TileHead tile_head(const Scenario& scenario, const RenderOptions& map, const TilePlan& plan, const Tile& tile,
                   const PageNumbers& numbers) {
  TileHead head;
  const std::string marking = umpire_copy(map) ? std::string(kUmpireFooter) + " \u00b7 " : "";
  head.index = marking + label_prefix(scenario) + scenario.id + " \u00b7 row " + std::to_string(tile.row + 1) +
               ", col " + std::to_string(tile.col + 1) + " of " + std::to_string(plan.rows) + " \u00d7 " +
               std::to_string(plan.cols);
  head.rest = " \u00b7 page " + std::to_string(numbers.page) + " of " + std::to_string(numbers.count) + " \u00b7 " +
              scale_name(plan.scale) + " on " + paper_name(plan.paper) + " \u00b7 " + view_name(map);
  head.title = scenario.title;
  return head;
}

// Room for the index: from the frame's left edge to the locator at the right.
double head_locator_height(const TilePlan& plan) { return (kLineCm * plan.head_lines + kCropGapCm - 0.15) * kPtPerCm; }
double head_locator_left(const TilePlan& plan) {
  const double right = plan.page.width_pt - plan.frame_x_pt - 1.0 * kPtPerCm;
  return right - std::min(0.3 * kPtPerCm, head_locator_height(plan) / plan.rows) * plan.cols;
}
double head_room(const TilePlan& plan) { return head_locator_left(plan) - plan.frame_x_pt - 0.3 * kPtPerCm; }

// The size the index's one line takes (bold index, regular rest), at most kIndexPt.
double one_line_size(cairo_t* cr, const TileHead& head, double room) {
  const std::string rest = head.rest + (head.title.empty() ? "" : " \u00b7 " + head.title);
  select_font(cr, kIndexPt, false, true);
  const double bold = text_width(cr, head.index);
  select_font(cr, kIndexPt);
  const double regular = text_width(cr, rest);
  return std::min(kIndexPt, kIndexPt * room / (bold + regular) * 0.98);
}

// Notes under a reduced map, each wrapped to `width`; the first is bold.
void draw_note_lines(cairo_t* cr, const std::vector<std::string>& notes, double x, double y, double width) {
  int row = 0;
  for (std::size_t i = 0; i < notes.size(); ++i) {
    if (notes[i].empty()) continue;
    select_font(cr, kIndexPt, false, i == 0);
    set_color(cr, hex(0x1E1E1E));
    for (const std::string& line : wrap_text(cr, notes[i], width))
      draw_text(cr, line, {x, y + row++ * kNoteLinePt}, HAlign::left, VAlign::top);
  }
}

}  // namespace

void draw_tile_page(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const TilePlan& plan,
                    const Tile& tile, const PageNumbers& numbers) {
  const double k = plan.pt_per_table_cm();
  const Point nw = plan.to_page(tile, {tile.x0_cm, tile.y1_cm});
  const Point se = plan.to_page(tile, {tile.x1_cm, tile.y0_cm});
  cairo_save(cr);
  apply_font_options(cr);

  // The window of the table, at scale: the table drawn with its north-west corner placed so the
  // window lands in the frame, clipped to the window, and only what reaches into it drawn.
  // (Painting one recording of the table on every page would store it once, but cairo 1.16 leaks
  // a recording painted into a PDF.)
  RenderOptions options = map;
  options.px_per_cm = k;
  MapLayout L = table_only_layout(scenario, options);
  const Point origin{nw.x - tile.x0_cm * k, nw.y - (plan.table_depth_cm - tile.y1_cm) * k};
  L.visible_px = Box{nw.x - origin.x, nw.y - origin.y, se.x - origin.x, se.y - origin.y};
  cairo_save(cr);
  cairo_rectangle(cr, nw.x, nw.y, se.x - nw.x, se.y - nw.y);
  cairo_clip(cr);
  cairo_translate(cr, origin.x, origin.y);
  draw_table(cr, scenario, L);
  cairo_restore(cr);

  // Overlap bands, covered by the next column's and next row's pages.
  const bool next_col = tile.col + 1 < plan.cols, next_row = tile.row + 1 < plan.rows;
  const double guide_x = (tile.col + 1) * plan.step_x_cm;
  const double guide_y = plan.table_depth_cm - (tile.row + 1) * plan.step_y_cm;
  if (next_col)
    draw_overlap_band(cr, plan.to_page(tile, {guide_x, tile.y1_cm}), se, true,
                      "col " + std::to_string(tile.col + 2) + " goes on top from here");
  if (next_row)
    draw_overlap_band(cr, plan.to_page(tile, {tile.x0_cm, guide_y}),
                      {next_col ? plan.to_page(tile, {guide_x, 0}).x : se.x, se.y}, false,
                      "row " + std::to_string(tile.row + 2) + " goes on top from here");

  // Registration targets on every edge shared with a neighbour, at the same table points on both
  // pages: a quarter and three quarters along the shared edge.
  std::vector<double> xs, ys;
  if (tile.col > 0) xs.push_back(tile.x0_cm);
  if (next_col) xs.push_back(guide_x);
  if (tile.row > 0) ys.push_back(tile.y1_cm);
  if (next_row) ys.push_back(guide_y);
  for (double x : xs)
    for (double f : {0.25, 0.75}) draw_target(cr, plan.to_page(tile, {x, tile.y0_cm + f * (tile.y1_cm - tile.y0_cm)}));
  for (double y : ys)
    for (double f : {0.25, 0.75}) draw_target(cr, plan.to_page(tile, {tile.x0_cm + f * (tile.x1_cm - tile.x0_cm), y}));

  cairo_rectangle(cr, nw.x, nw.y, se.x - nw.x, se.y - nw.y);
  set_color(cr, hex(0x9A9A9A));
  cairo_set_line_width(cr, 0.3);
  cairo_stroke(cr);
  draw_crop_marks(cr, nw, se);

  // Page index at the head, with the locator at the right: one line, in smaller type down to a
  // readable size; or, when the plan keeps a second line, the title on a line of its own.
  const double head_y = kMarginCm * kPtPerCm;
  const TileHead head = tile_head(scenario, map, plan, tile, numbers);
  const double room = head_room(plan);
  const bool title_line = plan.head_lines > 1 && !head.title.empty();
  const std::string rest = head.rest + (head.title.empty() || title_line ? "" : " \u00b7 " + head.title);
  const double head_pt = one_line_size(cr, {head.index, rest, ""}, room);
  set_color(cr, umpire_copy(map) ? kUmpireInk : hex(0x1A1A1A));
  select_font(cr, head_pt, false, true);
  draw_text(cr, head.index, {plan.frame_x_pt, head_y}, HAlign::left, VAlign::top);
  const double index_w = text_width(cr, head.index);
  select_font(cr, head_pt);
  draw_text(cr, rest, {plan.frame_x_pt + index_w, head_y}, HAlign::left, VAlign::top);
  if (title_line) {
    const FittedText title = fit_text(cr, head.title, room, kIndexPt, kMinReadablePt);
    double y = head_y + kLineCm * kPtPerCm;
    for (const std::string& line : title.lines) {
      draw_text(cr, line, {plan.frame_x_pt, y}, HAlign::left, VAlign::top);
      y += title.size_px * 1.2;
    }
  }
  draw_locator(cr, plan, tile, plan.page.width_pt - plan.frame_x_pt - 1.0 * kPtPerCm, head_y, head_locator_height(plan));

  // Under the window, between its crop marks: where the window lies on the table.
  const std::string where = "this page: x " + std::to_string(static_cast<int>(tile.x0_cm + 0.5)) + "\u2013" +
                            std::to_string(static_cast<int>(tile.x1_cm + 0.5)) + " cm, y " +
                            std::to_string(static_cast<int>(tile.y0_cm + 0.5)) + "\u2013" +
                            std::to_string(static_cast<int>(tile.y1_cm + 0.5)) + " cm from the south-west corner";
  select_font_to_fit(cr, where, se.x - nw.x - 1.0 * kPtPerCm, kSmallPt);
  set_color(cr, hex(0x444444));
  draw_text(cr, where, {(nw.x + se.x) / 2, se.y + kCropGapCm * kPtPerCm / 2}, HAlign::centre, VAlign::middle);
  // Foot: the 10 cm check bar.
  // An umpire's tile says so at the right of its foot too, and under a watermark across the window.
  const double foot_y = plan.page.height_pt - (kMarginCm + kLineCm) * kPtPerCm + 0.1 * kPtPerCm;
  double foot_right = plan.page.width_pt - plan.frame_x_pt;
  if (umpire_copy(map)) {
    select_font(cr, kIndexPt, false, true);
    set_color(cr, kUmpireInk);
    draw_text(cr, kUmpireFooter, {foot_right, foot_y + 0.11 * kPtPerCm}, HAlign::right, VAlign::middle);
    foot_right -= text_width(cr, kUmpireFooter) + 0.3 * kPtPerCm;
  }
  draw_check_bar(cr, plan.frame_x_pt, foot_y, plan.scale, foot_right);
  if (umpire_copy(map)) draw_umpire_watermark(cr, Box{nw.x, nw.y, se.x, se.y});
  cairo_restore(cr);
  check_status(cr, "drawing a tile page");
}

int tile_head_lines(const Scenario& scenario, const RenderOptions& map, const TilePlan& plan, int page_count) {
  if (scenario.title.empty()) return 1;
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  ContextPtr cr = make_context(surface.get(), "measuring the page index");
  apply_font_options(cr.get());
  // The widest index any page has: the last page's number, the last tile's row and column.
  PageNumbers numbers;
  numbers.page = numbers.count = page_count;
  return one_line_size(cr.get(), tile_head(scenario, map, plan, plan.tiles.back(), numbers), head_room(plan)) <
                 kMinReadablePt
             ? 2
             : 1;
}

void draw_overview_page(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const FitPlan& fit,
                        const TilePlan& tiles, const PageNumbers& numbers) {
  cairo_save(cr);
  apply_font_options(cr);
  const MapLayout L = draw_reduced_map(cr, scenario, map, fit);
  const Point origin{fit.map_x_pt, fit.map_y_pt};
  auto page_point = [&](Point table_cm) {
    const Point p = L.to_px(table_cm);
    return Point{origin.x + p.x, origin.y + p.y};
  };

  // Where each tile's trimmed edge falls, and each tile's own part of the table.
  set_color(cr, kGuideInk);
  cairo_set_line_width(cr, 0.9);
  const double dash[] = {3, 2};
  cairo_set_dash(cr, dash, 2, 0);
  for (int c = 1; c < tiles.cols; ++c) {
    const Point a = page_point({c * tiles.step_x_cm, 0}), b = page_point({c * tiles.step_x_cm, tiles.table_depth_cm});
    cairo_move_to(cr, a.x, a.y);
    cairo_line_to(cr, b.x, b.y);
  }
  for (int r = 1; r < tiles.rows; ++r) {
    const double y = tiles.table_depth_cm - r * tiles.step_y_cm;
    const Point a = page_point({0, y}), b = page_point({tiles.table_width_cm, y});
    cairo_move_to(cr, a.x, a.y);
    cairo_line_to(cr, b.x, b.y);
  }
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  for (std::size_t i = 0; i < tiles.tiles.size(); ++i) {
    const Tile& t = tiles.tiles[i];
    const double x1 = t.col + 1 < tiles.cols ? (t.col + 1) * tiles.step_x_cm : t.x1_cm;
    const double y0 = t.row + 1 < tiles.rows ? tiles.table_depth_cm - (t.row + 1) * tiles.step_y_cm : t.y0_cm;
    const Point centre = page_point({(t.x0_cm + x1) / 2, (y0 + t.y1_cm) / 2});
    const std::string where = "r" + std::to_string(t.row + 1) + " c" + std::to_string(t.col + 1);
    // The last column or row is what remains of the table and may be narrow: the label shrinks
    // to its width rather than run into the next one.
    select_font(cr, kSmallPt, false, true);
    const double room = (page_point({x1, 0}).x - page_point({t.x0_cm, 0}).x) * 0.9;
    const double size = std::max(3.5, std::min(kSmallPt, kSmallPt * room / text_width(cr, where)));
    select_font(cr, size, false, true);
    set_color(cr, kGuideInk);
    draw_text(cr, where, centre, HAlign::centre, VAlign::bottom, 2.0);
    select_font(cr, size);
    draw_text(cr, "p. " + std::to_string(numbers.first_tile + static_cast<int>(i)), centre, HAlign::centre, VAlign::top,
              2.0);
  }

  const int last_tile = numbers.first_tile + static_cast<int>(tiles.tiles.size()) - 1;
  std::vector<std::string> notes = {
      "The table at " + scale_name(tiles.scale) + " on " + page_range(numbers.first_tile, last_tile) + " (" +
          paper_name(tiles.paper) + (tiles.landscape ? " landscape" : " portrait") + "), " +
          std::to_string(tiles.rows) + " rows \u00d7 " + std::to_string(tiles.cols) +
          " columns, laid out as the dashed lines show: row 1 along the north edge, col 1 at the west edge.",
      "Print at 100 % (\u201cactual size\u201d, never \u201cfit to page\u201d): the 10 cm bar at the foot of each page "
      "must "
      "measure 10 cm.",
      "Trim the left margin of every page but col 1 and the top margin of every page but row 1, along the crop marks.",
      "Lay each trimmed page on its neighbour: its edge on the dashed line \u201cgoes on top from here\u201d, the "
      "\u2295 marks over each other. Tape from behind.",
      numbers.first_sheet > 0 ? "Placement sheet (every piece measured from the nearest corner): " +
                                    page_range(numbers.first_sheet, numbers.last_sheet) + "."
                              : std::string(),
      "Page " + std::to_string(numbers.page) + " of " + std::to_string(numbers.count) + " \u00b7 " + view_name(map)};
  draw_note_lines(cr, notes, fit.map_x_pt + L.table_x, fit.statement_y_pt, L.table_w);
  draw_umpire_head_and_foot(cr, scenario, fit, map, numbers);
  cairo_restore(cr);
  check_status(cr, "drawing the overview page");
}

void draw_fit_page(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const FitPlan& fit,
                   const PageNumbers& numbers) {
  cairo_save(cr);
  apply_font_options(cr);
  const MapLayout L = draw_reduced_map(cr, scenario, map, fit);
  std::vector<std::string> notes = {scale_statement(fit.scale) +
                                    ". Print at 100 % (\u201cactual size\u201d): the scale bars then measure true."};
  if (numbers.first_sheet > 0)
    notes.push_back("Placement sheet (every piece measured from the nearest corner): " +
                    page_range(numbers.first_sheet, numbers.last_sheet) + " \u00b7 page " +
                    std::to_string(numbers.page) + " of " + std::to_string(numbers.count) + " \u00b7 " +
                    view_name(map));
  draw_note_lines(cr, notes, fit.map_x_pt + L.table_x, fit.statement_y_pt, L.table_w);
  draw_umpire_head_and_foot(cr, scenario, fit, map, numbers);
  cairo_restore(cr);
  check_status(cr, "drawing the map page");
}

}  // namespace wargen::render
