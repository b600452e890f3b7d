#include "victory/army_points_victory.hpp"

#include <set>

#include "armies/army_points.hpp"
#include "victory/state_access.hpp"

namespace wargen {
namespace {

const Army* army_of(const Scenario& scenario, const std::string& side) {
  for (const auto& a : scenario.armies)
    if (a.side == side) return &a;
  return nullptr;
}

}  // namespace

const std::vector<VictoryParam>& ArmyPointsSystem::params() const {
  using K = VictoryParam::Kind;
  static const std::vector<VictoryParam> list = {
      {"lost_below_pct", K::whole, "50", "GOK-V1: an army has lost when its points fall below this % of the start", 0,
       100},
  };
  return list;
}

Adjudication ArmyPointsSystem::adjudicate(const AdjudicationInput& input, YamlMap& state) const {
  int pct = static_cast<int>(input.params.whole("lost_below_pct"));
  struct Side {
    int start = 0, lost = 0;
    std::string lost_text;
  };
  std::map<std::string, Side> sides;
  read_both_sides(state, "sides", [&](const std::string& side, YamlMap& m) {
    Side s;
    const Army* army = army_of(*input.scenario, side);
    std::optional<int> start = optional_count(m, "start_points", 1);
    if (!start && !army)
      m.fail("start_points", "is required: the scenario has no army for side " + side + " (wargen generate --armies)");
    // GOK-V1: the scenario's army fixes the starting total; a state that says otherwise is
    // describing another game.
    if (start && army && *start != army->points)
      m.fail("start_points", "is " + std::to_string(*start) + ", but side " + side + "'s army in scenario " +
                                 input.scenario->id + " starts with " + std::to_string(army->points) +
                                 " points (leave start_points out)");
    s.start = start ? *start : army->points;
    bool by_units = m.has("lost_units"), by_points = m.has("points_lost");
    if (by_units && by_points) m.fail("points_lost", "cannot be given together with lost_units: give one of them");
    if (!by_units && !by_points) m.fail("lost_units", "is required: the ids of the units lost (or points_lost)");
    if (by_points) {
      m.optional("lost_units");
      s.lost = required_count(m, "points_lost");
      s.lost_text = std::to_string(s.lost) + " points lost";
    } else {
      m.optional("points_lost");
      YamlValue ids = m.required("lost_units");
      if (!army) ids.fail("names units, but the scenario has no army for side " + side + ": give points_lost instead");
      std::set<std::string> seen;
      for (const auto& item : ids.items()) {
        std::string id = item.text();
        if (!seen.insert(id).second) item.fail("names unit " + id + " twice");
        const ArmyUnit* unit = nullptr;
        for (const auto& u : army->units)
          if (u.id == id) unit = &u;
        if (!unit) item.fail("there is no unit " + id + " in side " + side + "'s army");
        s.lost += unit->points;
      }
      s.lost_text = std::to_string(seen.size()) + " units lost, " + std::to_string(s.lost) + " points";
    }
    if (s.lost > s.start)
      m.fail(by_points ? "points_lost" : "lost_units",
             "adds up to more than the army's " + std::to_string(s.start) + " points");
    sides[side] = s;
  });

  Adjudication out;
  out.text +=
      "Army points (GOK-V1): an army has lost when its points fall below " + std::to_string(pct) + " % of the start.\n";
  out.yaml.open_map("sides");
  std::vector<std::string> lost;
  for (const auto& [side, s] : sides) {
    int left = s.start - s.lost;
    int limit = lost_at_or_below(s.start, pct);
    bool has_lost = army_has_lost(left, s.start, pct);
    if (has_lost) lost.push_back(side);
    out.text += "  " + side + ": " + std::to_string(s.start) + " points at the start; " + s.lost_text + "; " +
                std::to_string(left) + " left (lost at " + std::to_string(limit) +
                " or fewer): " + (has_lost ? "HAS LOST" : "still in the field") + "\n";
    out.yaml.put(side, YamlOut::flow_value({{"start_points", std::to_string(s.start)},
                                            {"points_lost", std::to_string(s.lost)},
                                            {"points_left", std::to_string(left)},
                                            {"lost_at_or_below", std::to_string(limit)},
                                            {"has_lost", YamlOut::bool_value(has_lost)}}));
  }
  out.yaml.close();
  std::string victor = lost.size() == 1 ? other_side(lost.front()) : "none";
  out.text += lost.empty()       ? "  Neither army has lost yet.\n"
              : lost.size() == 2 ? "  Both armies have lost: no victor.\n"
                                 : "  " + victor + " wins: " + lost.front() + "'s army has lost.\n";
  out.yaml.text("victor", victor);
  return out;
}

}  // namespace wargen
