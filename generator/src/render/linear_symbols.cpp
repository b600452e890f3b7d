// Linear features, drawn as strokes along their centreline at their true width.
#include <algorithm>

#include "render/draw_util.hpp"
#include "render/feature_symbols.hpp"
#include "render/map_layout.hpp"
#include "render/water_widths.hpp"

namespace wargen::render {

namespace {

void stroke_path(cairo_t* cr, const std::vector<Point>& path, double width, Rgb colour, double alpha = 1.0) {
  polyline_path(cr, path);
  set_color(cr, colour, alpha);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

// A stroke broken into short bars: laid over a wider line it reads as ticks across it.
void stroke_ticks(cairo_t* cr, const std::vector<Point>& path, double width, double tick, double gap, Rgb colour) {
  const double dash[] = {tick, gap};
  cairo_save(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_dash(cr, dash, 2, 0);
  stroke_path(cr, path, width, colour);
  cairo_restore(cr);
}

// GOK-T8, NPOW-S6: the banks say how the water may be crossed. A water crossed only at bridges
// and fords has heavy, near-black banks; one waded anywhere has ordinary banks broken by pale ford
// marks across the whole water. Both differ in weight and pattern, not only in hue, so they read
// apart on a greyscale print and in the key.
struct BankStyle {
  double extra_px;  // how much wider than the water the bank stroke is
  Rgb colour;
};

BankStyle bank_style(bool river, Crossability crossability, double s) {
  if (crossability == Crossability::impassable) return {(river ? 2.2 : 1.7) * s, hex(0x0B2140)};
  return {(river ? 0.9 : 0.6) * s, river ? hex(0x1F4E8C) : hex(0x3D78B8)};
}

Rgb water_colour(bool river) { return river ? hex(0x5B9BD5) : hex(0x8CC0EA); }

// Pale bars across water and banks every few cm: the marks of a water waded anywhere.
void stroke_ford_marks(cairo_t* cr, const std::vector<Point>& path, double across_px, double s) {
  stroke_ticks(cr, path, across_px, 0.55 * s, 3.6 * s, hex(0xF1E6BE));
}

void stroke_current(cairo_t* cr, const std::vector<Point>& path, double width, double s) {
  // A broken pale current line down the middle, so the eye follows the flow.
  const double dash[] = {2.4 * s, 1.8 * s};
  cairo_save(cr);
  cairo_set_dash(cr, dash, 2, 0);
  stroke_path(cr, path, width, hex(0xD6EAFA), 0.9);
  cairo_restore(cr);
}

void draw_watercourse(cairo_t* cr, const std::vector<Point>& path, bool river, Crossability crossability, double w,
                      double s) {
  // Banks first (a wider stroke), water on top, then the current and any ford marks.
  const BankStyle bank = bank_style(river, crossability, s);
  stroke_path(cr, path, w + bank.extra_px, bank.colour);
  stroke_path(cr, path, w, water_colour(river));
  stroke_current(cr, path, std::max(0.14 * s, 0.1 * w), s);
  if (crossability == Crossability::anywhere) stroke_ford_marks(cr, path, w + bank.extra_px, s);
}

}  // namespace

void draw_watercourse_varying(cairo_t* cr, const std::vector<WidthSample>& profile, const MapLayout& L, bool river) {
  if (profile.size() < 2) return;
  const double s = L.s;
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  std::vector<Point> path;
  for (const WidthSample& sample : profile) path.push_back(L.to_px(sample.at));
  // Each short piece is stroked at its own width with round ends: the pieces' union is a
  // smooth band whose width follows the sections. Banks go down first for the whole course,
  // then the water, so no bank line shows between two pieces. A piece takes the bank of the
  // section it starts in. A run of pieces of one width and colour is one stroke with round
  // joins, which covers what its pieces' round ends covered (only the tapers between sections
  // need a stroke per piece).
  auto piece_width = [&](std::size_t i) {
    return std::max((profile[i - 1].width_cm + profile[i].width_cm) / 2 * s, 1.0 * s);
  };
  for (int layer = 0; layer < 2; ++layer) {
    for (std::size_t i = 1; i < path.size();) {
      const Crossability crossability = profile[i - 1].crossability;
      const BankStyle bank = bank_style(river, crossability, s);
      const double width = piece_width(i);
      cairo_move_to(cr, path[i - 1].x, path[i - 1].y);
      // The water's colour is one for the whole course; the bank's follows the crossability.
      for (; i < path.size() && piece_width(i) == width && (layer == 1 || profile[i - 1].crossability == crossability);
           ++i)
        cairo_line_to(cr, path[i].x, path[i].y);
      set_color(cr, layer == 0 ? bank.colour : water_colour(river));
      cairo_set_line_width(cr, width + (layer == 0 ? bank.extra_px : 0.0));
      cairo_stroke(cr);
    }
  }
  double narrowest = profile.front().width_cm;
  for (const WidthSample& sample : profile) narrowest = std::min(narrowest, sample.width_cm);
  stroke_current(cr, path, std::max(0.14 * s, 0.1 * narrowest * s), s);
  // Ford marks along each run of sections waded anywhere, as wide as the run's widest water.
  for (std::size_t i = 0; i < path.size();) {
    if (profile[i].crossability != Crossability::anywhere) {
      ++i;
      continue;
    }
    std::vector<Point> run;
    double widest_px = 0;
    for (; i < path.size() && profile[i].crossability == Crossability::anywhere; ++i) {
      run.push_back(path[i]);
      widest_px = std::max(widest_px, profile[i].width_cm * s);
    }
    if (i < path.size()) run.push_back(path[i]);  // up to where the next section begins
    if (run.size() >= 2) stroke_ford_marks(cr, run, widest_px + bank_style(river, Crossability::anywhere, s).extra_px, s);
  }
  cairo_restore(cr);
}

void draw_linear_feature(cairo_t* cr, const std::vector<Point>& path, const std::string& kind, double width_px,
                         const Attributes& attributes, double s) {
  if (path.size() < 2) return;
  const double w = width_px > 0 ? width_px : 1.0 * s;  // a zero width still shows
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  if (kind == "river" || kind == "stream") {
    draw_watercourse(cr, path, kind == "river", crossability_of(attribute(attributes, "passability")), w, s);
  } else if (kind == "road") {
    stroke_path(cr, path, w + 0.5 * s, hex(0x7A5C3A));
    stroke_path(cr, path, w, hex(0xD8BF8F));
  } else if (kind == "supply_line") {
    // A hatched band: dark edges, pale body, bars across it.
    stroke_path(cr, path, w + 0.4 * s, hex(0x5A4A35));
    stroke_path(cr, path, w, hex(0xEFE7D2));
    stroke_ticks(cr, path, w, 0.18 * s, 0.8 * s, hex(0x7A6A50));
  } else if (kind == "earthwork") {
    // A rampart: brown line with teeth on both sides.
    stroke_ticks(cr, path, w + 1.4 * s, 0.3 * s, 0.9 * s, hex(0x5C4326));
    stroke_path(cr, path, std::max(w, 0.6 * s), hex(0x6B4A2A));
  } else if (kind == "obstacle") {
    stroke_ticks(cr, path, std::max(w, 0.5 * s) + 1.0 * s, 0.2 * s, 1.1 * s, hex(0x2B2B2B));
    stroke_path(cr, path, std::max(w, 0.5 * s), hex(0x2B2B2B));
  } else {
    stroke_path(cr, path, w, hex(0x707070));
  }
  cairo_restore(cr);
}

}  // namespace wargen::render
