#include "objectives/registry.hpp"

#include "objectives/placement_policy.hpp"
#include "objectives/vp_markers_scheme.hpp"

namespace wargen {

const std::vector<const ObjectiveScheme*>& all_objective_schemes() {
  // The one list of objective schemes: add a new one here.
  static const VpMarkersScheme vp_markers;  // VPM-1..VPM-6
  static const std::vector<const ObjectiveScheme*> all = {&vp_markers};
  return all;
}

const ObjectiveScheme* find_objective_scheme(const std::string& name) {
  for (const auto* s : all_objective_schemes())
    if (s->name() == name) return s;
  return nullptr;
}

std::string objective_scheme_names() {
  std::string out;
  for (const auto* s : all_objective_schemes()) out += (out.empty() ? "" : ", ") + s->name();
  return out;
}

const std::vector<const PlacementPolicy*>& all_placement_policies() {
  // The one list of VPM-3 placement policies.
  static const MostProminentPolicy most_prominent;
  static const HomeGroundPolicy home_ground;
  static const std::vector<const PlacementPolicy*> all = {&most_prominent, &home_ground};
  return all;
}

const PlacementPolicy* find_placement_policy(const std::string& name) {
  for (const auto* p : all_placement_policies())
    if (p->name() == name) return p;
  return nullptr;
}

std::string placement_policy_names() {
  std::string out;
  for (const auto* p : all_placement_policies()) out += (out.empty() ? "" : ", ") + p->name();
  return out;
}

}  // namespace wargen
