#include "generators/npow/source_hill.hpp"

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "terrain/outline_shapes.hpp"

namespace wargen {

namespace {

constexpr int kHillHalvings = 30;
constexpr double kSourceTouchCm = 0.3;  // the source nearer the hill's edge than this touches it
// How far the edge of the outline placed at a centre may lie from the outline placed at the
// origin and moved there: each point of either is rounded to the 0.01 cm grid, at most half a
// hundredth along each axis (together 0.0142 cm), and the sums' rounding is far below the rest.
constexpr double kHillPlacedSlackCm = 0.02;
// Asked of a range of backs narrower than this, the outline at the origin settled almost no step
// (the source lies within a hair of the touching distance there): the steps are placed at once.
constexpr double kHillOriginRangeCm = 0.08;

Point hill_centre_at(Point source, Point flow, double back) { return {source.x - flow.x * back, source.y - flow.y * back}; }

// The bisection's verdict on one placed outline: the source inside it or near its edge.
bool source_touches(Point source, const Polygon& outline, Polyline& ring) {
  if (point_in_polygon(source, outline)) return true;
  closed_ring(outline, ring);
  return point_polyline_closer_than(source, ring, kSourceTouchCm);
}

double plain_back_cm(const Polygon& local, double rotation_deg, Point source, Point flow, double length_cm) {
  Polygon tried;
  Polyline ring;
  double lo = 0, hi = length_cm;
  for (int i = 0; i < kHillHalvings; ++i) {
    const double mid = (lo + hi) / 2;
    place_outline(local, hill_centre_at(source, flow, mid), rotation_deg, tried);
    (source_touches(source, tried, ring) ? lo : hi) = mid;
  }
  return hi;
}

// The shortcut's verdicts, step by step (see hill_back_cm). Its buffers are kept from hill to
// hill on the thread.
class HillSteps {
 public:
  void start(const Polygon& local, double rotation_deg, Point source, Point flow) {
    local_ = &local;
    rotation_deg_ = rotation_deg;
    source_ = source;
    flow_ = flow;
    flow_cm_ = std::sqrt(flow.x * flow.x + flow.y * flow.y);
    place_outline(local, {0, 0}, rotation_deg, origin_);
    closed_ring(origin_, origin_ring_);
    settled_.clear();
    touching_.clear();
    apart_.clear();
    moving_stale_ = true;
  }

  // Whether the source touches the outline placed `back` from it, `range_cm` the width of the
  // bisection's range around it.
  bool touches(double back, double range_cm) {
    for (const SettledBacks& s : settled_)
      if (back >= s.from && back <= s.to) return s.touches;
    const Point centre = hill_centre_at(source_, flow_, back);
    if (range_cm > kHillOriginRangeCm)
      if (const std::optional<bool> verdict = from_origin(back, centre)) return *verdict;
    return measured(centre);
  }

 private:
  // The verdict the outline at the origin settles, and the backs around `back` it settles too.
  std::optional<bool> from_origin(double back, Point centre) {
    const Point seen{source_.x - centre.x, source_.y - centre.y};  // the source, from the centre
    const double edge_cm = point_polyline_distance(seen, origin_ring_);
    const double signed_cm = point_in_polygon(seen, origin_) ? -edge_cm : edge_cm;
    // Inside the placed outline, or nearer its edge than kSourceTouchCm, exactly when inside this one
    // or nearer its edge, while the source is further from kSourceTouchCm than the slack.
    const double margin_cm = std::abs(signed_cm - kSourceTouchCm) - kHillPlacedSlackCm;
    if (!(margin_cm > 0)) return std::nullopt;
    const bool touches = signed_cm < kSourceTouchCm;
    // The distance changes no faster than the centre moves, flow_cm_ per cm of back.
    const double reach = margin_cm / flow_cm_ * (1 - 1e-9) - 1e-9;
    settled_.push_back({back - reach, back + reach, touches});
    return touches;
  }

  // The verdict on the outline placed at `centre`. Each coordinate of a placed point is a chain
  // of rounded sums and products of the back, each never decreasing or never increasing in it,
  // and so is the grid's rounding: a coordinate alike in the outlines at two backs is alike at
  // every back between. The last outline measured touching lies at a back below every step to
  // come, the last measured apart above: only the points where the two differ are placed, and
  // an outline that is one of them has its verdict.
  bool measured(Point centre) {
    if (!touching_.empty() && !apart_.empty()) {
      if (moving_stale_) {
        moving_.clear();
        moving_local_.clear();
        for (std::size_t k = 0; k < touching_.size(); ++k)
          if (!(touching_[k] == apart_[k])) {
            moving_.push_back(k);
            moving_local_.push_back((*local_)[k]);
          }
        moving_stale_ = false;
      }
      place_outline(moving_local_, centre, rotation_deg_, moving_placed_);
      bool as_touching = true, as_apart = true;
      for (std::size_t j = 0; j < moving_.size(); ++j) {
        as_touching = as_touching && moving_placed_[j] == touching_[moving_[j]];
        as_apart = as_apart && moving_placed_[j] == apart_[moving_[j]];
      }
      if (as_touching) return true;
      if (as_apart) return false;
      tried_ = touching_;
      for (std::size_t j = 0; j < moving_.size(); ++j) tried_[moving_[j]] = moving_placed_[j];
    } else {
      place_outline(*local_, centre, rotation_deg_, tried_);
    }
    const bool touches = source_touches(source_, tried_, ring_);
    std::swap(touches ? touching_ : apart_, tried_);
    moving_stale_ = true;
    return touches;
  }

  struct SettledBacks {
    double from, to;
    bool touches;
  };
  const Polygon* local_ = nullptr;
  double rotation_deg_ = 0;
  Point source_, flow_;
  double flow_cm_ = 1;
  Polygon origin_;        // the outline placed at the origin
  Polyline origin_ring_;  // and closed
  std::vector<SettledBacks> settled_;
  Polygon touching_, apart_;  // the outlines last measured touching and apart (empty: none yet)
  std::vector<std::size_t> moving_;  // the points where touching_ and apart_ differ
  bool moving_stale_ = true;         // since either changed
  Polygon moving_local_, moving_placed_, tried_;
  Polyline ring_;
};

}  // namespace

double hill_back_cm(const Polygon& local, double rotation_deg, Point source, Point flow, double length_cm,
                    HillBacking how) {
  if (how == HillBacking::plain) return plain_back_cm(local, rotation_deg, source, flow, length_cm);
  thread_local HillSteps backing;
  backing.start(local, rotation_deg, source, flow);
  double lo = 0, hi = length_cm;
  for (int i = 0; i < kHillHalvings; ++i) {
    const double mid = (lo + hi) / 2;
    (backing.touches(mid, hi - lo) ? lo : hi) = mid;
  }
  return hi;
}

}  // namespace wargen
