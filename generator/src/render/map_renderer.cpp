// Orchestration: page layout, title, edge labels, key and scale, and the PNG path.
#include "render/map_renderer.hpp"

#include <cairo.h>

#include <cmath>
#include <memory>
#include <stdexcept>

#include "render/map_layout.hpp"
#include "render/png_encoder.hpp"

namespace wargen {

namespace {

using render::HAlign;
using render::VAlign;

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

ContextPtr make_context(cairo_surface_t* surface, const char* what) {
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error(std::string("map rendering failed (") + what +
                             "): " + cairo_status_to_string(cairo_surface_status(surface)));
  ContextPtr cr(cairo_create(surface));
  render::check_status(cr.get(), what);
  return cr;
}

render::MapLayout layout_for(const Scenario& scenario, const RenderOptions& options) {
  // A 1x1 image surface is enough to measure text.
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  ContextPtr cr = make_context(surface.get(), "measuring text");
  render::MapLayout layout = render::compute_layout(cr.get(), scenario, options);
  render::check_status(cr.get(), "measuring text");
  return layout;
}

// "Side A (south edge)" under the table and the north edge's side above it; A south and
// B north when the scenario has no deployment zones to say otherwise.
void draw_edge_labels(cairo_t* cr, const Scenario& scenario, const render::MapLayout& L) {
  std::string south_side = "A", north_side = "B";
  for (const DeploymentZone& z : scenario.deployment) {
    if (z.edge == "south") south_side = z.side;
    if (z.edge == "north") north_side = z.side;
  }
  const double cx = L.table_x + L.table_w / 2;
  render::select_font(cr, 2.4 * L.s, false, true);
  render::set_color(cr, render::side_ink(north_side));
  render::draw_text(cr, "Side " + north_side + " (north edge)", {cx, L.north_label_y}, HAlign::centre, VAlign::bottom);
  render::set_color(cr, render::side_ink(south_side));
  render::draw_text(cr, "Side " + south_side + " (south edge)", {cx, L.south_label_y}, HAlign::centre, VAlign::top);
}

}  // namespace

void draw_map(_cairo* cr, const Scenario& scenario, const RenderOptions& options) {
  if (cr == nullptr) throw std::invalid_argument("draw_map: null cairo context");
  render::check_status(cr, "before drawing");
  const render::MapLayout L = render::compute_layout(cr, scenario, options);
  const double s = L.s;

  cairo_save(cr);
  render::apply_font_options(cr);
  cairo_rectangle(cr, 0, 0, L.width, L.height);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill(cr);

  render::select_font(cr, 3.2 * s, false, true);
  render::set_color(cr, render::hex(0x1A1A1A));
  render::draw_text(cr, L.title, {L.table_x, L.title_y}, HAlign::left, VAlign::top);
  render::select_font(cr, 2.0 * s);
  render::set_color(cr, render::hex(0x555555));
  render::draw_text(cr, L.subtitle, {L.table_x, L.subtitle_y}, HAlign::left, VAlign::top);

  render::draw_table(cr, scenario, L);
  render::check_status(cr, "drawing the table");
  draw_edge_labels(cr, scenario, L);
  render::draw_scale_block(cr, L.scale_x, L.scale_y, s);
  render::draw_legend(cr, L.legend, L.legend_layout, L.legend_x, L.legend_y, s);
  cairo_restore(cr);
  render::check_status(cr, "drawing the key");
}

CanvasSize map_canvas_size(const Scenario& scenario, const RenderOptions& options) {
  const render::MapLayout L = layout_for(scenario, options);
  return {static_cast<int>(std::ceil(L.width)), static_cast<int>(std::ceil(L.height))};
}

std::string render_png(const Scenario& scenario, const RenderOptions& options) {
  const CanvasSize size = map_canvas_size(scenario, options);
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width_px, size.height_px));
  {
    ContextPtr cr = make_context(surface.get(), "creating the image");
    draw_map(cr.get(), scenario, options);
  }
  cairo_surface_flush(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error(std::string("map rendering failed: ") +
                             cairo_status_to_string(cairo_surface_status(surface.get())));
  const std::vector<unsigned char> rgb =
      argb32_premultiplied_to_rgb(cairo_image_surface_get_data(surface.get()), size.width_px, size.height_px,
                                  cairo_image_surface_get_stride(surface.get()));
  return encode_png_rgb(rgb.data(), size.width_px, size.height_px);
}

}  // namespace wargen
