#pragma once
// A ruleset's dice table: "roll 1d6: 1-2 this, 3-4 that …". Rows cover every possible total
// exactly once; the loader refuses gaps and overlaps with the file, line and key.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/dice.hpp"
#include "core/yaml_access.hpp"

namespace wargen {

template <typename Row>
struct DiceTable {
  struct Entry {
    int lowest = 0;   // inclusive
    int highest = 0;  // inclusive
    Row row;
  };
  Dice dice;
  std::vector<Entry> entries;

  const Entry& entry_for(int total) const {
    for (const auto& e : entries)
      if (total >= e.lowest && total <= e.highest) return e;
    throw std::logic_error("dice table has no row for " + std::to_string(total));
  }
  const Row& lookup(int total) const { return entry_for(total).row; }
  // Rolls, logs the roll under `rule` and returns the row.
  const Row& roll(Pcg32& rng, std::vector<DiceLogEntry>& log, std::string_view rule, std::string note) const {
    return lookup(dice.roll(rng, log, rule, std::move(note)));
  }
  // The probability of each entry, from the exact dice distribution.
  std::vector<double> probabilities() const {
    auto weights = dice.outcome_weights();
    double total = 0;
    for (double w : weights) total += w;
    std::vector<double> out;
    for (const auto& e : entries) {
      double p = 0;
      for (int v = e.lowest; v <= e.highest; ++v) p += weights[static_cast<std::size_t>(v - dice.min())];
      out.push_back(p / total);
    }
    return out;
  }
};

// Reads `dice:` notation from a map key.
Dice read_dice(YamlMap& map, const std::string& key);
// Reads `rolls: 3` or `rolls: [1, 3]` (or another key) within the dice's totals.
std::pair<int, int> read_roll_range(YamlMap& row, const Dice& dice, const std::string& key = "rolls");
// Checks that the ranges cover dice.min()..dice.max() exactly once.
void check_coverage(const YamlMap& table, const Dice& dice, const std::vector<std::pair<int, int>>& ranges,
                    const std::string& key = "results");

// Reads {dice: NdF, results: [{rolls: .., <row keys>}, …]}; `parse_row(YamlMap&)` reads the row's
// own keys (everything but `rolls`) and returns a Row.
template <typename Row, typename ParseRow>
DiceTable<Row> read_dice_table(YamlMap table, ParseRow parse_row) {
  DiceTable<Row> out;
  out.dice = read_dice(table, "dice");
  std::vector<std::pair<int, int>> ranges;
  for (const auto& item : table.required("results").items()) {
    YamlMap row(item);
    auto range = read_roll_range(row, out.dice);
    ranges.push_back(range);
    out.entries.push_back({range.first, range.second, parse_row(row)});
    row.finish();
  }
  check_coverage(table, out.dice, ranges);
  table.finish();
  return out;
}

}  // namespace wargen
