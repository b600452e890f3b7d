#include "scenario_layer/scenario_layer.hpp"

#include "armies/army_builder.hpp"
#include "core/error.hpp"
#include "core/extensions.hpp"
#include "objectives/registry.hpp"
#include "scenario_layer/layer_rules.hpp"
#include "scenario_layer/player_copy.hpp"
#include "victory/registry.hpp"
#include "victory/victory_system.hpp"

namespace wargen {
namespace {

// GOK-V1's "below half" for the armies' break point: the army-points parameters in play.
int lost_below_pct(const Victory& scenario_victory, const LayerRules& rules) {
  const Victory* source = scenario_victory.system == "army-points" ? &scenario_victory
                          : rules.victory.system == "army-points"  ? &rules.victory
                                                                   : nullptr;
  std::map<std::string, std::string> params = complete_params(
      *find_victory_system("army-points"), source ? source->parameters : std::map<std::string, std::string>{},
      [](const std::string&, const std::string&) {});
  return static_cast<int>(VictoryParams(params).whole("lost_below_pct"));
}

}  // namespace

std::string chosen_victory_system(const Ruleset& ruleset, const LayerRequest& request) {
  const LayerRules& rules = layer_rules_or_defaults(ruleset.layer);
  std::string name = request.victory;
  if (name.empty() && !request.objectives.empty()) {
    const ObjectiveScheme* scheme = find_objective_scheme(request.objectives);
    if (scheme) name = scheme->victory_system();
  }
  if (name.empty()) name = rules.victory.system;
  if (!name.empty() && !find_victory_system(name))
    throw InputError("--victory: unknown victory system '" + name + "' (known: " + victory_system_names() + ")");
  return name;
}

void add_scenario_layer(Scenario& s, const Ruleset& ruleset, const LayerRequest& request) {
  if (request.empty()) return;
  const LayerRules& rules = layer_rules_or_defaults(ruleset.layer);

  // Stage: objectives (VPM-1..6 for vp-markers).
  if (!request.objectives.empty()) {
    const ObjectiveScheme* scheme = find_objective_scheme(request.objectives);
    if (!scheme)
      throw InputError("--objectives: unknown objective scheme '" + request.objectives +
                       "' (known: " + objective_scheme_names() + ")");
    s.objectives = scheme->place(s, rules.objective_params(scheme->name()), request, s.dice_log);
  } else {
    const char* flag = request.defender_held_ground   ? "--defender-held-ground"
                       : !request.defender.empty()    ? "--defender"
                       : !request.vp_policies.empty() ? "--vp-policy"
                                                      : nullptr;
    if (flag) throw InputError(std::string(flag) + ": needs an objective scheme (--objectives vp-markers)");
  }

  // Stage: victory conditions. The ruleset's parameters when it plays the same system.
  std::string system = chosen_victory_system(ruleset, request);
  if (!system.empty()) {
    s.victory.system = system;
    s.victory.parameters =
        system == rules.victory.system
            ? rules.victory.parameters
            : complete_params(*find_victory_system(system), {}, [](const std::string&, const std::string&) {});
  }

  // Stage: armies (GOK-A1, A2, V1).
  if (request.armies) {
    if (!rules.armies)
      throw InputError("--armies: ruleset '" + ruleset.name + "' has no army list (an `armies:` section)");
    s.armies = build_armies(*rules.armies, s.seed, lost_below_pct(s.victory, rules), s.dice_log);
  }
}

std::vector<Violation> validate_scenario_layer(const Scenario& s, const Ruleset& ruleset) {
  std::vector<Violation> out;
  const LayerRules& rules = layer_rules_or_defaults(ruleset.layer);
  if (!s.objectives.empty()) {
    const ObjectiveScheme* scheme = find_objective_scheme(s.objectives.scheme);
    if (!scheme)
      out.push_back({"VPM-2", "unknown objective scheme '" + s.objectives.scheme +
                                  "' (known: " + objective_scheme_names() + ")"});
    else
      scheme->check(s, rules.objective_params(scheme->name()), out);
    if (s.objectives.view == "player") check_player_copy(s, out);
  }
  if (!s.victory.empty()) {
    const VictorySystem* system = find_victory_system(s.victory.system);
    if (!system) {
      out.push_back(
          {"VICTORY", "unknown victory system '" + s.victory.system + "' (known: " + victory_system_names() + ")"});
    } else {
      for (const auto& [key, value] : s.victory.parameters) {
        if (is_extension_key(key)) continue;  // a tool's own entry: no parameter of any system
        const VictoryParam* spec = nullptr;
        for (const auto& p : system->params())
          if (p.key == key) spec = &p;
        std::string why = spec ? check_param_text(*spec, value) : "is not a parameter of " + system->name();
        if (!why.empty()) out.push_back({"VICTORY", "victory.parameters." + key + " " + why});
      }
    }
  }
  if (!s.armies.empty()) {
    if (!rules.armies) {
      out.push_back({"GOK-A1", "the scenario has armies but ruleset '" + ruleset.name + "' has no army list"});
    } else {
      int pct = lost_below_pct(s.victory, rules);
      for (const auto& army : s.armies) check_army(army, *rules.armies, pct, out);
      if (s.armies.size() != 2 || s.armies[0].side != "A" || s.armies[1].side != "B")
        out.push_back({"GOK-A1", "the scenario must hold one army for side A and one for side B, in that order"});
      else if (rules.armies->distinct_nations && s.armies[0].nation == s.armies[1].nation)
        out.push_back({"GOK-A2", "both sides are " + s.armies[0].nation + ", but the ruleset wants different nations"});
    }
  }
  return out;
}

}  // namespace wargen
