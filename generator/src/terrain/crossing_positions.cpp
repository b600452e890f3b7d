#include "terrain/crossing_positions.hpp"

#include <cmath>

#include "core/grid_point.hpp"
#include "core/leg_runs.hpp"
#include "core/path_walk.hpp"

namespace wargen {

namespace {
constexpr double kCandidateStepCm = 0.5;
constexpr int kRandomTries = 20;  // random picks tried before taking the first position that leaves room

bool apart(Point p, const std::vector<Point>& chosen, double gap_cm) {
  for (Point c : chosen)
    if (distance(p, c) < gap_cm) return false;
  return true;
}

// How many crossings still fit beside `chosen`, taking every position in turn along the course
// that keeps the gap (first fit), counted up to `enough`: past that the caller does not care.
// `with` is scratch room, kept by the caller so the many counts allocate nothing.
std::size_t first_fit_count(const std::vector<Point>& candidates, const std::vector<Point>& chosen, double gap_cm,
                            std::size_t enough, std::vector<Point>& with) {
  with.assign(chosen.begin(), chosen.end());
  std::size_t added = 0;
  for (std::size_t k = 0; k < candidates.size() && added < enough; ++k)
    if (apart(candidates[k], with, gap_cm)) {
      with.push_back(candidates[k]);
      ++added;
    }
  return added;
}
}  // namespace

std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng) {
  // The positions, the open ones and the counts' room are kept per thread: a course has a few
  // hundred positions, and growing fresh vectors to that size copied them over and over.
  thread_local std::vector<Point> candidates, open, with, scratch;
  crossing_candidates(path, end_margin_cm, avoid, avoid_cm, candidates);
  // On the 0.01 cm grid the scenario is written on, so that the gap holds in the file. Rounded
  // in a loop of their own: each rounding ends in a division, and here they follow one another
  // without waiting, where in the walk each waited on the division that found its point.
  for (Point& p : candidates) p = quantize_point(p);
  const auto room = static_cast<int>(first_fit_count(candidates, {}, gap_cm, static_cast<std::size_t>(count), scratch));
  const int placed = std::min(count, room);
  std::vector<Point> chosen;
  for (int k = 0; k < placed; ++k) {
    const auto still_needed = static_cast<std::size_t>(placed - k - 1);
    open.clear();
    for (Point p : candidates)
      if (apart(p, chosen, gap_cm)) open.push_back(p);
    // A random position, as long as the crossings still to come keep room beside it.
    bool picked = false;
    for (int attempt = 0; attempt < kRandomTries && !picked; ++attempt) {
      Point p = open[rng.below(static_cast<std::uint32_t>(open.size()))];
      with.assign(chosen.begin(), chosen.end());
      with.push_back(p);
      if (first_fit_count(candidates, with, gap_cm, still_needed, scratch) >= still_needed) {
        chosen.push_back(p);
        picked = true;
      }
    }
    // Else the first position that keeps the gap, which is what first fit would take.
    if (!picked) chosen.push_back(open.front());
  }
  return chosen;
}

void crossing_candidates(const Polyline& path, double end_margin_cm, const std::vector<const Polyline*>& avoid,
                         double avoid_cm, std::vector<Point>& points) {
  points.clear();
  double length = polyline_length(path);
  std::vector<Box> avoid_boxes;
  std::vector<std::vector<Box>> avoid_runs;  // each line's leg_run_boxes: most legs lie far off
  for (const auto* line : avoid) {
    avoid_boxes.push_back(bounding_box(*line));
    avoid_runs.push_back(leg_run_boxes(*line));
  }
  PathWalk walker(path);
  std::size_t bookmark = 0;
  for (double s = end_margin_cm; s <= length - end_margin_cm; s += kCandidateStepCm) {
    // Into the list as soon as found, and out again if refused: kept aside until the tests were
    // done, it was stored half by half and read back whole before both halves had landed (a
    // failed store-to-load forward), where most points are kept.
    Point p = walker.point_at_onward(s, bookmark);
    points.push_back(p);
    bool clear = true;
    // A line whose box is further than avoid_cm needs no measuring (the margin covers rounding).
    for (std::size_t k = 0; k < avoid.size() && clear; ++k)
      clear = box_gap(p, avoid_boxes[k]) > avoid_cm + 1e-9 ||
              !point_polyline_closer_than(p, *avoid[k], avoid_runs[k], avoid_cm);
    if (!clear) points.pop_back();
  }
}

}  // namespace wargen
