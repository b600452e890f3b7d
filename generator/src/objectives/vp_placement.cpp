#include "objectives/vp_placement.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/number_text.hpp"

namespace wargen {
namespace {

std::string other(const std::string& side) { return side == "A" ? "B" : "A"; }

double own_edge_y(const Scenario& s, const std::string& side) {
  for (const auto& z : s.deployment)
    if (z.side == side) return z.edge == "north" ? s.table_depth_cm : 0;
  return side == "A" ? 0 : s.table_depth_cm;  // A south, B north by default
}

}  // namespace

bool has_deployment_zone(const Scenario& s, const std::string& side) {
  for (const auto& z : s.deployment)
    if (z.side == side && z.polygon.size() >= 3) return true;
  return false;
}

bool in_deployment_zone(const Scenario& s, const std::string& side, Point at) {
  constexpr double kOnBorderCm = 1e-9;
  for (const auto& z : s.deployment) {
    if (z.side != side || z.polygon.size() < 3) continue;
    // A point further from the zone's box than the border's width, and the rounding in measuring
    // (far less than a billionth of the box's coordinates), is neither in the zone nor on its
    // border (OutsideBox's margin is no wider).
    const Box box = bounding_box(z.polygon);
    const double sizes = std::abs(box.min_x) + std::abs(box.max_x) + std::abs(box.min_y) + std::abs(box.max_y);
    if (box_gap(at, box) > kOnBorderCm + 1e-9 * (1 + sizes)) continue;
    if (point_in_polygon(at, z.polygon)) return true;
    // On the zone's border counts as in it: a marker there is in reach of the deploying side.
    for (std::size_t i = 0; i < z.polygon.size(); ++i)
      if (point_segment_distance(at, z.polygon[i], z.polygon[next_vertex(i, z.polygon.size())]) < kOnBorderCm)
        return true;
  }
  return false;
}

std::vector<VpMarker> place_vp_markers(const Scenario& s, const std::vector<VpPlace>& places, const VpMarkerParams& p,
                                       const VpPlacementSetup& setup) {
  const int total = static_cast<int>(p.denominations.size());
  const int quota_in = setup.held_ground ? p.defender_zone_markers : 0;
  if (setup.held_ground && !has_deployment_zone(s, setup.defender))
    throw GenerationError("VPM-4: the held-ground variant needs side " + setup.defender +
                          "'s deployment zone, and the battlefield has none");
  // Whether each place lies in a side's zone, worked out once per side: every marker asks it of
  // every place (a table has hundreds).
  std::map<std::string, std::vector<char>> zone_of_side;
  auto in_zone = [&](const std::string& who) -> const std::vector<char>& {
    auto [it, fresh] = zone_of_side.try_emplace(who);
    if (fresh) {
      it->second.reserve(places.size());
      for (const VpPlace& place : places) it->second.push_back(in_deployment_zone(s, who, place.at));
    }
    return it->second;
  };
  std::vector<VpMarker> markers;
  // Each place's distance to the nearest marker already down: kept as each marker goes down
  // rather than measured again before every marker.
  std::vector<double> nearest_marker_cm(places.size(), std::numeric_limits<double>::infinity());
  int placed_in = 0;  // in the defender's zone (held-ground variant)
  std::string side = setup.first;
  for (int number = 1; number <= total; ++number, side = other(side)) {
    std::vector<std::size_t> legal;
    const std::vector<char>& in_own_zone = in_zone(side);
    for (std::size_t i = 0; i < places.size(); ++i) {
      // VPM-4: never in one's own zone – except the defender who must fill its zone (variant).
      if (in_own_zone[i] && !(setup.held_ground && side == setup.defender)) continue;
      if (setup.held_ground) {
        bool in_defender_zone = in_zone(setup.defender)[i];
        int placed_out = static_cast<int>(markers.size()) - placed_in;
        if (in_defender_zone && placed_in >= quota_in) continue;
        if (!in_defender_zone && placed_out >= total - quota_in) continue;
      }
      // VPM-5: no nearer than min_spacing_cm to a marker already down.
      if (nearest_marker_cm[i] >= p.min_spacing_cm) legal.push_back(i);
    }
    if (legal.empty())
      throw GenerationError("VPM-5: side " + side + " has no legal place left for VP marker " + std::to_string(number) +
                            " of " + std::to_string(total) + " (min_spacing_cm " + format_number(p.min_spacing_cm) +
                            " cm" + (setup.held_ground ? ", 7 of 10 in the defender's zone" : "") +
                            "); make objectives.vp-markers.min_spacing_cm smaller");
    PlacementView view{&places,
                       &nearest_marker_cm,
                       side,
                       own_edge_y(s, side),
                       s.table_width_cm,
                       s.table_depth_cm,
                       p.home_ground_weight,
                       2 * p.min_spacing_cm};
    const std::size_t chosen_index = setup.policies.at(side)->choose(view, legal);
    const VpPlace& chosen = places[chosen_index];
    if (setup.held_ground && in_zone(setup.defender)[chosen_index]) ++placed_in;
    VpMarker m;
    m.number = number;
    m.at = chosen.at;
    m.placed_by = side;
    m.prominence = chosen.score;
    m.place = chosen.description;
    m.features = chosen.features;
    for (std::size_t i = 0; i < places.size(); ++i)
      nearest_marker_cm[i] = std::min(nearest_marker_cm[i], distance(m.at, places[i].at));
    markers.push_back(m);
  }
  return markers;
}

}  // namespace wargen
