#include "generators/sector_dice/town_bridges.hpp"

#include <cmath>
#include <optional>
#include <tuple>
#include <utility>

#include "core/grid_point.hpp"
#include "core/path_walk.hpp"
#include "scenario/structure_checks.hpp"

namespace wargen {

namespace {
constexpr double kStretchStepCm = 0.25;  // the measure's grain along the water
// A watercourse clipping a town's corner for less than this does not run through it.
constexpr double kLeastStretchCm = 1.0;
// The validator asks for a bridge only where the stretch is longer than a file's 0.01 cm rounding
// of the outline and the water could have shortened it below the generator's least stretch.
constexpr double kCheckedStretchCm = kLeastStretchCm + 2 * kStretchStepCm;
constexpr const char* kTownBridgesKey = "town_bridges";

bool is_town(const Feature& f) { return f.kind == "built_up" && f.outline.size() >= 3; }
bool is_water_line(const Feature& f) { return is_watercourse_kind(f.kind) && f.path.size() >= 2; }

// The ids in the attribute, split at white space as a stream's >> splits them (a string stream
// costs more to set up than the few ids it reads).
std::vector<std::string> named_bridges(const Feature& town) {
  std::vector<std::string> ids;
  const std::string& named = attribute(town, kTownBridgesKey);
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; };
  for (std::size_t i = 0; i < named.size();) {
    if (space(named[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < named.size() && !space(named[end])) ++end;
    ids.emplace_back(named, i, end - i);
    i = end;
  }
  return ids;
}

bool crossing_inside(const Scenario& s, const Feature& water, const Feature& town) {
  for (const auto& c : s.crossings)
    if (c.feature == water.id && point_in_polygon(c.at, town.outline)) return true;
  return false;
}

// The longest stretch of `water` inside `town`, if one is long enough to count.
std::optional<StretchInside> longest_stretch(const Feature& water, const Feature& town, double least_cm) {
  std::optional<StretchInside> longest;
  for (const StretchInside& stretch : stretches_inside(water.path, town.outline))
    if (stretch.length_cm() >= least_cm && (!longest || stretch.length_cm() > longest->length_cm())) longest = stretch;
  return longest;
}
}  // namespace

std::vector<StretchInside> stretches_inside(const Polyline& path, const Polygon& outline) {
  std::vector<StretchInside> stretches;
  if (path.size() < 2 || outline.size() < 3) return stretches;
  const Box box = bounding_box(outline);
  // The samples are taken at every multiple of the step, but only on the runs of legs whose box
  // comes near the outline's: a sample on any other leg lies outside the outline's box. The
  // slack covers the rounding in placing a sample on its leg (a few units in the last place).
  constexpr double kSlackCm = 1e-6;
  std::size_t run_end = 1;  // the legs path[i - 1] to path[i], for i from 1, that are not near
  auto next_run = [&](std::size_t from) {
    std::size_t first = from;
    while (first < path.size() && !box.overlaps(segment_box(path[first - 1], path[first]), kSlackCm)) ++first;
    std::size_t end = first;
    while (end < path.size() && box.overlaps(segment_box(path[end - 1], path[end]), kSlackCm)) ++end;
    return std::pair{first, end};  // legs first .. end - 1 near; first == path.size() for none
  };
  auto [first, end] = next_run(run_end);
  if (first == path.size()) return stretches;
  const PathWalk walk(path);
  const double length_cm = walk.length_cm();
  // A multiple of the step, as the running sum of steps from 0 is: 0.25 is a power of two, so
  // both are exact.
  auto step_at_or_below = [](double s_cm) { return std::floor(s_cm / kStretchStepCm) * kStretchStepCm; };
  std::size_t bookmark = 0;
  bool inside = false;
  for (double s = step_at_or_below(walk.arc_to(first - 1));;) {
    const bool last = s >= length_cm;
    const Point p = walk.point_at_onward(last ? length_cm : s, bookmark);
    const bool in = box.holds(p) && point_in_polygon(p, outline);
    if (in && !inside) stretches.push_back({s, s});
    if (in) stretches.back().to_cm = last ? length_cm : s;
    inside = in;
    if (last) break;
    s += kStretchStepCm;
    // Past the run (by more than a step: the samples up to there may lie on its last leg), every
    // sample lies on a leg that is not near until the next run starts: skip to it. A skipped
    // sample is outside, so a stretch ends there, as it would have.
    if (s > walk.arc_to(end - 1) + kStretchStepCm) {
      std::tie(first, end) = next_run(end);
      const double resume = first == path.size() ? step_at_or_below(length_cm) : step_at_or_below(walk.arc_to(first - 1));
      if (resume > s) {
        s = resume;
        inside = false;
      }
    }
  }
  return stretches;
}

void add_town_bridges(Scenario& s) {
  for (auto& town : s.features) {
    if (!is_town(town)) continue;
    for (const auto& water : s.features) {
      if (!is_water_line(water) || crossing_inside(s, water, town)) continue;
      const auto stretch = longest_stretch(water, town, kLeastStretchCm);
      if (!stretch) continue;
      const std::string id = "x" + std::to_string(s.crossings.size() + 1);
      // On the file's 0.01 cm grid, as the rolled crossings are: what is written is what is checked.
      s.crossings.push_back(
          {id, "bridge", quantize_point(point_at(water.path, (stretch->from_cm + stretch->to_cm) / 2)), water.id});
      std::string& named = town.attributes[kTownBridgesKey];
      named += (named.empty() ? "" : " ") + id;
    }
  }
}

std::set<std::string> town_bridge_ids(const Scenario& s) {
  std::set<std::string> ids;
  for (const auto& f : s.features)
    if (is_town(f))
      for (auto& id : named_bridges(f)) ids.insert(std::move(id));
  return ids;
}

void check_town_bridges(const Scenario& s, std::vector<Violation>& out) {
  for (const auto& town : s.features) {
    if (!is_town(town)) continue;
    for (const std::string& id : named_bridges(town)) {
      const Crossing* bridge = nullptr;
      for (const auto& c : s.crossings)
        if (c.id == id) bridge = &c;
      const Feature* water = nullptr;
      for (const auto& f : s.features)
        if (bridge && f.id == bridge->feature && is_water_line(f)) water = &f;
      if (!bridge || bridge->kind != "bridge" || !water)
        out.push_back({"GOK-T8", "feature " + town.id + " names " + id +
                                     " as its bridge, which is no bridge over a watercourse"});
      else if (!point_in_polygon(bridge->at, town.outline) ||
               !point_polyline_within(bridge->at, water->path, kOnLineToleranceCm))
        out.push_back({"GOK-T8", "feature " + town.id + "'s bridge " + id + " is not on " + water->id + " inside it"});
    }
    for (const auto& water : s.features)
      if (is_water_line(water) && !crossing_inside(s, water, town) && longest_stretch(water, town, kCheckedStretchCm))
        out.push_back({"GOK-T8", "watercourse " + water.id + " runs through feature " + town.id + " (" +
                                     attribute(town, "variant") + ") with no crossing inside it"});
  }
}

bool names_town_bridge(const Feature& town, const std::string& crossing_id) {
  for (const auto& id : named_bridges(town))
    if (id == crossing_id) return true;
  return false;
}

}  // namespace wargen
