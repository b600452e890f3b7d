#include "objectives/vp_markers_scheme.hpp"

#include <algorithm>
#include <cmath>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "objectives/placement_policy.hpp"
#include "objectives/vp_candidates.hpp"
#include "objectives/vp_placement.hpp"
#include "objectives/vp_rules.hpp"
#include "scenario_layer/table_secrets.hpp"

namespace wargen {

std::string roll_off(const Dice& dice, Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& rule,
                     const std::string& what) {
  for (int round = 1;; ++round) {
    std::string again = round > 1 ? " (roll " + std::to_string(round) + ")" : "";
    int a = dice.roll(rng, log, rule, "side A rolls for " + what + again);
    int b = dice.roll(rng, log, rule, "side B rolls for " + what + again);
    if (a != b) return a > b ? "A" : "B";
    if (round >= 100) return "A";  // cannot happen with a fair die; keeps the loop finite
  }
}

std::shared_ptr<const ObjectiveParams> VpMarkersScheme::read_params(YamlMap* section) const {
  return read_vp_marker_params(section);
}

Objectives VpMarkersScheme::place(const Scenario& battlefield, const ObjectiveParams& base, const LayerRequest& request,
                                  std::vector<DiceLogEntry>& dice_log) const {
  const auto& p = dynamic_cast<const VpMarkerParams&>(base);
  Objectives o;
  o.scheme = name();
  o.view = "umpire";
  Pcg32 rng = Pcg32::for_stage(battlefield.seed, "objectives");

  VpPlacementSetup setup;
  setup.held_ground = request.defender_held_ground;
  if (setup.held_ground) {
    // VPM-4 variant: the defender is given, or the battlefield's (NPOW-E1: the side without the
    // initiative), or diced for when the rules have no attacker and defender.
    setup.defender = request.defender;
    for (const auto& side : battlefield.sides)
      if (setup.defender.empty() && side.role == "defender") setup.defender = side.side;
    if (setup.defender.empty())
      setup.defender = roll_off(p.roll_off, rng, dice_log, "VPM-4", "who held the ground (defender)");
    o.defender_held_ground = true;
    o.defender = setup.defender;
  }
  for (const std::string side : {"A", "B"}) {
    auto it = request.vp_policies.find(side);
    std::string policy = it != request.vp_policies.end() ? it->second : p.policies.at(side);
    setup.policies[side] = find_placement_policy(policy);
    if (!setup.policies[side])
      throw InputError("--vp-policy: unknown placement policy '" + policy + "' (known: " + placement_policy_names() +
                       ")");
  }
  // VPM-3: the dice decide who places the first marker.
  setup.first = roll_off(p.roll_off, rng, dice_log, "VPM-3", "who places the first VP marker");
  o.first_placer = setup.first;

  std::vector<VpPlace> places = find_vp_places(battlefield, p);
  o.markers = place_vp_markers(battlefield, places, p, setup);

  // VPM-1: the denominations shuffled face down onto the markers. Not dice and not logged: the
  // log is public, the deal is the umpire's secret (VPM-6), keyed by the umpire key and this table.
  Pcg32 deal = request.umpire_key ? secret_stream(*request.umpire_key, battlefield, "vp-denominations")
                                  : Pcg32::for_stage(battlefield.seed, "vp-denominations");
  std::vector<int> values = p.denominations;
  deal.shuffle(values);
  for (std::size_t i = 0; i < o.markers.size(); ++i) o.markers[i].value_pct = values[i];
  return o;
}

void VpMarkersScheme::check(const Scenario& s, const ObjectiveParams& base, std::vector<Violation>& out) const {
  const auto& p = dynamic_cast<const VpMarkerParams&>(base);
  const Objectives& o = s.objectives;
  const auto& markers = o.markers;
  if (markers.size() != p.denominations.size())
    out.push_back(
        {"VPM-1", std::to_string(markers.size()) + " VP markers, not " + std::to_string(p.denominations.size())});
  for (std::size_t i = 0; i < markers.size(); ++i)
    if (markers[i].number != static_cast<int>(i) + 1)
      out.push_back(
          {"VPM-6", "VP marker " + std::to_string(i + 1) + " is numbered " + std::to_string(markers[i].number)});
  std::vector<int> values;
  for (const auto& m : markers) values.push_back(m.value_pct);
  if (o.view == "player") {
    if (std::any_of(values.begin(), values.end(), [](int v) { return v != 0; }))
      out.push_back({"VPM-6", "a player's copy shows VP marker values"});
  } else {
    std::vector<int> expected = p.denominations;
    std::sort(values.begin(), values.end());
    std::sort(expected.begin(), expected.end());
    if (values != expected) out.push_back({"VPM-1", "the VP marker values are not the ruleset's denominations"});
  }
  for (std::size_t i = 0; i < markers.size(); ++i) {
    const VpMarker& m = markers[i];
    std::string which = "VP marker " + std::to_string(m.number);
    std::string expected_side = (i % 2 == 0) == (o.first_placer == "A") ? "A" : "B";
    if (m.placed_by != expected_side)
      out.push_back(
          {"VPM-3", which + " was placed by " + m.placed_by + ", but the sides alternate from " + o.first_placer});
    if (m.at.x < 0 || m.at.y < 0 || m.at.x > s.table_width_cm || m.at.y > s.table_depth_cm)
      out.push_back({"VPM-2", which + " is off the table"});
    bool may_own = o.defender_held_ground && m.placed_by == o.defender;
    if (!may_own && in_deployment_zone(s, m.placed_by, m.at))
      out.push_back({"VPM-4", which + " lies in the deployment zone of side " + m.placed_by + ", who placed it"});
    for (std::size_t j = i + 1; j < markers.size(); ++j)
      // The 0.01 cm grid may move each point by half a step.
      if (distance(m.at, markers[j].at) < p.min_spacing_cm - 0.015)
        out.push_back({"VPM-5", which + " and VP marker " + std::to_string(markers[j].number) + " are " +
                                    format_number(std::round(distance(m.at, markers[j].at) * 10) / 10) +
                                    " cm apart, under min_spacing_cm " + format_number(p.min_spacing_cm)});
  }
  if (o.defender_held_ground) {
    int inside = 0;
    for (const auto& m : markers) inside += in_deployment_zone(s, o.defender, m.at);
    if (inside != p.defender_zone_markers)
      out.push_back({"VPM-4", std::to_string(inside) + " VP markers in the defender's (" + o.defender + ") zone, not " +
                                  std::to_string(p.defender_zone_markers)});
  }
}

}  // namespace wargen
