#include "terrain/crossing_positions.hpp"

#include <cmath>

#include "core/det_math.hpp"

namespace wargen {

namespace {
constexpr double kCandidateStepCm = 0.5;
}

namespace {
std::vector<double> candidate_positions(const Polyline& path, double end_margin_cm,
                                        const std::vector<const Polyline*>& avoid, double avoid_cm,
                                        const std::function<bool(Point)>* accept) {
  double length = polyline_length(path);
  std::vector<double> candidates;
  for (double s = end_margin_cm; s <= length - end_margin_cm; s += kCandidateStepCm) {
    Point p = point_at(path, s);
    bool clear = true;
    for (const auto* line : avoid) clear = clear && point_polyline_distance(p, *line) >= avoid_cm;
    if (clear && accept && !(*accept)(p)) clear = false;
    if (clear) candidates.push_back(s);
  }
  return candidates;
}

std::vector<Point> choose(const Polyline& path, const std::vector<double>& candidates, int count, double gap_cm,
                          Pcg32& rng) {
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
}  // namespace

std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng) {
  std::vector<double> candidates = candidate_positions(path, end_margin_cm, avoid, avoid_cm, nullptr);
  if (candidates.empty()) candidates.push_back(polyline_length(path) / 2);
  return choose(path, candidates, count, gap_cm, rng);
}

std::vector<double> crossing_candidates(const Polyline& path, double end_margin_cm, const std::vector<const Polyline*>& avoid,
                                        double avoid_cm, const std::function<bool(Point)>& accept) {
  return candidate_positions(path, end_margin_cm, avoid, avoid_cm, &accept);
}

std::vector<Point> crossing_points_where(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                         const std::vector<const Polyline*>& avoid, double avoid_cm,
                                         const std::function<bool(Point)>& accept, Pcg32& rng) {
  std::vector<double> candidates = candidate_positions(path, end_margin_cm, avoid, avoid_cm, &accept);
  if (candidates.empty()) return {};
  return choose(path, candidates, count, gap_cm, rng);
}

}  // namespace wargen
