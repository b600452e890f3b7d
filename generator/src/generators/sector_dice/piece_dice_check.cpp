#include "generators/sector_dice/piece_dice_check.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string_view>

#include "core/text_order.hpp"
#include "generators/sector_dice/box_matching.hpp"
#include "generators/sector_dice/terrain_pieces.hpp"

namespace wargen {

namespace {
// A note's tag: text_prefix of what follows its first 7 bytes. The notes this looks up all begin
// "sector ", and what follows (the sector, then what the roll decided) tells most of them apart.
// Ordering by length and this first leaves the memcmp call of a text comparison to the few notes
// that share both; any total order serves the lookup.
std::uint64_t note_tag(std::string_view note) {
  return text_prefix(note.substr(std::min<std::size_t>(7, note.size())));
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
  // The last entry of each rule and note: a roll again replaces the roll before. Kept for the three
  // rules looked up below, keyed by views of the log's own notes, in one block sorted by rule, note
  // and place in the log (a tree made a node for each): this runs for every table a survey validates.
  struct Logged {
    char rule;  // '4', '5' or '7': GOK-T4, T5, T7
    std::string_view note;
    std::uint64_t tag;  // note_tag(note)
    const DiceLogEntry* entry;
  };
  // By rule, then note (its length and tag first): negative, zero or positive.
  auto key_order = [](const Logged& a, const Logged& b) {
    if (a.rule != b.rule) return a.rule - b.rule;
    if (a.note.size() != b.note.size()) return a.note.size() < b.note.size() ? -1 : 1;
    if (a.tag != b.tag) return a.tag < b.tag ? -1 : 1;
    return a.note.compare(b.note);
  };
  thread_local std::vector<Logged> last;
  last.clear();
  for (const auto& e : s.dice_log) {
    const std::string& rule = e.rule;
    if (rule.size() != 6 || (rule[5] != '4' && rule[5] != '5' && rule[5] != '7') || rule.compare(0, 5, "GOK-T") != 0)
      continue;
    // GOK-B1: a roll again for the terrain box notes why after its roll's own note; the last roll
    // of that note is what the sector got.
    const std::string_view note = note_without_box(e.note);
    last.push_back({rule[5], note, note_tag(note), &e});
  }
  std::sort(last.begin(), last.end(), [&](const Logged& a, const Logged& b) {
    const int order = key_order(a, b);
    return order < 0 || (order == 0 && a.entry < b.entry);  // then the log's order
  });
  const std::string category_notation = p.category_table.dice.notation();
  auto logged = [&](char rule, std::string_view note) -> const DiceLogEntry* {
    // Past every entry of this rule and note, then one back: the last of them, if any.
    const Logged key{rule, note, note_tag(note), nullptr};
    const auto after = std::upper_bound(last.begin(), last.end(), key,
                                        [&](const Logged& a, const Logged& b) { return key_order(a, b) < 0; });
    if (after == last.begin() || key_order(*std::prev(after), key) != 0) return nullptr;
    return std::prev(after)->entry;
  };
  // GOK-B1: a roll again for the terrain box follows a roll of the same note and names what that
  // roll gave, so a log cannot slip in a result the dice never gave.
  for (std::size_t k = 0; k < last.size(); ++k) {
    // A note with no box mark is whole after note_without_box and names no roll again: the mark
    // is not looked for a second time in the many notes without one.
    if (last[k].note.size() == last[k].entry->note.size()) continue;
    const std::string_view lacking = box_reroll_lacking(last[k].entry->note);
    if (lacking.empty()) continue;
    const std::string where = "dice log entry '" + last[k].entry->note + "'";
    if (k == 0 || key_order(last[k - 1], last[k]) != 0) {
      out.push_back({"GOK-B1", where + ": rolled again with no roll before it"});
      continue;
    }
    const DiceLogEntry* before = last[k - 1].entry;
    std::string gave;
    if (last[k].rule == '4') {
      if (const CategoryRow* row = row_of(p.category_table, category_notation, before))
        gave = row->player.empty() ? row->category : "player's choice";
    } else if (last[k].rule == '5') {
      const auto which = last[k].note.rfind(": which ");
      const auto category =
          which == std::string_view::npos ? p.categories.end() : p.categories.find(last[k].note.substr(which + 8));
      if (category != p.categories.end())
        if (const std::string* name = row_of(category->second, category->second.dice.notation(), before)) gave = *name;
    } else if (const std::string* suggested =
                   row_of(p.choice_suggestion, p.choice_suggestion.dice.notation(), before)) {
      gave = *suggested;
    }
    if (gave != lacking)
      out.push_back({"GOK-B1", where + ": the roll before it gave " +
                                   (gave.empty() ? "nothing of the ruleset's" : gave) + ", not " +
                                   std::string(lacking)});
  }
  for (const auto& f : s.features) {
    const int sector = grid.index_of(f.sector);
    if (sector < 0 || sector >= rolled_sectors) continue;
    const std::string where = sector_where(f.sector);  // as the file writes it (older files: "a1")
    auto what = [&] { return "feature " + f.id + " (" + f.kind + ") in sector " + grid.id(sector); };
    const CategoryRow* row = row_of(p.category_table, category_notation, logged('4', kind_roll_note(where)));
    if (row && !row->player.empty() && !p.choice_left_open) {
      // The ruleset rolls a player's choice again, unless that player's choice was given.
      if (const CategoryRow* again =
              row_of(p.category_table, category_notation, logged('7', choice_reroll_note(where))))
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
        row_of(category, category.dice.notation(), logged('5', category_roll_note(where, row->category)));
    const std::string& template_name = attribute(f, "template");
    bool in_category = false;
    for (const auto& e : category.entries) in_category = in_category || e.row == template_name;
    if (f.kind == "players_choice" || !attribute(f, "chosen_by").empty() || !in_category)
      out.push_back({"GOK-T4", what() + ": its GOK-T4 roll gives " + row->category + ", which it is not"});
    else if (!feature)
      out.push_back({"GOK-T5", what() + ": the dice log has no GOK-T5 roll on the " + row->category + " table for it"});
    else if (template_name != *feature)
      out.push_back({"GOK-T5", what() + ": its GOK-T5 roll gives " + *feature + ", not " + template_name});
  }
}

}  // namespace wargen
