#include "generators/npow/npow_settings.hpp"

#include "core/error.hpp"

namespace wargen {

namespace {
std::string names(const std::map<std::string, TerrainZone>& zones) {
  std::string out;
  for (const auto& [name, zone] : zones) out += (out.empty() ? "" : ", ") + name;
  return out;
}
}  // namespace

NpowSettings resolve_settings(const NpowParams& p, const GenerateRequest& request) {
  if (request.turns > 0) throw InputError("--turns: NPOW rulesets roll no weather");
  if (!request.choices.empty()) throw InputError("--choice: NPOW rulesets have no player's choice sites (GOK-T7)");
  NpowSettings s;
  s.zone = request.zone.empty() ? p.default_zone : request.zone;
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

  s.attacker = request.attacker;
  if (!s.attacker.empty() && s.attacker != "A" && s.attacker != "B")
    throw InputError("--attacker " + s.attacker + ": must be A or B");
  s.attacker_edge = request.attacker_edge;
  if (!s.attacker_edge.empty() && s.attacker_edge != "south" && s.attacker_edge != "north")
    throw InputError("--attacker-edge " + s.attacker_edge + ": must be south or north");

  s.initiative = {{"A", p.default_initiative}, {"B", p.default_initiative}};
  for (const auto& [side, rating] : request.initiative) {
    if (side != "A" && side != "B")
      throw InputError("--initiative " + side + "=" + rating + ": the side must be A or B");
    if (!p.own_half_max.count(rating)) {
      std::string known;
      for (const auto& [r, cap] : p.own_half_max) known += (known.empty() ? "" : ", ") + r;
      throw InputError("--initiative " + side + "=" + rating + ": unknown rating (known: " + known + ")");
    }
    s.initiative[side] = rating;
  }

  s.no_objective_max = request.no_objective_max;
  s.points_step = request.points_step > 0 ? request.points_step : p.points_step;
  if (p.points_total % s.points_step != 0)
    throw InputError("--points-step " + std::to_string(s.points_step) + ": must divide the " +
                     std::to_string(p.points_total) + " points each side places (NPOW-O1)");
  s.max_points_per_objective =
      request.max_points_per_objective > 0 ? request.max_points_per_objective : p.max_points_per_objective;
  if (request.max_points_per_objective < 0) throw InputError("--max-points-per-objective: must be 1 or more");
  if (s.max_points_per_objective > 0 && s.max_points_per_objective < s.points_step)
    throw InputError("--max-points-per-objective " + std::to_string(s.max_points_per_objective) +
                     ": smaller than the points step " + std::to_string(s.points_step));
  return s;
}

std::map<std::string, std::string> settings_options(const GenerateRequest& request, const NpowSettings& s) {
  std::map<std::string, std::string> options = request_options(request);
  options["zone"] = s.zone;
  for (const auto& [side, rating] : s.initiative) options["initiative_" + side] = rating;
  options["points_step"] = std::to_string(s.points_step);
  if (s.max_points_per_objective > 0) options["max_points_per_objective"] = std::to_string(s.max_points_per_objective);
  return options;
}

}  // namespace wargen
