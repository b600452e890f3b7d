#include "armies/army_list.hpp"

namespace wargen {

const UnitTypeRule* ArmyListRules::type(const std::string& name) const {
  for (const auto& t : types)
    if (t.name == name) return &t;
  return nullptr;
}

const NationNames* ArmyListRules::nation(const std::string& name) const {
  for (const auto& n : nations)
    if (n.nation == name) return &n;
  return nullptr;
}

std::shared_ptr<const ArmyListRules> read_army_list(YamlMap m) {
  auto rules = std::make_shared<ArmyListRules>();
  ArmyListRules& r = *rules;
  YamlValue units = m.required("units");
  r.units = units.integer(1, 1000);

  YamlMap types = m.map("types");
  int generals = 0, min_total = 0, max_total = 0;
  for (const auto& name : types.keys()) {
    YamlMap t = types.map(name);
    UnitTypeRule rule;
    rule.name = name;
    rule.min = t.required("min").integer(0, 1000);
    YamlValue max = t.required("max");
    rule.max = max.integer(rule.min, 1000);
    rule.points = t.required("points").integer(0, 1000);
    YamlValue general = t.optional("general");
    rule.general = general.present() && general.boolean();
    if (rule.general && (rule.min != 1 || rule.max != 1)) max.fail("a general type must have min 1 and max 1");
    generals += rule.general;
    min_total += rule.min;
    max_total += rule.max;
    t.finish();
    r.types.push_back(rule);
  }
  types.finish();
  if (generals != 1) m.fail("types", "exactly one type must be the general (general: true)");
  if (r.units < min_total || r.units > max_total)
    units.fail("cannot be made from the types' ranges (" + std::to_string(min_total) + " to " +
               std::to_string(max_total) + ")");

  auto known = [&](const YamlValue& v) {
    std::string name = v.text();
    if (!r.type(name)) v.fail("unknown unit type '" + name + "' (not under armies.types)");
    return name;
  };
  for (const auto& item : m.required("not_more_than").items()) {
    YamlMap limit(item);
    r.limits.push_back({known(limit.required("type")), known(limit.required("than"))});
    limit.finish();
  }
  r.fill = read_dice_table<std::string>(m.map("fill"), [&](YamlMap& row) { return known(row.required("type")); });
  for (const auto& item : m.required("elite").items()) {
    YamlMap e(item);
    ElitePick pick;
    pick.type = known(e.required("type"));
    pick.when_at_least = e.required("when_at_least").integer(1, 1000);
    pick.dice = read_dice(e, "dice");
    pick.taken_on = read_roll_range(e, pick.dice, "taken_on");
    e.finish();
    r.elite.push_back(pick);
  }
  r.general_rating =
      read_dice_table<std::string>(m.map("general_rating"), [](YamlMap& row) { return row.required("rating").text(); });
  r.distinct_nations = m.required("distinct_nations").boolean();

  YamlMap nations = m.map("nations");
  for (const auto& nation : nations.keys()) {
    YamlMap n = nations.map(nation);
    NationNames names;
    names.nation = nation;
    auto read_list = [&](const std::string& key) {
      YamlValue list = n.required(key);
      std::vector<std::string> out;
      for (const auto& item : list.items()) out.push_back(item.text());
      if (out.empty()) list.fail("must name at least one unit");
      names.names[key] = out;
    };
    for (const auto& t : r.types) read_list(t.name);
    for (const auto& e : r.elite) read_list("elite_" + e.type);
    n.finish();
    r.nations.push_back(names);
  }
  nations.finish();
  if (r.nations.empty() || (r.distinct_nations && r.nations.size() < 2))
    m.fail("nations", "needs at least two nations when distinct_nations is true");
  m.finish();
  return rules;
}

}  // namespace wargen
