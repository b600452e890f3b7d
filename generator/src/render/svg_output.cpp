// The map as SVG: the same draw_map as the PNG, onto cairo's SVG surface, written to memory.
//
// Reproducible bytes: cairo names each drawing surface in the document "surfaceN" with N from a
// counter global to the process, so the second SVG a process writes differs from the first
// (cairo 1.16 `_cairo_surface_allocate_unique_id`). Those ids are renumbered here in order of
// appearance. Everything else cairo writes (glyph symbols, clip and pattern ids) is numbered per
// document already, and no date or version is written.
#include <cairo-svg.h>

#include <cctype>
#include <map>

#include "render/cairo_handles.hpp"
#include "render/map_layout.hpp"
#include "render/map_renderer.hpp"

namespace wargen {

namespace {

std::string renumber_surface_ids(const std::string& svg) {
  static const std::string kPrefix = "surface";
  std::map<std::string, int> numbers;
  std::string out;
  out.reserve(svg.size());
  std::size_t at = 0;
  while (true) {
    const std::size_t hit = svg.find(kPrefix, at);
    if (hit == std::string::npos) break;
    std::size_t end = hit + kPrefix.size();
    while (end < svg.size() && std::isdigit(static_cast<unsigned char>(svg[end]))) ++end;
    out.append(svg, at, hit - at);
    const std::string digits = svg.substr(hit + kPrefix.size(), end - hit - kPrefix.size());
    out += kPrefix;
    if (!digits.empty())
      out += std::to_string(numbers.emplace(digits, static_cast<int>(numbers.size()) + 1).first->second);
    at = end;
  }
  out.append(svg, at, std::string::npos);
  return out;
}

}  // namespace

std::string render_svg(const Scenario& scenario, const RenderOptions& options) {
  const CanvasSize size = map_canvas_size(scenario, options);
  std::string bytes;
  {
    render::SurfacePtr surface(
        cairo_svg_surface_create_for_stream(render::append_to_string, &bytes, size.width_px, size.height_px));
    render::check_surface(surface.get(), "creating the SVG");
    // One user unit per pixel, as the PNG: viewers show both at the same size.
    cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PX);
    {
      render::ContextPtr cr = render::make_context(surface.get(), "creating the SVG");
      draw_map(cr.get(), scenario, options);
    }
    cairo_surface_finish(surface.get());
    render::check_surface(surface.get(), "writing the SVG");
  }
  return renumber_surface_ids(bytes);
}

}  // namespace wargen
