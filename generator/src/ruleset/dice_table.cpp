#include "ruleset/dice_table.hpp"

#include <algorithm>
#include <stdexcept>

namespace wargen {

Dice read_dice(YamlMap& map, const std::string& key) {
  auto value = map.required(key);
  try {
    return Dice::parse(value.text());
  } catch (const std::invalid_argument& e) {
    value.fail(e.what());
  }
}

std::pair<int, int> read_roll_range(YamlMap& row, const Dice& dice, const std::string& key) {
  auto value = row.required(key);
  std::pair<int, int> range;
  if (value.kind() == YamlKind::sequence) {
    auto items = value.items();
    if (items.size() != 2) value.fail("must be a roll (3) or a range [lowest, highest]");
    range = {items[0].integer(dice.min(), dice.max()), items[1].integer(dice.min(), dice.max())};
  } else {
    int roll = value.integer(dice.min(), dice.max());
    range = {roll, roll};
  }
  if (range.first > range.second) value.fail("range must go from lowest to highest");
  return range;
}

void check_coverage(const YamlMap& table, const Dice& dice, const std::vector<std::pair<int, int>>& ranges,
                    const std::string& key) {
  for (int total = dice.min(); total <= dice.max(); ++total) {
    auto hits = std::count_if(ranges.begin(), ranges.end(),
                              [total](const auto& r) { return total >= r.first && total <= r.second; });
    if (hits == 0) table.fail(key, "no row for a roll of " + std::to_string(total) + " on " + dice.notation());
    if (hits > 1) table.fail(key, "more than one row for a roll of " + std::to_string(total));
  }
}

}  // namespace wargen
