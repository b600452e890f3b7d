#pragma once
// The ruleset's army list (`armies:` in rulesets/gok.yaml): GOK-A1 counts and options, GOK-A2
// nations and general ratings, GOK-V1 points, and the DESIGN dice that turn a list into an army.
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/yaml_access.hpp"
#include "ruleset/dice_table.hpp"

namespace wargen {

struct UnitTypeRule {
  std::string name;  // "foot"
  int min = 0;       // GOK-A1
  int max = 0;
  int points = 0;  // GOK-V1
  bool general = false;
};

// GOK-A1: "the number of cuirassier squadrons must not exceed the number of dragoon squadrons".
struct NotMoreThan {
  std::string type;
  std::string than;
};

// GOK-A1: "if at least seven battalions are chosen, one may be elite" – taken on a die (DESIGN).
struct ElitePick {
  std::string type;
  int when_at_least = 0;
  Dice dice;
  std::pair<int, int> taken_on;
};

// GOK-A2: a nation and its names: keys are unit types, and "elite_<type>" for elite units.
struct NationNames {
  std::string nation;
  std::map<std::string, std::vector<std::string>> names;
};

struct ArmyListRules {
  int units = 20;                   // GOK-A1
  std::vector<UnitTypeRule> types;  // in the file's order, which is the order of a written list
  std::vector<NotMoreThan> limits;
  DiceTable<std::string> fill;  // DESIGN: the type of each unit above the minimums
  std::vector<ElitePick> elite;
  DiceTable<std::string> general_rating;  // GOK-A2
  std::vector<NationNames> nations;       // GOK-A2
  bool distinct_nations = true;           // DESIGN: the two sides are different nations

  const UnitTypeRule* type(const std::string& name) const;
  const NationNames* nation(const std::string& name) const;
};

// Reads the `armies:` map. Throws InputError naming the file, line and key.
std::shared_ptr<const ArmyListRules> read_army_list(YamlMap section);

}  // namespace wargen
