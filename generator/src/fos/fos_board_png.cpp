// fos_board_png: the board as a player would draw it on squared paper, north at the top: cells
// coloured by surface, hill levels shaded and numbered, edge obstacles as thick strokes on the
// cell edges, roads through their cells, crossings, objectives with their points, and each
// deployment zone framed in its side's colour (not tinted: every cell keeps its legend colour). Column and row numbers
// along the margins match the [col, row] of the YAML.
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/number_text.hpp"
#include "fos/fos_board.hpp"
#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/map_layout.hpp"
#include "render/png_encoder.hpp"
#include "render/png_raster.hpp"

namespace wargen {

namespace {

using render::hex;
using render::Rgb;
using sight::Cell;

constexpr Rgb kCoverFill = hex(0x7DA862);
constexpr Rgb kWaterFill = hex(0x8DBBE0);
constexpr Rgb kHillInk = hex(0x8A5A2B);
constexpr Rgb kGridInk = hex(0x9A9A88);
constexpr Rgb kRoadInk = hex(0xB08850);
constexpr Rgb kSideA = hex(0xC0392B);
constexpr Rgb kSideB = hex(0x2E5C9A);
constexpr Rgb kObjectiveFill = hex(0xF2C230);

struct Frame {
  double cell_px = 0;
  double left = 0, top = 0;  // the board's north-west corner in pixels
  int rows = 0;
  Point corner(int col, int row) const { return {left + col * cell_px, top + (rows - row) * cell_px}; }
  Point centre(Cell c) const { return {left + (c.col + 0.5) * cell_px, top + (rows - c.row - 0.5) * cell_px}; }
};

void fill_cell(cairo_t* cr, const Frame& f, Cell c, Rgb colour, double alpha = 1) {
  const Point nw = f.corner(c.col, c.row + 1);
  cairo_rectangle(cr, nw.x, nw.y, f.cell_px, f.cell_px);
  render::set_color(cr, colour, alpha);
  cairo_fill(cr);
}

void stroke_line(cairo_t* cr, Point a, Point b, Rgb colour, double width) {
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
  render::set_color(cr, colour);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

void draw_cells(cairo_t* cr, const Frame& f, const sight::Board& board) {
  for (int row = 0; row < board.rows(); ++row)
    for (int col = 0; col < board.cols(); ++col) {
      const Cell c{col, row};
      const sight::Surface s = board.surface(c);
      fill_cell(cr, f, c,
                s == sight::Surface::cover       ? kCoverFill
                : s == sight::Surface::forbidden ? kWaterFill
                                                 : render::kCloth);
      if (const int level = board.level(c); level > 0) {
        fill_cell(cr, f, c, kHillInk, std::min(0.75, 0.35 * level));
        render::select_font(cr, 0.32 * f.cell_px, false, true);
        render::set_color(cr, hex(0x4A2E12));
        const Point nw = f.corner(col, row + 1);
        render::draw_text(cr, std::to_string(level), {nw.x + 0.08 * f.cell_px, nw.y + 0.06 * f.cell_px},
                          render::HAlign::left, render::VAlign::top);
      }
    }
  render::set_color(cr, kGridInk);
  cairo_set_line_width(cr, 1);
  for (int col = 0; col <= board.cols(); ++col) {
    const Point a = f.corner(col, 0), b = f.corner(col, board.rows());
    cairo_move_to(cr, std::round(a.x) + 0.5, a.y);
    cairo_line_to(cr, std::round(b.x) + 0.5, b.y);
  }
  for (int row = 0; row <= board.rows(); ++row) {
    const Point a = f.corner(0, row), b = f.corner(board.cols(), row);
    cairo_move_to(cr, a.x, std::round(a.y) + 0.5);
    cairo_line_to(cr, b.x, std::round(b.y) + 0.5);
  }
  cairo_stroke(cr);
}

void draw_edges(cairo_t* cr, const Frame& f, const sight::Board& board) {
  auto ink = [](sight::EdgeObstacle o) {
    return o == sight::EdgeObstacle::stream     ? hex(0x2F6FB0)
           : o == sight::EdgeObstacle::obstacle ? hex(0x5B3A1A)
                                                : hex(0x222222);
  };
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  for (int row = 0; row < board.rows(); ++row)
    for (int col = 0; col < board.cols(); ++col) {
      const Cell c{col, row};
      if (auto o = board.east_edge(c); o != sight::EdgeObstacle::none)
        stroke_line(cr, f.corner(col + 1, row), f.corner(col + 1, row + 1), ink(o), 0.16 * f.cell_px);
      if (auto o = board.north_edge(c); o != sight::EdgeObstacle::none)
        stroke_line(cr, f.corner(col, row + 1), f.corner(col + 1, row + 1), ink(o), 0.16 * f.cell_px);
    }
}

// A road joins the centres of neighbouring road cells (a diagonal only where no square path
// joins them), so the drawn road follows the cells a unit moves through.
void draw_roads(cairo_t* cr, const Frame& f, const sight::ScenarioBoard& sb) {
  const sight::Board& board = sb.board;
  auto road = [&](Cell c) { return board.contains(c) && sb.has_road(c); };
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  for (int row = 0; row < board.rows(); ++row)
    for (int col = 0; col < board.cols(); ++col) {
      const Cell c{col, row};
      if (!road(c)) continue;
      const Point p = f.centre(c);
      cairo_arc(cr, p.x, p.y, 0.1 * f.cell_px, 0, render::kTwoPi);
      render::set_color(cr, kRoadInk);
      cairo_fill(cr);
      for (Cell n : {Cell{col + 1, row}, Cell{col, row + 1}})
        if (road(n)) stroke_line(cr, p, f.centre(n), kRoadInk, 0.18 * f.cell_px);
      for (Cell n : {Cell{col + 1, row + 1}, Cell{col - 1, row + 1}})
        if (road(n) && !road({n.col, row}) && !road({col, n.row}))
          stroke_line(cr, p, f.centre(n), kRoadInk, 0.18 * f.cell_px);
    }
}

void draw_zones(cairo_t* cr, const Frame& f, const sight::ScenarioBoard& sb) {
  const sight::Board& board = sb.board;
  for (const auto& z : sb.deployment) {
    std::vector<std::uint8_t> in(static_cast<std::size_t>(board.cols() * board.rows()), 0);
    for (Cell c : z.cells) in[static_cast<std::size_t>(c.row * board.cols() + c.col)] = 1;
    auto inside = [&](Cell c) {
      return board.contains(c) && in[static_cast<std::size_t>(c.row * board.cols() + c.col)];
    };
    const Rgb colour = z.side == "B" ? kSideB : kSideA;
    for (Cell c : z.cells) {
      const double w = 0.12 * f.cell_px;
      if (!inside({c.col - 1, c.row})) stroke_line(cr, f.corner(c.col, c.row), f.corner(c.col, c.row + 1), colour, w);
      if (!inside({c.col + 1, c.row}))
        stroke_line(cr, f.corner(c.col + 1, c.row), f.corner(c.col + 1, c.row + 1), colour, w);
      if (!inside({c.col, c.row - 1})) stroke_line(cr, f.corner(c.col, c.row), f.corner(c.col + 1, c.row), colour, w);
      if (!inside({c.col, c.row + 1}))
        stroke_line(cr, f.corner(c.col, c.row + 1), f.corner(c.col + 1, c.row + 1), colour, w);
    }
  }
}

void draw_badge(cairo_t* cr, Point at, const std::string& text, Rgb fill, double size_px) {
  render::select_font(cr, size_px, false, true);
  const double w = render::text_width(cr, text) + 0.6 * size_px, h = 1.35 * size_px;
  cairo_rectangle(cr, at.x - w / 2, at.y - h / 2, w, h);
  render::set_color(cr, fill);
  cairo_fill_preserve(cr);
  render::set_color(cr, hex(0x222222));
  cairo_set_line_width(cr, 1);
  cairo_stroke(cr);
  render::draw_text(cr, text, at, render::HAlign::centre, render::VAlign::middle);
}

void draw_marks(cairo_t* cr, const Frame& f, const sight::ScenarioBoard& sb) {
  for (const auto& x : sb.crossings)
    draw_badge(cr, f.centre(x.cell), x.kind == "bridge" ? "B" : "F", hex(0xFFFFFF), 0.36 * f.cell_px);
  for (const auto& o : sb.objectives) {
    std::string text;
    for (const auto& [side, points] : o.site.points)
      text += (text.empty() ? "" : " ") +
              (side == "value_pct" ? std::to_string(points) + "%" : side + std::to_string(points));
    if (text.empty()) text = o.site.kind == "vp_marker" ? "VP" : "obj";  // a hidden value is not 0
    const Point c = f.centre(o.cell);
    draw_badge(cr, {c.x, c.y + 0.3 * f.cell_px}, text, kObjectiveFill, 0.3 * f.cell_px);
  }
}

void draw_margins(cairo_t* cr, const Frame& f, const Scenario& scenario, const sight::Board& board) {
  render::select_font(cr, std::max(9.0, 0.32 * f.cell_px));
  render::set_color(cr, hex(0x333333));
  for (int col = 0; col < board.cols(); col += 5)
    render::draw_text(cr, std::to_string(col), {f.centre({col, 0}).x, f.corner(0, 0).y + 4}, render::HAlign::centre,
                      render::VAlign::top);
  for (int row = 0; row < board.rows(); row += 5)
    render::draw_text(cr, std::to_string(row), {f.left - 5, f.centre({0, row}).y}, render::HAlign::right,
                      render::VAlign::middle);
  render::select_font(cr, std::max(11.0, 0.45 * f.cell_px), false, true);
  const std::string title = scenario.id + " · Fields of Strategy board · " + format_number(board.cell_cm()) +
                            " cm cells · " + std::to_string(board.cols()) + " × " + std::to_string(board.rows());
  render::draw_text(cr, title, {f.left, f.top - 8}, render::HAlign::left, render::VAlign::bottom);
  render::select_font(cr, std::max(9.0, 0.3 * f.cell_px));
  render::draw_text(cr, "north ↑   A south, B north   green cover · blue water · brown hill levels · B bridge, F ford",
                    {f.left, f.corner(0, 0).y + 0.9 * f.cell_px + 6}, render::HAlign::left, render::VAlign::top);
}

// pHYs and the table frame, as every PNG of ours carries them (docs/exports.md): cell 0 0 starts
// at the table's south-west corner, and a cell of cell_cm is cell_px wide.
PngMetadata table_metadata(const Frame& f, const Scenario& scenario, const sight::Board& board) {
  render::MapLayout layout;
  layout.s = f.cell_px / board.cell_cm();
  layout.depth_cm = scenario.table_depth_cm;
  layout.table_w = scenario.table_width_cm * layout.s;
  layout.table_h = scenario.table_depth_cm * layout.s;
  layout.table_x = f.left;
  layout.table_y = f.corner(0, 0).y - layout.table_h;
  return render::table_png_metadata(layout, scenario.table_width_cm);
}

}  // namespace

std::string fos_board_png(const Scenario& scenario, const FosBoard& fos, double px_per_cm) {
  const sight::Board& board = fos.cells.board;
  Frame f;
  f.cell_px = std::max(12.0, std::round(px_per_cm * board.cell_cm()));
  f.left = std::round(1.4 * f.cell_px) + 12;
  f.top = std::round(1.2 * f.cell_px) + 10;
  f.rows = board.rows();
  const int width = static_cast<int>(f.left + board.cols() * f.cell_px + 0.6 * f.cell_px);
  const int height = static_cast<int>(f.top + board.rows() * f.cell_px + 2.0 * f.cell_px + 16);
  render::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
  {
    render::ContextPtr cr = render::make_context(surface.get(), "drawing the FoS board");
    // The map's font options: without them the glyphs depend on what else this process drew.
    render::apply_font_options(cr.get());
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    draw_cells(cr.get(), f, board);
    draw_zones(cr.get(), f, fos.cells);
    draw_roads(cr.get(), f, fos.cells);
    draw_edges(cr.get(), f, board);
    draw_marks(cr.get(), f, fos.cells);
    draw_margins(cr.get(), f, scenario, board);
    render::check_status(cr.get(), "drawing the FoS board");
  }
  cairo_surface_flush(surface.get());
  render::check_surface(surface.get(), "drawing the FoS board");
  const auto rgb = argb32_premultiplied_to_rgb(cairo_image_surface_get_data(surface.get()), width, height,
                                               cairo_image_surface_get_stride(surface.get()));
  return encode_png_rgb(rgb.data(), width, height, table_metadata(f, scenario, board));
}

}  // namespace wargen
