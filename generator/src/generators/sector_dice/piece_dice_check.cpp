#include "generators/sector_dice/piece_dice_check.hpp"

#include <map>
#include <string_view>

#include "generators/sector_dice/terrain_pieces.hpp"

namespace wargen {

namespace {
const std::string& attribute(const Feature& f, const std::string& key) {
  static const std::string none;
  auto it = f.attributes.find(key);
  return it == f.attributes.end() ? none : it->second;
}

// The row a logged roll gives on `table`, whose dice are written `notation` (table.dice.notation(),
// written once by the caller); null when the entry is not a roll of the table's dice (a
// hand-edited file may hold anything).
template <typename Row>
const Row* row_of(const DiceTable<Row>& table, const std::string& notation, const DiceLogEntry* entry) {
  if (!entry || entry->dice != notation) return nullptr;
  for (const auto& e : table.entries)
    if (entry->result >= e.lowest && entry->result <= e.highest) return &e.row;
  return nullptr;
}
}  // namespace

void check_piece_dice(const Scenario& s, const SectorDiceParams& p, const SectorGrid& grid, int rolled_sectors,
                      std::vector<Violation>& out) {
  // The last entry of each rule and note: a roll again replaces the roll before. Keyed by views
  // of the log's own strings, and only for the rules looked up below: this runs for every table a
  // survey validates.
  std::map<std::pair<std::string_view, std::string_view>, const DiceLogEntry*> last;
  for (const auto& e : s.dice_log)
    if (e.rule == "GOK-T4" || e.rule == "GOK-T5" || e.rule == "GOK-T7") last[{e.rule, e.note}] = &e;
  const std::string category_notation = p.category_table.dice.notation();
  auto logged = [&](std::string_view rule, const std::string& note) {
    auto it = last.find({rule, note});
    return it == last.end() ? nullptr : it->second;
  };
  for (const auto& f : s.features) {
    const int sector = grid.index_of(f.sector);
    if (sector < 0 || sector >= rolled_sectors) continue;
    const std::string where = sector_where(f.sector);  // as the file writes it (older files: "a1")
    auto what = [&] { return "feature " + f.id + " (" + f.kind + ") in sector " + grid.id(sector); };
    const CategoryRow* row = row_of(p.category_table, category_notation, logged("GOK-T4", kind_roll_note(where)));
    if (row && !row->player.empty() && !p.choice_left_open) {
      // The ruleset rolls a player's choice again, unless that player's choice was given.
      if (const CategoryRow* again =
              row_of(p.category_table, category_notation, logged("GOK-T7", choice_reroll_note(where))))
        row = again;
    }
    if (!row) {
      out.push_back({"GOK-T4", what() + ": the dice log has no GOK-T4 roll of the ruleset's table for it"});
      continue;
    }
    if (!row->player.empty()) {
      const bool site = f.kind == "players_choice" && attribute(f, "player") == row->player;
      if (!site && attribute(f, "chosen_by") != row->player)
        out.push_back({"GOK-T4", what() + ": its GOK-T4 roll gives player " + row->player +
                                     "'s choice, and it is neither that player's site nor pick"});
      continue;
    }
    const DiceTable<std::string>& category = p.categories.at(row->category);
    const std::string* feature =
        row_of(category, category.dice.notation(), logged("GOK-T5", category_roll_note(where, row->category)));
    bool in_category = false;
    for (const auto& e : category.entries) in_category = in_category || e.row == attribute(f, "template");
    if (f.kind == "players_choice" || !attribute(f, "chosen_by").empty() || !in_category)
      out.push_back({"GOK-T4", what() + ": its GOK-T4 roll gives " + row->category + ", which it is not"});
    else if (!feature)
      out.push_back({"GOK-T5", what() + ": the dice log has no GOK-T5 roll on the " + row->category + " table for it"});
    else if (attribute(f, "template") != *feature)
      out.push_back({"GOK-T5", what() + ": its GOK-T5 roll gives " + *feature + ", not " + attribute(f, "template")});
  }
}

}  // namespace wargen
