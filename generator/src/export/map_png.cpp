#include "export/map_png.hpp"

#include <cmath>
#include <stdexcept>

#include "render/map_layout.hpp"
#include "render/png_raster.hpp"

namespace wargen {

CanvasSize table_image_size(const Scenario& scenario, const RenderOptions& options) {
  const render::MapLayout L = render::table_only_layout(scenario, options);
  return {static_cast<int>(std::ceil(L.table_w)), static_cast<int>(std::ceil(L.table_h))};
}

std::string render_table_png(const Scenario& scenario, const RenderOptions& options) {
  return render_table_png_on_canvas(scenario, options, table_image_size(scenario, options));
}

std::string render_table_png_on_canvas(const Scenario& scenario, const RenderOptions& options, CanvasSize canvas) {
  const render::MapLayout L = render::table_only_layout(scenario, options);
  const CanvasSize table = table_image_size(scenario, options);
  if (canvas.width_px < table.width_px || canvas.height_px < table.height_px)
    throw std::invalid_argument("render_table_png_on_canvas: canvas smaller than the table");
  return render::draw_to_png(
      canvas.width_px, canvas.height_px,
      [&](cairo_t* cr) {
        render::apply_font_options(cr);
        render::draw_table(cr, scenario, L);
      },
      render::table_png_metadata(L, scenario.table_width_cm));
}

}  // namespace wargen
