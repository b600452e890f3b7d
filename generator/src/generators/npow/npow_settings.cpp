#include "generators/npow/npow_settings.hpp"

#include "core/error.hpp"
#include "symmetry/symmetric_option.hpp"

namespace wargen {

namespace {
std::string names(const std::map<std::string, TerrainZone>& zones) {
  std::string out;
  for (const auto& [name, zone] : zones) out += (out.empty() ? "" : ", ") + name;
  return out;
}
}  // namespace

std::vector<OptionSpec> npow_option_specs(const NpowParams* p) {
  const std::string group = "NPOW (npow generator)";
  std::vector<std::string> zones, ratings;
  if (p) {
    for (const auto& [name, zone] : p->zones) zones.push_back(name);
    for (const auto& [name, zone] : p->zones)
      if (name != p->army_list_zone) zones.push_back(p->army_list_zone + ":" + name);
    for (const auto& [rating, cap] : p->own_half_max) ratings.push_back(rating);
  }
  return {
      {"zone", OptionType::choice, "The defender's geographic zone; army-list:<zone> for the zone an army list names",
       "NPOW-S2", zones, 0, 0, p ? p->default_zone : "", false, group},
      {"attacker", OptionType::choice, "The side with the initiative", "NPOW-E1", {"A", "B"}, 0, 0, "dice", false,
       group},
      {"attacker_edge", OptionType::choice, "The attacker's long edge", "NPOW-E1", {"south", "north"}, 0, 0, "dice",
       false, group},
      {"initiative", OptionType::choice, "An army's initiative rating, e.g. A=high", "NPOW-O2", ratings, 0, 0,
       p ? p->default_initiative : "", true, group},
      {"no_objective_max", OptionType::boolean, "Convention: no maximum of objectives, no hill is downgraded", "NPOW-S5",
       {}, 0, 0, "", false, group},
      {"max_points_per_objective", OptionType::integer, "Convention: at most this many points on one objective",
       "NPOW-O1", {}, 1, 1000, p && p->max_points_per_objective > 0 ? std::to_string(p->max_points_per_objective) : "",
       false, group},
      {"points_step", OptionType::integer, "Objective points go in multiples of this", "NPOW-O1", {}, 1, 1000,
       p ? std::to_string(p->points_step) : "", false, group},
      symmetric_option_spec(group,
                            "half the pool's natures are rolled, each element gets its half-turn twin, an odd one "
                            "lies on the centre; B's supply line, roads and points are A's turned"),
  };
}

NpowSettings resolve_settings(const NpowParams& p, const OptionValues& options) {
  NpowSettings s;
  s.zone = option_text(options, "zone", p.default_zone);
  s.table_zone = s.zone;
  std::string prefix = p.army_list_zone + ":";
  if (s.zone.rfind(prefix, 0) == 0) {
    // NPOW-S2: "far from the Emperor's eyes", the army list names the defender's table.
    s.table_zone = s.zone.substr(prefix.size());
    if (s.table_zone == p.army_list_zone || !p.zones.count(s.table_zone))
      throw InputError("--zone " + s.zone + ": the army list must name one of the other zones (" + names(p.zones) +
                       ")");
  } else if (!p.zones.count(s.zone)) {
    throw InputError("--zone " + s.zone + ": unknown zone (known: " + names(p.zones) + "; or " + p.army_list_zone +
                     ":<zone> for the zone an army list names)");
  }

  s.attacker = option_text(options, "attacker");
  if (!s.attacker.empty() && s.attacker != "A" && s.attacker != "B")
    throw InputError("--attacker " + s.attacker + ": must be A or B");
  s.attacker_edge = option_text(options, "attacker_edge");
  if (!s.attacker_edge.empty() && s.attacker_edge != "south" && s.attacker_edge != "north")
    throw InputError("--attacker-edge " + s.attacker_edge + ": must be south or north");

  s.initiative = {{"A", p.default_initiative}, {"B", p.default_initiative}};
  for (const char* side : {"A", "B"}) {
    std::string rating = option_text(options, std::string("initiative_") + side);
    if (rating.empty()) continue;
    if (!p.own_half_max.count(rating)) {
      std::string known;
      for (const auto& [r, cap] : p.own_half_max) known += (known.empty() ? "" : ", ") + r;
      throw InputError("--initiative " + std::string(side) + "=" + rating + ": unknown rating (known: " + known + ")");
    }
    s.initiative[side] = rating;
  }

  s.no_objective_max = option_flag(options, "no_objective_max");
  s.points_step = static_cast<int>(option_integer(options, "points_step", p.points_step));
  if (s.points_step < 1) throw InputError("--points-step: must be 1 or more");
  if (p.points_total % s.points_step != 0)
    throw InputError("--points-step " + std::to_string(s.points_step) + ": must divide the " +
                     std::to_string(p.points_total) + " points each side places (NPOW-O1)");
  s.max_points_per_objective =
      static_cast<int>(option_integer(options, "max_points_per_objective", p.max_points_per_objective));
  if (options.count("max_points_per_objective") && s.max_points_per_objective < 1)
    throw InputError("--max-points-per-objective: must be 1 or more");
  if (s.max_points_per_objective > 0 && s.max_points_per_objective < s.points_step)
    throw InputError("--max-points-per-objective " + std::to_string(s.max_points_per_objective) +
                     ": smaller than the points step " + std::to_string(s.points_step));
  s.symmetric = symmetric_requested(options);
  if (s.symmetric && !p.symmetric_allowed)
    throw InputError("--symmetric: this ruleset has no 'symmetric' section, so it lays no symmetric table (docs/rules.md, NPOW on a symmetric table)");
  return s;
}

OptionValues settings_options(const OptionValues& requested, const NpowSettings& s) {
  OptionValues options = requested;
  options["zone"] = s.zone;
  for (const auto& [side, rating] : s.initiative) options["initiative_" + side] = rating;
  options["points_step"] = std::to_string(s.points_step);
  if (s.max_points_per_objective > 0) options["max_points_per_objective"] = std::to_string(s.max_points_per_objective);
  return options;
}

}  // namespace wargen
