#include "armies/army_builder.hpp"

#include <algorithm>
#include <array>
#include <map>

#include "armies/army_points.hpp"
#include "core/error.hpp"
#include "scenario/violation.hpp"

namespace wargen {
namespace {

constexpr int kMaxFillRolls = 10000;  // re-rolls of full types; a legal list ends far sooner

bool may_add(const std::string& type, const std::map<std::string, int>& counts, const ArmyListRules& r) {
  if (counts.at(type) >= r.type(type)->max) return false;
  for (const auto& limit : r.limits)
    if (limit.type == type && counts.at(type) + 1 > counts.at(limit.than)) return false;
  return true;
}

std::string choose_nation(const ArmyListRules& r, const std::string& side, const std::string& taken, Pcg32& rng,
                          std::vector<DiceLogEntry>& log) {
  for (int attempt = 0; attempt < 1000; ++attempt) {
    const std::string& nation =
        r.nations[static_cast<std::size_t>(roll_choice(static_cast<int>(r.nations.size()), rng, log, "GOK-A2",
                                                       "side " + side + "'s nation"))]
            .nation;
    if (!r.distinct_nations || nation != taken) return nation;
  }
  throw GenerationError("GOK-A2: no second nation could be diced for side " + side);
}

Army build_army(const ArmyListRules& r, const std::string& side, const std::string& nation, int lost_below_pct,
                Pcg32& rng, Pcg32& names_rng, std::vector<DiceLogEntry>& log) {
  std::map<std::string, int> counts;
  int total = 0;
  for (const auto& t : r.types) total += counts[t.name] = t.min;
  // GOK-A1 DESIGN: the units above the minimums, one die each.
  for (int rolls = 0; total < r.units; ++rolls) {
    if (rolls >= kMaxFillRolls)
      throw GenerationError("GOK-A1: side " + side + "'s army could not be filled to " + std::to_string(r.units) +
                            " units from armies.fill; check the table against the types' ranges");
    const std::string& type = r.fill.roll(
        rng, log, "GOK-A1", "side " + side + ": unit " + std::to_string(total + 1) + " of " + std::to_string(r.units));
    if (!may_add(type, counts, r)) continue;  // full, or over its limit: roll again
    ++counts[type];
    ++total;
  }
  std::map<std::string, bool> elite;
  for (const auto& pick : r.elite) {
    if (counts[pick.type] < pick.when_at_least) continue;
    int roll = pick.dice.roll(rng, log, "GOK-A1", "side " + side + ": one " + pick.type + " unit elite?");
    elite[pick.type] = elite[pick.type] || (roll >= pick.taken_on.first && roll <= pick.taken_on.second);
  }
  std::string rating = r.general_rating.roll(rng, log, "GOK-A2", "side " + side + "'s general's rating");

  const NationNames& names = *r.nation(nation);
  Army army;
  army.side = side;
  army.nation = nation;
  for (const auto& t : r.types) {
    std::vector<std::string> pool = names.names.at(t.name);
    names_rng.shuffle(pool);
    std::vector<std::string> elite_pool;
    if (elite[t.name]) {
      elite_pool = names.names.at("elite_" + t.name);
      names_rng.shuffle(elite_pool);
    }
    for (int k = 0; k < counts[t.name]; ++k) {
      ArmyUnit u;
      // `u` and the side: sectors are A1 …, and one id names one thing in the file (docs/scenario-format.md#ids).
      u.id = "u" + side + std::to_string(army.units.size() + 1);
      u.type = t.name;
      bool is_elite = elite[t.name] && k == 0;
      // Short tables repeat, as lists do ("Winterfeldt Foot x2", "9pdr Gun x3").
      u.name =
          is_elite ? elite_pool.front() : pool[static_cast<std::size_t>(k - (elite[t.name] ? 1 : 0)) % pool.size()];
      u.rating = t.general ? rating : is_elite ? "elite" : "regular";
      u.points = t.points;
      army.units.push_back(u);
    }
  }
  army.points = army_points(army.units);
  army.lost_at_or_below = lost_at_or_below(army.points, lost_below_pct);
  return army;
}

}  // namespace

int roll_choice(int n, Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& rule, const std::string& note) {
  static constexpr std::array<int, 7> kDice = {4, 6, 8, 10, 12, 20, 100};
  int faces = kDice.back();
  for (int d : kDice)
    if (d >= n) {
      faces = d;
      break;
    }
  if (n < 1 || n > faces) throw std::logic_error("roll_choice: n out of range");
  Dice die(1, faces);
  for (;;) {
    int roll = die.roll(rng, log, rule, note + (faces > n ? " (" + std::to_string(n + 1) + "+ rolls again)" : ""));
    if (roll <= n) return roll - 1;
  }
}

std::vector<Army> build_armies(const ArmyListRules& rules, std::uint64_t seed, int lost_below_pct,
                               std::vector<DiceLogEntry>& log) {
  Pcg32 rng = Pcg32::for_stage(seed, "armies");
  Pcg32 names_rng = Pcg32::for_stage(seed, "army-names");
  std::string nation_a = choose_nation(rules, "A", "", rng, log);
  std::string nation_b = choose_nation(rules, "B", nation_a, rng, log);
  Army a = build_army(rules, "A", nation_a, lost_below_pct, rng, names_rng, log);
  Army b = build_army(rules, "B", nation_b, lost_below_pct, rng, names_rng, log);
  return {a, b};
}

void check_army(const Army& army, const ArmyListRules& r, int lost_below_pct, std::vector<Violation>& out) {
  std::string who = "side " + army.side + "'s army";
  if (static_cast<int>(army.units.size()) != r.units)
    out.push_back(
        {"GOK-A1", who + " has " + std::to_string(army.units.size()) + " units, not " + std::to_string(r.units)});
  if (!r.nation(army.nation)) out.push_back({"GOK-A2", who + ": '" + army.nation + "' is not a nation of the list"});
  std::map<std::string, int> counts, elites;
  for (const auto& t : r.types) counts[t.name] = 0;
  for (const auto& u : army.units) {
    const UnitTypeRule* t = r.type(u.type);
    if (!t) {
      out.push_back({"GOK-A1", who + ": unit " + u.id + " has unknown type '" + u.type + "'"});
      continue;
    }
    ++counts[u.type];
    if (u.rating == "elite") ++elites[u.type];
    if (u.points != t->points)
      out.push_back({"GOK-V1", who + ": unit " + u.id + " (" + u.type + ") is worth " + std::to_string(t->points) +
                                   " points, not " + std::to_string(u.points)});
  }
  for (const auto& t : r.types)
    if (counts[t.name] < t.min || counts[t.name] > t.max)
      out.push_back({"GOK-A1", who + " has " + std::to_string(counts[t.name]) + " " + t.name + ", outside " +
                                   std::to_string(t.min) + ".." + std::to_string(t.max)});
  for (const auto& limit : r.limits)
    if (counts[limit.type] > counts[limit.than])
      out.push_back({"GOK-A1", who + " has more " + limit.type + " than " + limit.than});
  for (const auto& [type, n] : elites) {
    const ElitePick* pick = nullptr;
    for (const auto& e : r.elite)
      if (e.type == type) pick = &e;
    if (!pick || n > 1 || counts[type] < pick->when_at_least)
      out.push_back({"GOK-A1", who + ": elite " + type + " is not allowed here"});
  }
  if (army.points != army_points(army.units))
    out.push_back({"GOK-V1", who + " says " + std::to_string(army.points) + " points; its units add up to " +
                                 std::to_string(army_points(army.units))});
  if (army.lost_at_or_below != lost_at_or_below(army.points, lost_below_pct))
    out.push_back({"GOK-V1", who + ": lost_at_or_below should be " +
                                 std::to_string(lost_at_or_below(army.points, lost_below_pct))});
}

}  // namespace wargen
