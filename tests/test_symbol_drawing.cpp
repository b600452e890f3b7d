// The cheap ways the map draws its labels' halos and its hatching on a raster give the picture the
// direct ways give: a label's halo stamped from glyph masks covers the band a stroke of its outline
// covers (and a vector output keeps the stroke and the glyphs), and hatching filled band by band
// gives the lines stroked under a clip to the polygon.
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/feature_symbols.hpp"

namespace WARGEN_TEST_FILE {

using namespace wargen;

namespace {

constexpr int kWidth = 240, kHeight = 120;

struct Grey {
  std::vector<int> level;  // 0..255 per pixel, row by row
  int at(int x, int y) const { return level[static_cast<std::size_t>(y * kWidth + x)]; }
};

Grey grey_of(cairo_surface_t* image) {
  cairo_surface_flush(image);
  const int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  Grey g;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const unsigned char* px = data + y * stride + x * 4;
      g.level.push_back((px[0] + px[1] + px[2]) / 3);
    }
  return g;
}

// `draw` onto an image over `background` grey: straight onto the image, or recorded as vector
// drawing (what a PDF or SVG receives) and played back onto it.
Grey draw(double background, bool through_vector, const std::function<void(cairo_t*)>& draw) {
  render::SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight));
  render::ContextPtr cr = render::make_context(image.get(), "test");
  cairo_set_source_rgb(cr.get(), background, background, background);
  cairo_paint(cr.get());
  if (through_vector) {
    render::SurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
    {
      render::ContextPtr rec = render::make_context(recording.get(), "test");
      draw(rec.get());
    }
    cairo_set_source_surface(cr.get(), recording.get(), 0, 0);
    cairo_paint(cr.get());
  } else {
    draw(cr.get());
  }
  return grey_of(image.get());
}

// A label as the map draws it: black italic text with a halo of `halo` px, at `angle`.
std::function<void(cairo_t*)> label(double font_px, double halo, double angle) {
  return [=](cairo_t* cr) {
    render::select_font(cr, font_px, true);
    cairo_set_source_rgb(cr, 0, 0, 0);
    render::draw_text(cr, "Bosco di Guidizzolo", {kWidth / 2.0, kHeight / 2.0}, render::HAlign::centre,
                      render::VAlign::middle, halo, angle);
  };
}

}  // namespace

TEST_CASE("a raster label's halo stamped from its glyphs covers the band its stroked outline covers") {
  // Font and halo as on the map at 5 and 10 px/cm (2.0 and 0.5 cm-units), level and turned.
  for (const double s : {5.0, 10.0})
    for (const double angle : {0.0, 0.6}) {
      CAPTURE(s, angle);
      const auto text = label(2.0 * s, 0.5 * s, angle);
      const Grey stamped = draw(0.0, false, text), stroked = draw(0.0, true, text);
      // On black, the halo is the pale ground (white at 85 %: level 216 where whole).
      int pale_stamped = 0, pale_stroked = 0, only_one = 0;
      for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x) {
          const bool a = stamped.at(x, y) > 108, b = stroked.at(x, y) > 108;
          pale_stamped += a;
          pale_stroked += b;
          only_one += a != b;
        }
      CHECK(pale_stroked > 300);  // the halo is there at all
      // The same area within 10 % and the same pixels but for some along its edge (stamps land on
      // whole pixels, and where two stamps' soft edges meet they add up).
      CHECK(std::abs(pale_stamped - pale_stroked) * 10 <= pale_stroked);
      CHECK(only_one * 100 <= 15 * pale_stroked);
    }
}

TEST_CASE("a vector label keeps its halo as a stroked outline and its letters as glyphs") {
  std::string svg;
  {
    render::SurfacePtr surface(cairo_svg_surface_create_for_stream(render::append_to_string, &svg, kWidth, kHeight));
    render::ContextPtr cr = render::make_context(surface.get(), "test");
    label(10, 2.5, 0)(cr.get());
  }
  // The letters are drawn by reference to the font's glyphs (text in a PDF), not as one filled path.
  CHECK(svg.find("<use xlink:href=\"#glyph") != std::string::npos);
  CHECK(svg.find("stroke-width:2.5;") != std::string::npos);
}

TEST_CASE("hatching filled band by band gives the lines stroked under a clip to the polygon") {
  const std::vector<Point> field = {{12.5, 10}, {150, 22.25}, {228, 104}, {90, 60}, {20, 108.5}};  // concave
  for (const double s : {5.0, 10.0})
    for (const double angle : {0.35, 0.785, -0.785}) {
      CAPTURE(s, angle);
      const double spacing = 1.1 * s, width = 0.14 * s;
      const Grey bands = draw(1.0, false, [&](cairo_t* cr) {
        cairo_set_source_rgb(cr, 0, 0, 0);
        render::hatch_polygon(cr, field, angle, spacing, width);
      });
      // The lines through the polygon's bounding circle, anchored at its box's centre, stroked
      // under its clip with the same antialiasing.
      const Grey lines = draw(1.0, false, [&](cairo_t* cr) {
        render::polygon_path(cr, field);
        cairo_clip(cr);
        const Box box = bounding_box(field);
        const Point c{(box.min_x + box.max_x) / 2, (box.min_y + box.max_y) / 2};
        const double r = std::hypot(box.max_x - box.min_x, box.max_y - box.min_y) / 2 + spacing;
        const Point d{std::cos(angle), std::sin(angle)}, n{-d.y, d.x};
        for (int i = -static_cast<int>(std::ceil(r / spacing)); i <= static_cast<int>(std::ceil(r / spacing)); ++i) {
          cairo_move_to(cr, c.x + n.x * i * spacing - d.x * r, c.y + n.y * i * spacing - d.y * r);
          cairo_line_to(cr, c.x + n.x * i * spacing + d.x * r, c.y + n.y * i * spacing + d.y * r);
        }
        cairo_set_source_rgb(cr, 0, 0, 0);
        render::antialias_marks(cr);
        cairo_set_line_width(cr, width);
        cairo_stroke(cr);
      });
      // Compared over 4 x 4 pixel blocks, so the levels of either way's antialiasing average out
      // and what is left is where the ink lies: a line missing from a block it crosses changes
      // it by 60 levels or more.
      long ink_bands = 0, ink_lines = 0, worst_block = 0;
      for (int by = 0; by < kHeight; by += 4)
        for (int bx = 0; bx < kWidth; bx += 4) {
          long block_bands = 0, block_lines = 0;
          for (int y = by; y < by + 4; ++y)
            for (int x = bx; x < bx + 4; ++x) {
              block_bands += 255 - bands.at(x, y);
              block_lines += 255 - lines.at(x, y);
            }
          ink_bands += block_bands;
          ink_lines += block_lines;
          worst_block = std::max(worst_block, std::labs(block_bands - block_lines) / 16);
        }
      CHECK(ink_lines > 255 * 100);                                    // the hatch is there at all
      CHECK(std::labs(ink_bands - ink_lines) * 100 <= 6 * ink_lines);  // as much ink within 6 %
      CHECK(worst_block <= 30);
    }
}

TEST_CASE("a polygon cut by a half-plane keeps the part on the normal's side") {
  const std::vector<Point> notch = {{0, 0}, {10, 0}, {10, 10}, {6, 10}, {5, 2}, {4, 10}, {0, 10}};
  std::vector<Point> kept;
  render::clip_to_half_plane(notch, {0, 1}, 5, kept);  // y >= 5: two pieces, joined along y = 5
  // The square above y = 5 (50) less the notch above it: a trapezoid 0.75 wide at y = 5, 2 at y = 10.
  CHECK(std::abs(signed_area(kept)) == Approx(50 - (0.75 + 2) / 2 * 5).epsilon(1e-9));
  for (Point p : kept) CHECK(p.y >= 5 - 1e-12);
  render::clip_to_half_plane(notch, {0, -1}, -20, kept);  // y <= 20: all of it
  CHECK(kept == notch);
  render::clip_to_half_plane(notch, {1, 0}, 11, kept);  // x >= 11: none of it
  CHECK(kept.empty());
}

}  // namespace WARGEN_TEST_FILE
