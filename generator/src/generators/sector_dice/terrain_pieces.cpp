#include "generators/sector_dice/terrain_pieces.hpp"

#include <algorithm>
#include <cmath>

#include "core/error.hpp"
#include "generators/sector_dice/site_choice.hpp"

namespace wargen {

namespace {
constexpr int kMaxChoiceRerolls = 100;  // a reroll policy on a table of only choices must still end

// `where`: the sector (sector_where), or how a pick names its site.
const FeatureTemplate& roll_category(const SectorDiceParams& p, const std::string& category, Pcg32& rng,
                                     std::vector<DiceLogEntry>& log, const std::string& where) {
  const std::string& name = p.categories.at(category).roll(rng, log, "GOK-T5", category_roll_note(where, category));
  return p.templates.at(name);
}

// A choice names a category (rolled on its GOK-T5 table) or one feature template.
const FeatureTemplate& resolve_choice(const SectorDiceParams& p, const std::string& choice, Pcg32& rng,
                                      std::vector<DiceLogEntry>& log, const std::string& where) {
  if (p.categories.count(choice)) return roll_category(p, choice, rng, log, where);
  return p.templates.at(choice);
}

}  // namespace

void fill_feature(Piece& piece, const FeatureTemplate& t, Pcg32& rng, std::vector<DiceLogEntry>& log) {
  piece.feature_template = &t;
  piece.feature.kind = t.kind;
  piece.feature.attributes["template"] = t.name;
  piece.feature.attributes["variant"] = t.variant;
  piece.feature.attributes["movement"] = t.movement;
  if (!t.is_watercourse()) return;
  // GOK-B2: with a terrain box the width is the sections' (reserved with the piece).
  if (piece.feature.pieces.empty())
    piece.feature.width_cm = std::round(rng.uniform(t.width_cm.lowest, t.width_cm.highest) * 10) / 10;
  if (!t.quality) return;
  // GOK-T8: how passable the river is, and its bridges and fords.
  const RiverQuality& q = t.quality->roll(rng, log, "GOK-T8", piece.feature.id + ": how passable");
  piece.feature.attributes["passability"] = q.passability;
  piece.feature.attributes["movement"] = q.movement;
  piece.bridges = q.bridges.roll(rng, log, "GOK-T8", piece.feature.id + ": bridges");
  piece.fords = q.fords.roll(rng, log, "GOK-T8", piece.feature.id + ": fords");
  piece.feature.attributes["bridges"] = std::to_string(piece.bridges);
  piece.feature.attributes["fords"] = std::to_string(piece.fords);
}

std::string sector_where(const std::string& sector_id) { return "sector " + sector_id; }

std::string kind_roll_note(const std::string& where) { return where + ": what kind"; }

std::string category_roll_note(const std::string& where, const std::string& category) {
  return where + ": which " + category;
}

std::string choice_reroll_note(const std::string& where) {
  return where + ": player's choice, rolled again by the ruleset";
}

std::vector<std::string> choice_names(const SectorDiceParams& params) {
  std::vector<std::string> names;
  for (const auto& [name, table] : params.categories) names.push_back(name);
  for (const auto& [name, t] : params.templates) names.push_back(name);
  return names;
}

void check_choices(const SectorDiceParams& params, const std::map<std::string, std::string>& choices) {
  for (const auto& [side, kind] : choices) {
    if (side != "A" && side != "B") throw InputError("--choice " + side + "=" + kind + ": the side must be A or B");
    if (params.categories.count(kind) || params.templates.count(kind)) continue;
    std::string known;
    for (const auto& name : choice_names(params)) known += (known.empty() ? "" : ", ") + name;
    throw InputError("--choice " + side + "=" + kind + ": unknown kind '" + kind + "' (known: " + known + ")");
  }
}

std::vector<Piece> roll_pieces(const SectorDiceParams& p, const SectorGrid& grid, int rolled_sectors,
                               const std::map<std::string, std::string>& choices,
                               const std::map<int, std::string>& site_choices, std::uint64_t seed, Pcg32& rng,
                               std::vector<DiceLogEntry>& log, BoxDraw* box) {
  check_choices(p, choices);
  std::vector<Piece> pieces;
  pieces.reserve(static_cast<std::size_t>(std::max(rolled_sectors, 0)));  // at most one a sector: never moved
  for (int sector = 0; sector < rolled_sectors; ++sector) {
    const std::string where = sector_where(grid.id(sector));
    int roll = p.piece_dice.roll(rng, log, "GOK-T3", where + ": a terrain piece?");
    if (roll < p.piece_present_on.first || roll > p.piece_present_on.second) continue;

    Piece piece;
    piece.sector = sector;
    piece.feature.id = "f" + std::to_string(pieces.size() + 1);
    piece.feature.sector = grid.id(sector);
    const CategoryRow* row = &p.category_table.roll(rng, log, "GOK-T4", kind_roll_note(where));
    for (int reroll = 0; !p.choice_left_open && !row->player.empty() && reroll < kMaxChoiceRerolls; ++reroll) {
      if (choices.count(row->player)) break;
      row = &p.category_table.roll(rng, log, "GOK-T7", choice_reroll_note(where));
    }

    if (row->player.empty() && box) {
      const FeatureTemplate* t = roll_box_feature(p, *box, *row, rng, log, where, piece.feature);
      if (!t) continue;  // GOK-B1: open ground, logged
      fill_feature(piece, *t, rng, log);
    } else if (row->player.empty()) {
      fill_feature(piece, roll_category(p, row->category, rng, log, where), rng, log);
    } else if (auto site = site_choices.find(sector); site != site_choices.end()) {
      // GOK-T7: this site was filled on its own. The terrain stream rolls the open site's die all
      // the same, so every later sector gets the dice it gets without the pick.
      p.choice_suggestion.roll(rng, log, "GOK-T7", where + ": suggestion for player " + row->player);
      Pcg32 own = site_choice_stream(seed, grid.id(sector), "kind");
      const std::string picked = where + ", player " + row->player + "'s pick " + site->second + " (own dice)";
      fill_feature(piece,
                   box ? resolve_box_choice(p, *box, site->second, own, log, picked, piece.feature)
                       : resolve_choice(p, site->second, own, log, picked),
                   own, log);
      piece.feature.attributes["chosen_by"] = row->player;
      piece.feature.attributes["site_choice"] = site->second;
      piece.site_chosen = true;
    } else if (auto chosen = choices.find(row->player); chosen != choices.end()) {
      // GOK-T7: the player's choice was given on the command line.
      fill_feature(piece,
                   box ? resolve_box_choice(p, *box, chosen->second, rng, log, where, piece.feature)
                       : resolve_choice(p, chosen->second, rng, log, where),
                   rng, log);
      piece.feature.attributes["chosen_by"] = row->player;
    } else {
      // GOK-T7: an open site for the player to fill at the table, with a suggestion.
      const std::string note = where + ": suggestion for player " + row->player;
      std::string suggested = p.choice_suggestion.roll(rng, log, "GOK-T7", note);
      if (box) {
        auto held = box_suggestion(p, *box, suggested, rng, log, where, note, piece.feature);
        if (!held) continue;  // GOK-B1: open ground, logged
        suggested = *held;
      }
      piece.feature.kind = "players_choice";
      piece.feature.attributes["player"] = row->player;
      piece.feature.attributes["suggested_kind"] = suggested;
    }
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

}  // namespace wargen
