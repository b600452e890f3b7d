#include "sight/objective_sites.hpp"

#include "core/geometry.hpp"

namespace wargen::sight {

int ObjectiveSite::total_points() const {
  int total = 0;
  for (const auto& [side, p] : points) total += p;
  return total;
}

std::vector<ObjectiveSite> objective_sites(const Scenario& scenario) {
  std::vector<ObjectiveSite> sites;
  for (const Feature& f : scenario.features) {
    if (!f.objective.value_or(false)) continue;
    ObjectiveSite site{f.id, f.kind, {}, f.outline, f.points};
    site.at = f.is_area() ? centroid(f.outline) : point_at(f.path, polyline_length(f.path) / 2);
    sites.push_back(std::move(site));
  }
  for (const Crossing& c : scenario.crossings)
    if (c.objective.value_or(false)) sites.push_back({c.id, c.kind, c.at, {}, c.points});
  // A player's copy hides each marker's value (value_pct 0): no points, rather than points of 0.
  for (const VpMarker& m : scenario.objectives.markers) {
    std::map<std::string, int> value;
    if (m.value_pct != 0) value["value_pct"] = m.value_pct;
    sites.push_back({"vp" + std::to_string(m.number), "vp_marker", m.at, {}, value});
  }
  return sites;
}

}  // namespace wargen::sight
