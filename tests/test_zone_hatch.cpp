// A deployment zone's hatching on an image is a repeating tile; on a vector surface it is stroked
// lines. Both must give the same picture, fixed to the anchor (the table's corner) rather than
// to the zone, so two zones of one table share one family of lines.
#include <cairo.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <vector>

#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/zone_style.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

constexpr int kCanvas = 200;

struct Pixels {
  std::vector<unsigned char> argb;
  int stride = 0;
  unsigned char at(int x, int y, int channel) const {
    return argb[static_cast<std::size_t>(y * stride + x * 4 + channel)];
  }
};

// The zone ground drawn straight onto an image (the tile) or recorded as vector drawing and then
// played back onto an image (the strokes), over white.
Pixels draw(const std::vector<Point>& zone, const std::string& side, Point anchor, double s, bool through_vector) {
  render::SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kCanvas, kCanvas));
  render::ContextPtr cr = render::make_context(image.get(), "test");
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  if (through_vector) {
    render::SurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
    {
      render::ContextPtr rec = render::make_context(recording.get(), "test");
      render::draw_zone_ground(rec.get(), zone, side, anchor, s);
    }
    cairo_set_source_surface(cr.get(), recording.get(), 0, 0);
    cairo_paint(cr.get());
  } else {
    render::draw_zone_ground(cr.get(), zone, side, anchor, s);
  }
  cairo_surface_flush(image.get());
  Pixels p;
  p.stride = cairo_image_surface_get_stride(image.get());
  const unsigned char* data = cairo_image_surface_get_data(image.get());
  p.argb.assign(data, data + static_cast<std::ptrdiff_t>(p.stride) * kCanvas);
  return p;
}

std::vector<Point> square(double x, double y, double side) {
  return {{x, y}, {x + side, y}, {x + side, y + side}, {x, y + side}};
}

}  // namespace

TEST_CASE("the hatch tile gives the pixels of the stroked hatch") {
  for (const double s : {2.0, 5.0, 6.0, 10.0, 7.3})  // 7.3: no small tile fits, strokes on both
    for (const char* side : {"A", "B"}) {
      CAPTURE(s, side);
      const std::vector<Point> zone = {{10.5, 20}, {180, 12.25}, {170, 150}, {30, 190.5}};
      const Point anchor{20, 92.5};
      const Pixels tile = draw(zone, side, anchor, s, false), strokes = draw(zone, side, anchor, s, true);
      // Inside the zone, clear of its anti-aliased outline (where one composite of tint and
      // hatch weighs the edge coverage once, and two composites twice).
      int worst = 0, lightest = 0, darkest = 255;
      for (int y = 0; y < kCanvas; ++y)
        for (int x = 0; x < kCanvas; ++x) {
          if (!render::fits_inside({x + 0.5, y + 0.5}, zone, 1.5)) continue;
          for (int c = 0; c < 3; ++c) worst = std::max(worst, std::abs(tile.at(x, y, c) - strokes.at(x, y, c)));
          lightest = std::max<int>(lightest, tile.at(x, y, 1));
          darkest = std::min<int>(darkest, tile.at(x, y, 1));
        }
      CHECK(worst <= 3);                // rounding of one composite against two
      CHECK(lightest - darkest >= 12);  // and the hatch is there at all
    }
}

TEST_CASE("the hatching is fixed to the anchor, not to the zone") {
  // Two zones of one table, the second a whole period (1.6 cm = 8 px at 5 px/cm) away plus a
  // non-period offset: inside both, each pixel equals the one at the same place relative to the
  // anchor modulo the period, and the lines run on from one zone into the other.
  const double s = 5;
  const Point anchor{3, 7};
  const Pixels a = draw(square(20, 20, 60), "A", anchor, s, false);
  const Pixels b = draw(square(20 + 8 * 7, 20 + 8 * 3, 60), "A", anchor, s, false);
  for (int y = 30; y < 70; ++y)
    for (int x = 30; x < 70; ++x) REQUIRE(a.at(x, y, 1) == b.at(x + 56, y + 24, 1));
  // Moving the anchor by less than a period moves the lines.
  const Pixels shifted = draw(square(20, 20, 60), "A", {6, 7}, s, false);
  int differ = 0;
  for (int y = 30; y < 70; ++y)
    for (int x = 30; x < 70; ++x) differ += a.at(x, y, 1) != shifted.at(x, y, 1);
  CHECK(differ > 200);
}

TEST_CASE("a side without hatching is tinted alike on both paths") {
  const std::vector<Point> zone = square(10, 10, 100);
  const Pixels tile = draw(zone, "C", {0, 0}, 5, false), strokes = draw(zone, "C", {0, 0}, 5, true);
  CHECK(tile.argb == strokes.argb);
}

}  // namespace WARGEN_TEST_FILE
