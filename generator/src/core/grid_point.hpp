#pragma once
// Points rounded to the 0.01 cm grid every scenario coordinate lives on: quantize_cm of each
// coordinate, the same bits. Where the processor holds two doubles in one register (SSE2, which
// every x86-64 has), both coordinates are worked out at once: placement rounds every point of
// every outline it tries. Elsewhere, one coordinate after the other. The operations are the same
// IEEE ones in the same order either way, so every machine gets the same points.
#include "core/det_math.hpp"
#include "core/geometry.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace wargen {

#if defined(__SSE2__)
namespace grid_point_lanes {

inline Point point_of(__m128d lanes) { return {_mm_cvtsd_f64(lanes), _mm_cvtsd_f64(_mm_unpackhi_pd(lanes, lanes))}; }

// quantize_cm of both lanes (x low, y high). round_half_away truncates to a 64-bit whole number;
// for lanes within +-2^31 hundredths (+-21 km) a 32-bit truncation gives the same one, and two
// of those take one instruction. Anything else (far off, infinite, not a number) is rounded one
// lane at a time by quantize_cm itself.
inline Point quantize(__m128d cm) {
  const __m128d hundredths = _mm_mul_pd(cm, _mm_set1_pd(100.0));
  const __m128d magnitude = _mm_andnot_pd(_mm_set1_pd(-0.0), hundredths);
  if (_mm_movemask_pd(_mm_cmplt_pd(magnitude, _mm_set1_pd(2147483647.0))) != 3) {
    const Point p = point_of(cm);
    return {quantize_cm(p.x), quantize_cm(p.y)};
  }
  const __m128d whole = _mm_cvtepi32_pd(_mm_cvttpd_epi32(hundredths));
  const __m128d fraction = _mm_sub_pd(hundredths, whole);
  const __m128d one = _mm_set1_pd(1.0);
  const __m128d up = _mm_and_pd(_mm_cmpge_pd(fraction, _mm_set1_pd(0.5)), one);
  const __m128d down = _mm_and_pd(_mm_cmple_pd(fraction, _mm_set1_pd(-0.5)), one);
  return point_of(_mm_div_pd(_mm_sub_pd(_mm_add_pd(whole, up), down), _mm_set1_pd(100.0)));
}

}  // namespace grid_point_lanes
#endif

// {quantize_cm(p.x), quantize_cm(p.y)}.
inline Point quantize_point(Point p) {
#if defined(__SSE2__)
  return grid_point_lanes::quantize(_mm_set_pd(p.y, p.x));
#else
  return {quantize_cm(p.x), quantize_cm(p.y)};
#endif
}

// `local` turned by the angle whose cosine and sine are `turn`, moved to `centre`, on the grid:
// {quantize_cm(centre.x + local.x * turn.x - local.y * turn.y),
//  quantize_cm(centre.y + local.x * turn.y + local.y * turn.x)}.
inline Point turned_on_grid(Point local, Point centre, Point turn) {
#if defined(__SSE2__)
  // x: (centre.x + local.x * cos) + local.y * -sin, which is the subtraction above to the bit.
  const __m128d along = _mm_mul_pd(_mm_set1_pd(local.x), _mm_set_pd(turn.y, turn.x));
  const __m128d across = _mm_mul_pd(_mm_set1_pd(local.y), _mm_set_pd(turn.x, -turn.y));
  return grid_point_lanes::quantize(_mm_add_pd(_mm_add_pd(_mm_set_pd(centre.y, centre.x), along), across));
#else
  return {quantize_cm(centre.x + local.x * turn.x - local.y * turn.y),
          quantize_cm(centre.y + local.x * turn.y + local.y * turn.x)};
#endif
}

}  // namespace wargen
