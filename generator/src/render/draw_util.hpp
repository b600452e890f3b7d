#pragma once
// Small drawing helpers shared by the render files. Internal to render/: every function works
// in cairo user space (pixels), with Point reused as a pixel coordinate.
#include <cairo.h>

#include <cstdint>
#include <numbers>
#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace wargen::render {

inline constexpr double kTwoPi = 2 * std::numbers::pi;

struct Rgb {
  double r, g, b;
};
// 0xRRGGBB to cairo's 0..1 channels.
constexpr Rgb hex(std::uint32_t rgb) {
  return {static_cast<double>((rgb >> 16) & 0xFF) / 255.0, static_cast<double>((rgb >> 8) & 0xFF) / 255.0,
          static_cast<double>(rgb & 0xFF) / 255.0};
}
void set_color(cairo_t* cr, Rgb c, double alpha = 1.0);

// The table cloth, also under every legend miniature so the key shows what the table shows.
inline constexpr Rgb kCloth = hex(0xE2E5C6);
// Everything only the umpire may see is printed in this colour, so a copy shown to a player by
// mistake is easy to spot.
inline constexpr Rgb kUmpireInk = hex(0xA3245E);

// Small marks inside a symbol (trees, reeds, furrows, house blocks) are drawn with cairo's
// 4x4-sample antialiasing: at map scales the eye sees them as it sees the default 256x15 one
// (their edges are short and steep, where 16 levels of coverage do not show), and cairo's scan
// conversion, most of a symbol's cost, takes a third of the work. Vector outputs ignore it.
// Until the context's next cairo_restore (or a set_antialias by the caller).
inline void antialias_marks(cairo_t* cr) { cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST); }

// Throws std::runtime_error naming `what` when the context (or its target surface) is in error.
void check_status(cairo_t* cr, const char* what);

void polygon_path(cairo_t* cr, const std::vector<Point>& polygon);  // closed
void polyline_path(cairo_t* cr, const std::vector<Point>& line);    // open

// Sutherland-Hodgman: the part of `polygon` where n . p >= offset, into `out` (its old content
// dropped). A concave polygon cut into pieces comes back as one ring whose pieces are joined by
// edges along the cut and back, which enclose nothing: filling it fills exactly the pieces.
void clip_to_half_plane(const std::vector<Point>& polygon, Point n, double offset, std::vector<Point>& out);

// The polygon scaled by k about `centre` (used for hill contours and inset outlines).
std::vector<Point> scale_about(const std::vector<Point>& polygon, Point centre, double k);

// Unit vector along b - a; (1, 0) for a degenerate segment.
Point unit_direction(Point a, Point b);

// True when p is inside the polygon and at least `clearance` from its boundary, so a symbol
// of that radius centred on p is not cut by the outline.
bool fits_inside(Point p, const std::vector<Point>& polygon, double clearance);

// Regular-grid positions covering the polygon's bounding box, with every other row shifted
// by half a step; the grid is centred in the box so small shapes (legend swatches) get an
// even pattern. Deterministic: the map is drawn, never rolled.
std::vector<Point> staggered_grid(const std::vector<Point>& polygon, double step_x, double step_y);

// Fonts: always DejaVu Sans through cairo's toy API.
void select_font(cairo_t* cr, double size_px, bool italic = false, bool bold = false);
double text_width(cairo_t* cr, const std::string& text);
// Selects the font at `size_px`, or smaller when the text would be wider than `max_width`, so a
// page's header and footer never run off the paper. Returns the size chosen.
double select_font_to_fit(cairo_t* cr, const std::string& text, double max_width, double size_px, bool bold = false);

// Every text drawn onto `surface` from now on is also appended to `log` (nullptr stops it). The
// SVG and PDF hold glyph outlines, not words: this is how a test reads what a map or page says.
void record_text_on(cairo_surface_t* surface, std::vector<std::string>* log);

// Splits `text` into lines no wider than `width` at the current font; words longer than a line
// stay whole.
std::vector<std::string> wrap_text(cairo_t* cr, const std::string& text, double width);

// Print sizes (pt) below which page furniture is not shrunk: it wraps instead.
inline constexpr double kMinReadablePt = 6.0;

// Text that must show whole within `max_width`: at `size_px`, smaller down to `min_px` when it
// is too wide, and wrapped onto more lines at `min_px` when even that is too wide; never cut.
// Leaves the font selected at the size chosen.
struct FittedText {
  double size_px = 0;
  std::vector<std::string> lines;
};
FittedText fit_text(cairo_t* cr, const std::string& text, double max_width, double size_px, double min_px,
                    bool bold = false);

enum class HAlign { left, centre, right };
enum class VAlign { top, middle, baseline, bottom };
// Draws text anchored at `at`; `halo` > 0 first lays a pale band of that width around the
// letters so the label stays legible over busy terrain (stamped from glyph masks on a raster,
// the outline stroked in a PDF or SVG). `angle` rotates about the anchor (radians, cairo's sense).
void draw_text(cairo_t* cr, const std::string& text, Point at, HAlign h, VAlign v, double halo = 0, double angle = 0);

}  // namespace wargen::render
