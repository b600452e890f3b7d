#include "terrain/crossing_positions.hpp"

#include <cmath>

#include "core/det_math.hpp"
#include "core/path_walk.hpp"

namespace wargen {

namespace {
constexpr double kCandidateStepCm = 0.5;
constexpr int kRandomTries = 20;  // random picks tried before taking the first position that leaves room

std::vector<double> candidate_positions(const Polyline& path, double end_margin_cm,
                                        const std::vector<const Polyline*>& avoid, double avoid_cm,
                                        const std::function<bool(Point)>* accept) {
  double length = polyline_length(path);
  std::vector<Box> avoid_boxes;
  for (const auto* line : avoid) avoid_boxes.push_back(bounding_box(*line));
  std::vector<double> candidates;
  PathWalk walker(path);
  for (double s = end_margin_cm; s <= length - end_margin_cm; s += kCandidateStepCm) {
    Point p = walker.point_at(s);
    bool clear = true;
    // A line whose box is further than avoid_cm needs no measuring (the margin covers rounding).
    for (std::size_t k = 0; k < avoid.size() && clear; ++k)
      clear = box_gap(p, avoid_boxes[k]) > avoid_cm + 1e-9 || point_polyline_distance(p, *avoid[k]) >= avoid_cm;
    if (clear && accept && !(*accept)(p)) clear = false;
    if (clear) candidates.push_back(s);
  }
  return candidates;
}

// Points are kept on the 0.01 cm grid the scenario is written on, so the gap holds in the file.
Point on_grid(Point p) { return {quantize_cm(p.x), quantize_cm(p.y)}; }

bool apart(Point p, const std::vector<Point>& chosen, double gap_cm) {
  for (Point c : chosen)
    if (distance(p, c) < gap_cm) return false;
  return true;
}

// The crossings that still fit beside `chosen`, taking every position in turn along the course
// that keeps the gap (first fit).
std::vector<Point> first_fit(const std::vector<Point>& candidates, std::vector<Point> chosen, double gap_cm) {
  std::vector<Point> added;
  for (Point p : candidates)
    if (apart(p, chosen, gap_cm)) {
      chosen.push_back(p);
      added.push_back(p);
    }
  return added;
}
}  // namespace

std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng) {
  std::vector<Point> candidates;
  PathWalk walker(path);
  for (double s : candidate_positions(path, end_margin_cm, avoid, avoid_cm, nullptr))
    candidates.push_back(on_grid(walker.point_at(s)));
  const auto room = static_cast<int>(first_fit(candidates, {}, gap_cm).size());
  const int placed = std::min(count, room);
  std::vector<Point> chosen;
  for (int k = 0; k < placed; ++k) {
    const auto still_needed = static_cast<std::size_t>(placed - k - 1);
    std::vector<Point> open;
    for (Point p : candidates)
      if (apart(p, chosen, gap_cm)) open.push_back(p);
    // A random position, as long as the crossings still to come keep room beside it.
    bool picked = false;
    for (int attempt = 0; attempt < kRandomTries && !picked; ++attempt) {
      Point p = open[rng.below(static_cast<std::uint32_t>(open.size()))];
      std::vector<Point> with = chosen;
      with.push_back(p);
      if (first_fit(candidates, with, gap_cm).size() >= still_needed) {
        chosen.push_back(p);
        picked = true;
      }
    }
    if (!picked) chosen.push_back(first_fit(candidates, chosen, gap_cm).front());
  }
  return chosen;
}

std::vector<double> crossing_candidates(const Polyline& path, double end_margin_cm, const std::vector<const Polyline*>& avoid,
                                        double avoid_cm, const std::function<bool(Point)>& accept) {
  return candidate_positions(path, end_margin_cm, avoid, avoid_cm, &accept);
}

}  // namespace wargen
