#include "generators/npow/objective_points.hpp"

#include <algorithm>
#include <map>

#include "core/error.hpp"
#include "generators/npow/sides.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/twins.hpp"

namespace wargen {

std::vector<PlacedObjective> placed_objectives(const Scenario& s) {
  std::vector<double> widths;
  widths.reserve(s.crossings.size());
  for (const auto& c : s.crossings) {
    const Feature* water = c.objective.value_or(false) ? s.find_feature(c.feature) : nullptr;
    widths.push_back(water ? water_width_at(*water, c.at) : 0);
  }
  return placed_objectives(s, widths);
}

std::vector<PlacedObjective> placed_objectives(const Scenario& s, const std::vector<double>& crossing_width_cm) {
  std::vector<PlacedObjective> objectives;
  for (const auto& f : s.features) {
    if (!f.objective.value_or(false) || !f.is_area()) continue;
    if (f.kind == "supply_line") {
      auto owner = f.attributes.find("side");
      if (owner != f.attributes.end()) objectives.push_back({f.id, "supply_line", owner->second, bounding_box(f.outline)});
    } else if (f.kind == "hill" || f.kind == "built_up") {
      objectives.push_back({f.id, f.kind, "", bounding_box(f.outline)});
    }
  }
  for (std::size_t i = 0; i < s.crossings.size(); ++i) {
    const Crossing& c = s.crossings[i];
    if (c.objective.value_or(false))
      objectives.push_back({c.id, "crossing", "", crossing_bounds(c.at, crossing_width_cm[i])});
  }
  return objectives;
}

std::vector<ObjectiveTarget> objective_targets(const NpowParams& p, const Scenario& s,
                                               const std::vector<PlacedObjective>& objectives, const std::string& side) {
  TableBands bands = table_bands(p);
  std::string edge = edge_of(s.sides, side);
  std::vector<ObjectiveTarget> targets;
  for (const auto& o : objectives)
    if (o.owner != side)
      targets.push_back({o.id, o.kind, bands.in_own_half(o.bounds, edge), bands.depth_from(o.bounds, edge)});
  return targets;
}

PointsRules points_rules(const NpowParams& p, const NpowSettings& settings, const std::string& side) {
  PointsRules rules;
  rules.total = p.points_total;
  rules.step = settings.points_step;
  rules.max_per_objective = settings.max_points_per_objective;
  rules.own_half_max = p.own_half_max.at(settings.initiative.at(side));
  return rules;
}

void allocate_objective_points(const NpowParams& p, const NpowSettings& settings, const ObjectivePolicy& policy,
                               Scenario& s, Pcg32& rng) {
  for (auto& f : s.features)
    if (f.objective.value_or(false)) f.points = {{"A", 0}, {"B", 0}};
  for (auto& c : s.crossings)
    if (c.objective.value_or(false)) c.points = {{"A", 0}, {"B", 0}};
  // The symmetric procedure: A chooses, and B's points are A's turned - each on the twin of A's
  // objective, so B's own half holds what A's own half holds: A's choice keeps within the stricter
  // of both sides' NPOW-O2 caps.
  std::map<std::string, std::string> twin;
  if (settings.symmetric) twin = twin_ids(s);
  const std::vector<PlacedObjective> objectives = placed_objectives(s);
  for (const char* side : {"A", "B"}) {
    if (settings.symmetric && std::string(side) == "B") break;
    std::vector<ObjectiveTarget> targets = objective_targets(p, s, objectives, side);
    PointsRules rules = points_rules(p, settings, side);
    if (settings.symmetric)
      rules.own_half_max = std::min(rules.own_half_max, points_rules(p, settings, "B").own_half_max);
    std::string why = allocation_infeasible(targets, rules);
    if (!why.empty())
      throw GenerationError(why + " (side " + std::string(side) + ", initiative " + settings.initiative.at(side) +
                            (settings.symmetric ? "; on a symmetric table within side B's cap too, initiative " +
                                                      settings.initiative.at("B")
                                                : std::string()) +
                            "); try another seed or drop the convention");
    PointsPreferences prefs;
    for (const auto& t : targets) prefs.kind_weight.push_back(p.points_weights.at(t.kind));
    prefs.nearness = p.points_nearness;
    prefs.table_depth_cm = p.table_depth_cm;
    std::vector<int> points = policy.allocate(targets, rules, prefs, rng);
    for (std::size_t i = 0; i < targets.size(); ++i) {
      auto it = twin.find(targets[i].id);
      for (auto& f : s.features) {
        if (f.id == targets[i].id) f.points[side] = points[i];
        if (it != twin.end() && f.id == it->second) f.points["B"] = points[i];
      }
      for (auto& c : s.crossings) {
        if (c.id == targets[i].id) c.points[side] = points[i];
        if (it != twin.end() && c.id == it->second) c.points["B"] = points[i];
      }
    }
  }
}

}  // namespace wargen
