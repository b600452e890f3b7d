#include "objectives/vp_rules.hpp"

#include <numeric>
#include <stdexcept>

#include "objectives/placement_policy.hpp"
#include "ruleset/dice_table.hpp"

namespace wargen {

const std::vector<std::string>& vp_place_kinds() {
  static const std::vector<std::string> kinds = {
      "ridge",       "steep_hill",   "hill",      "walled_town", "town",           "village",
      "farmstead",   "built_up",     "building",  "bridge",      "ford",           "road_junction",
      "sunken_road", "rough_ground", "earthwork", "wood",        "players_choice", "open_ground"};
  return kinds;
}

VpMarkerParams::VpMarkerParams() {
  // VPM-2 DESIGN defaults: towns and crossings are what armies fight for, hills and ridges next;
  // woods and open ground only fill a sparse table. A combined place adds its parts up.
  prominence = {{"ridge", 4},   {"steep_hill", 4},     {"hill", 3},        {"walled_town", 5},  {"town", 5},
                {"village", 4}, {"farmstead", 2},      {"built_up", 3},    {"building", 2},     {"bridge", 4},
                {"ford", 3},    {"road_junction", 3},  {"sunken_road", 3}, {"rough_ground", 2}, {"earthwork", 2},
                {"wood", 1},    {"players_choice", 1}, {"open_ground", 0}};
}

int VpMarkerParams::score(const std::string& place_kind) const {
  auto it = prominence.find(place_kind);
  if (it == prominence.end()) throw std::logic_error("no prominence for place kind " + place_kind);
  return it->second;
}

std::shared_ptr<const VpMarkerParams> read_vp_marker_params(YamlMap* section) {
  auto p = std::make_shared<VpMarkerParams>();
  if (!section) return p;
  YamlMap& m = *section;
  YamlValue denominations = m.required("denominations");
  p->denominations.clear();
  for (const auto& d : denominations.items()) p->denominations.push_back(d.integer(1, 100));
  if (p->denominations.empty()) denominations.fail("must list at least one marker");
  // VPM-1: "the sum of all victory point markers on the table equals 100%".
  int sum = std::accumulate(p->denominations.begin(), p->denominations.end(), 0);
  if (sum != 100) denominations.fail("must add up to 100 (VPM-1), not " + std::to_string(sum));
  p->min_spacing_cm = m.required("min_spacing_cm").number(0, 1000);
  p->edge_margin_cm = m.required("edge_margin_cm").number(0, 100);
  p->combine_radius_cm = m.required("combine_radius_cm").number(0, 100);
  p->ridge_length_ratio = m.required("ridge_length_ratio").number(1, 100);
  p->open_ground_step_cm = m.required("open_ground_step_cm").number(1, 100);
  p->home_ground_weight = m.required("home_ground_weight").number(0, 100);
  YamlValue quota = m.required("defender_zone_markers");
  p->defender_zone_markers = quota.integer(0, static_cast<int>(p->denominations.size()));
  p->roll_off = read_dice(m, "roll_off");
  YamlMap prominence = m.map("prominence");
  for (const auto& kind : vp_place_kinds()) p->prominence[kind] = prominence.required(kind).integer(0, 100);
  prominence.finish();
  YamlMap policies = m.map("policies");
  for (const std::string side : {"A", "B"}) {
    YamlValue name = policies.required(side);
    if (!find_placement_policy(name.text()))
      name.fail("unknown placement policy '" + name.text() + "' (known: " + placement_policy_names() + ")");
    p->policies[side] = name.text();
  }
  policies.finish();
  m.finish();
  return p;
}

}  // namespace wargen
