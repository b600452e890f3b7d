// Orchestration: page layout, title, edge labels, key and scale, and the PNG path.
#include "render/map_renderer.hpp"

#include <cairo.h>

#include <cmath>
#include <memory>
#include <stdexcept>

#include "render/cairo_handles.hpp"
#include "render/map_layout.hpp"
#include "render/png_raster.hpp"
#include "render/side_captions.hpp"
#include "render/umpire_watermark.hpp"

namespace wargen {

namespace {

using render::ContextPtr;
using render::HAlign;
using render::make_context;
using render::SurfacePtr;
using render::VAlign;

render::MapLayout layout_for(const Scenario& scenario, const RenderOptions& options) {
  // A 1x1 image surface is enough to measure text.
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  ContextPtr cr = make_context(surface.get(), "measuring text");
  render::MapLayout layout = render::compute_layout(cr.get(), scenario, options);
  render::check_status(cr.get(), "measuring text");
  return layout;
}

// The side holding each long edge above and below the table, with its role and army when the
// scenario records them (side_captions.cpp).
void draw_edge_labels(cairo_t* cr, const Scenario& scenario, const render::MapLayout& L) {
  const std::string north_side = render::side_at_edge(scenario, "north");
  const std::string south_side = render::side_at_edge(scenario, "south");
  const double cx = L.table_x + L.table_w / 2;
  render::select_font(cr, 2.4 * L.s, false, true);
  render::set_color(cr, render::side_ink(north_side));
  render::draw_text(cr, render::edge_caption(scenario, "north"), {cx, L.north_label_y}, HAlign::centre, VAlign::bottom);
  render::set_color(cr, render::side_ink(south_side));
  render::draw_text(cr, render::edge_caption(scenario, "south"), {cx, L.south_label_y}, HAlign::centre, VAlign::top);
}

// draw_map with its layout already made (render_png has made it to size the canvas).
void draw_laid_out_map(cairo_t* cr, const Scenario& scenario, const RenderOptions& options, const render::MapLayout& L) {
  const double s = L.s;

  cairo_save(cr);
  render::apply_font_options(cr);
  cairo_rectangle(cr, 0, 0, L.width, L.height);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill(cr);

  render::select_font(cr, L.title_font_px, false, true);
  render::set_color(cr, render::hex(0x1A1A1A));
  for (std::size_t i = 0; i < L.title.size(); ++i)
    render::draw_text(cr, L.title[i], {L.table_x, L.title_y + static_cast<double>(i) * L.title_line_px}, HAlign::left,
                      VAlign::top);
  render::select_font(cr, 2.0 * s);
  render::set_color(cr, render::hex(0x555555));
  render::draw_text(cr, L.subtitle, {L.table_x, L.subtitle_y}, HAlign::left, VAlign::top);
  if (!L.umpire_line.empty()) {
    render::select_font_to_fit(cr, L.umpire_line, L.table_w, 2.0 * s, true);
    render::set_color(cr, render::kUmpireInk);
    render::draw_text(cr, L.umpire_line, {L.table_x, L.umpire_line_y}, HAlign::left, VAlign::top);
  }

  render::draw_table(cr, scenario, L);
  render::check_status(cr, "drawing the table");
  draw_edge_labels(cr, scenario, L);
  render::draw_grid_coordinates(cr, scenario, L);
  render::draw_scale_block(cr, L.scale_x, L.scale_y, s);
  render::draw_legend(cr, L.legend, L.legend_layout, L.legend_x, L.legend_y, s);
  if (options.view == MapView::umpire)
    render::draw_umpire_watermark(cr, {L.table_x, L.table_y, L.table_x + L.table_w, L.table_y + L.table_h});
  cairo_restore(cr);
  render::check_status(cr, "drawing the key");
}

}  // namespace

void draw_map(_cairo* cr, const Scenario& scenario, const RenderOptions& options) {
  if (cr == nullptr) throw std::invalid_argument("draw_map: null cairo context");
  render::check_status(cr, "before drawing");
  draw_laid_out_map(cr, scenario, options, render::compute_layout(cr, scenario, options));
}

CanvasSize map_canvas_size(const Scenario& scenario, const RenderOptions& options) {
  const render::MapLayout L = layout_for(scenario, options);
  return {static_cast<int>(std::ceil(L.width)), static_cast<int>(std::ceil(L.height))};
}

std::string render_png(const Scenario& scenario, const RenderOptions& options,
                       const std::function<void(const render::RasterView&)>& seen) {
  const render::MapLayout L = layout_for(scenario, options);
  return render::draw_to_png(
      static_cast<int>(std::ceil(L.width)), static_cast<int>(std::ceil(L.height)),
      [&](cairo_t* cr) {
        render::check_status(cr, "before drawing");
        draw_laid_out_map(cr, scenario, options, L);
      },
      render::table_png_metadata(L, scenario.table_width_cm),
      seen);
}

std::string render_png_from_larger(const Scenario& scenario, const RenderOptions& options,
                                   const render::RasterView& larger) {
  const render::MapLayout L = layout_for(scenario, options);
  const int width = static_cast<int>(std::ceil(L.width)), height = static_cast<int>(std::ceil(L.height));
  if (larger.width <= width || larger.height <= height) return render_png(scenario, options);
  const render::Raster small = render::box_downsample(larger, width, height);
  return encode_png_argb32(reinterpret_cast<const unsigned char*>(small.argb.data()), width, height, width * 4,
                           render::table_png_metadata(L, scenario.table_width_cm));
}

}  // namespace wargen
