#include "terrain/outline_shapes.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>
#include <vector>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"

namespace wargen {

namespace {
constexpr int kBlobVertices = 20;

// Radius factors around the ellipse: random in [1 - wobble, 1 + wobble], then averaged with their
// neighbours so the edge undulates instead of zig-zagging.
std::array<double, kBlobVertices> wobble_factors(double wobble, Pcg32& rng) {
  std::array<double, kBlobVertices> raw;
  for (auto& r : raw) r = rng.uniform(1.0 - wobble, 1.0 + wobble);
  std::array<double, kBlobVertices> smooth;
  for (int i = 0; i < kBlobVertices; ++i) {
    double prev = raw[static_cast<std::size_t>((i + kBlobVertices - 1) % kBlobVertices)];
    double next = raw[static_cast<std::size_t>((i + 1) % kBlobVertices)];
    smooth[static_cast<std::size_t>(i)] = (prev + 2 * raw[static_cast<std::size_t>(i)] + next) / 4;
  }
  return smooth;
}

// The cosine and sine of each blob vertex's angle: the same for every blob, so worked out once
// (by the same det_math calls on the same angles, hence the same bits).
struct UnitCircle {
  std::array<Point, kBlobVertices> at;
  UnitCircle() {
    for (int i = 0; i < kBlobVertices; ++i) {
      double angle = 2 * kPi * i / kBlobVertices;
      at[static_cast<std::size_t>(i)] = {det_cos(angle), det_sin(angle)};
    }
  }
};

void ellipse(double length_cm, double depth_cm, double wobble, Pcg32& rng, Polygon& out) {
  static const UnitCircle circle;
  auto factors = wobble_factors(wobble, rng);
  // Scaled so the wobbliest radius still stays within length x depth.
  double fit = 1.0 / (1.0 + wobble);
  out.resize(kBlobVertices);
  for (std::size_t i = 0; i < kBlobVertices; ++i) {
    double r = factors[i] * fit;
    out[i] = {r * length_cm / 2 * circle.at[i].x, r * depth_cm / 2 * circle.at[i].y};
  }
}
}  // namespace

Polygon make_local_outline(OutlineShape shape, double length_cm, double depth_cm, Pcg32& rng) {
  Polygon out;
  make_local_outline(shape, length_cm, depth_cm, rng, out);
  return out;
}

void make_local_outline(OutlineShape shape, double length_cm, double depth_cm, Pcg32& rng, Polygon& out) {
  double hx = length_cm / 2, hy = depth_cm / 2;
  switch (shape) {
    case OutlineShape::smooth:
      return ellipse(length_cm, depth_cm, 0.07, rng, out);
    case OutlineShape::irregular:
      return ellipse(length_cm, depth_cm, 0.18, rng, out);
    case OutlineShape::block:
      out.assign({{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}});
      return;
    case OutlineShape::walled: {
      double cut = 0.22 * std::min(length_cm, depth_cm);
      out.assign({{-hx + cut, -hy},
                  {hx - cut, -hy},
                  {hx, -hy + cut},
                  {hx, hy - cut},
                  {hx - cut, hy},
                  {-hx + cut, hy},
                  {-hx, hy - cut},
                  {-hx, -hy + cut}});
      return;
    }
    case OutlineShape::watercourse:
      break;
  }
  throw std::logic_error("make_local_outline: a watercourse has no outline");
}

namespace {
// The cosine and sine of a turn by `rotation_deg`.
Point unit_turn(double rotation_deg) {
  double angle = rotation_deg * kPi / 180.0;
  return {det_cos(angle), det_sin(angle)};
}

// unit_turn of each whole number of degrees, worked out once (the same calls on the same angles,
// hence the same bits): GoK turns every piece it tries by a whole number of degrees, and the
// sine's series cost more than the turn itself.
struct WholeDegrees {
  std::array<Point, 360> at;
  WholeDegrees() {
    for (int degrees = 0; degrees < 360; ++degrees) at[static_cast<std::size_t>(degrees)] = unit_turn(degrees);
  }
};

// `local` turned and moved into `out`; with `kBoxed`, its box as well (else an empty one).
template <bool kBoxed>
Box place_into(const Polygon& local, Point centre, double rotation_deg, Polygon& out) {
  static const WholeDegrees whole_degrees;
  const bool whole =
      rotation_deg >= 0 && rotation_deg < 360 && static_cast<double>(static_cast<int>(rotation_deg)) == rotation_deg;
  const Point turn = whole ? whole_degrees.at[static_cast<std::size_t>(rotation_deg)] : unit_turn(rotation_deg);
  // Sized, then written: a buffer kept from outline to outline mostly has the size already (a
  // placement tries one shape again and again), where each push checked and moved its end.
  out.resize(local.size());
  BoxGrowth bounds;
  for (std::size_t k = 0; k < local.size(); ++k) {
    out[k] = turned_on_grid(local[k], centre, turn);
    if constexpr (kBoxed) bounds.add(out[k]);
  }
  return bounds.box();
}
}  // namespace

Polygon place_outline(const Polygon& local, Point centre, double rotation_deg) {
  Polygon out;
  place_outline(local, centre, rotation_deg, out);
  return out;
}

void place_outline(const Polygon& local, Point centre, double rotation_deg, Polygon& out) {
  place_into<false>(local, centre, rotation_deg, out);
}

Box place_outline_boxed(const Polygon& local, Point centre, double rotation_deg, Polygon& out) {
  return place_into<true>(local, centre, rotation_deg, out);
}

double held_radius_cm(const Polygon& local) {
  // A point put on the grid moves at most half a hundredth along each axis (0.0071 cm), and so
  // does every point of an edge between two such points; a turn is exact but for the last bits.
  constexpr double kGridMoveCm = 0.01;
  const Point origin{0, 0};
  if (local.size() < 3 || !point_in_polygon(origin, local)) return 0;
  double nearest = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < local.size(); ++i)
    nearest = std::min(nearest, point_segment_distance(origin, local[i], local[next_vertex(i, local.size())]));
  return std::max(0.0, nearest - kGridMoveCm);
}

}  // namespace wargen
