#include "render/scale_bar.hpp"

#include <algorithm>
#include <string>

#include "render/draw_util.hpp"

namespace wargen::render {

namespace {

constexpr double kInch = 2.54;  // cm
constexpr double kBarH = 1.1;   // cm-units, multiplied by px per cm
constexpr double kFont = 1.9;
constexpr double kHeaderFont = 2.5;
constexpr double kArrowGap = 4.0;  // between the bars and the north arrow
constexpr double kArrowW = 3.2;
constexpr double kArrowH = 7.0;

double header_height(double s) { return kHeaderFont * s * 1.6; }
double label_height(double s) { return kFont * s * 1.35; }
double bar_block_height(double s) { return kBarH * s + label_height(s); }

// One bar of `steps` alternating dark/light cells of `step_cm`, labelled every `label_every`.
void draw_bar(cairo_t* cr, double x, double y, double s, double step_cm, int steps, int label_every, int label_step,
              const char* unit) {
  const double cell = step_cm * s, h = kBarH * s;
  for (int i = 0; i < steps; ++i) {
    cairo_rectangle(cr, x + i * cell, y, cell, h);
    set_color(cr, i % 2 == 0 ? hex(0x2A2A2A) : hex(0xFFFFFF));
    cairo_fill(cr);
  }
  cairo_rectangle(cr, x, y, steps * cell, h);
  set_color(cr, hex(0x2A2A2A));
  cairo_set_line_width(cr, 0.15 * s);
  cairo_stroke(cr);
  select_font(cr, kFont * s);
  for (int i = 0; i <= steps; i += label_every)
    draw_text(cr, std::to_string(i / label_every * label_step), {x + i * cell, y + h + 0.25 * s}, HAlign::centre,
              VAlign::top);
  draw_text(cr, unit, {x + steps * cell + 1.4 * s, y + h / 2}, HAlign::left, VAlign::middle);
}

void draw_north_arrow(cairo_t* cr, double cx, double top, double s) {
  const double w = kArrowW * s, h = kArrowH * s;
  select_font(cr, 2.2 * s, false, true);
  set_color(cr, hex(0x2A2A2A));
  draw_text(cr, "N", {cx, top}, HAlign::centre, VAlign::top);
  const double tip = top + 2.8 * s, base = top + h;
  // Classic half-filled arrow: left half dark, right half white, one outline.
  cairo_move_to(cr, cx, tip);
  cairo_line_to(cr, cx - w / 2, base);
  cairo_line_to(cr, cx, base - 1.2 * s);
  cairo_close_path(cr);
  cairo_fill(cr);
  cairo_move_to(cr, cx, tip);
  cairo_line_to(cr, cx - w / 2, base);
  cairo_line_to(cr, cx, base - 1.2 * s);
  cairo_line_to(cr, cx + w / 2, base);
  cairo_close_path(cr);
  cairo_set_line_width(cr, 0.15 * s);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke(cr);
}

}  // namespace

BlockSize scale_block_size(cairo_t* cr, double s) {
  select_font(cr, kFont * s);
  const double unit_w = std::max(text_width(cr, "cm"), text_width(cr, "in"));
  const double bars_w = 12 * kInch * s + 1.4 * s + unit_w;
  const double height = header_height(s) + 2 * bar_block_height(s) + 1.0 * s;
  return {bars_w + kArrowGap * s + kArrowW * s, std::max(height, header_height(s) + kArrowH * s)};
}

void draw_scale_block(cairo_t* cr, double x, double y, double s) {
  cairo_save(cr);
  select_font(cr, kHeaderFont * s, false, true);
  set_color(cr, hex(0x222222));
  draw_text(cr, "Scale", {x, y}, HAlign::left, VAlign::top);
  const double bars_y = y + header_height(s);
  draw_bar(cr, x, bars_y, s, 10.0, 3, 1, 10, "cm");                                   // 0-30 cm in 10 cm steps
  draw_bar(cr, x, bars_y + bar_block_height(s) + 1.0 * s, s, kInch, 12, 3, 3, "in");  // 0-12 in, labels every 3
  const BlockSize size = scale_block_size(cr, s);
  draw_north_arrow(cr, x + size.width - kArrowW * s / 2, bars_y - 0.2 * s, s);
  cairo_restore(cr);
}

}  // namespace wargen::render
