// NPOW-H1..H4. Per objective: held (friendly units on it, no enemy: H1); empty but held by the
// side whose units passed over it last while no formed enemy is within one move (H2, H3);
// otherwise, with both sides on it, the formed strength decides (H4): up to 2:1 contested and
// nobody scores, over 2:1 up to 4:1 the stronger scores half its points, over 4:1 all of them. The
// side that does not win an objective keeps – but does not score – its points.
#include "victory/objective_holding.hpp"

#include <algorithm>

#include "victory/state_access.hpp"

namespace wargen {
namespace {

struct Presence {
  int formed = 0;  // formed infantry and cavalry, strength points
  int other = 0;   // shaken units, irregular skirmishers, artillery
  bool on() const { return formed + other > 0; }
};

struct ObjectiveState {
  std::string id;
  std::map<std::string, int> points{{"A", 0}, {"B", 0}};
  std::map<std::string, Presence> on{{"A", {}}, {"B", {}}};
  std::string last_passed;
  std::vector<std::string> threatened_by;
};

// NPOW-O1: the points each side put on an objective, as the scenario records them (an NPOW
// scenario's features and crossings carry them); null when it records none for `id`.
const ObjectivePoints* scenario_points(const Scenario& s, const std::string& id) {
  for (const auto& f : s.features)
    if (f.id == id && !f.points.empty()) return &f.points;
  for (const auto& c : s.crossings)
    if (c.id == id && !c.points.empty()) return &c.points;
  return nullptr;
}

// NPOW-O1, S5: points go only on objectives; a feature or crossing the scenario records as no
// objective (a forest, a hill downgraded to an elevation) cannot carry any.
void check_is_objective(const YamlValue& id_value, const Scenario& s, const std::string& id) {
  for (const auto& f : s.features) {
    if (f.id != id) continue;
    if (f.elevation_only.value_or(false))
      id_value.fail("'" + id + "' is a hill downgraded to an elevation in scenario " + s.id +
                    ": not an objective (NPOW-S5)");
    if (f.objective.has_value() && !*f.objective)
      id_value.fail("'" + id + "' (" + f.kind + ") is not an objective in scenario " + s.id + " (NPOW-O1)");
  }
  for (const auto& c : s.crossings)
    if (c.id == id && c.objective.has_value() && !*c.objective)
      id_value.fail("'" + id + "' is not an objective in scenario " + s.id + " (NPOW-O1)");
}

ObjectiveState read_objective(const YamlValue& value, const Scenario& scenario) {
  YamlMap m(value);
  ObjectiveState o;
  YamlValue id_value = m.required("id");
  o.id = id_value.text();
  check_is_objective(id_value, scenario, o.id);
  const ObjectivePoints* recorded = scenario_points(scenario, o.id);
  if (!m.has("points") && recorded) {
    m.optional("points");
    for (const auto& [side, points] : *recorded)
      if (side == "A" || side == "B") o.points[side] = points;
  } else {
    if (!m.has("points"))
      m.fail("points", "is required: scenario " + scenario.id + " records no objective points for '" + o.id + "'");
    YamlMap points = m.map("points");
    for (const auto& key : points.keys()) {
      if (key != "A" && key != "B") points.fail(key, "must be A or B");
      o.points[key] = points.required(key).integer(0, 1000);
    }
    points.finish();
  }
  if (m.has("on")) {
    YamlMap on = m.map("on");
    for (const auto& key : on.keys()) {
      if (key != "A" && key != "B") on.fail(key, "must be A or B");
      YamlMap side = on.map(key);
      o.on[key].formed = optional_count(side, "formed").value_or(0);
      o.on[key].other = optional_count(side, "other").value_or(0);
      side.finish();
    }
    on.finish();
  } else {
    m.optional("on");
  }
  if (m.has("last_passed")) o.last_passed = side_of(m.required("last_passed"));
  m.optional("last_passed");
  for (const auto& item : m.optional("threatened_by").items()) o.threatened_by.push_back(side_of(item));
  // NPOW-H2, H3 are about an empty objective: with units on it they would be silently ignored.
  bool occupied = o.on["A"].on() || o.on["B"].on();
  if (occupied && m.has("last_passed"))
    m.fail("last_passed", "is only for an empty objective, but units are on '" + o.id + "' (NPOW-H2)");
  if (occupied && m.has("threatened_by"))
    m.fail("threatened_by", "is only for an empty objective, but units are on '" + o.id + "' (NPOW-H3)");
  m.finish();
  return o;
}

std::string points_text(Fraction f) { return decimal_text(f, 1); }

}  // namespace

const std::vector<VictoryParam>& ObjectiveHoldingSystem::params() const {
  using K = VictoryParam::Kind;
  static const std::vector<VictoryParam> list = {
      {"points_per_side", K::whole, "50", "NPOW-O1: objective points each side puts on objectives", 0, 1000},
      {"contested_up_to", K::ratio, "2:1", "NPOW-H4: up to this ratio (included) nobody scores"},
      {"full_above", K::ratio, "4:1", "NPOW-H4: above this ratio the stronger scores all its points, else half"},
  };
  return list;
}

Fraction contest_share(int stronger, int weaker, const VictoryParams& params) {
  // stronger : weaker <= p:q  <=>  stronger * q <= p * weaker (exact); a weaker side with nothing
  // that counts is beaten outright.
  auto at_most = [&](Fraction edge) {
    return static_cast<long long>(stronger) * edge.den <= static_cast<long long>(edge.num) * weaker;
  };
  if (at_most(params.ratio("contested_up_to"))) return fraction(0, 1);
  if (at_most(params.ratio("full_above"))) return fraction(1, 2);
  return fraction(1, 1);
}

Adjudication ObjectiveHoldingSystem::adjudicate(const AdjudicationInput& input, YamlMap& state) const {
  const VictoryParams& p = input.params;
  std::vector<ObjectiveState> objectives;
  YamlValue list = state.required("objectives");
  for (const auto& item : list.items()) {
    objectives.push_back(read_objective(item, *input.scenario));
    for (std::size_t i = 0; i + 1 < objectives.size(); ++i)
      if (objectives[i].id == objectives.back().id)
        item.fail("objective '" + objectives.back().id + "' is listed twice");
  }
  if (objectives.empty()) list.fail("must list at least one objective");
  for (const std::string side : {"A", "B"}) {
    long long total = 0;
    for (const auto& o : objectives) total += o.points.at(side);
    if (total > p.whole("points_per_side"))
      list.fail("side " + side + "'s objective points add up to " + std::to_string(total) + ", more than the " +
                std::to_string(p.whole("points_per_side")) + " each side has (NPOW-O1)");
  }

  Adjudication out;
  std::map<std::string, Fraction> totals{{"A", fraction(0, 1)}, {"B", fraction(0, 1)}};
  out.text += "Objectives held at the end (NPOW-H1..H4):\n";
  out.yaml.open_list("objectives");
  for (const auto& o : objectives) {
    std::map<std::string, Fraction> score{{"A", fraction(0, 1)}, {"B", fraction(0, 1)}};
    std::string status, holder = "none", why;
    std::map<std::string, int> counted{{"A", 0}, {"B", 0}};
    bool a_on = o.on.at("A").on(), b_on = o.on.at("B").on();
    if (a_on != b_on) {
      holder = a_on ? "A" : "B";
      status = "held";
      score[holder] = fraction(o.points.at(holder), 1);
      why = holder + " is on it and " + other_side(holder) + " is not (H1)";
    } else if (!a_on) {
      bool threatened = !o.last_passed.empty() &&
                        std::count(o.threatened_by.begin(), o.threatened_by.end(), other_side(o.last_passed)) > 0;
      if (o.last_passed.empty()) {
        status = "not_held";
        why = "empty and nobody passed over it (H3)";
      } else if (threatened) {
        status = "threatened";
        why = "empty; " + o.last_passed + " passed over it last but formed " + other_side(o.last_passed) +
              " units are within one move (H2, H3)";
      } else {
        holder = o.last_passed;
        status = "held";
        score[holder] = fraction(o.points.at(holder), 1);
        why = "empty; " + holder + " passed over it last and no formed enemy is within one move (H2)";
      }
    } else {
      // H4: shaken units, irregular skirmishers and artillery count only while no formed enemy
      // infantry or cavalry is on the objective.
      for (const std::string side : {"A", "B"}) {
        const Presence& mine = o.on.at(side);
        counted[side] = mine.formed + (o.on.at(other_side(side)).formed > 0 ? 0 : mine.other);
      }
      std::string stronger = counted["A"] >= counted["B"] ? "A" : "B";
      int hi = counted[stronger], lo = counted[other_side(stronger)];
      Fraction share = contest_share(hi, lo, p);
      std::string ratio = std::to_string(hi) + ":" + std::to_string(lo);
      if (share.num == 0) {
        status = "contested";
        why = "both on it, strength " + ratio + ", at most " + ratio_text(p.ratio("contested_up_to")) +
              ": contested (H4)";
      } else {
        holder = stronger;
        status = share.den == 2 ? "half" : "full";
        score[holder] = multiply(fraction(o.points.at(holder), 1), share);
        why = "both on it, strength " + ratio +
              (share.den == 2 ? ", over " + ratio_text(p.ratio("contested_up_to")) + " up to " +
                                    ratio_text(p.ratio("full_above")) + ": half its points (H4)"
                              : ", over " + ratio_text(p.ratio("full_above")) + ": all its points (H4)");
      }
    }
    for (const std::string side : {"A", "B"}) totals[side] = add(totals[side], score[side]);
    out.text += "  " + o.id + " (A " + std::to_string(o.points.at("A")) + " pts, B " +
                std::to_string(o.points.at("B")) + " pts): " + why + " -> A scores " + points_text(score["A"]) +
                ", B scores " + points_text(score["B"]) + ".\n";
    out.yaml.item({{"id", YamlOut::text_value(o.id)},
                   {"status", YamlOut::text_value(status)},
                   {"holder", YamlOut::text_value(holder)},
                   {"counted_strength",
                    YamlOut::flow_value({{"A", std::to_string(counted["A"])}, {"B", std::to_string(counted["B"])}})},
                   {"scores", YamlOut::flow_value({{"A", points_text(score["A"])}, {"B", points_text(score["B"])}})}});
  }
  out.yaml.close();
  std::string leader = totals["A"] > totals["B"] ? "A" : totals["B"] > totals["A"] ? "B" : "none";
  out.text += "  Totals: A " + points_text(totals["A"]) + ", B " + points_text(totals["B"]) + " objective points" +
              (leader == "none" ? ": level.\n" : ": " + leader + " leads.\n");
  out.yaml.put("totals", YamlOut::flow_value({{"A", points_text(totals["A"])}, {"B", points_text(totals["B"])}}));
  out.yaml.text("leader", leader);
  return out;
}

}  // namespace wargen
