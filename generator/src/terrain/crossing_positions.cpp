#include "terrain/crossing_positions.hpp"

#include <cmath>

#include "core/det_math.hpp"

namespace wargen {

namespace {
constexpr double kCandidateStepCm = 0.5;
}

Point point_at(const Polyline& path, double s_cm) {
  double walked = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    double leg = distance(path[i - 1], path[i]);
    if (walked + leg >= s_cm && leg > 0) {
      double t = (s_cm - walked) / leg;
      return {path[i - 1].x + t * (path[i].x - path[i - 1].x), path[i - 1].y + t * (path[i].y - path[i - 1].y)};
    }
    walked += leg;
  }
  return path.back();
}

std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng) {
  double length = polyline_length(path);
  std::vector<double> candidates;
  for (double s = end_margin_cm; s <= length - end_margin_cm; s += kCandidateStepCm) {
    Point p = point_at(path, s);
    bool clear = true;
    for (const auto* line : avoid) clear = clear && point_polyline_distance(p, *line) >= avoid_cm;
    if (clear) candidates.push_back(s);
  }
  if (candidates.empty()) candidates.push_back(length / 2);

  std::vector<double> chosen;
  for (int k = 0; k < count; ++k) {
    std::vector<double> open;
    for (double gap = gap_cm; open.empty(); gap /= 2) {
      for (double s : candidates) {
        bool apart = true;
        for (double c : chosen) apart = apart && std::abs(s - c) >= gap;
        if (apart) open.push_back(s);
      }
      if (gap < kCandidateStepCm && open.empty()) open = candidates;
    }
    chosen.push_back(open[rng.below(static_cast<std::uint32_t>(open.size()))]);
  }
  std::vector<Point> out;
  for (double s : chosen) {
    Point p = point_at(path, s);
    out.push_back({quantize_cm(p.x), quantize_cm(p.y)});
  }
  return out;
}

}  // namespace wargen
